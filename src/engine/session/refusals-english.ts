/**
 * The session's refusals in the English of tool builders (what the command line prints, formats §5), apart
 * from the refusals themselves: only src/engine/refusals-english.ts loads them (the command line, the tests,
 * a page with its words).
 */
import { shownEn } from '../core/said';
import type { SessionRefusal } from './refusals';

/** A session refusal as the command line says it (for tool builders). */
export function sessionEnglish(r: SessionRefusal): string {
  switch (r.code) {
    case 'unknown-ruleset':
      return `${JSON.stringify(r.ruleset)} is not a ruleset the session knows`;
    case 'not-loaded':
      return `${JSON.stringify(r.ruleset)} is not loaded yet (call loadRuleset first)`;
    case 'what-if-not-loaded':
      return 'the previews are not loaded yet (call loadWhatIf first)';
    case 'no-order':
      return 'The Discovery has no scoring order to choose: a region scores only when its figure is withdrawn';
    case 'no-withdraw':
      return 'New World has no withdrawing: settlers go home when their feature scores';
    case 'not-text':
      return `must be a string of 1–${r.max} characters, not ${shownEn(r.got)}`;
    case 'not-version':
      return `must be 1, not ${shownEn(r.got)}`;
    case 'box-empty':
      return 'the box is empty';
    case 'already-placed':
      return 'the tile is already placed this turn';
    case 'no-hand':
      return 'no tile in hand: draw one first';
    case 'place-first':
      return 'place the tile first';
    case 'in-hand':
      return `a tile (${r.tile}) is already in hand this turn`;
    case 'not-tile-type':
      return `${JSON.stringify(r.tile)} is not a tile type of this game`;
    case 'turn-in-progress':
      return 'finish the turn in progress first';
  }
}
