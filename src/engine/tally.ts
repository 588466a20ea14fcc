/**
 * The table tally (formats §4): players at a physical table count each feature themselves
 * (tiles, flags, trading posts, settlers, surveyors) and the engine says who scores what, and why.
 */
import { describe, fail } from './errors';
import { resolveOptions } from './options';
import { asArray, asInt, asObject } from './json';
import { parsePlayers } from './record';
import { bonusItem, majority, scoreItems, total, type FeatureCounts } from './scoring';
import type { FeatureType, ScoreItem, Tally, TallyFeature } from './types';

const TYPES: FeatureType[] = ['trail', 'town', 'farm', 'plains'];

export interface TallyLine {
  /** Index in `features`. */
  feature: number;
  type: FeatureType;
  complete: boolean;
  points: number;
  items: ScoreItem[];
  /** Why a player with settlers there scores nothing. */
  reason?: string;
}

export interface TallyEvent extends TallyLine {
  kind: 'score';
  player: string;
}

export interface TallyResult {
  players: { name: string; score: number; start: number; lines: TallyLine[] }[];
  events: TallyEvent[];
}

function counts(raw: unknown, path: string, max: number): Record<string, number> {
  const o = asObject(raw, path);
  // fromEntries defines own properties, so names like "__proto__" or "constructor" are safe.
  return Object.fromEntries(
    Object.entries(o).map(([name, v]) => {
      if (name.trim() === '' || name.length > 40) fail(`${path}`, `${JSON.stringify(name)} is not a player name`);
      return [name, asInt(v, `${path}.${name}`, 0, max)];
    }),
  );
}

function parseFeature(raw: unknown, path: string): TallyFeature {
  const o = asObject(raw, path);
  if (!TYPES.includes(o.type as FeatureType)) fail(`${path}.type`, `must be one of ${TYPES.join(', ')}, not ${describe(o.type)}`);
  const type = o.type as FeatureType;
  if (o.complete !== undefined && typeof o.complete !== 'boolean') fail(`${path}.complete`, `must be true or false, not ${describe(o.complete)}`);
  const f: TallyFeature = { type, complete: o.complete === true, settlers: counts(o.settlers ?? {}, `${path}.settlers`, 30) };
  const num = (k: keyof TallyFeature, max: number) => {
    if (o[k] !== undefined) (f as unknown as Record<string, number>)[k] = asInt(o[k], `${path}.${k}`, 0, max);
  };
  num('tiles', 200);
  num('segments', 400);
  num('tradingPosts', 200);
  num('flags', 200);
  num('surrounding', 8);
  num('animals', 400);
  if ((type === 'trail' || type === 'town') && f.tiles === undefined && f.segments === undefined)
    fail(`${path}.tiles`, `a ${type} needs its number of tiles`);
  if (type === 'farm' && !f.complete && f.surrounding === undefined)
    fail(`${path}.surrounding`, 'an incomplete farm needs the number of tiles around it (0–8)');
  if (type === 'plains' && f.complete) fail(`${path}.complete`, 'plains are never completed during play; they score at game end');
  if (o.surveyors !== undefined) {
    if (!f.complete) fail(`${path}.surveyors`, 'the surveyor bonus applies only to features completed during play');
    f.surveyors = counts(o.surveyors, `${path}.surveyors`, 2);
  }
  return f;
}

/** Check a tally's shape; throws EngineError naming the place. */
export function parseTally(raw: unknown): Tally & { options: ReturnType<typeof resolveOptions> } {
  const o = asObject(raw, '(tally)');
  if (o.format !== 'new-world-tally') fail('format', `must be "new-world-tally", not ${describe(o.format)}`);
  if (o.version !== 1) fail('version', `must be 1, not ${describe(o.version)}`);
  const players = parsePlayers(o.players);
  const scores = o.scores === undefined ? {} : counts(o.scores, 'scores', 100000);
  for (const name of Object.keys(scores)) if (!players.includes(name)) fail(`scores.${name}`, `is not one of the players (${players.join(', ')})`);
  const features = asArray(o.features ?? [], 'features', 500).map((f, i) => parseFeature(f, `features[${i}]`));
  return { format: 'new-world-tally', version: 1, players, scores, features, options: resolveOptions(o.options) };
}

/** Score a tally (JSON value). Settlers of players not listed in `players` are added to the table. */
const own = (o: Record<string, number> | undefined, k: string): number => (o && Object.hasOwn(o, k) ? o[k] : 0);

export function scoreTally(raw: unknown): TallyResult {
  const t = parseTally(raw);
  const names = [...t.players];
  for (const f of t.features) for (const p of Object.keys(f.settlers)) if (!names.includes(p)) names.push(p);
  const result: TallyResult = {
    players: names.map((name) => ({ name, score: own(t.scores, name), start: own(t.scores, name), lines: [] })),
    events: [],
  };
  const byName = new Map(result.players.map((p) => [p.name, p]));
  t.features.forEach((f, i) => {
    const complete = f.complete === true;
    const c: FeatureCounts = {
      type: f.type,
      tiles: f.tiles ?? f.segments ?? 0,
      segments: f.segments ?? f.tiles ?? 0,
      flags: f.flags ?? 0,
      tradingPosts: f.tradingPosts ?? 0,
      animals: f.animals ?? 0,
      surrounding: f.surrounding ?? (complete ? 8 : 0),
    };
    const base = scoreItems(c, complete, t.options);
    const holders = new Map(Object.entries(f.settlers));
    const winners = majority(holders);
    for (const [player, n] of holders) {
      if (n === 0) continue;
      let line: TallyLine;
      if (winners.includes(player)) {
        const items = [...base];
        const s = own(f.surveyors, player);
        if (complete && s) items.push(bonusItem(s));
        line = { feature: i, type: f.type, complete, points: total(items), items };
      } else {
        const best = winners.map((w) => `${w} (${holders.get(w)})`).join(', ');
        line = { feature: i, type: f.type, complete, points: 0, items: [], reason: `${best} ${winners.length > 1 ? 'have' : 'has'} more settlers here than ${player} (${n})` };
      }
      const p = byName.get(player)!;
      p.lines.push(line);
      p.score += line.points;
      result.events.push({ kind: 'score', player, ...line });
    }
  });
  return result;
}
