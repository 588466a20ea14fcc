/**
 * Every number of points a lesson or a worked example says, in English and in French, is one the
 * engine scores in that situation. Each lesson is replayed step by step (its texts checked against
 * the step's scores, the totals after it, what the board would score at game end from there, and
 * its questions' answers); each example is replayed under its own options and under each reading of
 * every rule option (a text may say what another reading gives). A sentence's points are read where
 * the prose says them ("Red scores 6", "both score the whole 12", "= 10", "3 points", "Red 10,
 * Blue 4", « marque 6 », « 3 points ») — a rate ("1 point per tile", « 2 points par tuile ») is not a
 * score — and a number said for a player must be one of that player's.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_OPTIONS, DiscoveryGame, EngineError, Game, OPTIONS } from '@engine/index';
import { loadWhatIf, type Session } from '@engine/session';
import { parseLesson, type Lesson } from '@lib/content/lesson-schema';
import { answer, lessonStart, playMove } from '@lib/learn/lesson-run';
import { overlay } from '@lib/i18n/overlay';
import { playerFr } from '@lib/i18n/narration-fr';

const ROOT = join(import.meta.dirname, '../..');
const json = (p: string): unknown => JSON.parse(readFileSync(join(ROOT, p), 'utf8'));
const jsonFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? jsonFiles(`${dir}/${d.name}`) : d.name.endsWith('.json') ? [`${dir}/${d.name}`] : [],
  );

/** The numbers the engine gives in one situation: any of them, and each player's. */
export class Numbers {
  readonly any = new Set<number>();
  readonly of = new Map<string, Set<number>>();
  add(player: string | null, n: number): void {
    this.any.add(n);
    if (player === null) return;
    if (!this.of.has(player)) this.of.set(player, new Set());
    this.of.get(player)!.add(n);
  }
  /**
   * A score event: its points, each item's and its rate ("each city pays 2 points"), and the items'
   * running sums.
   */
  event(e: {
    kind: string;
    player?: string;
    points?: number;
    items?: { points: number; rate?: number }[];
  }): void {
    if (e.kind !== 'score' || e.player === undefined || e.points === undefined) return;
    this.add(e.player, e.points);
    let sum = 0;
    for (const i of e.items ?? []) {
      this.add(e.player, i.points);
      if (i.rate !== undefined) this.add(e.player, i.rate);
      this.add(e.player, (sum += i.points));
    }
  }
  scores(scores: Record<string, number>): void {
    for (const [p, n] of Object.entries(scores)) this.add(p, n);
  }
  merge(o: Numbers): this {
    for (const n of o.any) this.any.add(n);
    for (const [p, ns] of o.of) for (const n of ns) this.add(p, n);
    return this;
  }
}

/** A points claim read from prose: the number and whose it is said to be (null: a feature's, or nobody's). */
export interface Claim {
  points: number;
  player: string | null;
  said: string;
}

const SCORE_VERB = new RegExp(
  '\\b(?:scores?|scored|scoring|pays?|paid|paying|earns?|gets?|collects?|worth|marque|marquent|' +
    'marquerait|marqueraient|marquez|marquer|rapporte|rapportent|rapporterait|gagne|touche|vaut)\\b',
);
const FILLER = new RegExp(
  '^(?:\\s+(?:only|just|the|whole|a|further|another|each|both|all|in|full|then|again|so|still|same|' +
    'seulement|encore|donc|chacun|chacune|tous|les|deux|le|total|de|alors|aussi|à|nouveau))*\\s+',
  'i',
);
/** What follows a rate's number: "1 point per tile", « 2 points par tuile », "1 a tile", "2 × …". */
const RATE = /^\s*(?:points?|pts?)?\s*(?:per|a|for each|each|par|pour chaque)\b|^\s*×/i;

/** The players a text may name, English and French, with the record's name each stands for. */
const namesOf = (players: string[], learner?: string): [RegExp, string][] =>
  players.flatMap((p): [RegExp, string][] => [
    [new RegExp(`\\b${p}\\b`), p],
    [new RegExp(`\\b${playerFr(p)}\\b`), p],
    ...(p === learner ? ([[/\b(?:you|your|vous|votre|vos)\b/i, p]] as [RegExp, string][]) : []),
  ]);

/** The player a clause speaks of: the last one named before `at` in the same clause. */
function speaker(sentence: string, at: number, names: [RegExp, string][]): string | null {
  const clause =
    sentence
      .slice(0, at)
      .split(/[;:(]|, (?:and|et|but|mais|so|donc)\b/)
      .pop() ?? '';
  let best: { i: number; p: string } | null = null;
  for (const [re, p] of names) {
    const g = new RegExp(re.source, `${re.flags.replace('g', '')}g`);
    for (const m of clause.matchAll(g)) if (!best || m.index >= best.i) best = { i: m.index, p };
  }
  return best?.p ?? null;
}

/** The points a text says, sentence by sentence. */
export function claims(text: string, players: string[], learner?: string): Claim[] {
  const names = namesOf(players, learner);
  const out: Claim[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const found = new Map<number, number>();
    const whose = new Map<number, string | null>();
    const take = (at: number, n: number, who?: string | null) => {
      found.set(at, n);
      if (who !== undefined) whose.set(at, who);
    };
    // "scores 6", "both score the whole 12", « marque 6 »
    for (const m of sentence.matchAll(new RegExp(SCORE_VERB.source, 'g'))) {
      const rest = sentence.slice(m.index + m[0].length);
      const f = rest.match(FILLER);
      const after = f ? rest.slice(f[0].length) : rest;
      const n = after.match(/^(\d+)\b/);
      if (!n) continue;
      const tail = after.slice(n[0].length);
      if (
        RATE.test(tail) ||
        /^\s*(?:tiles?|tuiles?|segments?|flags?|drapeaux?|animals?|animaux)\b/.test(tail)
      )
        continue;
      if (/^\s*(?:\+|×)/.test(tail)) continue; // a sum's first term: its total is said after "="
      take(m.index + m[0].length + (f?.[0].length ?? 0), Number(n[1]));
    }
    // "3 points", « 3 points » (not a rate)
    for (const m of sentence.matchAll(/(?<![\d+×-]\s?)\b(\d+) points?\b/g))
      if (!RATE.test(sentence.slice(m.index + m[0].length))) take(m.index, Number(m[1]));
    // "5 for your robber", "2 for its trading post", « 2 pour son comptoir » (not "1 for each tile")
    for (const m of sentence.matchAll(
      /(?<![\d×]\s?)\b(\d+) (?:for|pour) (?!each|every|chaque|tout)(\S+ \S+)/g,
    )) {
      const named = names.find(([re]) => re.test(m[2]));
      take(m.index, Number(m[1]), named ? named[1] : null);
    }
    // "adds 4", « ajoute 4 », "4 more", « 4 de plus »
    for (const m of sentence.matchAll(/\b(?:adds?|ajoute|ajoutent) (\d+)\b|\b(\d+) (?:more|de plus)\b/g))
      take(m.index, Number(m[1] ?? m[2]));
    // "= 10"
    for (const m of sentence.matchAll(/=\s*(\d+)\b/g)) take(m.index, Number(m[1]));
    // "Red 10, Blue 4" (a score line)
    for (const [re] of names.slice(0, players.length * 2))
      for (const m of sentence.matchAll(
        new RegExp(`${re.source}\\s+(\\d+)\\b(?!\\s*(?:tiles?|tuiles?))`, 'g'),
      ))
        take(m.index + m[0].length - m[1].length, Number(m[1]));
    for (const [at, points] of [...found].sort((a, b) => a[0] - b[0]))
      out.push({
        points,
        player: whose.has(at) ? whose.get(at)! : speaker(sentence, at + 1, names),
        said: sentence,
      });
  }
  return out;
}

/** The claims of a text that the engine's numbers do not hold. */
export function wrong(text: string, nums: Numbers, players: string[], learner?: string): string[] {
  return claims(text, players, learner)
    .filter((c) =>
      c.player === null ? !nums.any.has(c.points) : !(nums.of.get(c.player)?.has(c.points) ?? false),
    )
    .map((c) => `${c.points}${c.player ? ` for ${c.player}` : ''} in “${c.said}”`);
}

// ----- lessons -----

const LESSONS = readdirSync(join(ROOT, 'content/lessons'))
  .filter((f) => f.endsWith('.json'))
  .sort();
const lessonIn = (file: string, lang: 'en' | 'fr'): Lesson => {
  const base = parseLesson(json(`content/lessons/${file}`), file);
  return lang === 'en' ? base : overlay(base, json(`content/i18n/fr/lessons/${file}`));
};

/** What the board would score at game end from here, and the figures' values (The Discovery). */
function ahead(s: Session, nums: Numbers): void {
  const end = s.finalPreview();
  for (const e of end.events) nums.event(e);
  const after = new Map(Object.entries(s.scores).map(([p, n]) => [p, n + (end.gain[p] ?? 0)]));
  for (const [p, n] of after) nums.add(p, n);
  for (const [p, n] of Object.entries(end.gain)) nums.add(p, n);
  const g = s.current as { figureValues?: () => { player: string; now: number; atEnd: number }[] };
  for (const f of g.figureValues?.() ?? []) {
    nums.add(f.player, f.now);
    nums.add(f.player, f.atEnd);
  }
}

/** Each step's numbers: before it, its own scores, the totals after it, and what the end would give. */
async function lessonNumbers(lesson: Lesson): Promise<{ steps: Numbers[]; all: Numbers; asked: Numbers[] }> {
  await loadWhatIf();
  const s = lessonStart(lesson);
  const all = new Numbers();
  all.scores(s.scores);
  ahead(s, all);
  const steps: Numbers[] = [];
  for (const step of lesson.steps) {
    const n = new Numbers();
    n.scores(s.scores);
    ahead(s, n);
    const from = s.events().length;
    const before = s.scores;
    playMove(s, step.move);
    for (const e of s.events().slice(from)) n.event(e);
    for (const [p, v] of Object.entries(s.scores)) n.add(p, v - (before[p] ?? 0));
    n.scores(s.scores);
    ahead(s, n);
    steps.push(n);
    all.merge(n);
  }
  const asked: Numbers[] = [];
  for (const q of lesson.questions ?? []) {
    const n = new Numbers();
    const a = await answer(s, q);
    n.add(q.player, a.points);
    for (const e of a.events) n.event(e as never);
    asked.push(n);
    all.merge(n);
  }
  return { steps, all, asked };
}

/** Every text of a lesson with the numbers it is checked against. */
async function lessonTexts(file: string, lang: 'en' | 'fr'): Promise<[string, string, Numbers][]> {
  const l = lessonIn(file, lang);
  const { steps, all, asked } = await lessonNumbers(l);
  const out: [string, string, Numbers][] = [['intro', l.intro, all]];
  l.steps.forEach((st, i) => {
    for (const k of ['say', 'hint', 'then'] as const) {
      const t = (st as Record<string, unknown>)[k];
      if (typeof t === 'string') out.push([`steps[${i}].${k}`, t, steps[i]]);
    }
  });
  (l.questions ?? []).forEach((q, i) => out.push([`questions[${i}].ask`, q.ask, asked[i]]));
  return out;
}

// ----- worked examples -----

interface ExampleJson {
  ruleset?: string;
  players: string[];
  options?: Record<string, unknown>;
  turns?: Record<string, unknown>[];
  finish?: boolean;
  title: string;
  description: string;
}

/** One replay of an example under `options`: every score, the totals, and the game end if not played. */
function replay(record: ExampleJson, options: Record<string, unknown>, nums: Numbers): void {
  const discovery = record.ruleset === 'discovery';
  const from = (r: object) =>
    (discovery ? DiscoveryGame.fromRecord(r) : Game.fromRecord(r)) as unknown as {
      events: { kind: string }[];
      scores: Record<string, number>;
      play(turn: object, path: string): void;
      finish(): void;
      figureValues?: () => { player: string; now: number; atEnd: number }[];
    };
  const turns = record.turns ?? [];
  let g;
  try {
    g = from({ ...record, options, turns: turns.slice(0, -1), finish: false });
  } catch (e) {
    if (e instanceof EngineError) return;
    throw e;
  }
  nums.scores(g.scores);
  try {
    if (turns.length) g.play(turns[turns.length - 1], 'turn');
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
  }
  for (const f of g.figureValues?.() ?? []) {
    nums.add(f.player, f.now);
    nums.add(f.player, f.atEnd);
  }
  const played = g.events.length;
  for (const e of g.events) nums.event(e);
  nums.scores(g.scores);
  const before = { ...g.scores };
  try {
    g.finish();
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
  }
  for (const e of g.events.slice(played)) nums.event(e);
  nums.scores(g.scores);
  for (const [p, v] of Object.entries(g.scores)) nums.add(p, v - (before[p] ?? 0));
}

/** An example's numbers: under its own options and under each reading of each rule option. */
function exampleNumbers(record: ExampleJson): Numbers {
  const nums = new Numbers();
  const own = record.options ?? {};
  replay(record, own, nums);
  for (const o of record.ruleset === 'discovery' ? DISCOVERY_OPTIONS : OPTIONS)
    for (const v of o.values) if (own[o.name] !== v) replay(record, { ...own, [o.name]: v }, nums);
  return nums;
}

const EXAMPLES = jsonFiles('content/examples').map((p) => p.replace('content/examples/', ''));

// ----- the checks -----

describe('points said in the lessons are the engine’s', () => {
  for (const file of LESSONS)
    for (const lang of ['en', 'fr'] as const)
      it(`${file} (${lang})`, async () => {
        const l = lessonIn(file, lang);
        const players = (l.record as { players: string[] }).players;
        const bad = (await lessonTexts(file, lang)).flatMap(([where, text, nums]) =>
          wrong(text, nums, players, l.learner).map((w) => `${where}: ${w}`),
        );
        expect(bad).toEqual([]);
      });
});

describe('points said in the worked examples are the engine’s', () => {
  it.each(EXAMPLES)('%s', (file) => {
    const record = json(`content/examples/${file}`) as ExampleJson;
    const fr = overlay(record, json(`content/i18n/fr/examples/${file}`));
    const nums = exampleNumbers(record);
    const bad = [record, fr].flatMap((r) =>
      [r.title, r.description].flatMap((t) => wrong(t, nums, record.players)),
    );
    expect(bad).toEqual([]);
  });
});

describe('a wrong number planted in a copy is caught', () => {
  it('lesson 3: a town said to pay 7 each instead of 6', async () => {
    const l = lessonIn('03-majorities.json', 'en');
    const { steps } = await lessonNumbers(l);
    const said = l.steps[0].then ?? '';
    expect(said).toMatch(/\b6\b/);
    expect(wrong(said, steps[0], ['Red', 'Blue'], 'Red')).toEqual([]);
    expect(wrong(said.replace(/\b6\b/, '7'), steps[0], ['Red', 'Blue'], 'Red')).toHaveLength(1);
  });

  it('lesson 6 in French: plains said to pay Red 9 instead of 1', async () => {
    const l = lessonIn('06-game-end.json', 'fr');
    const { steps } = await lessonNumbers(l);
    const last = steps[steps.length - 1];
    expect(wrong('Rouge marquerait 1 point pour ses plaines.', last, ['Red', 'Blue'], 'Red')).toEqual([]);
    expect(wrong('Rouge marquerait 9 points pour ses plaines.', last, ['Red', 'Blue'])).toHaveLength(1);
  });

  it('an example: the town tie said to pay 13 each, in English and in French', () => {
    const record = json('content/examples/town-tie-12-each.json') as ExampleJson;
    const nums = exampleNumbers(record);
    const fr = overlay(record, json('content/i18n/fr/examples/town-tie-12-each.json'));
    expect(wrong(record.description, nums, record.players)).toEqual([]);
    expect(wrong(record.description.replaceAll('12', '13'), nums, record.players).length).toBeGreaterThan(0);
    expect(wrong(fr.description.replaceAll('12', '13'), nums, record.players).length).toBeGreaterThan(0);
  });

  it('reads scores, sums and score lines, but not rates', () => {
    const c = (t: string) => claims(t, ['Red', 'Blue'], 'Red').map((x) => [x.points, x.player]);
    expect(c('Red scores 3 + 2 × 4 = 11.')).toEqual([[11, 'Red']]);
    expect(c('A trail pays 1 point per tile.')).toEqual([]);
    expect(c('The game ends Red 10, Blue 4.')).toEqual([
      [10, 'Red'],
      [4, 'Blue'],
    ]);
    expect(c('Bleu marque 6 et vous marquez 2 points.')).toEqual([
      [6, 'Blue'],
      [2, 'Red'],
    ]);
    expect(c('Une ville rapporte 2 points par tuile.')).toEqual([]);
    expect(c('3 tiles at 1 point each, and 2 for its trading post: 5 for your robber.')).toEqual([
      [2, null],
      [5, 'Red'],
    ]);
    expect(c('A surveyor beside your robber adds 4; one is still there: 4 more.')).toEqual([
      [4, 'Red'],
      [4, null],
    ]);
  });
});
