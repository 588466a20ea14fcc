/**
 * The engine's refusals (src/engine/refusals.ts) in French: one function per rule area, each a
 * `switch` over all its codes (a code left out, an extra one or a misnamed parameter fails the type
 * check), so a French page never shows the engine's English. Loaded only by French pages.
 */
import type { Refusal } from '@engine/refusals';
import type { Context } from './context';
import { conquestFr } from './conquest.fr';
import { coreFr } from './core.fr';
import { discoveryFr } from './discovery.fr';
import { newWorldFr } from './new-world.fr';
import { raceFr } from './race.fr';
import { sessionFr } from './session.fr';

export function refusalFr(r: Refusal, c: Context): string {
  switch (r.area) {
    case 'core':
      return coreFr(r, c, (why) => refusalFr(why, c));
    case 'session':
      return sessionFr(r, c);
    case 'new-world':
      return newWorldFr(r, c);
    case 'discovery':
      return discoveryFr(r, c);
    case 'race':
      return raceFr(r, c);
    case 'conquest':
      return conquestFr(r, c);
  }
}
