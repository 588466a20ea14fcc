/**
 * Race to the New Found Land's table tally (formats §7, `race-tally`): the islands and cities
 * with each colour's markers, the points already on the score track, and at game end the cards
 * and commodities in each player's hand. The engine says who scores what, and why.
 *
 * The rules (Race to the New Found Land rulebook, End phase and End of the game):
 * - Score islands, then score cities: a region with no empty space whose victory point symbol is
 *   still uncovered scores 1 point per marker; the most markers take the primary bonus, the
 *   second-most the secondary (never both); several tied for most all take the secondary and
 *   nobody the primary; several tied for second take nothing. Each player's points of a step are
 *   totalled, then the players advance in turn order from the first player.
 * - 2-player rules: markers of an unused colour stand on the islands; they count when deciding
 *   which player has the most, and that colour scores nothing. That they also hold second place
 *   (a player behind the neutral colour, or tied with it, for second takes no secondary) is OUR
 *   READING, not the rulebook's: the rulebook does not say. The other reading (the neutral
 *   colour counts only for the most) is the option `neutralSecond: false` (./options.ts).
 * - 50/100 cards: the track starts again after 50; the card's side up (50 or 100) is added to the
 *   ship's space, whether or not the tally is final (`hands.<player>.lap`).
 * - Final scoring: 1 point per marker on every island or city not scored, the bonus points of the
 *   player's 50/100 card, 2 points per 1x card and goal card in hand. Most points wins; a tie
 *   goes to the most commodities, then the tied players share the victory.
 */
import { ownOr } from '../../core/names';
import { raceMajority } from './majority';
import {
  raceItemEnglish,
  raceReasonEnglish,
  raceTitleEnglish,
  raceVerdictEnglish,
  type RaceItem,
  type RaceReason,
  type RaceTitle,
  type RaceVerdict,
} from './said';
import { parseRaceTally } from './parse';
import {
  RACE_REGION_KINDS,
  RACE_RULES,
  type RaceHand,
  type RaceLineType,
  type RaceRegionKind,
  type RaceStep,
  type RaceScoreItem,
  type RaceTallyEvent,
  type RaceTallyLine,
  type RaceTallyPlayer,
  type RaceTallyResult,
} from './types';

export { parseRaceTally } from './parse';
export { raceMajority } from './majority';
export { listNames } from '../../core/words';
export * from './types';

const own = (o: Record<string, number>, k: string): number => (Object.hasOwn(o, k) ? o[k] : 0);

/** A player's hand when the tally gives none. */
const NO_HAND: RaceHand = { lap: 0, card: 0, cards: 0, commodities: 0 };

const total = (items: readonly RaceScoreItem[]) => items.reduce((n, i) => n + i.points, 0);

/** An item, its label said from its data. */
const item = (said: RaceItem, count: number, points: number, rule: string): RaceScoreItem => ({
  label: raceItemEnglish(said),
  count,
  points,
  rule,
  said,
});

/** A line, its label and reason said from their data. */
function line(
  title: RaceTitle,
  points: number,
  items: RaceScoreItem[],
  reason?: RaceReason,
  region?: number,
): RaceTallyLine {
  return {
    ...(region !== undefined ? { region } : {}),
    label: raceTitleEnglish(title),
    points,
    items,
    ...(reason ? { reason: raceReasonEnglish(reason) } : {}),
    said: reason ? { title, reason } : { title },
  };
}

/** Score a race tally (JSON value); throws EngineError naming the place. */
export function scoreRaceTally(raw: unknown): RaceTallyResult {
  const t = parseRaceTally(raw);
  const players: RaceTallyPlayer[] = t.players.map((name) => ({
    name,
    score: own(t.scores, name),
    start: own(t.scores, name),
    lines: [],
  }));
  const events: RaceTallyEvent[] = [];
  const colours = t.neutral === null ? t.players : [...t.players, t.neutral];

  /** Each player's lines of one step, then the advance in turn order. */
  const step = (s: RaceStep, lines: Map<string, (RaceTallyLine & { type: RaceLineType })[]>) => {
    for (const p of players) {
      const mine = lines.get(p.name) ?? [];
      for (const { type, ...line } of mine) {
        p.lines.push(line);
        events.push({ kind: 'score', step: s, player: p.name, type, ...line });
      }
    }
    for (const p of players) {
      const points = (lines.get(p.name) ?? []).reduce((n, l) => n + (l.onTrack ? 0 : l.points), 0);
      if (points === 0) continue;
      p.score += points;
      events.push({ kind: 'advance', step: s, player: p.name, points, score: p.score });
    }
  };
  const add = <T>(m: Map<string, T[]>, k: string, v: T) => m.set(k, [...(m.get(k) ?? []), v]);

  // The 50/100 card's side: the points already passed on the track, final or not (the ship does not move).
  for (const p of players) {
    const lap = ownOr(t.hands, p.name, NO_HAND).lap;
    if (lap === 0) continue;
    p.lap = lap;
    const l = line({ code: 'lap', lap }, lap, [item({ code: 'lap', lap }, 1, lap, RACE_RULES.lap)], {
      code: 'lap',
      lap,
      start: p.start,
    });
    p.lines.push(l);
    p.score += lap;
    events.push({ kind: 'score', step: 'track', player: p.name, type: 'lap', ...l });
  }

  // During play: the full regions not yet scored, islands first, then cities.
  for (const kind of RACE_REGION_KINDS) {
    const lines = new Map<string, (RaceTallyLine & { type: RaceRegionKind })[]>();
    t.regions.forEach((r, i) => {
      if (r.kind !== kind || !r.full || r.scored) return;
      const m = raceMajority(r, colours, t.neutral, t.options.neutralSecond, t.options.neutralLead);
      const twoPlayer = t.neutral !== null && own(r.markers, t.neutral) > 0;
      const rule = twoPlayer ? `${RACE_RULES[kind]}; ${RACE_RULES.twoPlayer}` : RACE_RULES[kind];
      events.push({
        kind: 'region',
        region: i,
        name: r.name,
        type: kind,
        status: 'scored',
        reason: m.reason,
      });
      for (const name of t.players) {
        const n = own(r.markers, name);
        if (n === 0) continue;
        const items: RaceScoreItem[] = [item({ code: 'markers', n }, n, n, RACE_RULES[kind])];
        if (m.primary.includes(name)) items.push(item({ code: 'primary' }, 1, r.primary, rule));
        else if (m.secondary.includes(name)) {
          const how = !m.tiedForMost ? 'second' : m.secondary.length > 1 ? 'shared' : 'tied';
          items.push(
            item(
              { code: 'secondary', how },
              1,
              r.secondary,
              m.reading === 'neutralMostOnly'
                ? `${rule}; ${RACE_RULES.neutralMostOnly}`
                : m.reading === 'neutralLeadNext'
                  ? `${rule}; ${RACE_RULES.neutralLeadNext}`
                  : rule,
            ),
          );
        }
        add(lines, name, {
          ...line({ code: 'region', name: r.name, kind, never: false }, total(items), items, m.said, i),
          type: kind,
          ...(t.duringPlay === 'on-track' ? { onTrack: true as const } : {}),
        });
      }
    });
    step(kind === 'island' ? 'islands' : 'cities', lines);
  }

  // Regions that score nothing now.
  t.regions.forEach((r, i) => {
    if (r.scored)
      events.push({
        kind: 'region',
        region: i,
        name: r.name,
        type: r.kind,
        status: 'already scored',
        reason:
          `${r.name} was scored earlier ("scored": true): it scores nothing ` +
          `now${t.final ? ' nor at game end' : ''}`,
      });
    else if (!r.full)
      events.push(
        t.final
          ? {
              kind: 'region',
              region: i,
              name: r.name,
              type: r.kind,
              status: 'final',
              reason: `${r.name} was never scored: at game end each marker on it scores 1 point, with no bonus`,
            }
          : {
              kind: 'region',
              region: i,
              name: r.name,
              type: r.kind,
              status: 'not full',
              reason: `${r.name} is not full: it scores nothing during play`,
            },
      );
  });

  if (!t.final) {
    const best = Math.max(...players.map((p) => p.score));
    const leaders = players.filter((p) => p.score === best).map((p) => p.name);
    const verdict: RaceVerdict = { code: 'race-not-final', leaders, best };
    return {
      players,
      events,
      winners: [],
      leaders,
      why: raceVerdictEnglish(verdict),
      verdict,
      duringPlay: t.duringPlay,
      duringPlayGiven: t.duringPlayGiven,
    };
  }

  // Final scoring: markers on regions never scored, the 50/100 card, cards in hand.
  const lines = new Map<string, (RaceTallyLine & { type: RaceLineType })[]>();
  t.regions.forEach((r, i) => {
    if (r.full) return; // scored earlier or in this tally
    for (const name of t.players) {
      const n = own(r.markers, name);
      if (n === 0) continue;
      const items = [item({ code: 'markers', n }, n, n, RACE_RULES.final)];
      add(lines, name, {
        ...line({ code: 'region', name: r.name, kind: r.kind, never: true }, n, items, { code: 'final' }, i),
        type: r.kind,
      });
    }
  });
  for (const name of t.players) {
    const h = ownOr(t.hands, name, NO_HAND);
    if (h.card > 0)
      add(lines, name, {
        ...line({ code: 'card' }, h.card, [item({ code: 'card' }, 1, h.card, RACE_RULES.card)]),
        type: 'card',
      });
    if (h.cards > 0)
      add(lines, name, {
        ...line({ code: 'hand' }, 2 * h.cards, [
          item({ code: 'hand', n: h.cards }, h.cards, 2 * h.cards, RACE_RULES.hand),
        ]),
        type: 'hand',
      });
  }
  step('final', lines);
  for (const p of players) p.commodities = ownOr(t.hands, p.name, NO_HAND).commodities;

  const { winners, why, verdict } = raceWinners(
    players.map((p) => ({ name: p.name, score: p.score, commodities: p.commodities ?? 0 })),
  );
  return {
    players,
    events,
    winners,
    leaders: winners,
    why,
    verdict,
    duringPlay: t.duringPlay,
    duringPlayGiven: t.duringPlayGiven,
  };
}

/** The winner: most points; a tie goes to the most commodities, then the tied players share. */
export function raceWinners(rows: readonly { name: string; score: number; commodities: number }[]): {
  winners: string[];
  why: string;
  verdict: RaceVerdict;
} {
  const said = (winners: string[], verdict: RaceVerdict) => ({
    winners,
    why: raceVerdictEnglish(verdict),
    verdict,
  });
  const best = Math.max(...rows.map((r) => r.score));
  const tied = rows.filter((r) => r.score === best);
  if (tied.length === 1) {
    const next = Math.max(-Infinity, ...rows.filter((r) => r !== tied[0]).map((r) => r.score));
    return said([tied[0].name], {
      code: 'race-most',
      winner: tied[0].name,
      best,
      next: Number.isFinite(next) ? next : null,
    });
  }
  const names = tied.map((r) => r.name);
  const most = Math.max(...tied.map((r) => r.commodities));
  const ahead = tied.filter((r) => r.commodities === most).map((r) => r.name);
  const others = tied
    .filter((r) => r.commodities < most)
    .map((r) => ({ name: r.name, commodities: r.commodities }));
  if (ahead.length === 1)
    return said(ahead, { code: 'race-commodities', tied: names, best, winner: ahead[0], most, others });
  if (others.length === 0) return said(ahead, { code: 'race-commodities-level', tied: names, best, most });
  return said(ahead, { code: 'race-commodities-shared', tied: names, best, ahead, most, others });
}
