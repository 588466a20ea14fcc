/**
 * The core's refusals (src/engine/core/refusals.ts) in French, for players (and tool builders, with the place
 * in the input shown apart).
 */
import type { CoreRefusal, PlacementWhy } from '@engine/refusals';
import { playerFr, squareWordsFr, tileWordsFr } from '@lib/i18n/narration-fr';
import type { Context } from './context';
import { shownFr } from './shown.fr';
import { literalFr, orFr } from '@lib/i18n/tally-words-fr';

/** « "a", "b" ou "c" »: the allowed values as the input writes them. */
const choicesFr = (values: readonly (string | number | boolean)[]) => {
  const list = values.map((v) => (typeof v === 'string' ? `« ${v} »` : String(v)));
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} ou ${list[list.length - 1]}` : list.join('');
};
const playersFr = (players: readonly string[]) => players.map(playerFr).join(', ');

/** A sentence said inside another: its first letter small, its final full stop gone. */
export const inner = (s: string) => s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, '');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The checks of what was read (a field's value: « doit être… ») are said as the end of a sentence
 * whose subject is the field; the rules of play as players' sentences. `board` says a placement's
 * nested reason (index.fr.ts passes the catalog itself).
 */
export function coreFr(
  r: CoreRefusal,
  c: Context,
  board: (why: PlacementWhy) => string = () => 'les règles ne le permettent pas',
): string {
  switch (r.code) {
    case 'not-object':
      return `doit être un objet, pas ${shownFr(r.got)}`;
    case 'not-whole-number':
      return `doit être un nombre entier de ${r.min} à ${r.max}, pas ${shownFr(r.got)}`;
    // The table tallies'.
    case 'tally-format':
      return `doit valoir ${literalFr(r.expected)}, pas ${shownFr(r.got)}`;
    case 'tally-version':
      return `doit valoir 1, pas ${shownFr(r.got)}`;
    case 'tally-format-unknown':
      return `doit valoir ${orFr(r.formats.map(literalFr))}, pas ${shownFr(r.got)}`;
    case 'not-array':
      return `doit être une liste, pas ${shownFr(r.got)}`;
    case 'too-many':
      return `a ${r.count} éléments ; ${r.max} au plus sont permis`;
    case 'not-bool':
      return `doit valoir true ou false (vrai ou faux), pas ${shownFr(r.got)}`;
    case 'not-one-of':
      return `doit valoir ${choicesFr(r.values)}, pas ${shownFr(r.got)}`;
    case 'no-players':
      return 'doit nommer au moins un joueur';
    case 'not-player-name':
      return `doit être un nom de joueur (de 1 à 40 caractères), pas ${shownFr(r.got)}`;
    case 'named-twice':
      return `« ${r.name} » est nommé deux fois`;
    case 'not-a-player':
      return `doit nommer l’un des joueurs (${playersFr(r.players)}), pas ${shownFr(r.got)}`;
    case 'not-among-players':
      return `n’est pas l’un des joueurs (${playersFr(r.players)})`;
    case 'too-deep':
      return 'est imbriqué trop profondément';
    case 'not-plain':
      return (
        'n’est pas une simple donnée JSON : il contient une fonction ou une autre valeur qui ne peut pas ' +
        'être copiée'
      );
    case 'not-rotation':
      return `doit valoir 0, 90, 180 ou 270, pas ${shownFr(r.got)}`;
    case 'contains-itself':
      return 'se contient lui-même : ce n’est donc pas une simple donnée JSON';
    case 'nested-deeper':
      return `imbriqué sur plus de ${r.max} niveaux`;
    case 'not-option':
      // The options' ids are for tool builders (the engine's words, in the disclosure), not for players.
      return 'n’est pas une option de règle de ce jeu';
    case 'start-space':
      return 'Les cases de départ sont imprimées sur le plateau : on ne les pioche ni ne les pose jamais.';
    case 'start-tile':
      return 'La tuile de départ est sur la table dès le début : on ne la pioche jamais.';
    case 'none-left':
      return `Il ne reste aucun exemplaire de ${tileWordsFr(r.tile)} à piocher : tous sont déjà sur la table.`;
    case 'game-over':
      return 'La partie est déjà finie : le décompte final a été fait.';
    case 'tile-placed':
      return 'Une tuile a déjà été posée pendant ce tour.';
    case 'cannot-go':
      return (
        `${capital(tileWordsFr(r.tile))} ne peut pas aller ` +
        `en ${squareWordsFr(c.ruleset.id, r.x, r.y)}${r.rotation ? `, tournée de ${r.rotation}°` : ''} ` +
        `: ${inner(board(r.why))}.`
      );
    case 'board':
      return 'les règles du plateau ne le permettent pas';
    case 'file-too-large':
      return 'le fichier fait plus de 1 Mo ; une partie ou un relevé fait au plus 1 Mo';
  }
}
