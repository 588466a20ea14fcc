/**
 * New World's refusals (src/engine/rulesets/new-world/refusals.ts) in French, for players (and
 * tool builders: a record's shape is said with the place in the input shown apart, as core.fr.ts
 * does). The board's reasons are clauses, as the English says them after « cannot go at … : ».
 */
import type { NewWorldPlacementWhy, NewWorldRefusal } from '@engine/refusals';
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
import { countFr, orFr } from '@lib/i18n/tally-words-fr';

type Part = Extract<NewWorldRefusal, { code: 'edge-covered-twice' }>['by'];

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** « Le marchand », « L’explorateur ». */
const The = (role: string) => capital(theFr(roleFr(role)));
/** « le marchand de Rouge ». */
const whose = (player: string, role: string) => `${theFr(roleFr(role))} de ${playerFr(player)}`;
const side = (edge: string) => directionFr('NESW'.indexOf(edge));
const square = (col: number, row: number) => squareWordsFr('new-world', col, row);
/** What an edge shows, with its article. */
const KIND = { plains: 'de la plaine', trail: 'une piste', town: 'une ville', sea: 'la mer' } as const;
/** Where a settler stands on each kind of feature. */
const PLACE = {
  town: 'dans une ville',
  trail: 'sur une piste',
  plains: 'dans une plaine',
  farm: 'sur une ferme',
} as const;
const LIST = {
  edges: 'côtés (N, E, S, W)',
  'half-edges': 'demi-côtés (Nw, Ne, En, Es, Se, Sw, Ws, Wn)',
} as const;
const PART = { towns: 'la ville', trails: 'la piste', plains: 'la plaine' } as const;
const part = (p: Part) => (p.list === 'sea' ? 'la mer' : `${PART[p.list]} ${p.list}[${p.index}]`);
const HALVES = ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'];
const halvesOf = (edge: string) =>
  `${HALVES[2 * 'NESW'.indexOf(edge)]}, ${HALVES[2 * 'NESW'.indexOf(edge) + 1]}`;
const SEATED = 'où aucun colon ne peut se tenir';
const START = 'Les cases de départ sont imprimées sur le plateau : on ne les pioche ni ne les pose jamais.';

/** Why a tile cannot stand on a square, as a clause: « son côté nord montre une ville, mais … ». */
export function placementWhyFr(r: NewWorldPlacementWhy): string {
  switch (r.code) {
    case 'west-of-start-board':
      return (
        `les tuiles de terrain se posent à l’ouest du plateau de départ, en colonne 1 ou au-delà (ici ` +
        `colonne ${r.col})`
      );
    case 'square-taken':
      return `la case en ${square(r.col, r.row)} porte déjà ${tileWordsFr(r.tile)}`;
    case 'edge-clash':
      return (
        `son côté ${side(r.edge)} montre ${KIND[r.kind]}, mais ${tileWordsFr(r.neighbour)}, ` +
        `en ${square(r.col, r.row)}, montre ${KIND[r.theirs]} sur le côté qu’elles ` +
        `partageraient`
      );
    case 'touches-nothing':
      return `la case en ${square(r.col, r.row)} ne touche aucune tuile posée par un côté entier`;
  }
}

export function newWorldFr(r: NewWorldRefusal, c: Context): string {
  switch (r.code) {
    case 'west-of-start-board':
    case 'square-taken':
    case 'edge-clash':
    case 'touches-nothing':
      return placementWhyFr(r);
    case 'feature-held': {
      const at = squareWordsFr(c.ruleset.id, String(r.col), String(r.row));
      return (
        `${The(c.piece)} ne peut pas aller là : cette ${featureFr(r.feature)} a déjà un colon ` +
        `(${whose(r.owner, r.role)} sur la tuile en ${at}), et un nouveau colon ne peut ` +
        `rejoindre qu’une ${featureFr(r.feature)} que personne n’occupe encore, aussi ` +
        `loin qu’elle s’étende.`
      );
    }
    case 'no-settler-left':
      return `${playerFr(r.player)} n’a plus de colon à poser.`;
    case 'wrong-role':
      return `Un colon ${PLACE[r.feature]} est un ${roleFr(r.role)}, pas un ${roleFr(r.asked)}.`;
    case 'one-settler-per-turn':
      return 'On ne pose qu’un colon par tour.';
    case 'not-your-turn':
      return `C’est le tour de ${playerFr(r.current)}, pas celui de ${playerFr(r.player)}.`;
    case 'edge-faces-sea':
      return `Le côté ${side(r.edge)} de cette tuile donne sur la mer, ${SEATED}.`;
    case 'edge-two-plains':
      return (
        `Le côté ${side(r.edge)} de cette tuile a deux plaines séparées : le coup ne dit pas laquelle le ` +
        `colon rejoint.`
      );
    case 'town-no-halves':
      return (
        `La ville occupe tout le côté ${side(r.edge)} de cette tuile : un marchand se pose sur le côté, ` +
        `pas sur une moitié.`
      );
    case 'no-farm':
      return 'Cette tuile n’a pas de ferme en son centre : aucun fermier ne peut s’y tenir.';
    case 'half-faces-sea':
      return `Cette moitié du côté donne sur la mer, ${SEATED}.`;
    case 'place-first':
      return 'Il faut d’abord poser une tuile.';
    case 'game-finished':
      return 'La partie est déjà finie : le décompte final a été fait.';
    case 'turn-not-scored':
      return 'Le tour en cours n’a pas encore été décompté.';
    case 'unknown-tile':
      return `Il n’y a pas de tuile nommée ${r.tile} dans cette partie.`;
    case 'none-left':
      return `Il ne reste aucun exemplaire de ${tileWordsFr(r.tile)} à piocher : tous sont déjà sur la table.`;
    case 'start-space-drawn':
    case 'start-space-placed':
      return START;
    case 'discard-fits':
      return (
        `${capital(tileWordsFr(r.tile))} va quelque part sur la table, et une tuile qui va quelque part ` +
        `doit être posée ; seule une tuile qui ne va nulle part est mise de côté.`
      );
    case 'no-tile-there':
      return `L’ordre de décompte nomme la tuile en ${square(r.col, r.row)}, mais aucune tuile ne s’y trouve.`;
    case 'order-not-location':
      return (
        `L’ordre de décompte doit nommer un endroit de la tuile (N, E, S, W, Nw … Wn ou C), ` +
        `pas ${shownFr(r.got)}.`
      );
    case 'not-completed':
      return (
        `L’ordre de décompte nomme la ${featureFr(r.feature)} de la tuile en ${square(r.col, r.row)}, ` +
        `que ce tour n’a pas achevée.`
      );
    case 'listed-twice':
      return 'L’ordre de décompte nomme deux fois le même élément.';
    case 'track-surveyor-unused':
      return 'La place de l’arpenteur sur la piste de score ne sert qu’avec l’option trackSurveyor (la règle maison).';
    case 'surveyor-count':
      return r.expected > 1
        ? `Il faut ${r.expected} colonnes (deux arpenteurs sur le plateau).`
        : `Il faut ${r.expected} colonne (un arpenteur sur le plateau, l’autre sur la piste de score).`;
    case 'start-space-misfit':
      return `${capital(tileWordsFr(r.tile))} ne s’accorde pas au plateau de départ : ${placementWhyFr(r.why)}.`;
    case 'setup-tile-misplaced':
      return `${capital(tileWordsFr(r.tile))} ne peut pas aller en ${square(r.col, r.row)} : ${placementWhyFr(r.why)}.`;
    case 'must-equal':
      return `doit valoir ${typeof r.expected === 'string' ? `« ${r.expected} »` : r.expected}, pas ${shownFr(r.got)}`;
    case 'not-tile-id':
      return (
        `doit être un identifiant de tuile (une lettre de A à AX, ou un identifiant propre au relevé), ` +
        `pas ${shownFr(r.got)}`
      );
    case 'not-location':
      return (
        `doit être un endroit de la tuile (N, E, S, W, Nw, Ne, En, Es, Se, Sw, Ws, Wn ou C), ` +
        `pas ${shownFr(r.got)}`
      );
    case 'discard-has-field':
      return `une tuile mise de côté n’est pas posée : son tour n’a donc pas de champ « ${r.field} »`;
    case 'tile-defined-twice':
      return `la tuile « ${r.tile} » est définie deux fois`;
    case 'bad-start-id':
      return `les cases de départ se nomment start-0 … start-9, pas « ${r.tile} »`;
    case 'bad-type-id':
      return `doit être un texte non vide d’au plus 40 caractères, pas ${shownFr(r.got)}`;
    case 'name-not-text':
      return `doit être un texte, pas ${shownFr(r.got)}`;
    case 'farm-not-boolean':
      return `doit valoir true ou false, pas ${shownFr(r.got)}`;
    case 'names-empty':
      return `doit être une liste non vide de ${LIST[r.list]}`;
    case 'not-a-name':
      return `${shownFr(r.got)} ne fait pas partie des ${LIST[r.list]}`;
    case 'name-twice':
      return `${r.name} figure deux fois dans la liste`;
    case 'trail-edges':
      return `un segment de piste a un côté (il s’arrête sur la tuile) ou deux (il la traverse), pas ${r.count}`;
    case 'edge-covered-twice':
      return `le côté ${r.edge} est déjà couvert par ${part(r.by)}`;
    case 'half-covered-twice':
      return `le demi-côté ${r.half} est déjà dans ${part(r.by)}`;
    case 'half-on-closed-edge':
      return (
        `le demi-côté ${r.half} est sur le côté ${r.edge}, qui ` +
        `montre ${r.kind === 'sea' ? 'la mer' : 'une ville'} : un tel côté n’a pas de ` +
        `plaine`
      );
    case 'trail-needs-plains':
      return (
        `le côté ${r.edge} porte une piste : ses deux moitiés (${halvesOf(r.edge)}) doivent donc être de ` +
        `la plaine`
      );
    case 'edge-uncovered':
      return (
        `le côté ${r.edge} n’est couvert par rien : donnez-lui une ville, une piste, de la plaine sur ` +
        `ses deux moitiés, ou la mer`
      );
    // The table tally's.
    case 'tally-feature-type':
      return `doit valoir ${orFr(r.types.map((t) => `${t} (${featureFr(t)})`))}, pas ${shownFr(r.got)}`;
    case 'tally-tiles-missing':
      return `une ${featureFr(r.feature)} doit indiquer son nombre de tuiles`;
    case 'tally-surrounding-missing':
      return `une ferme inachevée doit indiquer le nombre de tuiles qui l’entourent (de 0 à ${r.max})`;
    case 'tally-plains-complete':
      return 'une plaine n’est jamais achevée en cours de partie ; elle se décompte en fin de partie';
    case 'tally-surveyors-incomplete':
      return 'le bonus d’arpenteur ne vaut que pour les éléments achevés en cours de partie';
    case 'tally-bonus-without-surveyors':
      return (
        'va avec les arpenteurs (surveyors) : combien des colons de chaque joueur se trouvent dans la ' +
        'colonne d’un arpenteur'
      );
    case 'tally-bonus-settlers': {
      const has =
        r.settlers === 0
          ? 'n’a aucun colon'
          : r.settlers === 1
            ? 'n’a qu’un colon'
            : `n’a que ${countFr(r.settlers, 'colon', 'colons')}`;
      return `${playerFr(r.player)} ${has} sur cet élément`;
    }
    case 'tally-impossible':
      return impossibleFr(r);
  }
}

/** Why no game can hold the entry (engine tally-limits.ts), in French. */
function impossibleFr(r: Extract<NewWorldRefusal, { code: 'tally-impossible' }>): string {
  const f = featureFr(r.feature);
  const who = r.player === undefined ? '' : playerFr(r.player);
  switch (r.what) {
    case 'no-tiles':
      return `une ${f} couvre au moins 1 tuile ; aucune partie ne contient une ${f} de 0 tuile`;
    case 'no-segments':
      return `une ${f} compte au moins 1 segment ; aucune partie ne contient une ${f} de 0 segment`;
    case 'too-many-tiles':
      return `${r.n}, c’est plus que n’en contient le jeu : ${r.max} tuiles en tout, cases de départ comprises`;
    case 'segments-below-tiles':
      return `${r.n} segments sur ${r.max} tuiles : chaque tuile d’une ${f} en porte au moins un segment`;
    case 'town-trading-posts':
      return 'les comptoirs sont sur les pistes, jamais dans une ville';
    case 'trail-flags':
      return 'les drapeaux sont dans les villes, jamais sur une piste';
    case 'farm-not-surrounded':
      return (
        `une ferme achevée a ses ${r.max} cases voisines remplies, pas ${r.n} ; laissez-la inachevée ` +
        `pour en compter ${r.n}`
      );
    case 'settlers-over-supply':
      return `${who} n’a que ${r.max} colons à poser (6, dont un sert de marqueur de score), pas ${r.n}`;
    case 'settlers-on-board':
      return `${who} aurait ${r.n} colons à la fois sur des éléments inachevés ; un joueur n’en a que ${r.max} à poser`;
  }
}
