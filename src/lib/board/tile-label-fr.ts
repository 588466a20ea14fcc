/**
 * A New World tile's text alternative in French (the English one is describeTile in
 * src/lib/tiles/tile-drawing.ts): what each edge shows, in board orientation. Loaded only with
 * the French board words (src/lib/i18n/ui/board.fr.ts).
 */
import type { Edge, TileType } from '@engine/index';
import { hasCrossing } from '@lib/tiles/tile-drawing';

const ORDER: Edge[] = ['N', 'E', 'S', 'W'];
const NAMES: Record<Edge, string> = { N: 'nord', E: 'est', S: 'sud', W: 'ouest' };
const TOWARD: Record<Edge, string> = { N: 'au nord', E: 'à l’est', S: 'au sud', W: 'à l’ouest' };
const turn = (e: Edge, rotation: number): Edge => ORDER[(ORDER.indexOf(e) + rotation / 90) % 4];
const count = (k: number, one: string, many: string) => `${k} ${k > 1 ? many : one}`;

function list(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`;
}

/** « Tuile K, tournée de 90° : une ville sur le bord nord avec 1 drapeau et de la plaine sur les bords est, sud et ouest. Dessin schématique. » */
export function describeTileFr(t: TileType, rotation = 0): string {
  const parts: string[] = [];
  const named = (edges: Edge[]) => list(edges.map((e) => NAMES[turn(e, rotation)]));
  const sides = (edges: Edge[]) => `${edges.length > 1 ? 'les bords' : 'le bord'} ${named(edges)}`;
  for (const s of t.towns ?? []) parts.push(`une ville sur ${sides(s.edges)}${s.flags ? ` avec ${count(s.flags, 'drapeau', 'drapeaux')}` : ''}`);
  const crossing = hasCrossing(t);
  for (const s of t.trails ?? []) {
    const posts = s.tradingPosts ? ` avec ${count(s.tradingPosts, 'comptoir', 'comptoirs')}` : '';
    if (s.edges.length === 2) parts.push(`une piste du bord ${named([s.edges[0]])} au bord ${named([s.edges[1]])}${posts}`);
    else {
      const end = t.sea?.length ? 'la mer' : crossing ? 'un carrefour' : t.farm ? 'la ferme' : t.towns?.length ? 'la ville' : 'un carrefour';
      parts.push(`une piste qui part du bord ${named(s.edges)} et s’arrête à ${end}${posts}`);
    }
  }
  if (t.farm) parts.push('une ferme au milieu');
  const animals = (t.plains ?? []).reduce((n, p) => n + (p.animals ?? 0), 0);
  const plainsEdges = ORDER.filter((e) => (t.plains ?? []).some((p) => p.halves.some((h) => h[0] === e)) && !(t.trails ?? []).some((s) => s.edges.includes(e)));
  if (plainsEdges.length) parts.push(`de la plaine sur ${sides(plainsEdges)}`);
  if (animals) parts.push(`${count(animals, 'animal', 'animaux')} dans ses plaines`);
  if (t.sea?.length) parts.push(`la mer ${list(t.sea.map((e) => TOWARD[turn(e, rotation)]))}`);
  const name = t.id.startsWith('start-') ? `Case de départ ${t.id.slice(6)}${t.name ? ` (${t.name})` : ''}` : `Tuile ${t.id}`;
  const turned = rotation ? `, tournée de ${rotation}°` : '';
  return `${name}${turned} : ${parts.length ? list(parts) : 'rien que de la plaine'}. Dessin schématique.`;
}
