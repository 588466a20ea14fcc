/**
 * The Discovery's table tally (formats §7, `discovery-tally`): one line per figure scored, with
 * the region's kind, tiles and the cities that count for it. Scored by the same function as the
 * game (scoring.ts), so the calculator and the board always agree.
 */
import { shown } from '../../core/said';
import { refuseCore } from '../../core/refusals';
import { refuseDiscovery } from './refusals';
import { STANDARD_TILE_COUNT } from './tiles';
import {
  asArray,
  asBool,
  asInt,
  asObject,
  asPlayer,
  isOneOf,
  asPlayerCounts,
  parsePlayers,
  topObject,
} from '../../core/json';
import { resolveDiscoveryOptions } from './options';
import { MAX_SCORE } from './record';
import { regionItems, total } from './scoring';
import type { DiscoveryOptions, RegionKind, ScoreItem } from './types';
import { REGION_KINDS } from './types';
import { standings, type Standing } from '../../core/standings';
import { readDuringPlay, type DuringPlay } from '../../core/tally-reading';

export interface DiscoveryTallyFigure {
  player: string;
  region: RegionKind;
  tiles: number;
  cities: number;
  complete: boolean;
  /**
   * When the figure scored (this project's extension of formats §7, optional): 'play', taken back
   * during play (an unfinished region scores as such); 'end', still on the board at game end
   * (scored as if complete). Absent: 'end' in a final tally, else 'play', as before.
   */
  when?: 'play' | 'end';
}

export interface DiscoveryTally {
  format: 'discovery-tally';
  version: 1;
  players: string[];
  scores: Record<string, number>;
  figures: DiscoveryTallyFigure[];
  final: boolean;
  options: DiscoveryOptions;
  /**
   * What the figures taken back during play mean beside the track (core/tally-reading.ts), and whether the
   * tally said so.
   */
  duringPlay: DuringPlay;
  duringPlayGiven: boolean;
}

export interface DiscoveryTallyLine {
  /** Index in `figures`. */
  figure: number;
  type: RegionKind;
  complete: boolean;
  points: number;
  items: ScoreItem[];
  /** Taken back during play (its `when`). */
  play: boolean;
  /** Taken back during play and already on the track (`duringPlay: "on-track"`): shown, not added to the total. */
  onTrack?: true;
}

export interface DiscoveryTallyResult extends Standing {
  players: { name: string; score: number; start: number; lines: DiscoveryTallyLine[] }[];
  events: (DiscoveryTallyLine & { kind: 'score'; player: string })[];
  duringPlay: DuringPlay;
  duringPlayGiven: boolean;
}

const WHEN = ['play', 'end'] as const;

export function parseDiscoveryTally(raw: unknown): DiscoveryTally {
  const o = topObject(raw, '(tally)');
  if (o.format !== 'discovery-tally')
    refuseCore('format', { code: 'tally-format', expected: 'discovery-tally', got: shown(o.format) });
  if (o.version !== 1) refuseCore('version', { code: 'tally-version', got: shown(o.version) });
  const players = parsePlayers(o.players);
  const scores = o.scores === undefined ? {} : asPlayerCounts(o.scores, 'scores', players, MAX_SCORE);
  const figures = asArray(o.figures ?? [], 'figures', 500).map((f, i) => {
    const path = `figures[${i}]`;
    const fo = asObject(f, path);
    const region = fo.region;
    if (!isOneOf(region, REGION_KINDS))
      refuseDiscovery(`${path}.region`, {
        code: 'tally-region',
        regions: REGION_KINDS,
        got: shown(fo.region),
      });
    const tiles = asInt(fo.tiles, `${path}.tiles`, 1, 200);
    // No game holds a region larger than the whole tile set (84 tiles, the start tile included).
    if (tiles > STANDARD_TILE_COUNT)
      refuseDiscovery(`${path}.tiles`, { code: 'tally-region-tiles', n: tiles, max: STANDARD_TILE_COUNT });
    const cities =
      fo.cities === undefined
        ? region === 'plains'
          ? 0
          : refuseDiscovery(`${path}.cities`, { code: 'tally-cities-missing', region })
        : asInt(fo.cities, `${path}.cities`, 0, 400);
    const when =
      fo.when === undefined
        ? undefined
        : isOneOf(fo.when, WHEN)
          ? fo.when
          : refuseDiscovery(`${path}.when`, { code: 'tally-when', got: shown(fo.when) });
    return {
      player: asPlayer(fo.player, `${path}.player`, players),
      region,
      tiles,
      cities,
      complete: fo.complete !== undefined && asBool(fo.complete, `${path}.complete`),
      ...(when ? { when } : {}),
    };
  });
  const final = o.final !== undefined && asBool(o.final, 'final');
  const { duringPlay, given } = readDuringPlay(o.duringPlay);
  return {
    format: 'discovery-tally',
    version: 1,
    players,
    scores,
    figures,
    final,
    options: resolveDiscoveryOptions(o.options),
    duringPlay,
    duringPlayGiven: given,
  };
}

/** Score a tally (JSON value); throws EngineError naming the place. */
export function scoreDiscoveryTally(raw: unknown): DiscoveryTallyResult {
  const t = parseDiscoveryTally(raw);
  const own = (k: string) => (Object.hasOwn(t.scores, k) ? t.scores[k] : 0);
  const result: Omit<DiscoveryTallyResult, keyof Standing> = {
    players: t.players.map((name) => ({ name, score: own(name), start: own(name), lines: [] })),
    events: [],
    duringPlay: t.duringPlay,
    duringPlayGiven: t.duringPlayGiven,
  };
  t.figures.forEach((f, i) => {
    const atEnd = (f.when ?? (t.final ? 'end' : 'play')) === 'end';
    const items = regionItems(
      { kind: f.region, tiles: f.tiles, cities: f.cities },
      atEnd ? 'final' : f.complete ? 'complete' : 'incomplete',
      t.options,
      f.complete,
    );
    const onTrack = !atEnd && t.duringPlay === 'on-track';
    const line: DiscoveryTallyLine = {
      figure: i,
      type: f.region,
      complete: f.complete || atEnd,
      points: total(items),
      items,
      play: !atEnd,
      ...(onTrack ? { onTrack } : {}),
    };
    const p = result.players.find((x) => x.name === f.player)!;
    p.lines.push(line);
    if (!onTrack) p.score += line.points;
    result.events.push({ kind: 'score', player: f.player, ...line });
  });
  // After the final scoring the highest total wins; before it, the tally says who leads.
  return { ...result, ...standings(result.players, t.final) };
}
