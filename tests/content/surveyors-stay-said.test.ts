/**
 * Every worked example in which a scoring during play moves no surveyor says why, in both
 * languages (issue 32: the fragment examples never said it). The engine tells when it happens
 * (a `surveyors-stay` event after an in-play score); the description must give the reason, a
 * column with no land tile, and say the surveyors do not move.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Game } from '@engine/index';

const DIR = new URL('../../content/examples/', import.meta.url).pathname;
const FR = new URL('../../content/i18n/fr/examples/', import.meta.url).pathname;

const stuck = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .filter((f) => {
    const rec = JSON.parse(readFileSync(DIR + f, 'utf8'));
    if (rec.format !== 'new-world-record' || rec.expect?.error) return false;
    return Game.fromRecord(rec).events.some((e) => e.kind === 'surveyors-stay');
  });

describe('examples whose scoring moves no surveyor say why', () => {
  it('finds them (the rulebook fragments and the west-edge examples)', () => {
    expect(stuck).toContain('trail-3-points.json');
    expect(stuck).toContain('surveyors-stay-at-west-edge.json');
    expect(stuck.length).toBeGreaterThanOrEqual(10);
  });
  it.each(stuck)('%s, in English and French', (f) => {
    const en: string = JSON.parse(readFileSync(DIR + f, 'utf8')).description;
    expect(en, `${f}: the reason (a column with no tile)`).toMatch(
      /(no tile|holds no tile|no land tile)[^.]*(column|west)|column \d+ holds no tile/i,
    );
    expect(en, `${f}: that the surveyors do not move`).toMatch(
      /surveyors? (stay|can(not|'t) move)|neither surveyor can move/i,
    );
    expect(existsSync(FR + f), `content/i18n/fr/examples/${f}`).toBe(true);
    const fr: string = JSON.parse(readFileSync(FR + f, 'utf8')).description;
    expect(fr, `${f} (fr): the reason`).toMatch(/aucune tuile/i);
    expect(fr, `${f} (fr): that the surveyors do not move`).toMatch(
      /arpenteurs restent|ne peut avancer|aucun arpenteur ne peut/,
    );
  });
});
