/**
 * Players named after a colour in either language (issue 30): a new game or tally on a French page
 * names its players Rouge, Bleu…, and such a player gets the colour its name says, with the letter
 * of its own name on its pieces; English names keep their looks and letters.
 */
import { describe, expect, it } from 'vitest';
import { colourNamed } from '@lib/i18n/colour-names';
import { firstPlayers, nextColourName } from '@lib/calculator/calculator-store';
import { playerStyle } from '@lib/board/board-data';
import { playerLooks } from '@lib/board/board-model';

describe('colour names', () => {
  it('a new tally starts with Red and Blue, named in the page’s language', () => {
    expect(firstPlayers('en')).toEqual(['Red', 'Blue']);
    expect(firstPlayers('fr')).toEqual(['Rouge', 'Bleu']);
  });

  it('a name says its colour in either language, as written (or in any case when asked); any other name says none', () => {
    expect(colourNamed('Rouge')).toBe('Red');
    expect(colourNamed('Noir')).toBe('Black');
    expect(colourNamed('Red')).toBe('Red');
    expect(colourNamed('rouge')).toBeUndefined();
    expect(colourNamed('rouge', true)).toBe('Red');
    expect(colourNamed('JAUNE', true)).toBe('Yellow');
    expect(colourNamed('Léa')).toBeUndefined();
    expect(colourNamed('constructor', true)).toBeUndefined();
    expect(colourNamed('__proto__', true)).toBeUndefined();
  });

  it('the next player takes the first colour nobody is named after, in the page’s language', () => {
    expect(nextColourName(['Rouge', 'Bleu'], 'fr')).toBe('Jaune');
    expect(nextColourName(['Red', 'Blue'], 'en')).toBe('Yellow');
    expect(nextColourName(['Rouge', 'Yellow'], 'en')).toBe('Green');
    expect(nextColourName(['Alice'], 'fr')).toBe('Rouge');
    expect(nextColourName(['Red', 'Yellow', 'Vert', 'Blue', 'Noir'], 'fr')).toBeNull();
  });

  it('a player named Rouge is red, with R on its pieces; Jaune is yellow with J; Noir black with N', () => {
    expect(playerStyle(['Rouge', 'Jaune'], 'Rouge')).toEqual(playerStyle(['Red'], 'Red'));
    expect(playerStyle(['Rouge', 'Jaune'], 'Jaune')).toEqual({ ...playerStyle(['Yellow'], 'Yellow'), letter: 'J' });
    expect(playerStyle(['Vert', 'Noir', 'Bleu'], 'Noir')).toEqual({ ...playerStyle(['Black'], 'Black'), letter: 'N' });
    // English names keep their looks and letters (Black is K beside Blue); other names a spare colour.
    expect(playerStyle(['Red', 'Blue', 'Black'], 'Black').letter).toBe('K');
    expect(playerStyle(['Léa', 'Bleu'], 'Léa').fill).toBe('#7b3fa0');
    const looks = playerLooks(['Rouge', 'Bleu']);
    expect(looks.Rouge.fill).toBe(playerStyle(['Red'], 'Red').fill);
    expect(looks.Bleu.fill).toBe(playerStyle(['Blue'], 'Blue').fill);
  });
});
