/**
 * Each guided lesson names the readings and rule options it relies on (its `readings`, issue 32):
 * every lesson declares some; each points at a ruling or page section that exists in both
 * languages, and at a rule option that exists; every option whose other value would change the
 * lesson's scores or answers (or refuse one of its moves) is declared, house rules aside; the
 * French overlay words every reading; and the lesson page's note under the board says the board is
 * our schematic drawing, in both languages.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '@engine/session';
import { DISCOVERY_OPTION_CHOICES, OPTION_CHOICES } from '@engine/index';
import { parseLesson, type Lesson } from '@lib/content/lesson-schema';
import { answer, lessonAt, lessonStart, playMove } from '@lib/learn/lesson-run';
import { optionName, readingsView } from '@lib/learn/lesson-readings';
import { overlay } from '@lib/i18n/overlay';

const ROOT = join(import.meta.dirname, '../..');
const DIR = join(ROOT, 'content/lessons');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const raw = (f: string) => JSON.parse(readFileSync(join(DIR, f), 'utf8'));
const lessons: [string, Lesson][] = files.map((f) => [f, parseLesson(raw(f), f)]);
const french = (f: string) => JSON.parse(readFileSync(join(ROOT, 'content/i18n/fr/lessons', f), 'utf8'));

/** A heading's anchor as the site makes it (lower case, words joined by hyphens). */
const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-');

/** Where a `see` link fails, in words (null: it exists, in English and in French). */
function missing(link: string): string | null {
  const [path, anchor] = link.split('#');
  const ruling = /^\/rulings\/([a-z0-9-]+)\/$/.exec(path);
  if (ruling) {
    if (anchor) return `${link}: a ruling is linked without an anchor`;
    for (const dir of ['content/rulings', 'content/rulings/fr'])
      if (!existsSync(join(ROOT, dir, `${ruling[1]}.md`))) return `${link}: no ${dir}/${ruling[1]}.md`;
    return null;
  }
  for (const dir of ['content/docs', 'content/docs/fr']) {
    const base = join(ROOT, dir, path.replace(/^\/|\/$/g, ''));
    const file = [`${base}.mdx`, `${base}.md`, join(base, 'index.mdx')].find((f) => existsSync(f));
    if (!file) return `${link}: no page in ${dir}`;
    if (!anchor) continue;
    const text = readFileSync(file, 'utf8');
    const headings = text
      .split('\n')
      .filter((l) => /^#{2,4} /.test(l))
      .map((l) => l.replace(/^#+ /, '').replace(/\s*\\?\{#[a-z0-9-]+\\?\}\s*$/, ''));
    const has =
      text.includes(`id="${anchor}"`) ||
      text.includes(`{#${anchor}\\}`) ||
      text.includes(`{#${anchor}}`) ||
      headings.some((h) => slugOf(h) === anchor);
    if (!has) return `${link}: no anchor #${anchor} in ${dir}`;
  }
  return null;
}

/** The option table a link names (New World's on /variants/rule-options/, The Discovery's on its page). */
const tableOf = (link: string) =>
  link.startsWith('/related/the-discovery/') ? DISCOVERY_OPTION_CHOICES : OPTION_CHOICES;

/** The options that are house rules (their ruling's authority), which no lesson plays. */
const HOUSE_RULES = readdirSync(join(ROOT, 'content/rulings'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => readFileSync(join(ROOT, 'content/rulings', f), 'utf8'))
  .filter((t) => /^authority: house rule$/m.test(t))
  .map((t) => /^option: (\w+)$/m.exec(t)?.[1])
  .filter((o): o is string => !!o);

/** What a lesson gives, in points: the scores after each step and each question's answer ("refused: …" if a move cannot be made). */
async function pointsOf(lesson: Lesson): Promise<string> {
  try {
    const s = lessonStart(lesson);
    const after = lesson.steps.map((st) => (playMove(s, st.move), JSON.stringify(s.scores)));
    const answers: number[] = [];
    for (const q of lesson.questions)
      answers.push((await answer(lessonAt(lesson, lesson.steps.length), q)).points);
    return JSON.stringify({ after, answers });
  } catch (e) {
    return `refused: ${String(e)}`;
  }
}

/** The options (name=value) whose other value changes what the lesson gives. */
async function reliesOn(lesson: Lesson): Promise<string[]> {
  const base = await pointsOf(lesson);
  const found: string[] = [];
  const table = lesson.record.format === 'discovery-record' ? DISCOVERY_OPTION_CHOICES : OPTION_CHOICES;
  for (const c of table) {
    if (HOUSE_RULES.includes(String(c.name))) continue;
    for (const v of c.values) {
      if (v === c.default) continue;
      const other = {
        ...lesson,
        record: {
          ...lesson.record,
          options: { ...(lesson.record.options as object | undefined), [c.name]: v },
        },
      };
      if ((await pointsOf(other)) !== base) found.push(`${String(c.name)}=${String(v)}`);
    }
  }
  return found;
}

describe('each lesson names the readings and options it relies on', () => {
  it('a lesson without readings is refused, with the field named (the check can fail)', () => {
    const { readings: _, ...bare } = raw(files[0]);
    expect(() => parseLesson(bare, 'bare.json')).toThrow(/^bare\.json: readings: /);
    expect(() =>
      parseLesson(
        {
          ...bare,
          readings: [
            {
              says: 'Start spaces count.',
              see: ['/rulings/start-spaces-count/'],
              option: '/variants/rule-options/#eviction',
            },
          ],
        },
        'bad.json',
      ),
    ).toThrow(/readings\.0\.option/);
    expect(missing('/rulings/no-such-ruling/')).toMatch(/no content\/rulings\/no-such-ruling\.md/);
    expect(missing('/related/the-discovery/#no-such-section')).toMatch(/no anchor/);
    expect(missing('/related/the-discovery/#game-end-and-final-scoring')).toBeNull();
    expect(HOUSE_RULES).toEqual(['trackSurveyor']);
  });

  for (const [file, lesson] of lessons) {
    describe(file, () => {
      it('declares readings whose links and options exist, in both languages', () => {
        expect(lesson.readings.length).toBeGreaterThan(0);
        for (const r of lesson.readings) {
          expect(r.see.map(missing).filter(Boolean), r.says).toEqual([]);
          if (r.option)
            expect(
              tableOf(r.option).map((c) => String(c.name)),
              r.option,
            ).toContain(optionName(r.option));
        }
        const fr = french(file);
        expect(fr.readings?.length, `${file}: the French overlay words every reading`).toBe(
          lesson.readings.length,
        );
        for (const r of fr.readings) expect(r.says, file).toMatch(/[àâçéèêëîïôûùœ’]/);
      });

      it('declares every option whose other value would change its scores or answers', async () => {
        const declared = lesson.readings.flatMap((r) => (r.option ? [optionName(r.option)] : []));
        const undeclared = (await reliesOn(lesson)).filter((o) => !declared.includes(o.split('=')[0]));
        expect(undeclared, `${file} relies on these options without naming them`).toEqual([]);
      }, 30_000);

      it("the page's note says the board is our schematic drawing, then lists the readings", () => {
        for (const lang of ['en', 'fr'] as const) {
          const v = readingsView(lang === 'fr' ? overlay(lesson, french(file)) : lesson, lang);
          expect(v.board).toMatch(
            lang === 'fr' ? /dessin schématique, pas le/ : /schematic drawing, not the printed/,
          );
          expect(v.board).toMatch(
            lesson.record.format === 'discovery-record'
              ? /start tile|tuile de départ/
              : /start board|plateau de départ/,
          );
          expect(v.items).toHaveLength(lesson.readings.length);
          expect(v.items.map((i) => i.option?.name).filter(Boolean)).toEqual(
            lesson.readings.flatMap((r) => (r.option ? [optionName(r.option)] : [])),
          );
          if (lang === 'fr')
            expect(v.items.map((i) => i.says)).toEqual(
              french(file).readings.map((r: { says: string }) => r.says),
            );
        }
      });

      it('never calls the board real or printed', () => {
        const text = JSON.stringify([raw(file), french(file)]);
        expect(text).not.toMatch(/real board|printed start spaces|vrai plateau|cases de départ imprimées/i);
      });
    });
  }

  it('lesson 5 names the eviction option and both surveyor rulings; lesson 6 the game-end options', () => {
    const of = (n: number) => lessons.find(([, l]) => l.order === n)![1];
    const options = (n: number) => of(n).readings.flatMap((r) => (r.option ? [optionName(r.option)] : []));
    const links = (n: number) => of(n).readings.flatMap((r) => r.see);
    expect(options(5)).toContain('eviction');
    expect(links(5)).toEqual(
      expect.arrayContaining(['/rulings/eviction-after-every-move/', '/rulings/surveyors-at-west-edge/']),
    );
    expect(options(6)).toEqual(expect.arrayContaining(['incompleteCount', 'finalTradingPost']));
    expect(links(6)).toEqual(
      expect.arrayContaining([
        '/rulings/trading-post-at-game-end/',
        '/rulings/incomplete-per-tile-or-segment/',
      ]),
    );
    for (const n of [1, 2]) expect(options(n)).toContain('startSpacesCount');
  });
});
