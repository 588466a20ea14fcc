/** A game named in a question: which one, and which game a result is about. */
import { describe, expect, it } from 'vitest';
import { askedGame, findGames, resultGame } from '@lib/search/search-games';
import { tokens } from '@lib/search/search-query';

const game = (q: string) => askedGame(tokens(q));

describe('askedGame: the game a question names', () => {
  it("reads each game's names, the longest first", () => {
    expect(game('what scores at the end of Conquest')).toBe('New World Conquest');
    expect(game('new world conquest oppression')).toBe('New World Conquest');
    expect(game('how do I build ships in Race')).toBe('Race to the New Found Land');
    expect(game('who wins a tie in new found land')).toBe('Race to the New Found Land');
    expect(game('race to the new found land majority bonus')).toBe('Race to the New Found Land');
    expect(game('how does the Discovery score mountains')).toBe('The Discovery');
    expect(game('nouveau monde rules')).toBe('The Discovery'); // the French rules of The Discovery
    expect(game('can I play Carcassonne New World with six')).toBe('New World');
  });
  it('names no game when none or two are named', () => {
    expect(game('how do the surveyors move')).toBeNull();
    expect(game('the discover action')).toBeNull(); // Race's action, not The Discovery
    expect(game('is the discovery like new world conquest')).toBeNull();
  });
  it('says where the name stands and what is searched for it', () => {
    expect(findGames(tokens('scores in race to the new found land'))).toEqual([
      { game: 'Race to the New Found Land', at: 2, length: 6, word: 'race' },
    ]);
    expect(findGames(tokens('new world rules'))[0]).toEqual({
      game: 'New World',
      at: 0,
      length: 2,
      word: undefined,
    });
  });
});

describe('resultGame: which game a result is about', () => {
  it('its game filter, unless its address names another game', () => {
    expect(resultGame('/rules/setup/', 'New World')).toBe('New World');
    expect(resultGame('/related/the-discovery/', 'The Discovery')).toBe('The Discovery');
    expect(resultGame('/rulings/race-neutral-second-place/', 'New World')).toBe('Race to the New Found Land');
    expect(resultGame('/new-world/rulings/discovery-last-tile/#x', 'New World')).toBe('The Discovery');
    expect(resultGame('/rulings/conquest-concede/', undefined)).toBe('New World Conquest');
    expect(resultGame('/tiles/distribution/', undefined)).toBe('New World');
  });
});
