/**
 * The core's refusals in the English of tool builders (what the command line prints, formats §5), apart from
 * the refusals themselves: only src/engine/refusals-english.ts loads them (the command line, the tests, a
 * page with its words).
 */
import { englishOfSaid, shownEn } from './said';
import type { CoreRefusal, PlacementWhy } from './refusals';
import { choicesEn } from './refusals';

/**
 * A core refusal as the command line says it (for tool builders). `board` says a placement's
 * nested reason (a ruleset's refusal: src/engine/refusals.ts's `englishOf`, or the game's own).
 */
export function coreEnglish(r: CoreRefusal, board: (why: PlacementWhy) => string = englishOfSaid): string {
  switch (r.code) {
    case 'not-object':
      return `must be an object, not ${shownEn(r.got)}`;
    case 'not-whole-number':
      return `must be a whole number from ${r.min} to ${r.max}, not ${shownEn(r.got)}`;
    case 'not-array':
      return `must be an array, not ${shownEn(r.got)}`;
    case 'too-many':
      return `has ${r.count} entries; at most ${r.max} are allowed`;
    case 'not-bool':
      return `must be true or false, not ${shownEn(r.got)}`;
    case 'not-one-of':
      return `must be one of ${choicesEn(r.values)}, not ${shownEn(r.got)}`;
    case 'no-players':
      return 'must name at least one player';
    case 'not-player-name':
      return `must be a player name (1–40 characters), not ${shownEn(r.got)}`;
    case 'named-twice':
      return `${JSON.stringify(r.name)} is named twice`;
    case 'not-a-player':
      return `must name one of the players (${r.players.join(', ')}), not ${shownEn(r.got)}`;
    case 'not-among-players':
      return `is not one of the players (${r.players.join(', ')})`;
    case 'too-deep':
      return 'is nested too deeply';
    case 'not-plain':
      return 'is not plain JSON data: it holds a function or another value that cannot be copied';
    case 'not-rotation':
      return `must be 0, 90, 180 or 270, not ${shownEn(r.got)}`;
    case 'contains-itself':
      return 'contains itself, so it is not plain JSON data';
    case 'nested-deeper':
      return `nested more than ${r.max} levels deep`;
    case 'not-option':
      return `is not a rule option (known: ${r.known.join(', ')})`;
    case 'start-space':
      return 'start spaces are printed on the board and cannot be placed';
    case 'start-tile':
      return 'the start tile lies on the table from the beginning and is not drawn';
    case 'none-left':
      return `no tile ${r.tile} is left in the ${r.box}`;
    case 'game-over':
      return 'the game is over: the final scoring has been done';
    case 'tile-placed':
      return `a tile was already placed this turn: ${r.next} the turn first`;
    case 'cannot-go':
      return `tile ${r.tile} cannot go at (${r.x}, ${r.y}) turned ${r.rotation}°: ${board(r.why)}`;
    case 'board':
      return r.text;
    case 'file-too-large':
      return 'the file holds more than 1 MB; a game record or tally is at most 1 MB';
    case 'tally-format':
      return `must be ${JSON.stringify(r.expected)}, not ${shownEn(r.got)}`;
    case 'tally-version':
      return `must be 1, not ${shownEn(r.got)}`;
    case 'tally-format-unknown':
      return `must be one of ${r.formats.map((f) => JSON.stringify(f)).join(', ')}, not ${shownEn(r.got)}`;
  }
}
