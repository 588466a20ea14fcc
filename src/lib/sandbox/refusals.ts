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
import { EngineError } from '@engine/play';
import { refusalIn, refusalOf } from '@engine/refusals';
import { Session } from '@engine/session';
import { wordsOfRecord, type RecordWords } from '@lib/rulesets/words';
import { knownReason, placementWords, shapeOf, tileTypeOf, type GameShape } from './refusal-core';
import { ENGLISH_REFUSALS } from './refusal-english';
import type { Context, RefusalWords } from './refusal-types';

export { spotWords, squareWords, tileWords } from './refusal-words';
export type { RefusalWords };
export { placementRefusal, stepRefusal } from './refusal-core';

export interface PlayerRefusal {
  /** The refused turn, counted from 1 (the record's turns, a discarded tile included), if the refusal names one. */
  turn?: number;
  /** Whose turn it was. */
  player?: string;
  /** What was tried, as a sentence ("Turn 1: Red tries to lay the meadow tile at column 3, row 2."). */
  tried: string;
  /** Why the rules do not allow it, as a sentence. */
  why: string;
  /** `tried` and `why` together. */
  text: string;
}

/** Split an engine message into its place and its reason. */
function splitMessage(error: EngineError | string): { path: string; reason: string } {
  if (error instanceof EngineError) return { path: error.path, reason: error.reason };
  const m = /^((?:\(record\)|[A-Za-z_$][\w$]*)(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*): ([\s\S]*)$/.exec(error);
  return m ? { path: m[1], reason: m[2] } : { path: '', reason: error };
}


/** The game as it stood before turn `i` (null when even that cannot be read). */
function gameBefore(record: Record<string, unknown>, i: number): GameShape | null {
  const turns: unknown[] = Array.isArray(record.turns) ? record.turns : [];
  try {
    return shapeOf(Session.load({ ...record, turns: turns.slice(0, i), finish: false }));
  } catch {
    return null;
  }
}


/** What the turn tried, as the player would say it. `part`: the part of the turn that was refused. */
function triedWords(ruleset: RecordWords, player: string, turn: Record<string, unknown>, part: string, game: GameShape | null, w: RefusalWords): string {
  const t = w.tried;
  const tile = typeof turn.tile === 'string' ? w.tile(turn.tile, tileTypeOf(game, turn.tile)?.type?.name) : w.aTile;
  if (turn.discard === true) return t.discard(player, tile);
  const x = turn[ruleset.fields.x];
  const y = turn[ruleset.fields.y];
  const turned = typeof turn.rotation === 'number' && turn.rotation !== 0 ? t.turned(turn.rotation) : '';
  const lay = t.lay(tile, w.square(ruleset, x, y), turned);
  const piece = turn[ruleset.fields.piece] as { role?: unknown; at?: unknown } | undefined;
  const role = typeof piece?.role === 'string' ? piece.role : ruleset.piece;
  const at = typeof piece?.at === 'string' ? piece.at : null;
  const put = (puts: boolean) => (piece ? t.put(role, at, puts) : '');
  const back = turn.withdraw as { x?: unknown; y?: unknown } | undefined;
  const backWords = back ? t.back(w.square(ruleset, back.x, back.y)) : '';
  // The tile itself was refused: the player tries to lay it (and whatever came with it never happens).
  if (part === '' || part === '.tile' || /^\.(col|row|x|y|rotation)$/.test(part)) return t.triesToLay(player, lay);
  if (part.startsWith('.withdraw') && piece) return t.laysPutsAndWithdraws(player, lay, put(true), backWords);
  if (part.startsWith('.withdraw')) return t.laysAndWithdraws(player, lay, backWords);
  if (part.startsWith('.settler') || part.startsWith('.figure')) return t.laysAndPuts(player, lay, put(false));
  if (part.startsWith('.order')) return t.laysAndOrders(player, lay, put(true));
  return t.triesToLay(player, lay);
}


/**
 * The refusal of a record (the engine's error, or its message `turns[3].settler.at: …`) in a
 * player's words. `record` is the record the engine refused (formats §3 or §8); `w`, the words
 * (English unless a French page passes refusal-french.ts's).
 */
export function explainRefusal(error: EngineError | string, record: Record<string, unknown>, w: RefusalWords = ENGLISH_REFUSALS): PlayerRefusal {
  const { path, reason } = splitMessage(error);
  const refusal = refusalOf(error);
  const ruleset = wordsOfRecord(record);
  const named = /^turns\[(\d+)\]/.exec(path);
  if (!named) {
    const why = (refusal && w.said(refusal, { ruleset, piece: ruleset.piece })) || w.plain(reason);
    const tried = w.notSetUp;
    return { tried, why, text: `${tried} ${why}` };
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
  // The board's own English (for the patterns of the codes not yet given as data), after the placement.
  const placing = /^tile (.+) cannot go at \((-?\d+), (-?\d+)\) turned (\d+)°: ([\s\S]*)$/.exec(reason);
  if (refusal?.code === 'cannot-go' && part === '') {
    why = placementWords(ruleset, game, refusal.tile, refusal.x, refusal.y, refusal.rotation, placing?.[5] ?? '', w, refusalIn(refusal.why));
  } else if (placing && part === '') {
    const [, id, xs, ys, rs, detail] = placing;
    why = placementWords(ruleset, game, id, Number(xs), Number(ys), Number(rs), detail, w);
  }
  // A turn the engine cannot even read (a field missing or of the wrong kind): say so, with the engine's words (its data's, when it gives them).
  const unreadable = /^must be |^is not |^a discarded tile|^a tile that is removed|^the figure is the active player's/.test(reason);
  const said = refusal && w.said(refusal, ctx);
  if (!why && unreadable) why = w.unreadable(/\.([A-Za-z]+)(?:\[\d+\])?$/.exec(path)?.[1], said ?? reason);
  why ??= said || knownReason(reason, ctx, w);
  why ??= w.plain(reason);
  const tried = w.turn(i + 1, triedWords(ruleset, player, turn, part, game, w));
  return { turn: i + 1, player: game?.currentPlayer, tried, why, text: `${tried} ${why}` };
}

