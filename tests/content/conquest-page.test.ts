/**
 * New World Conquest's page, in both languages, holds what a player consults at the table
 * (issue 32): every territory of the rules' tile list with its VP and IP as printed, every native
 * people with its strength, every Hazard card with what it may cancel (never "any card"), every
 * Advantage and Event card, and the grid's square-or-hexagonal note. The numbers are read from
 * the rules themselves (the seed), so a wrong number on the page fails here.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SEEDS = [join(ROOT, '../shared/seeds'), '/work/shared/seeds'].find((d) => existsSync(d));
const seed = SEEDS
  ? readFileSync(
      join(
        SEEDS,
        readdirSync(SEEDS).find((f) => f.startsWith('004_'))!,
      ),
      'utf8',
    )
  : '';
const section = (from: string, to: string) =>
  seed
    .slice(seed.indexOf(from), seed.indexOf(to))
    .split('\n')
    .slice(1)
    .filter((l) => l.trim());

const TILES = section('TILE SET LIST', 'THE DECK')
  .slice(1)
  .map((l) => {
    const [name, n, vp, ip] = l
      .trim()
      .split(/\t+/)
      .map((s) => s.trim());
    return { name, n: Number(n), vp: Number(vp), ip: Number(ip) };
  });
const NATIVES = section('INDIAN COUNTER LIST', 'OPTIONAL NATIONAL')
  .slice(1)
  .filter((l) => !l.startsWith('*'))
  .map((l) => {
    const m = /^(.+?)\s+(\d)\*?\s*$/.exec(l)!;
    return { name: m[1].replace(/\s+/g, ' ').trim(), strength: Number(m[2]) };
  });
const CARDS = section('COMMON DECK CARD LIST', 'INDIAN COUNTER LIST')
  .slice(1)
  .map((l) => {
    // The type is the first cell in capitals (a name may hold a tab: "Tobacco\t & Hemp").
    const cells = l
      .trim()
      .split(/\t+/)
      .map((s) => s.trim());
    const at = cells.findIndex((c, i) => i > 0 && /^[A-Z]{1,4}$/.test(c));
    return {
      name: cells.slice(0, at).join(' ').replace(/\s+/g, ' '),
      type: cells[at],
      notes: cells.slice(at + 1).join(' '),
    };
  });

const PAGES = {
  en: 'content/docs/related/new-world-conquest.mdx',
  fr: 'content/docs/fr/related/new-world-conquest.mdx',
};
const rows = (page: string) =>
  readFileSync(join(ROOT, page), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('|'));

describe.runIf(SEEDS)('New World Conquest at the table', () => {
  it('reads the rules: 41 lines of tiles (50 tiles), 39 native peoples, 7 Hazards, 14 Advantages, 10 Events', () => {
    expect(TILES.length).toBe(41);
    expect(TILES.reduce((n, t) => n + t.n, 0)).toBe(50);
    expect(NATIVES.length).toBe(39);
    expect(CARDS.filter((c) => c.type.includes('H')).length).toBe(7); // Forts is S and H
    expect(CARDS.filter((c) => c.type === 'A').length).toBe(14);
    expect(CARDS.filter((c) => c.type.startsWith('V')).length).toBe(10);
  });

  describe.each(Object.entries(PAGES))('%s', (_, page) => {
    const text = readFileSync(join(ROOT, page), 'utf8');
    const table = rows(page);
    it.each(TILES.map((t) => [t.name, t] as const))('territory %s: its VP and IP as printed', (name, t) => {
      const row = table.find((r) =>
        new RegExp(`[|(]\\s*${name.replace(/[-]/g, '\\-')}\\)?( ×\\d+)? \\|`).test(r),
      );
      expect(row, `${page}: a row for ${name}`).toBeDefined();
      expect(
        row!
          .split('|')
          .map((c) => c.trim())
          .slice(2, 4),
        `${page}: ${name}`,
      ).toEqual([String(t.vp), String(t.ip)]);
    });
    it.each(NATIVES.map((n) => [n.name, n] as const))('native people %s: strength as printed', (name, n) => {
      const row = table.find((r) => r.startsWith(`| ${name}`));
      expect(row, `${page}: a row for ${name}`).toBeDefined();
      expect(row!.split('|').map((c) => c.trim())[2]).toBe(String(n.strength));
    });
    it('every Hazard card with what it may cancel, and none said to cancel any card', () => {
      for (const c of CARDS.filter((x) => x.type.includes('H') || /Hazard/.test(x.notes))) {
        const row = table.find((r) => r.includes(c.name));
        expect(row, `${page}: ${c.name}`).toBeDefined();
        expect(row!.split('|').filter((x) => x.trim()).length, `${page}: ${c.name} has its limit`).toBe(3);
      }
      expect(text).not.toMatch(
        /Hazard card to cancel (any|one) card in another player's meld\. Unless they replace it at once, the whole/,
      );
    });
    it('every Advantage and Event card, with an effect', () => {
      for (const c of CARDS.filter((x) => x.type === 'A' || x.type.startsWith('V'))) {
        const row = table.find((r) => r.includes(`| ${c.name} |`) || r.includes(`(${c.name}) |`));
        expect(row, `${page}: ${c.name}`).toBeDefined();
        expect(row!.split('|').filter((x) => x.trim()).length).toBe(2);
      }
    });
    it('says the grid may be square or hexagonal', () => {
      expect(text).toMatch(/square or hexagonal|carrées ou hexagonales/);
    });
  });
});
