/**
 * Carcassonne: New World in the UI's words and drawings (see types.ts): the table's columns
 * counted westward from the coast (gx = -col), settlers, the start spaces printed on the board,
 * and the column rule in words.
 */
import type { Game, Session } from '@engine/index';
import { clearOfMarks, spotOf } from '@lib/board/board-data';
import { drawTile } from '@lib/tiles/tile-drawing';
import type { BoardModel } from '@lib/board/board-types';
import TEXT from '@lib/i18n/ui/rulesets.en';
import type { Grid, RulesetUi } from './types';
import type { NewWorldMove } from '@engine/bots/new-world';
import type { ExpertMove } from '@lib/expert/expert-think';

/** The expert's answer is this game's move (its reason names the game). */
function ours(m: ExpertMove | undefined): m is NewWorldMove {
  return m?.reason.ruleset === 'new-world';
}

const T = TEXT['new-world'];

/** The middles of a tile's marks (animals, flags, trading posts) in its own units, as BoardMarks.svelte draws them. */
function marksOn(g: Game, tile: string): [number, number][] {
  const d = drawTile(g.tileType(tile).type);
  const row = (n: number, x: number, y: number, step: number): [number, number][] =>
    Array.from({ length: n }, (_, i) => [x + i * step, y]);
  return [
    ...d.towns.flatMap((t) => row(t.flags, t.anchor[0] + 1, t.anchor[1], 9)),
    ...d.trails.flatMap((t) => row(t.tradingPosts, t.anchor[0] - 0.5, t.anchor[1], 8)),
    ...d.animals.flatMap((a) => row(a.count, a.at[0] - ((a.count - 1) / 2) * 7, a.at[1], 7)),
  ];
}

function gameOf(s: Session): Game {
  if (!s.is('new-world')) throw new Error(`not a New World session: ${s.ruleset}`);
  return s.current;
}

/** The computer players, loaded on first use. */
let bots: typeof import('@engine/bots/new-world') | null = null;

function lastTile(g: Game): Grid | undefined {
  const land = g.view().tiles.filter((t) => !t.start);
  const t = land[land.length - 1];
  return t ? { gx: -t.col, gy: t.row } : undefined;
}

export const NEW_WORLD: RulesetUi = {
  id: 'new-world',
  recordFormat: 'new-world-record',
  game: T.game,
  startBoard: true,
  boardLabel: T.boardLabel,
  piece: 'settler',
  circleKey: T.circleKey,
  piecesLeft: T.piecesLeft,
  exportName: 'new-world-game.json',
  endTurnLabel: T.endTurnLabel.bind(T),
  actTail: T.actTail,

  gridWords: (gx, gy, w = T) => w.square(-gx, gy),
  toGrid: (spot) => ({ gx: -spot.col, gy: spot.row }),
  fromGrid: (gx, gy) => ({ col: -gx, row: gy }),

  tileLook: (s, id) => ({ nw: gameOf(s).tileType(id).type }),
  pieceSpot: (at) => spotOf(at as Parameters<typeof spotOf>[0]),
  model(s, looks, lastPlaced, highlight, w): BoardModel {
    const words = w.rulesets['new-world'];
    const g = gameOf(s);
    const v = g.view();
    const cols = v.tiles.map((t) => t.col);
    const minCol = Math.min(0, ...cols, ...v.surveyors);
    const maxCol = Math.max(1, ...cols, ...v.surveyors) + 1;
    return {
      ruleset: 'new-world',
      tiles: v.tiles.map((t) => ({
        key: `${t.col},${t.row}`,
        gx: -t.col,
        gy: t.row,
        rotation: t.rotation,
        nw: g.tileType(t.tile).type,
        start: t.start,
      })),
      figures: v.settlers.map((f, i) => {
        const on = v.tiles.find((t) => t.col === f.col && t.row === f.row);
        const [dx, dy] = clearOfMarks(spotOf(f.at), on ? marksOn(g, on.tile) : [], on?.rotation ?? 0);
        return {
          key: `f${i}:${f.col},${f.row},${f.at}`,
          player: f.player,
          role: f.role,
          gx: -f.col,
          gy: f.row,
          dx,
          dy,
          lying: f.lying,
          label: w.figureLabel(f.player, f.role, f.lying, words.square(f.col, f.row), f.at),
        };
      }),
      looks,
      columns: Array.from({ length: maxCol - minCol + 1 }, (_, i) => minCol + i).map((c) => ({
        gx: -c,
        label: c === 0 ? w.coast : String(c),
      })),
      surveyors: v.surveyors.map((c, i) => ({ gx: -c, label: w.surveyorLabel(i + 1, c) })),
      lastPlaced: lastPlaced ?? lastTile(g),
      highlight,
    };
  },
  withdrawTargets: () => [],
  setupStart: [],
  setupSurveyors: true,
  pieceSpots: (s, id, rotation) => gameOf(s).settlerSpots(id, rotation),
  supply: (s) => gameOf(s).settlersInSupply,
  async loadBots() {
    bots ??= await import('@engine/bots/new-world');
  },
  playBot(s, bot, rand, given) {
    if (!bots) throw new Error('the computer players are not loaded yet (call loadBots first)');
    if (!s.is('new-world')) throw new Error(`not a New World session: ${s.ruleset}`);
    const g = s.current;
    const tile = s.hand?.tile;
    if (!tile) throw new Error('no tile in hand');
    const m = ours(given) ? given : bots.newWorldMove(g, tile, bot, rand);
    if (!m) {
      const who = g.currentPlayer;
      s.discard();
      return { code: 'fits-nowhere', ruleset: 'new-world', player: who, bot, tile };
    }
    s.setRotation(m.placement.rotation);
    s.place({ col: m.placement.col, row: m.placement.row });
    if (m.settler) s.deploy({ at: m.settler.at, role: m.settler.role });
    s.confirm();
    return m.reason;
  },
  expertAsk(s, seed, own) {
    if (!s.is('new-world')) return null;
    const g = s.current;
    const tile = s.hand?.tile ?? g.placedThisTurn?.tile;
    if (!tile) return null;
    const mine = own ? g.placedThisTurn : null;
    return {
      ruleset: 'new-world',
      record: g.toRecord(),
      tile,
      seed,
      ...(mine
        ? { own: { placement: { col: mine.col, row: mine.row, rotation: mine.rotation }, settler: null } }
        : {}),
    };
  },
};
