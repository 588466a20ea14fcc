/** The `Scores` table of formats §6 (sandbox and calculator), read as { player: total }. */
import type { Page } from '@playwright/test';

export async function scores(page: Page): Promise<Record<string, number>> {
  const table = page.getByRole('table', { name: 'Scores' });
  await table.locator('tbody tr').first().waitFor();
  const out: Record<string, number> = {};
  for (const row of await table.locator('tbody tr').all()) {
    const cells = row.locator('td');
    out[(await row.locator('th').innerText()).trim()] = Number((await cells.nth((await cells.count()) - 1).innerText()).trim());
  }
  return out;
}
