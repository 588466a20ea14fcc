/**
 * Figures (French rules 2.1 and 2.2): after placing a tile, a player either puts one figure
 * from supply on that tile, in a region where no figure stands yet (explorer on plains, thief on
 * a mountain, sailor on a sea), or takes one of their figures back and scores its region now,
 * complete or not. Several figures on one region (after regions merged) each score on their
 * own. At game end every figure left scores its region as if complete. The game ends as the
 * last tile goes down, so that tile gets no figure and no figure is taken back (option lastTile).
 */
import { refuseDiscovery } from './refusals';
import { EDGES, type Edge } from '../../core/geometry';
import { shown, type Shown } from '../../core/said';
import { citiesFor, regionView } from './regions';
import { regionItems, regionPoints, total, type ScoredAs } from './scoring';
import { segmentAt, type DiscoveryState, type TableFigure } from './state';
import type { DiscoveryRole, ScoreItem } from './types';

export interface FigureOption {
  role: DiscoveryRole;
  /** An edge of the region on the tile just placed (board orientation). */
  at: Edge;
}

/**
 * Whether the game ended as the last tile went down (French rules, Fin de la partie: the game is
 * over when the last tile is placed), so that no figure is put down or taken back on that turn.
 * Under the other reading (option lastTile = "full-turn") the last player finishes the turn.
 */
export function endedWithTile(s: DiscoveryState): boolean {
  return !!s.pending?.last && s.options.lastTile === 'ends-game';
}

/**
 * A value as `JSON.stringify` writes it (what the command line has always printed here), as `shown` keeps it
 * wherever the two agree.
 */
const asJson = (x: unknown): Shown =>
  (typeof x === 'string' && x.length <= 30) ||
  x === undefined ||
  x === null ||
  typeof x === 'boolean' ||
  (typeof x === 'number' && Number.isFinite(x))
    ? shown(x)
    : { kind: 'value', text: String(JSON.stringify(x)) };

/** Where the active player may put a figure on the tile just placed: one entry per free region. */
export function figureOptions(s: DiscoveryState): FigureOption[] {
  const p = s.pending;
  if (!p || p.acted || s.reserve[s.current] === 0 || endedWithTile(s)) return [];
  const out: FigureOption[] = [];
  // The regions met so far (at most four: one per edge).
  const seen = [-1, -1, -1, -1];
  for (let d = 0; d < 4; d++) {
    const { seg, role } = segmentAt(p.placed, EDGES[d]);
    const root = s.board.find(seg);
    if (seen.includes(root)) continue;
    seen[d] = root;
    if (s.board.occupantsOf(seg) === 0) out.push({ role, at: EDGES[d] });
  }
  return out;
}

/** Put a figure from supply on the tile just placed. */
export function putFigure(
  s: DiscoveryState,
  figure: { at: Edge; role?: DiscoveryRole },
  path: string,
): TableFigure {
  const p = s.pending;
  if (!p) refuseDiscovery(path, { code: 'tile-first', before: 'figure' });
  if (p.acted === 'withdraw') refuseDiscovery(path, { code: 'figure-or-withdraw', done: 'withdraw' });
  if (p.acted === 'figure') refuseDiscovery(path, { code: 'one-figure-per-turn' });
  if (endedWithTile(s)) refuseDiscovery(path, { code: 'game-ended' });
  if (s.reserve[s.current] === 0)
    refuseDiscovery(path, { code: 'no-figure-left', player: s.players[s.current] });
  if (!EDGES.includes(figure.at))
    refuseDiscovery(`${path}.at`, { code: 'not-an-edge', got: asJson(figure.at) });
  const { seg, role } = segmentAt(p.placed, figure.at);
  const kind = s.board.segType[seg];
  if (figure.role && figure.role !== role)
    refuseDiscovery(`${path}.role`, { code: 'wrong-role', at: figure.at, kind, role, given: figure.role });
  const on = s.board.occupantsOf(seg);
  if (on > 0) {
    const holder = s.figures.find((f) => s.board.find(f.seg) === s.board.find(seg))!;
    refuseDiscovery(`${path}.at`, {
      code: 'region-held',
      kind,
      owner: s.players[holder.player],
      role: holder.role,
      x: holder.x,
      y: holder.y,
    });
  }
  const fig: TableFigure = { player: s.current, seg, role, x: p.placed.x, y: p.placed.y, at: figure.at };
  s.reserve[s.current]--;
  s.board.occupy(seg, 1);
  s.figures.push(fig);
  p.acted = 'figure';
  p.turn.figure = figure.role ? { at: figure.at, role: figure.role } : { at: figure.at };
  const ev = s.log[s.log.length - 1];
  if (ev?.kind === 'place') ev.figure = { role, at: figure.at };
  return fig;
}

/** What a figure's region would score now (`as` incomplete/complete from the board, or final). */
export function figureScore(
  s: DiscoveryState,
  f: TableFigure,
  final: boolean,
): { items: ScoreItem[]; points: number; view: ReturnType<typeof regionView> } {
  const view = regionView(s.board, f.seg, s.options);
  const as: ScoredAs = final ? 'final' : view.complete ? 'complete' : 'incomplete';
  const items = regionItems(view, as, s.options, view.complete);
  return { items, points: total(items), view };
}

/**
 * What a figure's region would score now: the points of `figureScore(s, f, false)`, without its labels and
 * tile positions.
 */
function pointsNow(s: DiscoveryState, f: TableFigure): number {
  const board = s.board;
  const r = board.find(f.seg);
  const complete = board.openOf(r) === 0;
  const counts = {
    kind: board.segType[r],
    tiles: board.tilesOf(r).length,
    cities: citiesFor(board, r, s.options),
  };
  return regionPoints(counts, complete ? 'complete' : 'incomplete', s.options, complete);
}

/** The active player's figures that may be withdrawn, with what each would score now. */
export function withdrawOptions(
  s: DiscoveryState,
): { x: number; y: number; role: DiscoveryRole; at: Edge; points: number }[] {
  const p = s.pending;
  if (!p || p.acted || endedWithTile(s)) return [];
  return s.figures
    .filter((f) => f.player === s.current)
    .map((f) => ({ x: f.x, y: f.y, role: f.role, at: f.at, points: pointsNow(s, f) }));
}

function scoreFigure(s: DiscoveryState, f: TableFigure, turn: number, final: boolean): void {
  const { items, points, view } = figureScore(s, f, final);
  s.points[f.player] += points;
  s.board.occupy(f.seg, -1);
  s.reserve[f.player]++;
  s.figures.splice(s.figures.indexOf(f), 1);
  s.log.push({
    kind: 'score',
    turn,
    player: s.players[f.player],
    type: view.kind,
    role: f.role,
    points,
    items,
    region: view,
    x: f.x,
    y: f.y,
    ...(final ? { final: true } : {}),
  });
}

/** Take one of the active player's figures back from the tile at (x, y) and score its region now. */
export function withdrawFigure(s: DiscoveryState, at: { x: number; y: number }, path: string): void {
  const p = s.pending;
  if (!p) refuseDiscovery(path, { code: 'tile-first', before: 'withdraw' });
  if (p.acted === 'figure') refuseDiscovery(path, { code: 'figure-or-withdraw', done: 'figure' });
  if (p.acted === 'withdraw') refuseDiscovery(path, { code: 'one-withdrawal-per-turn' });
  if (endedWithTile(s)) refuseDiscovery(path, { code: 'game-ended' });
  const here = s.figures.filter((f) => f.x === at.x && f.y === at.y);
  if (here.length === 0) refuseDiscovery(path, { code: 'no-figure-there', x: at.x, y: at.y });
  const mine = here.find((f) => f.player === s.current);
  if (!mine)
    refuseDiscovery(path, {
      code: 'not-your-figure',
      x: at.x,
      y: at.y,
      owner: s.players[here[0].player],
      player: s.players[s.current],
    });
  scoreFigure(s, mine, s.played.length + 1, false);
  p.acted = 'withdraw';
  p.turn.withdraw = { x: at.x, y: at.y };
}

/** Game end: every figure still on the board scores its region as if complete, in seat order from the active player. */
export function finalScoring(s: DiscoveryState): void {
  const turn = s.played.length;
  const order = [...s.figures].sort(
    (a, b) =>
      ((a.player - s.current + s.players.length) % s.players.length) -
      ((b.player - s.current + s.players.length) % s.players.length),
  );
  for (const f of order) scoreFigure(s, f, turn, true);
  s.finished = true;
}
