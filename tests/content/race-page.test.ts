/**
 * Race to the New Found Land (issue 32, item 3): the page, in both languages, gives the bonus
 * values as the rulebook gives them (Nova Scotia's secondary 4 and Stockholm's primary 8, nothing
 * more), names every part of the setup, and states the end phase's procedures, each unclear one as
 * a reading. The sample tallies' made-up bonuses are labelled as example values.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '../..');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

interface Words {
  /** A pair of numbers presented as a region's two bonuses: "6 and 4 for Nova Scotia". */
  pair: RegExp;
  printed: RegExp[];
  example: RegExp;
  /** The setup section's heading. */
  setup: string;
  /** What the setup names, each as players read it. */
  parts: RegExp[];
  endPhase: string;
  cartographyFirst: RegExp;
  procedures: RegExp[];
  caseOne: RegExp;
}

const EN: Words = {
  pair: /\b\d+ and \d+ for (Nova Scotia|Stockholm)\b/,
  printed: [/Nova Scotia's secondary bonus is 4\b/, /Stockholm's primary bonus is 8\b/],
  example: /example value/,
  setup: '## Setup',
  parts: [
    /\*\*Order tiles\*\*/,
    /\*\*nine\*\*/,
    /three face-down piles of five/,
    /Captain cards/,
    /commodity space/,
    /discard sheet/,
    /starting card/,
    /starting small ship/,
    /compass stack/,
    /green space/,
    /put aside/,
    /shuffled back into the island stack/,
    /matching picture/,
  ],
  endPhase: '## The end phase',
  cartographyFirst: /1\. \*\*Cartography:\*\*/,
  procedures: [
    /highest-numbered empty compass space/,
    /\*\*fits nowhere\*\*/,
    /resolved one at a time/,
    /Our reading of "in order"|\*\*our reading\*\* of "in order"/,
    /clockwise from the first player/,
    /two timings/,
    /Filled again/,
    /Shuffle the 1x cards on the discard sheet/,
  ],
  caseOne: /1\. \*\*The neutral colour has the most, alone\.\*\*[^\n]*\*\*In our reading\*\*/,
};

const FR: Words = {
  pair: /\b\d+ et \d+ pour (la Nouvelle-Écosse|Stockholm)\b/,
  printed: [/le bonus secondaire de la Nouvelle-Écosse vaut 4\b/, /le bonus principal de Stockholm vaut 8\b/],
  example: /valeur d’exemple/,
  setup: '## La mise en place',
  parts: [
    /\*\*Tuiles commande\*\*/,
    /\*\*neuf\*\*/,
    /trois piles de cinq/,
    /Cartes capitaine/,
    /case des marchandises/,
    /fiche de défausse/,
    /carte de départ/,
    /petit navire de départ/,
    /pile de boussoles/,
    /case verte/,
    /mise de côté/,
    /remélangées dans la pile des îles/,
    /image identique/,
  ],
  endPhase: '## La phase de fin',
  cartographyFirst: /1\. \*\*Cartographie :\*\*/,
  procedures: [
    /case de boussole vide qui porte le plus grand numéro/,
    /\*\*ne trouve sa place nulle part\*\*/,
    /se résolvent un par un/,
    /\*\*notre lecture\*\* de « dans l’ordre »/,
    /dans le sens horaire à partir du premier joueur/,
    /deux moments/,
    /Complété/,
    /Mélangez les cartes 1x de la fiche de défausse/,
  ],
  caseOne: /1\. \*\*La couleur neutre a le plus de marqueurs, seule\.\*\*[^\n]*\*\*Selon notre lecture\*\*/,
};

/** The text of one `## ` section, from its heading (a whole line; a French one may end with its anchor) to the next. */
function section(text: string, heading: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l === heading || l.startsWith(`${heading} \\{#`));
  if (at < 0) return '';
  const next = lines.findIndex((l, i) => i > at && l.startsWith('## '));
  return lines.slice(at, next < 0 ? undefined : next).join('\n');
}

/** What a Race page gets wrong, in its language's words. */
export function racePageProblems(text: string, w: Words): string[] {
  const out: string[] = [];
  const pair = text.match(w.pair);
  if (pair) out.push(`presents two bonuses as printed: "${pair[0]}"`);
  for (const p of w.printed) if (!p.test(text)) out.push(`does not give the printed value ${p}`);
  if (!w.example.test(text)) out.push('does not say that other values are example values');
  const setup = section(text, w.setup);
  if (!setup) out.push(`no section "${w.setup}"`);
  for (const p of w.parts) if (!p.test(setup)) out.push(`the setup does not name ${p}`);
  const end = section(text, w.endPhase);
  if (!w.cartographyFirst.test(end)) out.push('the end phase does not start with cartography');
  for (const p of w.procedures) if (!p.test(text)) out.push(`missing procedure ${p}`);
  if (!w.caseOne.test(text)) out.push("the neutral colour's first case is not labelled as our reading");
  if (!text.includes('/rulings/race-neutral-leads/')) out.push('no link to the ruling race-neutral-leads');
  return out;
}

describe('the Race page gives the rulebook, complete, and labels readings and example values', () => {
  it.each([
    ['content/docs/related/race-to-the-new-found-land.mdx', EN],
    ['content/docs/fr/related/race-to-the-new-found-land.mdx', FR],
  ])('%s', (file, w) => {
    expect(racePageProblems(read(file), w)).toEqual([]);
  });

  it('the check fails the old text: the invented pair and a setup summary without the order tiles', () => {
    const old =
      "## Setup overview\n\nFour ships of each size go on sale.\n\n## What our copy lacks\n\nOur text gives only the examples' numbers (6 and 4 for Nova Scotia, 8 and 3 for Stockholm).";
    const found = racePageProblems(old, EN);
    expect(found).toContain('presents two bonuses as printed: "6 and 4 for Nova Scotia"');
    expect(found).toContain('no section "## Setup"');
    expect(racePageProblems('(6 et 4 pour la Nouvelle-Écosse, 8 et 3 pour Stockholm)', FR)[0]).toBe(
      'presents two bonuses as printed: "6 et 4 pour la Nouvelle-Écosse"',
    );
  });
});

describe('the ruling on a neutral colour in the lead', () => {
  it.each(['content/rulings/race-neutral-leads.md', 'content/rulings/fr/race-neutral-leads.md'])(
    '%s is our reading, names the option and links the page',
    (file) => {
      expect(existsSync(join(ROOT, file))).toBe(true);
      const text = read(file);
      const data = parse(text.split('\n---\n')[0].replace(/^---\n/, '')) as Record<string, unknown>;
      expect(data.authority).toBe('our reading');
      expect(data.clarifies).toBe('/related/race-to-the-new-found-land/#r-race-13');
      expect(text).toContain('`neutralLead`');
      expect(text).toContain('"none"');
    },
  );

  it('the second-place ruling no longer says the two readings agree when the neutral colour leads', () => {
    expect(read('content/rulings/race-neutral-second-place.md')).not.toMatch(
      /When the neutral colour leads, or trails both players, the two readings agree/,
    );
    expect(read('content/rulings/fr/race-neutral-second-place.md')).not.toMatch(
      /Quand la couleur neutre est en tête, ou derrière les deux joueurs, les deux lectures concordent/,
    );
  });
});

describe('made-up bonuses are labelled as example values wherever they are shown', () => {
  const samples = readdirSync(join(ROOT, 'content/tallies')).filter(
    (f) => f.startsWith('race-') && f.endsWith('.json'),
  );

  it('content/tallies/README.md lists every Race sample with a made-up bonus, and says the printed ones', () => {
    expect(existsSync(join(ROOT, 'content/tallies/README.md'))).toBe(true);
    const note = read('content/tallies/README.md');
    expect(note).toMatch(/example values/);
    expect(note).toMatch(/Nova Scotia's secondary bonus, 4/);
    expect(note).toMatch(/Stockholm's primary\s+bonus, 8/);
    const printed = (name: string, k: 'primary' | 'secondary') =>
      (name === 'Nova Scotia' && k === 'secondary') || (name === 'Stockholm' && k === 'primary');
    for (const f of samples) {
      const t = JSON.parse(read(`content/tallies/${f}`)) as {
        regions?: { name: string; primary?: number; secondary?: number }[];
      };
      const madeUp = (t.regions ?? []).some((r) =>
        (['primary', 'secondary'] as const).some((k) => r[k] !== undefined && !printed(r.name, k)),
      );
      if (madeUp) expect(note, f).toContain(`\`${f}\``);
    }
  });

  it('the calculator asks for each bonus as printed on the board, in both languages', () => {
    expect(read('src/lib/i18n/ui/tally-editors.en.ts')).toMatch(
      /primary: 'Primary bonus \(printed on the board\)'/,
    );
    expect(read('src/lib/i18n/ui/tally-editors.fr.ts')).toMatch(
      /primary: 'Bonus principal \(imprimé sur le plateau\)'/,
    );
  });

  it('the pages for tool builders say the samples hold example values', () => {
    expect(read('content/docs/start/for-tool-builders.mdx')).toMatch(/\*\*example values\*\*/);
    expect(read('content/docs/fr/start/for-tool-builders.mdx')).toMatch(/\*\*valeurs d’exemple\*\*/);
  });
});
