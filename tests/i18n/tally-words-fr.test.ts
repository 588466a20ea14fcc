/**
 * The tallies speak in data (issue 30): every refusal of the four tallies' readers is a typed
 * refusal whose English is the command line's, byte for byte, and which French says with no
 * English left; every line title, item, reason and verdict code of Race and Conquest (and every
 * tally's verdict) is said in French from its data. The tables below are keyed by code, so a code
 * added to the engine and left out here fails the type check.
 */
import { describe, expect, it } from 'vitest';
import { refusalOf, type Refusal } from '@engine/refusals';
import { englishOf } from '@engine/refusals-english';
import { EngineError, scoreRaceTally } from '@engine/tallies';
import { scoreAnyTally } from '@lib/calculator/tally-score';
import type { RaceClause, RaceItem, RaceReason, RaceTitle, TallyVerdict } from '@engine/tallies';
import { refusalFr } from '@lib/i18n/ui/refusals/index.fr';
import { TALLY_CONTEXT, refusedIn } from '@lib/calculator/refused';
import { itemFr, lineReasonFr, titleFr } from '@lib/calculator/lines-fr';
import { whyFr } from '@lib/calculator/verdict-fr';
import { playerFr } from '@lib/i18n/narration-fr';

/** English words no French sentence should hold (player names are shown in French: Red is Rouge). */
const ENGLISH =
  /\b(the|and|has|have|takes?|nobody|tie|wins?|most|must|not|is|of|with|only|needs?|players?|neutral|colour|second|primary|secondary|victory|markers?|cards?|side|hand|tiles?|settlers?|settlements?|cities|city|island|region|scored|passed|conceded|Red|Blue|Green|Yellow|Black)\b/;

const RED = 'Red';
const race = (more: Record<string, unknown>) => ({
  format: 'race-tally',
  version: 1,
  players: ['Red', 'Blue'],
  ...more,
});
const nw = (feature: Record<string, unknown>) => ({
  format: 'new-world-tally',
  version: 1,
  players: ['Red', 'Blue'],
  features: [{ settlers: {}, ...feature }],
});
const disc = (figure: Record<string, unknown>) => ({
  format: 'discovery-tally',
  version: 1,
  players: ['Red', 'Blue'],
  figures: [{ player: RED, tiles: 3, ...figure }],
});
const conquest = (more: Record<string, unknown>) => ({
  format: 'conquest-tally',
  version: 1,
  players: ['Red', 'Blue'],
  nations: { Red: { vp: 3 }, Blue: { vp: 1 } },
  ...more,
});

/** The tallies' refusal codes (the area's 'tally-…' codes, and the two the areas gave first), each with a tally that earns it. */
type TallyCode = Extract<Refusal['code'], `tally-${string}` | 'lap' | 'conqueror-conceded'>;
const BAD: Record<TallyCode, unknown> = {
  // The calculator picks the scorer by format: a game's scorer given another game's tally.
  'tally-format': () => scoreRaceTally({ ...race({}), format: 'new-world-tally' }),
  'tally-version': race({ version: 2 }),
  'tally-format-unknown': { format: 'chess-tally', version: 1 },
  'tally-feature-type': nw({ type: 'river' }),
  'tally-tiles-missing': nw({ type: 'trail' }),
  'tally-surrounding-missing': nw({ type: 'farm' }),
  'tally-plains-complete': nw({ type: 'plains', complete: true }),
  'tally-surveyors-incomplete': nw({ type: 'trail', tiles: 3, surveyors: { Red: 1 } }),
  'tally-bonus-without-surveyors': nw({ type: 'trail', tiles: 3, complete: true, bonusSettlers: { Red: 1 } }),
  'tally-bonus-settlers': nw({
    type: 'trail',
    tiles: 3,
    complete: true,
    settlers: { Red: 1 },
    surveyors: { Red: 1 },
    bonusSettlers: { Red: 2 },
  }),
  'tally-impossible': nw({ type: 'town', tiles: 0, complete: true }),
  'tally-region': disc({ region: 'lakes' }),
  'tally-cities-missing': disc({ region: 'seas' }),
  'tally-when': disc({ region: 'plains', when: 'later' }),
  'tally-region-tiles': disc({ region: 'plains', tiles: 85 }),
  lap: race({ hands: { Red: { lap: 7 } } }),
  'tally-neutral-in-city': race({ neutral: 'Green', regions: [{ kind: 'city', markers: { Green: 1 } }] }),
  'tally-marker-colour': race({ neutral: 'Green', regions: [{ kind: 'island', markers: { Pink: 1 } }] }),
  'tally-region-name': race({ regions: [{ kind: 'island', name: '' }] }),
  'tally-scored-not-full': race({ regions: [{ kind: 'island', scored: true, full: false }] }),
  'tally-bonus-missing': race({ regions: [{ kind: 'island', full: true }] }),
  'tally-players-count': race({ players: ['Red', 'Blue', 'Green', 'Yellow', 'Black'] }),
  'tally-neutral-name': race({ neutral: 12 }),
  'tally-neutral-players': race({ players: ['Red', 'Blue', 'Yellow'], neutral: 'Green' }),
  'tally-neutral-is-player': race({ neutral: 'Blue' }),
  'tally-nation-missing': conquest({ nations: { Red: { vp: 1 } } }),
  'tally-vp-missing': conquest({ nations: { Red: { vp: 1 }, Blue: {} } }),
  'tally-territories': conquest({
    nations: { Red: { vp: 1, settlements: 30, cities: 20 }, Blue: { vp: 0 } },
  }),
  'tally-all-conceded': conquest({
    nations: { Red: { vp: 1, conceded: true }, Blue: { vp: 0, conceded: true } },
  }),
  'tally-conqueror-name': conquest({ conqueror: 3 }),
  'tally-conqueror-unknown': conquest({ conqueror: 'Pink' }),
  'conqueror-conceded': conquest({
    nations: { Red: { vp: 1, conceded: true }, Blue: { vp: 0 } },
    conqueror: 'Red',
  }),
};

/** The refusal a bad tally earns (a function: what it calls). */
function refusal(raw: unknown): { e: EngineError; r: Refusal } {
  try {
    if (typeof raw === 'function') raw();
    else scoreAnyTally(raw);
  } catch (e) {
    const r = refusalOf(e);
    if (e instanceof EngineError && r) return { e, r };
    throw e;
  }
  throw new Error('not refused');
}

describe('a tally refused: the refusal is data, its English the command line’s, its French complete', () => {
  it.each(Object.entries(BAD))('%s', (code, raw) => {
    const { e, r } = refusal(raw);
    expect(r.code).toBe(code);
    // The tool builders' English, byte for byte what the error says.
    expect(englishOf(r)).toBe(e.reason);
    const fr = refusalFr(r, TALLY_CONTEXT);
    expect(fr.trim(), code).not.toBe('');
    // The games' names stay as their boxes print them.
    expect(fr.replace('Race to the New Found Land', ''), `${code}: ${fr}`).not.toMatch(ENGLISH);
    expect(fr, code).not.toMatch(/'/);
    // The calculator's display: the French sentence, the engine's words apart.
    expect(refusedIn(e, refusalFr)).toEqual({ text: fr, tools: e.message });
  });

  it('says the French a demanding reader expects', () => {
    expect(refusalFr(refusal(BAD['tally-marker-colour']).r, TALLY_CONTEXT)).toBe(
      'n’est ni l’un des joueurs (Rouge et Bleu) ni la couleur neutre (Vert)',
    );
    expect(refusalFr(refusal(BAD['tally-bonus-settlers']).r, TALLY_CONTEXT)).toBe(
      'Rouge n’a qu’un colon sur cet élément',
    );
    expect(
      refusalFr(refusal(race({ regions: [{ kind: 'island', markers: { Pink: 1 } }] })).r, TALLY_CONTEXT),
    ).toBe('n’est pas l’un des joueurs (Rouge et Bleu)');
    expect(refusalFr(refusal(BAD['tally-format-unknown']).r, TALLY_CONTEXT)).toBe(
      'doit valoir « new-world-tally », « discovery-tally », « race-tally » ou « conquest-tally », pas « chess-tally »',
    );
  });
});

/** Race's titles, items, clauses, reasons; every verdict code: one of each. */
const TITLES: { [K in RaceTitle['code']]: Extract<RaceTitle, { code: K }> } = {
  lap: { code: 'lap', lap: 50 },
  region: { code: 'region', name: 'Baffin', kind: 'island', never: true },
  card: { code: 'card' },
  hand: { code: 'hand' },
};
const ITEMS: { [K in RaceItem['code']]: Extract<RaceItem, { code: K }>[] } = {
  markers: [
    { code: 'markers', n: 1 },
    { code: 'markers', n: 3 },
  ],
  lap: [{ code: 'lap', lap: 100 }],
  primary: [{ code: 'primary' }],
  secondary: [
    { code: 'secondary', how: 'second' },
    { code: 'secondary', how: 'tied' },
    { code: 'secondary', how: 'shared' },
  ],
  card: [{ code: 'card' }],
  hand: [
    { code: 'hand', n: 1 },
    { code: 'hand', n: 2 },
  ],
};
const red = { name: 'Red', neutral: false };
const blue = { name: 'Blue', neutral: false };
const green = { name: 'Green', neutral: true };
const CLAUSES: { [K in RaceClause['code']]: Extract<RaceClause, { code: K }> } = {
  'tie-most': {
    code: 'tie-most',
    top: [red, blue, green],
    takers: ['Red', 'Blue'],
    bonus: 4,
    neutralLeft: true,
  },
  'nobody-primary': { code: 'nobody-primary' },
  'neutral-most': { code: 'neutral-most', colour: 'Green' },
  'behind-neutral': { code: 'behind-neutral', colour: 'Green', lead: 'next' },
  most: { code: 'most', player: 'Red', bonus: 6 },
  'nobody-else': { code: 'nobody-else' },
  'passed-over': {
    code: 'passed-over',
    colour: 'Green',
    then: { code: 'takes-secondary', player: 'Blue', bonus: 4 },
  },
  'nobody-secondary': { code: 'nobody-secondary' },
  'tie-second': { code: 'tie-second', colours: [blue, green], ours: true },
  'neutral-second': { code: 'neutral-second', colour: 'Green' },
  second: { code: 'second', player: 'Blue', bonus: 4 },
  'takes-secondary': { code: 'takes-secondary', player: 'Blue', bonus: 4 },
};
const REASONS: { [K in RaceReason['code']]: Extract<RaceReason, { code: K }> } = {
  lap: { code: 'lap', lap: 50, start: 6 },
  final: { code: 'final' },
  'no-markers': { code: 'no-markers' },
  majority: {
    code: 'majority',
    counts: [
      { ...red, n: 3 },
      { ...green, n: 2 },
      { ...blue, n: 1 },
    ],
    outcome: Object.values(CLAUSES),
  },
};
const VERDICTS: { [K in TallyVerdict['code']]: Extract<TallyVerdict, { code: K }>[] } = {
  standing: [
    { code: 'standing', names: ['Red'], final: true },
    { code: 'standing', names: ['Red', 'Blue'], final: false },
  ],
  'race-not-final': [{ code: 'race-not-final', leaders: ['Red', 'Blue'], best: 12 }],
  'race-most': [{ code: 'race-most', winner: 'Red', best: 40, next: 32 }],
  'race-commodities': [
    {
      code: 'race-commodities',
      tied: ['Red', 'Blue'],
      best: 40,
      winner: 'Red',
      most: 5,
      others: [{ name: 'Blue', commodities: 3 }],
    },
    {
      code: 'race-commodities',
      tied: ['Red', 'Blue', 'Green'],
      best: 40,
      winner: 'Red',
      most: 5,
      others: [
        { name: 'Blue', commodities: 3 },
        { name: 'Green', commodities: 1 },
      ],
    },
  ],
  'race-commodities-level': [{ code: 'race-commodities-level', tied: ['Red', 'Blue'], best: 40, most: 1 }],
  'race-commodities-shared': [
    {
      code: 'race-commodities-shared',
      tied: ['Red', 'Blue', 'Green'],
      best: 40,
      ahead: ['Red', 'Blue'],
      most: 5,
      others: [{ name: 'Green', commodities: 2 }],
    },
  ],
  'conquest-conqueror': [{ code: 'conquest-conqueror', conqueror: 'Red', conceded: ['Blue'] }],
  'conquest-most': [
    { code: 'conquest-most', winners: ['Red'], best: 12, conqueror: 'Blue', conceded: ['Green', 'Yellow'] },
    { code: 'conquest-most', winners: ['Red', 'Blue'], best: 12, conqueror: null, conceded: [] },
  ],
};

describe('the lines and verdicts of a tally, said in French from their data', () => {
  const show = playerFr;
  const french = (s: string, what: string) => {
    expect(s.trim(), what).not.toBe('');
    expect(s, `${what}: ${s}`).not.toMatch(ENGLISH);
  };
  it('every title', () => {
    for (const t of Object.values(TITLES)) french(titleFr(t), t.code);
    for (const type of ['vp', 'settlements', 'cities'] as const)
      french(titleFr({ code: 'nation', type }), type);
    expect(titleFr(TITLES.region)).toBe('Baffin (île, jamais décomptée)');
    expect(titleFr({ code: 'figure', region: 'plains', complete: false, line: 2 })).toBe(
      'Plaines inachevées (ligne 2)',
    );
    expect(titleFr({ code: 'feature', type: 'town', complete: true, line: 1 })).toBe(
      'Ville achevée (ligne 1)',
    );
  });
  it('every item', () => {
    for (const list of Object.values(ITEMS)) for (const i of list) french(itemFr(i), i.code);
    for (const [type, n] of [
      ['vp', 12],
      ['vp', -3],
      ['vp', 1],
      ['settlements', 2],
      ['cities', 1],
    ] as const)
      french(itemFr({ code: 'nation', type, n }), `${type} ${n}`);
    expect(itemFr({ code: 'hand', n: 1 })).toBe('1 carte en main (1x ou objectif) × 2');
    expect(itemFr({ code: 'nation', type: 'vp', n: -3 })).toBe('3 points d’oppression (PV négatifs)');
  });
  it('every reason and every clause of a region’s majority', () => {
    for (const r of Object.values(REASONS)) french(lineReasonFr(r, show), r.code);
    for (const c of Object.values(CLAUSES))
      french(lineReasonFr({ code: 'majority', counts: [{ ...red, n: 2 }], outcome: [c] }, show), c.code);
    french(
      lineReasonFr(
        {
          code: 'outnumbered',
          best: [
            { player: 'Red', n: 2 },
            { player: 'Blue', n: 2 },
          ],
          player: 'Green',
          n: 1,
        },
        show,
      ),
      'outnumbered',
    );
    expect(
      lineReasonFr(
        {
          code: 'outnumbered',
          best: [
            { player: 'Red', n: 2 },
            { player: 'Blue', n: 2 },
          ],
          player: 'Green',
          n: 1,
        },
        show,
      ),
    ).toBe('Rouge (2) et Bleu (2) ont plus de colons ici que Vert (1)');
    expect(
      lineReasonFr(
        {
          code: 'majority',
          counts: [
            { ...red, n: 2 },
            { ...blue, n: 2 },
            { ...green, n: 2 },
          ],
          outcome: [CLAUSES['tie-most'], CLAUSES['nobody-primary']],
        },
        show,
      ),
    ).toBe(
      'Rouge a 2 marqueurs, Bleu 2, Vert (neutre) 2 : Rouge, Bleu et Vert (neutre) sont à égalité pour la majorité, donc tous les deux prennent le bonus secondaire de 4 (la couleur neutre ne prend rien) ; personne ne prend le bonus principal',
    );
  });
  it('every verdict', () => {
    for (const list of Object.values(VERDICTS)) for (const v of list) french(whyFr(v, show), v.code);
    expect(whyFr(VERDICTS['race-most'][0], show)).toBe('Rouge a le plus de points (40 ; le suivant en a 32)');
    expect(whyFr(VERDICTS.standing[1], show)).toBe('Rouge et Bleu sont à égalité en tête.');
  });
});
