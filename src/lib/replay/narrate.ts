/**
 * Events told in words for the sandbox's log and the replays: the sentence, the labelled items
 * as a sum ("4 tiles × 1 + 1 trading post × 2 + 1 surveyor × 4 = 10"), the rules page that
 * explains it, and the tiles to highlight. Shared by both rulesets.
 */
import { own } from '@lib/io/names';
import type { DiscoveryEvent, GameEvent } from '@engine/index';
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
  discard: '/rules/placing-tiles/',
  place: '/rules/turn/',
};

function sumOf(items: { label: string }[], points: number): string {
  return `${items.map((i) => i.label).join(' + ')} = ${points}`;
}

export function tell(ruleset: string, e: object): Told {
  const t = (own(TELLERS, ruleset) ?? toldNewWorld)(e);
  return { ...t, href: url(t.href) };
}

function toldDiscovery(e: object): Told {
  const d = e as DiscoveryEvent;
  const told: Told = { text: discoveryEventText(d), href: '/related/the-discovery/', tiles: [], final: d.kind === 'score' && !!d.final, player: d.player };
  if (d.kind === 'score') {
    told.sum = sumOf(d.items, d.points);
    told.points = d.points;
    told.tiles = d.region.at.map((p) => ({ gx: p.x, gy: p.y }));
    told.href = d.final ? '/related/the-discovery/#game-end-and-final-scoring' : '/related/the-discovery/#scoring-by-taking-a-figure-back';
  } else if (d.kind === 'place') told.tiles = [{ gx: d.x, gy: d.y }];
  return told;
}

function toldNewWorld(e: object): Told {
  const g = e as GameEvent;
  const final = g.turn === 'final';
  const told: Told = { text: eventText(g, tileWords), href: own(NW_PAGE, g.kind) ?? '/rules/turn/', tiles: [], final, player: 'player' in g ? (g.player as string) : undefined };
  if (g.kind === 'score') {
    told.sum = sumOf(g.items, g.points);
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
const TELLERS: Record<string, (e: object) => Told> = { 'new-world': toldNewWorld, discovery: toldDiscovery };
