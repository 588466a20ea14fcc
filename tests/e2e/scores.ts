/** The `Scores` table of formats §6 (sandbox and calculator), read as { player: total }. */
import type { Page } from '@playwright/test';

/** Read in one go: the table may be redrawn with other rows between two reads. */
export async function scores(page: Page): Promise<Record<string, number>> {
  const table = page.getByRole('table', { name: 'Scores' });
  await table.locator('tbody tr').first().waitFor();
  const rows = await table.evaluate((t) =>
    [...t.querySelectorAll('tbody tr')].map((row) => {
      const cells = row.querySelectorAll('td');
      return [
        (row.querySelector('th') as HTMLElement | null)?.innerText.trim() ?? '',
        Number((cells[cells.length - 1] as HTMLElement | undefined)?.innerText.trim() ?? ''),
      ] as const;
    }),
  );
  const out: Record<string, number> = {};
  for (const [name, total] of rows) out[name] = total;
  return out;
}
