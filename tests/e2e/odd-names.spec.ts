/**
 * Names are data (issue 29): players called like what every JavaScript object inherits
 * (`constructor`, `toString`, `valueOf`, `hasOwnProperty`, `__proto__`) play as any other. In the
 * sandbox, each name is a person and a computer seat in each ruleset and each language: a
 * person's turn waits for the person, a computer seat plays its own turn, a reload keeps who
 * plays which seat, and the page throws nothing. In the calculator, a tally with such players
 * scores right and survives a reload.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './reused';

const ODD = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'] as const;
type Seat = 'person' | 'computer';
/** Two seatings, each the other's mirror: every name is a person in one and the computer in the other. */
const X: Seat[] = ['person', 'computer', 'person', 'computer', 'person'];
const Y: Seat[] = X.map((s) => (s === 'person' ? 'computer' : 'person'));

/** The page's words this test uses, in each language. */
const WORDS = {
  en: {
    path: '/sandbox/',
    form: 'New game',
    newWorld: 'Carcassonne: New World',
    discovery: 'The Discovery',
    name: (i: number) => `Name of player ${i}`,
    add: 'Add a player',
    playedBy: 'Played by',
    person: 'A person',
    computer: 'The computer, beginner',
    seed: /^Seed of the box/,
    start: 'Start',
    toPlay: (p: string) => `${p} to play.`,
    thinking: (p: string) => `${p} (the computer) is thinking`,
    draw: 'Draw a tile',
    hasTile: / has tile \w+/,
    rotate: 'Rotate (R)',
    discard: 'Discard it',
    end: /^(End the turn|Score and end the turn)/,
    restored: 'Restored your saved game.',
  },
  fr: {
    path: '/fr/sandbox/',
    form: 'Nouvelle partie',
    newWorld: 'Carcassonne: New World',
    discovery: 'Nouveau monde (The Discovery)',
    name: (i: number) => `Nom du joueur ${i}`,
    add: 'Ajouter un joueur',
    playedBy: 'Joué par',
    person: 'Une personne',
    computer: 'L’ordinateur, débutant',
    seed: /^Numéro de tirage de la boîte/,
    start: 'Commencer',
    toPlay: (p: string) => `À ${p} de jouer.`,
    thinking: (p: string) => `${p} (l’ordinateur) réfléchit`,
    draw: 'Piocher une tuile',
    hasTile: / a la tuile \w+/,
    rotate: 'Tourner (R)',
    discard: 'L’écarter',
    end: /^(Finir le tour|Décompter et finir le tour)/,
    restored: 'Votre partie enregistrée est rouverte.',
  },
};
type Words = (typeof WORDS)['en'];

test.use({ reducedMotion: 'reduce' });

/** One person's turn: draw, turn the tile until it fits (else discard it), put it on the first square, end the turn. */
async function playTurn(page: Page, w: Words) {
  await page.getByRole('button', { name: w.draw }).click();
  await expect(page.locator('section.turn')).toContainText(w.hasTile);
  const legal = page.locator('rect.spot.legal');
  for (let i = 0; i < 4 && (await legal.count()) === 0; i++)
    await page.getByRole('button', { name: w.rotate }).click();
  if ((await legal.count()) === 0) return void (await page.getByRole('button', { name: w.discard }).click());
  await legal.first().click();
  await page.getByRole('button', { name: w.end }).click();
}

/** The person whose turn it is now: the panel says so, and the computer is not thinking for them. */
async function personToPlay(page: Page, w: Words, who: string) {
  await expect(page.locator('section.turn')).toContainText(w.toPlay(who));
  await expect(page.getByRole('button', { name: w.draw })).toBeEnabled();
  await expect(page.locator('.status')).not.toContainText(w.thinking(who));
}

const GAMES = [
  { lang: 'en', ruleset: 'newWorld', seats: X },
  { lang: 'fr', ruleset: 'newWorld', seats: Y },
  { lang: 'en', ruleset: 'discovery', seats: Y },
  { lang: 'fr', ruleset: 'discovery', seats: X },
] as const;

for (const { lang, ruleset, seats } of GAMES) {
  const people = ODD.filter((_, i) => seats[i] === 'person');
  test(`sandbox (${lang}, ${ruleset}): people ${people.join(', ')} wait for their turn, the computer plays the others, a reload keeps the seats`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(w.path);
    const form = page.getByRole('form', { name: w.form });
    await form.getByLabel(w[ruleset]).check();
    for (let i = 2; i < ODD.length; i++) await form.getByRole('button', { name: w.add }).click();
    for (const [i, name] of ODD.entries()) {
      await form.getByRole('textbox', { name: w.name(i + 1) }).fill(name);
      await form
        .getByLabel(w.playedBy)
        .nth(i)
        .selectOption({ label: seats[i] === 'person' ? w.person : w.computer });
    }
    await form.getByLabel(w.seed).fill('7');
    await form.getByRole('button', { name: w.start }).click();
    // One round: each person plays in turn; between them, the computer plays its seats by itself.
    for (const who of people) {
      await personToPlay(page, w, who);
      await playTurn(page, w);
    }
    // Back to the first person, whose turn waits for them, after a reload too.
    await personToPlay(page, w, people[0]);
    const logged = await page.locator('.nw-log li').count();
    await page.reload();
    await expect(page.locator('.status')).toHaveText(w.restored);
    await personToPlay(page, w, people[0]);
    await expect(page.locator('.nw-log li')).toHaveCount(logged);
    // The seats are as they were: another round, each person plays, the computer answers for its seats.
    for (const who of people) {
      await personToPlay(page, w, who);
      await playTurn(page, w);
    }
    await personToPlay(page, w, people[0]);
    expect(errors).toEqual([]);
  });
}

/** The calculator's Scores table as [name, total] pairs (a name such as "__proto__" is no object key here). */
async function scoreRows(page: Page): Promise<[string, number][]> {
  const table = page.getByRole('table', { name: 'Scores' });
  await table.locator('tbody tr').first().waitFor();
  return table.evaluate((t) =>
    [...t.querySelectorAll('tbody tr')].map((row): [string, number] => {
      const cells = row.querySelectorAll('td');
      return [
        row.querySelector('th')?.textContent?.trim() ?? '',
        Number(cells[cells.length - 1]?.textContent?.trim() ?? ''),
      ];
    }),
  );
}

test('calculator: players called constructor, toString, valueOf, hasOwnProperty and __proto__ score as any other, and a reload keeps them', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/calculator/');
  for (let i = 2; i < ODD.length; i++) await page.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of ODD.entries()) {
    const box = page.getByRole('textbox', { name: `Name of player ${i + 1}` });
    await box.fill(name);
    await box.press('Tab');
  }
  // A completed trail of 3 tiles: __proto__'s robber scores it (3), constructor's alone would too.
  await page.getByRole('button', { name: '+ Trail' }).click();
  await page.keyboard.type('3');
  const line = page.getByRole('group', { name: /^Line 1: Trail/ });
  await line.getByRole('button', { name: "__proto__'s robbers: one more" }).click();
  // A town of 4 tiles (8): toString's two shopkeepers beat valueOf's one.
  await page.getByRole('button', { name: '+ Town' }).click();
  await page.keyboard.type('4');
  const town = page.getByRole('group', { name: /^Line 2: Town/ });
  await town.getByRole('button', { name: "toString's shopkeepers: one more" }).click();
  await town.getByRole('button', { name: "toString's shopkeepers: one more" }).click();
  await town.getByRole('button', { name: "valueOf's shopkeepers: one more" }).click();
  const want: [string, number][] = [
    ['constructor', 0],
    ['toString', 8],
    ['valueOf', 0],
    ['hasOwnProperty', 0],
    ['__proto__', 3],
  ];
  await expect.poll(() => scoreRows(page)).toEqual(want);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('nwc.calculator.v1') ?? ''))
    .toContain('"type":"town"');
  await page.reload();
  await expect.poll(() => scoreRows(page)).toEqual(want);
  expect(errors).toEqual([]);
});
