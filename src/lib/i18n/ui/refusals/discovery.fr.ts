/**
 * The Discovery's refusals (src/engine/rulesets/discovery/refusals.ts) in French, for players, in
 * the words of its French rules (« Nouveau monde ») : pion, explorateur, voleur, marin, région,
 * plaine, montagne, mer, reprendre un pion. A record's shape and a tile type's fields are said as
 * the core's are (core.fr.ts) : « doit être …, pas … », the place in the input shown apart.
 */
import type { DiscoveryPlacementWhy, DiscoveryRefusal } from '@engine/refusals';
import {
  directionFr,
  featureFr,
  playerFr,
  roleFr,
  squareWordsFr,
  theFr,
  tileWordsFr,
} from '@lib/i18n/narration-fr';
import type { Context } from './context';
import { shownFr } from './shown.fr';
import { literalFr, orFr } from '@lib/i18n/tally-words-fr';
import { lazyList } from '../../intl';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sq = (x: number, y: number) => squareWordsFr('discovery', x, y);
const side = (edge: string) => directionFr('NESW'.indexOf(edge));
/** « un explorateur », « un voleur », « un marin ». */
const aRole = (role: string) => `un ${roleFr(role)}`;
/**
 * A region, with its article : « une plaine », « une montagne », « une mer » (a tile type's kinds, `seas`, or
 * the board's, `sea`).
 */
const aKind = (kind: string) => `une ${featureFr(kind === 'sea' ? 'seas' : kind)}`;
/** What a side shows : « de la plaine », « de la montagne », « la mer ». */
const shows = (kind: string) => (kind === 'sea' || kind === 'seas' ? 'la mer' : `de la ${featureFr(kind)}`);
/** Where a figure of this role goes. */
const home = (role: string) => aKind(role === 'sailor' ? 'seas' : role === 'thief' ? 'mountains' : 'plains');
const list = lazyList('fr', { type: 'conjunction' });
const NEVER_BOTH = 'en un tour, un joueur pose un pion ou en reprend un pour le décompter, jamais les deux.';
const ENDED =
  'La partie s’est terminée à la pose de la dernière tuile : aucun pion ne va dessus et aucun n’est repris, ' +
  'le décompte final vient ensuite.';

/** Why the board refuses a tile on a square (after « Elle ne peut pas aller là : »), in French. */
export function discoveryPlacementWhyFr(w: DiscoveryPlacementWhy): string {
  switch (w.code) {
    case 'taken':
      return `cette case porte déjà ${tileWordsFr(w.tile)}`;
    case 'edges-differ':
      return (
        `son côté ${side(w.edge)} montre ${shows(w.kind)}, mais ${tileWordsFr(w.tile)} ` +
        `en ${sq(w.x, w.y)} montre ${shows(w.theirs)} sur le côté qu’elles partageraient`
      );
    case 'touches-nothing':
      return (
        'elle ne toucherait aucune tuile, et une nouvelle tuile doit partager au moins un côté entier ' +
        'avec une tuile déjà sur la table'
      );
  }
}

export function discoveryFr(r: DiscoveryRefusal, c: Context): string {
  switch (r.code) {
    case 'tile-first':
      return r.before === 'figure'
        ? 'Il faut d’abord poser une tuile : le pion va sur la tuile posée pendant ce tour.'
        : r.before === 'withdraw'
          ? 'Il faut d’abord poser une tuile : on ne reprend un pion qu’après avoir posé la tuile du tour.'
          : 'Il faut d’abord poser une tuile : un tour commence toujours par là.';
    case 'figure-or-withdraw':
      return r.done === null
        ? capital(NEVER_BOTH)
        : `Un pion a déjà été ${r.done === 'withdraw' ? 'repris' : 'posé'} pendant ce tour : ${NEVER_BOTH}`;
    case 'one-figure-per-turn':
      return 'On ne pose qu’un pion par tour.';
    case 'one-withdrawal-per-turn':
      return 'On ne reprend qu’un pion par tour.';
    case 'game-ended':
      return ENDED;
    case 'no-figure-left':
    case 'setup-no-figure-left':
      return (
        `${playerFr(r.player)} n’a plus de pion à poser (chacun en a quatre ; le cinquième marque le ` +
        `score sur le tableau d’évaluation).`
      );
    case 'not-an-edge':
      return `doit être un côté de la tuile (N, E, S ou W : nord, est, sud ou ouest), pas ${shownFr(r.got)}`;
    case 'wrong-role':
      return (
        `Le côté ${side(r.at)} de la tuile montre ${aKind(r.kind)}, où un pion est ${aRole(r.role)} ` +
        `; ${aRole(r.given)} va sur ${home(r.given)}.`
      );
    case 'setup-wrong-role':
      return (
        `Le côté ${side(r.at)} montre ${aKind(r.kind)} : un pion y est donc ${aRole(r.role)}, ` +
        `pas ${aRole(r.given)}.`
      );
    case 'region-held':
      return (
        `${capital(theFr(roleFr(c.piece)))} ne peut pas aller là : la ${featureFr(r.kind)} que prolonge ` +
        `cette tuile a déjà un pion (${theFr(roleFr(r.role))} de ${playerFr(r.owner)} ` +
        `sur la tuile en ${sq(r.x, r.y)}), et un pion ne va que sur une région que ` +
        `personne n’occupe encore, aussi loin que se trouve l’autre pion.`
      );
    case 'no-figure-there':
      return `Aucun pion ne se trouve sur la tuile en ${sq(r.x, r.y)}.`;
    case 'not-your-figure':
      return (
        `Le pion de la tuile en ${sq(r.x, r.y)} est à ${playerFr(r.owner)}, pas à ${playerFr(r.player)} ` +
        `: un joueur ne reprend que ses propres pions.`
      );
    case 'not-your-turn':
      return `C’est le tour de ${playerFr(r.player)}, pas celui de ${playerFr(r.given)}.`;
    case 'start-not-drawn':
      return 'La tuile de départ est sur la table dès le début : on ne la pioche jamais.';
    case 'fits-somewhere':
      return (
        `${capital(tileWordsFr(r.tile))} va quelque part sur la table, et une tuile qui va quelque part ` +
        `doit être posée ; seule une tuile qui ne va nulle part est retirée du jeu.`
      );
    case 'too-few-players':
      return 'Nouveau monde se joue de 2 à 5 joueurs.';
    case 'not-a-tile-id':
      return (
        `doit être un identifiant de tuile (comme « D7 », « start » ou celui d’une tuile propre à ` +
        `l’enregistrement), pas ${shownFr(r.got)}`
      );
    case 'removed-not-placed':
      return `une tuile retirée du jeu n’est pas posée : le tour n’a donc pas de champ « ${r.field} »`;
    case 'figure-names-player':
      return 'le pion est celui du joueur dont c’est le tour : un tour ne nomme pas de joueur (champ « player »)';
    case 'not-in-setup':
      return 'ne fait pas partie d’une mise en place (« placed », « scores »)';
    case 'wrong-format':
      return `doit être « discovery-record », pas ${shownFr(r.got)}`;
    case 'wrong-version':
      return `doit être 1, pas ${shownFr(r.got)}`;
    case 'wrong-ruleset':
      return `doit être « discovery », pas ${shownFr(r.got)}`;
    case 'tile-defined-twice':
      return `le type de tuile « ${r.id} » est défini deux fois`;
    case 'unknown-tile':
      return `Il n’y a pas de tuile nommée « ${r.id} » dans cette partie.`;
    case 'none-left':
      return `Il ne reste plus d’exemplaire de ${tileWordsFr(r.tile)} à piocher : tous sont déjà sur la table.`;
    case 'setup-misplaced':
      return (
        `${capital(tileWordsFr(r.tile))} ne peut pas aller ` +
        `en ${sq(r.x, r.y)}${r.rotation ? `, tournée de ${r.rotation}° dans le sens horaire` : ''} ` +
        `: ${discoveryPlacementWhyFr(r.why)}.`
      );
    case 'bad-tile-id':
      return `doit être un identifiant de tuile (lettres, chiffres, - ou _), pas ${shownFr(r.got)}`;
    case 'no-edges':
      return 'doit nommer au moins un côté';
    case 'not-an-edge-letter':
      return `doit être N, E, S ou W, pas ${shownFr(r.got)}`;
    case 'edge-taken':
      return `le côté ${r.edge} appartient déjà à la région ${r.kind}[${r.index}]`;
    case 'edges-unclaimed':
      return (
        `${r.edges.length > 1 ? `les côtés ${list(r.edges)} n’appartiennent` : `le côté ${r.edges[0]} n’appartient`} ` +
        `à aucune région : chaque côté doit être de la plaine, de la montagne ou de la ` +
        `mer`
      );
    case 'city-not-on-land':
      return `doit être « plains » ou « mountains », pas ${shownFr(r.got)}`;
    case 'no-such-region': {
      const has =
        r.count === 0 ? 'aucune région' : r.count === 1 ? 'qu’une région' : `que ${r.count} régions`;
      return `cette tuile n’a ${has} « ${r.kind} » : il n’y a donc pas de ${r.kind}[${r.index}]`;
    }
    case 'no-such-sea':
      return (
        `une ville se tient sur la rive d’une mer de sa tuile, et cette tuile ` +
        `n’a ${r.count === 0 ? 'pas de mer' : `pas de seas[${r.sea}]`}`
      );
    case 'city-off-shore':
      return `${r.kind}[${r.index}] ne touche pas seas[${r.sea}] sur cette tuile : la ville n’est donc pas sur sa rive`;
    // The table tally's.
    case 'tally-region':
      return `doit valoir ${orFr(r.regions.map((k) => `${k} (${REGIONS[k]})`))}, pas ${shownFr(r.got)}`;
    case 'tally-cities-missing':
      return `une ${r.region === 'seas' ? 'mer' : 'montagne'} doit indiquer le nombre de villes qui comptent pour elle`;
    case 'tally-region-tiles':
      return (
        `une région de ${r.n} tuiles est impossible\u00a0: The Discovery compte ${r.max} tuiles en tout, ` +
        `tuile de départ comprise`
      );
    case 'tally-when':
      return (
        `doit valoir ${literalFr('play')} (pion repris en cours de partie) ou ${literalFr('end')} ` +
        `(encore sur le plateau en fin de partie), pas ${shownFr(r.got)}`
      );
  }
}

/** The regions' kinds as the rulebook names them, in the plural. */
const REGIONS = { seas: 'mers', mountains: 'montagnes', plains: 'plaines' } as const;
