/**
 * The command line's text output: scores, tallies and rule options as the terminal shows them
 * (the `--json` forms are built in commands.ts).
 */
import { own } from '@lib/io/names';
import type {
  ConquestTallyResult,
  DiscoveryGame,
  DiscoveryTallyResult,
  Game,
  GameEvent,
  RaceTallyResult,
  ScoreItem,
  TallyResult,
} from '@engine/index';
import { discoveryEventText, eventText } from '@lib/replay/event-text';
import { linesText, shown } from './safe-text';

export function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}
export function lpad(s: string, n: number): string {
  return s.length >= n ? s : ' '.repeat(n - s.length) + s;
}

/** Score items as lines: the label, the points and the rule, in the command line's English. */
export function itemLines(
  items: readonly Pick<ScoreItem, 'label' | 'points' | 'rule'>[],
  indent: string,
): string[] {
  return items.map((i) => `${indent}${pad(i.label, 34)}${lpad(String(i.points), 4)}   (${i.rule})`);
}

export function table(given: { name: string; score: number }[]): string[] {
  // Names as printed (control characters shown as `\u001b`), so that the columns line up.
  const rows = given.map((r) => ({ name: shown(r.name), score: r.score }));
  const w = Math.max(6, ...rows.map((r) => r.name.length));
  const ranked = [...rows].sort((a, b) => b.score - a.score);
  return [
    `  ${pad('Player', w)}  Score`,
    `  ${'-'.repeat(w)}  -----`,
    ...ranked.map((r) => `  ${pad(r.name, w)}  ${lpad(String(r.score), 5)}`),
  ];
}

export function describeEvent(e: GameEvent): string[] {
  if (e.kind === 'place') return [];
  const line = `  ${eventText(e)}`;
  return e.kind === 'score' ? [line, ...itemLines(e.items, '      ')] : [line];
}

export function scoreText(g: Game): string {
  const lines: string[] = [];
  let turn: number | 'final' | null = null;
  for (const e of g.events) {
    if (e.kind === 'place') continue;
    if (e.turn !== turn) {
      turn = e.turn;
      lines.push(turn === 'final' ? 'Final scoring' : `Turn ${turn}`);
    }
    lines.push(...describeEvent(e));
  }
  if (!lines.length) lines.push('No scoring.');
  lines.push(
    '',
    g.isFinished() ? 'Final table' : 'Scores (the game is not finished)',
    ...table(Object.entries(g.scores).map(([name, score]) => ({ name, score }))),
  );
  return linesText(lines) + '\n';
}

export function discoveryScoreText(g: DiscoveryGame): string {
  const lines: string[] = [];
  let turn: number | 'final' | null = null;
  for (const e of g.events) {
    if (e.kind === 'place') continue;
    const t = e.kind === 'score' && e.final ? 'final' : e.turn;
    if (t !== turn) {
      turn = t;
      lines.push(turn === 'final' ? 'Final scoring' : `Turn ${turn}`);
    }
    lines.push(`  ${discoveryEventText(e)}`);
    if (e.kind === 'score') lines.push(...itemLines(e.items, '      '));
  }
  if (!lines.length) lines.push('No scoring.');
  lines.push(
    '',
    g.isFinished() ? 'Final table' : 'Scores (the game is not finished)',
    ...table(g.players.map((name) => ({ name, score: own(g.scores, name) ?? 0 }))),
  );
  return linesText(lines) + '\n';
}

/** A line scored during play that the track already counts (`"duringPlay": "on-track"`). */
const ON_TRACK = ' (during play, already on the track: shown, not added)';

export function discoveryTallyText(r: DiscoveryTallyResult): string {
  const lines: string[] = [];
  for (const p of r.players) {
    lines.push(`${p.name}: ${p.score}${p.start ? ` (${p.start} on the track before)` : ''}`);
    for (const l of p.lines) {
      lines.push(
        `  figure ${l.figure + 1}: ${l.complete ? 'complete' : 'incomplete'} ${l.type}: ${l.points}` +
          `${l.onTrack ? ON_TRACK : ''}`,
      );
      lines.push(...itemLines(l.items, '      '));
    }
  }
  lines.push('', 'Totals', ...table(r.players));
  return linesText(lines) + '\n';
}

export function tallyText(r: TallyResult): string {
  const lines: string[] = [];
  for (const p of r.players) {
    lines.push(`${p.name}: ${p.score}${p.start ? ` (${p.start} on the track before)` : ''}`);
    for (const l of p.lines) {
      lines.push(
        `  feature ${l.feature + 1}: ${l.complete ? 'completed' : 'incomplete'} ${l.type}: ${l.points}` +
          `${l.reason ? ` (${l.reason})` : ''}${l.onTrack ? ON_TRACK : ''}`,
      );
      lines.push(...itemLines(l.items, '      '));
    }
  }
  lines.push('', 'Totals', ...table(r.players));
  return linesText(lines) + '\n';
}

export function winnersText(r: { winners: string[]; why: string }): string[] {
  if (!r.winners.length) return ['', r.why];
  return [
    '',
    `${r.winners.length > 1 ? 'Winners (shared)' : 'Winner'}: ${r.winners.join(', ')}`,
    `  ${r.why}`,
  ];
}

/**
 * A tally's result as `--json` prints it: what the engine says as data beside its English (a
 * line's or an item's `said`, for the site's calculator to say in each language) is left out.
 */
export function tallyJson(x: unknown): string {
  return JSON.stringify(x, (k, v: unknown) => (k === 'said' ? undefined : v), 2) + '\n';
}

/** `--json` for the related games' tallies: players, events, the winner(s) and why. */
export function relatedTallyJson(r: RaceTallyResult | ConquestTallyResult): string {
  return tallyJson({ players: r.players, events: r.events, winners: r.winners, why: r.why });
}

export function raceTallyText(r: RaceTallyResult): string {
  const lines: string[] = [];
  for (const p of r.players) {
    // With a 50/100 card the ship's space is not the whole score: the card's side (a line of its own) is added to it.
    const before = p.lap
      ? ` (ship on space ${p.start} + ${p.lap} from the 50/100 card = ${p.start + p.lap} before)`
      : p.start
        ? ` (${p.start} on the track before)`
        : '';
    const commodities =
      p.commodities !== undefined ? `, ${p.commodities} commodit${p.commodities === 1 ? 'y' : 'ies'}` : '';
    lines.push(`${p.name}: ${p.score}${before}${commodities}`);
    for (const l of p.lines) {
      lines.push(`  ${l.label}: ${l.points}${l.reason ? ` (${l.reason})` : ''}${l.onTrack ? ON_TRACK : ''}`);
      lines.push(...itemLines(l.items, '      '));
    }
  }
  const regions = r.events.filter((e) => e.kind === 'region');
  if (regions.length) {
    lines.push('', 'Regions');
    for (const e of regions)
      lines.push(`  ${e.name} (${e.type}): ${e.status === 'scored' ? `scored now: ${e.reason}` : e.reason}`);
  }
  lines.push('', 'Totals', ...table(r.players), ...winnersText(r));
  return linesText(lines) + '\n';
}

export function conquestTallyText(r: ConquestTallyResult): string {
  const lines: string[] = [];
  for (const p of r.players) {
    lines.push(`${p.name}: ${p.score}`);
    for (const l of p.lines) {
      lines.push(`  ${l.label}: ${l.points}${l.reason ? ` (${l.reason})` : ''}`);
      lines.push(...itemLines(l.items, '      '));
    }
  }
  lines.push('', 'Totals', ...table(r.players), ...winnersText(r));
  return linesText(lines) + '\n';
}

export function optionsText(options: readonly OptionDoc[]): string {
  const lines: string[] = [];
  for (const o of options) {
    lines.push(`${o.name} (default: ${JSON.stringify(o.default)})`, `  ${o.summary}`);
    for (const v of o.values)
      lines.push(`  ${JSON.stringify(v)}${v === o.default ? ' (default)' : ''}: ${o.meanings[String(v)]}`);
    lines.push(`  Source: ${o.source}`, '');
  }
  return linesText(lines);
}

export interface OptionDoc {
  name: string;
  default: unknown;
  summary: string;
  values: readonly unknown[];
  meanings: Record<string, string>;
  source: string;
}
