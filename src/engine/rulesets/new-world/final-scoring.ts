/**
 * Final scoring (rulebook, Game end): every settler still on the table scores its feature once,
 * at the end-game rates: incomplete trails, towns and farms, then the plains with their animals
 * for the trappers. Scored settlers leave the table (the rulebook's tip); trappers stay lying.
 */
import { isComplete } from './completion';
import { refuseNewWorld } from './refusals';
import { settlersByFeature } from './settlers';
import type { State } from './state';
import { award } from './turn-scoring';

const RANK = { trail: 0, town: 1, farm: 2, plains: 3 };

export function finalScoring(s: State): void {
  if (s.finished) refuseNewWorld('finish', { code: 'game-finished' });
  if (s.pending) refuseNewWorld('finish', { code: 'turn-not-scored' });
  // Features in the order trails, towns, farms, plains, then by root id.
  const byRoot = settlersByFeature(s);
  // One sort key per root: its rank (trails first), then the root id itself.
  const keys: number[] = [];
  for (const root of byRoot.keys()) keys.push(RANK[s.board.segType[root]] * 0x1000000 + root);
  keys.sort((a, b) => a - b);
  const roots = keys.map((k) => k % 0x1000000);
  for (const root of roots) {
    const info = s.board.feature(root);
    if (info.type === 'plains' && info.animals === 0) continue;
    award(s, byRoot.get(root)!, info, isComplete(s.board, root, s.options.farmStartSpaces), 'final', false);
  }
  for (const t of s.table) if (!t.lying) s.reserve[t.player]++;
  s.table = s.table.filter((t) => t.lying);
  s.finished = true;
}
