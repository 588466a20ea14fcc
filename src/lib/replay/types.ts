/** A replay as frames: what replay-frames.ts builds from a record and replay-pack.ts packs for the page. */
import type { BoardModel } from '@lib/board/board-model';

export interface Frame {
  model: BoardModel;
  text: string;
  sum?: string;
  href?: string;
  scores: Record<string, number>;
  kind: 'start' | 'move' | 'event' | 'refused' | 'end';
  /**
   * How many of the record's steps the position drawn has played (an event is drawn before its step's end, on
   * the position before the step): where pointing at the board reads the game.
   */
  steps: number;
}

export interface Replay {
  ruleset: 'new-world' | 'discovery';
  players: string[];
  frames: Frame[];
  refusal?: string;
}
