/** New World Conquest's tally (formats §7) for the calculator (see types.ts). */
import { scoreConquestTally } from '@engine/tallies';
import { url } from '@lib/io/url';
import { withKey } from '@lib/io/names';
import { obj, type TallyUi } from './types';

const NATION = { vp: 0, settlements: 0, cities: 0 };

export const CONQUEST_TALLY: TallyUi = {
  format: 'conquest-tally',
  game: 'New World Conquest',
  score(raw) {
    const r = scoreConquestTally(raw);
    const players = r.players.map((p) => ({
      name: p.name,
      score: p.score,
      start: 0,
      lines: p.lines.map((l) => ({
        title: { code: 'nation' as const, type: l.type },
        href: url('/related/new-world-conquest/'),
        points: l.points,
        // A line's one item: its count (the VP on the tokens, negative for oppression points).
        items: l.items.map((it) => ({
          said: { code: 'nation' as const, type: l.type, n: l.type === 'vp' ? it.points : it.count },
          points: it.points,
          rule: it.rule,
        })),
      })),
    }));
    return { format: 'conquest-tally', players, winners: r.winners, final: true, verdict: r.verdict };
  },
  empty: (players) => ({
    format: 'conquest-tally',
    version: 1,
    players,
    nations: Object.fromEntries(players.map((p) => [p, { ...NATION }])),
  }),
  complete: () => {},
  addPlayer(t, name) {
    t.nations = withKey<unknown>(obj(t.nations) ? t.nations : {}, name, { ...NATION });
  },
  startLabel: () => null,
  options: false,
  stages: false,
};
