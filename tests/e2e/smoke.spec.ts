import { test, expect } from './reused';

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
