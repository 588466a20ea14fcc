/**
 * What pointing at the board says a feature would score (src/lib/rulesets/new-world-figure.ts) is what
 * the engine scores for it: a town the tile in hand completes pays its tied leaders in full when the turn
 * ends (lesson 3 said 0), and plains are told their own points, not a trail's through the same tiles
 * (lesson 6 said 2 for plains that pay 1).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '@engine/session';
import { loadWhatIf } from '@engine/play';
import { parseLesson } from '@lib/content/lesson-schema';
import { lessonAt, spotOf } from '@lib/learn/lesson-run';
import { figureInfo, tileInfo } from '@lib/board/figure-info';
import EN from '@lib/i18n/ui/pointing.en';
import FR from '@lib/i18n/ui/pointing.fr';
import { NEW_WORLD } from '@lib/rulesets/new-world';

const lesson = (f: string) =>
  parseLesson(JSON.parse(readFileSync(join(import.meta.dirname, '../../content/lessons', f), 'utf8')), f);
const grid = (col: number, row: number) => NEW_WORLD.toGrid({ col, row });

import type { Game } from '../../src/engine/rulesets/new-world/game';

describe('pointing at the board tells the engine’s points', () => {
  it('lesson 3: the town the tile in hand completes pays 6 to Blue and Red each', async () => {
    await loadWhatIf();
    const l = lesson('03-majorities.json');
    const s = lessonAt(l, 0);
    const m = l.steps[0].move;
    s.setRotation(m.rotation);
    (s as unknown as { place(at: object): void }).place(spotOf(m));
    const { gx, gy } = grid(2, 3);
    const note = tileInfo(s, gx, gy, EN)?.note ?? '';
    expect(note).toMatch(/Blue and Red would each score 6|Red and Blue would each score 6/);
    expect(note).not.toMatch(/score 0/);
    const fr = tileInfo(s, gx, gy, FR)?.note ?? '';
    expect(fr).toMatch(/6 points/);
    // A settler of that town, pointed at: 6 too.
    const i = (s.current as Game).view().settlers.findIndex((x) => x.col === 2 && x.row === 4);
    expect(figureInfo(s, i, EN)?.atEnd).toBe(6);
  });

  it('lesson 6: Red’s plains are told at 1 point (their animal), not the 2 of the trail through them', async () => {
    await loadWhatIf();
    const l = lesson('06-game-end.json');
    const s = lessonAt(l, l.steps.length);
    const { gx, gy } = grid(1, 2);
    const fr = tileInfo(s, gx, gy, FR)?.note ?? '';
    const en = tileInfo(s, gx, gy, EN)?.note ?? '';
    expect(en).toMatch(
      /Plains of \d+ tiles with 1 animal, still open: Red[^;]*; Red would score 1 at game end/,
    );
    expect(fr).toMatch(
      /plaines de \d+ tuiles avec 1 animal, encore ouvertes : Rouge 1 ; Rouge marquerait 1 point /,
    );
    const trapper = (s.current as Game)
      .view()
      .settlers.findIndex((x) => x.role === 'trapper' && x.player === 'Red');
    expect(figureInfo(s, trapper, EN)?.atEnd).toBe(1);
  });
});
