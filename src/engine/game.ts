/**
 * The game facade: one object per game, with short verbs in the manner of chess.js.
 *
 *   const g = new Game({ players: ['Red', 'Blue'] });
 *   g.legalPlacements('K');              // [{ col, row, rotation }, …]
 *   g.place('K', { col: 1, row: 4, rotation: 0 });
 *   g.deployOptions();                   // [{ role: 'shopkeeper', at: 'N' }, …]
 *   g.deploy({ at: 'N' });
 *   g.score();                           // ends the turn: complete, deploy, score, return
 *   g.play({ tile: 'B', col: 2, row: 4, rotation: 90 });   // a whole turn at once
 *   g.finish();                          // end-game scoring
 *   g.toRecord();  Game.fromRecord(json);  g.undo();
 *
 * The record is the truth: undo replays it from the start. A refused move throws an
 * EngineError naming the place and the reason, and leaves the game as it was.
 */
import { Board, type FeatureInfo, type PlacedTile } from './board';
import { EngineError, describe, fail } from './errors';
import { EDGES, ROTATIONS, isLocation, isRotation, quarter } from './geometry';
import { asInt } from './json';
import { parsePlayers, parseRecord, parseTurn, writeRecord, type ParsedRecord } from './record';
import { bonusItem, majority, scoreItems, total, type FeatureCounts } from './scoring';
import { locationOf, roleOf, segmentAt } from './settlers';
import { applyMove, bonusSurveyors, evictionLimit, surveyorMove, type SurveyorState } from './surveyors';
import { catalog, START_ROWS, STANDARD_TILES, type CompiledTile } from './tiles';
import type {
  FeatureRef, FeatureType, GameEvent, GameRecord, Location, OrderEntry, Placement, PositionView,
  Role, RuleOptions, SettlerSpec, SettlerView, Turn,
} from './types';
import { resolveOptions } from './options';

/** Settlers each player has to deploy (the sixth piece is the score marker). */
export const SETTLERS_PER_PLAYER = 5;

interface TableSettler {
  player: number;
  /** Segment id on the board. */
  seg: number;
  role: Role;
  lying: boolean;
  col: number;
  row: number;
  at: Location;
}

export interface DeployOption {
  role: Role;
  at: Location;
}

export interface CompletedFeature {
  /** Root segment id (stable during the turn). */
  seg: number;
  type: FeatureType;
  /** A location that names it, for `order`. */
  ref: OrderEntry;
  /** Standing settlers on it, by player name. */
  settlers: Record<string, number>;
}

/** A feature as seen from outside: which tiles and segments, what it holds, who is on it. */
export interface FeatureView {
  type: FeatureType;
  /** Distinct tiles, [col, row]. */
  tiles: [number, number][];
  /** Its segments: tile position and index in the tile type's segment list (towns, trails, plains, farm). */
  segments: { col: number; row: number; index: number }[];
  /** Tiles that count (start spaces per the option). */
  counted: number;
  complete: boolean;
  open: number;
  flags: number;
  tradingPosts: number;
  animals: number;
  settlers: SettlerView[];
}

export interface NewGame {
  players: string[];
  options?: Partial<RuleOptions>;
}

export class Game {
  readonly players: string[];
  readonly options: RuleOptions;
  readonly board = new Board();
  private readonly spec: Omit<ParsedRecord, 'turns' | 'finish'>;
  private readonly catalog: Map<string, CompiledTile>;
  /** Tiles left in the box, or null when the record brings its own tiles (not checked). */
  private supply: Map<string, number> | null;
  private table: TableSettler[] = [];
  private reserve: number[];
  private points: number[];
  private surv: SurveyorState;
  private log: GameEvent[] = [];
  private current = 0;
  private played: Turn[] = [];
  private pending: { placed: PlacedTile; turn: Turn; deployed: boolean } | null = null;
  private finished = false;

  constructor(init: NewGame | Omit<ParsedRecord, 'turns' | 'finish'>) {
    const spec: Omit<ParsedRecord, 'turns' | 'finish'> =
      'givenOptions' in init
        ? init
        : { players: parsePlayers(init.players), options: resolveOptions(init.options), givenOptions: { ...(init.options ?? {}) }, extra: {} };
    this.spec = spec;
    this.players = spec.players;
    this.options = spec.options;
    this.catalog = catalog(spec.tiles);
    this.supply = spec.tiles?.length ? null : new Map(STANDARD_TILES.map((t) => [t.id, t.count ?? 0]));
    this.reserve = this.players.map(() => SETTLERS_PER_PLAYER);
    this.points = this.players.map(() => 0);
    const setup = spec.setup ?? {};
    if (setup.trackSurveyor !== undefined && !this.options.trackSurveyor)
      fail('setup.trackSurveyor', 'is only used with the trackSurveyor option (the house rule)');
    const track = this.options.trackSurveyor ? (setup.trackSurveyor ?? 0) : null;
    const defaultSurveyors = track === null ? [0, 0] : [0];
    const surveyors = setup.surveyors ?? defaultSurveyors;
    if (surveyors.length !== defaultSurveyors.length)
      fail('setup.surveyors', `needs ${defaultSurveyors.length} column${defaultSurveyors.length > 1 ? 's' : ''} (${track === null ? 'two surveyors on the board' : 'one on the board, one on the score track'})`);
    this.surv = { surveyors: [...surveyors], track };
    for (let row = 0; row < START_ROWS; row++) {
      const t = this.catalog.get(`start-${row}`);
      if (!t) continue;
      // A record may bring its own start spaces: they must match each other too.
      const why = this.board.whyNot(t, 0, row, 0, false, false);
      if (why) fail(this.tilePath(t.type.id), `start space ${t.type.id} does not fit the start board: ${why}`);
      this.board.put(t, 0, row, 0);
    }
    (setup.placed ?? []).forEach((p, i) => {
      const path = `setup.placed[${i}]`;
      const tile = this.tileType(p.tile, `${path}.tile`);
      if (tile.isStart) fail(`${path}.tile`, 'start spaces are printed on the board and cannot be placed');
      const q = quarter(p.rotation ?? 0);
      const why = this.board.whyNot(tile, p.col, p.row, q, false);
      if (why) fail(path, `tile ${p.tile} cannot go at (${p.col}, ${p.row}): ${why}`);
      this.take(p.tile, `${path}.tile`);
      const placed = this.board.put(tile, p.col, p.row, q);
      if (p.settler) this.seat(placed, p.settler, this.players.indexOf(p.settler.player!), `${path}.settler`, false);
    });
    for (const [name, v] of Object.entries(setup.scores ?? {})) this.points[this.players.indexOf(name)] = v;
  }

  /** Replay a record (JSON value) from the start; throws EngineError naming the bad place. */
  static fromRecord(raw: unknown): Game {
    const parsed = parseRecord(raw);
    const g = new Game(parsed);
    parsed.turns.forEach((t, i) => g.apply(t, `turns[${i}]`));
    if (parsed.finish) g.finish();
    return g;
  }

  // ----- reading the position -----

  /** Number of turns played (discards count). */
  get turn(): number {
    return this.played.length;
  }
  get currentPlayer(): string {
    return this.players[this.current];
  }
  get events(): readonly GameEvent[] {
    return this.log;
  }
  get scores(): Record<string, number> {
    return Object.fromEntries(this.players.map((p, i) => [p, this.points[i]]));
  }
  get surveyors(): readonly number[] {
    return this.surv.surveyors;
  }
  /** Settlers each player still has in supply. */
  get settlersInSupply(): Record<string, number> {
    return Object.fromEntries(this.players.map((p, i) => [p, this.reserve[i]]));
  }
  /** The tile placed this turn, while the turn is not yet scored. */
  get placedThisTurn(): Placement & { tile: string } | null {
    if (!this.pending) return null;
    const { placed } = this.pending;
    return { tile: placed.tile.type.id, col: placed.col, row: placed.row, rotation: ROTATIONS[placed.q] };
  }
  isOver(): boolean {
    return this.finished || (this.supply !== null && !this.pending && this.tilesLeft() === 0);
  }
  isFinished(): boolean {
    return this.finished;
  }
  /** Tiles left in the box (standard set only; Infinity when the record brings its own tiles). */
  tilesLeft(): number {
    if (!this.supply) return Infinity;
    let n = 0;
    for (const c of this.supply.values()) n += c;
    return n;
  }
  /** The box: tile id → count left (empty when the record brings its own tiles). */
  supplyLeft(): Record<string, number> {
    return this.supply ? Object.fromEntries(this.supply) : {};
  }
  tileType(id: string, path = 'tile'): CompiledTile {
    const t = this.catalog.get(id);
    if (!t) fail(path, `${JSON.stringify(id)} is not a tile type (standard tiles are A–AX)`);
    return t;
  }

  view(): PositionView {
    return {
      players: [...this.players],
      scores: this.scores,
      supply: this.settlersInSupply,
      tiles: this.board.tiles.map((t) => ({ tile: t.tile.type.id, col: t.col, row: t.row, rotation: ROTATIONS[t.q], start: t.tile.isStart })),
      settlers: this.table.map((s) => this.settlerView(s)),
      surveyors: [...this.surv.surveyors],
      trackSurveyor: this.surv.track,
      current: this.currentPlayer,
      turn: this.turn,
      over: this.isOver(),
    };
  }

  /** Every feature on the table (start board included), for boards, tests and explanations. */
  features(): FeatureView[] {
    const bySeg = this.settlersByFeature();
    return this.board.roots().map((root) => {
      const info = this.board.feature(root);
      const c = this.counts(info);
      return {
        type: info.type,
        tiles: info.tiles.map((i) => [this.board.tiles[i].col, this.board.tiles[i].row] as [number, number]),
        segments: this.board.membersOf(root).map((m) => {
          const t = this.board.tiles[this.board.segTile[m]];
          return { col: t.col, row: t.row, index: m - t.segBase };
        }),
        counted: c.tiles,
        complete: this.board.isComplete(root),
        open: info.open,
        flags: info.flags,
        tradingPosts: info.tradingPosts,
        animals: info.animals,
        settlers: (bySeg.get(root) ?? []).map((s) => this.settlerView(s)),
      };
    });
  }

  private settlerView(s: TableSettler) {
    return { player: this.players[s.player], role: s.role, col: s.col, row: s.row, at: s.at, lying: s.lying };
  }

  // ----- moves -----

  /** Every legal position and rotation for a tile, in a stable order. */
  legalPlacements(tileId: string): Placement[] {
    const t = this.catalog.get(tileId);
    if (!t || t.isStart) return [];
    const out: Placement[] = [];
    for (const spot of this.board.frontier.values())
      for (let q = 0; q < 4; q++) if (Board.fits(t, spot, q)) out.push({ col: spot.col, row: spot.row, rotation: ROTATIONS[q] });
    return out;
  }

  /** Whether a tile has at least one legal place (cheaper than listing them). */
  canPlace(tileId: string): boolean {
    const t = this.catalog.get(tileId);
    if (!t || t.isStart) return false;
    for (const spot of this.board.frontier.values()) for (let q = 0; q < 4; q++) if (Board.fits(t, spot, q)) return true;
    return false;
  }

  /** Why a placement is illegal, or null. */
  whyNotPlace(tileId: string, p: Placement): string | null {
    try {
      checkPlacement(p, 'placement');
    } catch (e) {
      return (e as Error).message;
    }
    const t = this.catalog.get(tileId);
    if (!t) return `${JSON.stringify(tileId)} is not a tile type`;
    if (t.isStart) return 'start spaces are printed on the board and cannot be placed';
    return this.board.whyNot(t, p.col, p.row, quarter(p.rotation));
  }

  /** Step 1 of a turn: put the drawn tile down. */
  place(tileId: string, p: Placement, path = 'turn'): void {
    this.mustPlace(path);
    checkPlacement(p, path);
    const t = this.tileType(tileId, `${path}.tile`);
    if (t.isStart) fail(`${path}.tile`, 'start spaces are printed on the board and cannot be placed');
    const why = this.board.whyNot(t, p.col, p.row, quarter(p.rotation));
    if (why) fail(path, `tile ${tileId} cannot go at (${p.col}, ${p.row}) turned ${p.rotation}°: ${why}`);
    this.take(tileId, `${path}.tile`);
    const placed = this.board.put(t, p.col, p.row, quarter(p.rotation));
    this.pending = { placed, turn: { tile: tileId, col: p.col, row: p.row, rotation: p.rotation }, deployed: false };
    this.log.push({ kind: 'place', type: 'place', turn: this.turn + 1, player: this.currentPlayer, tile: tileId, col: p.col, row: p.row, rotation: p.rotation });
  }

  /** Where the active player may put a settler on the tile just placed. */
  deployOptions(): DeployOption[] {
    if (!this.pending || this.pending.deployed || this.reserve[this.current] === 0) return [];
    const { placed } = this.pending;
    const out: DeployOption[] = [];
    placed.tile.segments.forEach((_, i) => {
      if (this.board.occupantsOf(placed.segBase + i) === 0) out.push({ role: roleOf(placed.tile, i), at: locationOf(placed.tile, placed.q, i) });
    });
    return out;
  }

  /** Step 2 (optional): one settler from supply onto the tile just placed. */
  deploy(settler: SettlerSpec, path = 'turn.settler'): void {
    if (!this.pending) fail(path, 'place a tile before deploying a settler');
    if (this.pending.deployed) fail(path, 'only one settler may be deployed per turn');
    if (settler.player !== undefined && settler.player !== this.currentPlayer)
      fail(`${path}.player`, `it is ${this.currentPlayer}'s turn, not ${settler.player}'s`);
    this.seat(this.pending.placed, settler, this.current, path, true);
    this.pending.deployed = true;
    const ev = this.log[this.log.length - 1];
    const s = this.table[this.table.length - 1];
    if (ev.kind === 'place') ev.settler = { role: s.role, at: s.at };
    this.pending.turn.settler = { role: s.role, at: settler.at };
  }

  /** Features completed by this turn's tile, in the default scoring order. */
  completedFeatures(): CompletedFeature[] {
    return this.completed().map((c) => {
      const counts = new Map<string, number>();
      for (const s of this.standingOn(c.seg)) counts.set(this.players[s.player], (counts.get(this.players[s.player]) ?? 0) + 1);
      return { ...c, type: this.board.segType[c.seg], settlers: Object.fromEntries(counts) };
    });
  }

  /** Roots of the features completed this turn, in the default order, with a location naming each. */
  private completed(): { seg: number; ref: OrderEntry }[] {
    if (!this.pending) return [];
    const { placed } = this.pending;
    const out: { seg: number; ref: OrderEntry }[] = [];
    const seen = new Set<number>();
    const add = (seg: number, ref: OrderEntry) => {
      const root = this.board.find(seg);
      if (seen.has(root)) return;
      seen.add(root);
      out.push({ seg: root, ref });
    };
    // Farms first, north to south then east to west; then towns, then trails, by edge N, E, S, W.
    for (let r = placed.row - 1; r <= placed.row + 1; r++)
      for (let c = placed.col - 1; c <= placed.col + 1; c++) {
        const t = this.board.tileAt(c, r);
        if (t && t.tile.farmSeg >= 0 && this.board.farmNeighbours(t.index).filled === 8) add(t.segBase + t.tile.farmSeg, { col: c, row: r, at: 'C' });
      }
    for (const type of ['town', 'trail']) {
      for (let d = 0; d < 4; d++) {
        const local = placed.tile.edgeSeg[placed.q][d];
        if (local < 0 || placed.tile.segments[local].type !== type) continue;
        if (this.board.isComplete(placed.segBase + local)) add(placed.segBase + local, { col: placed.col, row: placed.row, at: EDGES[d] });
      }
    }
    return out;
  }

  /** Step 3: score what the tile completed (in `order`, then the default order) and end the turn. */
  score(order: OrderEntry[] = [], path = 'turn.order'): void {
    if (!this.pending) fail(path, 'place a tile before scoring');
    const completed = this.completed();
    const sequence: number[] = [];
    order.forEach((o, j) => {
      const p = `${path}[${j}]`;
      const t = this.board.tileAt(o.col, o.row);
      if (!t) fail(p, `there is no tile at (${o.col}, ${o.row})`);
      if (!isLocation(o.at)) fail(`${p}.at`, 'is not a location (N, E, S, W, Nw … Wn or C)');
      const local = segmentAt(t.tile, t.q, o.at);
      if (typeof local === 'string') fail(`${p}.at`, local);
      const root = this.board.find(t.segBase + local);
      if (!completed.some((c) => c.seg === root)) fail(p, `the ${t.tile.segments[local].type} at (${o.col}, ${o.row}) ${o.at} was not completed this turn`);
      if (sequence.includes(root)) fail(p, 'names a feature already listed');
      sequence.push(root);
    });
    for (const c of completed) if (!sequence.includes(c.seg)) sequence.push(c.seg);
    const turnNo = this.turn + 1;
    for (const root of sequence) this.scoreCompleted(root, turnNo);
    if (order.length) this.pending.turn.order = order.map((o) => ({ ...o }));
    this.played.push(this.pending.turn);
    this.pending = null;
    this.current = (this.current + 1) % this.players.length;
  }

  /** A drawn tile with no legal place goes back in the box; the same player draws again. */
  discard(tileId: string, path = 'turn'): void {
    this.mustPlace(path);
    if (this.tileType(tileId, `${path}.tile`).isStart) fail(`${path}.tile`, 'start spaces are printed on the board, not drawn');
    if (this.canPlace(tileId)) fail(path, `tile ${tileId} has a legal place, so it cannot be discarded`);
    this.take(tileId, `${path}.tile`);
    this.log.push({ kind: 'discard', type: 'discard', turn: this.turn + 1, player: this.currentPlayer, tile: tileId });
    this.played.push({ tile: tileId, discard: true });
  }

  /** A whole turn (record form). On a refusal, the game is left exactly as it was. */
  play(raw: Turn | unknown, path = 'turn'): void {
    this.mustPlace(path);
    const turn = parseTurn(raw, path, this.players);
    const before = this.played.length;
    try {
      this.apply(turn, path);
    } catch (e) {
      if (this.played.length !== before || this.pending) this.rebuild(this.played.slice(0, before));
      throw e;
    }
  }

  /** Like play, but returns `{ ok, error }` instead of throwing. */
  tryPlay(raw: Turn | unknown, path = 'turn'): { ok: true } | { ok: false; error: string } {
    try {
      this.play(raw, path);
      return { ok: true };
    } catch (e) {
      if (e instanceof EngineError) return { ok: false, error: e.message };
      throw e;
    }
  }

  /** Take back the last turn (or the tile placed this turn), by replaying the record. */
  undo(): boolean {
    if (this.finished) {
      this.rebuild(this.played);
      return true;
    }
    if (this.pending) {
      this.rebuild(this.played);
      return true;
    }
    if (this.played.length === 0) return false;
    this.rebuild(this.played.slice(0, -1));
    return true;
  }

  /** End-game scoring: incomplete trails, towns and farms, then plains. */
  finish(): void {
    if (this.finished) fail('finish', 'the game is already finished');
    if (this.pending) fail('finish', 'the current turn has not been scored yet');
    // Settlers by feature; features in the order trails, towns, farms, plains, then by root id.
    const byRoot = this.settlersByFeature();
    const rank = { trail: 0, town: 1, farm: 2, plains: 3 };
    const roots = [...byRoot.keys()].sort((a, b) => rank[this.board.segType[a]] - rank[this.board.segType[b]] || a - b);
    for (const root of roots) {
      const on = byRoot.get(root)!;
      const info = this.board.feature(root);
      if (info.type === 'plains' && info.animals === 0) continue;
      const complete = this.board.isComplete(root);
      this.award(on, scoreItems(this.counts(info), complete, this.options), info, complete, 'final', false);
    }
    // Scored settlers leave the table (the rulebook's tip); trappers stay lying where they are.
    for (const s of this.table) if (!s.lying) this.reserve[s.player]++;
    this.table = this.table.filter((s) => s.lying);
    this.finished = true;
  }

  /** The game so far as a record (formats §3). */
  toRecord(): GameRecord {
    return writeRecord({ ...this.spec, turns: this.played, finish: this.finished });
  }

  // ----- internals -----

  /** Where a tile type comes from, for error messages: `tiles[3]` for a record's own. */
  private tilePath(id: string): string {
    const i = this.spec.tiles?.findIndex((t) => t.id === id) ?? -1;
    return i >= 0 ? `tiles[${i}]` : 'start board';
  }

  /** Settlers on the table grouped by the root of their feature. */
  private settlersByFeature(): Map<number, TableSettler[]> {
    const out = new Map<number, TableSettler[]>();
    for (const s of this.table) {
      const root = this.board.find(s.seg);
      const list = out.get(root);
      if (list) list.push(s);
      else out.set(root, [s]);
    }
    return out;
  }

  private mustPlace(path: string): void {
    if (this.finished) fail(path, 'the game is over: the final scoring has been done');
    if (this.pending) fail(path, 'a tile was already placed this turn: score the turn first');
  }

  /** Run one parsed turn. */
  private apply(turn: Turn, path: string): void {
    if (turn.discard) return this.discard(turn.tile, path);
    this.place(turn.tile, { col: turn.col!, row: turn.row!, rotation: turn.rotation ?? 0 }, path);
    if (turn.settler) this.deploy(turn.settler, `${path}.settler`);
    this.score(turn.order ?? [], `${path}.order`);
  }

  private rebuild(turns: Turn[]): void {
    const g = new Game(this.spec);
    turns.forEach((t, i) => g.apply(t, `turns[${i}]`));
    Object.assign(this, g);
  }

  /** Take a tile from the box (standard set only). */
  private take(id: string, path: string): void {
    if (!this.supply) return;
    const left = this.supply.get(id) ?? 0;
    if (left <= 0) fail(path, `no tile ${id} is left in the supply`);
    this.supply.set(id, left - 1);
  }

  /** Put a settler on a placed tile; `checkFree`: the feature must hold no settler yet. */
  private seat(placed: PlacedTile, s: SettlerSpec, player: number, path: string, checkFree: boolean): void {
    if (this.reserve[player] === 0) fail(path, `${this.players[player]} has no settler left in supply`);
    const local = segmentAt(placed.tile, placed.q, s.at);
    if (typeof local === 'string') fail(`${path}.at`, local);
    const role = roleOf(placed.tile, local);
    const type = placed.tile.segments[local].type;
    if (s.role && s.role !== role) fail(`${path}.role`, `a settler on a ${type} is a ${role}, not a ${s.role}`);
    const seg = placed.segBase + local;
    const other = this.occupant(seg);
    if (checkFree && other)
      fail(`${path}.at`, `this ${type} already holds a settler (${this.players[other.player]}'s ${other.role} at (${other.col}, ${other.row}))`);
    this.reserve[player]--;
    this.board.occupy(seg, 1);
    this.table.push({ player, seg, role, lying: role === 'trapper', col: placed.col, row: placed.row, at: s.at });
  }

  private occupant(seg: number): TableSettler | undefined {
    if (this.board.occupantsOf(seg) === 0) return undefined;
    const root = this.board.find(seg);
    return this.table.find((s) => this.board.find(s.seg) === root);
  }

  private standingOn(root: number): TableSettler[] {
    return this.table.filter((s) => !s.lying && this.board.find(s.seg) === root);
  }

  /** What a feature counts, after the start-space option. */
  private counts(info: FeatureInfo): FeatureCounts {
    const withStart = this.options.startSpacesCount;
    let surrounding = 0;
    if (info.type === 'farm') {
      const n = this.board.farmNeighbours(info.tiles[0]);
      surrounding = withStart ? n.filled : n.land;
    }
    return {
      type: info.type,
      tiles: withStart ? info.tiles.length : info.tiles.length - info.startTiles,
      segments: withStart ? info.segments : info.segments - info.startSegments,
      flags: info.flags,
      tradingPosts: info.tradingPosts,
      animals: info.animals,
      surrounding,
    };
  }

  private ref(info: FeatureInfo, complete: boolean): FeatureRef {
    return {
      type: info.type,
      tiles: this.counts(info).tiles,
      at: info.tiles.map((i) => [this.board.tiles[i].col, this.board.tiles[i].row] as [number, number]),
      complete,
    };
  }

  /** Score `on` (settlers of one feature): majority, items, optional surveyor bonus. */
  private award(on: TableSettler[], base: ReturnType<typeof scoreItems>, info: FeatureInfo, complete: boolean, turn: number | 'final', bonus: boolean): void {
    const counts = new Map<string, number>();
    for (const s of on) counts.set(this.players[s.player], (counts.get(this.players[s.player]) ?? 0) + 1);
    const winners = majority(counts);
    const losers = [...counts.keys()].filter((p) => !winners.includes(p));
    const feature = this.ref(info, complete);
    for (const w of winners) {
      const items = [...base];
      if (bonus) {
        const cols = on.filter((s) => this.players[s.player] === w).map((s) => s.col);
        const n = bonusSurveyors(this.surv.surveyors, cols, this.options);
        if (n) items.push(bonusItem(n, this.options.surveyorBonus === 'per-settler'));
      }
      const points = total(items);
      this.points[this.players.indexOf(w)] += points;
      this.log.push({ kind: 'score', type: info.type, turn, player: w, points, items, feature, ...(losers.length ? { losers } : {}) });
    }
  }

  /** Score one completed feature during play, return its settlers, move a surveyor. */
  private scoreCompleted(root: number, turn: number): void {
    const info = this.board.feature(root);
    const on = this.standingOn(root);
    if (on.length === 0) {
      this.log.push({ kind: 'unscored', type: 'unscored', turn, feature: this.ref(info, true), reason: `no settler stands on this ${info.type}, so it scores nothing and no surveyor moves` });
      return;
    }
    this.award(on, scoreItems(this.counts(info), true, this.options), info, true, turn, true);
    for (const s of on) this.sendHome(s, 'return', turn);
    this.moveSurveyor(turn);
  }

  private sendHome(s: TableSettler, kind: 'return' | 'evict', turn: number): void {
    this.table = this.table.filter((x) => x !== s);
    this.board.occupy(s.seg, -1);
    this.reserve[s.player]++;
    this.log.push({ kind, type: kind, turn, player: this.players[s.player], role: s.role, col: s.col, row: s.row });
  }

  private moveSurveyor(turn: number): void {
    const m = surveyorMove(this.surv, (c) => this.board.hasColumn(c));
    if (!m) return;
    this.surv = applyMove(this.surv, m);
    const player = this.currentPlayer;
    if (m.kind === 'track') {
      this.log.push({ kind: 'surveyor', type: 'surveyor', turn, player, from: 'track', to: m.joins ? 0 : 'track', track: m.to });
      return;
    }
    this.log.push({ kind: 'surveyor', type: 'surveyor', turn, player, from: m.from, to: m.to });
    const limit = evictionLimit(this.surv.surveyors, m.from, (c) => this.table.some((s) => !s.lying && s.col === c), this.options);
    for (const s of this.table.filter((x) => !x.lying && x.col <= limit)) this.sendHome(s, 'evict', turn);
  }
}

/** A placement's numbers must be in range before the board looks at them. */
function checkPlacement(p: Placement, path: string): void {
  if (!isRotation(p.rotation)) fail(`${path}.rotation`, `must be 0, 90, 180 or 270, not ${describe(p.rotation)}`);
  asInt(p.col, `${path}.col`);
  asInt(p.row, `${path}.row`);
}
