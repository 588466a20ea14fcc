/** What a page gives the keeper (keeper.ts) and what the keeper tells the page. */
import type { RecentKind } from './recent';

export interface NoticeAction {
  label: string;
  run: () => void;
}
export interface Notice {
  text: string;
  actions: NoticeAction[];
  /** A problem (role alert) rather than news (role status). */
  alert?: boolean;
}

export interface KeeperSpec<T> {
  key: string;
  kind: RecentKind;
  /** "game" or "tally": the word in messages. */
  noun: string;
  /** The link's parameter: `record` or `tally` (formats §6). */
  hashKey: string;
  /** A stored value or a recent entry's data → a state; throws an Error naming the place and reason. */
  fromStored(raw: unknown): Promise<T>;
  /** A link's value → a state; throws likewise. */
  fromLink(raw: unknown): Promise<T>;
  toStored(s: T): unknown;
  /** What makes two states the same game (default: what is stored). */
  identity?(s: T): unknown;
  summary(s: T): { game: string; players: { name: string; score: number }[] };
  /** False for a state with nothing in it (a new empty tally): it is replaced without being kept. */
  worthKeeping(s: T): boolean;
  /** The page's state now. */
  current(): T | null;
  /** The page shows this state (and saves it as after any change). */
  show(s: T, say: string): void;
  notice(n: Notice | null): void;
  /** True while the page has a change it has not yet written. */
  pending(): boolean;
}
