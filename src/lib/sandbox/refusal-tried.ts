/**
 * What a refused turn tried, as a player says it ("Red tries to lay the meadow tile at column 3,
 * row 2."), from the record and the engine's place in it (`turns[3].settler.at`), never from the
 * English of the refusal: refusals.ts tells it with the reason; the French example pages and
 * replays tell it alone with the French words (refusal-tried-fr.ts), which load nothing else.
 */
import { EngineError } from '@engine/play';
import { Session } from '@engine/session';
import { wordsOfRecord, type RecordWords } from '@lib/rulesets/words';
import { shapeOf, tileTypeOf, type GameShape } from './refusal-core';
import type { TriedWords } from './refusal-types';

/** Split an engine message into its place and its reason. */
export function splitMessage(error: EngineError | string): { path: string; reason: string } {
  if (error instanceof EngineError) return { path: error.path, reason: error.reason };
  const m = /^((?:\(record\)|[A-Za-z_$][\w$]*)(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*): ([\s\S]*)$/.exec(error);
  return m ? { path: m[1], reason: m[2] } : { path: '', reason: error };
}

/** The game as it stood before turn `i` (null when even that cannot be read). */
export function gameBefore(record: Record<string, unknown>, i: number): GameShape | null {
  const turns: unknown[] = Array.isArray(record.turns) ? record.turns : [];
  try {
    return shapeOf(Session.load({ ...record, turns: turns.slice(0, i), finish: false }));
  } catch {
    return null;
  }
}

/** What the turn tried, as the player would say it. `part`: the part of the turn that was refused. */
export function triedWords(
  ruleset: RecordWords,
  player: string,
  turn: Record<string, unknown>,
  part: string,
  game: GameShape | null,
  w: TriedWords,
): string {
  const t = w.tried;
  const tile =
    typeof turn.tile === 'string' ? w.tile(turn.tile, tileTypeOf(game, turn.tile)?.type?.name) : w.aTile;
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
  if (part === '' || part === '.tile' || /^\.(col|row|x|y|rotation)$/.test(part))
    return t.triesToLay(player, lay);
  if (part.startsWith('.withdraw') && piece) return t.laysPutsAndWithdraws(player, lay, put(true), backWords);
  if (part.startsWith('.withdraw')) return t.laysAndWithdraws(player, lay, backWords);
  if (part.startsWith('.settler') || part.startsWith('.figure'))
    return t.laysAndPuts(player, lay, put(false));
  if (part.startsWith('.order')) return t.laysAndOrders(player, lay, put(true));
  return t.triesToLay(player, lay);
}

/**
 * What the refused turn of `record` tried (`act`, and `tried` with its turn), in the words `w`; null when the
 * refusal names no turn.
 */
export function triedOf(
  error: EngineError | string,
  record: Record<string, unknown>,
  w: TriedWords,
): { turn: number; act: string; tried: string } | null {
  const { path } = splitMessage(error);
  const named = /^turns\[(\d+)\]/.exec(path);
  if (!named) return null;
  const i = Number(named[1]);
  const turns: unknown[] = Array.isArray(record.turns) ? record.turns : [];
  const raw = turns[i];
  const turn =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.fromEntries(Object.entries(raw)) : {};
  const game = gameBefore(record, i);
  const player = game ? w.player(game.currentPlayer) : w.somePlayer;
  const act = triedWords(wordsOfRecord(record), player, turn, path.slice(named[0].length), game, w);
  return { turn: i + 1, act, tried: w.turn(i + 1, act) };
}
