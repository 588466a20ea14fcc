/** Ce que tient une pièce ou une tuile montrée sur le plateau, en français (voir pointing.en.ts). */
import type { RegionView } from '@engine/index';
import { playerFr, roleFr, theFr } from '../narration-fr';
import type { FeatureFacts, Holding, PointingWords } from './pointing.en';
import rulesets from './rulesets.fr';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const of = (name: string) => (/^[aeiouyéèêh]/i.test(name) ? `d’${name}` : `de ${name}`);
const count = (k: number, one: string, many: string) => `${k} ${k > 1 ? many : one}`;
const pts = (n: number) => count(n, 'point', 'points');
const list = (xs: string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`;
/** « le voleur de Rouge ». */
const piece = (player: string, role: string) => `${theFr(roleFr(role))} ${of(playerFr(player))}`;
const holders = (h: Holding) => h.counts.map(([p, n]) => `${playerFr(p)} ${n}`).join(', ');
const leaders = (h: Holding) => list(h.leaders.map(playerFr));
/** A region or feature's state: feminine (une ville, une mer), or plural for plains. */
const state = (plural: boolean, complete: boolean) =>
  complete ? (plural ? 'achevées' : 'achevée') : plural ? 'encore ouvertes' : 'encore ouverte';

/** « Une mer de 3 tuiles avec 2 villes sur ses rives, encore ouverte ». */
function region(r: RegionView): string {
  const tiles = count(r.tiles, 'tuile', 'tuiles');
  if (r.kind === 'plains') return `Des plaines de ${tiles}, ${state(true, r.complete)}`;
  const cities = count(r.cities, 'ville', 'villes');
  return r.kind === 'seas'
    ? `Une mer de ${tiles} avec ${cities} sur ses rives, ${state(false, r.complete)}`
    : `Une montagne de ${tiles} avec ${cities} dans la montagne ou dans les plaines qui la ` +
        `bordent, ${state(false, r.complete)}`;
}

const FEATURE: Record<string, { a: string; on: string }> = {
  town: { a: 'Une ville', on: 'Sur cette ville' },
  trail: { a: 'Une piste', on: 'Sur cette piste' },
  farm: { a: 'Une ferme', on: 'Sur cette ferme' },
  plains: { a: 'Des plaines', on: 'Sur ces plaines' },
};
const featureOf = (type: string) =>
  Object.hasOwn(FEATURE, type) ? FEATURE[type] : { a: type, on: `Sur : ${type}` };

/** « Une ville de 3 tuiles avec 1 drapeau, encore ouverte ». */
function feature(f: FeatureFacts): string {
  const extra =
    f.type === 'town' && f.flags
      ? ` avec ${count(f.flags, 'drapeau', 'drapeaux')}`
      : f.type === 'trail' && f.tradingPosts
        ? ` avec ${count(f.tradingPosts, 'comptoir', 'comptoirs')}`
        : f.type === 'plains'
          ? ` avec ${count(f.animals, 'animal', 'animaux')}`
          : '';
  return (
    `${featureOf(f.type).a} ` +
    `de ${count(f.counted, 'tuile', 'tuiles')}${extra}, ${state(f.type === 'plains', f.complete)}`
  );
}

const words: PointingWords = {
  rulesets,
  piece: (player, role, square) => `${capital(roleFr(role))} ${of(playerFr(player))} en ${square}`,
  tileAt: (square) => `La tuile en ${square}`,
  figureNote: (r, now, atEnd) =>
    `${r ? `${region(r)}. ` : ''}Repris maintenant, il marque ${pts(now)} ; laissé sur la table jusqu’à la ` +
    `fin, il en marque ${atEnd}.`,
  regionLine: (r, figures) => {
    const scores = figures.map(
      (f) => `${piece(f.player, f.role)} marquerait ${pts(f.now)} repris maintenant, ${f.atEnd} à la fin`,
    );
    return `${region(r)} : ${figures.length ? scores.join(' ; ') : 'aucun pion dessus'}.`;
  },
  settlerNote: (type, complete, h, worth, player) => {
    const lead =
      h.leaders.length > 1
        ? `${leaders(h)} sont à égalité en tête et marqueraient chacun ${pts(worth)}`
        : `${leaders(h)} est en tête et marquerait ${pts(worth)}`;
    const said =
      type === 'plains'
        ? 'Des plaines ne se ferment jamais : leurs trappeurs marquent en fin de partie'
        : complete
          ? 'Son élément est achevé'
          : 'Son élément est encore ouvert : il sera décompté une fois achevé';
    return (
      `${said}. ${type ? `${featureOf(type).on} : ` : ''}${holders(h)} ; ${lead} en fin de partie, en ` +
      `l’état actuel${h.leaders.includes(player) ? '' : ` ; ${playerFr(player)} n’en tirerait rien`}.`
    );
  },
  featureLine: (f, h, points) => {
    if (!h.counts.length) return `${feature(f)} : personne ne l’occupe.`;
    const who =
      h.leaders.length > 1
        ? `${leaders(h)} marqueraient chacun ${pts(points)}`
        : `${leaders(h)} marquerait ${pts(points)}`;
    return `${feature(f)} : ${holders(h)} ; ${f.complete ? who : `${who} en fin de partie, en l’état actuel`}.`;
  },
};

export default words;
