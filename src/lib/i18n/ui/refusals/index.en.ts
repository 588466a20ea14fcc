/**
 * The engine's refusals (src/engine/refusals.ts) in a player's English: one function per rule
 * area, each a `switch` over its codes (a code left out or misnamed fails the type check). Null
 * when the tool builders' sentence (`englishOf`, what the command line prints) says it as a player
 * would need it.
 */
import { sayRefusal, type Refusal, type RefusalCatalog } from '@engine/refusals';
import type { Context } from './context';
import { conquestEn } from './conquest.en';
import { coreEn } from './core.en';
import { discoveryEn } from './discovery.en';
import { newWorldEn } from './new-world.en';
import { raceEn } from './race.en';
import { sessionEn } from './session.en';

const CATALOG: RefusalCatalog<Context, string | null> = {
  core: coreEn,
  session: sessionEn,
  'new-world': newWorldEn,
  discovery: discoveryEn,
  race: raceEn,
  conquest: conquestEn,
};

export function refusalEn(r: Refusal, c: Context): string | null {
  return sayRefusal(CATALOG, r, c);
}
