/**
 * The Discovery's refusals (src/engine/rulesets/discovery/refusals.ts) in a player's English; null:
 * the tool builders' sentence says it (a record's shape, a tile type's fields).
 */
import type { DiscoveryPlacementWhy, DiscoveryRefusal } from '@engine/refusals';
import { a, DIRECTIONS, squareWords, tileWords } from '@lib/sandbox/refusal-words';
import type { Context } from './context';

const sq = (x: number, y: number) => squareWords('discovery', x, y);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const side = (edge: string) => DIRECTIONS['NESW'.indexOf(edge)];
/** A region's kind as players name it: "plains", "mountains", "sea". */
const kindEn = (kind: string) => (kind === 'seas' ? 'sea' : kind);
/** Where a figure of this role goes. */
const home = (role: string) => (role === 'sailor' ? 'a sea' : role === 'thief' ? 'a mountain' : 'plains');
const NEVER_BOTH =
  'In one turn a player either puts a figure down or takes one back to score it, never both.';

/** Why the board refuses a tile on a square (after "It cannot go there: "), in a player's words. */
export function discoveryPlacementWhyEn(w: DiscoveryPlacementWhy): string {
  switch (w.code) {
    case 'taken':
      return `that square already holds ${tileWords(w.tile)}`;
    case 'edges-differ':
      return (
        `its ${side(w.edge)} side shows ${kindEn(w.kind)}, but ${tileWords(w.tile)} at ${sq(w.x, w.y)} ` +
        `shows ${kindEn(w.theirs)} on the side they would share`
      );
    case 'touches-nothing':
      return (
        'it would touch no tile at all, and a new tile must share at least one whole side with a tile ' +
        'already on the table'
      );
  }
}

export function discoveryEn(r: DiscoveryRefusal, c: Context): string | null {
  switch (r.code) {
    case 'tile-first':
      return 'A tile must be laid first.';
    case 'figure-or-withdraw':
      return NEVER_BOTH;
    case 'one-figure-per-turn':
      return 'Only one figure may be put down per turn.';
    case 'one-withdrawal-per-turn':
      return 'Only one figure may be taken back per turn.';
    case 'no-figure-left':
    case 'setup-no-figure-left':
      return `${r.player} has no figure left to put down (each player has four; the fifth marks the score).`;
    case 'wrong-role':
      return (
        `The ${side(r.at)} side of the tile is ${kindEn(r.kind)}, where a figure ` +
        `is ${a(r.role)}; ${a(r.given)} goes on ${home(r.given)}.`
      );
    case 'setup-wrong-role':
      return `The ${side(r.at)} side is ${kindEn(r.kind)}, so a figure there is ${a(r.role)}, not ${a(r.given)}.`;
    case 'region-held':
      return (
        `The ${c.piece} cannot go there: ` +
        `the ${r.kind === 'seas' ? 'sea' : r.kind === 'mountains' ? 'mountain' : 'plains'} ` +
        `this tile continues already holds a figure (${r.owner}'s ${r.role} on the tile ` +
        `at ${sq(r.x, r.y)}), and a figure may only go on a region that nobody holds ` +
        `yet, however far away the other figure stands.`
      );
    case 'no-figure-there':
      return `No figure stands on the tile at ${sq(r.x, r.y)}.`;
    case 'not-your-figure':
      return (
        `The figure on the tile at ${sq(r.x, r.y)} is ${r.owner}'s, not ${r.player}'s: a player takes ` +
        `back only their own figures.`
      );
    case 'not-your-turn':
      return `It is ${r.player}'s turn, not ${r.given}'s.`;
    case 'none-left':
      return `No copy of ${tileWords(r.tile)} is left to draw: every one is already on the table.`;
    case 'start-not-drawn':
      return 'The start tile lies on the table from the beginning: it is never drawn.';
    case 'unknown-tile':
      return `There is no tile called ${r.id} in this game.`;
    case 'fits-somewhere':
      return (
        'It fits somewhere on the table, and a tile that fits must be laid; only a tile that fits ' +
        'nowhere is put aside.'
      );
    case 'setup-misplaced':
      return (
        `${capital(tileWords(r.tile))} cannot go ` +
        `at ${sq(r.x, r.y)}${r.rotation ? `, turned ${r.rotation}° clockwise` : ''}: ${discoveryPlacementWhyEn(r.why)}.`
      );
    case 'game-ended':
    case 'too-few-players':
    case 'not-an-edge':
    case 'not-a-tile-id':
    case 'removed-not-placed':
    case 'figure-names-player':
    case 'not-in-setup':
    case 'wrong-format':
    case 'wrong-version':
    case 'wrong-ruleset':
    case 'tile-defined-twice':
    case 'bad-tile-id':
    case 'no-edges':
    case 'not-an-edge-letter':
    case 'edge-taken':
    case 'edges-unclaimed':
    case 'city-not-on-land':
    case 'no-such-region':
    case 'no-such-sea':
    case 'city-off-shore':
    // The table tally's: these fall through to the same answer.
    case 'tally-region':
    case 'tally-cities-missing':
    case 'tally-when':
    case 'tally-region-tiles':
      return null;
  }
}
