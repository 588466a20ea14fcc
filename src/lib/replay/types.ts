/** A replay as frames: what replay-frames.ts builds from a record and replay-pack.ts packs for the page. */
import type { BoardModel } from '@lib/board/board-model';

export interface Frame {
  model: BoardModel;
  text: string;
  sum?: string;
  href?: string;
  scores: Record<string, number>;
  kind: 'start' | 'move' | 'event' | 'refused' | 'end';
}

export interface Replay {
  ruleset: 'new-world' | 'discovery';
  players: string[];
  frames: Frame[];
  refusal?: string;
}
