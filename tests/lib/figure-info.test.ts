/**
 * Who holds what (issue 17, item 3): pointing at a settler says who holds its feature, who leads
 * and what the leader would score, as the engine's end-game preview says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/index';
import { figureInfo, tileInfo } from '@lib/board/figure-info';
import { toGrid } from '@lib/board/board-model';
import '@lib/rulesets';

const record = JSON.parse(
  readFileSync(new URL('../../content/examples/final-trappers-red-4-blue-2.json', import.meta.url), 'utf8'),
);

describe('a settler pointed at', () => {
  // The position before the final scoring: Red 2 and Yellow 1 trappers on the southern plains (4 animals), Blue alone on the northern (2).
  const s = Session.load({ ...record, finish: false });
  const settlers = s.is('new-world') ? s.current.view().settlers : [];
  const info = (player: string) =>
    figureInfo(
      s,
      settlers.findIndex((x) => x.player === player),
    )!;

  it('names who holds its feature, who leads and what the leader would score at game end', () => {
    expect(info('Yellow').note).toMatch(
      /On this plains: (Red 2, Yellow 1|Yellow 1, Red 2): Red leads and would score 4 at game end as things stand; Yellow would score nothing for it\./,
    );
    expect(info('Red').note).toMatch(/Red leads and would score 4 at game end as things stand\.$/);
    expect(info('Blue').note).toMatch(/On this plains: Blue 1: Blue leads and would score 2 at game end/);
    expect(info('Red').tiles.length).toBeGreaterThan(1);
  });
});

describe('a figure of The Discovery pointed at', () => {
  const d = JSON.parse(
    readFileSync(new URL('../../content/examples/discovery/final-scoring.json', import.meta.url), 'utf8'),
  );
  const s = Session.load({ ...d, finish: false });
  const figures = s.is('discovery') ? s.current.figureValues() : [];

  it('says what region it holds (its kind, tiles and cities, complete or not) and what it scores now and at the end', () => {
    const sailor = figureInfo(
      s,
      figures.findIndex((f) => f.role === 'sailor'),
    )!;
    expect(sailor.note).toMatch(
      /^A sea of \d+ tiles? with \d+ (city|cities) on its shores, (complete|still open)\. Taken back now it scores \d+; left on the board to the end it scores 2\.$/,
    );
    const explorer = figureInfo(
      s,
      figures.findIndex((f) => f.role === 'explorer'),
    )!;
    expect(explorer.note).toMatch(/^Plains of 3 tiles, (complete|still open)\. .* to the end it scores 6\.$/);
  });
});

describe('a tile pointed at (not a piece)', () => {
  it('New World: each feature through the tile, who holds it and what the leaders would score; nothing for an empty square', () => {
    const s = Session.load({ ...record, finish: false });
    const settlers = s.is('new-world') ? s.current.view().settlers : [];
    const red = settlers.find((x) => x.player === 'Red')!;
    const { gx, gy } = toGrid('new-world', { col: red.col, row: red.row });
    const info = tileInfo(s, gx, gy)!;
    expect(info.note).toMatch(
      /Plains of \d+ tiles? with 4 animals, (complete|still open): (Red 2, Yellow 1|Yellow 1, Red 2); Red would score 4/,
    );
    expect(info.tiles.length).toBeGreaterThan(1);
    expect(tileInfo(s, 40, 40)).toBeNull();
  });

  it('The Discovery: each region through the tile with the figures on it', () => {
    const d = JSON.parse(
      readFileSync(new URL('../../content/examples/discovery/final-scoring.json', import.meta.url), 'utf8'),
    );
    const s = Session.load({ ...d, finish: false });
    const sailor = (s.is('discovery') ? s.current.figureValues() : []).find((f) => f.role === 'sailor')!;
    const info = tileInfo(s, sailor.x, sailor.y)!;
    expect(info.note).toMatch(
      /A sea of \d+ tiles? with \d+ (city|cities) on its shores, (complete|still open): \w+'s sailor would score \d+ taken back now, 2 at the end\./,
    );
  });
});
