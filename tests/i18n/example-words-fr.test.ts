/** A refused move told in French on the French example pages and replays (src/lib/i18n/example-words-fr.ts). */
import { describe, expect, it } from 'vitest';
import { triedFr, whyFr } from '@lib/i18n/example-words-fr';
import { tileWordsFr } from '@lib/i18n/narration-fr';

describe('refusals in French', () => {
  it('says what was tried, whatever the shape of the English sentence', () => {
    expect(triedFr('Red tries to lay the meadow tile at column 4, row 2.')).toBe('Rouge tente de poser la tuile « toute en plaine » en colonne 4, rangée 2.');
    expect(triedFr('Turn 2: Blue lays the town cap tile at column 3, row 2 and tries to put a shopkeeper on its north side.')).toBe(
      'Tour 2 : Bleu pose la tuile « bout de ville » en colonne 3, rangée 2 et tente de mettre un marchand sur son côté nord.',
    );
    expect(triedFr('Red lays the all plains tile at x 6, y 0, puts a figure on its north side and also tries to take back their figure from the tile at x 0, y 0.')).toBe(
      'Rouge pose la tuile « toute en plaine » en x 6, y 0, met un pion sur son côté nord et tente aussi de reprendre son pion de la tuile en x 0, y 0.',
    );
    expect(triedFr('Red lays tile D15 at x 4, y 0, turned 180° clockwise and tries to put a figure on its south side.')).toBe(
      'Rouge pose la tuile D15 en x 4, y 0, tournée de 180° dans le sens horaire et tente de mettre un pion sur son côté sud.',
    );
  });
  it('says why not, and no English is left in the known shapes', () => {
    const why = whyFr('It cannot go there: its north side shows plains, but the tile to its north (the town cap tile at column 3, row 1) shows a town on the side they would share. Sides that touch must show the same thing.');
    expect(why).toContain('son côté nord montre de la plaine');
    expect(why).toContain('la tuile « bout de ville » en colonne 3, rangée 1');
    expect(why).not.toMatch(/\b(the|tile|shows|side)\b/);
  });
  it("names an example's own tiles in French", () => {
    expect(tileWordsFr('town-cap')).toBe('la tuile « bout de ville »');
    expect(tileWordsFr('K')).toBe('la tuile K');
  });
});
