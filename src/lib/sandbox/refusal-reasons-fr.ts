/**
 * The engine's reasons for refusing a move, each as a player's sentence in French (refusal-french.ts;
 * tried in order, the first match wins). The patterns are refusal-reasons.ts's, with a few more for
 * the steps of a game under way (the sandbox): the engine says them in English, the player reads
 * them here. Loaded only by French pages. New World's reasons come as data, worded by
 * src/lib/i18n/ui/refusals/new-world.fr.ts.
 */
import { directionFr, playerFr, roleFr, squareWordsFr, theFr, tileWordsFr } from '@lib/i18n/narration-fr';
import type { Context, Reason } from './refusal-types';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sq = (c: Context, x: string, y: string) => squareWordsFr(c.ruleset.id, x, y);
const side = (letter: string) => directionFr('NESW'.indexOf(letter));
/** « Le marchand », « L’explorateur ». */
const The = (role: string) => capital(theFr(roleFr(role)));
/** « le marchand de Rouge ». */
const whose = (player: string, role: string) => `${theFr(roleFr(role))} de ${playerFr(player)}`;
/** What a side or a region is, with its article: « une plaine », « une mer ». */
const KIND: Record<string, string> = { plains: 'une plaine', mountains: 'une montagne', mountain: 'une montagne', sea: 'la mer', seas: 'la mer', town: 'une ville', trail: 'une piste', farm: 'une ferme' };
const kind = (k: string) => (Object.hasOwn(KIND, k) ? KIND[k] : k);

export const REASONS_FR: Reason[] = [
  [/^it is (.+)'s turn, not (.+)'s$/, (m) => `C’est le tour de ${playerFr(m[1])}, pas celui de ${playerFr(m[2])}.`],
  // Tiles.
  [/^no tile (.+) is left in the (supply|box)$/, (m) => `Il ne reste aucun exemplaire de ${tileWordsFr(m[1])} à piocher : tous sont déjà sur la table.`],
  [/^the box is empty$/, () => 'La réserve est vide : il n’y a plus de tuile à piocher.'],
  [/^start spaces are printed on the board.*$/, () => 'Les cases de départ sont imprimées sur le plateau : on ne les pioche ni ne les pose jamais.'],
  [/^the start tile (?:lies on the table from the beginning and )?is not drawn$/, () => 'La tuile de départ est sur la table dès le début : on ne la pioche jamais.'],
  [/^"(.+)" is not a tile type.*$/, (m) => `Il n’y a pas de tuile nommée ${m[1]} dans cette partie.`],
  [/^tile (.+) has a legal place, so it cannot be (?:discarded|removed)$/, () => 'Elle va quelque part sur la table, et une tuile qui va quelque part doit être posée ; seule une tuile qui ne va nulle part est mise de côté.'],
  // The order of play.
  [/^the game is over: the final scoring has been done$/, () => 'La partie est déjà finie : le décompte final a été fait.'],
  [/^a tile was already placed this turn: .*$|^the tile is already placed this turn$/, () => 'Une tuile a déjà été posée pendant ce tour.'],
  [/^a tile \((.+)\) is already in hand this turn$/, (m) => `${capital(tileWordsFr(m[1]))} est déjà en main pendant ce tour.`],
  [/^no tile in hand: draw one first$/, () => 'Aucune tuile en main : piochez-en une d’abord.'],
  [/^finish the turn in progress first$/, () => 'Terminez d’abord le tour en cours.'],
  [/^place (?:a|the) tile (?:before .*|first)$/, () => 'Il faut d’abord poser une tuile.'],
  [/^The Discovery has no scoring order to choose.*$/, () => 'Nouveau monde n’a pas d’ordre de décompte à choisir : une région n’est décomptée que quand son pion est repris.'],
  [/^New World has no withdrawing.*$/, () => 'New World ne permet pas de reprendre un colon : les colons rentrent quand leur élément est décompté.'],
];
