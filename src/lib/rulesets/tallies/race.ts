/** Race to the New Found Land's tally (formats §7) for the calculator (see types.ts). */
import { scoreRaceTally } from '@engine/tallies';
import { url } from '@lib/io/url';
import { final, obj, type TallyUi } from './types';

export const RACE_TALLY: TallyUi = {
  format: 'race-tally',
  game: 'Race to the New Found Land',
  score(raw) {
    const r = scoreRaceTally(raw);
    const isFinal = final(raw);
    // The points before these lines: the ship's space and the 50/100 card's side up (its line is shown,
    // counted in them).
    const players = r.players.map((p) => ({
      name: p.name,
      score: p.score,
      start: p.start + (p.lap ?? 0),
      ...(p.lap ? { space: p.start } : {}),
      lines: p.lines.map((l) => ({
        title: l.said.title,
        href: url('/related/race-to-the-new-found-land/'),
        points: l.points,
        items: l.items.map((it) => ({ said: it.said, points: it.points, rule: it.rule })),
        ...(l.said.reason ? { reason: l.said.reason } : {}),
        ...(l.region !== undefined ? { line: l.region + 1 } : {}),
        play: l.said.title.code === 'region' && !l.said.title.never,
        onTrack: !!l.onTrack || l.said.title.code === 'lap',
      })),
    }));
    return {
      format: 'race-tally',
      players,
      winners: isFinal && r.winners.length ? r.winners : r.leaders,
      final: isFinal,
      verdict: r.verdict,
      reading: { duringPlay: r.duringPlay, given: r.duringPlayGiven },
    };
  },
  empty: (players) => ({
    format: 'race-tally',
    version: 1,
    players,
    neutral: null,
    scores: {},
    regions: [],
    final: false,
    hands: {},
  }),
  complete(t) {
    const regions: unknown[] = Array.isArray(t.regions) ? t.regions : [];
    t.regions = regions.map((r) => (obj(r) ? { ...r, markers: r.markers ?? {} } : r));
    t.hands ??= {};
    t.final ??= false;
    t.neutral ??= null;
  },
  addPlayer: () => {},
  startLabel: (p) => `${p}'s ship: space on the track before these lines`,
  options: false,
  stages: true,
  // The track runs 0–49; the 50/100 card shows the laps (formats §7, `hands.lap`).
  track: (n) => `space ${n % 50}${n >= 100 ? ', 50/100 card on 100' : n >= 50 ? ', 50/100 card on 50' : ''}`,
};
