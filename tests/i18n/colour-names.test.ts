/**
 * Players named after a colour in either language (issue 30): a new game or tally on a French page
 * names its players Rouge, Bleu…, and such a player gets the colour its name says, with the letter
 * of its own name on its pieces; English names keep their looks and letters.
 */
import { describe, expect, it } from 'vitest';
import { colourNamed, coloursNamed } from '@lib/i18n/colour-names';
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

  it('a game by link or file named Rouge and Bleu is red and blue, with R and B on the pieces; Jaune yellow with J', () => {
    expect(coloursNamed(['Rouge', 'Bleu', 'Léa', 'jaune'])).toEqual({ Rouge: 'Red', Bleu: 'Blue', jaune: 'Yellow' });
    expect(coloursNamed(['__proto__', 'constructor'])).toEqual({});
    const looks = playerLooks(['Rouge', 'Bleu', 'Jaune'], coloursNamed(['Rouge', 'Bleu', 'Jaune']));
    expect(looks.Rouge).toEqual(playerStyle(['Red'], 'Red'));
    expect(looks.Bleu).toEqual(playerStyle(['Blue'], 'Blue'));
    expect(looks.Jaune).toEqual({ ...playerStyle(['Yellow'], 'Yellow'), letter: 'J' });
    // English names keep their looks and letters (Black is K beside Blue).
    expect(playerLooks(['Red', 'Blue', 'Black'], coloursNamed(['Red', 'Blue', 'Black'])).Black).toEqual(playerStyle(['Red', 'Blue', 'Black'], 'Black'));
  });
});
