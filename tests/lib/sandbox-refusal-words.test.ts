/**
 * The sandbox says every refused tile in players' words (the sandbox game-end task): a side that does not
 * match as "its east side shows a trail, the tile to the east shows plains there", a square already taken, a
 * tile that would touch only a corner or nothing; in English and French, for New World and The Discovery. No
 * tile ids (start-3), no edge letters (E edge), no squares in brackets ((0, 3)).
 */
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/session';
import { placementRefusal } from '@lib/sandbox/refusal-core';
import { SANDBOX_ENGLISH } from '@lib/sandbox/refusal-sandbox-en';
import { SANDBOX_FRENCH } from '@lib/sandbox/refusal-sandbox-fr';
import '@lib/rulesets';

const INTERNAL = /start-\d|\b[NESW] edge\b|\(-?\d+, ?-?\d+\)|\btile [A-Z]{1,2}\d?\b|\bedge\b/;

/** Every refusal of the tile in hand over a window of squares (the start board's included) and its four turns. */
function refusals(s: Session, lang: 'en' | 'fr'): string[] {
  const out = new Set<string>();
  const fields = s.ruleset === 'discovery' ? ['x', 'y'] : ['col', 'row'];
  for (let r = 0; r < 4; r++) {
    for (let a = -3; a <= 10; a++)
      for (let b = -3; b <= 10; b++) {
        const at = { [fields[0]]: a, [fields[1]]: b };
        const refused = s.placeRefusal(at);
        if (refused)
          out.add(placementRefusal(s, at, refused, lang === 'fr' ? SANDBOX_FRENCH : SANDBOX_ENGLISH));
      }
    s.rotate();
  }
  return [...out];
}

describe('a refused tile in the sandbox, in players’ words', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`New World, ${lang}: sides, taken squares, corners and nothing touched`, () => {
      const s = Session.create({ players: ['Red', 'Blue'], seed: 1 });
      s.draw('K');
      const said = refusals(s, lang);
      for (const x of said) expect(x, x).not.toMatch(INTERNAL);
      const en = lang === 'en';
      // A side against a start space: its side and what each shows, with the direction, and nothing more.
      expect(
        said.some((x) =>
          (en
            ? /its (north|east|south|west) side shows .+, the (start space|tile) to the (north|east|south|west) shows .+ there/
            : /son côté (nord|est|sud|ouest) montre .+, la (case de départ|tuile) (au|à l’)(nord|est|sud|ouest) y montre /
          ).test(x),
        ),
      ).toBe(true);
      expect(
        said.some((x) => (en ? /would touch no tile at all/ : /ne toucherait aucune tuile/).test(x)),
      ).toBe(true);
      expect(said.some((x) => (en ? /only at a corner/ : /que par un coin/).test(x))).toBe(true);
    });
    it(`The Discovery, ${lang}: the same words`, () => {
      const s = Session.create({ ruleset: 'discovery', players: ['Red', 'Blue'], seed: 3 });
      s.draw();
      const said = refusals(s, lang);
      expect(said.length).toBeGreaterThan(2);
      for (const x of said) expect(x, x).not.toMatch(INTERNAL);
      expect(said).toContain(
        lang === 'en'
          ? 'It cannot go there: that square already holds a tile.'
          : 'Elle ne peut pas aller là : cette case porte déjà une tuile.',
      );
    });
  }
  it('the English sentence reads as the board shows it', () => {
    const s = Session.create({ players: ['Red', 'Blue'], seed: 1 });
    s.draw('K');
    const clash = refusals(s, 'en').find((x) => x.includes(' side shows '));
    expect(clash).toMatch(
      /^It cannot go there: its \w+ side shows [^,]+, the (start space|tile) to the \w+ shows /,
    );
    expect(clash).toMatch(/Sides that touch must show the same thing/);
  });
});
