/**
 * The sandbox's words in both languages (src/lib/i18n/ui/sandbox*.ts): the French have every key
 * the English have, each a non-empty string or a function that says something; the English say
 * what the sandbox has always said; the refusals and the rule options have their French too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_OPTION_CHOICES, EngineError, Game, OPTION_CHOICES, Session } from '@engine/index';
import en from '@lib/i18n/ui/sandbox.en';
import fr from '@lib/i18n/ui/sandbox.fr';
import { OPTION_WORDS } from '@lib/content/option-words';
import { OPTION_WORDS_FR } from '@lib/content/option-words-fr';
import { explainRefusal, stepRefusal } from '@lib/sandbox/refusals';
import { ENGLISH_REFUSALS } from '@lib/sandbox/refusal-english';
import { FRENCH_REFUSALS } from '@lib/sandbox/refusal-french';
import type { DiscoveryRefusal } from '@engine/refusals';

/** Every leaf of a words object: [path, value]. */
function leaves(x: unknown, path = ''): [string, unknown][] {
  if (x && typeof x === 'object' && !Array.isArray(x))
    return Object.entries(x).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [[path, x]];
}
type WordsFunction = (...args: unknown[]) => unknown;
/** What a words function says, called with plausible arguments (its parameters' kinds are not known here). */
function say(f: WordsFunction): string | undefined {
  const call = (...args: unknown[]): unknown => Reflect.apply(f, undefined, args);
  for (const args of [
    ['Red', 'Blue', 'K', 'x'],
    [3, 2, true, true],
    ['Red', 3, 'column 3, row 2', [{ tile: 'K', left: 2 }]],
    [3, 'K', 'column 3, row 2', true],
  ]) {
    try {
      const out = call(...args);
      if (typeof out === 'string') return out;
    } catch {
      // the next arguments
    }
  }
  return undefined;
}

describe('the sandbox words', () => {
  // The board's own words (`board`) are the board's, checked with them.
  const english = new Map(leaves({ ...en, board: null }));
  const french = new Map(leaves({ ...fr, board: null }));

  it('have the same keys in French as in English', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(150);
  });

  it('are non-empty in French: strings, and what the functions say', () => {
    const empty: string[] = [];
    for (const [k, v] of french) {
      if (typeof v === 'string' && !v.trim() && english.get(k) !== '') empty.push(k);
      if (
        typeof v === 'function' &&
        !['narrator', 'refusals', 'optionWords', 'keepWords'].includes(k) &&
        typeof english.get(k) === 'function'
      ) {
        const said = say(v as WordsFunction);
        if (said !== undefined && !said.trim()) empty.push(k);
      }
    }
    expect(empty).toEqual([]);
  });

  it('are French, not the English left in place', () => {
    const same = [...french]
      .filter(([k, v]) => typeof v === 'string' && v.length > 3 && v === english.get(k))
      .map(([k]) => k);
    // Words that are the same in both languages.
    expect(same.sort()).toEqual(['forms.newGame.newWorld', 'scores.caption', 'scores.total']);
  });

  it('say in English what the sandbox has always said', () => {
    expect(en.turn.hasTile('K', 90, 1, false)).toBe(
      ' has tile K, turned 90°. It fits on 1 square as turned.',
    );
    expect(en.turn.boxLeft(1)).toBe('1 tile left in the box.');
    expect(en.status.newGame(['Red', 'Blue'], ['Blue'])).toBe(
      'New game: Red, Blue. Red begins. The computer plays Blue.',
    );
    expect(en.status.placed('Red', 'K', 'column 1, row 3', false)).toBe(
      'Red placed tile K at column 1, row 3. ',
    );
    expect(en.status.deployed('Red', 'Put a shopkeeper on the north of the new tile')).toBe(
      'Red: put a shopkeeper on the north of the new tile.',
    );
    expect(en.trackCell(57)).toBe('7 (lap 2)');
    expect(en.turnOf('final')).toBe('End');
    expect(en.turnOf(3)).toBe('T3');
    expect(
      en.left.some(3, 10, 'column 2, row 4', [
        { tile: 'K', left: 2 },
        { tile: 'L', left: 1 },
      ]),
    ).toBe('3 of the 10 tiles left could go on column 2, row 4 (2 types: K ×2, L ×1).');
    expect(en.questions.line('With no settler', [], ['Red scores 4: 4 tiles × 1 = 4'])).toBe(
      'With no settler: nothing scores (Red scores 4: 4 tiles × 1 = 4).',
    );
    expect(en.questions.withPiece('explorer', 'N')).toBe('With an explorer on N');
    expect(en.forms.setup.intro(true)).toBe(
      'Put tiles where they match their neighbours (they need not touch the start board), then settlers, the surveyors and the scores. Then play on from it, or ask what scores.',
    );
  });

  it('say it in French, with the colours’ French names and French squares', () => {
    expect(fr.turn.toPlay.before + fr.player('Blue') + fr.turn.toPlay.after).toBe('À Bleu de jouer.');
    // The board's words come along (board.fr.ts): its squares, its label, the turn's end.
    expect(fr.board.rulesets['new-world'].square(3, 2)).toBe('colonne 3, rangée 2');
    expect(en.board.rulesets['new-world'].boardLabel).toBe('New World board');
    expect(fr.board.rulesets['new-world'].boardLabel).not.toBe('New World board');
    expect(fr.status.newGame(['Red', 'Blue'], [])).toBe('Nouvelle partie : Rouge, Bleu. Rouge commence.');
    expect(fr.forms.newGame.shownName('Red')).toBe('Rouge');
    expect(fr.questions.withPiece('shopkeeper', 'N')).toBe('Avec un marchand sur son côté nord');
    expect(fr.options.href).toBe('/fr/variants/rule-options/');
  });

  it('load the rule options’ names in the page’s language', async () => {
    const f = await fr.optionWords();
    const e = await en.optionWords();
    expect(f.title('surveyorBonus')).toBe(OPTION_WORDS_FR.surveyorBonus.title);
    expect(f.reading('finalTradingPost', 1)).toBe('Vaut 1 point');
    expect(e.title('surveyorBonus')).toBe('The surveyor bonus with several settlers');
    expect(Object.keys(OPTION_WORDS_FR).sort()).toEqual(Object.keys(OPTION_WORDS).sort());
    for (const k of Object.keys(OPTION_WORDS))
      expect(Object.keys(OPTION_WORDS_FR[k].readings).sort(), k).toEqual(
        Object.keys(OPTION_WORDS[k].readings).sort(),
      );
  });

  it('name every option of both games and each of its values in words in both languages, never by its id (the options panel)', async () => {
    for (const words of [await en.optionWords(), await fr.optionWords()]) {
      for (const o of [...OPTION_CHOICES, ...DISCOVERY_OPTION_CHOICES]) {
        const name = String(o.name);
        expect(words.title(name), name).not.toBe(name);
        for (const v of o.values) expect(words.reading(name, v), `${name}=${String(v)}`).not.toBe(String(v));
      }
    }
  });
});

describe('refusals in French', () => {
  const DIR = new URL('../../content/examples/', import.meta.url);
  const read = (file: string): Record<string, unknown> =>
    JSON.parse(readFileSync(new URL(file, DIR), 'utf8'));
  const files = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort();
  const refusalOf = (record: Record<string, unknown>): EngineError | null => {
    try {
      Session.load(record);
      return null;
    } catch (e) {
      if (e instanceof EngineError) return e;
      throw e;
    }
  };
  const refused = files.map((f) => [f, read(f)] as const).filter(([, r]) => refusalOf(r));

  it('have every word the English have', () => {
    expect(Object.keys(FRENCH_REFUSALS).sort()).toEqual(Object.keys(ENGLISH_REFUSALS).sort());
    expect(Object.keys(FRENCH_REFUSALS.tried).sort()).toEqual(Object.keys(ENGLISH_REFUSALS.tried).sort());
  });

  it('tell every refused example in French', () => {
    expect(refused.length).toBeGreaterThanOrEqual(8);
    for (const [file, record] of refused) {
      const r = explainRefusal(refusalOf(record)!, record, FRENCH_REFUSALS);
      expect(r.tried, file).toMatch(/^Tour 1 : \S+ (tente de|pose) /);
      expect(r.why, file).toMatch(/^[A-ZÀ-Ý].*\.$/);
      expect(r.text, file).not.toMatch(/\b(cannot|tries|lays|the tile|It |side)\b/);
    }
  });

  it('rewrite the engine’s reasons for a game under way', () => {
    // New World says its reasons as data (the catalogs word them), The Discovery still in English (the patterns read them).
    const twice = (() => {
      const g = new Game({ players: ['Red', 'Blue'] });
      g.place('K', g.legalPlacements('K')[0]);
      g.deploy(g.deployOptions()[0]);
      try {
        g.deploy(g.deployOptions()[0] ?? { at: 'N' });
      } catch (e) {
        if (e instanceof EngineError) return e;
      }
      throw new Error('a second settler was not refused');
    })();
    expect(twice.reason).toBe('only one settler may be deployed per turn');
    expect(stepRefusal(twice, 'new-world', FRENCH_REFUSALS)).toBe('On ne pose qu’un colon par tour.');
    expect(stepRefusal(twice, 'new-world', ENGLISH_REFUSALS)).toBe(
      'Only one settler may be put down per turn.',
    );
    // The Discovery's reasons are data too.
    const data: DiscoveryRefusal = { area: 'discovery', code: 'no-figure-there', x: 2, y: -1 };
    const none = new EngineError('turn.withdraw', data);
    expect(stepRefusal(none, 'discovery', FRENCH_REFUSALS)).toBe(
      'Aucun pion ne se trouve sur la tuile en x 2, y -1.',
    );
    expect(stepRefusal(none, 'discovery', ENGLISH_REFUSALS)).toBe(
      'No figure stands on the tile at x 2, y -1.',
    );
  });
});
