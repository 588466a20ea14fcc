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

type Ruleset = 'new-world' | 'discovery';

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

const DIRECTIONS = ['north', 'east', 'south', 'west'];
const HALF_WORDS: Record<string, string> = {
  Nw: 'the west half of its north side',
  Ne: 'the east half of its north side',
  En: 'the north half of its east side',
  Es: 'the south half of its east side',
  Se: 'the east half of its south side',
  Sw: 'the west half of its south side',
  Ws: 'the south half of its west side',
  Wn: 'the north half of its west side',
};

/** Where on a tile a settler or figure stands, as players say it: "its north side", "the east half of its south side", "its centre". */
export function spotWords(at: string): string {
  const d = 'NESW'.indexOf(at);
  if (at.length === 1 && d >= 0) return `its ${DIRECTIONS[d]} side`;
  if (at === 'C') return 'its centre';
  return HALF_WORDS[at] ?? at;
}

/** A tile as players name it: "tile K" for the printed letters, "the meadow tile" for an example's own tile, "the start tile". */
export function tileWords(id: string, name?: string): string {
  if (id === 'start') return 'the start tile';
  const start = /^start-(\d)$/.exec(id);
  if (start) return `the start space in row ${start[1]}${name ? ` (${name})` : ''}`;
  if (/^[A-Z]{1,2}\d*$/.test(id)) return `tile ${id}`;
  return `the ${id.replace(/[-_]+/g, ' ')} tile`;
}

/** A square of the table: "column 3, row 2" (New World) or "x 1, y 0" (The Discovery). */
export function squareWords(ruleset: Ruleset, x: unknown, y: unknown): string {
  return ruleset === 'new-world' ? `column ${String(x)}, row ${String(y)}` : `x ${String(x)}, y ${String(y)}`;
}

/** "a shopkeeper", "an explorer". */
const a = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => {
  const t = capital(s.trim());
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** What an edge shows, with an article where players would say one: "plains", "a town", "the sea". */
function edgeWords(kind: string): string {
  if (kind === 'town' || kind === 'trail') return `a ${kind}`;
  if (kind === 'sea') return 'the sea';
  return kind;
}

/** Split an engine message into its place and its reason. */
function splitMessage(error: EngineError | string): { path: string; reason: string } {
  if (error instanceof EngineError) return { path: error.path, reason: error.reason };
  const m = /^((?:\(record\)|[A-Za-z_$][\w$]*)(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*): ([\s\S]*)$/.exec(error);
  return m ? { path: m[1], reason: m[2] } : { path: '', reason: error };
}

/** The game as it stood before turn `i` (null when even that cannot be read). */
function gameBefore(record: Record<string, unknown>, i: number): GameShape | null {
  const turns = Array.isArray(record.turns) ? (record.turns as unknown[]) : [];
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
function placedWords(ruleset: Ruleset, p: PlacedShape): string {
  const name = p.tile.type?.name;
  if (p.tile.isStart && ruleset === 'new-world') return tileWords(p.tile.id, name);
  return `${tileWords(p.tile.id, name)} at ${squareWords(ruleset, p.x, p.y)}`;
}

/** The neighbour across side `d`: "the tile to its north (the town cap tile at column 3, row 1)", "the start space to its east (row 9, Jamestown)". */
function neighbourWords(ruleset: Ruleset, d: number, n: PlacedShape): string {
  const name = n.tile.type?.name;
  if (n.tile.isStart && ruleset === 'new-world') return `the start space to its ${DIRECTIONS[d]} (row ${n.y}${name ? `, ${name}` : ''})`;
  return `the tile to its ${DIRECTIONS[d]} (${placedWords(ruleset, n)})`;
}

/**
 * Why a tile cannot go on a square, read off the table: every side that would meet a different
 * kind of side on a neighbour, or nothing touched on a side, or the square already taken. Null when
 * the table shows nothing wrong (then the engine's own reason is used).
 */
function placementWhy(ruleset: Ruleset, game: GameShape, tile: TileShape, x: number, y: number, rotation: number): string | null {
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
    const like = ruleset === 'new-world' ? 'town against town, trail against trail, plains against plains' : 'plains against plains, mountains against mountains, sea against sea';
    return `It cannot go there: ${clashes.join('; and ')}. Sides that touch must show the same thing (${like}).`;
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

/** The New World column rule in words, for a square east of the first land column. */
function columnWhy(col: number, row: number): string {
  const rule = 'land tiles go only to the west of the start board, in column 1 or further west';
  if (col === 0) {
    const end = row < 0 ? ' (here, beyond its northern end)' : row > 9 ? ' (here, beyond its southern end)' : '';
    return `It cannot go there: column 0 is the start board's own column${end}, and ${rule}.`;
  }
  return `It cannot go there: column ${col} lies east of the start board, out at sea, and ${rule}.`;
}

/** Where a settler stands on each kind of feature, as players say it. */
const FEATURE_PLACE: Record<string, string> = { town: 'in a town', trail: 'on a trail', plains: 'on plains', farm: 'on a farm' };

/** Reasons the engine gives, each turned into a player's sentence. `m` is the match; `ctx` the position words. */
interface Context {
  ruleset: Ruleset;
  /** The settler or figure the turn tried to put down: "shopkeeper", or "settler" when the turn names no role. */
  piece: string;
}
const sq = (ctx: Context, x: string, y: string) => squareWords(ctx.ruleset, x, y);
const REASONS: [RegExp, (m: RegExpExecArray, ctx: Context) => string][] = [
  // Settlers and figures on a feature that is already held.
  [
    /^this (town|trail|plains|farm) already holds a settler \((.+)'s (\w+) at \((-?\d+), (-?\d+)\)\)$/,
    (m, c) =>
      m[1] === 'plains'
        ? `The ${c.piece} cannot go there: these plains already hold a settler (${m[2]}'s ${m[3]} on the tile at ${sq(c, m[4], m[5])}), and a new settler may only join plains that nobody holds yet, however far they reach.`
        : `The ${c.piece} cannot go there: this ${m[1]} already holds a settler (${m[2]}'s ${m[3]} on the tile at ${sq(c, m[4], m[5])}), and a new settler may only join a ${m[1]} that nobody holds yet, however far it reaches.`,
  ],
  [
    /^the (sea|mountain|plains) this tile continues already holds a figure \((.+)'s (\w+) at \((-?\d+), (-?\d+)\)\), however far away$/,
    (m, c) =>
      `The ${c.piece} cannot go there: the ${m[1]} this tile continues already holds a figure (${m[2]}'s ${m[3]} on the tile at ${sq(c, m[4], m[5])}), and a figure may only go on a region that nobody holds yet, however far away the other figure stands.`,
  ],
  [/^(?:a figure was (?:withdrawn|put down) this turn: )?a turn either puts a figure down or withdraws one, never both$/, () => 'In one turn a player either puts a figure down or takes one back to score it, never both.'],
  [/^only one settler may be deployed per turn$/, () => 'Only one settler may be put down per turn.'],
  [/^only one figure may be put down per turn$/, () => 'Only one figure may be put down per turn.'],
  [/^only one figure may be withdrawn per turn$/, () => 'Only one figure may be taken back per turn.'],
  [/^(.+) has no settler left in supply$/, (m) => `${m[1]} has no settler left to put down.`],
  [/^(.+) has no figure left in supply.*$/, (m) => `${m[1]} has no figure left to put down (each player has four; the fifth marks the score).`],
  [/^a settler on a (\w+) is a (\w+), not a (\w+)$/, (m) => `A settler ${FEATURE_PLACE[m[1]] ?? `on a ${m[1]}`} is ${a(m[2])}, not ${a(m[3])}.`],
  [/^the ([NESW]) edge of (.+) faces the sea$/, (m) => `The ${DIRECTIONS['NESW'.indexOf(m[1])]} side of that tile faces the sea, where no settler can stand.`],
  [/^the ([NESW]) edge of .+ has two plains segments: name a half .*$/, (m) => `The ${DIRECTIONS['NESW'.indexOf(m[1])]} side of that tile has two separate plains, so the move does not say which one the settler joins.`],
  [/^the ([NESW]) edge of .+ is a town, which has no halves: .*$/, (m) => `The town takes the whole ${DIRECTIONS['NESW'.indexOf(m[1])]} side of that tile: a shopkeeper goes on the side, not on half of it.`],
  [/^tile .+ has no farm in its centre$/, () => 'That tile has no farm in its centre, so no farmer can stand there.'],
  [/^the (\w+) half of .+ has no segment \(its edge faces the sea\)$/, () => 'That half of the side faces the sea, where no settler can stand.'],
  [
    /^the ([NESW]) edge of the tile is (\w+), where a figure is an? (\w+), not an? (\w+) \(an? \w+ goes on (.+)\)$/,
    (m) => `The ${DIRECTIONS['NESW'.indexOf(m[1])]} side of the tile is ${m[2]}, where a figure is ${a(m[3])}; ${a(m[4])} goes on ${m[5]}.`,
  ],
  [/^the ([NESW]) edge is (\w+), so the figure there is an? (\w+), not an? (\w+)$/, (m) => `The ${DIRECTIONS['NESW'.indexOf(m[1])]} side is ${m[2]}, so a figure there is ${a(m[3])}, not ${a(m[4])}.`],
  [/^no figure stands on the tile at \((-?\d+), (-?\d+)\)$/, (m, c) => `No figure stands on the tile at ${sq(c, m[1], m[2])}.`],
  [/^the figure at \((-?\d+), (-?\d+)\) is (.+)'s, not (.+)'s$/, (m, c) => `The figure on the tile at ${sq(c, m[1], m[2])} is ${m[3]}'s, not ${m[4]}'s: a player takes back only their own figures.`],
  [/^it is (.+)'s turn, not (.+)'s$/, (m) => `It is ${m[1]}'s turn, not ${m[2]}'s.`],
  // Tiles.
  [/^no tile (.+) is left in the (supply|box)$/, (m) => `No copy of ${tileWords(m[1])} is left to draw: every one is already on the table.`],
  [/^start spaces are printed on the board.*$/, () => 'Start spaces are printed on the board: they are never drawn or laid.'],
  [/^the start tile (?:lies on the table from the beginning and )?is not drawn$/, () => 'The start tile lies on the table from the beginning: it is never drawn.'],
  [/^"(.+)" is not a tile type.*$/, (m) => `There is no tile called ${m[1]} in this game.`],
  [/^tile (.+) has a legal place, so it cannot be (?:discarded|removed)$/, () => 'It fits somewhere on the table, and a tile that fits must be laid; only a tile that fits nowhere is put aside.'],
  // The order of play.
  [/^the game is over: the final scoring has been done$/, () => 'The game is already over: the final scoring has been done.'],
  [/^a tile was already placed this turn: .*$/, () => 'A tile was already laid this turn.'],
  [/^place a tile before .*$/, () => 'A tile must be laid first.'],
  [/^the (\w+) at \((-?\d+), (-?\d+)\) (\w+) was not completed this turn$/, (m, c) => `The scoring order names the ${m[1]} on the tile at ${sq(c, m[2], m[3])}, which this turn did not complete.`],
  [/^names a feature already listed$/, () => 'The scoring order names the same feature twice.'],
  [/^there is no tile at \((-?\d+), (-?\d+)\)$/, (m, c) => `The scoring order names the tile at ${sq(c, m[1], m[2])}, but no tile lies there.`],
];

/** A reason the table above does not know: the engine's words, with its compass letters spelled out. */
function plainReason(reason: string): string {
  return sentence(reason.replace(/\b(?:the|its) ([NESW]) edge\b/g, (_, e: string) => `the ${DIRECTIONS['NESW'.indexOf(e)]} side`));
}

/** What the turn tried, as the player would say it. `part`: the part of the turn that was refused. */
function triedWords(ruleset: Ruleset, player: string, turn: Record<string, unknown>, part: string, game: GameShape | null): string {
  const tile = typeof turn.tile === 'string' ? tileWords(turn.tile, tileTypeOf(game, turn.tile)?.type?.name) : 'a tile';
  if (turn.discard === true) return `${player} tries to put ${tile} aside as a tile that fits nowhere.`;
  const x = ruleset === 'new-world' ? turn.col : turn.x;
  const y = ruleset === 'new-world' ? turn.row : turn.y;
  const turned = typeof turn.rotation === 'number' && turn.rotation !== 0 ? `, turned ${turn.rotation}° clockwise` : '';
  const lay = `${tile} at ${squareWords(ruleset, x, y)}${turned}`;
  const piece = (ruleset === 'new-world' ? turn.settler : turn.figure) as { role?: unknown; at?: unknown } | undefined;
  const pieceWords = piece
    ? `put ${a(typeof piece.role === 'string' ? piece.role : ruleset === 'new-world' ? 'settler' : 'figure')}${typeof piece.at === 'string' ? ` on ${spotWords(piece.at)}` : ''}`
    : '';
  const back = turn.withdraw as { x?: unknown; y?: unknown } | undefined;
  const backWords = back ? `take back their figure from the tile at ${squareWords(ruleset, back.x, back.y)}` : '';
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
  const ruleset: Ruleset = record.format === 'discovery-record' ? 'discovery' : 'new-world';
  const named = /^turns\[(\d+)\]/.exec(path);
  if (!named) {
    const why = plainReason(reason);
    const tried = 'This game cannot be set up as written.';
    return { tried, why, text: `${tried} ${why}` };
  }
  const i = Number(named[1]);
  const part = path.slice(named[0].length);
  const turns = Array.isArray(record.turns) ? (record.turns as unknown[]) : [];
  const raw = turns[i];
  const turn = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const game = gameBefore(record, i);
  const player = game?.currentPlayer ?? 'The player';
  const given = (ruleset === 'new-world' ? turn.settler : turn.figure) as { role?: unknown } | undefined;
  const ctx: Context = { ruleset, piece: typeof given?.role === 'string' ? given.role : ruleset === 'new-world' ? 'settler' : 'figure' };

  let why: string | null = null;
  const placing = /^tile (.+) cannot go at \((-?\d+), (-?\d+)\) turned (\d+)°: ([\s\S]*)$/.exec(reason);
  if (placing && part === '') {
    const [, id, xs, ys, rs, detail] = placing;
    const x = Number(xs);
    const y = Number(ys);
    if (ruleset === 'new-world' && /^land tiles go west of the start board/.test(detail)) why = columnWhy(x, y);
    else {
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
