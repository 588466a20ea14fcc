/**
 * A refused move in a player's words. The engine refuses a record with a message for tool builders
 * (`turns[0]: tile meadow cannot go at (3, 2) turned 0°: its N edge (plains) meets …`); a player
 * wants a sentence: which turn, who, what they tried, and why the rules say no
 * ("Turn 1: Red tries to lay the meadow tile at column 3, row 2. It cannot go there: its north side
 * is plains, but the tile to its north shows a town there …").
 *
 * The engine's message stays as it is (the command line and its tests print it); this module only
 * reads it, together with the record, and rebuilds the position before the refused turn to say
 * which side meets what on which neighbour. Used by the example pages and the replays' last step.
 */
import type { EngineError } from '@engine/play';
import { wordsOfRecord } from '@lib/rulesets/words';
import { refusalOf } from '@engine/refusals';
import { placementWords, saidReason } from './refusal-core';
import { ENGLISH_REFUSALS } from './refusal-english';
import { gameBefore, splitMessage, triedWords } from './refusal-tried';
import type { Context, RefusalWords } from './refusal-types';

export { spotWords, squareWords, tileWords } from './refusal-words';
export type { RefusalWords };
export { placementRefusal, stepRefusal } from './refusal-core';

/**
 * A reason about how a record is written (a field missing or of the wrong kind), not about the rules.
 * Kept as a pattern (one of the two sentence patterns left, issue 30) for a refusal given as text
 * alone, with no data to read (a message kept from an older version, or passed by a tool): every
 * refusal the engine throws now carries its data, read first.
 */
const SHAPE =
  /^must be |^is not |^a discarded tile|^a tile that is removed|^the figure is the active player's/;

export interface PlayerRefusal {
  /** The refused turn, counted from 1 (the record's turns, a discarded tile included), if the refusal names one. */
  turn?: number;
  /** Whose turn it was. */
  player?: string;
  /** What was tried, as a sentence ("Turn 1: Red tries to lay the meadow tile at column 3, row 2."). */
  tried: string;
  /** The same without its turn ("Red tries to lay the meadow tile at column 3, row 2."). */
  act: string;
  /** Why the rules do not allow it, as a sentence. */
  why: string;
  /** `tried` and `why` together. */
  text: string;
}

/**
 * The refusal of a record (the engine's error, or its message `turns[3].settler.at: …`) in a
 * player's words. `record` is the record the engine refused (formats §3 or §8); `w`, the words
 * (English unless a French page passes refusal-french.ts's).
 */
export function explainRefusal(
  error: EngineError | string,
  record: Record<string, unknown>,
  w: RefusalWords = ENGLISH_REFUSALS,
): PlayerRefusal {
  const { path, reason } = splitMessage(error);
  const refusal = refusalOf(error);
  const ruleset = wordsOfRecord(record);
  const named = /^turns\[(\d+)\]/.exec(path);
  if (!named) {
    const why =
      (SHAPE.test(reason) ? null : saidReason(error, { ruleset, piece: ruleset.piece }, w)) ??
      w.plain(reason);
    const tried = w.notSetUp;
    return { tried, act: tried, why, text: `${tried} ${why}` };
  }
  const i = Number(named[1]);
  const part = path.slice(named[0].length);
  const turns: unknown[] = Array.isArray(record.turns) ? record.turns : [];
  const raw = turns[i];
  const turn = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const game = gameBefore(record, i);
  const player = game ? w.player(game.currentPlayer) : w.somePlayer;
  const given = turn[ruleset.fields.piece] as { role?: unknown } | undefined;
  const ctx: Context = { ruleset, piece: typeof given?.role === 'string' ? given.role : ruleset.piece };

  let why: string | null = null;
  // A tile that does not fit: from its data; a message given as text alone (no data) is read by its
  // shape (the other sentence pattern kept, for the same reason as SHAPE's).
  const placing = /^tile (.+) cannot go at \((-?\d+), (-?\d+)\) turned (\d+)°: ([\s\S]*)$/.exec(reason);
  if (refusal?.code === 'cannot-go' && part === '') {
    why = placementWords(
      ruleset,
      game,
      refusal.tile,
      refusal.x,
      refusal.y,
      refusal.rotation,
      placing?.[5] ?? '',
      w,
    );
  } else if (placing && part === '') {
    const [, id, xs, ys, rs, detail] = placing;
    why = placementWords(ruleset, game, id, Number(xs), Number(ys), Number(rs), detail, w);
  }
  // A turn the engine cannot even read (a field missing or of the wrong kind): say so, with the engine's
  // words (or its data's, in `w`'s).
  if (!why && SHAPE.test(reason))
    why = w.unreadable(/\.([A-Za-z]+)(?:\[\d+\])?$/.exec(path)?.[1], saidReason(error, ctx, w) ?? reason);
  why ??= saidReason(error, ctx, w);
  why ??= w.plain(reason);
  const act = triedWords(ruleset, player, turn, part, game, w);
  const tried = w.turn(i + 1, act);
  return { turn: i + 1, player: game?.currentPlayer, tried, act, why, text: `${tried} ${why}` };
}
