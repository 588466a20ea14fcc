/**
 * The keeper's shapes (keeper.ts): the notice a page shows, what a page tells the keeper about its
 * state, and the part of a keeper its rarer paths (keeper-more.ts) work on.
 */
import type { Headline } from '@lib/rulesets/tallies/said';
import type { Lang } from '@lib/i18n/lang';
import type { KeepWords } from '@lib/i18n/ui/keep.en';
import type { RecentKind } from './recent';
import type { Slot } from './stored';
import type { LinkKey } from '@lib/io/hash';
import type { Said } from '@lib/io/reasons';

export interface NoticeAction {
  label: string;
  run: () => void;
}
export interface Notice {
  text: string;
  actions: NoticeAction[];
  /** A problem (role alert) rather than news (role status). */
  alert?: boolean;
  /** The engine's own words for tool builders (the place in the input), in a disclosure below the text. */
  details?: string;
}

export interface KeeperSpec<T> {
  key: string;
  /** The recent list its replaced states go to (`kindOf` may say otherwise for one state). */
  kind: RecentKind;
  /** The kind of one state, when a page keeps two (the sandbox: a set-up position with no turn yet is a "setup"). */
  kindOf?(s: T): RecentKind;
  /** "game", "tally" or "progress": the word in messages. */
  noun: string;
  /** The language of the messages (default English); their words load with the keeper's rarer paths. */
  lang?: Lang;
  /** The link's parameter: `record` or `tally` (formats §6); none for what has no link (a lesson's progress). */
  hashKey?: LinkKey;
  /** A stored value or a recent entry's data → a state; throws an Error naming the place and reason. */
  fromStored(raw: unknown): Promise<T>;
  /** A link's value → a state; throws likewise (needed with `hashKey`). */
  fromLink?(raw: unknown): Promise<T>;
  toStored(s: T): unknown;
  /** What makes two states the same game (default: what is stored). */
  identity?(s: T): unknown;
  /**
   * `headline`: who won or leads, as data (a tally's: src/lib/rulesets/tallies/said.ts), beside the English
   * `winner`.
   */
  summary(s: T): {
    game: string;
    players: { name: string; score: number }[];
    winner?: string;
    headline?: Headline;
  };
  /**
   * The state a player starts from, for the same players and rules as `s` (a new game, an empty
   * tally, a lesson not begun). The one definition of "worth keeping", for every kind: a state
   * differs from its blank in anything the player entered (a turn, a drawn tile, a set-up, a
   * figure, a card, a name's score, an answer), so only a state equal to its blank is replaced
   * without being kept.
   */
  blank(s: T): T;
  /** The page's state now. */
  current(): T | null;
  /** The page shows this state (and saves it as after any change). */
  show(s: T, say: string): void;
  notice(n: Notice | null): void;
  /** True while the page has a change it has not yet written. */
  pending(): boolean;
}

/** What keeper-more.ts (replacing, other tabs, unreadable storage, a link over a saved state) uses of a Keeper. */
export interface KeeperCore<T> {
  readonly spec: KeeperSpec<T>;
  readonly slot: Slot;
  /** The messages' words (loaded before any of keeper-more.ts runs). */
  readonly words: KeepWords;
  same(a: T, b: T): boolean;
  /** Anything the player entered (see `KeeperSpec.blank`). */
  worthKeeping(s: T): boolean;
  linkedTo(s: T): void;
  replace(next: T, say: string, why: string, force?: boolean): Promise<boolean>;
  save(): Said | null;
  openHash(hash: string): Promise<void>;
}
