/**
 * Where the session finds its readings that change nothing (what-if.ts: previews, other rule
 * options). The session's index (Node, the command line, tests) registers them at once; the
 * screens that play (play.ts) load them on demand with `loadWhatIf`, as the readings are asked
 * for far less often than a turn is played.
 */
import { refuseSession } from './refusals';
import type * as WhatIf from './what-if';

let loaded: typeof WhatIf | null = null;

export function registerWhatIf(m: typeof WhatIf): void {
  loaded ??= m;
}

/** Make sure the previews and the rescoring are loaded. */
export async function loadWhatIf(): Promise<void> {
  if (!loaded) registerWhatIf(await import('./what-if'));
}

/** The readings; throws EngineError when they are not loaded yet. */
export function whatIf(): typeof WhatIf {
  if (!loaded) refuseSession('what-if', { code: 'what-if-not-loaded' });
  return loaded;
}
