/**
 * The engine's refusals (src/engine/refusals.ts) in French: one function per rule area, each a
 * `switch` over all its codes (a code left out, an extra one or a misnamed parameter fails the type
 * check), so a French page never shows the engine's English. Loaded only by French pages.
 */
import { sayRefusal, type Refusal, type RefusalCatalog } from '@engine/refusals';
import type { Context } from './context';
import { conquestFr } from './conquest.fr';
import { coreFr } from './core.fr';
import { discoveryFr } from './discovery.fr';
import { newWorldFr } from './new-world.fr';
import { raceFr } from './race.fr';
import { sessionFr } from './session.fr';

const CATALOG: RefusalCatalog<Context, string> = {
  core: (r, c) => coreFr(r, c, (why) => refusalFr(why, c)),
  session: sessionFr,
  'new-world': newWorldFr,
  discovery: discoveryFr,
  race: raceFr,
  conquest: conquestFr,
};

export function refusalFr(r: Refusal, c: Context): string {
  return sayRefusal(CATALOG, r, c);
}
