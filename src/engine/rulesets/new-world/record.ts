/**
 * Reading game records (formats §3): the shape is checked here, field by field, with errors
 * that name the place; the rules (legal placements, settlers, order) are checked by the game
 * as the record is replayed.
 */
import { shown } from '../../core/said';
import { MAX_COORD, isLocation, type Location } from '../../core/geometry';
import {
  asArray,
  asBool,
  asInt,
  asRotation,
  asObject,
  asOneOf,
  asPlayer,
  asPlayerCounts,
  copyJson,
  parsePlayers,
  topObject,
} from '../../core/json';
import { givenOptions, resolveOptions } from './options';
import { refuseNewWorld } from './refusals';
import { ROLES } from './settlers';
import { validateTileType } from './tiles/tile-type';
import type {
  GameRecord,
  OrderEntry,
  ParsedRecord,
  PlacedSpec,
  Role,
  SettlerSpec,
  Setup,
  TileType,
  Turn,
} from './types';
export type { ParsedRecord } from './types';

export const MAX_TURNS = 2000;
/** Largest score a record or tally may start from. */
export const MAX_SCORE = 100000;

function asTileId(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 40)
    refuseNewWorld(path, { code: 'not-tile-id', got: shown(raw) });
  return raw;
}

function parseRole(raw: unknown, path: string): Role | undefined {
  return raw === undefined ? undefined : asOneOf(raw, path, ROLES);
}

function parseSettler(raw: unknown, path: string, players: string[]): SettlerSpec {
  const o = asObject(raw, path);
  const s: SettlerSpec = { at: asLocation(o.at, `${path}.at`) };
  const role = parseRole(o.role, `${path}.role`);
  if (role) s.role = role;
  if (o.player !== undefined) s.player = asPlayer(o.player, `${path}.player`, players);
  return s;
}

/** A settler of a setup: its player must be named. */
function parseSetupSettler(raw: unknown, path: string, players: string[]): SettlerSpec & { player: string } {
  const o = asObject(raw, path);
  const at = asLocation(o.at, `${path}.at`);
  const role = parseRole(o.role, `${path}.role`);
  const player = asPlayer(o.player, `${path}.player`, players);
  return role ? { at, role, player } : { at, player };
}

export function asLocation(raw: unknown, path: string): Location {
  if (!isLocation(raw)) refuseNewWorld(path, { code: 'not-location', got: shown(raw) });
  return raw;
}

function parseSetup(raw: unknown, players: string[]): Setup {
  const o = asObject(raw, 'setup');
  const setup: Setup = {};
  if (o.surveyors !== undefined) {
    const list = asArray(o.surveyors, 'setup.surveyors', 2);
    setup.surveyors = list.map((c, i) => asInt(c, `setup.surveyors[${i}]`, 0, MAX_COORD));
  }
  if (o.trackSurveyor !== undefined)
    setup.trackSurveyor = asInt(o.trackSurveyor, 'setup.trackSurveyor', 0, 4);
  if (o.placed !== undefined) {
    setup.placed = asArray(o.placed, 'setup.placed', 500).map((p, i) => {
      const path = `setup.placed[${i}]`;
      const po = asObject(p, path);
      const placed: PlacedSpec = {
        tile: asTileId(po.tile, `${path}.tile`),
        col: asInt(po.col, `${path}.col`),
        row: asInt(po.row, `${path}.row`),
        rotation: asRotation(po.rotation, `${path}.rotation`),
      };
      if (po.settler !== undefined)
        placed.settler = parseSetupSettler(po.settler, `${path}.settler`, players);
      return placed;
    });
  }
  if (o.scores !== undefined) setup.scores = asPlayerCounts(o.scores, 'setup.scores', players, MAX_SCORE);
  return setup;
}

function parseOrder(raw: unknown, path: string): OrderEntry[] {
  return asArray(raw, path, 20).map((e, j) => {
    const p = `${path}[${j}]`;
    const o = asObject(e, p);
    return { col: asInt(o.col, `${p}.col`), row: asInt(o.row, `${p}.row`), at: asLocation(o.at, `${p}.at`) };
  });
}

/** The fields a discarded tile's turn must not have (it is not placed). */
const DISCARD_HAS_NO = ['col', 'row', 'rotation', 'settler', 'order'] as const;

/** Check one turn's shape. */
export function parseTurn(raw: unknown, path: string, players: string[]): Turn {
  const o = asObject(raw, path);
  const tile = asTileId(o.tile, `${path}.tile`);
  if (o.discard !== undefined && asBool(o.discard, `${path}.discard`)) {
    for (const field of DISCARD_HAS_NO)
      if (o[field] !== undefined) refuseNewWorld(`${path}.${field}`, { code: 'discard-has-field', field });
    return { tile, discard: true };
  }
  const turn: Turn = {
    tile,
    col: asInt(o.col, `${path}.col`),
    row: asInt(o.row, `${path}.row`),
    rotation: asRotation(o.rotation, `${path}.rotation`),
  };
  if (o.settler !== undefined) turn.settler = parseSettler(o.settler, `${path}.settler`, players);
  if (o.order !== undefined) turn.order = parseOrder(o.order, `${path}.order`);
  return turn;
}

/** Check a whole record's shape (not yet its moves). */
export function parseRecord(input: unknown): ParsedRecord {
  // Work on a copy: the game must not share objects with the caller's JSON.
  const o = asObject(copyJson(topObject(input, '(record)'), '(record)'), '(record)');
  if (o.format !== 'new-world-record')
    refuseNewWorld('format', { code: 'must-equal', expected: 'new-world-record', got: shown(o.format) });
  if (o.version !== 1) refuseNewWorld('version', { code: 'must-equal', expected: 1, got: shown(o.version) });
  if (o.ruleset !== undefined && o.ruleset !== 'new-world')
    refuseNewWorld('ruleset', { code: 'must-equal', expected: 'new-world', got: shown(o.ruleset) });
  const players = parsePlayers(o.players);
  const options = resolveOptions(o.options);
  let tiles: TileType[] | undefined;
  if (o.tiles !== undefined) {
    const ids = new Set<string>();
    tiles = asArray(o.tiles, 'tiles', 300).map((t, i) => {
      const tt = validateTileType(t, `tiles[${i}]`);
      if (ids.has(tt.id)) refuseNewWorld(`tiles[${i}].id`, { code: 'tile-defined-twice', tile: tt.id });
      if (tt.id.startsWith('start-') && !/^start-[0-9]$/.test(tt.id))
        refuseNewWorld(`tiles[${i}].id`, { code: 'bad-start-id', tile: tt.id });
      ids.add(tt.id);
      return tt;
    });
  }
  const setup = o.setup === undefined ? undefined : parseSetup(o.setup, players);
  const turns =
    o.turns === undefined
      ? []
      : asArray(o.turns, 'turns', MAX_TURNS).map((t, i) => parseTurn(t, `turns[${i}]`, players));
  if (o.finish !== undefined) asBool(o.finish, 'finish');
  const known = new Set([
    'format',
    'version',
    'ruleset',
    'players',
    'options',
    'tiles',
    'setup',
    'turns',
    'finish',
  ]);
  // fromEntries, not assignment: a "__proto__" field stays an own field.
  const extra: Record<string, unknown> = Object.fromEntries(Object.entries(o).filter(([k]) => !known.has(k)));
  return {
    players,
    options,
    givenOptions: givenOptions(options, o.options),
    tiles,
    setup,
    turns,
    finish: o.finish === true,
    extra,
  };
}

/** Write a record back (the inverse of parseRecord, for export). */
export function writeRecord(
  p: Omit<ParsedRecord, 'extra'> & { extra?: Record<string, unknown> },
): GameRecord {
  const r: GameRecord = {
    format: 'new-world-record',
    version: 1,
    ruleset: 'new-world',
    players: [...p.players],
    turns: [],
  };
  if (Object.keys(p.givenOptions).length) r.options = { ...p.givenOptions };
  if (p.tiles) r.tiles = structuredClone(p.tiles);
  if (p.setup) r.setup = structuredClone(p.setup);
  r.turns = structuredClone(p.turns);
  if (p.finish) r.finish = true;
  return { ...(p.extra ?? {}), ...r };
}
