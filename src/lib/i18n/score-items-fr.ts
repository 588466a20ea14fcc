/**
 * Score items and the rules they come from, in French, from the items' data (their `term`,
 * `count`, `rate`, and New World's `ref` or The Discovery's `region`, `final` and `small`): the
 * English `label` and `rule` the command line prints are never read. Used by the French pages'
 * narration (narration-fr.ts), the example pages and the French tallies (calculator/lines-fr.ts).
 */
import type {
  DiscoveryScoreItem,
  DiscoveryTerm,
  NewWorldRuleRef,
  NewWorldTerm,
  RegionKind,
  ScoreItem,
} from '@engine/index';
import { lazyNumber, lazyPlural } from './intl';

/** A score item of either ruleset, as data. */
export type ItemData = ScoreItem | DiscoveryScoreItem;

const num = lazyNumber('fr-FR');
const plural = lazyPlural('fr-FR');
/** « 1 tuile », « 0 tuile », « 3 tuiles » (French counts 0 and 1 as one). */
const count = (n: number, one: string, many: string) => `${num(n)} ${plural(n) === 'one' ? one : many}`;
/** « d’une tuile », « de 3 tuiles ». */
export const ofTilesFr = (n: number) => (n === 1 ? 'd’une tuile' : `de ${count(n, 'tuile', 'tuiles')}`);

/** Each term counted, one and many. */
const TERMS: Record<Exclude<NewWorldTerm, 'whole-farm'> | DiscoveryTerm, readonly [string, string]> = {
  tile: ['tuile', 'tuiles'],
  'trail-segment': ['segment de piste', 'segments de piste'],
  'town-segment': ['segment de ville', 'segments de ville'],
  'trading-post': ['comptoir', 'comptoirs'],
  flag: ['drapeau', 'drapeaux'],
  'farm-tile': ['tuile de ferme', 'tuiles de ferme'],
  'surrounding-tile': ['tuile voisine', 'tuiles voisines'],
  animal: ['animal', 'animaux'],
  surveyor: ['arpenteur', 'arpenteurs'],
  'settler-with-surveyor': [
    'colon dans la colonne d’un arpenteur',
    'paires colon-arpenteur dans une même colonne',
  ],
  'plains-tile': ['tuile de plaine', 'tuiles de plaine'],
  city: ['ville', 'villes'],
  'shore-city': ['ville sur le rivage', 'villes sur les rivages'],
  'sea-tile': ['tuile de mer', 'tuiles de mer'],
};

/** Whether an item carries the data this module words (a New World or Discovery item, not a related game's). */
export function isItemData(item: object): item is ItemData {
  return (
    'term' in item &&
    typeof item.term === 'string' &&
    (item.term === 'whole-farm' || Object.hasOwn(TERMS, item.term))
  );
}

/** The Discovery's regions, one of each (all feminine: « une mer achevée »). */
const REGION: Record<RegionKind, string> = { plains: 'plaine', mountains: 'montagne', seas: 'mer' };

/**
 * A score item: « 4 tuiles × 1 », « la tuile de ferme et ses 8 tuiles voisines × 1 », « 1 ville × 1 (une mer
 * achevée de 2 tuiles compte comme inachevée) ».
 */
export function itemFr(i: ItemData): string {
  if (i.term === 'whole-farm') {
    const around = i.count - 1;
    const with_ =
      around === 0
        ? ''
        : plural(around) === 'one'
          ? ' et sa tuile voisine'
          : ` et ses ${num(around)} tuiles voisines`;
    return `la tuile de ferme${with_} × ${num(i.rate)}`;
  }
  const [one, many] = TERMS[i.term];
  const small =
    'region' in i && i.small !== undefined
      ? ` (une ${REGION[i.region]} achevée ${ofTilesFr(i.small)} compte comme inachevée)`
      : '';
  return `${count(i.count, one, many)} × ${num(i.rate)}${small}`;
}

const BOOK = 'Livret de règles';
/**
 * New World's rulebook sections, named as printed (the French pages cite them so: « Livret de règles,
 * *Placing land tiles* »), with our French gloss.
 */
const RULES: Record<NewWorldRuleRef, string> = {
  trailComplete: `${BOOK}, Scoring : une piste achevée`,
  townComplete: `${BOOK}, Scoring : une ville achevée`,
  farmComplete: `${BOOK}, Scoring : une ferme achevée`,
  surveyorBonus: `${BOOK}, Surveyors : le bonus`,
  trailFinal: `${BOOK}, Final scoring : les pistes inachevées ; Scoring summary (comptoirs)`,
  townFinal: `${BOOK}, Final scoring : les villes inachevées`,
  farmFinal: `${BOOK}, Final scoring : les fermes inachevées`,
  plainsFinal: `${BOOK}, Final scoring : les trappeurs`,
};
/** The Discovery's French rules (« Nouveau monde »), sections as printed. */
const DISCOVERY: Record<RegionKind | 'final', string> = {
  plains: 'Nouveau monde, 2.2 Évaluation d’une région : plaines',
  mountains: 'Nouveau monde, 2.2 Évaluation d’une région : montagnes',
  seas: 'Nouveau monde, 2.2 Évaluation d’une région : mers',
  final: 'Nouveau monde, Évaluation finale',
};

/**
 * Where an item's rule is written, in French: « Livret de règles, Scoring : une ville achevée », the section
 * named as printed.
 */
export function ruleFr(i: ItemData): string {
  if ('ref' in i) return RULES[i.ref];
  return i.final ? `${DISCOVERY.final} ; ${DISCOVERY[i.region]}` : DISCOVERY[i.region];
}

/** The items as a sum: « 4 tuiles × 1 + 1 comptoir × 2 = 6 ». */
export function sumFr(items: readonly ItemData[], points: number): string {
  return `${items.map(itemFr).join(' + ')} = ${num(points)}`;
}
