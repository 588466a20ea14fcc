/**
 * A tally as a file (Export file, Import file on the calculator page): written as JSON, read and checked as a
 * link's is.
 */
import { downloadText } from '@lib/io/download';
import { reasonOf, type Said } from '@lib/io/reasons';
import { readTally, type Tally } from './calculator-store';

export const exportTally = (t: Tally) => downloadText(`${t.format}.json`, JSON.stringify(t, null, 1));

/**
 * The file chosen in a file field (`e`): `open` with its tally, or `refused` with why; nothing when no file
 * was chosen.
 */
export async function importTally(
  e: Event,
  open: (t: Tally, file: string) => void,
  refused: (file: string, why: Said) => void,
): Promise<void> {
  const input = e.currentTarget;
  if (!(input instanceof HTMLInputElement)) return;
  const file = input.files?.[0];
  input.value = '';
  if (!file) return;
  const { readJsonFile } = await import('@lib/io/files');
  try {
    open(await readTally(await readJsonFile(file)), file.name);
  } catch (err) {
    refused(file.name, reasonOf(err));
  }
}
