/**
 * The sandbox's refusal words in English: refusal-english.ts's, with a tile that does not fit told as the
 * player sees the board, by its sides and its neighbours' directions ("its east side shows a trail, the
 * start space to the east shows plains there"), with no tile names, letters or squares in brackets: the
 * board is in front of them. The record refusals (lessons, references) keep refusal-english.ts's detail.
 */
import { ENGLISH_REFUSALS } from './refusal-english';
import type { RefusalWords } from './refusal-types';

const TOUCH = 'a new tile must share at least one whole side with a tile already on the table';

export const SANDBOX_ENGLISH: RefusalWords = {
  ...ENGLISH_REFUSALS,
  startNeighbour: (direction) => `the start space to the ${direction}`,
  tileNeighbour: (direction) => `the tile to the ${direction}`,
  taken: () => 'It cannot go there: that square already holds a tile.',
  clash: (direction, mine, neighbour, theirs) =>
    `its ${direction} side shows ${mine}, ${neighbour} shows ${theirs} there`,
  corner: () => `It cannot go there: it would touch the tiles beside it only at a corner, and ${TOUCH}.`,
};
