/**
 * What a player reads in the calculator names no rule option by its id (neutralLead,
 * neutralSecond, finalSmallRegion…): Race's reasons say the reading in words in both languages
 * (src/lib/calculator/lines-en.ts, lines-fr.ts), a link with an unknown option is refused in
 * French without the list of ids (they stay for tool builders), and an option not offered is
 * explained once, not named twice ("Start spaces…: Start spaces…: you count…").
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { scoreRaceTally } from '@engine/tallies';
import { reasonEn } from '@lib/calculator/lines-en';
import { lineReasonFr } from '@lib/calculator/lines-fr';
import { scoreAnyTally } from '@lib/calculator/tally-score';
import { reasonOf } from '@lib/io/reasons';
import { reasonFr } from '@lib/keep/reasons-fr';
import EDIT_EN from '@lib/i18n/ui/tally-editors.en';
import EDIT_FR from '@lib/i18n/ui/tally-editors.fr';

const NEUTRAL = JSON.parse(
  readFileSync(new URL('../../content/tallies/race-two-player-neutral.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const IDS =
  /neutralLead|neutralSecond|finalSmallRegion|smallRegion|cornerBorder|eviction|every-scoring|: false|« none »|"none"/;

function reasons(options?: Record<string, unknown>) {
  const r = scoreRaceTally({ ...NEUTRAL, ...(options ? { options } : {}) });
  return r.players.flatMap((p) => p.lines.flatMap((l) => (l.said.reason ? [l.said.reason] : [])));
}

describe('the calculator names no rule option by its id', () => {
  for (const options of [undefined, { neutralLead: 'none' }, { neutralSecond: false }])
    it(`Race's reasons, ${JSON.stringify(options ?? 'the defaults')}, in English and French`, () => {
      const all = reasons(options);
      expect(all.length).toBeGreaterThan(0);
      for (const r of all) {
        expect(reasonEn(r, (n) => n)).not.toMatch(IDS);
        expect(lineReasonFr(r, (n) => n)).not.toMatch(IDS);
      }
    });

  it('says the neutral colour\u2019s readings in words', () => {
    const en = reasons().map((r) => reasonEn(r, (n) => n));
    expect(en.join(' ')).toContain(
      "in our reading (not the rulebook's), the player with the most markers behind the neutral colour holds " +
        'second place',
    );
    const fr = reasons({ neutralLead: 'none' }).map((r) => lineReasonFr(r, (n) => n));
    expect(fr.join(' ')).toContain('selon l’autre lecture, personne ne prend aucun bonus');
  });

  it('a Discovery tally with an option of another game is refused in French without the options\u2019 ids', () => {
    const tally = {
      format: 'discovery-tally',
      version: 1,
      players: ['Red', 'Blue'],
      figures: [],
      options: { eviction: 'every-scoring' },
    };
    let said = '';
    try {
      scoreAnyTally(tally);
    } catch (e) {
      said = reasonFr(reasonOf(e));
    }
    expect(said).toContain('n’est pas une option de règle de ce jeu');
    expect(said).not.toMatch(IDS);
  });

  it('explains each option not offered without naming it a second time', () => {
    for (const [w, title] of [
      [EDIT_EN, EDIT_EN.options.title],
      [EDIT_FR, EDIT_FR.options.title],
    ] as const)
      for (const [name, why] of Object.entries(w.options.why)) {
        const head = why.split(/\s?:\s/)[0];
        expect(
          why.includes(':') && title(name).toLowerCase().includes(head.toLowerCase()),
          `${name}: ${why}`,
        ).toBe(false);
        expect(why).toMatch(/^[A-ZÀ-Ý]/);
      }
  });
});
