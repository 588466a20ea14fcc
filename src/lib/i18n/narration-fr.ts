/**
 * The game told in French: events, tiles, squares and spots on a tile, as the English words of
 * src/lib/replay/event-text.ts and src/lib/sandbox/refusal-words.ts say them, from the events'
 * data (scoring items and their rules: score-items-fr.ts). Used at build time by the French pages (worked
 * examples, replays' frames) and loaded
 * by a French page's islands; an English page never loads it. The terms are the French glossary's
 * (content/docs/fr/start/glossary.mdx): The Discovery's from its French rules (« Nouveau monde »),
 * New World's our own.
 */
import { own } from '@lib/io/names';
import type { DiscoveryEvent, GameEvent, StayWhy, UnscoredWhy } from '@engine/index';
import type { Narrator } from '@lib/replay/narrate';
import { ofTilesFr, sumFr } from './score-items-fr';
import { lazyList, lazyNumber } from './intl';

const num = lazyNumber('fr-FR');
const and = lazyList('fr', { type: 'conjunction' });
const plural = (n: number, one: string, many: string) => `${num(n)} ${n === 1 || n === 0 ? one : many}`;

/** Player colours used as names, in French (any other name is shown as it is). */
const COLOURS: Record<string, string> = {
  Red: 'Rouge',
  Blue: 'Bleu',
  Green: 'Vert',
  Yellow: 'Jaune',
  Black: 'Noir',
  Grey: 'Gris',
  Gray: 'Gris',
  White: 'Blanc',
  Purple: 'Violet',
  Orange: 'Orange',
  Pink: 'Rose',
};
export function playerFr(name: string): string {
  return own(COLOURS, name) ?? name;
}

/** Feature types (New World) and The Discovery's regions, with their gender for articles. */
const FEATURE: Record<string, { one: string; f: boolean }> = {
  town: { one: 'ville', f: true },
  trail: { one: 'piste', f: true },
  plains: { one: 'plaine', f: true },
  farm: { one: 'ferme', f: true },
  mountains: { one: 'montagne', f: true },
  seas: { one: 'mer', f: true },
};
export function featureFr(type: string): string {
  return FEATURE[type]?.one ?? type;
}

const ROLE: Record<string, string> = {
  shopkeeper: 'marchand',
  robber: 'brigand',
  trapper: 'trappeur',
  farmer: 'fermier',
  settler: 'colon',
  explorer: 'explorateur',
  thief: 'voleur',
  sailor: 'marin',
  figure: 'pion',
};
export function roleFr(role: string): string {
  return Object.hasOwn(ROLE, role) ? ROLE[role] : role;
}
/** « un marchand », « un explorateur ». */
export const aFr = (word: string) => `un ${word}`;
/** « le marchand », « l’explorateur ». */
export const theFr = (word: string) => (/^[aeiouéèêh]/i.test(word) ? `l’${word}` : `le ${word}`);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const DIRECTIONS = ['nord', 'est', 'sud', 'ouest'];
const HALF: Record<string, string> = {
  Nw: 'la moitié ouest de son côté nord',
  Ne: 'la moitié est de son côté nord',
  En: 'la moitié nord de son côté est',
  Es: 'la moitié sud de son côté est',
  Se: 'la moitié est de son côté sud',
  Sw: 'la moitié ouest de son côté sud',
  Ws: 'la moitié sud de son côté ouest',
  Wn: 'la moitié nord de son côté ouest',
};
/** Where on a tile a piece stands: « son côté nord », « la moitié est de son côté sud », « son centre ». */
export function spotWordsFr(at: string): string {
  const d = 'NESW'.indexOf(at);
  if (at.length === 1 && d >= 0) return `son côté ${DIRECTIONS[d]}`;
  if (at === 'C') return 'son centre';
  return HALF[at] ?? at;
}
export const directionFr = (d: number) => DIRECTIONS[d];

/** Each ruleset's squares in French (a ruleset it does not know: New World's columns and rows). */
const SQUARES: Record<string, (x: unknown, y: unknown) => string> = {
  'new-world': (x, y) => `colonne ${String(x)}, rangée ${String(y)}`,
  discovery: (x, y) => `x ${String(x)}, y ${String(y)}`,
};
/** A square: « colonne 3, rangée 2 » (New World) or « x 1, y 0 » (The Discovery), in the ruleset's own axes. */
export function squareWordsFr(ruleset: string, x: unknown, y: unknown): string {
  return (Object.hasOwn(SQUARES, ruleset) ? SQUARES[ruleset] : SQUARES['new-world'])(x, y);
}

/** The worked examples' own tiles (their ids are file names, not players' words), in French. */
const EXAMPLE_TILES: Record<string, string> = {
  'town-cap': 'bout de ville',
  meadow: 'toute en plaine',
  'trail-end-at-town': 'piste qui finit à une ville',
  'town-band': 'bande de ville',
  'trail-straight': 'piste droite',
  'plains-band': 'bande de plaine',
  'trail-straight-post': 'piste droite à comptoir',
  'trail-end': 'bout de piste',
  'sea-band-city': 'bande de mer avec une ville',
  'plains-end': 'bout de plaine',
  farm: 'ferme',
  'town-two-caps': 'deux bouts de ville',
  'town-corner': 'coin de ville',
  'town-band-flag': 'bande de ville à drapeau',
  'sea-end-city': 'bout de mer avec une ville',
  'mountain-city': 'montagne avec une ville',
  'town-cap-trail-bend': 'bout de ville et virage de piste',
  'plains-two-cities': 'plaine à deux villes',
  'plains-mountain-sea': 'plaine, montagne et mer',
  'mountain-band': 'bande de montagne',
  'all-sea': 'toute en mer',
  'all-plains': 'toute en plaine',
  'all-mountain': 'toute en montagne',
  'two-seas-city': 'deux mers et une ville',
  'trail-bend': 'virage de piste',
  'town-three-sides': 'ville sur trois côtés',
  'sea-end': 'bout de mer',
  'sea-band-two-cities': 'bande de mer à deux villes',
  'sea-band': 'bande de mer',
  'plains-corner-city': 'coin de plaine avec une ville',
  'mountain-in-sea': 'montagne dans la mer',
  'mountain-end-cities': 'bout de montagne à villes',
  'mountain-end': 'bout de montagne',
  'mountain-and-sea': 'montagne et mer',
};

/**
 * A tile as players name it: « la tuile K », « la case de départ de la rangée 3 », « la tuile de départ », «
 * la tuile « bout de ville » ».
 */
export function tileWordsFr(id: string, name?: string): string {
  if (id === 'start') return 'la tuile de départ';
  const start = /^start-(\d)$/.exec(id);
  if (start) return `la case de départ de la rangée ${start[1]}${name ? ` (${name})` : ''}`;
  if (/^[A-Z]{1,2}\d*$/.test(id)) return `la tuile ${id}`;
  return `la tuile « ${Object.hasOwn(EXAMPLE_TILES, id) ? EXAMPLE_TILES[id] : id.replace(/[-_]+/g, ' ')} »`;
}

/** An English example tile's name as refusals write it ("the town cap tile"), in French. */
export function exampleTileFr(words: string): string {
  const id = words.trim().replace(/\s+/g, '-');
  return Object.hasOwn(EXAMPLE_TILES, id) ? EXAMPLE_TILES[id] : words;
}

const pts = (n: number) => plural(n, 'point', 'points');

/** Why a completed feature scored nothing (an unscored event's `why`), after « aucun colon ne s’y trouve, donc ». */
const UNSCORED: Record<UnscoredWhy, string> = {
  'no-settler': 'aucun arpenteur ne bouge',
  'no-settler-track':
    'aucun arpenteur du plateau ne bouge ; l’arpenteur de la piste de score avance quand même, car la règle ' +
    'maison compte les éléments achevés',
};

/**
 * Where a feature that scored nothing lies, so it cannot be taken for another: « se trouve sur la ferme en
 * colonne 3, rangée 2 »; a feature of several tiles by one square it takes in (« qui passe par la … »).
 */
function unscoredWhereFr(type: string, at: readonly (readonly [number, number])[]): string {
  if (!at.length) return 's’y trouve';
  const [col, row] = at[0];
  const where = `${at.length === 1 ? 'en' : 'qui passe par la'} colonne ${col}, rangée ${row}`;
  return `se trouve sur la ${featureFr(type)} ${where}`;
}

/** Why a scoring moved no surveyor (a surveyors-stay event's `why`), from the eastern-most surveyor's column. */
const STAY: Record<StayWhy, (column: number) => string> = {
  'no-tile-west': (c) =>
    `aucune tuile de terrain ne se trouve dans la colonne ${c + 1}, à l’ouest de l’arpenteur le plus à l’est, ` +
    `en colonne ${c}`,
};

/**
 * A scored feature: « une ville achevée de 4 tuiles », « une ferme inachevée d’une tuile », « une plaine de 3
 * tuiles » (plains are never completed).
 */
function scoredFeatureFr(type: string, complete: boolean, tiles: number): string {
  const state = type === 'plains' ? '' : complete ? ' achevée' : ' inachevée';
  return `une ${featureFr(type)}${state} ${ofTilesFr(tiles)}`;
}

/** A sentence for a New World event, in French. */
export function eventTextFr(e: GameEvent, tileName: (id: string) => string = tileWordsFr): string {
  switch (e.kind) {
    case 'score': {
      // The players outnumbered in the feature (they never had the majority: they score nothing for it).
      const losers = e.losers ?? [];
      const nothing =
        losers.length > 1 ? 'sont minoritaires et ne marquent rien' : 'est minoritaire et ne marque rien';
      const extra = losers.length ? ` (${and(losers.map(playerFr))} ${nothing})` : '';
      return (
        `${playerFr(e.player)} marque ${pts(e.points)} ` +
        `pour ${scoredFeatureFr(e.type, e.feature.complete, e.feature.tiles)}${extra}`
      );
    }
    case 'surveyor':
      return e.from === 'track'
        ? `L’arpenteur de la piste de score avance à la ` +
            `case ${e.track}${e.to === 0 ? ' et rejoint le plateau de départ' : ''}`
        : `${playerFr(e.player)} déplace un arpenteur de la colonne ${e.from} à la colonne ${e.to} : après ` +
            `chaque élément décompté, l’arpenteur le plus à l’est (le plus près de la côte) ` +
            `avance d’une colonne vers l’ouest`;
    case 'evict':
      return (
        `${capital(theFr(roleFr(e.role)))} de ${playerFr(e.player)} en colonne ${e.col}, rangée ${e.row} ` +
        `est distancé par les arpenteurs et rentre sans marquer`
      );
    case 'return':
      return (
        `${capital(theFr(roleFr(e.role)))} de ${playerFr(e.player)} en colonne ${e.col}, rangée ${e.row} ` +
        `retourne dans le stock`
      );
    case 'unscored':
      return (
        `Une ${featureFr(e.feature.type)} achevée ${ofTilesFr(e.feature.tiles)} ne rapporte rien : aucun ` +
        `colon ne ${unscoredWhereFr(e.feature.type, e.feature.at)}, donc ${UNSCORED[e.why]}`
      );
    case 'surveyors-stay':
      return `Aucun arpenteur ne bouge : ${STAY[e.why](e.column)}`;
    case 'discard':
      return `${playerFr(e.player)} écarte ${tileName(e.tile)} : elle ne va nulle part`;
    case 'place': {
      const turned = e.rotation ? `, tournée de ${e.rotation}°` : '';
      const settler = e.settler ? `, avec un ${roleFr(e.settler.role)} sur ${spotWordsFr(e.settler.at)}` : '';
      return `${playerFr(e.player)} pose ${tileName(e.tile)} en colonne ${e.col}, rangée ${e.row}${turned}${settler}`;
    }
  }
}

/** A sentence for an event of The Discovery, in French. */
export function discoveryEventTextFr(e: DiscoveryEvent): string {
  switch (e.kind) {
    case 'score': {
      const r = e.region;
      const state = e.final
        ? r.complete
          ? 'achevée'
          : 'inachevée (comptée comme achevée)'
        : r.complete
          ? 'achevée'
          : 'inachevée';
      const how = e.final ? 'en fin de partie' : 'et reprend son pion';
      return (
        `${capital(theFr(roleFr(e.role)))} de ${playerFr(e.player)} en x ${e.x}, y ${e.y} ` +
        `marque ${pts(e.points)} pour ` +
        `une ${featureFr(e.type)} ${state} ${ofTilesFr(r.tiles)} ${how}`
      );
    }
    case 'discard':
      return `${playerFr(e.player)} met la tuile ${e.tile} de côté : elle ne va nulle part`;
    case 'place': {
      const turned = e.rotation ? `, tournée de ${e.rotation}°` : '';
      const figure = e.figure ? `, avec un ${roleFr(e.figure.role)} sur ${spotWordsFr(e.figure.at)}` : '';
      return `${playerFr(e.player)} pose la tuile ${e.tile} en x ${e.x}, y ${e.y}${turned}${figure}`;
    }
  }
}

/** The Discovery's roles: the voleur and the others start with a consonant in French except explorateur. */
export function discoveryRoleFr(role: string): string {
  return roleFr(role);
}

/** Scores as a line: « Rouge 12, Bleu 8 ». */
export function scoresFr(scores: Record<string, number>): string {
  return Object.entries(scores)
    .map(([p, n]) => `${playerFr(p)} ${num(n)}`)
    .join(', ');
}

/** The French words for src/lib/replay/narrate.ts's `tell`. */
export const FRENCH: Narrator = {
  eventText: eventTextFr,
  discoveryEventText: discoveryEventTextFr,
  sum: sumFr,
  tileWords: (id) => tileWordsFr(id),
  prefix: '/fr',
};
