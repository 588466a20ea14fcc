/**
 * The computer players' reasons (src/engine/bots/reasons.ts) in English sentences, for the
 * sandbox's status line: one case per reason code, so a code this switch misses fails the type
 * check. The French are bot-reasons.fr.ts. Loaded with the computer players, never on first load.
 *
 * Squares come in the page's words (the ruleset's `square`: "column 3, row 2", "x 1, y 0"); a
 * caller may give its own `place` instead, as the command line's "(3, 2) turned 90°".
 */
import type { BotAct, BotReason, BotRuleset } from '@engine/bots/reasons';
import { lazyNumber, lazyPlural } from '../intl';
import { countEn } from '../count';

/** A square in the ruleset's own axes, in words. */
export type SquareWords = (x: number, y: number) => string;
/** Where a tile went, turned as it was. */
export type PlaceWords = (x: number, y: number, rotation: number) => string;
/** A reason in sentences: the square's words, and optionally the place's. */
export type BotReasonText = (r: BotReason, square: SquareWords, place?: PlaceWords) => string;

/**
 * Each ruleset's words: its pieces, a tile that fits nowhere, the beginner's move with no piece, the strong
 * player's word before a piece.
 */
const RULESET: Record<
  BotRuleset,
  { pieces: string; noFit: string; nothingPicked: string; strongPut: string }
> = {
  'new-world': {
    pieces: 'settlers',
    noFit: 'it goes back in the box',
    nothingPicked: 'a place',
    strongPut: 'with',
  },
  discovery: {
    pieces: 'figures',
    noFit: 'it is removed from the game',
    nothingPicked: 'a move',
    strongPut: 'and',
  },
};
const A_ROLE: Record<Extract<BotAct, { kind: 'put' }>['role'], string> = {
  shopkeeper: 'a shopkeeper',
  robber: 'a robber',
  trapper: 'a trapper',
  farmer: 'a farmer',
  explorer: 'an explorer',
  thief: 'a thief',
  sailor: 'a sailor',
};
const number = lazyNumber('en-GB');
const tenths = lazyNumber('en-GB', { maximumFractionDigits: 1 });
type ExpertReason = Extract<BotReason, { code: 'expert' }>;
/** The expert's plan in words (reasons.ts `ExpertPlan`). */
const EXPERT_PLAN_EN: Record<ExpertReason['plan'], (r: ExpertReason, pieces: string) => string> = {
  'scores-now': (r) =>
    `${points(r.points)} this turn, and the playouts of the turns to come find nothing better`,
  'pieces-later': (r, pieces) =>
    `its ${pieces} on the table would bring ${points(r.points)} if the game ended now, and the playouts find ` +
    `nothing better`,
  'least-help': () =>
    'nothing scores this turn; of the quiet places, this one leaves it best off in the playouts',
  'looks-ahead': (r) =>
    `it plans ahead; over the turns to come this move leaves it ${tenthPoints(r.gain)} better off on average ` +
    `than the best immediate score`,
  'holds-piece': (r, pieces) =>
    `it keeps one of its ${pieces} in supply for a better feature, ${tenthPoints(r.gain)} better on average ` +
    `over the turns to come than putting it down now`,
};
const plural = lazyPlural('en-GB');
/** "1 point", "1.5 points". */
const tenthPoints = (n: number) => `${tenths(n)} ${n === 1 ? 'point' : 'points'}`;
const points = (n: number) => `${number(n)} ${plural(n) === 'one' ? 'point' : 'points'}`;

/** What came with the tile: " and a trapper on its plains", " and takes back the figure at x 1, y 0". */
function actWords(a: BotAct | null, join: string, square: SquareWords): string {
  if (!a) return '';
  switch (a.kind) {
    case 'put':
      return ` ${join} ${A_ROLE[a.role]} on its ${a.feature}`;
    case 'take-back':
      return ` and takes back the figure at ${square(a.x, a.y)}`;
    default:
      return a satisfies never;
  }
}

const botReason: BotReasonText = (
  r,
  square,
  place = (x, y, rotation) => `${square(x, y)}${rotation ? `, turned ${rotation}°` : ''}`,
) => {
  const w = RULESET[r.ruleset];
  if (r.code === 'fits-nowhere') return `${r.player} draws tile ${r.tile}, which fits nowhere: ${w.noFit}.`;
  const head = `${r.player} puts tile ${r.tile} at ${place(r.x, r.y, r.rotation)}`;
  const strong = `${head}${actWords(r.act, w.strongPut, square)}`;
  switch (r.code) {
    case 'random':
      return `${head}${actWords(r.act, 'and', square)}, ${r.act ? 'a move' : w.nothingPicked} picked at random.`;
    case 'scores-now':
      return `${strong}: ${points(r.points)} this turn, the most it could score.`;
    case 'pieces-later':
      return `${strong}: its ${w.pieces} on the table would bring ${points(r.points)} if the game ended now.`;
    case 'least-help':
      return `${strong}: nothing scores this turn, and this place helps the others least.`;
    case 'expert':
      return (
        `${strong}: ${EXPERT_PLAN_EN[r.plan](r, w.pieces)} (${countEn(r.playouts, 'playout')} of the ` +
        `next turns, ${countEn(r.remain, 'tile')} to come).`
      );
    default:
      return r satisfies never;
  }
};

export default botReason;
