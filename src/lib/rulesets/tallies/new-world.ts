/** Carcassonne: New World's tally (formats §4) for the calculator (see types.ts). */
import { scoreTally } from '@engine/tallies';
import { url } from '@lib/io/url';
import { final, obj, type TallyUi } from './types';

/** The score track's 50 spaces (0–49): a total of 62 stands on space 12 after one lap. */
const TRACK_SPACES = 50;

export const NEW_WORLD_TALLY: TallyUi = {
  format: 'new-world-tally',
  game: 'Carcassonne: New World',
  score(raw) {
    const r = scoreTally(raw);
    const players = r.players.map((p) => ({
      name: p.name,
      score: p.score,
      start: p.start,
      lines: p.lines.map((l) => ({
        title: { code: 'feature' as const, type: l.type, complete: l.complete, line: l.feature + 1 },
        href: url(l.complete ? '/scoring/completed-features/' : '/scoring/final-scoring/'),
        points: l.points,
        items: l.items.map((it) => ({
          said: { code: 'score' as const, item: it },
          points: it.points,
          rule: it.rule,
        })),
        ...(l.said ? { reason: l.said } : {}),
        line: l.feature + 1,
        play: l.complete,
        onTrack: !!l.onTrack,
      })),
    }));
    return {
      format: 'new-world-tally',
      players,
      winners: r.winners,
      final: final(raw),
      verdict: r.verdict,
      reading: { duringPlay: r.duringPlay, given: r.duringPlayGiven },
    };
  },
  empty: (players) => ({ format: 'new-world-tally', version: 1, players, scores: {}, features: [] }),
  complete(t) {
    const features: unknown[] = Array.isArray(t.features) ? t.features : [];
    t.features = features.map((f) => (obj(f) ? { ...f, settlers: f.settlers ?? {} } : f));
  },
  addPlayer: () => {},
  startLabel: (p) => `${p}'s points already on the track`,
  options: true,
  stages: true,
  track: (n) => {
    const laps = Math.floor(n / TRACK_SPACES);
    return `space ${n % TRACK_SPACES}${n >= TRACK_SPACES ? `, ${laps} lap${laps >= 2 ? 's' : ''}` : ''}`;
  },
  quick: { label: 'Score one feature now (a dispute during play)' },
};
