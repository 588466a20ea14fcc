/** Typos forgiven: the edit distance, the site's vocabulary, and which word a typo meant. */
import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  correct,
  editDistance,
  held,
  heldStart,
  known,
  vocabulary,
} from '@lib/search/search-typos';
import { buildVocabulary, plainText } from '@lib/search/search-vocab';

const v = vocabulary({
  pages: 10,
  words:
    'surveyor:9 surveyors:8 trappers:6 trapper:7 traders:1 shopkeeper:5 shopkeepers:3 settler:9 sailors:2 meeple:1 meeples:1 town:9 between:2 ten:4 tin:1 withdraw:3 withdrawing:2 has:7',
});

describe('editDistance: letters added, dropped, changed or swapped', () => {
  it('counts each kind of edit as one', () => {
    expect(editDistance('surveyer', 'surveyor')).toBe(1); // changed
    expect(editDistance('trapers', 'trappers')).toBe(1); // dropped
    expect(editDistance('shopkeeperr', 'shopkeeper')).toBe(1); // added
    expect(editDistance('meepels', 'meeples')).toBe(1); // two neighbours swapped
    expect(editDistance('town', 'town')).toBe(0);
    expect(editDistance('setler', 'settlers')).toBe(2);
    expect(editDistance('abc', 'xyz')).toBe(3);
  });
  it('stops as soon as the distance is known to be over the limit', () => {
    expect(editDistance('surveyor', 'town', 2)).toBe(3);
    expect(editDistance('shopkeeper', 'shipwreck', 1)).toBe(2);
  });
});

describe("correct: the word a typo meant, from the site's own words", () => {
  it('one edit for a word of up to 7 letters, two for a longer one, none under 4 letters', () => {
    expect(allowedEdits('tin')).toBe(0);
    expect(allowedEdits('trapers')).toBe(1);
    expect(allowedEdits('surveyer')).toBe(2);
    expect(correct('surveyer', v)).toBe('surveyor');
    expect(correct('shopkeper', v)).toBe('shopkeeper');
    expect(correct('survayer', v)).toBe('surveyor'); // two edits in a long word
    expect(correct('trapprs', v)).toBe('trappers');
    expect(correct('tpn', v)).toBeNull(); // too short to guess
    expect(correct('sailers', v)).toBe('sailors');
  });
  it('leaves known words alone: as they are, with an ending the site lacks, or the start of a longer word', () => {
    expect(correct('town', v)).toBeNull();
    expect(correct('towns', v)).toBeNull(); // town + s
    expect(correct('withdraws', v)).toBeNull();
    expect(known('withdra', v)).toBe(true); // Pagefind finds the longer word
    expect(known('zzzz', v)).toBe(false);
    expect(correct('zzzzzz', v)).toBeNull(); // nothing near enough
  });
  it('among equally near words, prefers the one more pages hold', () => {
    // "trapers" is one edit from both trappers (6 pages) and traders (1 page).
    expect(editDistance('trapers', 'traders')).toBe(1);
    expect(correct('trapers', v)).toBe('trappers');
  });
});

describe('held: whether searching a word can find a page that holds it', () => {
  it('measures the start of a word that begins a word of the site', () => {
    expect(heldStart('xqzvy', v)).toBe(0);
    expect(heldStart('hasownproperty', v)).toBe(3); // "has"
    expect(heldStart('surveyorship', v)).toBe(9); // "surveyors"
  });
  it('a word no page holds, nor its start, is not held: Pagefind would find it by a letter or two', () => {
    expect(held('xqzvy', v)).toBe(false); // Pagefind: "x"
    expect(held('townx', v)).toBe(true); // "town": four letters of five
    expect(held('tox', v)).toBe(false); // "to": two letters
    expect(held('hasownproperty', v)).toBe(false); // "has": three letters of fourteen
    expect(held('setxy', v)).toBe(false); // "set": three letters of five (a French search for "Arrow keys" found a page by "arr…")
    expect(held('xq', v)).toBe(false); // no word of the site starts with it
  });
  it('a word the site knows, a longer word it starts or a typo of one is held, and words with digits are not judged', () => {
    expect(held('town', v)).toBe(true);
    expect(held('towns', v)).toBe(true);
    expect(held('withdra', v)).toBe(true);
    expect(held('surveyorship', v)).toBe(true); // "surveyors": nine letters of twelve
    expect(held('surveyer', v)).toBe(true);
    expect(held('to', v)).toBe(true); // "town" starts with it
    expect(held('x1', v)).toBe(true);
    expect(held('50/100', v)).toBe(true);
  });
});

describe('buildVocabulary: every word of the indexed pages, with how many pages hold it', () => {
  it("counts a word once per page, leaves markup out, and adds the players' words the search knows", () => {
    const file = buildVocabulary([
      'Trappers and a trapper. Trappers!',
      'import X from "y";\n<Rule id="r-zzz-1" /> A trapper [link](/rules/plains/)',
    ]);
    const words = vocabulary(file);
    expect(file.pages).toBe(2);
    expect(words.df.get('trappers')).toBe(1);
    expect(words.df.get('trapper')).toBe(2);
    expect(words.df.has('zzz')).toBe(false); // a tag's attribute
    expect(words.df.has('rules')).toBe(false); // a link's target
    expect(words.df.has('meeple')).toBe(true); // a player's word the search maps
    expect(words.df.has('conquest')).toBe(true); // a game's name
    expect(plainText('see [the rule](/rules/x/) `code` {expr}')).not.toMatch(/rules\/x|code|expr/);
  });
});
