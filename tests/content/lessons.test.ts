/**
 * The guided lessons (content/lessons/*.json) reviewed like the example records: each file fits
 * the schema, each step's move is legal where the lesson makes it, the scores after a step are
 * the ones the file says, a learner's figure is one the board offers, each question's answer is
 * the engine's, and each rule link points at a page and anchor that exist.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '@engine/session';
import type { Session } from '@engine/session';
import { parseLesson, lessonSlug, type Lesson } from '@lib/content/lesson-schema';
import {
  answer,
  checkFigure,
  checkPlace,
  deal,
  finishMove,
  inPlayersWords,
  lessonAt,
  lessonStart,
  playMove,
  spotOf,
} from '@lib/learn/lesson-run';

const ROOT = join(import.meta.dirname, '../..');
const DIR = join(ROOT, 'content/lessons');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const lessons: [string, Lesson][] = files.map((f) => [
  f,
  parseLesson(JSON.parse(readFileSync(join(DIR, f), 'utf8')), f),
]);

/** The page a rule link names exists, and so does its anchor. */
function pageOf(link: string): { file: string | null; anchor: string | null } {
  const [path, anchor] = link.split('#');
  const base = join(ROOT, 'content/docs', path.replace(/^\/|\/$/g, ''));
  const file = [`${base}.mdx`, `${base}.md`, join(base, 'index.mdx')].find((f) => existsSync(f)) ?? null;
  return { file, anchor: anchor ?? null };
}

describe('guided lessons', () => {
  it('six to eight lessons, numbered in order, one of them for The Discovery', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(6);
    expect(lessons.length).toBeLessThanOrEqual(8);
    expect(lessons.map(([, l]) => l.order)).toEqual(lessons.map((_, i) => i + 1));
    expect(lessons.some(([, l]) => l.record.format === 'discovery-record')).toBe(true);
  });

  it('a file that breaks the schema is refused with its field named', () => {
    const [, first] = lessons[0];
    expect(() => parseLesson({ ...first, steps: [] }, 'bad.json')).toThrow(/^bad\.json: steps: /);
    expect(() =>
      parseLesson(
        { ...first, steps: [{ ...first.steps[0], hint: undefined, by: 'learner' }, first.steps[1]] },
        'bad.json',
      ),
    ).toThrow(/hint/);
  });

  for (const [file, lesson] of lessons) {
    describe(`${file}: ${lesson.title}`, () => {
      it('every rule link names a page and an anchor that exist', () => {
        const links = [
          ...lesson.teaches.map((t) => t.href),
          ...lesson.steps.map((s) => s.rule),
          ...lesson.questions.map((q) => q.rule),
        ];
        for (const link of links) {
          const { file: page, anchor } = pageOf(link);
          expect(page, `${file}: ${link} is no page`).not.toBeNull();
          if (anchor)
            expect(readFileSync(page!, 'utf8'), `${file}: ${link} has no such anchor`).toContain(
              `id="${anchor}"`,
            );
        }
      });

      it('plays through: each move is legal, each learner figure is offered on the board, each score is as written', () => {
        const s: Session = lessonStart(lesson);
        for (const [i, step] of lesson.steps.entries()) {
          deal(s, step);
          expect(s.hand?.tile, `step ${i + 1}`).toBe(step.move.tile);
          if (step.by === 'learner') {
            s.setRotation(step.move.rotation);
            expect(checkPlace(s, step, spotOf(step.move)), `step ${i + 1}`).toEqual({ ok: true });
            s.place(spotOf(step.move));
            const offered = s.deployOptions().map((o) => `${o.role}:${o.at}`);
            const f = step.move.settler
              ? `${step.move.settler.role}:${step.move.settler.at}`
              : step.move.figure
                ? step.move.figure.at
                : null;
            if (step.move.settler)
              expect(offered, `step ${i + 1}: the board offers the settler`).toContain(f);
            if (step.move.figure)
              expect(
                offered.map((o) => o.split(':')[1]),
                `step ${i + 1}: the board offers the figure`,
              ).toContain(f);
            if (step.move.withdraw)
              expect(s.withdrawOptions().map((w) => `${w.x},${w.y}`)).toContain(
                `${step.move.withdraw.x},${step.move.withdraw.y}`,
              );
            finishMove(s, step.move);
          } else playMove(s, step.move);
          if (step.expect) expect(s.scores, `scores after step ${i + 1}`).toEqual(step.expect.scores);
        }
        expect(s.phase).toBe('draw');
      });

      it("each question's answer is the engine's", async () => {
        const s = lessonAt(lesson, lesson.steps.length);
        for (const q of lesson.questions) expect((await answer(s, q)).points, q.ask).toBe(q.expect);
      });

      it("refuses a wrong move: an illegal square with the rules' reason, another legal square with the hint", async () => {
        const n = lesson.steps.findIndex((st) => st.by === 'learner');
        const step = lesson.steps[n];
        const s: Session = lessonAt(lesson, n);
        s.setRotation(step.move.rotation);
        const want = spotOf(step.move);
        const far = Object.fromEntries(Object.entries(want).map(([k, v]) => [k, v + 7]));
        const illegal = checkPlace(s, step, far);
        expect(illegal.ok).toBe(false);
        if (!illegal.ok) {
          expect(illegal.legal).toBe(false);
          expect(illegal.rule).toBe(step.rule);
          const words = await inPlayersWords(illegal);
          expect(words).not.toMatch(/\(-?\d+, -?\d+\)/); // players' words, not the engine's coordinates
          expect(words.length).toBeGreaterThan(20);
        }
        const other = s.legalSpots().find((p) => JSON.stringify(p) !== JSON.stringify(want));
        if (other) {
          const v = checkPlace(s, step, other);
          expect(v.ok).toBe(false);
          if (!v.ok) expect(v.why).toContain(step.hint!);
        }
        expect(checkFigure(step, { kind: 'deploy', role: 'nobody', at: 'X' }).ok).toBe(false);
      });
    });
  }

  it('the slug drops the order prefix', () => {
    expect(lessonSlug('content/lessons/01-placing-tiles.json')).toBe('placing-tiles');
  });
});
