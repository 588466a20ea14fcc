/**
 * The engine's refusals (src/engine/refusals.ts) in a player's English: one function per rule
 * area, each a `switch` over its codes (a code left out or misnamed fails the type check). Null
 * when the tool builders' sentence (`englishOf`, what the command line prints) says it as a player
 * would need it.
 */
import type { Refusal } from '@engine/refusals';
import type { Context } from './context';
import { conquestEn } from './conquest.en';
import { coreEn } from './core.en';
import { discoveryEn } from './discovery.en';
import { newWorldEn } from './new-world.en';
import { raceEn } from './race.en';
import { sessionEn } from './session.en';

export function refusalEn(r: Refusal, c: Context): string | null {
  switch (r.area) {
    case 'core':
      return coreEn(r, c);
    case 'session':
      return sessionEn(r, c);
    case 'new-world':
      return newWorldEn(r, c);
    case 'discovery':
      return discoveryEn(r, c);
    case 'race':
      return raceEn(r, c);
    case 'conquest':
      return conquestEn(r, c);
  }
}
