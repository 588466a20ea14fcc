/**
 * Any table tally (formats §4 and §7) scored by the engine, in one shape for the calculator
 * page: per player the lines that scored (each with its labelled items and, for majorities, the
 * reason in words), the total, and who leads or wins. No rule here: each format's own scoring
 * function in the engine decides, winners and ties included.
 */
// Each format's own module (not @engine/index): the calculator island needs no game engine or session.
import { scoreTally, scoreDiscoveryTally, scoreRaceTally, scoreConquestTally, describe, fail, topObject } from '@engine/tallies';
import { url } from '@lib/io/url';

export const TALLY_FORMATS = ['new-world-tally', 'discovery-tally', 'race-tally', 'conquest-tally'] as const;
export type TallyFormat = (typeof TALLY_FORMATS)[number];

export const GAME_OF: Record<TallyFormat, string> = {
  'new-world-tally': 'Carcassonne: New World',
  'discovery-tally': 'The Discovery',
  'race-tally': 'Race to the New Found Land',
  'conquest-tally': 'New World Conquest',
};

export interface ScoredLine {
  title: string;
  /** The rules page that explains this line. */
  href: string;
  points: number;
  items: { label: string; points: number; rule?: string }[];
  reason?: string;
}
export interface ScoredTally {
  format: TallyFormat;
  players: { name: string; score: number; start: number; lines: ScoredLine[] }[];
  /** The winner(s) at a final scoring, else the leader(s). */
  winners: string[];
  final: boolean;
  why: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Score a tally of any format; throws the engine's error (naming the place) when it is invalid. */
export function scoreAnyTally(raw: unknown): ScoredTally {
  const format = topObject(raw, '(tally)').format;
  if (format === 'new-world-tally') {
    const r = scoreTally(raw);
    const players = r.players.map((p) => ({
      name: p.name, score: p.score, start: p.start,
      lines: p.lines.map((l) => ({ title: `${l.complete ? 'Completed' : 'Incomplete'} ${l.type} (line ${l.feature + 1})`, href: url(l.complete ? '/scoring/completed-features/' : '/scoring/final-scoring/'), points: l.points, items: l.items, reason: l.reason })),
    }));
    return { format, players, winners: r.winners, final: false, why: r.why };
  }
  if (format === 'discovery-tally') {
    const r = scoreDiscoveryTally(raw);
    const final = (raw as { final?: boolean }).final === true;
    const players = r.players.map((p) => ({
      name: p.name, score: p.score, start: p.start,
      lines: p.lines.map((l) => ({ title: `${l.complete ? 'Complete' : 'Incomplete'} ${l.type === 'seas' ? 'sea' : l.type === 'mountains' ? 'mountain' : 'plains'} (figure ${l.figure + 1})`, href: url(final ? '/related/the-discovery/#game-end-and-final-scoring' : '/related/the-discovery/#scoring-by-taking-a-figure-back'), points: l.points, items: l.items })),
    }));
    return { format, players, winners: r.winners, final, why: r.why };
  }
  if (format === 'race-tally') {
    const r = scoreRaceTally(raw);
    const final = (raw as { final?: boolean }).final === true;
    const players = r.players.map((p) => ({ name: p.name, score: p.score, start: p.start, lines: p.lines.map((l) => ({ title: l.label, href: url('/related/race-to-the-new-found-land/'), points: l.points, items: l.items, reason: l.reason })) }));
    return { format, players, winners: final && r.winners.length ? r.winners : r.leaders, final, why: r.why };
  }
  if (format === 'conquest-tally') {
    const r = scoreConquestTally(raw);
    const players = r.players.map((p) => ({ name: p.name, score: p.score, start: 0, lines: p.lines.map((l) => ({ title: l.label, href: url('/related/new-world-conquest/'), points: l.points, items: l.items })) }));
    return { format, players, winners: r.winners, final: true, why: r.why };
  }
  fail('format', `must be one of ${TALLY_FORMATS.map((f) => JSON.stringify(f)).join(', ')}, not ${describe(format)}`);
}

/** A fresh tally of a format for these players. */
export function emptyTally(format: TallyFormat, players: string[]): Record<string, unknown> {
  const base = { format, version: 1, players };
  switch (format) {
    case 'new-world-tally':
      return { ...base, scores: {}, features: [] };
    case 'discovery-tally':
      return { ...base, scores: {}, figures: [], final: false };
    case 'race-tally':
      return { ...base, neutral: null, scores: {}, regions: [], final: false, hands: {} };
    case 'conquest-tally':
      return { ...base, nations: Object.fromEntries(players.map((p) => [p, { vp: 0, settlements: 0, cities: 0 }])) };
  }
}

export { plural };
