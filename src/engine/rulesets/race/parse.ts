/** Reading a race tally (formats §7, `race-tally`): every problem names its place. */
import { refuseCore } from '../../core/refusals';
import { shown } from '../../core/said';
import { refuseRace } from './refusals';
import {
  asArray,
  asBool,
  asInt,
  asObject,
  asOneOf,
  isOneOf,
  asPlayerCounts,
  checkPlayerKey,
  parsePlayers,
  topObject,
} from '../../core/json';
import { resolveRaceOptions } from './options';
import { readDuringPlay } from '../../core/tally-reading';
import {
  RACE_LAPS,
  RACE_REGION_KINDS,
  type RaceHand,
  type RaceLap,
  type RaceRegion,
  type RaceRegionKind,
  type RaceTally,
} from './types';

const MAX_SCORE = 100000;
const MAX_MARKERS = 100;
const MAX_BONUS = 100;

function parseMarkers(
  raw: unknown,
  path: string,
  kind: RaceRegionKind,
  players: string[],
  neutral: string | null,
): Record<string, number> {
  const o = asObject(raw, path);
  return Object.fromEntries(
    Object.entries(o).map(([name, v]) => {
      if (neutral !== null && name === neutral) {
        if (kind !== 'island') refuseRace(`${path}.${name}`, { code: 'tally-neutral-in-city' });
      } else if (!players.includes(name)) {
        refuseRace(`${path}.${name}`, { code: 'tally-marker-colour', players, neutral });
      }
      return [name, asInt(v, `${path}.${name}`, 0, MAX_MARKERS)];
    }),
  );
}

function parseRegion(
  raw: unknown,
  path: string,
  index: number,
  players: string[],
  neutral: string | null,
): RaceRegion {
  const o = asObject(raw, path);
  const kind = asOneOf(o.kind, `${path}.kind`, RACE_REGION_KINDS);
  let name = `${kind} ${index + 1}`;
  if (o.name !== undefined) {
    if (typeof o.name !== 'string' || o.name.trim().length === 0 || o.name.length > 60)
      refuseRace(`${path}.name`, { code: 'tally-region-name', got: shown(o.name) });
    name = o.name;
  }
  const scored = o.scored !== undefined && asBool(o.scored, `${path}.scored`);
  const full = o.full === undefined ? scored : asBool(o.full, `${path}.full`);
  if (scored && !full) refuseRace(`${path}.scored`, { code: 'tally-scored-not-full' });
  const scoresNow = full && !scored;
  const bonus = (k: 'primary' | 'secondary') => {
    if (o[k] === undefined)
      return scoresNow ? refuseRace(`${path}.${k}`, { code: 'tally-bonus-missing', kind, bonus: k }) : 0;
    return asInt(o[k], `${path}.${k}`, 0, MAX_BONUS);
  };
  const primary = bonus('primary');
  const secondary = bonus('secondary');
  const markers = parseMarkers(o.markers ?? {}, `${path}.markers`, kind, players, neutral);
  return { kind, name, primary, secondary, full, scored, markers };
}

function parseHands(raw: unknown, players: string[]): Record<string, RaceHand> {
  const o = asObject(raw, 'hands');
  return Object.fromEntries(
    Object.entries(o).map(([name, v]) => {
      const path = `hands.${name}`;
      checkPlayerKey(name, path, players);
      const h = asObject(v, path);
      const n = (k: 'card' | 'cards' | 'commodities', max: number) =>
        h[k] === undefined ? 0 : asInt(h[k], `${path}.${k}`, 0, max);
      let lap: RaceLap = 0;
      if (h.lap !== undefined) {
        const given = h.lap;
        if (!isOneOf(given, RACE_LAPS)) refuseRace(`${path}.lap`, { code: 'lap', got: shown(h.lap) });
        lap = given;
      }
      return [name, { lap, card: n('card', 20), cards: n('cards', 36), commodities: n('commodities', 500) }];
    }),
  );
}

/** Check a race tally's shape; throws EngineError naming the place. */
export function parseRaceTally(raw: unknown): RaceTally {
  const o = topObject(raw, '(tally)');
  if (o.format !== 'race-tally')
    refuseCore('format', { code: 'tally-format', expected: 'race-tally', got: shown(o.format) });
  if (o.version !== 1) refuseCore('version', { code: 'tally-version', got: shown(o.version) });
  const players = parsePlayers(o.players);
  if (players.length < 2 || players.length > 4)
    refuseRace('players', { code: 'tally-players-count', count: players.length });
  let neutral: string | null = null;
  if (o.neutral !== undefined && o.neutral !== null) {
    if (typeof o.neutral !== 'string' || o.neutral.trim().length === 0 || o.neutral.length > 40)
      refuseRace('neutral', { code: 'tally-neutral-name', got: shown(o.neutral) });
    if (players.length !== 2) refuseRace('neutral', { code: 'tally-neutral-players', count: players.length });
    if (players.includes(o.neutral))
      refuseRace('neutral', { code: 'tally-neutral-is-player', name: o.neutral });
    neutral = o.neutral;
  }
  const scores = o.scores === undefined ? {} : asPlayerCounts(o.scores, 'scores', players, MAX_SCORE);
  const regions = asArray(o.regions ?? [], 'regions', 200).map((r, i) =>
    parseRegion(r, `regions[${i}]`, i, players, neutral),
  );
  const final = o.final !== undefined && asBool(o.final, 'final');
  const hands = o.hands === undefined ? {} : parseHands(o.hands, players);
  const options = resolveRaceOptions(o.options);
  const { duringPlay, given } = readDuringPlay(o.duringPlay);
  return {
    format: 'race-tally',
    version: 1,
    players,
    neutral,
    scores,
    regions,
    final,
    hands,
    options,
    duringPlay,
    duringPlayGiven: given,
  };
}
