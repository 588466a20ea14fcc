/**
 * The Discovery in the UI's words and drawings (see types.ts): x grows east (gx = x), figures
 * on a tile's sides, a figure taken back to score its region. Types only from the engine (and
 * the start tile's name, from its entry point for playing): the rules themselves load on demand.
 */
import type { DiscoveryGame, Session } from '@engine/index';
import { DISCOVERY_START_TILE } from '@engine/play';
import { figureSpot } from '@lib/board/figure-spots';
import type { BoardModel, BoardTarget } from '@lib/board/board-types';
import TEXT from '@lib/i18n/ui/rulesets.en';
import type { RulesetUi } from './types';
import type { DiscoveryMove } from '@engine/bots/discovery';
import type { ExpertMove } from '@lib/expert/expert-think';

/** The expert's answer is this game's move (its reason names the game). */
function ours(m: ExpertMove | undefined): m is DiscoveryMove {
  return m?.reason.ruleset === 'discovery';
}

const T = TEXT.discovery;

/** The computer players, loaded on first use. */
let bots: typeof import('@engine/bots/discovery') | null = null;

function gameOf(s: Session): DiscoveryGame {
  if (!s.is('discovery')) throw new Error(`not a session of The Discovery: ${s.ruleset}`);
  return s.current;
}

export const DISCOVERY: RulesetUi = {
  id: 'discovery',
  recordFormat: 'discovery-record',
  game: T.game,
  startBoard: false,
  boardLabel: T.boardLabel,
  piece: 'figure',
  circleKey: T.circleKey,
  piecesLeft: T.piecesLeft,
  exportName: 'discovery-game.json',
  endTurnLabel: T.endTurnLabel.bind(T),
  actTail: T.actTail,

  gridWords: (gx, gy, w = T) => w.square(gx, gy),
  toGrid: (spot) => ({ gx: spot.x, gy: spot.y }),
  fromGrid: (gx, gy) => ({ x: gx, y: gy }),

  tileLook: (s, id) => ({ disc: gameOf(s).tileType(id).def }),
  pieceSpot: (at) => figureSpot(at as Parameters<typeof figureSpot>[0]),
  model(s, looks, lastPlaced, highlight, w): BoardModel {
    const words = w.rulesets.discovery;
    const g = gameOf(s);
    const tiles = g.tiles;
    const lastT = tiles.length > 1 ? tiles[tiles.length - 1] : undefined;
    return {
      ruleset: 'discovery',
      tiles: tiles.map((t) => {
        const def = g.tileType(t.tile).def;
        return {
          key: `${t.x},${t.y}`,
          gx: t.x,
          gy: t.y,
          rotation: t.rotation,
          disc: def,
          start: !!def.start,
        };
      }),
      figures: g.figures.map((f, i) => {
        const [dx, dy] = figureSpot(f.at);
        return {
          key: `f${i}:${f.x},${f.y},${f.at}`,
          player: f.player,
          role: f.role,
          gx: f.x,
          gy: f.y,
          dx,
          dy,
          lying: false,
          label: w.figureLabel(f.player, f.role, false, words.square(f.x, f.y), f.at),
        };
      }),
      looks,
      columns: [],
      surveyors: [],
      lastPlaced: lastPlaced ?? (lastT ? { gx: lastT.x, gy: lastT.y } : undefined),
      highlight,
    };
  },
  withdrawTargets(s, model, w) {
    const out: BoardTarget[] = [];
    for (const o of s.withdrawOptions()) {
      const f = model.figures.find(
        (x) => x.gx === o.x && x.gy === o.y && x.player === s.current.currentPlayer,
      );
      if (!f) continue;
      out.push({
        key: `w:${o.x},${o.y}`,
        kind: 'withdraw',
        gx: o.x,
        gy: o.y,
        dx: f.dx,
        dy: f.dy,
        mark: '↑',
        label: w.withdrawLabel(o.role, w.rulesets.discovery.square(o.x, o.y), o.points),
      });
    }
    return out;
  },
  setupStart: [{ tile: DISCOVERY_START_TILE, gx: 0, gy: 0, rotation: 0 }],
  setupSurveyors: false,
  pieceSpots: (s, id, rotation) => gameOf(s).figureSpots(id, rotation),
  supply: (s) => gameOf(s).figuresInSupply,
  async loadBots() {
    bots ??= await import('@engine/bots/discovery');
  },
  playBot(s, bot, rand, given) {
    if (!bots) throw new Error('the computer players are not loaded yet (call loadBots first)');
    if (!s.is('discovery')) throw new Error(`not a session of The Discovery: ${s.ruleset}`);
    const g = s.current;
    const tile = s.hand?.tile;
    if (!tile) throw new Error('no tile in hand');
    const m = ours(given) ? given : bots.discoveryMove(g, tile, bot, rand);
    if (!m) {
      const who = g.currentPlayer;
      s.discard();
      return { code: 'fits-nowhere', ruleset: 'discovery', player: who, bot, tile };
    }
    s.setRotation(m.placement.rotation);
    s.place({ x: m.placement.x, y: m.placement.y });
    if (m.action && 'figure' in m.action) s.deploy({ at: m.action.figure.at, role: m.action.figure.role });
    else if (m.action) s.withdraw(m.action.withdraw);
    s.confirm();
    return m.reason;
  },
  expertAsk(s, seed, own) {
    if (!s.is('discovery')) return null;
    const g = s.current;
    const tile = s.hand?.tile ?? g.placedThisTurn?.tile;
    if (!tile) return null;
    const mine = own ? g.placedThisTurn : null;
    return {
      ruleset: 'discovery',
      record: g.toRecord(),
      tile,
      seed,
      ...(mine
        ? { own: { placement: { x: mine.x, y: mine.y, rotation: mine.rotation }, action: null } }
        : {}),
    };
  },
};
