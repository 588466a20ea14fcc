/** Ce que porte une tuile, en français (voir tile-words.en.ts pour le rôle de chaque phrase). */
import type { Edge } from '@engine/index';
import type { TileWords, TrailEnd } from './tile-words.en';

const EDGE: Record<Edge, string> = { N: 'nord', E: 'est', S: 'sud', W: 'ouest' };
/** « au nord », « à l’est » : la mer d’un côté de la tuile. */
const TOWARD: Record<Edge, string> = { N: 'au nord', E: 'à l’est', S: 'au sud', W: 'à l’ouest' };
/** « du nord », « de l’est » : le départ d’une piste qui traverse la tuile. */
const FROM: Record<Edge, string> = { N: 'du nord', E: 'de l’est', S: 'du sud', W: 'de l’ouest' };
function list(xs: readonly string[]): string {
  return xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`;
}
const named = (edges: readonly Edge[]) => list(edges.map((e) => EDGE[e]));
const onEdges = (edges: readonly Edge[]) =>
  edges.length > 1 ? `sur les bords ${named(edges)}` : `sur le bord ${named(edges)}`;
const some = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);
const flagsIn = (n: number) => (n ? ` avec ${n} drapeau${n > 1 ? 'x' : ''}` : '');
const postsOn = (n: number) => (n ? ` avec ${n} comptoir${n > 1 ? 's' : ''}` : '');
const END: Record<TrailEnd, string> = {
  sea: 'jusqu’à la mer',
  crossing: 'jusqu’à un carrefour',
  farm: 'jusqu’à la ferme',
  town: 'jusqu’à la ville',
  middle: 'jusqu’à un carrefour',
};
const TO: Record<TrailEnd, string> = {
  sea: 'jusqu’à la mer',
  crossing: 'jusqu’au carrefour',
  farm: 'jusqu’à la ferme',
  town: 'jusqu’à la ville',
  middle: 'jusqu’au centre',
};

const words: TileWords = {
  list,
  tile: {
    town: (edges, flags) =>
      edges.length === 1
        ? `une ville sur le bord ${named(edges)}${flagsIn(flags)}`
        : `une seule ville sur les bords ${named(edges)}${flagsIn(flags)}`,
    trailThrough: (from, to, posts) => `une piste du bord ${EDGE[from]} au bord ${EDGE[to]}${postsOn(posts)}`,
    trailEnd: (from, end, posts) => `une piste${postsOn(posts)} partant du bord ${named(from)} ${END[end]}`,
    farm: 'une ferme au centre',
    plains: (edges) => `des plaines ${onEdges(edges)}`,
    animals: (n) => `${n} ${n > 1 ? 'animaux' : 'animal'} dans ses plaines`,
    sea: (edges) => `la mer ${list(edges.map((e) => TOWARD[e]))}`,
    plainsOnly: 'rien que des plaines',
    tileName: (id) => `Tuile ${id}`,
    startName: (n, name) => `Case de départ ${n}${name ? ` (${name})` : ''}`,
    turned: (r) => (r ? `, tournée de ${r}°` : ''),
    sentence: (name, contents) => `${name} : ${contents}. Dessin schématique.`,
  },
  features: {
    town: (edges, flags) => {
      const f = flags ? ` avec ${some(flags, 'un drapeau', 'drapeaux')}` : '';
      return edges.length === 1
        ? `une ville sur le bord ${named(edges)}${f}`
        : `une seule ville sur les bords ${named(edges)}${f}`;
    },
    crossing: (ends) => `un carrefour où aboutissent ${ends} pistes`,
    trailThrough: (from, to, posts) =>
      `une piste ${FROM[from]} ${TOWARD[to]}${posts ? ` avec ${some(posts, 'un comptoir', 'comptoirs')}` : ''}`,
    trailEnd: (from, end, posts) =>
      `une piste${posts ? ` avec ${some(posts, 'un comptoir', 'comptoirs')}` : ''} partant du ` +
      `bord ${named(from)} ${TO[end]}`,
    farm: 'une ferme au centre',
    animals: (n, edges) =>
      `${some(n, 'un animal', 'animaux')} dans la ` +
      `plaine ${edges.length > 1 ? `des bords ${named(edges)}` : `du bord ${named(edges)}`}`,
    plains: (edges) => `des plaines ${onEdges(edges)}`,
  },
  facts: {
    flag: 'Ville avec un drapeau',
    twoTowns: 'Deux segments de ville',
    tradingPost: 'Comptoir',
    animals: 'Animaux',
    farm: 'Ferme',
    crossing: 'Carrefour',
  },
  totals: {
    town: 'avec une ville',
    flag: 'avec un drapeau',
    twoTowns: 'avec deux segments de ville séparés',
    trail: 'avec une piste',
    tradingPost: 'avec un comptoir',
    crossing: 'avec un carrefour (trois ou quatre pistes y aboutissent)',
    farm: 'avec une ferme',
    animals: 'avec des animaux dans les plaines',
  },
};

export default words;
