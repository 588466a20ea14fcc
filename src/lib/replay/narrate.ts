/**
 * Events told in words for the sandbox's log and the replays: the sentence, the labelled items
 * as a sum ("4 tiles × 1 + 1 trading post × 2 + 1 surveyor × 4 = 10"), the rules page that
 * explains it, and the tiles to highlight. Shared by both rulesets.
 */
import { own } from '@lib/io/names';
import type { DiscoveryEvent, DiscoveryScoreItem, GameEvent, ScoreItem } from '@engine/index';
import { discoveryEventText, eventText } from './event-text';
import { url } from '@lib/io/url';
import { tileWords } from './tile-words';

export interface Told {
  text: string;
  /** The sum behind the points, when the event scores. */
  sum?: string;
  href: string;
  /** Screen-grid squares of the feature or region it concerns. */
  tiles: { gx: number; gy: number }[];
  player?: string;
  points?: number;
  final: boolean;
}

const NW_PAGE: Record<string, string> = {
  score: '/scoring/completed-features/',
  surveyor: '/surveyors/movement/',
  evict: '/surveyors/fallen-behind/',
  return: '/scoring/majorities/',
  unscored: '/surveyors/movement/',
  'surveyors-stay': '/surveyors/movement/',
  discard: '/rules/placing-tiles/',
  place: '/rules/turn/',
};

/** A score's items of either ruleset (their English `label`, and the data each language words them from). */
export type Items = readonly (ScoreItem | DiscoveryScoreItem)[];

function sumOf(items: Items, points: number): string {
  return `${items.map((i) => i.label).join(' + ')} = ${points}`;
}

/** The words events are told in: English here; a French page passes the French ones (src/lib/i18n/narration-fr.ts). */
// Functions, not methods: they use no `this`, and one is passed on unbound (`tileWords`).
export interface Narrator {
  eventText: (e: GameEvent, tileName: (id: string) => string) => string;
  discoveryEventText: (e: DiscoveryEvent) => string;
  sum: (items: Items, points: number) => string;
  tileWords: (id: string) => string;
  /** The language's prefix for the rules pages an event links to ('' for English, '/fr' for French). */
  prefix: string;
}

export const ENGLISH: Narrator = { eventText, discoveryEventText, sum: sumOf, tileWords, prefix: '' };

export function tell(ruleset: string, e: object, words: Narrator = ENGLISH): Told {
  const t = (own(TELLERS, ruleset) ?? toldNewWorld)(e, words);
  return { ...t, href: url(words.prefix + t.href) };
}

function toldDiscovery(e: object, w: Narrator): Told {
  const d = e as DiscoveryEvent;
  const told: Told = {
    text: w.discoveryEventText(d),
    href: '/related/the-discovery/',
    tiles: [],
    final: d.kind === 'score' && !!d.final,
    player: d.player,
  };
  if (d.kind === 'score') {
    told.sum = w.sum(d.items, d.points);
    told.points = d.points;
    told.tiles = d.region.at.map((p) => ({ gx: p.x, gy: p.y }));
    told.href = d.final
      ? '/related/the-discovery/#game-end-and-final-scoring'
      : '/related/the-discovery/#scoring-by-taking-a-figure-back';
  } else if (d.kind === 'place') told.tiles = [{ gx: d.x, gy: d.y }];
  return told;
}

function toldNewWorld(e: object, w: Narrator): Told {
  const g = e as GameEvent;
  const final = g.turn === 'final';
  const told: Told = {
    text: w.eventText(g, w.tileWords),
    href: own(NW_PAGE, g.kind) ?? '/rules/turn/',
    tiles: [],
    final,
    player: 'player' in g ? g.player : undefined,
  };
  if (g.kind === 'score') {
    told.sum = w.sum(g.items, g.points);
    told.points = g.points;
    told.tiles = g.feature.at.map(([col, row]) => ({ gx: -col, gy: row }));
    if (final) told.href = '/scoring/final-scoring/';
  } else if (g.kind === 'unscored') {
    told.tiles = g.feature.at.map(([col, row]) => ({ gx: -col, gy: row }));
  } else if (g.kind === 'evict' || g.kind === 'return') {
    told.tiles = [{ gx: -g.col, gy: g.row }];
  } else if (g.kind === 'place') told.tiles = [{ gx: -g.col, gy: g.row }];
  return told;
}

/** Each ruleset's events told (a name it does not know: New World's). */
const TELLERS: Record<string, (e: object, w: Narrator) => Told> = {
  'new-world': toldNewWorld,
  discovery: toldDiscovery,
};
