/** A refused move told in French on the French example pages and replays (src/lib/i18n/example-words-fr.ts). */
import { describe, expect, it } from 'vitest';
import { whyFr } from '@lib/i18n/example-words-fr';
import { tileWordsFr } from '@lib/i18n/narration-fr';

describe('refusals in French', () => {
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
