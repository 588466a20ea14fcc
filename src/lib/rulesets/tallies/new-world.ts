/** Carcassonne: New World's tally (formats §4) for the calculator (see types.ts). */
import { scoreTally } from '@engine/tallies';
import { url } from '@lib/io/url';
import { obj, type TallyUi } from './types';

export const NEW_WORLD_TALLY: TallyUi = {
  format: 'new-world-tally',
  game: 'Carcassonne: New World',
  score(raw) {
    const r = scoreTally(raw);
    const players = r.players.map((p) => ({
      name: p.name, score: p.score, start: p.start,
      lines: p.lines.map((l) => ({ title: `${l.complete ? 'Completed' : 'Incomplete'} ${l.type} (line ${l.feature + 1})`, href: url(l.complete ? '/scoring/completed-features/' : '/scoring/final-scoring/'), points: l.points, items: l.items, reason: l.reason })),
    }));
    return { format: 'new-world-tally', players, winners: r.winners, final: false, why: r.why };
  },
  empty: (players) => ({ format: 'new-world-tally', version: 1, players, scores: {}, features: [] }),
  complete(t) {
    t.features = (Array.isArray(t.features) ? t.features : []).map((f) => (obj(f) ? { ...f, settlers: f.settlers ?? {} } : f));
  },
  addPlayer: () => {},
  startLabel: (p) => `${p}'s points already on the track`,
  options: true,
  quick: {
    label: 'Score one feature now (a dispute during play)',
    say: 'One completed feature: set its counts, settlers and surveyors.',
    fill(t) {
      t.features = [{ type: 'trail', complete: true, tiles: 3, tradingPosts: 0, settlers: { [t.players[0]]: 1 } }];
    },
  },
};
