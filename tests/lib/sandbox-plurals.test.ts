/**
 * Every count and its noun in the sandbox agree (the sandbox game-end task): "1 tile", "2 tiles";
 * « 0 tuile », « 1 tuile », « 2 tuiles » (French 0 and 1 take the singular), with the verb agreeing too.
 */
import { describe, expect, it } from 'vitest';
import en from '@lib/i18n/ui/sandbox.en';
import fr from '@lib/i18n/ui/sandbox.fr';
import { countEn, countFr } from '@lib/i18n/count';

/** A number directly followed by a plural noun where the number is 0 or 1 (French) or 1 (English). */
const BAD_FR = /(?<![\d\u202f\u00a0,])\b[01] (tuiles|sortes|points|parties|restantes|cases)\b/;
const BAD_EN = /(?<![\d,])\b1 (tiles|types|points|playouts|squares)\b/;

describe('counts in the sandbox', () => {
  it('the helper agrees with the language', () => {
    expect([0, 1, 2].map((n) => countEn(n, 'tile'))).toEqual(['0 tiles', '1 tile', '2 tiles']);
    expect([0, 1, 2].map((n) => countFr(n, 'tuile'))).toEqual(['0 tuile', '1 tuile', '2 tuiles']);
    expect(countFr(1234, 'tuile')).toBe('1\u202f234 tuiles');
  });
  it('agree in every count of the sandbox, for 0, 1 and 2', () => {
    const list = [{ tile: 'K', left: 1 }];
    for (const n of [0, 1, 2]) {
      const said = [
        en.turn.boxLeft(n),
        en.turn.left(n),
        en.left.still(n, n),
        en.left.none(n || 1, 'column 2, row 3'), // no tile left: the panel says the box is empty
        en.left.some(1, n || 1, 'column 2, row 3', list),
        en.turn.hasTile('K', 0, n, false),
        en.turn.expert.thinking('Red', n),
      ];
      for (const x of said) expect(x).not.toMatch(BAD_EN);
      const dit = [
        fr.turn.boxLeft(n),
        fr.turn.left(n),
        fr.left.still(n, n),
        fr.left.none(n || 1, 'colonne 2, rangée 3'),
        fr.left.some(1, n || 1, 'colonne 2, rangée 3', list),
        fr.turn.hasTile('K', 0, n, false),
        fr.turn.expert.thinking('Red', n),
      ];
      for (const x of dit) expect(x).not.toMatch(BAD_FR);
    }
    expect(fr.turn.boxLeft(1)).toBe('1 tuile dans la boîte.');
    expect(fr.left.none(1, 'colonne 2, rangée 3')).toMatch(/^La seule tuile restante ne pourrait pas/);
    expect(fr.left.some(1, 1, 'colonne 2, rangée 3', list)).toMatch(
      /^La seule tuile restante pourrait aller en colonne 2, rangée 3 \(1 sorte : K ×1\)\.$/,
    );
    expect(fr.left.some(1, 5, 'colonne 2, rangée 3', list)).toMatch(/^1 des 5 tuiles restantes pourrait /);
    expect(en.left.none(1, 'column 2, row 3')).toMatch(/^The one tile left could not go on/);
    expect(en.left.some(1, 5, 'column 2, row 3', list)).toContain('(1 type: K ×1)');
  });
});

describe('the computer players’ reasons', () => {
  it('agree their counts of playouts and tiles to come', async () => {
    const [{ default: en }, { default: fr }] = await Promise.all([
      import('@lib/i18n/ui/bot-reasons.en'),
      import('@lib/i18n/ui/bot-reasons.fr'),
    ]);
    const square = (x: number, y: number) => `${x}, ${y}`;
    const r = {
      code: 'expert',
      plan: 'scores-now',
      ruleset: 'new-world',
      player: 'Red',
      tile: 'K',
      x: 1,
      y: 2,
      rotation: 0,
      act: null,
      points: 3,
      gain: 0,
      playouts: 1,
      remain: 1,
    } as unknown as Parameters<typeof en>[0];
    expect(en(r, square)).toContain('(1 playout of the next turns, 1 tile to come)');
    expect(fr(r, square)).toContain('(1 partie simulée des tours suivants, 1 tuile à venir)');
    expect(fr({ ...r, playouts: 0, remain: 0 } as typeof r, square)).toContain('0 partie simulée');
    expect(fr({ ...r, playouts: 2, remain: 2 } as typeof r, square)).toContain('2 tuiles à venir');
  });
});
