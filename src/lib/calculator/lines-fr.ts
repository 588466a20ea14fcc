/**
 * A tally's lines in French: each line's title (src/lib/rulesets/tallies), its scoring items and
 * its reason (the engine's English, as the command line says them: new-world, discovery, race and
 * conquest tallies). The New World and Discovery items are score-items-fr.ts's, from their data; names are read
 * against the players' (verdict-fr.ts). What it does not know is left in English. Loaded only by
 * French pages (through calculator.fr.ts).
 */
import { isItemData, itemFr as scoreItemFr } from '@lib/i18n/score-items-fr';
import { listIn, readList, sayable, type Show } from './verdict-fr';

const num = (n: string | number) => new Intl.NumberFormat('fr-FR').format(Number(n));
const plural = (n: string | number, one: string, many: string) => `${num(n)} ${Math.abs(Number(n)) <= 1 ? one : many}`;

const NW: Record<string, string> = { trail: 'Piste', town: 'Ville', farm: 'Ferme' };
const REGION: Record<string, [string, string]> = { sea: ['Mer', 'e'], mountain: ['Montagne', 'e'], plains: ['Plaines', 'es'] };
const KIND: Record<string, string> = { island: 'île', city: 'ville' };
const FIXED_TITLES: Record<string, string> = {
  '50/100 card bonus': 'Bonus de la carte 50/100',
  'cards in hand': 'Cartes en main',
  'victory points': 'Points de victoire',
  settlements: 'Établissements',
  cities: 'Villes',
};

/** A line's title: « Piste achevée (ligne 2) », « Baffin (île) ». */
export function titleFr(title: string): string {
  if (Object.hasOwn(FIXED_TITLES, title)) return FIXED_TITLES[title];
  let m = /^Plains \(line (\d+)\)$/.exec(title);
  if (m) return `Plaines (ligne ${m[1]})`;
  m = /^(Completed|Incomplete) (trail|town|farm) \(line (\d+)\)$/.exec(title);
  if (m) return `${NW[m[2]]} ${m[1] === 'Completed' ? 'achevée' : 'inachevée'} (ligne ${m[3]})`;
  m = /^(Complete|Incomplete) (sea|mountain|plains) \(line (\d+)\)$/.exec(title);
  if (m) return `${REGION[m[2]][0]} ${m[1] === 'Complete' ? 'achevé' : 'inachevé'}${REGION[m[2]][1]} (ligne ${m[3]})`;
  m = /^50\/100 card, (\d+) side up$/.exec(title);
  if (m) return `Carte 50/100, face ${m[1]} visible`;
  m = /^(.+) \((island|city), never scored\)$/s.exec(title);
  if (m) return `${m[1]} (${KIND[m[2]]}, jamais décomptée)`;
  m = /^(.+) \((island|city)\)$/s.exec(title);
  if (m) return `${m[1]} (${KIND[m[2]]})`;
  return title;
}

const FIXED_ITEMS: Record<string, string> = {
  'primary bonus (most markers)': 'bonus principal (le plus de marqueurs)',
  'secondary bonus (second-most markers)': 'bonus secondaire (deuxième en marqueurs)',
  'shared secondary bonus (tied for most)': 'bonus secondaire partagé (à égalité pour la majorité)',
  'secondary bonus (tied for most)': 'bonus secondaire (à égalité pour la majorité)',
  '50/100 card bonus': 'bonus de la carte 50/100',
};
const ITEMS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(\d+) markers? × 1$/, (m) => `${plural(m[1], 'marqueur', 'marqueurs')} × 1`],
  [/^(\d+) points passed on the track$/, (m) => `${num(m[1])} points déjà passés sur la piste`],
  [/^(\d+) cards? in hand \(1x or goal\) × 2$/, (m) => `${plural(m[1], 'carte', 'cartes')} en main (1x ou objectif) × 2`],
  [/^(\d+) oppression points? \(negative VP\)$/, (m) => `${plural(m[1], 'point', 'points')} d’oppression (PV négatifs)`],
  [/^(-?\d+) victory points?$/, (m) => `${plural(m[1], 'point', 'points')} de victoire`],
  [/^(\d+) settlements? × 1$/, (m) => `${plural(m[1], 'établissement', 'établissements')} × 1`],
  [/^(\d+) (?:city|cities) × 3$/, (m) => `${plural(m[1], 'ville', 'villes')} × 3`],
];

/** A scoring item: « 4 tuiles × 1 » (New World and The Discovery: from its data), « 3 marqueurs × 1 » (the related games: from its label). */
export function itemFr(item: { label: string }): string {
  if (isItemData(item)) return scoreItemFr(item);
  const label = item.label;
  if (Object.hasOwn(FIXED_ITEMS, label)) return FIXED_ITEMS[label];
  for (const [re, say] of ITEMS) {
    const m = re.exec(label);
    if (m) return say(m);
  }
  return label;
}

const FIXED_REASONS: Record<string, string> = {
  'at game end, 1 point per marker on an island or city not scored, with no bonus': 'en fin de partie, 1 point par marqueur sur une île ou une ville non décomptée, sans bonus',
  'negative victory points are oppression points and count against the total': 'les points de victoire négatifs sont des points d’oppression et comptent contre le total',
  'nobody has markers here, so no bonus is taken': 'personne n’a de marqueur ici, donc aucun bonus n’est pris',
};

/** One name, shown (with « (neutre) » for the neutral colour), or null. */
function one(text: string, names: readonly string[], show: Show): string | null {
  const l = listIn(text, names, show);
  return l && !l.many ? l.fr : null;
}

const NOBODY_SECONDARY = 'personne ne prend le bonus secondaire';
const PASSED = /^(.+) is passed over for second place \(the other reading, neutralSecond: false: the neutral colour counts only for the most\), so (.*)$/s;

/** One clause of a Race to the New Found Land region's outcome (engine: race/majority.ts). */
function clause(c: string, names: readonly string[], show: Show): string | null {
  const passed = PASSED.exec(c);
  if (passed) {
    const n = one(passed[1], names, show);
    const rest = clause(passed[2], names, show);
    return n && rest && `${n} est écartée de la deuxième place (l’autre lecture, neutralSecond : false : la couleur neutre ne compte que pour la majorité), donc ${rest}`;
  }
  if (c === 'nobody takes the primary') return 'personne ne prend le bonus principal';
  if (c === 'nobody takes the secondary') return NOBODY_SECONDARY;
  if (c === 'nobody else has markers here, so nobody takes the secondary') return `personne d’autre n’a de marqueur ici, donc ${NOBODY_SECONDARY}`;
  let m = /^(.+) tie for most, so (both|all) take the secondary bonus of (\d+)((?: \(the neutral colour takes nothing\))?)$/s.exec(c);
  const neutralNote = (x: string) => (x ? ' (la couleur neutre ne prend rien)' : '');
  if (m) {
    const l = listIn(m[1], names, show);
    return l && `${l.fr} sont à égalité pour la majorité, donc ${m[2] === 'both' ? 'tous les deux prennent' : 'tous prennent'} le bonus secondaire de ${num(m[3])}${neutralNote(m[4])}`;
  }
  m = /^(.+) tie for most, so (.+) takes the secondary bonus of (\d+)((?: \(the neutral colour takes nothing\))?)$/s.exec(c);
  if (m) {
    const l = listIn(m[1], names, show);
    const n = one(m[2], names, show);
    return l && n && `${l.fr} sont à égalité pour la majorité, donc ${n} prend le bonus secondaire de ${num(m[3])}${neutralNote(m[4])}`;
  }
  m = /^(.+) has the most, but the neutral colour scores nothing: nobody takes the primary bonus$/s.exec(c);
  if (m) return ((n) => n && `${n} a le plus de marqueurs, mais la couleur neutre ne marque rien : personne ne prend le bonus principal`)(one(m[1], names, show));
  m = /^(.+) has the most and takes the primary bonus of (\d+)$/s.exec(c);
  if (m) return ((n) => n && `${n} a le plus de marqueurs et prend le bonus principal de ${num(m![2])}`)(one(m[1], names, show));
  m = /^(.+) tie for second-most, so nobody takes the secondary((?: \(our reading, not the rulebook's: the neutral colour holds second place like a player\))?)$/s.exec(c);
  if (m) {
    const l = listIn(m[1], names, show);
    return l && `${l.fr} sont à égalité pour la deuxième place, donc ${NOBODY_SECONDARY}${m[2] ? ' (notre lecture, pas celle du livret : la couleur neutre occupe la deuxième place comme un joueur)' : ''}`;
  }
  m = /^(.+) has the second-most and, in our reading \(not the rulebook's\), holds second place though it scores nothing: nobody takes the secondary$/s.exec(c);
  if (m) return ((n) => n && `${n} est deuxième et, dans notre lecture (pas celle du livret), occupe la deuxième place bien qu’elle ne marque rien : ${NOBODY_SECONDARY}`)(one(m[1], names, show));
  m = /^(.+) has the second-most and takes the secondary bonus of (\d+)$/s.exec(c);
  if (m) return ((n) => n && `${n} est deuxième et prend le bonus secondaire de ${num(m![2])}`)(one(m[1], names, show));
  m = /^(.+) takes the secondary bonus of (\d+)$/s.exec(c);
  if (m) return ((n) => n && `${n} prend le bonus secondaire de ${num(m![2])}`)(one(m[1], names, show));
  return null;
}

/** "Red has 3 markers, Green (neutral) 2, Blue 1": who has how many markers on a region. */
function countsFr(text: string, names: readonly string[], show: Show): string | null {
  const m = /^(.+?) has (\d+) markers?((?:, .+)?)$/s.exec(text);
  if (!m) return null;
  const first = one(m[1], names, show);
  const known = sayable(names);
  const rest = m[3] ? m[3].slice(2).split(', ').map((x) => /^(.+) (-?\d+)$/s.exec(x)) : [];
  if (!first || rest.some((r) => !r || !readList(r[1], known))) return null;
  return `${first} a ${plural(m[2], 'marqueur', 'marqueurs')}${rest.map((r) => `, ${one(r![1], names, show)} ${num(r![2])}`).join('')}`;
}

/** A line's reason in French (a majority decided, a region's bonuses, a rule of our reading); as it is when not known. */
export function lineReasonFr(reason: string, names: readonly string[], show: Show): string {
  if (Object.hasOwn(FIXED_REASONS, reason)) return FIXED_REASONS[reason];
  let m = /^the track starts again after 50, so (\d+) is added to the ship's space of (-?\d+)$/.exec(reason);
  if (m) return `la piste repart après 50 : ${num(m[1])} s’ajoute donc à la case ${num(m[2])} du navire`;
  // New World: "Red (2), Blue (2) have more settlers here than Green (1)".
  m = /^(.+) (has|have) more settlers here than (.+) \((\d+)\)$/s.exec(reason);
  if (m) {
    const best = [...m[1].matchAll(/(.+?) \((\d+)\)(?:, |$)/gs)];
    const loser = one(m[3], names, show);
    if (loser && best.length && best.every((b) => readList(b[1], names)))
      return `${best.map((b) => `${show(b[1])} (${num(b[2])})`).join(', ')} ${m[2] === 'have' ? 'ont' : 'a'} plus de colons ici que ${loser} (${num(m[4])})`;
    return reason;
  }
  // Race to the New Found Land: "<who has how many>: <outcome>; <outcome>…".
  const at = reason.search(/ markers?(, [^:]*)?: /);
  const colon = at < 0 ? -1 : reason.indexOf(': ', at);
  if (colon < 0) return reason;
  const counts = countsFr(reason.slice(0, colon), names, show);
  const clauses = reason.slice(colon + 2).split('; ').map((c) => clause(c, names, show));
  if (!counts || clauses.some((c) => c === null)) return reason;
  return `${counts} : ${clauses.join(' ; ')}`;
}
