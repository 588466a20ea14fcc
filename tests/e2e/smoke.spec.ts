import { test, expect } from './reused';
import { COLOUR_RULES, violations } from './axe';

test('home page loads without console or page errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));

  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await page.waitForLoadState('networkidle');

  const title = await page.title();
  expect(title.trim()).not.toBe('');
  expect(title).toContain('New World');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('New World Companion');
  expect(problems).toEqual([]);
});

// The home page's axe check (WCAG 2.1 AA) is pages.spec.ts's `page /`: the same rules on the same page.

test('the axe helper reports what it should: faint text, an image with no text, in the frame only when the frame is checked, the colours only when not left out, a part alone when asked', async ({
  page,
}) => {
  await page.goto('/rulings/');
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // Damage the page as a careless edit could: faint grey text in the content, an image with no
  // alternative text in the header (the frame).
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'Faint words nobody can read';
    p.style.cssText = 'color: #ddd; background: #fff';
    document.querySelector('main')!.append(p);
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    img.id = 'no-alt';
    document.querySelector('header.header')!.append(img);
  });
  const whole = await violations(page);
  expect(whole.some((v) => v.startsWith('color-contrast:'))).toBe(true);
  expect(whole.some((v) => v.startsWith('image-alt:') && v.includes('#no-alt'))).toBe(true);
  const withoutFrame = await violations(page, { frame: false });
  expect(withoutFrame.some((v) => v.startsWith('color-contrast:'))).toBe(true);
  expect(withoutFrame.some((v) => v.startsWith('image-alt:'))).toBe(false);
  // The colour rules left out (usability.spec.ts at phone width): the faint text goes unsaid, the image does not.
  const withoutColours = await violations(page, { skip: COLOUR_RULES });
  expect(withoutColours.some((v) => v.startsWith('color-contrast:'))).toBe(false);
  expect(withoutColours.some((v) => v.startsWith('image-alt:') && v.includes('#no-alt'))).toBe(true);
  // Within one part (tiles.spec.ts, replay.spec.ts): the header's image is said, the faint text in the page is not.
  const header = await violations(page, { within: 'header.header' });
  expect(header.some((v) => v.startsWith('image-alt:') && v.includes('#no-alt'))).toBe(true);
  expect(header.some((v) => v.startsWith('color-contrast:'))).toBe(false);
});
