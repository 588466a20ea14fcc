/**
 * Reading game records (formats §3): the shape is checked here, field by field, with errors
 * that name the place; the rules (legal placements, settlers, order) are checked by the game
 * as the record is replayed.
 */
import { describe, fail } from './errors';
import { MAX_COORD, isLocation, isRotation } from './geometry';
import { asArray, asInt, asObject } from './json';
import { resolveOptions } from './options';
import { ROLES } from './settlers';
import { validateTileType } from './tiles/tile-type';
import type { GameRecord, OrderEntry, PlacedSpec, Role, RuleOptions, SettlerSpec, Setup, TileType, Turn } from './types';

export const MAX_PLAYERS = 5;
export const MAX_TURNS = 2000;

/** A record whose shape has been checked, with options resolved. */
export interface ParsedRecord {
  players: string[];
  options: RuleOptions;
  /** The options exactly as the record gave them (for writing it back). */
  givenOptions: Record<string, unknown>;
  tiles?: TileType[];
  setup?: Setup;
  turns: Turn[];
  finish: boolean;
  extra: Record<string, unknown>;
}

function asTileId(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 40)
    fail(path, `must be a tile id (a letter A–AX or a record's own id), not ${describe(raw)}`);
  return raw;
}

/** Player names: 1–5 distinct non-empty strings. */
export function parsePlayers(raw: unknown, path = 'players'): string[] {
  const list = asArray(raw, path, MAX_PLAYERS);
  if (list.length === 0) fail(path, 'must name at least one player');
  const seen = new Set<string>();
  return list.map((p, i) => {
    if (typeof p !== 'string' || p.trim().length === 0 || p.length > 40)
      fail(`${path}[${i}]`, `must be a player name (1–40 characters), not ${describe(p)}`);
    if (seen.has(p)) fail(`${path}[${i}]`, `${JSON.stringify(p)} is named twice`);
    seen.add(p);
    return p;
  });
}

function parseRole(raw: unknown, path: string): Role | undefined {
  if (raw === undefined) return undefined;
  if (!ROLES.includes(raw as Role)) fail(path, `must be one of ${ROLES.join(', ')}, not ${describe(raw)}`);
  return raw as Role;
}

function parseSettler(raw: unknown, path: string, players: string[], needPlayer: boolean): SettlerSpec {
  const o = asObject(raw, path);
  if (!isLocation(o.at)) fail(`${path}.at`, `must be a location (N, E, S, W, Nw, Ne, En, Es, Se, Sw, Ws, Wn or C), not ${describe(o.at)}`);
  const s: SettlerSpec = { at: o.at };
  const role = parseRole(o.role, `${path}.role`);
  if (role) s.role = role;
  if (o.player !== undefined || needPlayer) {
    if (typeof o.player !== 'string' || !players.includes(o.player))
      fail(`${path}.player`, `must name one of the players (${players.join(', ')}), not ${describe(o.player)}`);
    s.player = o.player;
  }
  return s;
}

function parseRotation(raw: unknown, path: string) {
  if (raw === undefined) return 0;
  if (!isRotation(raw)) fail(path, `must be 0, 90, 180 or 270, not ${describe(raw)}`);
  return raw;
}

function parseSetup(raw: unknown, players: string[]): Setup {
  const o = asObject(raw, 'setup');
  const setup: Setup = {};
  if (o.surveyors !== undefined) {
    const list = asArray(o.surveyors, 'setup.surveyors', 2);
    setup.surveyors = list.map((c, i) => asInt(c, `setup.surveyors[${i}]`, 0, MAX_COORD));
  }
  if (o.trackSurveyor !== undefined) setup.trackSurveyor = asInt(o.trackSurveyor, 'setup.trackSurveyor', 0, 4);
  if (o.placed !== undefined) {
    setup.placed = asArray(o.placed, 'setup.placed', 500).map((p, i) => {
      const path = `setup.placed[${i}]`;
      const po = asObject(p, path);
      const placed: PlacedSpec = {
        tile: asTileId(po.tile, `${path}.tile`),
        col: asInt(po.col, `${path}.col`),
        row: asInt(po.row, `${path}.row`),
        rotation: parseRotation(po.rotation, `${path}.rotation`),
      };
      if (po.settler !== undefined) placed.settler = parseSettler(po.settler, `${path}.settler`, players, true) as PlacedSpec['settler'];
      return placed;
    });
  }
  if (o.scores !== undefined) {
    const so = asObject(o.scores, 'setup.scores');
    // fromEntries defines own properties, so a player named "__proto__" keeps its score.
    setup.scores = Object.fromEntries(
      Object.entries(so).map(([name, v]) => {
        if (!players.includes(name)) fail(`setup.scores.${name}`, `is not one of the players (${players.join(', ')})`);
        return [name, asInt(v, `setup.scores.${name}`, 0, 100000)];
      }),
    );
  }
  return setup;
}

function parseOrder(raw: unknown, path: string): OrderEntry[] {
  return asArray(raw, path, 20).map((e, j) => {
    const p = `${path}[${j}]`;
    const o = asObject(e, p);
    if (!isLocation(o.at)) fail(`${p}.at`, `must be a location (N, E, S, W, Nw … Wn or C), not ${describe(o.at)}`);
    return { col: asInt(o.col, `${p}.col`), row: asInt(o.row, `${p}.row`), at: o.at };
  });
}

/** Check one turn's shape. */
export function parseTurn(raw: unknown, path: string, players: string[]): Turn {
  const o = asObject(raw, path);
  const tile = asTileId(o.tile, `${path}.tile`);
  if (o.discard !== undefined && typeof o.discard !== 'boolean') fail(`${path}.discard`, `must be true or false, not ${describe(o.discard)}`);
  if (o.discard === true) {
    for (const k of ['col', 'row', 'rotation', 'settler', 'order'])
      if (o[k] !== undefined) fail(`${path}.${k}`, 'a discarded tile is not placed, so the turn has no ' + k);
    return { tile, discard: true };
  }
  const turn: Turn = {
    tile,
    col: asInt(o.col, `${path}.col`),
    row: asInt(o.row, `${path}.row`),
    rotation: parseRotation(o.rotation, `${path}.rotation`),
  };
  if (o.settler !== undefined) turn.settler = parseSettler(o.settler, `${path}.settler`, players, false);
  if (o.order !== undefined) turn.order = parseOrder(o.order, `${path}.order`);
  return turn;
}

/** Check a whole record's shape (not yet its moves). */
export function parseRecord(input: unknown): ParsedRecord {
  // Work on a copy: the game must not share objects with the caller's JSON.
  let raw: unknown;
  try {
    raw = structuredClone(input);
  } catch {
    fail('(record)', 'is not plain JSON data');
  }
  const o = asObject(raw, '(record)');
  if (o.format !== 'new-world-record') fail('format', `must be "new-world-record", not ${describe(o.format)}`);
  if (o.version !== 1) fail('version', `must be 1, not ${describe(o.version)}`);
  if (o.ruleset !== undefined && o.ruleset !== 'new-world') fail('ruleset', `must be "new-world", not ${describe(o.ruleset)}`);
  const players = parsePlayers(o.players);
  const options = resolveOptions(o.options);
  let tiles: TileType[] | undefined;
  if (o.tiles !== undefined) {
    const ids = new Set<string>();
    tiles = asArray(o.tiles, 'tiles', 300).map((t, i) => {
      const tt = validateTileType(t, `tiles[${i}]`);
      if (ids.has(tt.id)) fail(`tiles[${i}].id`, `${JSON.stringify(tt.id)} is defined twice`);
      if (tt.id.startsWith('start-') && !/^start-[0-9]$/.test(tt.id))
        fail(`tiles[${i}].id`, 'start spaces are start-0 … start-9');
      ids.add(tt.id);
      return tt;
    });
  }
  const setup = o.setup === undefined ? undefined : parseSetup(o.setup, players);
  const turns = o.turns === undefined ? [] : asArray(o.turns, 'turns', MAX_TURNS).map((t, i) => parseTurn(t, `turns[${i}]`, players));
  if (o.finish !== undefined && typeof o.finish !== 'boolean') fail('finish', `must be true or false, not ${describe(o.finish)}`);
  const known = new Set(['format', 'version', 'ruleset', 'players', 'options', 'tiles', 'setup', 'turns', 'finish']);
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (!known.has(k)) extra[k] = v;
  return {
    players,
    options,
    givenOptions: (o.options as Record<string, unknown>) ?? {},
    tiles,
    setup,
    turns,
    finish: o.finish === true,
    extra,
  };
}

/** Write a record back (the inverse of parseRecord, for export). */
export function writeRecord(p: Omit<ParsedRecord, 'extra'> & { extra?: Record<string, unknown> }): GameRecord {
  const r: GameRecord = { format: 'new-world-record', version: 1, ruleset: 'new-world', players: [...p.players], turns: [] };
  if (Object.keys(p.givenOptions).length) r.options = { ...p.givenOptions } as GameRecord['options'];
  if (p.tiles) r.tiles = structuredClone(p.tiles);
  if (p.setup) r.setup = structuredClone(p.setup);
  r.turns = structuredClone(p.turns);
  if (p.finish) r.finish = true;
  return { ...(p.extra ?? {}), ...r } as GameRecord;
}
