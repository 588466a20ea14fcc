/**
 * Plain data for drawing a position: what the board components receive. Built from a Game
 * (at build time for static pages, in the browser for the sandbox).
 */
import type { Game } from '@engine/index';
import type { SettlerView, TileType, Rotation, Location } from '@engine/index';
import { initial, own, visibleChars } from '@lib/io/names';

export interface BoardTile {
  type: TileType;
  col: number;
  row: number;
  rotation: Rotation;
  start: boolean;
}
export interface BoardData {
  tiles: BoardTile[];
  settlers: SettlerView[];
  surveyors: number[];
  players: string[];
  /** The tile placed last (drawn with a red dashed border, like the rulebook's red-bordered tile). */
  highlight?: { col: number; row: number };
}

export function boardData(g: Game, highlight?: { col: number; row: number }): BoardData {
  const v = g.view();
  return {
    tiles: v.tiles.map((t) => ({
      type: g.tileType(t.tile).type,
      col: t.col,
      row: t.row,
      rotation: t.rotation,
      start: t.start,
    })),
    settlers: v.settlers,
    surveyors: v.surveyors,
    players: v.players,
    highlight,
  };
}

/** Player colours and the letter shown on their settlers (so colour is never the only cue). */
const KNOWN: Record<string, { fill: string; text: string; letter: string }> = {
  red: { fill: '#c8102e', text: '#fff', letter: 'R' },
  yellow: { fill: '#f2c500', text: '#111', letter: 'Y' },
  green: { fill: '#1e7b34', text: '#fff', letter: 'G' },
  blue: { fill: '#1f5fbf', text: '#fff', letter: 'B' },
  black: { fill: '#1a1a1a', text: '#fff', letter: 'K' },
};
const SPARE = ['#7b3fa0', '#d0661e', '#0f8a8a', '#8a6d3b', '#c2185b'];

export function playerStyle(players: string[], name: string): { fill: string; text: string; letter: string } {
  const known = (n: string) => own(KNOWN, n.toLowerCase());
  const letterOf = (n: string) => known(n)?.letter ?? initial(n);
  const k = known(name);
  const i = Math.max(0, players.indexOf(name));
  const base = k ?? { fill: SPARE[i % SPARE.length], text: '#fff', letter: initial(name) };
  // Two players must never share a letter (colour is not the only cue): add the next letter.
  const clash = players.some((p, j) => j !== i && letterOf(p) === base.letter);
  return clash
    ? { ...base, letter: base.letter + (visibleChars(name)[1] ?? String(i + 1)).toLocaleLowerCase() }
    : base;
}

/** Where a settler stands on a tile (board orientation), in tile units. */
export function spotOf(at: Location): [number, number] {
  const SPOTS: Record<string, [number, number]> = {
    N: [50, 17],
    E: [83, 50],
    S: [50, 83],
    W: [17, 50],
    C: [50, 56],
    Nw: [26, 14],
    Ne: [74, 14],
    En: [86, 27],
    Es: [86, 73],
    Se: [74, 86],
    Sw: [26, 86],
    Ws: [14, 73],
    Wn: [14, 27],
  };
  return SPOTS[at] ?? [50, 50];
}

/**
 * A piece's spot on a tile moved clear of the tile's marks (its animals, flags and trading posts, which the
 * board draws over the pieces): the first of a few nudges that leaves every mark at least 12 units from the
 * piece's middle, so that neither hides the other. `marks` are in the tile's units before its turn;
 * `rotation` turns them clockwise about the tile's middle, as the board draws them.
 */
export function clearOfMarks(
  spot: [number, number],
  marks: readonly [number, number][],
  rotation: number,
): [number, number] {
  if (!marks.length) return spot;
  const rad = (rotation * Math.PI) / 180;
  const [c, s] = [Math.round(Math.cos(rad)), Math.round(Math.sin(rad))];
  const shown = marks.map(([x, y]) => [50 + (x - 50) * c - (y - 50) * s, 50 + (x - 50) * s + (y - 50) * c]);
  const clear = ([x, y]: [number, number]) => shown.every(([mx, my]) => Math.hypot(mx - x, my - y) >= 12);
  const NUDGES: [number, number][] = [
    [0, 0],
    [0, 14],
    [0, -14],
    [14, 0],
    [-14, 0],
    [12, 12],
    [-12, 12],
    [12, -12],
    [-12, -12],
    [0, 24],
    [0, -24],
  ];
  for (const [dx, dy] of NUDGES) {
    const at: [number, number] = [spot[0] + dx, spot[1] + dy];
    if (at[0] >= 10 && at[0] <= 90 && at[1] >= 10 && at[1] <= 90 && clear(at)) return at;
  }
  return spot;
}
