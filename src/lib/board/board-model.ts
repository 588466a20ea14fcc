/**
 * What the interactive board draws, built from a session of either ruleset: tiles, figures,
 * New World's column numbers and surveyors, the frontier of empty squares and which of them
 * fit, deploy and withdraw targets. The board decides nothing; this is plain data.
 *
 * Screen grid: `gx` grows to the right, `gy` downwards. New World's columns count westward from
 * the coast (col 0 at the right), so gx = -col; The Discovery's x grows east, so gx = x.
 */
import { own } from '@lib/io/names';
import type { DiscoveryTileDef, Game, Session, TileType } from '@engine/index';
import { figureSpot } from './discovery-drawing';
import { playerStyle, spotOf } from './board-data';
import { roleInitial, withArticle } from './roles';

export { roleInitial, withArticle };

export interface PlayerLook {
  fill: string;
  text: string;
  letter: string;
}

export interface BoardTileModel {
  key: string;
  gx: number;
  gy: number;
  rotation: number;
  nw?: TileType;
  disc?: DiscoveryTileDef;
  start: boolean;
}

export interface BoardFigureModel {
  key: string;
  player: string;
  role: string;
  gx: number;
  gy: number;
  /** Position inside the tile, in tile units (0–100). */
  dx: number;
  dy: number;
  lying: boolean;
  label: string;
}

export interface BoardModel {
  ruleset: 'new-world' | 'discovery';
  tiles: BoardTileModel[];
  figures: BoardFigureModel[];
  looks: Record<string, PlayerLook>;
  /** New World: column numbers above the table. */
  columns: { gx: number; label: string }[];
  /** New World: the surveyors above their columns. */
  surveyors: { gx: number; label: string }[];
  /** The tile placed this turn or last. */
  lastPlaced?: { gx: number; gy: number };
  /** Tiles to highlight (a scored feature, a hovered settler's feature). */
  highlight: { gx: number; gy: number }[];
}

export interface BoardSpot {
  key: string;
  gx: number;
  gy: number;
  /** The tile in hand fits here as turned. */
  legal: boolean;
  label: string;
}

export interface BoardTarget {
  key: string;
  kind: 'deploy' | 'withdraw';
  gx: number;
  gy: number;
  dx: number;
  dy: number;
  /** Short mark drawn in the target: the role's initial. */
  mark: string;
  label: string;
}

const WHERE: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west', C: 'centre', Nw: 'north-west', Ne: 'north-east', En: 'east-north', Es: 'east-south', Se: 'south-east', Sw: 'south-west', Ws: 'west-south', Wn: 'west-north' };

/** Looks of the players: the colour chosen for each, or the one its name says. */
export function playerLooks(players: string[], colours: Record<string, string> = {}): Record<string, PlayerLook> {
  return Object.fromEntries(
    players.map((p) => {
      const mine = playerStyle(players, p);
      const c = own(colours, p);
      const look = typeof c === 'string' ? playerStyle([c], c) : mine;
      return [p, { fill: look.fill, text: look.text, letter: mine.letter }];
    }),
  );
}

/** Spot of the session's ruleset ↔ screen grid. */
export function toGrid(ruleset: string, spot: Record<string, number>): { gx: number; gy: number } {
  return ruleset === 'new-world' ? { gx: -spot.col, gy: spot.row } : { gx: spot.x, gy: spot.y };
}
export function fromGrid(ruleset: string, gx: number, gy: number): Record<string, number> {
  return ruleset === 'new-world' ? { col: -gx, row: gy } : { x: gx, y: gy };
}
/** A square's name as players say it. */
export function spotName(ruleset: string, gx: number, gy: number): string {
  return ruleset === 'new-world' ? `column ${-gx}, row ${gy}` : `x ${gx}, y ${gy}`;
}

export function boardModel(s: Session, colours: Record<string, string> = {}, highlight: { gx: number; gy: number }[] = []): BoardModel {
  const looks = playerLooks(s.players, colours);
  const placed = s.placed;
  const lastPlaced = placed ? toGrid(s.ruleset, placed.at) : undefined;
  const t = s.narrow();
  if (t.ruleset === 'new-world') {
    const g = t.current;
    const v = g.view();
    const cols = v.tiles.map((t) => t.col);
    const minCol = Math.min(0, ...cols, ...v.surveyors);
    const maxCol = Math.max(1, ...cols, ...v.surveyors) + 1;
    const last = lastPlaced ?? lastTile(g);
    return {
      ruleset: 'new-world',
      tiles: v.tiles.map((t) => ({ key: `${t.col},${t.row}`, gx: -t.col, gy: t.row, rotation: t.rotation, nw: g.tileType(t.tile).type, start: t.start })),
      figures: v.settlers.map((f, i) => {
        const [dx, dy] = spotOf(f.at);
        return {
          key: `f${i}:${f.col},${f.row},${f.at}`, player: f.player, role: f.role, gx: -f.col, gy: f.row, dx, dy, lying: f.lying,
          label: `${f.player}'s ${f.role}${f.lying ? ' (lying down)' : ''} at column ${f.col}, row ${f.row}, ${WHERE[f.at] ?? f.at}`,
        };
      }),
      looks,
      columns: Array.from({ length: maxCol - minCol + 1 }, (_, i) => minCol + i).map((c) => ({ gx: -c, label: c === 0 ? 'coast' : String(c) })),
      surveyors: v.surveyors.map((c, i) => ({ gx: -c, label: `Surveyor ${i + 1} in column ${c}` })),
      lastPlaced: last,
      highlight,
    };
  }
  const g = t.current;
  const tiles = g.tiles;
  const lastT = tiles.length > 1 ? tiles[tiles.length - 1] : undefined;
  return {
    ruleset: 'discovery',
    tiles: tiles.map((t) => {
      const def = g.tileType(t.tile).def;
      return { key: `${t.x},${t.y}`, gx: t.x, gy: t.y, rotation: t.rotation, disc: def, start: !!def.start };
    }),
    figures: g.figures.map((f, i) => {
      const [dx, dy] = figureSpot(f.at);
      return { key: `f${i}:${f.x},${f.y},${f.at}`, player: f.player, role: f.role, gx: f.x, gy: f.y, dx, dy, lying: false, label: `${f.player}'s ${f.role} at x ${f.x}, y ${f.y}, ${WHERE[f.at]}` };
    }),
    looks,
    columns: [],
    surveyors: [],
    lastPlaced: lastPlaced ?? (lastT ? { gx: lastT.x, gy: lastT.y } : undefined),
    highlight,
  };
}

function lastTile(g: Game): { gx: number; gy: number } | undefined {
  const land = g.view().tiles.filter((t) => !t.start);
  const t = land[land.length - 1];
  return t ? { gx: -t.col, gy: t.row } : undefined;
}

/** Empty squares next to the table (where a player may try the tile in hand), marking those where it fits as turned. */
export function boardSpots(s: Session, model: BoardModel): BoardSpot[] {
  const hand = s.hand;
  if (!hand) return [];
  const taken = new Set(model.tiles.map((t) => `${t.gx},${t.gy}`));
  const legal = new Set(s.legalSpots().map((p) => {
    const { gx, gy } = toGrid(s.ruleset, p);
    return `${gx},${gy}`;
  }));
  const out: BoardSpot[] = [];
  // The engine knows the empty squares where a tile could ever go (New World: never east of the coast).
  for (const p of s.openSpots()) {
    const { gx, gy } = toGrid(s.ruleset, p);
    const key = `${gx},${gy}`;
    if (taken.has(key)) continue;
    const ok = legal.has(key);
    out.push({ key, gx, gy, legal: ok, label: `${spotName(s.ruleset, gx, gy)}${ok ? ': the tile fits here' : ''}` });
  }
  return out.sort((a, b) => a.gy - b.gy || a.gx - b.gx);
}

/** Where a settler or figure may go on the tile just placed, and (The Discovery) which figures may be taken back. */
export function boardTargets(s: Session, model: BoardModel): BoardTarget[] {
  const placed = s.placed;
  if (!placed || s.phase !== 'act') return [];
  const { gx, gy } = toGrid(s.ruleset, placed.at);
  const target = (o: { role: string; at: string }, [dx, dy]: [number, number]): BoardTarget => ({
    key: `d:${o.role}:${o.at}`, kind: 'deploy', gx, gy, dx, dy, mark: roleInitial(o.role), label: `Put ${withArticle(o.role)} on the ${WHERE[o.at] ?? o.at} of the new tile`,
  });
  const t = s.narrow();
  const out: BoardTarget[] = t.ruleset === 'new-world' ? t.deployOptions().map((o) => target(o, spotOf(o.at))) : t.deployOptions().map((o) => target(o, figureSpot(o.at)));
  if (t.ruleset === 'discovery') {
    for (const w of t.withdrawOptions()) {
      const f = model.figures.find((x) => x.gx === w.x && x.gy === w.y && x.player === t.current.currentPlayer);
      if (!f) continue;
      out.push({ key: `w:${w.x},${w.y}`, kind: 'withdraw', gx: w.x, gy: w.y, dx: f.dx, dy: f.dy, mark: '↑', label: `Take back the ${w.role} at x ${w.x}, y ${w.y} and score ${w.points}` });
    }
  }
  return out;
}
