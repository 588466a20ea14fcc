/**
 * Who won a sandbox game, in both languages (src/lib/sandbox/game-end.ts and the sandbox's `end` words): the
 * winner and the margin, a tie as each ruleset's rules settle it (New World's rulebook: a shared victory; The
 * Discovery's rules: the most points win, nothing said of a tie), one player alone.
 */
import { describe, expect, it } from 'vitest';
import { standing } from '@lib/sandbox/game-end';
import en from '@lib/i18n/ui/sandbox.en';
import fr from '@lib/i18n/ui/sandbox.fr';

describe('the standing at the end of a game', () => {
  it('names the winner and the margin over the next best', () => {
    const s = standing(['Red', 'Blue', 'Green'], { Red: 96, Blue: 84, Green: 84 });
    expect(s).toEqual({ kind: 'wins', player: 'Red', points: 96, ahead: 12, next: ['Blue', 'Green'] });
    expect(en.end.standing(s, 'new-world')).toBe('Red wins with 96 points, 12 ahead of Blue and Green.');
    expect(fr.end.standing(s, 'new-world')).toBe('Rouge gagne avec 96 points, 12 de plus que Bleu et Vert.');
    const one = standing(['Red', 'Orange'], { Red: 1, Orange: 0 });
    expect(en.end.standing(one, 'discovery')).toBe('Red wins with 1 point, 1 ahead of Orange.');
    expect(fr.end.standing(one, 'discovery')).toBe('Rouge gagne avec 1 point, 1 de plus qu’Orange.');
  });
  it('shares a tie for the most, as each ruleset’s rules say', () => {
    const s = standing(['Red', 'Blue', 'Green'], { Red: 40, Blue: 40, Green: 12 });
    expect(s).toEqual({ kind: 'tie', players: ['Red', 'Blue'], points: 40 });
    expect(en.end.standing(s, 'new-world')).toBe(
      'Red and Blue tie with 40 points and share the victory, as the rulebook says of a tie.',
    );
    expect(fr.end.standing(s, 'new-world')).toBe(
      'Rouge et Bleu sont à égalité avec 40 points et se partagent la victoire, comme le veut la règle.',
    );
    expect(en.end.standing(s, 'discovery')).toMatch(
      /^Red and Blue tie with 40 points: the rules name .* share/,
    );
    expect(fr.end.standing(s, 'discovery')).toMatch(
      /^Rouge et Bleu sont à égalité avec 40 points : la règle/,
    );
  });
  it('says a lone player’s points; French 0 and 1 take the singular', () => {
    const s = standing(['Red'], { Red: 0 });
    expect(en.end.standing(s, 'new-world')).toBe('Red ends the game with 0 points.');
    expect(fr.end.standing(s, 'new-world')).toBe('Rouge termine la partie avec 0 point.');
  });
});
