/**
 * A worked example's last move and its refusal, in French, for the French example pages and the
 * French replays (build time). The English words are src/lib/content/examples.ts (turnWords,
 * deployWords); a refused move is told by src/lib/sandbox/refusals.ts (explainRefusal) with the
 * French words (refusal-french.ts). `whyFr` still reads the English sentence's shape for The
 * Discovery's example component; a shape it does not know is said in general terms.
 */
import { wordsOfRecord } from '@lib/rulesets/words';
import type { ExampleFile } from '@lib/content/example-schema';
import type { EngineError } from '@engine/play';
import { triedOf } from '@lib/sandbox/refusal-tried';
import { TRIED_FR } from '@lib/sandbox/refusal-tried-fr';
import { exampleTileFr, playerFr, roleFr, spotWordsFr, squareWordsFr, tileWordsFr } from './narration-fr';

/** A record's object field (a turn's settler or figure, its withdraw), or null. */
function fields(x: unknown): Record<string, unknown> | null {
  return x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x)) : null;
}

/** Where a settler or figure may go: « un trappeur sur la moitié nord de son côté est ». */
export function deployWordsFr(d: { role: string; at: string }): string {
  return `un ${roleFr(d.role)} sur ${spotWordsFr(d.at)}`;
}

/** A turn of a record in French: « Rouge pose la tuile K en colonne 3, rangée 4, tournée de 90° dans le sens horaire, et met un marchand sur son côté nord. » */
export function turnWordsFr(record: ExampleFile, player: string | undefined, turn: Record<string, unknown> | undefined): string {
  if (!turn) return 'Aucune tuile n’est posée : la partie passe directement au décompte final.';
  const r = wordsOfRecord(record);
  const who = player ? playerFr(player) : 'Le joueur';
  const tile = typeof turn.tile === 'string' ? tileWordsFr(turn.tile) : 'une tuile';
  if (turn.discard === true) return `${who} pioche ${tile}, qui ne va nulle part, et la met de côté.`;
  const at = squareWordsFr(r.id, turn[r.fields.x], turn[r.fields.y]);
  const turned = typeof turn.rotation === 'number' && turn.rotation !== 0 ? `, tournée de ${turn.rotation}° dans le sens horaire` : '';
  const parts: string[] = [];
  const piece = fields(turn[r.fields.piece]);
  if (piece) parts.push(`met un ${roleFr(typeof piece.role === 'string' ? piece.role : r.piece)}${typeof piece.at === 'string' ? ` sur ${spotWordsFr(piece.at)}` : ''}`);
  const back = fields(turn.withdraw);
  if (back) parts.push(`reprend son pion de la tuile en ${squareWordsFr(r.id, back.x, back.y)} pour décompter sa région`);
  return `${who} pose ${tile} en ${at}${turned}${parts.length ? `, et ${parts.join(' et ')}` : ''}.`;
}

/** English tile names in a refusal's reason ("the town cap tile") in French. */
const tileFr = (s: string) =>
  s
    .replace(/\bthe ([a-z][a-z ]*?) tile\b/g, (_, n: string) => `la tuile « ${exampleTileFr(n)} »`)
    .replace(/\btile ([A-Z]{1,2}\d*)\b/g, 'la tuile $1');
const squareFr = (s: string) => s.replace(/column (-?\d+), row (-?\d+)/g, 'colonne $1, rangée $2').replace(/\bx (-?\d+), y (-?\d+)/g, 'x $1, y $2');
const spotFr = (s: string) =>
  s
    .replace(/the (north|east|south|west) half of its (north|east|south|west) side/g, (_, h: string, d: string) => `la moitié ${DIR[h]} de son côté ${DIR[d]}`)
    .replace(/its (north|east|south|west) side/g, (_, d: string) => `son côté ${DIR[d]}`);
const DIR: Record<string, string> = { north: 'nord', east: 'est', south: 'sud', west: 'ouest' };
const words = (s: string) => spotFr(squareFr(tileFr(s))).replace(/ at (colonne|x )/g, " en $1");

/**
 * What a refused turn tried, in French, from the record and the place the engine names
 * (refusal-tried.ts), never from an English sentence: « Tour 2 : Bleu pose la tuile « bout de
 * ville » en colonne 3, rangée 2 et tente de mettre un marchand sur son côté nord. » `withTurn`:
 * whether to name the turn (an example of one turn does not).
 */
export function triedFr(error: EngineError | string, record: Record<string, unknown>, withTurn = true): string {
  const t = triedOf(error, record, TRIED_FR);
  if (!t) return TRIED_FR.notSetUp;
  return withTurn ? t.tried : t.act;
}

/** Why the rules refuse it, in French (the English sentence's shapes). */
export function whyFr(why: string): string {
  let m = /^The (\w+) cannot go there: (?:this|these|the) (town|plains|trail|farm|sea[^(]*?) (?:already holds?|this tile continues already holds) a (settler|figure) \((\w+)'s (\w+) on the tile at (.+?)\)/.exec(why.replace(/&#39;/g, "'"));
  if (m) {
    const feature = /^sea/.test(m[2]) ? 'la mer que prolonge cette tuile' : m[2] === 'plains' ? 'cette plaine' : m[2] === 'town' ? 'cette ville' : m[2] === 'trail' ? 'cette piste' : 'cette ferme';
    const piece = m[3] === 'figure' ? 'pion' : 'colon';
    return `Le ${roleFr(m[1])} ne peut pas aller là : ${feature} a déjà un ${piece} (le ${roleFr(m[5])} de ${playerFr(m[4])} sur la tuile en ${squareFr(m[6])}), et un nouveau ${piece} ne peut rejoindre qu’un élément que personne n’occupe encore, aussi loin qu’il s’étende.`;
  }
  m = /^It cannot go there: it would meet (.+?) only at a corner/.exec(why);
  if (m) return `Elle ne peut pas aller là : elle ne toucherait ${words(m[1])} que par un coin, et une nouvelle tuile doit partager au moins un côté entier avec une tuile déjà posée.`;
  m = /^It cannot go there: its (north|east|south|west) side shows (plains|a town|a trail|the sea), but the tile to its (north|east|south|west) \((.+?)\) shows (plains|a town|a trail|the sea) on the side they would share/.exec(why);
  if (m) {
    const kind: Record<string, string> = { plains: 'de la plaine', 'a town': 'une ville', 'a trail': 'une piste', 'the sea': 'la mer' };
    return `Elle ne peut pas aller là : son côté ${DIR[m[1]]} montre ${kind[m[2]]}, mais la tuile au ${DIR[m[3]]} (${words(m[4])}) montre ${kind[m[5]]} sur le côté qu’elles partageraient. Les côtés qui se touchent doivent montrer la même chose (ville contre ville, piste contre piste, plaine contre plaine).`;
  }
  return 'Les règles refusent ce coup (le détail est donné en anglais sur la page anglaise de cet exemple).';
}
