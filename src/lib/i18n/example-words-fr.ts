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
import { playerFr, roleFr, spotWordsFr, squareWordsFr, tileWordsFr } from './narration-fr';

/** A record's object field (a turn's settler or figure, its withdraw), or null. */
function fields(x: unknown): Record<string, unknown> | null {
  return x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x)) : null;
}

/** Where a settler or figure may go: « un trappeur sur la moitié nord de son côté est ». */
export function deployWordsFr(d: { role: string; at: string }): string {
  return `un ${roleFr(d.role)} sur ${spotWordsFr(d.at)}`;
}

/**
 * A turn of a record in French: « Rouge pose la tuile K en colonne 3, rangée 4, tournée de 90° dans le sens
 * horaire, et met un marchand sur son côté nord. »
 */
export function turnWordsFr(
  record: ExampleFile,
  player: string | undefined,
  turn: Record<string, unknown> | undefined,
): string {
  if (!turn) return 'Aucune tuile n’est posée : la partie passe directement au décompte final.';
  const r = wordsOfRecord(record);
  const who = player ? playerFr(player) : 'Le joueur';
  const tile = typeof turn.tile === 'string' ? tileWordsFr(turn.tile) : 'une tuile';
  if (turn.discard === true) return `${who} pioche ${tile}, qui ne va nulle part, et la met de côté.`;
  const at = squareWordsFr(r.id, turn[r.fields.x], turn[r.fields.y]);
  const turned =
    typeof turn.rotation === 'number' && turn.rotation !== 0
      ? `, tournée de ${turn.rotation}° dans le sens horaire`
      : '';
  const parts: string[] = [];
  const piece = fields(turn[r.fields.piece]);
  if (piece)
    parts.push(
      `met un ${roleFr(typeof piece.role === 'string' ? piece.role : r.piece)}` +
        `${typeof piece.at === 'string' ? ` sur ${spotWordsFr(piece.at)}` : ''}`,
    );
  const back = fields(turn.withdraw);
  if (back)
    parts.push(
      `reprend son pion de la tuile en ${squareWordsFr(r.id, back.x, back.y)} pour décompter sa région`,
    );
  return `${who} pose ${tile} en ${at}${turned}${parts.length ? `, et ${parts.join(' et ')}` : ''}.`;
}

/**
 * What a refused turn tried, in French, from the record and the place the engine names
 * (refusal-tried.ts), never from an English sentence: « Tour 2 : Bleu pose la tuile « bout de
 * ville » en colonne 3, rangée 2 et tente de mettre un marchand sur son côté nord. » `withTurn`:
 * whether to name the turn (an example of one turn does not).
 */
export function triedFr(
  error: EngineError | string,
  record: Record<string, unknown>,
  withTurn = true,
): string {
  const t = triedOf(error, record, TRIED_FR);
  if (!t) return TRIED_FR.notSetUp;
  return withTurn ? t.tried : t.act;
}
