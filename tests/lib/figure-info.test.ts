/**
 * Who holds what (issue 17, item 3): pointing at a settler says who holds its feature, who leads
 * and what the leader would score, as the engine's end-game preview says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/index';
import { figureInfo } from '@lib/board/figure-info';

const record = JSON.parse(readFileSync(new URL('../../content/examples/final-trappers-red-4-blue-2.json', import.meta.url), 'utf8'));

describe('a settler pointed at', () => {
  // The position before the final scoring: Red 2 and Yellow 1 trappers on the southern plains (4 animals), Blue alone on the northern (2).
  const s = Session.load({ ...record, finish: false });
  const settlers = s.is('new-world') ? s.current.view().settlers : [];
  const info = (player: string) => figureInfo(s, settlers.findIndex((x) => x.player === player))!;

  it('names who holds its feature, who leads and what the leader would score at game end', () => {
    expect(info('Yellow').note).toMatch(/On this plains: (Red 2, Yellow 1|Yellow 1, Red 2): Red leads and would score 4 at game end as things stand; Yellow would score nothing for it\./);
    expect(info('Red').note).toMatch(/Red leads and would score 4 at game end as things stand\.$/);
    expect(info('Blue').note).toMatch(/On this plains: Blue 1: Blue leads and would score 2 at game end/);
    expect(info('Red').tiles.length).toBeGreaterThan(1);
  });
});
