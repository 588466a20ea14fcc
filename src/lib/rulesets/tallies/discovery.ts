/** The Discovery's tally (formats §7) for the calculator (see types.ts). */
import { scoreDiscoveryTally } from '@engine/tallies';
import { url } from '@lib/io/url';
import { final, type TallyUi } from './types';

export const DISCOVERY_TALLY: TallyUi = {
  format: 'discovery-tally',
  game: 'The Discovery',
  score(raw) {
    const r = scoreDiscoveryTally(raw);
    const isFinal = final(raw);
    const players = r.players.map((p) => ({
      name: p.name,
      score: p.score,
      start: p.start,
      lines: p.lines.map((l) => ({
        title: { code: 'figure' as const, region: l.type, complete: l.complete, line: l.figure + 1 },
        href: url(
          isFinal
            ? '/related/the-discovery/#game-end-and-final-scoring'
            : '/related/the-discovery/#scoring-by-taking-a-figure-back',
        ),
        points: l.points,
        items: l.items.map((it) => ({
          said: { code: 'score' as const, item: it },
          points: it.points,
          rule: it.rule,
        })),
        line: l.figure + 1,
        play: l.play,
        onTrack: !!l.onTrack,
      })),
    }));
    return {
      format: 'discovery-tally',
      players,
      winners: r.winners,
      final: isFinal,
      verdict: r.verdict,
      reading: { duringPlay: r.duringPlay, given: r.duringPlayGiven },
    };
  },
  empty: (players) => ({
    format: 'discovery-tally',
    version: 1,
    players,
    scores: {},
    figures: [],
    final: false,
  }),
  complete(t) {
    t.figures ??= [];
    t.final ??= false;
  },
  addPlayer: () => {},
  startLabel: (p) => `${p}'s points already on the track`,
  options: true,
  stages: true,
};
