/**
 * A lesson's end links to a whole game against the expert (`/sandbox/#new=expert&game=discovery`):
 * the sandbox reads which game and which computer player, and nothing else from such a link.
 */
import { describe, expect, it } from 'vitest';
import { newGameAsked } from '@lib/sandbox/new-game-link';

describe('a link asking for a new game against the computer', () => {
  it('names the computer player and the game', () => {
    expect(newGameAsked('#new=expert&game=discovery')).toEqual({ ruleset: 'discovery', against: 'expert' });
    expect(newGameAsked('#game=new-world&new=greedy')).toEqual({ ruleset: 'new-world', against: 'greedy' });
  });
  it('takes New World when the game is missing or unknown', () => {
    expect(newGameAsked('#new=expert')).toEqual({ ruleset: 'new-world', against: 'expert' });
    expect(newGameAsked('#new=expert&game=chess')).toEqual({ ruleset: 'new-world', against: 'expert' });
  });
  it('asks nothing without a computer player it knows (the page opens as ever)', () => {
    expect(newGameAsked('')).toBeNull();
    expect(newGameAsked('#record=abc')).toBeNull();
    expect(newGameAsked('#new=grandmaster&game=discovery')).toBeNull();
    expect(newGameAsked('#new=__proto__')).toBeNull();
    expect(newGameAsked('#new=')).toBeNull();
  });
});
