/**
 * What the calculator needs of each game it tallies (formats §4 and §7), in one descriptor per
 * game (new-world.ts, discovery.ts, race.ts, conquest.ts), looked up by format in index.ts: its
 * name, its scoring by the engine in the calculator's shape, an empty tally and the lists a
 * tally may leave out. No rule here: each format's own scoring function in the engine decides.
 */
import type { ItemSaid, LineReason, LineTitle, TallyVerdict } from './said';

export type * from './said';

export const TALLY_FORMATS = ['new-world-tally', 'discovery-tally', 'race-tally', 'conquest-tally'] as const;
export type TallyFormat = (typeof TALLY_FORMATS)[number];

type Json = Record<string, unknown>;
/** `colours` is this page's extension to the tally formats (ignored by the scoring): each player's colour. */
export type Tally = Json & {
  format: TallyFormat;
  players: string[];
  scores?: Record<string, number>;
  colours?: Record<string, string>;
  options?: Record<string, unknown>;
};

export interface ScoredLine {
  title: LineTitle;
  /** The rules page that explains this line. */
  href: string;
  points: number;
  items: { said: ItemSaid; points: number; rule?: string }[];
  reason?: LineReason;
  /** The sheet's line this comes from (1-based), for an entry of the sheet. */
  line?: number;
  /** An entry made during play (a feature completed, a figure taken back, a region scored as it filled). */
  play?: boolean;
  /**
   * Shown, not added to the total: the track already counts it (the tally's `duringPlay: "on-track"`, or
   * Race's 50/100 card in the points before).
   */
  onTrack?: boolean;
}
/**
 * What the entries during play mean beside the points on the track (the tally's `duringPlay`), and whether
 * the tally said so.
 */
export interface Reading {
  duringPlay: 'add' | 'on-track';
  given: boolean;
}
export interface ScoredTally {
  format: TallyFormat;
  /**
   * `start`: the points before these lines; `space`: where the ship stands when that is not the same (Race's
   * 50/100 card).
   */
  players: { name: string; score: number; start: number; space?: number; lines: ScoredLine[] }[];
  /** The winner(s) at a final scoring, else the leader(s). */
  winners: string[];
  final: boolean;
  /** Who wins or leads, and why, as data. */
  verdict: TallyVerdict;
  /** The games with entries during play beside a track (New World, The Discovery, Race). */
  reading?: Reading;
}

export interface TallyUi {
  format: TallyFormat;
  /** The game's name. */
  game: string;
  /** Scored by the engine (throws its error naming the place). */
  score(raw: unknown): ScoredTally;
  /** A fresh tally for these players. */
  empty(players: string[]): Json;
  /** Fill in, in place, the lists and maps the format lets a file leave out. */
  complete(t: Tally): void;
  /** A player added: what the tally keeps for each player. */
  addPlayer(t: Tally, name: string): void;
  /** The label of a player's points before this tally (null: the game has none). */
  startLabel(player: string): string | null;
  /** The rule options the tally's scoring reads can be switched. */
  options: boolean;
  /** The tally says whether the game is over (`final`): the sheet offers "During play" and "Game end". */
  stages: boolean;
  /**
   * Where a total stands on the game's score track, as players read it on the board (none: the game has no
   * track to read).
   */
  track?: (total: number) => string;
  /** A scratch question during play ("Score one feature now"): a tally of one line, kept apart from the sheet. */
  quick?: { label: string };
}

export const obj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
export const final = (raw: unknown) => obj(raw) && raw.final === true;
