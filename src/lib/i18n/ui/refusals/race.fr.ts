/** Race to the New Found Land's refusals (src/engine/rulesets/race/refusals.ts) in French. */
import type { RaceRefusal } from '@engine/refusals';
import type { Context } from './context';
import { shownFr } from './shown.fr';
import { playerFr } from '@lib/i18n/narration-fr';
import { andFr, countFr, literalFr } from '@lib/i18n/tally-words-fr';

export function raceFr(r: RaceRefusal, _c: Context): string {
  switch (r.code) {
    case 'lap':
      return `doit valoir 0, 50 ou 100 (la face visible de la carte 50/100, ou 0 sans carte), pas ${shownFr(r.got)}`;
    // The table tally's.
    case 'tally-neutral-in-city':
      return (
        'les marqueurs de la couleur neutre ne se posent que sur les îles (règles à 2 joueurs), jamais ' +
        'dans une ville'
      );
    case 'tally-marker-colour':
      return r.neutral !== null
        ? `n’est ni l’un des joueurs (${andFr(r.players.map(playerFr))}) ni la couleur neutre (${playerFr(r.neutral)})`
        : `n’est pas l’un des joueurs (${andFr(r.players.map(playerFr))})`;
    case 'tally-region-name':
      return `doit être le nom de la région (de 1 à 60 caractères), pas ${shownFr(r.got)}`;
    case 'tally-scored-not-full':
      return `une région n’est décomptée qu’une fois pleine, et celle-ci indique ${literalFr('full')} : false`;
    case 'tally-bonus-missing':
      return (
        `${r.kind === 'island' ? 'une île pleine' : 'une ville pleine'} pas encore décomptée doit ` +
        `indiquer les points de son ` +
        `bonus ${r.bonus === 'primary' ? 'principal' : 'secondaire'}`
      );
    case 'tally-players-count':
      return `Race to the New Found Land se joue de 2 à 4 joueurs, pas ${countFr(r.count, 'joueur', 'joueurs')}`;
    case 'tally-neutral-name':
      return `doit être le nom de la couleur neutre (de 1 à 40 caractères) ou null, pas ${shownFr(r.got)}`;
    case 'tally-neutral-players':
      return (
        `seule une partie à deux joueurs a une couleur neutre ; celle-ci en ` +
        `compte ${countFr(r.count, 'joueur', 'joueurs')}`
      );
    case 'tally-neutral-is-player':
      return `${literalFr(playerFr(r.name))} est un joueur ; la couleur neutre est celle que personne ne joue`;
  }
}
