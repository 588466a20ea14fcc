/**
 * Players named after a colour in either language (issue 30): a new game or tally on a French page
 * names its players Rouge, Bleu…, and such a player gets the colour its name says, with the letter
 * of its own name on its pieces; English names keep their looks and letters.
 */
import { describe, expect, it } from 'vitest';
import { colourNamed, coloursNamed } from '@lib/i18n/colour-names';
import {
  chooseColour,
  firstPlayers,
  joinColour,
  pinColours,
  renamePlayer,
  shownColours,
  type Tally,
} from '@lib/calculator/calculator-store';
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

  it('the next player takes the first colour nobody has, named after it in the page’s language (issue 31: colours held, not names)', () => {
    const t = (players: string[], colours?: Record<string, string>) =>
      ({
        format: 'new-world-tally',
        version: 1,
        players,
        features: [],
        ...(colours ? { colours } : {}),
      }) as Tally;
    expect(joinColour(t(['Rouge', 'Bleu']), 'fr', 'Joueur 3').name).toBe('Jaune');
    expect(joinColour(t(['Red', 'Blue']), 'en', 'Player 3').name).toBe('Yellow');
    expect(joinColour(t(['Rouge', 'Yellow']), 'en', 'Player 3').name).toBe('Green');
    // Alice shows red (the first of the five): the next one is yellow.
    expect(joinColour(t(['Alice']), 'fr', 'Joueur 2').name).toBe('Jaune');
    expect(joinColour(t(['Red', 'Yellow', 'Vert', 'Blue', 'Noir']), 'fr', 'Joueur 6').name).toBe('Joueur 6');
    // A player named Yellow who chose green: the newcomer takes yellow, under another name.
    const next = joinColour(t(['Red', 'Yellow'], { Yellow: 'Green' }), 'en', 'Player 3');
    expect(next).toEqual({
      name: 'Player 3',
      tally: expect.objectContaining({ colours: { Red: 'Red', Yellow: 'Green', 'Player 3': 'Yellow' } }),
    });
  });

  it('a player keeps their colour through renames; a colour chosen from another player swaps the two; an old tally shows the colours it always did', () => {
    const t = {
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue', 'Yellow'],
      features: [],
    } as Tally;
    expect(shownColours(t)).toEqual(['Red', 'Blue', 'Yellow']);
    const renamed = renamePlayer(pinColours(t), 'Blue', 'France') as Tally;
    expect(shownColours(renamed)).toEqual(['Red', 'Blue', 'Yellow']);
    const swapped = chooseColour(renamed, 'Yellow', 'Blue');
    expect(swapped.swapped).toEqual({ with: 'France', now: 'Yellow' });
    expect(shownColours(swapped.tally)).toEqual(['Red', 'Yellow', 'Blue']);
    expect(chooseColour(renamed, 'Red', 'Green').swapped).toBeUndefined();
    // Made before colours were kept: Cleo red (the first of the five), Ann green (the third); two shown alike are parted when pinned.
    expect(shownColours({ players: ['Cleo', 'Blue', 'Ann'] })).toEqual(['Red', 'Blue', 'Green']);
    expect(pinColours({ ...t, players: ['Cleo', 'Red'] }).colours).toEqual({ Cleo: 'Red', Red: 'Yellow' });
  });

  it('a game by link or file named Rouge and Bleu is red and blue, with R and B on the pieces; Jaune yellow with J', () => {
    expect(coloursNamed(['Rouge', 'Bleu', 'Léa', 'jaune'])).toEqual({
      Rouge: 'Red',
      Bleu: 'Blue',
      jaune: 'Yellow',
    });
    expect(coloursNamed(['__proto__', 'constructor'])).toEqual({});
    const looks = playerLooks(['Rouge', 'Bleu', 'Jaune'], coloursNamed(['Rouge', 'Bleu', 'Jaune']));
    expect(looks.Rouge).toEqual(playerStyle(['Red'], 'Red'));
    expect(looks.Bleu).toEqual(playerStyle(['Blue'], 'Blue'));
    expect(looks.Jaune).toEqual({ ...playerStyle(['Yellow'], 'Yellow'), letter: 'J' });
    // English names keep their looks and letters (Black is K beside Blue).
    expect(playerLooks(['Red', 'Blue', 'Black'], coloursNamed(['Red', 'Blue', 'Black'])).Black).toEqual(
      playerStyle(['Red', 'Blue', 'Black'], 'Black'),
    );
  });
});
