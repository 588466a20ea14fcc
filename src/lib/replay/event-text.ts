/** Plain-language sentences for engine events, shared by the command line and the site. */
import type {
  DiscoveryEvent,
  DiscoveryRole,
  FeatureType,
  RegionKind,
  GameEvent,
  StayWhy,
  UnscoredWhy,
} from '@engine/index';
import { unscoredEnglish } from '@engine/play';
import { WHERE } from '@lib/rulesets/shared';

/** Why a scoring moved no surveyor (a surveyors-stay event's `why`), from the eastern-most surveyor's column. */
export function stayEnglish(why: StayWhy, column: number): string {
  switch (why) {
    case 'no-tile-west':
      return `no land tile lies in column ${column + 1}, west of the eastern-most surveyor in column ${column}`;
  }
}

/**
 * Why a completed feature scored nothing, naming where it lies so it cannot be taken for another: "no settler
 * stands on the farm at column 3, row 2, so …"; a feature of several tiles by one square it takes in. An event
 * with no square says the engine's words (`unscoredEnglish`).
 */
function unscoredWhere(why: UnscoredWhy, type: FeatureType, at: readonly (readonly [number, number])[]) {
  const english = unscoredEnglish(why, type);
  if (!at.length) return english;
  const [col, row] = at[0];
  const where = `${at.length === 1 ? 'at' : 'that takes in'} column ${col}, row ${row}`;
  return english.replace(`on this ${type},`, `on the ${type} ${where},`);
}

/**
 * Where a settler stands on its tile, in the board's words: "its west side", "the north half of its west
 * side", "its centre".
 */
function spotEnglish(at: string): string {
  if (at === 'C') return 'its centre';
  const side = WHERE[at.charAt(0)] ?? at;
  return at.length === 2
    ? `the ${WHERE[at.charAt(1).toUpperCase()] ?? at} half of its ${side} side`
    : `its ${side} side`;
}

/**
 * A sentence for a New World event. `tileName` names a placed or discarded tile: "tile K" by
 * default (the command line); the site names an example's own tiles as players would (tile-words.ts).
 */
export function eventText(e: GameEvent, tileName: (id: string) => string = (id) => `tile ${id}`): string {
  switch (e.kind) {
    case 'score': {
      const where = e.feature.complete ? 'a completed' : 'an incomplete';
      const extra = e.losers ? ` (${e.losers.join(', ')} lost the majority)` : '';
      return (
        `${e.player} scores ${e.points} for ${where} ${e.type} of ${e.feature.tiles} ` +
        `tile${e.feature.tiles === 1 ? '' : 's'}${extra}`
      );
    }
    case 'surveyor':
      return e.from === 'track'
        ? `The score-track surveyor moves to space ${e.track}${e.to === 0 ? ' and joins the start board' : ''}`
        : `${e.player} moves a surveyor from column ${e.from} to column ${e.to}: after each scored feature ` +
            `the surveyor farthest east (nearest the coast) moves one column west`;
    case 'evict':
      return (
        `${e.player}'s ${e.role} in column ${e.col}, row ${e.row} has fallen behind the surveyors and ` +
        `goes home unscored`
      );
    case 'return':
      return `${e.player}'s ${e.role} in column ${e.col}, row ${e.row} goes back to supply`;
    case 'unscored':
      return (
        `A completed ${e.feature.type} of ${e.feature.tiles} tile${e.feature.tiles === 1 ? '' : 's'} ` +
        `scores nothing: ${unscoredWhere(e.why, e.feature.type, e.feature.at)}`
      );
    case 'surveyors-stay':
      return `No surveyor moves: ${stayEnglish(e.why, e.column)}`;
    case 'discard':
      return `${e.player} discards ${tileName(e.tile)}: it fits nowhere`;
    case 'place': {
      const turned = e.rotation ? `, turned ${e.rotation}°` : '';
      const settler = e.settler ? `, with a ${e.settler.role} on ${spotEnglish(e.settler.at)}` : '';
      return `${e.player} places ${tileName(e.tile)} at column ${e.col}, row ${e.row}${turned}${settler}`;
    }
  }
}

/**
 * The Discovery's words for people, one per thing, from the French rules (see the glossary's
 * Discovery section): regions (paysages) are plains (plaine), a mountain (montagne) or a sea
 * (mer); figures (pions) act as explorer (explorateur), thief (voleur) or sailor (marin); towns
 * on the coasts are cities (villes). The ids in records and events (formats §8) stay as they are.
 */
export const REGION_NAMES: Record<RegionKind, string> = {
  plains: 'plains',
  mountains: 'mountain',
  seas: 'sea',
};
const DISCOVERY_ROLE_NAMES: Record<DiscoveryRole, string> = {
  explorer: 'explorer',
  thief: 'thief',
  sailor: 'sailor',
};

/** The word shown for a Discovery figure's role id ("thief" for `thief`); an unknown id is shown as it is. */
export function discoveryRoleName(role: string): string {
  const names: Readonly<Record<string, string>> = DISCOVERY_ROLE_NAMES;
  return Object.hasOwn(names, role) ? names[role] : role;
}

/** A sentence for an event of The Discovery. */
export function discoveryEventText(e: DiscoveryEvent): string {
  switch (e.kind) {
    case 'score': {
      const r = e.region;
      const state = e.final
        ? r.complete
          ? 'a complete'
          : 'an unfinished (counted as complete)'
        : r.complete
          ? 'a complete'
          : 'an incomplete';
      const how = e.final ? 'at game end' : 'and withdraws it';
      return (
        `${e.player}'s ${discoveryRoleName(e.role)} at x ${e.x}, y ${e.y} scores ${e.points} ` +
        `for ${state} ${REGION_NAMES[e.type]} of ${r.tiles} ` +
        `tile${r.tiles === 1 ? '' : 's'} ${how}`
      );
    }
    case 'discard':
      return `${e.player} puts tile ${e.tile} aside: it fits nowhere`;
    case 'place': {
      const turned = e.rotation ? `, turned ${e.rotation}°` : '';
      const role = e.figure ? discoveryRoleName(e.figure.role) : '';
      const figure = e.figure ? `, with ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role} on ${e.figure.at}` : '';
      return `${e.player} places tile ${e.tile} at x ${e.x}, y ${e.y}${turned}${figure}`;
    }
  }
}
