/**
 * The table tally (formats §4): players at a physical table count each feature themselves
 * (tiles, flags, trading posts, settlers, surveyors) and the engine says who scores what, and why.
 */
import { shown } from '../../core/said';
import { refuseCore } from '../../core/refusals';
import { refuseNewWorld } from './refusals';
import {
  asArray,
  asBool,
  asInt,
  asObject,
  isOneOf,
  asPlayerCounts,
  parsePlayers,
  topObject,
} from '../../core/json';
import { whoScores, type Holder } from './majorities';
import { resolveOptions } from './options';
import { MAX_SCORE } from './record';
import { FARM_NEIGHBOURS, scoreItems, type FeatureCounts } from './scoring';
import type { FeatureType, ScoreItem, Tally, TallyFeature } from './types';
import { standings, type Standing } from '../../core/standings';
import { readDuringPlay, type DuringPlay } from '../../core/tally-reading';
import { checkTallyLimits } from './tally-limits';

const TYPES: FeatureType[] = ['trail', 'town', 'farm', 'plains'];

export interface TallyLine {
  /** Index in `features`. */
  feature: number;
  type: FeatureType;
  complete: boolean;
  points: number;
  items: ScoreItem[];
  /** Why a player with settlers there scores nothing. */
  reason?: string;
  /** The same, as data. */
  said?: TallyOutnumbered;
  /** Scored during play and already on the track (`duringPlay: "on-track"`): shown, not added to the total. */
  onTrack?: true;
}

/** A player outnumbered on a feature: who has more settlers there (and how many), and the player's own. */
export interface TallyOutnumbered {
  readonly code: 'outnumbered';
  readonly best: readonly { readonly player: string; readonly n: number }[];
  readonly player: string;
  readonly n: number;
}

/** "Red (2), Blue (2) have more settlers here than Green (1)". */
export function outnumberedEnglish(r: TallyOutnumbered): string {
  return (
    `${r.best.map((b) => `${b.player} (${b.n})`).join(', ')} ${r.best.length > 1 ? 'have' : 'has'} more ` +
    `settlers here than ${r.player} (${r.n})`
  );
}

export interface TallyEvent extends TallyLine {
  kind: 'score';
  player: string;
}

export interface TallyResult extends Standing {
  players: { name: string; score: number; start: number; lines: TallyLine[] }[];
  events: TallyEvent[];
  /**
   * What the entries during play (the completed features) mean beside the track (core/tally-reading.ts), and
   * whether the tally said so.
   */
  duringPlay: DuringPlay;
  duringPlayGiven: boolean;
}

function parseFeature(raw: unknown, path: string, players: string[]): TallyFeature {
  const o = asObject(raw, path);
  const type = o.type;
  if (!isOneOf(type, TYPES))
    refuseNewWorld(`${path}.type`, { code: 'tally-feature-type', types: TYPES, got: shown(o.type) });
  const complete = o.complete !== undefined && asBool(o.complete, `${path}.complete`);
  const f: TallyFeature = {
    type,
    complete,
    settlers: asPlayerCounts(o.settlers ?? {}, `${path}.settlers`, players, 30),
  };
  const num = (
    k: 'tiles' | 'segments' | 'tradingPosts' | 'flags' | 'animals' | 'surrounding',
    max: number,
  ) => {
    if (o[k] !== undefined) f[k] = asInt(o[k], `${path}.${k}`, 0, max);
  };
  num('tiles', 200);
  num('segments', 400);
  num('tradingPosts', 200);
  num('flags', 200);
  num('surrounding', FARM_NEIGHBOURS);
  num('animals', 400);
  if ((type === 'trail' || type === 'town') && f.tiles === undefined && f.segments === undefined)
    refuseNewWorld(`${path}.tiles`, { code: 'tally-tiles-missing', feature: type });
  if (type === 'farm' && !f.complete && f.surrounding === undefined)
    refuseNewWorld(`${path}.surrounding`, { code: 'tally-surrounding-missing', max: FARM_NEIGHBOURS });
  if (type === 'plains' && f.complete) refuseNewWorld(`${path}.complete`, { code: 'tally-plains-complete' });
  if (o.surveyors !== undefined) {
    if (!f.complete) refuseNewWorld(`${path}.surveyors`, { code: 'tally-surveyors-incomplete' });
    f.surveyors = asPlayerCounts(o.surveyors, `${path}.surveyors`, players, 2);
  }
  if (o.bonusSettlers !== undefined) {
    if (!f.surveyors) refuseNewWorld(`${path}.bonusSettlers`, { code: 'tally-bonus-without-surveyors' });
    f.bonusSettlers = asPlayerCounts(o.bonusSettlers, `${path}.bonusSettlers`, players, 30);
    for (const [name, n] of Object.entries(f.bonusSettlers))
      if (n > own(f.settlers, name))
        refuseNewWorld(`${path}.bonusSettlers.${name}`, {
          code: 'tally-bonus-settlers',
          player: name,
          settlers: own(f.settlers, name),
        });
  }
  return f;
}

/** Check a tally's shape; throws EngineError naming the place. */
export function parseTally(raw: unknown): Tally & {
  options: ReturnType<typeof resolveOptions>;
  final: boolean;
  duringPlay: DuringPlay;
  duringPlayGiven: boolean;
} {
  const o = topObject(raw, '(tally)');
  if (o.format !== 'new-world-tally')
    refuseCore('format', { code: 'tally-format', expected: 'new-world-tally', got: shown(o.format) });
  if (o.version !== 1) refuseCore('version', { code: 'tally-version', got: shown(o.version) });
  const players = parsePlayers(o.players);
  const scores = o.scores === undefined ? {} : asPlayerCounts(o.scores, 'scores', players, MAX_SCORE);
  const features = asArray(o.features ?? [], 'features', 500).map((f, i) =>
    parseFeature(f, `features[${i}]`, players),
  );
  checkTallyLimits(features, players);
  // `final` (this project's extension of formats §4, optional): the game is over, so the verdict names the winner.
  const final = o.final !== undefined && asBool(o.final, 'final');
  const { duringPlay, given } = readDuringPlay(o.duringPlay);
  return {
    format: 'new-world-tally',
    version: 1,
    players,
    scores,
    features,
    options: resolveOptions(o.options),
    final,
    duringPlay,
    duringPlayGiven: given,
  };
}

const own = (o: Record<string, number> | undefined, k: string): number =>
  o && Object.hasOwn(o, k) ? o[k] : 0;

/**
 * The settlers of a tallied feature as the majority rule sees them. The tally gives counts, not
 * columns, so each player's settlers stand in a column of their own: `bonusSettlers` of them
 * (1 by default) in a column holding that player's `surveyors`, the rest in a column without.
 * `whoScores` then counts the bonus exactly as for a feature on the board, under either reading
 * of the surveyorBonus option.
 */
function holdersOf(f: TallyFeature, players: readonly string[]): { holders: Holder[]; surveyors: number[] } {
  const holders: Holder[] = [];
  const surveyors: number[] = [];
  // In turn order, not the object's key order (which puts names like "0" first).
  players.forEach((player, i) => {
    const n = own(f.settlers, player);
    const s = own(f.surveyors, player);
    const inColumn = s ? Math.min(n, f.bonusSettlers ? own(f.bonusSettlers, player) : 1) : 0;
    const bonusCol = 2 * i + 1;
    for (let k = 0; k < n; k++) holders.push({ player, col: k < inColumn ? bonusCol : bonusCol + 1 });
    for (let k = 0; k < s; k++) surveyors.push(bonusCol);
  });
  return { holders, surveyors };
}

/** What a tallied feature holds, as the scoring rules count it. */
function countsOf(f: TallyFeature): FeatureCounts {
  return {
    type: f.type,
    tiles: f.tiles ?? f.segments ?? 0,
    segments: f.segments ?? f.tiles ?? 0,
    flags: f.flags ?? 0,
    tradingPosts: f.tradingPosts ?? 0,
    animals: f.animals ?? 0,
    surrounding: f.surrounding ?? (f.complete ? FARM_NEIGHBOURS : 0),
  };
}

function outnumbered(
  feature: number,
  type: FeatureType,
  complete: boolean,
  said: TallyOutnumbered,
): TallyLine {
  return { feature, type, complete, points: 0, items: [], reason: outnumberedEnglish(said), said };
}

/** Score a tally (JSON value); throws EngineError naming the place. */
export function scoreTally(raw: unknown): TallyResult {
  const t = parseTally(raw);
  const result: Omit<TallyResult, keyof Standing> = {
    players: t.players.map((name) => ({
      name,
      score: own(t.scores, name),
      start: own(t.scores, name),
      lines: [],
    })),
    events: [],
    duringPlay: t.duringPlay,
    duringPlayGiven: t.duringPlayGiven,
  };
  // A completed feature was scored during play: with the track already counting it, it is shown and not added.
  const shownOnly = t.duringPlay === 'on-track';
  const byName = new Map(result.players.map((p) => [p.name, p]));
  t.features.forEach((f, i) => {
    const complete = f.complete === true;
    const { holders, surveyors } = holdersOf(f, t.players);
    const d = whoScores(
      holders,
      scoreItems(countsOf(f), complete, t.options),
      t.options,
      complete ? surveyors : undefined,
    );
    const best = d.winners.map((w) => ({ player: w, n: d.counts.get(w) ?? 0 }));
    for (const [player, n] of d.counts) {
      const award = d.awards.find((a) => a.player === player);
      const line: TallyLine = award
        ? {
            feature: i,
            type: f.type,
            complete,
            points: award.points,
            items: award.items,
            ...(complete && shownOnly ? { onTrack: true as const } : {}),
          }
        : outnumbered(i, f.type, complete, { code: 'outnumbered', best, player, n });
      const p = byName.get(player)!;
      p.lines.push(line);
      if (!line.onTrack) p.score += line.points;
      result.events.push({ kind: 'score', player, ...line });
    }
  });
  // A table tally is read during play or at the end alike: it says who leads, or, marked final, who wins.
  return { ...result, ...standings(result.players, t.final) };
}
