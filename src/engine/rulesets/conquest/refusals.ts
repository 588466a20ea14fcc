/**
 * New World Conquest's refusals as data (core/said.ts): its tally (formats §7).
 * `conquestEnglish` says each as the command line prints it; the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';

export type ConquestRefusal = { readonly area: 'conquest' } & { readonly code: 'conqueror-conceded'; readonly player: string };

/** A Conquest refusal as the command line says it (for tool builders). */
export function conquestEnglish(r: ConquestRefusal): string {
  switch (r.code) {
    case 'conqueror-conceded':
      return `${r.player} conceded, so cannot have conquered all the others`;
  }
}

/** Refuse `path` with a Conquest reason. */
export const refuseConquest: Refuse<ConquestRefusal> = refuser('conquest', conquestEnglish);
