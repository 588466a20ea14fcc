/**
 * Reading and writing The Discovery's game records (formats §8): the shape is checked here,
 * field by field, with errors that name the place; the rules are checked by the game as the
 * record is replayed.
 */
import { shown } from '../../core/said';
import { isEdge, type Edge } from '../../core/geometry';
import {
  asArray,
  asBool,
  asInt,
  asObject,
  asOneOf,
  asPlayer,
  asPlayerCounts,
  asRotation,
  copyJson,
  parsePlayers,
  topObject,
} from '../../core/json';
import { refuseDiscovery } from './refusals';
import { givenDiscoveryOptions, resolveDiscoveryOptions } from './options';
import { validateTileType } from './tiles';
import type {
  DiscoveryOptions,
  DiscoveryRecord,
  DiscoveryRole,
  DiscoverySetupTile,
  DiscoveryTileDef,
  DiscoveryTurn,
} from './types';
import { ROLES } from './types';

export const MAX_TURNS = 2000;
export const MAX_SCORE = 100000;

export interface ParsedDiscoveryRecord {
  players: string[];
  options: DiscoveryOptions;
  givenOptions: Partial<DiscoveryOptions>;
  tiles?: DiscoveryTileDef[];
  setup?: { placed: DiscoverySetupTile[]; scores: Record<string, number> };
  turns: DiscoveryTurn[];
  finish: boolean;
  extra: Record<string, unknown>;
}

/** A record without its moves: what a game starts from. */
export type DiscoverySpec = Omit<ParsedDiscoveryRecord, 'turns' | 'finish'>;

function asTileId(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 40)
    refuseDiscovery(path, { code: 'not-a-tile-id', got: shown(raw) });
  return raw;
}

export function asEdge(raw: unknown, path: string): Edge {
  if (!isEdge(raw)) refuseDiscovery(path, { code: 'not-an-edge', got: shown(raw) });
  return raw;
}

/** A figure's place and role (its player, when a setup names one, is read by the caller). */
function parseFigure(o: Record<string, unknown>, path: string): { at: Edge; role?: DiscoveryRole } {
  const f: { at: Edge; role?: DiscoveryRole } = { at: asEdge(o.at, `${path}.at`) };
  if (o.role !== undefined) f.role = asOneOf(o.role, `${path}.role`, ROLES);
  return f;
}

/** Check one turn's shape. */
export function parseDiscoveryTurn(raw: unknown, path: string, players: string[]): DiscoveryTurn {
  const o = asObject(raw, path);
  const tile = asTileId(o.tile, `${path}.tile`);
  if (o.discard !== undefined && asBool(o.discard, `${path}.discard`)) {
    for (const k of ['x', 'y', 'rotation', 'figure', 'withdraw'])
      if (o[k] !== undefined) refuseDiscovery(`${path}.${k}`, { code: 'removed-not-placed', field: k });
    return { tile, discard: true };
  }
  const turn: DiscoveryTurn = {
    tile,
    x: asInt(o.x, `${path}.x`),
    y: asInt(o.y, `${path}.y`),
    rotation: asRotation(o.rotation, `${path}.rotation`),
  };
  if (o.figure !== undefined) {
    const fo = asObject(o.figure, `${path}.figure`);
    const f = parseFigure(fo, `${path}.figure`);
    if (fo.player !== undefined) {
      asPlayer(fo.player, `${path}.figure.player`, players);
      refuseDiscovery(`${path}.figure.player`, { code: 'figure-names-player' });
    }
    turn.figure = f;
  }
  if (o.withdraw !== undefined) {
    if (o.figure !== undefined)
      refuseDiscovery(`${path}.withdraw`, { code: 'figure-or-withdraw', done: null });
    const w = asObject(o.withdraw, `${path}.withdraw`);
    turn.withdraw = { x: asInt(w.x, `${path}.withdraw.x`), y: asInt(w.y, `${path}.withdraw.y`) };
  }
  return turn;
}

function parseSetup(raw: unknown, players: string[]): NonNullable<ParsedDiscoveryRecord['setup']> {
  const o = asObject(raw, 'setup');
  for (const k of Object.keys(o))
    if (k !== 'placed' && k !== 'scores') refuseDiscovery(`setup.${k}`, { code: 'not-in-setup' });
  const placed = asArray(o.placed ?? [], 'setup.placed', 500).map((p, i) => {
    const path = `setup.placed[${i}]`;
    const po = asObject(p, path);
    const t: DiscoverySetupTile = {
      tile: asTileId(po.tile, `${path}.tile`),
      x: asInt(po.x, `${path}.x`),
      y: asInt(po.y, `${path}.y`),
      rotation: asRotation(po.rotation, `${path}.rotation`),
    };
    if (po.figure !== undefined) {
      const fo = asObject(po.figure, `${path}.figure`);
      t.figure = {
        ...parseFigure(fo, `${path}.figure`),
        player: asPlayer(fo.player, `${path}.figure.player`, players),
      };
    }
    return t;
  });
  return {
    placed,
    scores: o.scores === undefined ? {} : asPlayerCounts(o.scores, 'setup.scores', players, MAX_SCORE),
  };
}

/** Check a whole record's shape (not yet its moves). */
export function parseDiscoveryRecord(input: unknown): ParsedDiscoveryRecord {
  const o = asObject(copyJson(topObject(input, '(record)'), '(record)'), '(record)');
  if (o.format !== 'discovery-record')
    refuseDiscovery('format', { code: 'wrong-format', got: shown(o.format) });
  if (o.version !== 1) refuseDiscovery('version', { code: 'wrong-version', got: shown(o.version) });
  if (o.ruleset !== undefined && o.ruleset !== 'discovery')
    refuseDiscovery('ruleset', { code: 'wrong-ruleset', got: shown(o.ruleset) });
  const players = parsePlayers(o.players);
  if (players.length < 2) refuseDiscovery('players', { code: 'too-few-players' });
  const options = resolveDiscoveryOptions(o.options);
  let tiles: DiscoveryTileDef[] | undefined;
  if (o.tiles !== undefined) {
    const ids = new Set<string>();
    tiles = asArray(o.tiles, 'tiles', 300).map((t, i) => {
      const tt = validateTileType(t, `tiles[${i}]`);
      if (ids.has(tt.id)) refuseDiscovery(`tiles[${i}].id`, { code: 'tile-defined-twice', id: tt.id });
      ids.add(tt.id);
      return tt;
    });
  }
  const setup = o.setup === undefined ? undefined : parseSetup(o.setup, players);
  const turns =
    o.turns === undefined
      ? []
      : asArray(o.turns, 'turns', MAX_TURNS).map((t, i) => parseDiscoveryTurn(t, `turns[${i}]`, players));
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
    givenOptions: givenDiscoveryOptions(options, o.options),
    tiles,
    setup,
    turns,
    finish: o.finish === true,
    extra,
  };
}

/** Write a record back (the inverse of parseDiscoveryRecord). */
export function writeDiscoveryRecord(
  p: DiscoverySpec & { turns: DiscoveryTurn[]; finish: boolean },
): DiscoveryRecord {
  const r: DiscoveryRecord = {
    format: 'discovery-record',
    version: 1,
    ruleset: 'discovery',
    players: [...p.players],
    turns: [],
  };
  if (Object.keys(p.givenOptions).length) r.options = { ...p.givenOptions };
  if (p.tiles) r.tiles = structuredClone(p.tiles);
  if (p.setup) {
    r.setup = { placed: structuredClone(p.setup.placed) };
    if (Object.keys(p.setup.scores).length) r.setup.scores = { ...p.setup.scores };
  }
  r.turns = structuredClone(p.turns);
  if (p.finish) r.finish = true;
  return { ...(p.extra ?? {}), ...r };
}
