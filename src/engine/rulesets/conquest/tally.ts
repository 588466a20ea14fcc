/**
 * New World Conquest's table tally (formats §7, `conquest-tally`): each nation's victory points
 * on its tokens, settlements and cities at the end of the game.
 *
 * The rules (New World Conquest, Victory, Victory points and End of game scoring): VP may be
 * negative (oppression points); at the end of the game every settlement is worth 1 VP and every
 * city 3 VP; the player with the most VP wins. The rules give no tie-break, so tied players
 * share the victory.
 *
 * Conceding (Victory): a player may concede; their territories stay occupied and their turns are
 * skipped. The rules do not say whether such a player can still win. Our reading: conceding is
 * giving the game up, so a nation marked `conceded` is still scored (its settlements and cities
 * stay on the map) but cannot win. `conceded` is an extension to formats §7, optional, false
 * when absent.
 *
 * A total conquest (Victory): a player who conquers all the others ends the game at once; the
 * rules do not say who wins then. The optional `conqueror` field names that player (an extension
 * to formats §7). Our reading (option `totalConquest: most-vp`, the default): the game is scored
 * as at any end and the most VP wins; the other reading (`conqueror`) gives the conqueror the win.
 *
 * VP gained during play, the Portuguese ability's 1 VP per settlement or city built included,
 * are already on the tokens (`vp`); only the end-of-game VP for settlements and cities are added.
 */
import { own, ownOr } from '../../core/names';
import { shown } from '../../core/said';
import { refuseCore } from '../../core/refusals';
import { refuseConquest } from './refusals';
import { asBool, asInt, asObject, checkPlayerKey, parsePlayers, topObject } from '../../core/json';
import { resolveConquestOptions, type ConquestOptions } from './options';
import {
  conquestItemEnglish,
  conquestTitleEnglish,
  conquestVerdictEnglish,
  type ConquestLine,
  type ConquestVerdict,
} from './said';

/** Where each rule is written down. */
export const CONQUEST_RULES = {
  vp: 'New World Conquest rules, Victory points: negative VP are oppression points',
  settlements: 'New World Conquest rules, End of game scoring: settlements 1 VP each',
  cities: 'New World Conquest rules, End of game scoring: cities 3 VP each',
  winner: 'New World Conquest rules, Victory: the most VP at the end of the game',
  conquest: 'New World Conquest rules, Victory: a player who conquers all the others ends the game at once',
} as const;

/** Points, in items of `count` × a rate; `rule` cites the rules. */
export interface ConquestScoreItem {
  label: string;
  count: number;
  points: number;
  rule: string;
}

export interface ConquestNation {
  /** Victory points on the tokens; negative for oppression points. */
  vp: number;
  settlements: number;
  cities: number;
  /** The player conceded (Victory): still scored, but cannot win (our reading). Present only when true. */
  conceded?: true;
}

export interface ConquestTally {
  format: 'conquest-tally';
  version: 1;
  players: string[];
  nations: Record<string, ConquestNation>;
  /** The player who conquered all the others, ending the game (an extension to formats §7). */
  conqueror?: string;
  /** The rule options, defaults filled in (an extension to formats §7). */
  options: ConquestOptions;
}

export type ConquestLineType = ConquestLine;

export interface ConquestTallyLine {
  type: ConquestLineType;
  label: string;
  points: number;
  items: ConquestScoreItem[];
  reason?: string;
}

export type ConquestTallyEvent = ConquestTallyLine & { kind: 'score'; player: string };

export interface ConquestTallyPlayer {
  name: string;
  score: number;
  /** Always 0: a conquest tally holds the whole score (`vp` is the VP on the tokens). */
  start: number;
  lines: ConquestTallyLine[];
  /** The player conceded and cannot win (our reading); present only when true. */
  conceded?: true;
}

export interface ConquestTallyResult {
  players: ConquestTallyPlayer[];
  events: ConquestTallyEvent[];
  /** The winner, or the players sharing the victory; never a player who conceded. */
  winners: string[];
  why: string;
  /** The same, as data (./said.ts). */
  verdict: ConquestVerdict;
}

const MAX_VP = 10000;
/** The board is a grid of 8 × 5 territories. */
const MAX_TERRITORIES = 40;

/** Check a conquest tally's shape; throws EngineError naming the place. */
export function parseConquestTally(raw: unknown): ConquestTally {
  const o = topObject(raw, '(tally)');
  if (o.format !== 'conquest-tally')
    refuseCore('format', { code: 'tally-format', expected: 'conquest-tally', got: shown(o.format) });
  if (o.version !== 1) refuseCore('version', { code: 'tally-version', got: shown(o.version) });
  const players = parsePlayers(o.players);
  const given = asObject(o.nations, 'nations');
  for (const name of Object.keys(given)) checkPlayerKey(name, `nations.${name}`, players);
  const nations = Object.fromEntries(
    players.map((name) => {
      const path = `nations.${name}`;
      if (!Object.hasOwn(given, name)) refuseConquest(path, { code: 'tally-nation-missing' });
      const n = asObject(own(given, name), path);
      if (n.vp === undefined) refuseConquest(`${path}.vp`, { code: 'tally-vp-missing' });
      const vp = asInt(n.vp, `${path}.vp`, -MAX_VP, MAX_VP);
      const count = (k: 'settlements' | 'cities') =>
        n[k] === undefined ? 0 : asInt(n[k], `${path}.${k}`, 0, MAX_TERRITORIES);
      const settlements = count('settlements');
      const cities = count('cities');
      if (settlements + cities > MAX_TERRITORIES)
        refuseConquest(path, { code: 'tally-territories', settlements, cities, max: MAX_TERRITORIES });
      const conceded = n.conceded !== undefined && asBool(n.conceded, `${path}.conceded`);
      return [
        name,
        conceded ? { vp, settlements, cities, conceded: true as const } : { vp, settlements, cities },
      ];
    }),
  );
  if (players.every((name) => own(nations, name)?.conceded))
    refuseConquest('nations', { code: 'tally-all-conceded' });
  const options = resolveConquestOptions(o.options);
  if (o.conqueror === undefined) return { format: 'conquest-tally', version: 1, players, nations, options };
  if (typeof o.conqueror !== 'string')
    refuseConquest('conqueror', { code: 'tally-conqueror-name', got: shown(o.conqueror) });
  const conqueror = o.conqueror;
  if (!players.includes(conqueror))
    refuseConquest('conqueror', { code: 'tally-conqueror-unknown', name: conqueror, players });
  if (own(nations, conqueror)?.conceded)
    refuseConquest('conqueror', { code: 'conqueror-conceded', player: conqueror });
  return { format: 'conquest-tally', version: 1, players, nations, conqueror, options };
}

/** The lines of one nation: its VP, its settlements, its cities (titles and items said from their data, ./said.ts). */
function nationLines(n: ConquestNation): ConquestTallyLine[] {
  const line = (
    type: ConquestLine,
    count: number,
    points: number,
    said: number,
    rule: string,
  ): ConquestTallyLine => ({
    type,
    label: conquestTitleEnglish(type),
    points,
    items: [{ label: conquestItemEnglish(type, said), count, points, rule }],
  });
  const vp = line('vp', Math.abs(n.vp), n.vp, n.vp, CONQUEST_RULES.vp);
  return [
    n.vp < 0
      ? { ...vp, reason: 'negative victory points are oppression points and count against the total' }
      : vp,
    line('settlements', n.settlements, n.settlements, n.settlements, CONQUEST_RULES.settlements),
    line('cities', n.cities, 3 * n.cities, n.cities, CONQUEST_RULES.cities),
  ];
}

/** Score a conquest tally (JSON value); throws EngineError naming the place. */
export function scoreConquestTally(raw: unknown): ConquestTallyResult {
  const t = parseConquestTally(raw);
  const events: ConquestTallyEvent[] = [];
  const players = t.players.map((name) => {
    const n = ownOr(t.nations, name, { vp: 0, settlements: 0, cities: 0 });
    const lines = nationLines(n);
    for (const l of lines) events.push({ kind: 'score', player: name, ...l });
    const p: ConquestTallyPlayer = { name, score: lines.reduce((s, l) => s + l.points, 0), start: 0, lines };
    if (n.conceded) p.conceded = true;
    return p;
  });
  // A player who conceded is scored but is out of the running (our reading; the rules are silent).
  const inGame = players.filter((p) => !p.conceded);
  const conceded = players.filter((p) => p.conceded).map((p) => p.name);
  const said = (winners: string[], verdict: ConquestVerdict): ConquestTallyResult => ({
    players,
    events,
    winners,
    why: conquestVerdictEnglish(verdict),
    verdict,
  });
  if (t.conqueror !== undefined && t.options.totalConquest === 'conqueror')
    return said([t.conqueror], { code: 'conquest-conqueror', conqueror: t.conqueror, conceded });
  const best = Math.max(...inGame.map((p) => p.score));
  const winners = inGame.filter((p) => p.score === best).map((p) => p.name);
  return said(winners, { code: 'conquest-most', winners, best, conqueror: t.conqueror ?? null, conceded });
}
