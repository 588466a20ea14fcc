/**
 * Race to the New Found Land's refusals in the English of tool builders (what the command line prints,
 * formats §5), apart from the refusals themselves: only src/engine/refusals-english.ts loads them (the
 * command line, the tests, a page with its words).
 */
import { shownEn } from '../../core/said';
import type { RaceRefusal } from './refusals';

/** A Race refusal as the command line says it (for tool builders). */
export function raceEnglish(r: RaceRefusal): string {
  switch (r.code) {
    case 'lap':
      return `must be 0, 50 or 100 (the side of the 50/100 card face up, or 0 without a card), not ${shownEn(r.got)}`;
    case 'tally-neutral-in-city':
      return `the neutral colour's markers stand only on islands (2-player rules), not in a city`;
    case 'tally-marker-colour':
      return (
        `is not one of the players ` +
        `(${r.players.join(', ')})${r.neutral !== null ? ` nor the neutral colour (${r.neutral})` : ''}`
      );
    case 'tally-region-name':
      return `must be the region's name (1–60 characters), not ${shownEn(r.got)}`;
    case 'tally-scored-not-full':
      return `a region is scored only once it is full, and this one has "full": false`;
    case 'tally-bonus-missing':
      return `a full ${r.kind} that is not yet scored needs its ${r.bonus} bonus points`;
    case 'tally-players-count':
      return `Race to the New Found Land is played by 2 to 4 players, not ${r.count}`;
    case 'tally-neutral-name':
      return `must be the neutral colour's name (1–40 characters) or null, not ${shownEn(r.got)}`;
    case 'tally-neutral-players':
      return `only a two-player game has a neutral colour; this one has ${r.count} players`;
    case 'tally-neutral-is-player':
      return `${JSON.stringify(r.name)} is a player; the neutral colour is the unused one`;
  }
}
