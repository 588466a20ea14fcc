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
import { Session } from '@engine/session';
import { wordsOfRecord, type RecordWords } from '@lib/rulesets/words';
import { a, DIRECTIONS, edgeWords, sentence, spotWords, tileWords } from './refusal-words';
import { REASONS, type Context } from './refusal-reasons';

export { spotWords, squareWords, tileWords } from './refusal-words';

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

/** What this module reads of a placed tile and a tile type (both rulesets' tiles have these). */
interface TileShape {
  id: string;
  isStart?: boolean;
  edgeKind: number[][];
  type?: { name?: string };
}
interface PlacedShape {
  tile: TileShape;
  x: number;
  y: number;
  q: number;
}
interface BoardShape {
  tileAt(x: number, y: number): PlacedShape | undefined;
  neighbour(x: number, y: number, d: number): PlacedShape | undefined;
  rules: { kindNames: readonly string[] };
}
interface GameShape {
  board: BoardShape;
  currentPlayer: string;
  tileType(id: string): TileShape;
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
    const s = Session.load({ ...record, turns: turns.slice(0, i), finish: false });
    return s.current as unknown as GameShape;
  } catch {
    return null;
  }
}

function tileTypeOf(game: GameShape | null, id: unknown): TileShape | null {
  if (!game || typeof id !== 'string') return null;
  try {
    return game.tileType(id);
  } catch {
    return null;
  }
}

/** A placed tile, named with its square: "the town cap tile at column 3, row 1", "the start space in row 9 (Jamestown)". */
function placedWords(ruleset: RecordWords, p: PlacedShape): string {
  const name = p.tile.type?.name;
  if (p.tile.isStart && ruleset.startSpaces) return tileWords(p.tile.id, name);
  return `${tileWords(p.tile.id, name)} at ${ruleset.squareWords(p.x, p.y)}`;
}

/** The neighbour across side `d`: "the tile to its north (the town cap tile at column 3, row 1)", "the start space to its east (row 9, Jamestown)". */
function neighbourWords(ruleset: RecordWords, d: number, n: PlacedShape): string {
  const name = n.tile.type?.name;
  if (n.tile.isStart && ruleset.startSpaces) return `the start space to its ${DIRECTIONS[d]} (row ${n.y}${name ? `, ${name}` : ''})`;
  return `the tile to its ${DIRECTIONS[d]} (${placedWords(ruleset, n)})`;
}

/**
 * Why a tile cannot go on a square, read off the table: every side that would meet a different
 * kind of side on a neighbour, or nothing touched on a side, or the square already taken. Null when
 * the table shows nothing wrong (then the engine's own reason is used).
 */
function placementWhy(ruleset: RecordWords, game: GameShape, tile: TileShape, x: number, y: number, rotation: number): string | null {
  const board = game.board;
  const here = board.tileAt(x, y);
  if (here) return `It cannot go there: that square already holds ${tileWords(here.tile.id, here.tile.type?.name)}.`;
  const q = ((rotation / 90) % 4 + 4) % 4;
  const names = board.rules.kindNames;
  const clashes: string[] = [];
  let touching = 0;
  for (let d = 0; d < 4; d++) {
    const n = board.neighbour(x, y, d);
    if (!n) continue;
    touching++;
    const mine = names[tile.edgeKind[q][d]];
    const theirs = names[n.tile.edgeKind[n.q][(d + 2) & 3]];
    if (mine !== theirs) clashes.push(`its ${DIRECTIONS[d]} side shows ${edgeWords(mine)}, but ${neighbourWords(ruleset, d, n)} shows ${edgeWords(theirs)} on the side they would share`);
  }
  if (clashes.length) {
    return `It cannot go there: ${clashes.join('; and ')}. Sides that touch must show the same thing (${ruleset.sidesMatch}).`;
  }
  if (touching === 0) {
    const corners: PlacedShape[] = [];
    for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
      const c = board.tileAt(x + dx, y + dy);
      if (c) corners.push(c);
    }
    const rule = 'a new tile must share at least one whole side with a tile already on the table';
    return corners.length
      ? `It cannot go there: it would meet ${corners.map((c) => placedWords(ruleset, c)).join(' and ')} only at a corner, and ${rule}.`
      : `It cannot go there: it would touch no tile at all, and ${rule}.`;
  }
  return null;
}
/** A reason the table above does not know: the engine's words, with its compass letters spelled out. */
function plainReason(reason: string): string {
  return sentence(reason.replace(/\b(?:the|its) ([NESW]) edge\b/g, (_, e: string) => `the ${DIRECTIONS['NESW'.indexOf(e)]} side`));
}

/** What the turn tried, as the player would say it. `part`: the part of the turn that was refused. */
function triedWords(ruleset: RecordWords, player: string, turn: Record<string, unknown>, part: string, game: GameShape | null): string {
  const tile = typeof turn.tile === 'string' ? tileWords(turn.tile, tileTypeOf(game, turn.tile)?.type?.name) : 'a tile';
  if (turn.discard === true) return `${player} tries to put ${tile} aside as a tile that fits nowhere.`;
  const x = turn[ruleset.fields.x];
  const y = turn[ruleset.fields.y];
  const turned = typeof turn.rotation === 'number' && turn.rotation !== 0 ? `, turned ${turn.rotation}° clockwise` : '';
  const lay = `${tile} at ${ruleset.squareWords(x, y)}${turned}`;
  const piece = turn[ruleset.fields.piece] as { role?: unknown; at?: unknown } | undefined;
  const pieceWords = piece
    ? `put ${a(typeof piece.role === 'string' ? piece.role : ruleset.piece)}${typeof piece.at === 'string' ? ` on ${spotWords(piece.at)}` : ''}`
    : '';
  const back = turn.withdraw as { x?: unknown; y?: unknown } | undefined;
  const backWords = back ? `take back their figure from the tile at ${ruleset.squareWords(back.x, back.y)}` : '';
  // The tile itself was refused: the player tries to lay it (and whatever came with it never happens).
  if (part === '' || part === '.tile' || /^\.(col|row|x|y|rotation)$/.test(part)) return `${player} tries to lay ${lay}.`;
  if (part.startsWith('.withdraw') && pieceWords) return `${player} lays ${lay}, ${pieceWords.replace(/^put/, 'puts')} and also tries to ${backWords}.`;
  if (part.startsWith('.withdraw')) return `${player} lays ${lay} and tries to ${backWords}.`;
  if (part.startsWith('.settler') || part.startsWith('.figure')) return `${player} lays ${lay} and tries to ${pieceWords || 'put a figure down'}.`;
  if (part.startsWith('.order')) return `${player} lays ${lay}${pieceWords ? ` and ${pieceWords.replace(/^put/, 'puts')}` : ''}, then names an order for scoring.`;
  return `${player} tries to lay ${lay}.`;
}

/**
 * The refusal of a record (the engine's error, or its message `turns[3].settler.at: …`) in a
 * player's words. `record` is the record the engine refused (formats §3 or §8).
 */
export function explainRefusal(error: EngineError | string, record: Record<string, unknown>): PlayerRefusal {
  const { path, reason } = splitMessage(error);
  const ruleset = wordsOfRecord(record);
  const named = /^turns\[(\d+)\]/.exec(path);
  if (!named) {
    const why = plainReason(reason);
    const tried = 'This game cannot be set up as written.';
    return { tried, why, text: `${tried} ${why}` };
  }
  const i = Number(named[1]);
  const part = path.slice(named[0].length);
  const turns: unknown[] = Array.isArray(record.turns) ? record.turns : [];
  const raw = turns[i];
  const turn = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const game = gameBefore(record, i);
  const player = game?.currentPlayer ?? 'The player';
  const given = turn[ruleset.fields.piece] as { role?: unknown } | undefined;
  const ctx: Context = { ruleset, piece: typeof given?.role === 'string' ? given.role : ruleset.piece };

  let why: string | null = null;
  const placing = /^tile (.+) cannot go at \((-?\d+), (-?\d+)\) turned (\d+)°: ([\s\S]*)$/.exec(reason);
  if (placing && part === '') {
    const [, id, xs, ys, rs, detail] = placing;
    const x = Number(xs);
    const y = Number(ys);
    why = ruleset.placementRule(detail, x, y);
    if (!why) {
      const tile = tileTypeOf(game, id);
      if (game && tile) why = placementWhy(ruleset, game, tile, x, y, Number(rs));
    }
    why ??= `It cannot go there: ${plainReason(detail)}`;
  }
  if (!why) {
    for (const [re, say] of REASONS) {
      const m = re.exec(reason);
      if (m) {
        why = say(m, ctx);
        break;
      }
    }
  }
  // A turn the engine cannot even read (a field missing or of the wrong kind): say so, with the engine's words.
  if (!why && /^must be |^is not |^a discarded tile|^a tile that is removed|^the figure is the active player's/.test(reason)) {
    const field = /\.([A-Za-z]+)(?:\[\d+\])?$/.exec(path)?.[1];
    why = `This turn is not written in a way the rules can read (${field ? `its ${field} ` : ''}${reason.replace(/\b(?:the|its) ([NESW]) edge\b/g, (_, e: string) => `the ${DIRECTIONS['NESW'.indexOf(e)]} side`)}).`;
  }
  why ??= plainReason(reason);
  const tried = `Turn ${i + 1}: ${triedWords(ruleset, player, turn, part, game)}`;
  return { turn: i + 1, player: game?.currentPlayer, tried, why, text: `${tried} ${why}` };
}
