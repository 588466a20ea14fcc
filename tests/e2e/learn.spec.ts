/**
 * The guided lessons (/learn/) in the browser: every lesson played to its end on the playable board,
 * its moves made by pointer and by keyboard in turn (each lesson uses both), a wrong move refused
 * with the rule's reason and link, each question answered and graded, the progress kept across a
 * reload and shown in the list of lessons; axe on a lesson page.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './reused';
import { violations } from './axe';
import { pageFile } from './site';
import '../../src/engine/session/index';
import { parseLesson, lessonSlug, type Lesson, type LessonMove } from '../../src/lib/content/lesson-schema';
import { answer, lessonAt } from '../../src/lib/learn/lesson-run';
import { optionTitleIn } from '../../src/lib/content/option-words-lang';

const DIR = new URL('../../content/lessons/', import.meta.url);
const LESSONS = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({
    slug: lessonSlug(f),
    lesson: parseLesson(JSON.parse(readFileSync(new URL(f, DIR), 'utf8')), f),
  }));

test.use({ reducedMotion: 'reduce' });

/** The board's square of a move (New World: columns count west from the coast). */
const gridOf = (m: LessonMove) =>
  m.col !== undefined ? { gx: -m.col, gy: m.row ?? 0 } : { gx: m.x ?? 0, gy: m.y ?? 0 };

async function turnTo(page: Page, rotation: number, by: 'pointer' | 'keyboard') {
  const hand = page.locator('.nw-lesson .hand p');
  for (let i = 0; i < 4; i++) {
    const text = (await hand.textContent()) ?? '';
    const now = Number(/turned (\d+)°/.exec(text)?.[1] ?? 0);
    if (now === rotation) return;
    if (by === 'pointer') await page.getByRole('button', { name: 'Rotate (R)' }).click();
    else await page.keyboard.press('r');
    await expect(hand).not.toHaveText(text);
  }
  throw new Error(`could not turn the tile to ${rotation}°`);
}

/** Walk the board's keyboard cursor to (x, y) in board units with the arrow keys, then press Enter. */
async function walkTo(page: Page, x: number, y: number) {
  const cursor = page.locator('.nw-iboard .cursor');
  for (let i = 0; i < 40; i++) {
    await expect(cursor).toBeVisible();
    const box = await cursor.evaluate((el) =>
      el.tagName === 'circle'
        ? { x: Number(el.getAttribute('cx')), y: Number(el.getAttribute('cy')) }
        : { x: Number(el.getAttribute('x')) + 49, y: Number(el.getAttribute('y')) + 49 },
    );
    const dx = x - box.x;
    const dy = y - box.y;
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return page.keyboard.press('Enter');
    const key =
      Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp';
    const before = JSON.stringify(box);
    await page.keyboard.press(key);
    await expect
      .poll(() =>
        cursor.evaluate((el) =>
          JSON.stringify(
            el.tagName === 'circle'
              ? { x: Number(el.getAttribute('cx')), y: Number(el.getAttribute('cy')) }
              : { x: Number(el.getAttribute('x')) + 49, y: Number(el.getAttribute('y')) + 49 },
          ),
        ),
      )
      .not.toBe(before);
  }
  throw new Error(`the cursor never reached (${x}, ${y})`);
}

/** Make one learner's move, by pointer or by keyboard. */
async function move(page: Page, m: LessonMove, by: 'pointer' | 'keyboard') {
  const { gx, gy } = gridOf(m);
  const board = page.locator('.nw-lesson .nw-iboard > svg');
  if (by === 'keyboard') await board.focus();
  await turnTo(page, m.rotation, by);
  if (by === 'pointer') await page.locator(`rect.spot[data-spot="${gx},${gy}"]`).click();
  else await walkTo(page, gx * 100 + 50, gy * 100 + 50);
  await expect(page.locator('.nw-lesson .hand')).toHaveCount(0);
  // Then the figure, the figure taken back, or the end of the turn.
  const target = m.settler
    ? `[data-target="d:${m.settler.role}:${m.settler.at}"]`
    : m.figure
      ? `[data-target^="d:"][data-target$=":${m.figure.at}"]`
      : m.withdraw
        ? `[data-target="w:${m.withdraw.x},${m.withdraw.y}"]`
        : null;
  if (!target) {
    const end = page.getByRole('button', { name: /^End the turn without/ });
    if (by === 'pointer') await end.click();
    else {
      await end.focus();
      await page.keyboard.press('Enter');
    }
  } else if (by === 'pointer') await page.locator(`g.target${target}`).click();
  else {
    await board.focus();
    const t = await page.locator(`g.target${target}`).getAttribute('transform');
    const [, tx, ty] = /translate\((-?[\d.]+) (-?[\d.]+)\)/.exec(t ?? '') ?? [];
    await walkTo(page, Number(tx), Number(ty));
  }
}

async function play(page: Page, slug: string, lesson: Lesson, first: 'pointer' | 'keyboard') {
  await page.goto(`/learn/${slug}/`);
  await expect(page.locator('.nw-lesson h2').first()).toHaveText(/Step \d+ of/);
  let n = 0;
  for (const [i, step] of lesson.steps.entries()) {
    if (step.by !== 'learner') continue;
    const by = n++ % 2 === 0 ? first : first === 'pointer' ? 'keyboard' : 'pointer';
    await expect(page.locator('.nw-lesson h2').first()).toHaveText(`Step ${i + 1} of ${lesson.steps.length}`);
    await move(page, step.move, by);
    // The move is told, with what the lesson says of it; focus is on "Continue".
    const go = page.getByRole('button', { name: 'Continue' });
    await expect(go).toBeFocused();
    if (step.then) await expect(page.locator('.nw-lesson .told').first()).toContainText(step.then);
    if (by === 'keyboard') await page.keyboard.press('Enter');
    else await go.click();
  }
  // The questions, graded by the engine.
  await expect(page.getByRole('heading', { name: 'What will this score?' })).toBeFocused();
  const s = lessonAt(lesson, lesson.steps.length);
  for (const [i, q] of lesson.questions.entries()) {
    const right = (await answer(s, q)).points;
    const field = page
      .getByLabel(`Points for ${q.player}`)
      .nth(lesson.questions.slice(0, i).filter((x) => x.player === q.player).length);
    if (i === 0) {
      // A wrong answer first: refused, and the field still open.
      await field.fill(String(right + 3));
      await field.press('Enter');
      await expect(page.locator('.question').nth(i).getByRole('alert')).toContainText('Not quite');
    }
    await field.fill(String(right));
    if (i % 2 === 0) await field.press('Enter');
    else await page.locator('.question').nth(i).getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('.question').nth(i).locator('.graded')).toContainText(
      `Right: ${q.player} scores ${right}.`,
    );
  }
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
}

for (const [k, { slug, lesson }] of LESSONS.entries()) {
  test(`lesson ${lesson.order}, ${lesson.title}: played to its end, by ${k % 2 ? 'keyboard' : 'pointer'} then by turns`, async ({
    page,
  }) => {
    await play(page, slug, lesson, k % 2 ? 'keyboard' : 'pointer');
    // Progress is kept: the lesson opens complete after a reload, and the list says so.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
    await expect(page.locator('.question .graded')).toHaveCount(lesson.questions.length);
    if (k === 0 || lesson.record.format === 'discovery-record') {
      // Then a whole game against the expert, of the lesson's game: the sandbox's form filled in, the link taken off the address.
      await page
        .getByRole('link', { name: 'Play a whole game against the computer, expert (it plans ahead)' })
        .click();
      const form = page.getByRole('form', { name: 'New game' });
      await expect(
        form.getByLabel(
          lesson.record.format === 'discovery-record' ? 'The Discovery' : 'Carcassonne: New World',
        ),
      ).toBeChecked();
      await expect(form.getByLabel('Played by').nth(0)).toHaveValue('person');
      await expect(form.getByLabel('Played by').nth(1)).toHaveValue('expert');
      await expect(form.getByRole('button', { name: 'Start' })).toBeFocused();
      await expect(form).toBeInViewport();
      await expect(page).toHaveURL(/\/sandbox\/$/);
    }
    await page.goto('/learn/');
    await expect(page.locator(`li[data-lesson="${slug}"]`)).toContainText(
      `done, ${lesson.questions.length} of ${lesson.questions.length} questions answered right`,
    );
  });
}

test('a wrong move is refused with the rule and its link; progress survives a reload mid-lesson and bad storage', async ({
  page,
}) => {
  const { slug, lesson } = LESSONS[0];
  await page.goto(`/learn/${slug}/`);
  await expect(page.locator('.nw-lesson h2').first()).toHaveText(/Step 1 of/);
  // An empty square where the tile does not fit: the rules' reason, in players' words, and the rule's link.
  await page.locator('rect.spot:not(.legal)').first().click();
  const alert = page.locator('.nw-lesson .lesson-task').getByRole('alert');
  await expect(alert).toContainText('It cannot go there');
  await expect(alert.getByRole('link', { name: 'Read the rule' })).toHaveAttribute(
    'href',
    lesson.steps[0].rule,
  );
  // A square where it fits, but not the one the step is about: the lesson's hint.
  const want = gridOf(lesson.steps[0].move);
  await page.locator(`rect.spot.legal:not([data-spot="${want.gx},${want.gy}"])`).first().click();
  await expect(alert).toContainText(lesson.steps[0].hint!);
  // Make the first move, reload: the lesson goes on from the next step.
  await move(page, lesson.steps[0].move, 'pointer');
  // Pointing at the tile just laid: its features outlined and told (a trail from the sea, nobody on it).
  await page.locator(`rect.tile-hit[x="${want.gx * 100}"][y="${want.gy * 100}"]`).hover();
  await expect(page.locator('.nw-lesson .pointed')).toContainText(
    /A trail of 2 tiles, still open: nobody holds it/,
  );
  expect(await page.locator('.nw-lesson .feature-hl').count()).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Continue' }).click();
  const next = lesson.steps.findIndex((s, i) => i > 0 && s.by === 'learner');
  await expect(page.locator('.nw-lesson h2').first()).toHaveText(
    `Step ${next + 1} of ${lesson.steps.length}`,
  );
  await page.reload();
  await expect(page.locator('.nw-lesson h2').first()).toHaveText(
    `Step ${next + 1} of ${lesson.steps.length}`,
  );
  expect(await violations(page)).toEqual([]);
  // Storage that is not ours: the lesson starts from its beginning, nothing breaks.
  await page.evaluate((k) => localStorage.setItem(k, '{"step": "x"'), `nwc.lesson.${slug}.v1`);
  await page.reload();
  await expect(page.locator('.nw-lesson h2').first()).toHaveText(`Step 1 of ${lesson.steps.length}`);
  // Start again clears the progress.
  await move(page, lesson.steps[0].move, 'pointer');
  await page.getByRole('button', { name: 'Start the lesson again' }).click();
  await expect(page.locator('.nw-lesson h2').first()).toHaveText(`Step 1 of ${lesson.steps.length}`);
});

// Read in the built pages, without a browser: the note is drawn on the server, outside the lesson's island.
test('each lesson page says its board is schematic and links the readings and options it relies on, in both languages', () => {
  const missing: string[] = [];
  for (const { slug, lesson } of LESSONS) {
    for (const [prefix, schematic] of [
      ['', /schematic drawing, not the printed one/],
      ['/fr', /dessin schématique, pas le/],
    ] as const) {
      const path = `${prefix}/learn/${slug}/`;
      const html = readFileSync(pageFile(path)!, 'utf8');
      const at = html.search(/<aside\b[^>]*\sdata-lesson-readings[\s>]/);
      if (at < 0) {
        missing.push(`${path}: no readings note`);
        continue;
      }
      const note = html.slice(at, html.indexOf('</aside>', at));
      const text = note.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      if (!schematic.test(text)) missing.push(`${path}: the note does not say ${schematic}`);
      const items = note.match(/<li[\s>]/g)?.length ?? 0;
      if (items !== lesson.readings.length)
        missing.push(`${path}: ${items} readings, not ${lesson.readings.length}`);
      for (const r of lesson.readings) {
        for (const href of r.see)
          if (!note.includes(`href="${prefix}${href}"`)) missing.push(`${path}: no link to ${prefix}${href}`);
        if (r.option) {
          // Named in words (the options table's title), not by its id.
          const name = optionTitleIn(prefix ? 'fr' : 'en', r.option.replace(/^.*#(discovery-)?option-/, ''));
          const escaped = name.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
          if (!note.includes(`href="${prefix}${r.option}">${escaped}</a>`))
            missing.push(`${path}: no link to ${prefix}${r.option} named ${name}`);
        }
      }
    }
  }
  // A linked option's anchor exists on its page.
  if (!/\sid="option-eviction"/.test(readFileSync(pageFile('/variants/rule-options/')!, 'utf8')))
    missing.push('/variants/rule-options/: no #option-eviction');
  expect(missing).toEqual([]);
});
