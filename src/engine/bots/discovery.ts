/**
 * Computer players for The Discovery, the same two as New World's (new-world.ts): `random` puts
 * its tile in any legal place, then a third of the time puts a figure down where it may, else
 * half the time takes back its figure worth most now; `greedy` tries every place with every
 * choice of the turn (a figure on one of the tile's regions, one of its figures taken back and
 * scored, or nothing) on a copy of the game, and keeps the move weighed best (weigh.ts).
 */
import type { Edge } from '../core/geometry';
import type { FigureOption } from '../rulesets/discovery/figures';
import type { DiscoveryGame } from '../rulesets/discovery/game';
import type { DiscoveryPlacement } from '../rulesets/discovery/types';
import type { BotName } from './names';
import type { BotPlace, BotReason } from './reasons';
import { greedyWhy, pointsOf, weigh, type Weight } from './weigh';
import { expertPlan, search, type Budget, type Progress, type SearchResult } from './expert';
import { DiscoverySearch, type DiscoveryWhole } from './expert-games';

export type DiscoveryAction =
  { figure: FigureOption } | { withdraw: { x: number; y: number; at: Edge } } | null;

export interface DiscoveryMove {
  placement: DiscoveryPlacement;
  action: DiscoveryAction;
  /** Why, as data: the page words it in its reader's language. */
  reason: BotReason;
}

const KIND_OF = { explorer: 'plains', thief: 'mountain', sailor: 'sea' } as const;

/** The move's place and action, as its reason tells them. */
function placed(
  g: DiscoveryGame,
  tile: string,
  bot: BotName,
  p: DiscoveryPlacement,
  a: DiscoveryAction,
): BotPlace {
  const act = !a
    ? null
    : 'figure' in a
      ? { kind: 'put' as const, role: a.figure.role, feature: KIND_OF[a.figure.role] }
      : { kind: 'take-back' as const, x: a.withdraw.x, y: a.withdraw.y };
  return {
    ruleset: 'discovery',
    player: g.currentPlayer,
    bot,
    tile,
    x: p.x,
    y: p.y,
    rotation: p.rotation,
    act,
  };
}

function act(g: DiscoveryGame, a: DiscoveryAction): void {
  if (!a) return;
  if ('figure' in a) g.deploy(a.figure);
  else g.withdraw(a.withdraw);
}

function actions(g: DiscoveryGame): DiscoveryAction[] {
  return [
    null,
    ...g.deployOptions().map((figure) => ({ figure })),
    ...g.withdrawOptions().map((w) => ({ withdraw: { x: w.x, y: w.y, at: w.at } })),
  ];
}

/** The move a bot makes with `tile`, or null when it fits nowhere (it is removed from the game). */
export function discoveryMove(
  g: DiscoveryGame,
  tile: string,
  bot: BotName,
  rand: () => number,
): DiscoveryMove | null {
  const places = g.legalPlacements(tile);
  if (places.length === 0) return null;
  if (bot === 'expert') return expertDiscovery(g, tile, Math.floor(rand() * 2 ** 32)).move;
  return bot === 'greedy' ? greedy(g, tile, places) : beginner(g, tile, places, rand);
}

/** The expert's move (expert.ts) with its reason, and what the search found (as New World's `expertNewWorld`). */
export function expertDiscovery(
  g: DiscoveryGame,
  tile: string,
  seed: number,
  budget: Budget = {},
  own?: DiscoveryWhole,
  progress?: Progress<DiscoveryWhole>,
) {
  const r = search(new DiscoverySearch(g), tile, seed, budget, own, progress);
  if (!r) return { move: null, result: null };
  return { move: expertMoveOf(g, tile, r), result: r };
}

/** The search's best move as the bot plays it, with its reason. */
export function expertMoveOf(
  g: DiscoveryGame,
  tile: string,
  r: SearchResult<DiscoveryWhole>,
  best = r.best,
): DiscoveryMove {
  const { placement, action } = best.move;
  const plan = expertPlan({ ...r, best }, (m) => !!m.action);
  return {
    placement,
    action,
    reason: {
      ...placed(g, tile, 'expert', placement, action),
      code: 'expert',
      ...plan,
      remain: Math.max(0, g.tilesLeft() - 1),
    },
  };
}

function beginner(
  g: DiscoveryGame,
  tile: string,
  places: DiscoveryPlacement[],
  rand: () => number,
): DiscoveryMove {
  const placement = places[Math.floor(rand() * places.length)];
  const f = g.fork();
  f.place(tile, placement);
  const deploy = f.deployOptions();
  const back = f.withdrawOptions();
  let action: DiscoveryAction = null;
  if (deploy.length && rand() < 1 / 3) action = { figure: deploy[Math.floor(rand() * deploy.length)] };
  else if (back.length && rand() < 0.5) {
    const w = back.reduce((a, b) => (b.points > a.points ? b : a));
    action = { withdraw: { x: w.x, y: w.y, at: w.at } };
  }
  return { placement, action, reason: { ...placed(g, tile, 'random', placement, action), code: 'random' } };
}

function greedy(g: DiscoveryGame, tile: string, places: DiscoveryPlacement[]): DiscoveryMove {
  const me = g.players.indexOf(g.currentPlayer);
  const before = pointsOf(g);
  let best: { w: Weight; placement: DiscoveryPlacement; action: DiscoveryAction } | null = null;
  for (const placement of places) {
    const placed = g.fork();
    placed.place(tile, placement);
    for (const action of actions(placed)) {
      const after = placed.fork();
      act(after, action);
      after.endTurn();
      const w = weigh(after, me, before, Object.values(after.figuresInSupply)[me] ?? 0, true);
      if (!best || w.value > best.w.value + 1e-9) best = { w, placement, action };
    }
  }
  const b = best!;
  return {
    placement: b.placement,
    action: b.action,
    reason: { ...placed(g, tile, 'greedy', b.placement, b.action), ...greedyWhy(b.w, !!b.action) },
  };
}
