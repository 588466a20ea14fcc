/**
 * The sandbox's game files (loaded when a file is exported or imported, not with the page): the
 * game saved as a file, and a file opened in place of the game shown.
 */
import type { Session } from '@engine/session/session';
import { coloursNamed } from '@lib/i18n/colour-names';
import type { Keeper, Notice } from '@lib/keep/keeper';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';
import { sessionFrom, type SandboxGame } from './sandbox-store';
import { REPLACED } from './sandbox-view';

/** The game saved as a file (its record with the session extension). */
export function downloadGame(s: Session, name: string) {
  const blob = new Blob([JSON.stringify(s.save(), null, 1)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/**
 * Open a game file in place of the one shown (the keeper keeps the one replaced); a file that cannot be read
 * leaves the game as it was and says why.
 */
export async function openFile(
  file: File,
  keeper: Keeper<SandboxGame>,
  notice: (n: Notice) => void,
  w: SandboxWords,
): Promise<void> {
  try {
    const session = await sessionFromFile(file);
    void keeper.replace(
      { session, colours: coloursNamed(session.players), seats: {} },
      w.status.openedFile(file.name),
      REPLACED.file,
    );
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    notice({ text: w.status.fileRefused(file.name, why), actions: [], alert: true });
  }
}

/**
 * A game file opened as a session (its ruleset loaded first); rejects with an Error naming the place and the
 * reason.
 */
export async function sessionFromFile(file: File): Promise<Session> {
  const { readJsonFile } = await import('@lib/io/files');
  return sessionFrom(await readJsonFile(file));
}
