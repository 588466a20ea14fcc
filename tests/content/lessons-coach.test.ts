/**
 * The lessons stand alone (issue 31, point 8): each starts from a position a game could reach
 * (every tile of its set-up touches the start board through other tiles, as lesson 1's placing
 * rule asks); they say how many settlers a player has, point at a trading post and a flag on the
 * board, show a scoring that moves no surveyor, and The Discovery's lesson gives its rates in a
 * table; lesson 1 no longer says New York opens west only in row 4.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '@engine/session';
import type { Session } from '@engine/session';
import { SETTLERS_PER_PLAYER, STANDARD_TILES } from '@engine/index';
import { parseLesson, type Lesson } from '@lib/content/lesson-schema';
import { deal, finishMove, lessonStart, playMove, spotOf } from '@lib/learn/lesson-run';

const DIR = join(import.meta.dirname, '../../content/lessons');
const lessons: [string, Lesson][] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, parseLesson(JSON.parse(readFileSync(join(DIR, f), 'utf8')), f)]);
const byFile = (prefix: string) => lessons.find(([f]) => f.startsWith(prefix))![1];

interface Placed {
  tile: string;
  col?: number;
  row?: number;
  x?: number;
  y?: number;
}
/** A square as a key: New World's columns and rows, The Discovery's x and y. */
const key = (p: { col?: number; row?: number; x?: number; y?: number }) =>
  p.col !== undefined ? `${p.col},${p.row}` : `${p.x},${p.y}`;
const neighbours = (k: string) => {
  const [a, b] = k.split(',').map(Number);
  return [`${a + 1},${b}`, `${a - 1},${b}`, `${a},${b + 1}`, `${a},${b - 1}`];
};

/** Set-up tiles that touch neither the start board nor, through other set-up tiles, anything that does. */
export function loose(lesson: Lesson): string[] {
  const setup = (lesson.record.setup ?? {}) as { placed?: Placed[] };
  const placed = (setup.placed ?? []).filter((p) => p.tile !== 'start').map(key);
  // New World's start board is column 0, rows 0 to 9; The Discovery's start tile stands at x 0, y 0.
  const reached = new Set(
    lesson.record.format === 'new-world-record' ? Array.from({ length: 10 }, (_, r) => `0,${r}`) : ['0,0'],
  );
  let grew = true;
  while (grew) {
    grew = false;
    for (const k of placed)
      if (!reached.has(k) && neighbours(k).some((n) => reached.has(n))) {
        reached.add(k);
        grew = true;
      }
  }
  return placed.filter((k) => !reached.has(k));
}

describe('lessons that stand alone', () => {
  it('the check finds a loose tile', () => {
    const lesson = byFile('03');
    const record = {
      ...lesson.record,
      setup: {
        surveyors: [0, 0],
        placed: [
          { tile: 'C', col: 1, row: 3, rotation: 0 },
          { tile: 'C', col: 3, row: 3, rotation: 0 },
        ],
      },
    };
    expect(loose({ ...lesson, record })).toEqual(['3,3']);
  });

  for (const [file, lesson] of lessons) {
    it(`${file}: starts from a position a game could reach (every tile touching the landscape)`, () => {
      expect(loose(lesson)).toEqual([]);
    });
  }

  it(`says each player has ${SETTLERS_PER_PLAYER} settlers (Rulebook, Preparation)`, () => {
    expect(SETTLERS_PER_PLAYER).toBe(5);
    expect(byFile('02').intro).toContain('Each player has 5 settlers');
  });

  it('lesson 1: New York opens west in rows 4 and 5, and the lesson says row 5 would fit too', () => {
    const step = byFile('01').steps.find((s) => s.move.tile === 'U')!;
    expect(step.say).not.toContain('opens west in row 4');
    expect(step.say).toMatch(/rows 4 and 5.*either row/);
    expect(step.hint).toContain('Row 5 would fit as well');
  });

  it('a step names a trading post on the tile it deals, and another points at a flag on the board', () => {
    const type = (id: string) => STANDARD_TILES.find((t) => t.id === id)!;
    const posts = lessons
      .flatMap(([, l]) => l.steps)
      .filter(
        (s) =>
          /trading post/.test(s.say) &&
          (type(s.move.tile)?.trails ?? []).some((t) => (t.tradingPosts ?? 0) > 0),
      );
    expect(posts.length).toBeGreaterThan(0);
    // A flag: the step outlines a square whose tile (set up or laid by an earlier step) has a town with a flag.
    let flags = 0;
    for (const [, l] of lessons) {
      if (l.record.format !== 'new-world-record') continue;
      const setup = ((l.record.setup ?? {}) as { placed?: Placed[] }).placed ?? [];
      const laid = new Map<string, string>(setup.map((p) => [key(p), p.tile]));
      for (const s of l.steps) {
        for (const sq of s.look ?? []) {
          const tile = laid.get(key(sq));
          if (/flag/.test(s.say) && tile && type(tile).towns?.some((t) => (t.flags ?? 0) > 0)) flags++;
        }
        laid.set(key(s.move), s.move.tile);
      }
    }
    expect(flags).toBeGreaterThanOrEqual(1);
  });

  it('lesson 5 shows a scoring that moves no surveyor, and the engine says why', () => {
    const lesson = byFile('05');
    const s: Session = lessonStart(lesson);
    const stays: object[] = [];
    for (const step of lesson.steps) {
      const from = s.events().length;
      deal(s, step);
      if (step.by === 'lesson') playMove(s, step.move);
      else {
        s.setRotation(step.move.rotation);
        s.place(spotOf(step.move));
        finishMove(s, step.move);
      }
      stays.push(
        ...s
          .events()
          .slice(from)
          .filter((e) => e.kind === 'surveyors-stay'),
      );
    }
    expect(stays).toEqual([
      expect.objectContaining({ kind: 'surveyors-stay', why: 'no-tile-west', column: 2 }),
    ]);
    expect(lesson.steps.some((st) => /no surveyor moves/.test(st.then ?? ''))).toBe(true);
  });

  it("lesson 7 gives The Discovery's rates in a table, and says what a city is", () => {
    const lesson = byFile('07');
    expect(lesson.table?.caption).toBe("The Discovery's rates");
    expect(lesson.table?.rows.map((r) => r[0])).toEqual(['Plains', 'Mountain', 'Sea']);
    expect(lesson.intro).toMatch(/A city is /);
    expect(lesson.outro).not.toContain('rules page');
    expect(lesson.steps.some((s) => s.look && /city/.test(s.say))).toBe(true);
  });
});
