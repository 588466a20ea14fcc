/**
 * The Discovery's refusals as data (core/said.ts): a record's turns, tiles, figures and tally
 * (French rules, sections named at each throw). `discoveryEnglish` says each as the command line
 * prints it (formats §5, §8); the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';

export type DiscoveryRefusal = { readonly area: 'discovery' } & { readonly code: 'no-figure-left'; readonly player: string };

/** A Discovery refusal as the command line says it (for tool builders). */
export function discoveryEnglish(r: DiscoveryRefusal): string {
  switch (r.code) {
    case 'no-figure-left':
      return `${r.player} has no figure left in supply (4 each; the fifth marks the score)`;
  }
}

/** Refuse `path` with a Discovery reason. */
export const refuseDiscovery: Refuse<DiscoveryRefusal> = refuser('discovery', discoveryEnglish);
