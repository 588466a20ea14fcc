/**
 * Properties of The Discovery over seeded random games (random.ts), replayed turn by turn
 * through DiscoveryGame with the invariants checked as the game goes: figures are conserved,
 * scores never fall, records round-trip, the engine's regions agree with a brute-force flood
 * fill written from formats §8 alone, every score agrees with the rules applied to that flood
 * fill, and illegal moves are refused leaving the game exactly as it was.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  DISCOVERY_TILES,
  DiscoveryGame,
  EngineError,
  FIGURES_PER_PLAYER,
  playRandomDiscovery,
  type DiscoveryOptions,
  type DiscoveryRecord,
  type DiscoveryTileDef,
  type DiscoveryTurn,
  type RegionKind,
} from '@engine/index';
import type { Edge, Rotation } from '@engine/core/geometry';
import { snapshot } from './helpers';

vi.setConfig({ testTimeout: 120_000 });

// ---------------------------------------------------------------------------------------------
// A brute-force reference, from formats §8 only: x grows east, y grows south; a tile turned r
// shows its edge e on board edge (e + r/90) mod 4 in the order N, E, S, W.
// ---------------------------------------------------------------------------------------------

const EDGES: Edge[] = ['N', 'E', 'S', 'W'];
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
const TYPES = new Map<string, DiscoveryTileDef>(DISCOVERY_TILES.map((t) => [t.id, t]));
const KINDS: RegionKind[] = ['plains', 'mountains', 'seas'];

interface TableTile {
  tile: string;
  x: number;
  y: number;
  rotation: Rotation;
}
interface Seg {
  id: number;
  x: number;
  y: number;
  kind: RegionKind;
  /** Index in its kind's list on the tile type. */
  index: number;
  /** Board edges (0..3). */
  edges: number[];
}
interface Region {
  kind: RegionKind;
  segs: Seg[];
  tiles: Set<string>;
  open: number;
  cities: number;
}

const pos = (x: number, y: number) => `${x},${y}`;
/** Grid points at the ends of board edge d of the tile at (x, y). */
function ends(x: number, y: number, d: number): string[] {
  return [
    [pos(x, y), pos(x + 1, y)],
    [pos(x + 1, y), pos(x + 1, y + 1)],
    [pos(x, y + 1), pos(x + 1, y + 1)],
    [pos(x, y), pos(x, y + 1)],
  ][d];
}

function floodFill(table: readonly TableTile[], o: DiscoveryOptions) {
  const segs: Seg[] = [];
  const at = new Map<string, Seg>(); // "x,y,d" → segment claiming that board edge
  const cities: { land: Seg; sea: Seg; x: number; y: number }[] = [];
  const byTile = new Map<string, Seg[]>();
  for (const t of table) {
    const def = TYPES.get(t.tile)!;
    const mine: Record<string, Seg[]> = {};
    for (const kind of KINDS)
      mine[kind] = (def[kind] ?? []).map((r, index) => {
        const s: Seg = {
          id: segs.length,
          x: t.x,
          y: t.y,
          kind,
          index,
          edges: r.edges.map((e) => (EDGES.indexOf(e) + t.rotation / 90) % 4),
        };
        segs.push(s);
        for (const d of s.edges) at.set(`${t.x},${t.y},${d}`, s);
        return s;
      });
    byTile.set(
      pos(t.x, t.y),
      KINDS.flatMap((k) => mine[k]),
    );
    for (const c of def.cities ?? [])
      cities.push({ land: mine[c.in][c.index], sea: mine.seas[c.sea], x: t.x, y: t.y });
  }
  const occupied = new Set(table.map((t) => pos(t.x, t.y)));
  // Flood fill across matching edges.
  const regionOf = new Map<number, Region>();
  const regions: Region[] = [];
  for (const s0 of segs) {
    if (regionOf.has(s0.id)) continue;
    const r: Region = { kind: s0.kind, segs: [], tiles: new Set(), open: 0, cities: 0 };
    regions.push(r);
    const stack = [s0];
    regionOf.set(s0.id, r);
    while (stack.length) {
      const s = stack.pop()!;
      r.segs.push(s);
      r.tiles.add(pos(s.x, s.y));
      for (const d of s.edges) {
        const nx = s.x + DX[d];
        const ny = s.y + DY[d];
        if (!occupied.has(pos(nx, ny))) {
          r.open++;
          continue;
        }
        const n = at.get(`${nx},${ny},${(d + 2) % 4}`)!;
        expect(n.kind).toBe(s.kind); // a legal table: edges that meet show the same kind
        if (!regionOf.has(n.id)) {
          regionOf.set(n.id, r);
          stack.push(n);
        }
      }
    }
  }
  const points = (s: Seg) => new Set(s.edges.flatMap((d) => ends(s.x, s.y, d)));
  const touch = (a: Seg, b: Seg) => [...points(a)].some((p) => points(b).has(p));
  /** Plains region p borders mountain region m: a shared corner on one tile (or anywhere, with cornerBorder). */
  const borders = (m: Region, p: Region) =>
    m.segs.some((a) => p.segs.some((b) => (o.cornerBorder || (a.x === b.x && a.y === b.y)) && touch(a, b)));
  for (const r of regions) {
    if (r.kind === 'mountains') {
      const lands = new Set<Region>([r, ...regions.filter((p) => p.kind === 'plains' && borders(r, p))]);
      r.cities = cities.filter((c) => lands.has(regionOf.get(c.land.id)!)).length;
    } else if (r.kind === 'plains') {
      r.cities = cities.filter((c) => regionOf.get(c.land.id) === r).length;
    } else {
      r.cities = cities.filter(
        (c) =>
          regionOf.get(c.sea.id) === r ||
          (o.cityShores === 'every-sea' &&
            byTile
              .get(pos(c.x, c.y))!
              .some((s) => s.kind === 'seas' && regionOf.get(s.id) === r && touch(s, c.land))),
      ).length;
    }
  }
  /** The region under board edge d of the tile at (x, y). */
  const regionAt = (x: number, y: number, d: number) => regionOf.get(at.get(`${x},${y},${d}`)!.id)!;
  return { regions, regionAt, occupied };
}

/** What a figure's region is worth, from the rules (2.2 and the final scoring). */
function worth(
  r: { kind: RegionKind; tiles: number; cities: number },
  as: 'incomplete' | 'complete' | 'final',
  reallyComplete: boolean,
  o: DiscoveryOptions,
): number {
  let small = false;
  if (as !== 'incomplete' && (as === 'complete' || reallyComplete || o.finalSmallRegion))
    small = o.smallRegion === 'two-or-fewer' ? r.tiles <= 2 : r.tiles === 2;
  const full = as !== 'incomplete' && !small;
  if (r.kind === 'plains') return r.tiles * (full ? 2 : 1);
  if (r.kind === 'mountains') return r.cities * (full ? 2 : 1);
  return r.cities + (full ? r.tiles : 0);
}

/** The empty squares next to a tile on the table. */
function frontier(table: readonly TableTile[]): string[] {
  const taken = new Set(table.map((t) => pos(t.x, t.y)));
  const spots = new Set<string>();
  for (const t of table)
    for (let d = 0; d < 4; d++)
      if (!taken.has(pos(t.x + DX[d], t.y + DY[d]))) spots.add(pos(t.x + DX[d], t.y + DY[d]));
  return [...spots];
}

/** Where the tile may go, by the rules: an empty square next to a tile, every touching edge of the same kind. */
function legalByRules(table: readonly TableTile[], tileId: string): string[] {
  const kindOn = new Map<string, RegionKind>();
  for (const t of table) {
    const def = TYPES.get(t.tile)!;
    for (const k of KINDS)
      for (const r of def[k] ?? [])
        for (const e of r.edges) kindOn.set(`${t.x},${t.y},${(EDGES.indexOf(e) + t.rotation / 90) % 4}`, k);
  }
  const def = TYPES.get(tileId)!;
  const mine = new Map<number, RegionKind>();
  for (const k of KINDS) for (const r of def[k] ?? []) for (const e of r.edges) mine.set(EDGES.indexOf(e), k);
  const out: string[] = [];
  for (const spot of frontier(table)) {
    const [x, y] = spot.split(',').map(Number);
    for (const rotation of [0, 90, 180, 270]) {
      const ok = [0, 1, 2, 3].every((d) => {
        const theirs = kindOn.get(`${x + DX[d]},${y + DY[d]},${(d + 2) % 4}`);
        return theirs === undefined || theirs === mine.get((d - rotation / 90 + 4) % 4);
      });
      if (ok) out.push(`${x},${y},${rotation}`);
    }
  }
  return out.sort();
}

// ---------------------------------------------------------------------------------------------
// Thirty seeded games, with every option reading in turn
// ---------------------------------------------------------------------------------------------

function optionsFor(i: number): Partial<DiscoveryOptions> {
  return {
    smallRegion: i % 2 ? 'exactly-two' : 'two-or-fewer',
    finalSmallRegion: i % 3 !== 1,
    cornerBorder: i % 4 >= 2,
    cityShores: i % 5 < 2 ? 'every-sea' : 'own-sea',
    hand: (((i % 7) % 2) + 1) as 1 | 2,
    removeTiles: (['none', 'rulebook', 'even'] as const)[i % 3],
    lastTile: i % 6 < 3 ? 'ends-game' : 'full-turn',
  };
}

const SEEDS = Array.from({ length: 30 }, (_, i) => ({
  seed: 1000 + 37 * i,
  players: 2 + (i % 4),
  options: optionsFor(i),
  figureChance: [0.3, 0.6, 0.9][i % 3],
}));

/** How often each refusal was tried over all games, so that no property passes by never being tested. */
const tried = {
  lastTile: 0,
  occupiedSquare: 0,
  badRotation: 0,
  occupiedRegion: 0,
  deployAndWithdraw: 0,
  wholeTurn: 0,
  withdrawals: 0,
  finals: 0,
};

function refusedUnchanged(g: DiscoveryGame, move: () => void, reason: RegExp): void {
  const before = snapshot(g);
  let error: unknown = null;
  try {
    move();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(EngineError);
  expect((error as Error).message).toMatch(reason);
  expect(snapshot(g)).toBe(before);
}

function checkRegions(g: DiscoveryGame, o: DiscoveryOptions) {
  const ref = floodFill(g.tiles, o);
  // The same partition of the table's edges into regions...
  const rootOf = (x: number, y: number, d: number) => {
    const t = g.board.tileAt(x, y)!;
    return g.board.find(t.segBase + t.tile.edgeSeg[t.q][d]);
  };
  const roots = new Map<Region, number>();
  const seen = new Map<number, Region>();
  for (const t of g.tiles)
    for (let d = 0; d < 4; d++) {
      const r = ref.regionAt(t.x, t.y, d);
      const root = rootOf(t.x, t.y, d);
      if (!roots.has(r)) roots.set(r, root);
      expect(roots.get(r)).toBe(root);
      if (!seen.has(root)) seen.set(root, r);
      expect(seen.get(root)).toBe(r);
    }
  // ...each with the same kind, tiles, cities, and complete exactly when no edge is open.
  for (const r of ref.regions) {
    const s = r.segs[0];
    const view = g.regionAt(s.x, s.y, EDGES[s.edges[0]])!;
    expect({
      kind: view.kind,
      tiles: view.tiles,
      cities: view.cities,
      complete: view.complete,
      at: view.at.map((p) => pos(p.x, p.y)).sort(),
    }).toEqual({
      kind: r.kind,
      tiles: r.tiles.size,
      cities: r.cities,
      complete: r.open === 0,
      at: [...r.tiles].sort(),
    });
  }
  return ref;
}

function playChecked(rec: DiscoveryRecord, original: DiscoveryGame): void {
  const g = DiscoveryGame.fromRecord({ ...rec, turns: [], finish: false });
  const o = g.options;
  const eventsOf = (p: string) =>
    g.events
      .filter((e) => e.kind === 'score' && e.player === p)
      .reduce((n, e) => n + (e.kind === 'score' ? e.points : 0), 0);
  let last = g.scores;
  const invariants = () => {
    for (const p of g.players) {
      expect(g.figuresInSupply[p] + g.figures.filter((f) => f.player === p).length).toBe(FIGURES_PER_PLAYER);
      expect(g.figuresInSupply[p]).toBeGreaterThanOrEqual(0);
      expect(g.scores[p]).toBeGreaterThanOrEqual(last[p]);
      expect(g.scores[p]).toBe(eventsOf(p));
    }
    last = g.scores;
  };

  rec.turns.forEach((turn: DiscoveryTurn, i) => {
    if (turn.discard) {
      expect(legalByRules(g.tiles, turn.tile)).toEqual([]);
      g.play(turn);
      invariants();
      return;
    }
    // Where the tile may go: the engine and the rules agree.
    const legal = g
      .legalPlacements(turn.tile)
      .map((p) => `${p.x},${p.y},${p.rotation}`)
      .sort();
    expect(legal).toEqual(legalByRules(g.tiles, turn.tile));
    // Refused placements leave the game as it was.
    const taken = g.tiles[i % g.tiles.length];
    refusedUnchanged(g, () => g.place(turn.tile, { x: taken.x, y: taken.y, rotation: 0 }), /already taken/);
    tried.occupiedSquare++;
    // A square next to the table, turned so that some edge does not match.
    const bad = frontier(g.tiles)
      .map((k) => k.split(',').map(Number))
      .flatMap(([x, y]) => ([0, 90, 180, 270] as const).map((rotation) => ({ x, y, rotation })))
      .find((p) => !legal.includes(`${p.x},${p.y},${p.rotation}`));
    if (bad) {
      refusedUnchanged(g, () => g.place(turn.tile, bad), /meets the .* edge of tile/);
      refusedUnchanged(g, () => g.play({ tile: turn.tile, ...bad }), /^turn: tile .* cannot go at/);
      tried.badRotation++;
    }

    g.place(turn.tile, { x: turn.x, y: turn.y, rotation: turn.rotation ?? 0 });
    const ref = checkRegions(g, o);
    // A figure may go on each region of this tile that holds none, and nowhere else.
    const held = new Set(g.figures.map((f) => ref.regionAt(f.x, f.y, EDGES.indexOf(f.at))));
    const free = new Map<Region, Edge>();
    const full: Edge[] = [];
    for (let d = 0; d < 4; d++) {
      const r = ref.regionAt(turn.x, turn.y, d);
      if (held.has(r)) full.push(EDGES[d]);
      else if (!free.has(r)) free.set(r, EDGES[d]);
    }
    const supply = g.figuresInSupply[g.currentPlayer];
    // The last tile (the box holds only what the expert variant set aside): by default the game is over.
    // Random games play every tile, so the record's last turn (when it lays a tile) lays the last one.
    const lastTile = i === rec.turns.length - 1;
    expect(g.isLastTile()).toBe(lastTile);
    const ended = lastTile && o.lastTile === 'ends-game';
    if (ended) {
      expect(g.deployOptions()).toEqual([]);
      expect(g.withdrawOptions()).toEqual([]);
      for (const d of EDGES)
        refusedUnchanged(g, () => g.deploy({ at: d }), /game ended when the last tile was placed/);
      for (const f of g.figures.filter((x) => x.player === g.currentPlayer))
        refusedUnchanged(g, () => g.withdraw(f), /game ended when the last tile was placed/);
      tried.lastTile++;
    } else {
      expect(g.deployOptions().map((f) => f.at)).toEqual(supply > 0 ? [...free.values()] : []);
      for (const at of full) {
        refusedUnchanged(
          g,
          () => g.deploy({ at }),
          supply > 0 ? /already holds a figure/ : /no figure left in supply/,
        );
        tried.occupiedRegion++;
      }
    }
    if (full.length && supply > 0 && i % 3 === 0 && !ended) {
      // The whole turn through play(): the tile is put down, the figure refused, and everything undone.
      g.undo();
      refusedUnchanged(
        g,
        () =>
          g.play({ tile: turn.tile, x: turn.x, y: turn.y, rotation: turn.rotation, figure: { at: full[0] } }),
        /already holds a figure/,
      );
      tried.wholeTurn++;
      g.place(turn.tile, { x: turn.x, y: turn.y, rotation: turn.rotation ?? 0 });
    }

    if (turn.figure) {
      g.deploy(turn.figure);
      const mine = g.figures.find((f) => f.player === g.currentPlayer && !(f.x === turn.x && f.y === turn.y));
      if (mine) {
        refusedUnchanged(g, () => g.withdraw(mine), /never both/);
        tried.deployAndWithdraw++;
      }
    } else if (turn.withdraw) {
      const f = g.figures.find(
        (x) => x.x === turn.withdraw!.x && x.y === turn.withdraw!.y && x.player === g.currentPlayer,
      )!;
      const r = ref.regionAt(f.x, f.y, EDGES.indexOf(f.at));
      const before = g.events.length;
      g.withdraw(turn.withdraw);
      const ev = g.events[before];
      expect(ev.kind === 'score' && ev.points).toBe(
        worth(
          { kind: r.kind, tiles: r.tiles.size, cities: r.cities },
          r.open === 0 ? 'complete' : 'incomplete',
          r.open === 0,
          o,
        ),
      );
      tried.withdrawals++;
      const options = g.deployOptions();
      expect(options).toEqual([]);
      refusedUnchanged(g, () => g.deploy({ at: 'N' }), /never both/);
      tried.deployAndWithdraw++;
    }
    g.endTurn();
    invariants();
    if (i % 20 === 0) {
      // A record written mid-game reads back to the same game.
      const back = DiscoveryGame.fromRecord(JSON.parse(JSON.stringify(g.toRecord())));
      expect(back.events).toEqual(g.events);
      expect(back.figures).toEqual(g.figures);
    }
  });

  // Game end: every figure left scores its region as if complete.
  const ref = floodFill(g.tiles, o);
  // At most one figure per tile: it goes down only on the tile just laid, one per turn.
  const standing = new Map(
    g.figures.map((f) => [
      pos(f.x, f.y),
      { player: f.player, region: ref.regionAt(f.x, f.y, EDGES.indexOf(f.at)) },
    ]),
  );
  expect(standing.size).toBe(g.figures.length);
  const before = g.events.length;
  if (rec.finish) g.finish();
  const finals = g.events.slice(before);
  expect(finals.length).toBe(rec.finish ? standing.size : 0);
  for (const ev of finals) {
    if (ev.kind !== 'score') throw new Error('a final event that is not a score');
    const { player, region: r } = standing.get(pos(ev.x, ev.y))!;
    expect([ev.final, ev.player, ev.type]).toEqual([true, player, r.kind]);
    expect(ev.points).toBe(
      worth({ kind: r.kind, tiles: r.tiles.size, cities: r.cities }, 'final', r.open === 0, o),
    );
    tried.finals++;
  }
  invariants();
  if (rec.finish) expect(g.figures).toEqual([]);

  // Played turn by turn or replayed from the record: the same game as the random player's.
  expect(g.events).toEqual(original.events);
  expect(g.scores).toEqual(original.scores);
  expect(g.toRecord()).toEqual(rec);
  const back = DiscoveryGame.fromRecord(JSON.parse(JSON.stringify(rec)));
  expect(back.events).toEqual(original.events);
  expect(back.scores).toEqual(original.scores);
  expect(back.toRecord()).toEqual(rec);
}

describe('seeded random games, turn by turn', () => {
  it.each(SEEDS)('seed $seed, $players players', ({ seed, players, options, figureChance }) => {
    const original = playRandomDiscovery({ seed, players, options, figureChance, finish: seed % 2 === 0 });
    const rec = original.toRecord();
    expect(rec.turns.length).toBeGreaterThan(70);
    playChecked(rec, original);
  });

  it('a game in which a tile fits nowhere and is removed (rare: found by searching the seeds)', () => {
    let seed = 0;
    while (
      seed < 500 &&
      !playRandomDiscovery({ seed, players: 2, finish: false })
        .toRecord()
        .turns.some((t) => t.discard)
    )
      seed++;
    expect(seed).toBeLessThan(500);
    const original = playRandomDiscovery({ seed, players: 2 });
    const rec = original.toRecord();
    const discards = rec.turns.filter((t) => t.discard).length;
    expect(discards).toBeGreaterThan(0);
    // Every tile is drawn once: laid or removed.
    expect(rec.turns.length).toBe(83);
    expect(original.tiles.length).toBe(1 + 83 - discards);
    playChecked(rec, original);
  });

  it('the same seed gives the same game; another seed another', () => {
    const a = playRandomDiscovery({ seed: 5, players: 3 }).toRecord();
    expect(playRandomDiscovery({ seed: 5, players: 3 }).toRecord()).toEqual(a);
    expect(playRandomDiscovery({ seed: 6, players: 3 }).toRecord()).not.toEqual(a);
  });

  it('every property was put to the test', () => {
    // Runs after the games above (same file, in order).
    expect(tried.occupiedSquare).toBeGreaterThan(1000);
    expect(tried.badRotation).toBeGreaterThan(500);
    expect(tried.occupiedRegion).toBeGreaterThan(50);
    expect(tried.deployAndWithdraw).toBeGreaterThan(50);
    expect(tried.wholeTurn).toBeGreaterThan(10);
    expect(tried.withdrawals).toBeGreaterThan(50);
    expect(tried.finals).toBeGreaterThan(10);
    expect(tried.lastTile).toBeGreaterThan(5);
  });
});
