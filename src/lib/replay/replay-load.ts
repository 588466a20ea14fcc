/**
 * A worked example's record loaded as a session, up to its refused turn when it has one (a
 * refused example stops there: the turns before it are the position the refusal is told on).
 * Shared by the frames built at build time (replay-frames.ts) and the pointing of a replay in the
 * browser (replay-point.ts).
 */
import { EngineError, Session } from '@engine/play';

export function loadUpToRefusal(record: Record<string, unknown>): { session: Session; error?: EngineError } {
  try {
    return { session: Session.load(record) };
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    // The refused turn is the one the error names (turns[i]…); the replay ends on it.
    const turns: unknown[] = Array.isArray(record.turns) ? record.turns : [];
    const named = /^turns\[(\d+)\]/.exec(e.path ?? e.message);
    const i = named ? Number(named[1]) : turns.length - 1;
    return { session: Session.load({ ...record, turns: turns.slice(0, i), finish: false }), error: e };
  }
}
