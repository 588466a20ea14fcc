/**
 * The computer players' reasons are data (src/engine/bots/reasons.ts), worded by one renderer per
 * language (src/lib/i18n/ui/bot-reasons.en.ts / .fr.ts):
 * - in English with the engine's coordinates they say exactly what the bots said before their
 *   reasons became data (tests/fixtures/bot-reasons-en.json, captured from seeded games then);
 * - every reason code, and both acts (a piece put down, a figure taken back), comes up in these
 *   games (and two with the expert) and is worded in both languages;
 * - the French wording of every move of these games has none of the English words.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_REASON_CODES, playDiscovery, playNewWorld, type BotName, type BotReason } from '@engine/bots';
import english from '@lib/i18n/ui/bot-reasons.en';
import french from '@lib/i18n/ui/bot-reasons.fr';
import wordsEn from '@lib/i18n/ui/rulesets.en';
import wordsFr from '@lib/i18n/ui/rulesets.fr';

/** A ruleset's squares in words, as the renderers take them: a function of its own. */
const squareEn = (ruleset: keyof typeof wordsEn) => (x: number, y: number) => wordsEn[ruleset].square(x, y);
const squareFr = (ruleset: keyof typeof wordsFr) => (x: number, y: number) => wordsFr[ruleset].square(x, y);

interface Captured {
  ruleset: 'new-world' | 'discovery';
  seats: BotName[];
  seed: number;
  reasons: string[];
}
const captured: Captured[] = JSON.parse(
  readFileSync(new URL('../fixtures/bot-reasons-en.json', import.meta.url), 'utf8'),
);
const games = captured.map((g) => ({
  ...g,
  moves: (g.ruleset === 'new-world' ? playNewWorld(g) : playDiscovery(g)).moves.map((m) => m.reason),
}));
// The expert's reasons (issue 33) come from games of their own: the captured ones predate it.
const expertGames = [
  playNewWorld({ seats: ['expert', 'random'], seed: 41 }),
  playDiscovery({ seats: ['random', 'expert'], seed: 42 }),
];
const all: BotReason[] = [
  ...games.flatMap((g) => g.moves),
  ...expertGames.flatMap((g) => g.moves.map((m) => m.reason)),
];

/** The engine's coordinates, as the bots wrote them before: "(1, -1)", "(1, -1) turned 0°". */
const coords = (x: number, y: number) => `(${x}, ${y})`;
const turned = (x: number, y: number, rotation: number) => `${coords(x, y)} turned ${rotation}°`;

describe('the computer players’ reasons', () => {
  it.each(captured.map((g, i) => [`${g.ruleset}, seats ${g.seats.join(',')}, seed ${g.seed}`, i] as const))(
    '%s: in English they say what they said before',
    (_, i) => {
      expect(games[i].moves.map((r) => english(r, coords, turned))).toEqual(captured[i].reasons);
    },
  );

  it('every code and both acts come up in both games, and each is worded in both languages', () => {
    for (const ruleset of ['new-world', 'discovery'] as const) {
      const mine = all.filter((r) => r.ruleset === ruleset);
      expect(new Set(mine.map((r) => r.code))).toEqual(new Set(BOT_REASON_CODES));
      for (const r of mine) {
        expect(english(r, squareEn(ruleset))).toMatch(/^\S+ (puts|draws) tile \S+.*\.$/);
        expect(french(r, squareFr(ruleset))).toMatch(/^\S+ (pose|pioche) la tuile \S+.*\.$/);
      }
    }
    expect(all.some((r) => r.code !== 'fits-nowhere' && r.act?.kind === 'put')).toBe(true);
    expect(all.some((r) => r.code !== 'fits-nowhere' && r.act?.kind === 'take-back')).toBe(true);
  });

  it('in French, no English word in any move of these games', () => {
    const ENGLISH = [
      ' puts ',
      ' tile ',
      'picked',
      'random',
      'draws',
      'fits nowhere',
      ' at ',
      ' and ',
      ' with ',
      ' the ',
      ' its ',
      'turned',
      'column',
      ' row',
      'point this',
      'points this',
      'settler',
      'figure',
      'shopkeeper',
      'robber',
      'trapper',
      'farmer',
      'explorer',
      'thief',
      'sailor',
      'Red',
      'Yellow',
      'Blue',
    ];
    for (const r of all) {
      const said = french(r, squareFr(r.ruleset));
      for (const word of ENGLISH) expect(said, said).not.toContain(word);
    }
  });

  it('squares in players’ words: New World’s columns and rows, The Discovery’s x and y, in each language', () => {
    const nw: BotReason = {
      code: 'random',
      ruleset: 'new-world',
      player: 'Red',
      bot: 'random',
      tile: 'N',
      x: 1,
      y: 5,
      rotation: 90,
      act: { kind: 'put', role: 'trapper', feature: 'plains' },
    };
    expect(english(nw, squareEn('new-world'))).toBe(
      'Red puts tile N at column 1, row 5, turned 90° and a trapper on its plains, a move picked at random.',
    );
    expect(french(nw, squareFr('new-world'))).toBe(
      'Rouge pose la tuile N en colonne 1, rangée 5, tournée de 90° et un trappeur sur sa plaine : un coup choisi au hasard.',
    );
    const d: BotReason = {
      code: 'pieces-later',
      ruleset: 'discovery',
      player: 'Blue',
      bot: 'greedy',
      tile: 'D8',
      x: -1,
      y: 1,
      rotation: 0,
      act: { kind: 'take-back', x: 2, y: 0 },
      points: 1,
    };
    expect(english(d, squareEn('discovery'))).toBe(
      'Blue puts tile D8 at x -1, y 1 and takes back the figure at x 2, y 0: its figures on the table would bring 1 point if the game ended now.',
    );
    expect(french(d, squareFr('discovery'))).toBe(
      'Bleu pose la tuile D8 en x -1, y 1 et reprend son pion en x 2, y 0 : ses pions en jeu rapporteraient 1 point si la partie s’arrêtait maintenant.',
    );
  });
});
