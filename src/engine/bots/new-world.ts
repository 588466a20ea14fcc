/**
 * Computer players for New World. Each one is handed the game and the tile it drew and answers
 * with a whole turn (where the tile goes, perhaps a settler) and its reason as data (reasons.ts).
 *
 * - `random` (beginner): any legal place, and now and then a settler on the tile (a third of
 *   the time it may).
 * - `greedy` (strong): tries every legal place with every settler it may put down (or none), on
 *   a copy of the game (`Game.fork`), scores the turn there (completed features, majorities,
 *   the surveyor bonus, the surveyor's move and the settlers it leaves behind), then scores the
 *   end of the game as if it came now to see what the settlers on the table are worth, and keeps
 *   the move weighed best (weigh.ts). The first best move in the engine's order wins a tie, so
 *   the same game gives the same move.
 */
import type { DeployOption, Game } from '../rulesets/new-world/game';
import type { Placement } from '../rulesets/new-world/types';

import type { BotName } from './names';
import type { BotPlace, BotReason } from './reasons';
import { greedyWhy, pointsOf, weigh, type Weight } from './weigh';
import { expertPlan, search, type Budget, type Progress, type SearchResult } from './expert';
import { NewWorldSearch, type NewWorldWhole } from './expert-games';
export type { BotName } from './names';

export interface NewWorldMove {
  placement: Placement;
  settler: DeployOption | null;
  /** Why, as data: the page words it in its reader's language. */
  reason: BotReason;
}

const ROLE_ON = { shopkeeper: 'town', robber: 'trail', trapper: 'plains', farmer: 'farm' } as const;

/** The move's place and settler, as its reason tells them. */
function placed(g: Game, tile: string, bot: BotName, p: Placement, settler: DeployOption | null): BotPlace {
  const act = settler ? { kind: 'put' as const, role: settler.role, feature: ROLE_ON[settler.role] } : null;
  return {
    ruleset: 'new-world',
    player: g.currentPlayer,
    bot,
    tile,
    x: p.col,
    y: p.row,
    rotation: p.rotation,
    act,
  };
}

/** The move a bot makes with `tile`, or null when the tile fits nowhere (it is discarded). */
export function newWorldMove(g: Game, tile: string, bot: BotName, rand: () => number): NewWorldMove | null {
  const places = g.legalPlacements(tile);
  if (places.length === 0) return null;
  if (bot === 'expert') return expertNewWorld(g, tile, Math.floor(rand() * 2 ** 32)).move;
  return bot === 'greedy' ? greedy(g, tile, places) : beginner(g, tile, places, rand);
}

/**
 * The expert's move (expert.ts) with its reason, and what the search found: with `own`, a
 * person's move weighed and played out beside the expert's (the sandbox's "What would the
 * expert do?"). `progress` hears the best move so far (a worker passes it on, so a stop plays it).
 */
export function expertNewWorld(
  g: Game,
  tile: string,
  seed: number,
  budget: Budget = {},
  own?: NewWorldWhole,
  progress?: Progress<NewWorldWhole>,
) {
  const r = search(new NewWorldSearch(g), tile, seed, budget, own, progress);
  if (!r) return { move: null, result: null };
  return { move: expertMoveOf(g, tile, r), result: r };
}

/** The search's best move as the bot plays it, with its reason. */
export function expertMoveOf(
  g: Game,
  tile: string,
  r: SearchResult<NewWorldWhole>,
  best = r.best,
): NewWorldMove {
  const { placement, settler } = best.move;
  const plan = expertPlan({ ...r, best }, (m) => !!m.settler);
  return {
    placement,
    settler,
    reason: {
      ...placed(g, tile, 'expert', placement, settler),
      code: 'expert',
      ...plan,
      remain: Math.max(0, g.tilesLeft() - 1),
    },
  };
}

function beginner(g: Game, tile: string, places: Placement[], rand: () => number): NewWorldMove {
  const placement = places[Math.floor(rand() * places.length)];
  const f = g.fork();
  f.place(tile, placement);
  const options = f.deployOptions();
  const settler = options.length && rand() < 1 / 3 ? options[Math.floor(rand() * options.length)] : null;
  return { placement, settler, reason: { ...placed(g, tile, 'random', placement, settler), code: 'random' } };
}

function greedy(g: Game, tile: string, places: Placement[]): NewWorldMove {
  const me = g.players.indexOf(g.currentPlayer);
  const before = pointsOf(g);
  let best: { w: Weight; placement: Placement; settler: DeployOption | null } | null = null;
  for (const placement of places) {
    const placed = g.fork();
    placed.place(tile, placement);
    for (const settler of [null, ...placed.deployOptions()]) {
      const after = placed.fork();
      if (settler) after.deploy(settler);
      after.score();
      const w = weigh(after, me, before, Object.values(after.settlersInSupply)[me] ?? 0, true);
      if (!best || w.value > best.w.value + 1e-9) best = { w, placement, settler };
    }
  }
  const b = best!;
  return {
    placement: b.placement,
    settler: b.settler,
    reason: { ...placed(g, tile, 'greedy', b.placement, b.settler), ...greedyWhy(b.w, !!b.settler) },
  };
}
