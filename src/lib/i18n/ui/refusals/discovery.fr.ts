/** The Discovery's refusals (src/engine/rulesets/discovery/refusals.ts) in French, for players. */
import type { DiscoveryRefusal } from '@engine/refusals';
import { playerFr } from '@lib/i18n/narration-fr';
import type { Context } from './context';
import { shownFr } from './shown.fr';
import { literalFr, orFr } from '@lib/i18n/tally-words-fr';

/** The regions' kinds as the rulebook names them, in the plural. */
const REGIONS = { seas: 'mers', mountains: 'montagnes', plains: 'plaines' } as const;

export function discoveryFr(r: DiscoveryRefusal, _c: Context): string {
  switch (r.code) {
    case 'no-figure-left':
      return `${playerFr(r.player)} n’a plus de pion à poser (chacun en a quatre ; le cinquième marque le score).`;
    // The table tally's.
    case 'tally-region':
      return `doit valoir ${orFr(r.regions.map((k) => `${k} (${REGIONS[k]})`))}, pas ${shownFr(r.got)}`;
    case 'tally-cities-missing':
      return `une ${r.region === 'seas' ? 'mer' : 'montagne'} doit indiquer le nombre de villes qui comptent pour elle`;
    case 'tally-when':
      return `doit valoir ${literalFr('play')} (pion repris en cours de partie) ou ${literalFr('end')} (encore sur le plateau en fin de partie), pas ${shownFr(r.got)}`;
  }
}
