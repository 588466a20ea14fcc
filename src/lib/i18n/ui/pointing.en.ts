/**
 * What a piece or a tile pointed at on the board holds and would score, in words (the sandbox's,
 * the lessons' and the replays' "who holds what": src/lib/rulesets/*-figure.ts, read through
 * src/lib/board/figure-info.ts). Loaded with those readings, on the first point.
 */
import type { RegionView } from '@engine/index';
import { REGION_NAMES } from '@lib/replay/event-text';
import rulesets from './rulesets.en';

/** A New World feature as the notes say it. */
export interface FeatureFacts {
  type: string;
  counted: number;
  complete: boolean;
  flags: number;
  tradingPosts: number;
  animals: number;
}

/** Who holds a feature: settlers per player, and the leaders. */
export interface Holding {
  counts: [string, number][];
  leaders: string[];
}

const holders = (h: Holding) => h.counts.map(([p, n]) => `${p} ${n}`).join(', ');

/** A region in players' words: "A sea of 3 tiles with 2 cities on its shores, still open". */
function region(r: RegionView): string {
  const tiles = `${r.tiles} tile${r.tiles === 1 ? '' : 's'}`;
  const cities =
    r.kind === 'plains'
      ? ''
      : ` with ${r.cities === 1 ? '1 city' : `${r.cities} cities`}` +
        `${r.kind === 'seas' ? ' on its shores' : ' in it or its bordering plains'}`;
  return (
    `${r.kind === 'plains' ? 'Plains' : `A ${REGION_NAMES[r.kind]}`} ` +
    `of ${tiles}${cities}, ${r.complete ? 'complete' : 'still open'}`
  );
}

/** A feature in players' words: "A town of 3 tiles with 1 flag, still open". */
function feature(f: FeatureFacts): string {
  const n = (k: number, one: string, many = `${one}s`) => `${k} ${k === 1 ? one : many}`;
  const extra =
    f.type === 'town' && f.flags
      ? ` with ${n(f.flags, 'flag')}`
      : f.type === 'trail' && f.tradingPosts
        ? ` with ${n(f.tradingPosts, 'trading post')}`
        : f.type === 'plains'
          ? ` with ${n(f.animals, 'animal')}`
          : '';
  const name = f.type === 'plains' ? 'Plains' : `A ${f.type}`;
  return `${name} of ${n(f.counted, 'tile')}${extra}, ${f.complete ? 'complete' : 'still open'}`;
}

const words = {
  rulesets,
  /** A piece: "Red's trapper at column 2, row 3". */
  piece: (player: string, role: string, square: string) => `${player}'s ${role} at ${square}`,
  /** A tile pointed at: "The tile at x 1, y 0". */
  tileAt: (square: string) => `The tile at ${square}`,
  /** The Discovery: a figure's region and its points now and at the end. */
  figureNote: (r: RegionView | null, now: number, atEnd: number) =>
    `${r ? `${region(r)}. ` : ''}Taken back now it scores ${now}; left on the board to the end it scores ${atEnd}.`,
  /** The Discovery: a region through a tile pointed at, and the figures on it. */
  regionLine: (r: RegionView, figures: { player: string; role: string; now: number; atEnd: number }[]) => {
    const scores = figures.map(
      (f) => `${f.player}'s ${f.role} would score ${f.now} taken back now, ${f.atEnd} at the end`,
    );
    return `${region(r)}: ${figures.length ? scores.join('; ') : 'no figure on it'}.`;
  },
  /** New World: a settler's feature, who holds it and what its leaders would score at game end. */
  settlerNote: (type: string | undefined, complete: boolean, h: Holding, worth: number, player: string) => {
    const lead =
      h.leaders.length > 1
        ? `${h.leaders.join(' and ')} share the lead and would each score ${worth}`
        : `${h.leaders[0]} leads and would score ${worth}`;
    const state =
      type === 'plains'
        ? 'A plains never closes: its trappers score at game end'
        : complete
          ? 'Its feature is complete'
          : 'Its feature is still open: it scores when completed';
    return (
      `${state}. ${type ? `On this ${type}: ` : ''}${holders(h)}: ${lead} at game end as things ` +
      `stand${h.leaders.includes(player) ? '' : `; ${player} would score nothing for it`}.`
    );
  },
  /** New World: a feature through a tile pointed at, who holds it and what they would score. */
  featureLine: (f: FeatureFacts, h: Holding, points: number) => {
    if (!h.counts.length) return `${feature(f)}: nobody holds it.`;
    const who =
      h.leaders.length > 1
        ? `${h.leaders.join(' and ')} would each score ${points}`
        : `${h.leaders[0]} would score ${points}`;
    return `${feature(f)}: ${holders(h)}; ${f.complete ? `${who}` : `${who} at game end as things stand`}.`;
  },
};

export type PointingWords = typeof words;
export default words;
