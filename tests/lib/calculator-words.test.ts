/**
 * The calculator's words in both languages (src/lib/i18n/ui/calculator, tally-editors, keep):
 * the same keys, every French word there and different from the English where a word should
 * differ; the engine's sentences of every example tally said in French (titles, items, reasons,
 * verdicts); the reasons a link, a file or the browser's storage gives, in French; English as
 * before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import calcEn from '@lib/i18n/ui/calculator.en';
import calcFr from '@lib/i18n/ui/calculator.fr';
import editEn from '@lib/i18n/ui/tally-editors.en';
import editFr from '@lib/i18n/ui/tally-editors.fr';
import keepEn from '@lib/i18n/ui/keep.en';
import keepFr from '@lib/i18n/ui/keep.fr';
import { scoreAnyTally, TALLY_FORMATS, verdictWords } from '@lib/calculator/tally-score';
import { TALLIES } from '@lib/rulesets/tallies';
import { localeHref, namer } from '@lib/calculator/display';
import { whyFr } from '@lib/calculator/verdict-fr';
import { verdictEn } from '@lib/i18n/ui/verdict.en';
import { reasonFr } from '@lib/keep/reasons-fr';
import { reasonError } from '@lib/io/reasons-en';
import { reasonOf, saidEn, storageTold, type Said } from '@lib/io/reasons';
import { readPayload } from '@lib/io/link-read';
import { readJsonBytes, readJsonText } from '@lib/io/json-read';
import { tallySummary, type Tally } from '@lib/calculator/calculator-store';
import { totalsChange } from '@lib/calculator/tally-options';

type Tree = { [k: string]: unknown };
const isTree = (v: unknown): v is Tree => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every leaf of a words object, by its path. */
function leaves(o: Tree, at = ''): [string, unknown][] {
  return Object.entries(o).flatMap(([k, v]) =>
    isTree(v) ? leaves(v, `${at}${k}.`) : [[`${at}${k}`, v] as [string, unknown]],
  );
}

/** Words the two languages share on purpose (punctuation, game titles kept in English, numbers). */
const SAME = new Set([
  'scoresHeads.caption',
  'scoresHeads.total',
  'close',
  'conquest.close',
  'race.addIsland',
  'lapNone',
  'share.printHeading',
  'meaning.terms.animal',
  'editors.meaning.terms.animal',
]);

describe.each([
  ['calculator', calcEn, calcFr],
  ['tally-editors', editEn, editFr],
  ['keep', keepEn, keepFr],
])('the %s words', (_, en, fr) => {
  it('have the same keys in both languages, each of the same kind', () => {
    const e = leaves(en);
    const f = new Map(leaves(fr));
    expect([...f.keys()].sort()).toEqual(e.map(([k]) => k).sort());
    for (const [k, v] of e) expect(typeof f.get(k), k).toBe(typeof v);
  });

  it('say every French word, and say it differently from the English', () => {
    const f = new Map(leaves(fr));
    for (const [k, v] of leaves(en)) {
      const x = f.get(k);
      if (typeof v !== 'string' || typeof x !== 'string') continue;
      expect(x.trim(), k).not.toBe('');
      if (k !== 'lang' && k !== 'share.locale' && !SAME.has(k) && !/^[\s:;.,()]*$/.test(v))
        expect(x, k).not.toBe(v);
    }
  });
});

describe('the calculator in French', () => {
  it('names the games, the stages, the roles and the buttons in French', () => {
    expect(calcFr.duringPlay).toBe('En cours de partie');
    expect(calcFr.gameEnd).toBe('Fin de partie (décompte final)');
    expect(editFr.newWorld.roles).toEqual({
      trail: 'brigands',
      town: 'marchands',
      farm: 'fermiers',
      plains: 'trappeurs',
    });
    expect(editFr.discovery.roles).toEqual({ plains: 'explorateur', mountains: 'voleur', seas: 'marin' });
    expect(calcFr.game('discovery-tally')).toBe('Nouveau monde (The Discovery)');
    expect(calcFr.track('new-world-tally')?.(62)).toBe('case 12, 1 tour');
    expect(calcFr.track('race-tally')?.(61)).toBe('case 11, carte 50/100 sur 50');
    expect(editFr.stepper.atMost(9999)).toBe('au plus 9\u202f999');
    expect(editFr.newWorld.settlers('Rouge', 'brigands')).toBe('Brigands de Rouge');
  });

  it('keeps the English words of each game as the rulesets give them', () => {
    for (const f of TALLY_FORMATS) {
      expect(calcEn.game(f)).toBe(TALLIES[f].game);
      expect(calcEn.startLabel(f, 'Red')).toBe(TALLIES[f].startLabel('Red') ?? '');
      expect(calcEn.track(f)).toBe(TALLIES[f].track);
      expect(calcEn.quick(f)).toBe(TALLIES[f].quick?.label ?? '');
      expect(Boolean(calcFr.quick(f))).toBe(Boolean(TALLIES[f].quick));
      expect(calcFr.startLabel(f, 'Rouge') === '').toBe(TALLIES[f].startLabel('Red') === null);
    }
  });

  it('gives the verdicts in French: « Rouge gagne », « Victoire partagée : … », « En tête : … »', () => {
    const scored = (final: boolean, scores: [string, number][], winners: string[]) => ({
      format: 'new-world-tally' as const,
      final,
      verdict: { code: 'standing' as const, names: winners, final },
      winners,
      players: scores.map(([name, score]) => ({
        name,
        score,
        start: 0,
        lines: [
          {
            title: { code: 'feature' as const, type: 'trail' as const, complete: true, line: 1 },
            href: '/',
            points: score,
            items: [],
          },
        ],
      })),
    });
    const show = namer(['Red', 'Blue'], calcFr.player);
    expect(
      verdictWords(
        scored(
          true,
          [
            ['Red', 9],
            ['Blue', 3],
          ],
          ['Red'],
        ),
        calcFr.verdict,
        show,
      ),
    ).toBe('Rouge gagne');
    expect(
      verdictWords(
        scored(
          true,
          [
            ['Red', 9],
            ['Blue', 9],
          ],
          ['Red', 'Blue'],
        ),
        calcFr.verdict,
        show,
      ),
    ).toBe('Victoire partagée : Rouge et Bleu');
    expect(
      verdictWords(
        scored(
          false,
          [
            ['Red', 2],
            ['Blue', 9],
          ],
          ['Blue'],
        ),
        calcFr.verdict,
        show,
      ),
    ).toBe('En tête : Bleu');
    expect(
      verdictWords(
        scored(
          false,
          [
            ['Red', 9],
            ['Blue', 9],
          ],
          ['Red', 'Blue'],
        ),
        calcFr.verdict,
        show,
      ),
    ).toBe('À égalité en tête : Rouge et Bleu');
    // The default colour names in French, a typed name as typed, never two players under one name.
    expect(['Red', 'Blue', 'Ada', 'Green'].map(namer(['Red', 'Blue', 'Ada'], calcFr.player))).toEqual([
      'Rouge',
      'Bleu',
      'Ada',
      'Vert',
    ]);
    const clash = namer(['Red', 'Rouge'], calcFr.player);
    expect([clash('Red'), clash('Rouge')]).toEqual(['Red', 'Rouge']);
    expect(
      verdictWords(
        scored(
          true,
          [
            ['Red', 9],
            ['Blue', 3],
          ],
          ['Red'],
        ),
      ),
    ).toBe('Winner: Red');
  });

  it('says the lines and verdict of every example tally in French, and the English as the engine gives it', () => {
    const dir = new URL('../../content/tallies/', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const raw = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      const r = scoreAnyTally(raw);
      const names = [
        ...r.players.map((p) => p.name),
        ...(typeof raw.neutral === 'string' ? [raw.neutral] : []),
      ];
      const show = namer(names, calcFr.player);
      const why = verdictEn(r.verdict);
      expect(calcEn.verdict.why(r.verdict, show), file).toBe(why);
      expect(whyFr(r.verdict, show), `${file}: ${why}`).not.toBe(why);
      expect(whyFr(r.verdict, show), `${file}: ${why}`).not.toMatch(/\b(the|and|wins|has|tie)\b/);
      for (const p of r.players)
        for (const l of p.lines) {
          const title = calcEn.lineTitle(l.title);
          expect(calcFr.lineTitle(l.title), `${file}: ${title}`).not.toBe(title);
          for (const it of l.items)
            expect(calcFr.item(it.said), `${file}: ${calcEn.item(it.said)}`).not.toMatch(
              /\b(tiles?|markers?|points? passed|cards?|settlements?|victory|city|cities|flags?)\b/,
            );
          if (l.reason) {
            const en = calcEn.lineReason(l.reason, show);
            const fr = calcFr.lineReason(l.reason, show);
            expect(fr, `${file}: ${en}`).not.toBe(en);
            expect(fr, `${file}: ${en}`).not.toMatch(/\b(the|has|takes|nobody|tie)\b/);
          }
        }
    }
  });

  it('reads the winner a recent entry keeps in English, in French', () => {
    const tally = JSON.parse(
      readFileSync(new URL('../../content/tallies/race-final-tie-commodities.json', import.meta.url), 'utf8'),
    ) as Tally;
    const s = tallySummary(tally);
    expect(s.winner).toMatch(/^Winner: /);
    const fr = keepFr.shown.winner(
      s.winner!,
      s.players.map((p) => p.name),
      s.headline,
    );
    expect(fr).toMatch(/ gagne/);
    expect(fr).not.toMatch(/\b(Winner|tie|commodities)\b/);
    expect(
      keepFr.shown.winner('Shared win: Red and Blue', ['Red', 'Blue'], {
        code: 'shared-win',
        names: ['Red', 'Blue'],
      }),
    ).toBe('Victoire partagée : Rouge et Bleu');
    expect(keepFr.shown.winner('Leading: Ada', ['Ada', 'Red'], { code: 'leading', name: 'Ada' })).toBe(
      'En tête : Ada',
    );
    // An entry kept before the verdict was kept as data: its English words, as they are.
    expect(keepFr.shown.winner('Leading: Ada', ['Ada', 'Red'])).toBe('Leading: Ada');
    expect(keepFr.shown.why('Red removed')).toBe('retrait de Rouge');
    expect(keepFr.shown.game('The Discovery')).toBe('Nouveau monde (The Discovery)');
  });

  it('says why a link, a file or the storage refused, in French', async () => {
    // The reasons are data (src/lib/io/reasons.ts): each error carries its own.
    const refusals: Said[] = [];
    for (const p of ['a b', 'abcde', '', 'AAAA'])
      await readPayload(p).catch((e: unknown) => refusals.push(reasonOf(e)));
    for (const b of [
      new Uint8Array([0xff, 0xfe, 0x7b, 0x00]),
      new Uint8Array([0x7b, 0xc3]),
      new Uint8Array([0x7b, 0x00]),
    ]) {
      try {
        readJsonBytes(b, 'file');
      } catch (e) {
        refusals.push(reasonOf(e));
      }
    }
    for (const t of ['', '{"a":1,"a":2}', '{']) {
      try {
        readJsonText(t, 'link');
      } catch (e) {
        refusals.push(reasonOf(e));
      }
    }
    refusals.push(
      storageTold({ code: 'storage-off' }),
      storageTold({ code: 'storage-full' }),
      storageTold({ code: 'storage-refused', name: 'SecurityError' }),
    );
    expect(refusals.length).toBeGreaterThan(10);
    for (const r of refusals) {
      expect(typeof r, JSON.stringify(r)).toBe('object');
      expect(reasonFr(r), saidEn(r)).not.toBe(saidEn(r));
      expect(calcEn.reason(r)).toBe(saidEn(r));
    }
  });

  it('words a change of totals, and links a line to its rules page in the page’s language', () => {
    const a = {
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue'],
      features: [{ type: 'town', complete: true, tiles: 3, settlers: { Red: 1 } }],
    };
    const b = { ...a, features: [{ type: 'town', complete: true, tiles: 4, settlers: { Red: 1 } }] };
    expect(totalsChange(a, b)).toBe('Red 6 → 8');
    expect(
      totalsChange(a, b, {
        ...calcFr.totals,
        change: (p, x, y) => calcFr.totals.change(calcFr.player(p), x, y),
      }),
    ).toBe('Rouge 6 → 8');
    expect(totalsChange(a, a, calcFr.totals)).toBe('aucun total ne change');
    expect(localeHref('fr', '/scoring/final-scoring/')).toBe('/fr/scoring/final-scoring/');
    expect(localeHref('en', '/scoring/final-scoring/#x')).toBe('/scoring/final-scoring/#x');
  });

  it('keeps the keeper’s messages as they were in English, and words them in French', () => {
    expect(keepEn.keptInRecent('tally')).toBe(' Your previous tally is kept in Recent tallies.');
    expect(keepEn.changedInTwoTabs('game', true)).toBe(
      'This game was changed in another tab at the same time. This tab now shows that version; yours is kept in Recent games.',
    );
    expect(keepFr.keptInRecent('tally')).toBe(' Votre relevé précédent est conservé dans Relevés récents.');
    expect(keepFr.keptInRecent('game')).toBe(' Votre partie précédente est conservée dans Parties récentes.');
    expect(keepFr.linkRefused('tally', reasonError({ code: 'link-empty' }))).toBe(
      'Ce lien est endommagé ou incomplet : le relevé qu’il contient n’a pas pu être ouvert. ' +
        'Copiez le lien en entier, jusqu’à son dernier caractère, et ouvrez-le de nouveau. Votre relevé est inchangé.',
    );
  });
});
