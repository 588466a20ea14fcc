/**
 * Why a computer player made its move, as data: who played with which bot, the tile, where it went
 * and what the bot put down or took back, and the code of its reason with its figures. Nothing here
 * is a sentence: a page words it in its reader's language (src/lib/i18n/ui/bot-reasons.en.ts and
 * .fr.ts, each an exhaustive switch over `code`), and a new code fails their type check until both
 * say it. The bots build one small object per move, after thinking, never in their search loop.
 */
import type { Role } from '../rulesets/new-world/record-types';
import type { DiscoveryRole } from '../rulesets/discovery/types';
import type { BotName } from './names';

/** The rulesets the computer players play. */
export type BotRuleset = 'new-world' | 'discovery';

/** The area a piece stands on: New World's features, The Discovery's regions. */
export type BotFeature = 'town' | 'trail' | 'plains' | 'farm' | 'mountain' | 'sea';

/**
 * What the bot did besides placing its tile: put a piece on one of its areas, or take one of its figures back
 * from a square (The Discovery).
 */
export type BotAct =
  | { kind: 'put'; role: Role | DiscoveryRole; feature: BotFeature }
  | { kind: 'take-back'; x: number; y: number };

interface Drew {
  ruleset: BotRuleset;
  player: string;
  bot: BotName;
  tile: string;
}

/**
 * A tile placed: the square in the ruleset's own axes (New World's column and row, The Discovery's x and y),
 * its rotation, and the act that came with it.
 */
export interface BotPlace extends Drew {
  x: number;
  y: number;
  rotation: number;
  act: BotAct | null;
}

/**
 * The reasons, by code:
 * - `fits-nowhere`: the tile drawn goes nowhere (New World: back in the box; The Discovery: out of the game);
 * - `random`: the beginner picked the place (and its act) at random;
 * - `scores-now`: the strong player scores `points` this turn, the most it could;
 * - `pieces-later`: it scores nothing now, and its pieces on the table would bring `points` if the game ended now;
 * - `least-help`: nothing scores, and no piece moved: the place that helps the others least;
 * - `expert`: the expert's move after `playouts` playouts of the next turns (expert.ts). `plan` says
 *   what decided it: as the strong player would (`scores-now`, `pieces-later`, `least-help`, with
 *   `points`), or a move the strong player would not make that came out `gain` points better on
 *   average over the playouts: `looks-ahead`, or `holds-piece` when it keeps in supply the piece
 *   the strong player would have put down. `remain` is how many tiles are still to come.
 */
export type BotReason =
  | (Drew & { code: 'fits-nowhere' })
  | (BotPlace & { code: 'random' })
  | (BotPlace & { code: 'scores-now'; points: number })
  | (BotPlace & { code: 'pieces-later'; points: number })
  | (BotPlace & { code: 'least-help' })
  | (BotPlace & {
      code: 'expert';
      plan: ExpertPlan;
      points: number;
      gain: number;
      playouts: number;
      remain: number;
    });

/** What decided the expert's move (see `BotReason`). */
export type ExpertPlan = 'scores-now' | 'pieces-later' | 'least-help' | 'looks-ahead' | 'holds-piece';

/** Every code, for the tests that render each one. */
export const BOT_REASON_CODES = [
  'fits-nowhere',
  'random',
  'scores-now',
  'pieces-later',
  'least-help',
  'expert',
] as const satisfies readonly BotReason['code'][];

/** Every plan, for the tests that render each one. */
export const EXPERT_PLANS = [
  'scores-now',
  'pieces-later',
  'least-help',
  'looks-ahead',
  'holds-piece',
] as const satisfies readonly ExpertPlan[];
