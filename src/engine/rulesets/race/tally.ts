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
import { describe, fail } from '../../core/errors';
import { asArray, asBool, asInt, asObject, asOneOf, isOneOf, asPlayerCounts, checkPlayerKey, parsePlayers, topObject } from '../../core/json';
import { resolveRaceOptions, type RaceOptions } from './options';

/** Where each rule is written down. */
export const RACE_RULES = {
  island: 'Race to the New Found Land rules, Score islands',
  city: 'Race to the New Found Land rules, Score cities',
  twoPlayer: 'Race to the New Found Land rules, 2-player rules',
  // Our reading (option neutralSecond, default), that the neutral colour also holds second place, takes
  // no bonus from anyone, so no item cites it: the line's reason says "in our reading" where it decided.
  /** The other reading (neutralSecond: false), cited on a secondary bonus it gave. */
  neutralMostOnly: 'the other reading of the Race to the New Found Land 2-player rules (option neutralSecond: false): the neutral colour counts only for the most',
  lap: 'Race to the New Found Land rules, 50/100 Cards: the track starts again after 50',
  final: 'Race to the New Found Land rules, Final scoring',
  card: 'Race to the New Found Land rules, Final scoring: the bonus points on the 50/100 card',
  hand: 'Race to the New Found Land rules, Final scoring: 1x cards and goal cards in hand',
  winner: 'Race to the New Found Land rules, Final scoring: most points; a tie goes to the most commodities, then is shared',
} as const;

export const RACE_REGION_KINDS = ['island', 'city'] as const;
export type RaceRegionKind = (typeof RACE_REGION_KINDS)[number];

/** Points, in items of `count` × a rate; `rule` cites the rulebook. */
export interface RaceScoreItem {
  label: string;
  count: number;
  points: number;
  rule: string;
}

export interface RaceRegion {
  kind: RaceRegionKind;
  name: string;
  primary: number;
  secondary: number;
  /** No empty space left (island tile spaces, or a city's marker spaces). */
  full: boolean;
  /** Already scored (its victory point symbol covered). */
  scored: boolean;
  /** Markers per colour: the players, and in a two-player game the neutral colour. */
  markers: Record<string, number>;
}

export interface RaceHand {
  /** The side of the player's 50/100 card face up: the points passed on the track (0 without a card). */
  lap: RaceLap;
  /** The bonus points printed on the player's 50/100 card (0 without one). */
  card: number;
  /** 1x cards and goal cards in hand. */
  cards: number;
  /** Commodities in the storage area (the tie-break). */
  commodities: number;
}

/** The sides of a 50/100 card, and 0 for a player who has none yet. */
export const RACE_LAPS = [0, 50, 100] as const;
export type RaceLap = (typeof RACE_LAPS)[number];

export interface RaceTally {
  format: 'race-tally';
  version: 1;
  players: string[];
  neutral: string | null;
  scores: Record<string, number>;
  regions: RaceRegion[];
  final: boolean;
  hands: Record<string, RaceHand>;
  /** The readings used (an extension to formats §7; defaults when absent). */
  options: RaceOptions;
}

export interface RaceTallyLine {
  /** Index in `regions`, for a region's line. */
  region?: number;
  /** What scored: "Nova Scotia (island)", "50/100 card, 50 side up", "50/100 card bonus", "cards in hand". */
  label: string;
  points: number;
  items: RaceScoreItem[];
  /** How the majority was decided, in words. */
  reason?: string;
}

/**
 * When a line scored: `track` for the points already passed on the track (the 50/100 card's
 * side, counted whether or not the tally is final), the island or city step of the end phase,
 * or the final scoring.
 */
export type RaceStep = 'track' | 'islands' | 'cities' | 'final';
type RaceLineType = RaceRegionKind | 'lap' | 'card' | 'hand';

export type RaceTallyEvent =
  /** What became of each region: scored now, scored at game end, or why it scores nothing. */
  | { kind: 'region'; region: number; name: string; type: RaceRegionKind; status: 'scored' | 'final' | 'not full' | 'already scored'; reason: string }
  /** One line of one player. */
  | (RaceTallyLine & { kind: 'score'; step: RaceStep; player: string; type: RaceLineType })
  /** A step's points, totalled, added to the track in turn order. */
  | { kind: 'advance'; step: RaceStep; player: string; points: number; score: number };

export interface RaceTallyPlayer {
  name: string;
  score: number;
  /** The space the ship stands on before this tally (the 50/100 card's 50 or 100 is a line of its own). */
  start: number;
  /** The side of the player's 50/100 card face up, when they have one. */
  lap?: 50 | 100;
  lines: RaceTallyLine[];
  /** With `final`: the commodities that break a tie. */
  commodities?: number;
}

export interface RaceTallyResult {
  players: RaceTallyPlayer[];
  events: RaceTallyEvent[];
  /** The winner, or the players sharing the victory; none before the final scoring. */
  winners: string[];
  /** Who leads now (the winners after the final scoring). */
  leaders: string[];
  /** Who wins and how a tie was broken, in words. */
  why: string;
}

const MAX_SCORE = 100000;
const MAX_MARKERS = 100;
const MAX_BONUS = 100;

const own = (o: Record<string, number>, k: string): number => (Object.hasOwn(o, k) ? o[k] : 0);
const plural = (n: number, one: string, many = one + 's') => `${n} ${n === 1 ? one : many}`;

/** "Red", "Red and Blue", "Red, Blue and Yellow". */
export function listNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function parseMarkers(raw: unknown, path: string, kind: RaceRegionKind, players: string[], neutral: string | null): Record<string, number> {
  const o = asObject(raw, path);
  return Object.fromEntries(
    Object.entries(o).map(([name, v]) => {
      if (neutral !== null && name === neutral) {
        if (kind !== 'island') fail(`${path}.${name}`, `the neutral colour's markers stand only on islands (2-player rules), not in a city`);
      } else if (!players.includes(name)) {
        fail(`${path}.${name}`, `is not one of the players (${players.join(', ')})${neutral !== null ? ` nor the neutral colour (${neutral})` : ''}`);
      }
      return [name, asInt(v, `${path}.${name}`, 0, MAX_MARKERS)];
    }),
  );
}

function parseRegion(raw: unknown, path: string, index: number, players: string[], neutral: string | null): RaceRegion {
  const o = asObject(raw, path);
  const kind = asOneOf(o.kind, `${path}.kind`, RACE_REGION_KINDS);
  let name = `${kind} ${index + 1}`;
  if (o.name !== undefined) {
    if (typeof o.name !== 'string' || o.name.trim().length === 0 || o.name.length > 60) fail(`${path}.name`, `must be the region's name (1–60 characters), not ${describe(o.name)}`);
    name = o.name;
  }
  const scored = o.scored !== undefined && asBool(o.scored, `${path}.scored`);
  const full = o.full === undefined ? scored : asBool(o.full, `${path}.full`);
  if (scored && !full) fail(`${path}.scored`, `a region is scored only once it is full, and this one has "full": false`);
  const scoresNow = full && !scored;
  const bonus = (k: 'primary' | 'secondary') => {
    if (o[k] === undefined) return scoresNow ? fail(`${path}.${k}`, `a full ${kind} that is not yet scored needs its ${k} bonus points`) : 0;
    return asInt(o[k], `${path}.${k}`, 0, MAX_BONUS);
  };
  const primary = bonus('primary');
  const secondary = bonus('secondary');
  const markers = parseMarkers(o.markers ?? {}, `${path}.markers`, kind, players, neutral);
  return { kind, name, primary, secondary, full, scored, markers };
}

function parseHands(raw: unknown, players: string[]): Record<string, RaceHand> {
  const o = asObject(raw, 'hands');
  return Object.fromEntries(
    Object.entries(o).map(([name, v]) => {
      const path = `hands.${name}`;
      checkPlayerKey(name, path, players);
      const h = asObject(v, path);
      const n = (k: 'card' | 'cards' | 'commodities', max: number) => (h[k] === undefined ? 0 : asInt(h[k], `${path}.${k}`, 0, max));
      let lap: RaceLap = 0;
      if (h.lap !== undefined) {
        const given = h.lap;
        if (!isOneOf(given, RACE_LAPS))
          fail(`${path}.lap`, `must be 0, 50 or 100 (the side of the 50/100 card face up, or 0 without a card), not ${describe(h.lap)}`);
        lap = given;
      }
      return [name, { lap, card: n('card', 20), cards: n('cards', 36), commodities: n('commodities', 500) }];
    }),
  );
}

/** Check a race tally's shape; throws EngineError naming the place. */
export function parseRaceTally(raw: unknown): RaceTally {
  const o = topObject(raw, '(tally)');
  if (o.format !== 'race-tally') fail('format', `must be "race-tally", not ${describe(o.format)}`);
  if (o.version !== 1) fail('version', `must be 1, not ${describe(o.version)}`);
  const players = parsePlayers(o.players);
  if (players.length < 2 || players.length > 4) fail('players', `Race to the New Found Land is played by 2 to 4 players, not ${players.length}`);
  let neutral: string | null = null;
  if (o.neutral !== undefined && o.neutral !== null) {
    if (typeof o.neutral !== 'string' || o.neutral.trim().length === 0 || o.neutral.length > 40) fail('neutral', `must be the neutral colour's name (1–40 characters) or null, not ${describe(o.neutral)}`);
    if (players.length !== 2) fail('neutral', `only a two-player game has a neutral colour; this one has ${players.length} players`);
    if (players.includes(o.neutral)) fail('neutral', `${JSON.stringify(o.neutral)} is a player; the neutral colour is the unused one`);
    neutral = o.neutral;
  }
  const scores = o.scores === undefined ? {} : asPlayerCounts(o.scores, 'scores', players, MAX_SCORE);
  const regions = asArray(o.regions ?? [], 'regions', 200).map((r, i) => parseRegion(r, `regions[${i}]`, i, players, neutral));
  const final = o.final !== undefined && asBool(o.final, 'final');
  const hands = o.hands === undefined ? {} : parseHands(o.hands, players);
  const options = resolveRaceOptions(o.options);
  return { format: 'race-tally', version: 1, players, neutral, scores, regions, final, hands, options };
}

/** The majority on a region: who takes the primary bonus, who the secondary, and why in words. */
export interface RaceMajority {
  primary: string[];
  secondary: string[];
  /** Several colours tie for most (the secondary bonus goes to each of them who is a player). */
  tiedForMost: boolean;
  /**
   * Set when a reading of the 2-player rules, not the rulebook, decided the secondary bonus:
   * `neutralSecond` (our reading, the default) when the neutral colour held second place, alone
   * or tied; `neutralMostOnly` (the other reading) when it was passed over for second place.
   */
  reading: 'neutralSecond' | 'neutralMostOnly' | null;
  /** "Red has 5 markers, Blue 5: Red and Blue tie for most and both take the secondary bonus of 4; nobody takes the primary". */
  reason: string;
}

/**
 * Decide a region's bonuses. `markers` are counted for every colour on the region, the neutral
 * colour included (it counts when deciding who has the most, and never takes a bonus); `order`
 * lists the colours in turn order, the neutral colour last. `neutralSecond` (default true, OUR
 * READING, not the rulebook's) lets the neutral colour hold second place too, so a player behind
 * it or tied with it for second takes no secondary; false is the other reading, where second
 * place is decided among the players alone.
 */
export function raceMajority(r: Pick<RaceRegion, 'primary' | 'secondary' | 'markers'>, order: readonly string[], neutral: string | null, neutralSecond = true): RaceMajority {
  const held = order.filter((c) => own(r.markers, c) > 0).sort((a, b) => own(r.markers, b) - own(r.markers, a));
  const who = (c: string) => (c === neutral ? `${c} (neutral)` : c);
  if (held.length === 0) return { primary: [], secondary: [], tiedForMost: false, reading: null, reason: 'nobody has markers here, so no bonus is taken' };
  const counts = held.map((c, i) => (i === 0 ? `${who(c)} has ${plural(own(r.markers, c), 'marker')}` : `${who(c)} ${own(r.markers, c)}`)).join(', ');
  const most = own(r.markers, held[0]);
  const top = held.filter((c) => own(r.markers, c) === most);
  const rest = held.filter((c) => own(r.markers, c) < most);
  const scoring = (cs: string[]) => cs.filter((c) => c !== neutral);
  let primary: string[] = [];
  let secondary: string[] = [];
  let reading: RaceMajority['reading'] = null;
  let outcome: string;
  if (top.length > 1) {
    secondary = scoring(top);
    const takers = secondary.length === 1 ? `${secondary[0]} takes` : `${secondary.length === 2 ? 'both' : 'all'} take`;
    const neutralNote = secondary.length < top.length ? ' (the neutral colour takes nothing)' : '';
    outcome = `${listNames(top.map(who))} tie for most, so ${takers} the secondary bonus of ${r.secondary}${neutralNote}; nobody takes the primary`;
  } else {
    const first = top[0];
    outcome =
      first === neutral
        ? `${who(first)} has the most, but the neutral colour scores nothing: nobody takes the primary bonus`
        : `${first} has the most and takes the primary bonus of ${r.primary}`;
    if (first !== neutral) primary = [first];
    // Who competes for second place: in our reading the neutral colour too; in the other, the players alone.
    const ranked = neutralSecond || neutral === null ? rest : rest.filter((c) => c !== neutral);
    const passedOver = neutral !== null && ranked.length < rest.length && (ranked.length === 0 || own(r.markers, neutral) >= own(r.markers, ranked[0]));
    const skip = passedOver ? `${who(neutral!)} is passed over for second place (the other reading, neutralSecond: false: the neutral colour counts only for the most), so ` : '';
    if (passedOver) reading = 'neutralMostOnly';
    if (ranked.length === 0) {
      outcome += passedOver ? `; ${skip}nobody takes the secondary` : '; nobody else has markers here, so nobody takes the secondary';
    } else {
      const second = ranked.filter((c) => own(r.markers, c) === own(r.markers, ranked[0]));
      if (second.length > 1) {
        const ours = neutral !== null && second.includes(neutral);
        if (ours) reading = 'neutralSecond';
        outcome += `; ${skip}${listNames(second.map(who))} tie for second-most, so nobody takes the secondary${ours ? ' (our reading, not the rulebook\'s: the neutral colour holds second place like a player)' : ''}`;
      } else if (second[0] === neutral) {
        reading = 'neutralSecond';
        outcome += `; ${who(second[0])} has the second-most and, in our reading (not the rulebook's), holds second place though it scores nothing: nobody takes the secondary`;
      } else {
        secondary = [second[0]];
        outcome += passedOver ? `; ${skip}${second[0]} takes the secondary bonus of ${r.secondary}` : `; ${second[0]} has the second-most and takes the secondary bonus of ${r.secondary}`;
      }
    }
  }
  return { primary, secondary, tiedForMost: top.length > 1, reading, reason: `${counts}: ${outcome}` };
}

const total = (items: readonly RaceScoreItem[]) => items.reduce((n, i) => n + i.points, 0);

/** Score a race tally (JSON value); throws EngineError naming the place. */
export function scoreRaceTally(raw: unknown): RaceTallyResult {
  const t = parseRaceTally(raw);
  const players: RaceTallyPlayer[] = t.players.map((name) => ({ name, score: own(t.scores, name), start: own(t.scores, name), lines: [] }));
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
      const points = (lines.get(p.name) ?? []).reduce((n, l) => n + l.points, 0);
      if (points === 0) continue;
      p.score += points;
      events.push({ kind: 'advance', step: s, player: p.name, points, score: p.score });
    }
  };
  const add = <T>(m: Map<string, T[]>, k: string, v: T) => m.set(k, [...(m.get(k) ?? []), v]);

  // The 50/100 card's side: the points already passed on the track, final or not (the ship does not move).
  for (const p of players) {
    const lap = Object.hasOwn(t.hands, p.name) ? t.hands[p.name].lap : 0;
    if (lap === 0) continue;
    p.lap = lap;
    const line: RaceTallyLine = {
      label: `50/100 card, ${lap} side up`,
      points: lap,
      items: [{ label: `${lap} points passed on the track`, count: 1, points: lap, rule: RACE_RULES.lap }],
      reason: `the track starts again after 50, so ${lap} is added to the ship's space of ${p.start}`,
    };
    p.lines.push(line);
    p.score += lap;
    events.push({ kind: 'score', step: 'track', player: p.name, type: 'lap', ...line });
  }

  // During play: the full regions not yet scored, islands first, then cities.
  for (const kind of RACE_REGION_KINDS) {
    const lines = new Map<string, (RaceTallyLine & { type: RaceRegionKind })[]>();
    t.regions.forEach((r, i) => {
      if (r.kind !== kind || !r.full || r.scored) return;
      const m = raceMajority(r, colours, t.neutral, t.options.neutralSecond);
      const twoPlayer = t.neutral !== null && own(r.markers, t.neutral) > 0;
      const rule = twoPlayer ? `${RACE_RULES[kind]}; ${RACE_RULES.twoPlayer}` : RACE_RULES[kind];
      events.push({ kind: 'region', region: i, name: r.name, type: kind, status: 'scored', reason: m.reason });
      for (const name of t.players) {
        const n = own(r.markers, name);
        if (n === 0) continue;
        const items: RaceScoreItem[] = [{ label: `${plural(n, 'marker')} × 1`, count: n, points: n, rule: RACE_RULES[kind] }];
        if (m.primary.includes(name)) items.push({ label: 'primary bonus (most markers)', count: 1, points: r.primary, rule });
        else if (m.secondary.includes(name))
          items.push({
            label: !m.tiedForMost ? 'secondary bonus (second-most markers)' : m.secondary.length > 1 ? 'shared secondary bonus (tied for most)' : 'secondary bonus (tied for most)',
            count: 1,
            points: r.secondary,
            rule: m.reading === 'neutralMostOnly' ? `${rule}; ${RACE_RULES.neutralMostOnly}` : rule,
          });
        add(lines, name, { region: i, label: `${r.name} (${kind})`, points: total(items), items, reason: m.reason, type: kind });
      }
    });
    step(kind === 'island' ? 'islands' : 'cities', lines);
  }

  // Regions that score nothing now.
  t.regions.forEach((r, i) => {
    if (r.scored) events.push({ kind: 'region', region: i, name: r.name, type: r.kind, status: 'already scored', reason: `${r.name} was scored earlier ("scored": true): it scores nothing now${t.final ? ' nor at game end' : ''}` });
    else if (!r.full)
      events.push(
        t.final
          ? { kind: 'region', region: i, name: r.name, type: r.kind, status: 'final', reason: `${r.name} was never scored: at game end each marker on it scores 1 point, with no bonus` }
          : { kind: 'region', region: i, name: r.name, type: r.kind, status: 'not full', reason: `${r.name} is not full: it scores nothing during play` },
      );
  });

  if (!t.final) {
    const best = Math.max(...players.map((p) => p.score));
    const leaders = players.filter((p) => p.score === best).map((p) => p.name);
    return { players, events, winners: [], leaders, why: `No winner yet: the tally is not final. ${listNames(leaders)} ${leaders.length > 1 ? 'lead' : 'leads'} with ${best}.` };
  }

  // Final scoring: markers on regions never scored, the 50/100 card, cards in hand.
  const lines = new Map<string, (RaceTallyLine & { type: RaceLineType })[]>();
  t.regions.forEach((r, i) => {
    if (r.full) return; // scored earlier or in this tally
    for (const name of t.players) {
      const n = own(r.markers, name);
      if (n === 0) continue;
      const items = [{ label: `${plural(n, 'marker')} × 1`, count: n, points: n, rule: RACE_RULES.final }];
      add(lines, name, { region: i, label: `${r.name} (${r.kind}, never scored)`, points: n, items, reason: 'at game end, 1 point per marker on an island or city not scored, with no bonus', type: r.kind });
    }
  });
  for (const name of t.players) {
    const h = Object.hasOwn(t.hands, name) ? t.hands[name] : { lap: 0, card: 0, cards: 0, commodities: 0 };
    if (h.card > 0) add(lines, name, { label: '50/100 card bonus', points: h.card, items: [{ label: '50/100 card bonus', count: 1, points: h.card, rule: RACE_RULES.card }], type: 'card' });
    if (h.cards > 0)
      add(lines, name, { label: 'cards in hand', points: 2 * h.cards, items: [{ label: `${plural(h.cards, 'card')} in hand (1x or goal) × 2`, count: h.cards, points: 2 * h.cards, rule: RACE_RULES.hand }], type: 'hand' });
  }
  step('final', lines);
  for (const p of players) p.commodities = Object.hasOwn(t.hands, p.name) ? t.hands[p.name].commodities : 0;

  const { winners, why } = raceWinners(players.map((p) => ({ name: p.name, score: p.score, commodities: p.commodities ?? 0 })));
  return { players, events, winners, leaders: winners, why };
}

/** The winner: most points; a tie goes to the most commodities, then the tied players share. */
export function raceWinners(rows: readonly { name: string; score: number; commodities: number }[]): { winners: string[]; why: string } {
  const best = Math.max(...rows.map((r) => r.score));
  const tied = rows.filter((r) => r.score === best);
  if (tied.length === 1) {
    const next = Math.max(-Infinity, ...rows.filter((r) => r !== tied[0]).map((r) => r.score));
    return { winners: [tied[0].name], why: `${tied[0].name} has the most points (${best}${Number.isFinite(next) ? `; next best ${next}` : ''})` };
  }
  const names = listNames(tied.map((r) => r.name));
  const most = Math.max(...tied.map((r) => r.commodities));
  const ahead = tied.filter((r) => r.commodities === most);
  const others = tied.filter((r) => r.commodities < most);
  const c = (r: { name: string; commodities: number }) => `${r.name} ${r.commodities}`;
  if (ahead.length === 1) {
    const rest = others.length === 1 ? `(${most} to ${others[0].commodities})` : `(${most}; ${others.map(c).join(', ')})`;
    return { winners: [ahead[0].name], why: `${names} tie on ${best}; ${ahead[0].name} has ${others.length === 1 ? 'more' : 'the most'} commodities ${rest}` };
  }
  const aheadNames = listNames(ahead.map((r) => r.name));
  if (others.length === 0)
    return { winners: ahead.map((r) => r.name), why: `${names} tie on ${best} and have ${plural(most, 'commodity', 'commodities')} each: they share the victory` };
  return {
    winners: ahead.map((r) => r.name),
    why: `${names} tie on ${best}; ${aheadNames} have the most commodities (${most} each; ${others.map(c).join(', ')}) and share the victory`,
  };
}
