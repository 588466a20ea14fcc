/** The Discovery's refusals (src/engine/rulesets/discovery/refusals.ts) in French, for players. */
import type { DiscoveryRefusal } from '@engine/refusals';
import { playerFr } from '@lib/i18n/narration-fr';
import type { Context } from './context';

export function discoveryFr(r: DiscoveryRefusal, _c: Context): string {
  switch (r.code) {
    case 'no-figure-left':
      return `${playerFr(r.player)} n’a plus de pion à poser (chacun en a quatre ; le cinquième marque le score).`;
  }
}
