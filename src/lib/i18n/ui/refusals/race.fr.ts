/** Race to the New Found Land's refusals (src/engine/rulesets/race/refusals.ts) in French. */
import type { RaceRefusal } from '@engine/refusals';
import type { Context } from './context';
import { shownFr } from './shown.fr';

export function raceFr(r: RaceRefusal, _c: Context): string {
  switch (r.code) {
    case 'lap':
      return `doit valoir 0, 50 ou 100 (la face visible de la carte 50/100, ou 0 sans carte), pas ${shownFr(r.got)}`;
  }
}
