/**
 * The reused page (reused.ts) isolates tests as a new context would: what one test leaves in the
 * page (storage, an init script, a route, a listener, another tab, a viewport, a media type) is gone
 * for the next. The two tests run in order in one worker, so the second gets the first one's page.
 */
import { expect, test } from './reused';

test.describe.configure({ mode: 'serial' });

const seen: { page?: unknown; heard: string[] } = { heard: [] };

test('a test leaves its marks on the pooled page', async ({ page, context }) => {
  seen.page = page;
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('pool-check', 'left');
    sessionStorage.setItem('pool-check', 'left');
  });
  await page.addInitScript(() => ((window as unknown as { poolCheck: string }).poolCheck = 'left'));
  await page.route('**/pool-check-route', (r) => r.fulfill({ body: 'routed' }));
  page.on('console', (m) => seen.heard.push(m.text()));
  await context.newPage();
  await page.setViewportSize({ width: 333, height: 444 });
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { poolCheck?: string }).poolCheck)).toBe('left');
});

test('the next test gets the same page with none of them', async ({ page, context, viewport }) => {
  expect(page).toBe(seen.page);
  expect(page.url()).toBe('about:blank');
  expect(context.pages()).toEqual([page]);
  expect(page.viewportSize()).toEqual(viewport);
  await page.goto('/');
  expect(
    await page.evaluate(() => [localStorage.getItem('pool-check'), sessionStorage.getItem('pool-check')]),
  ).toEqual([null, null]);
  expect(await page.evaluate(() => (window as unknown as { poolCheck?: string }).poolCheck)).toBeUndefined();
  expect(
    await page.evaluate(() => [
      matchMedia('print').matches,
      matchMedia('(prefers-color-scheme: dark)').matches,
    ]),
  ).toEqual([false, false]);
  const res = await page.goto('/pool-check-route');
  expect(res?.status()).toBe(404);
  await page.goto('/');
  await page.evaluate(() => console.log('heard?'));
  expect(seen.heard).not.toContain('heard?');
});
