/**
 * A refused move told in French on the French example pages and replays (src/lib/i18n/example-words-fr.ts):
 * what was tried comes from the record and the place the engine names (issue 30), why from its reason.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/index';
import { triedFr } from '@lib/i18n/example-words-fr';
import { tileWordsFr } from '@lib/i18n/narration-fr';
import { explainRefusal } from '@lib/sandbox/refusals';

const rec = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../content/examples/${file}`, import.meta.url), 'utf8'));
/** The engine's refusal of a record. */
function refusalOf(record: Record<string, unknown>): string {
  try {
    Session.load(record);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  throw new Error('not refused');
}
const REFUSED = [
  'deploy-shopkeeper-refused.json',
  'deploy-trapper-large-plains-refused.json',
  'discovery/deploy-and-withdraw-refused.json',
  'discovery/deploy-sailor-refused.json',
  'options/discovery-lastTile.json',
  'placement-corner-only-refused.json',
  'placement-east-of-first-column-refused.json',
  'placement-invalid-edges.json',
  'placement-south-of-board-refused.json',
];

describe('refusals in French', () => {
  it('says what was tried from the record and the place the engine names, never from an English sentence', () => {
    // The engine's reason is not read: only its place (`turns[0]…`) and the record.
    expect(triedFr('turns[0]: anything at all', rec('placement-invalid-edges.json'))).toBe(
      'Tour 1 : Rouge tente de poser la tuile « toute en plaine » en colonne 3, rangée 2.',
    );
    expect(triedFr('turns[0].settler.at: anything at all', rec('deploy-shopkeeper-refused.json'))).toBe(
      'Tour 1 : Bleu pose la tuile « bout de ville » en colonne 3, rangée 2 et tente de mettre un marchand sur son côté nord.',
    );
    expect(
      triedFr('turns[0].settler.at: anything at all', rec('deploy-shopkeeper-refused.json'), false),
    ).toBe(
      'Bleu pose la tuile « bout de ville » en colonne 3, rangée 2 et tente de mettre un marchand sur son côté nord.',
    );
    expect(
      triedFr('turns[0].withdraw: anything at all', rec('discovery/deploy-and-withdraw-refused.json')),
    ).toBe(
      'Tour 1 : Rouge pose la tuile « toute en plaine » en x 6, y 0, met un pion sur son côté nord et tente aussi de reprendre son pion de la tuile en x 0, y 0.',
    );
    expect(triedFr('turns[0].figure: anything at all', rec('options/discovery-lastTile.json'))).toBe(
      'Tour 1 : Rouge pose la tuile D15 en x 4, y 0, tournée de 180° dans le sens horaire et tente de mettre un pion sur son côté sud.',
    );
    expect(triedFr('players: anything at all', rec('placement-invalid-edges.json'))).toBe(
      'Cette partie ne peut pas être mise en place telle qu’elle est écrite.',
    );
  });

  it('says what every refused worked example tried with no English left', () => {
    for (const file of REFUSED) {
      const record = rec(file);
      const error = refusalOf(record);
      const fr = triedFr(error, record);
      expect(fr, file).toMatch(/^Tour \d+ : /);
      expect(fr, file).not.toMatch(/\b(the|tries|lays|puts|tile|at|and|side|half|turned|figure)\b/);
      expect(triedFr(error, record, false), file).toBe(fr.replace(/^Tour \d+ : /, ''));
      // The English page's words for the same turn, from the same data.
      const en = explainRefusal(error, record);
      expect(en.tried, file).toBe(`Turn ${en.turn}: ${en.act}`);
    }
  });

  it("names an example's own tiles in French", () => {
    expect(tileWordsFr('town-cap')).toBe('la tuile « bout de ville »');
    expect(tileWordsFr('K')).toBe('la tuile K');
  });
});
