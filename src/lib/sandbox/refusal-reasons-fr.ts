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
const ENDED = 'La partie s’est terminée à la pose de la dernière tuile : aucun pion ne va dessus et aucun n’est repris, le décompte final vient ensuite.';

export const REASONS_FR: Reason[] = [
  // Settlers and figures on a feature that is already held.
  [
    /^the (sea|mountain|plains) this tile continues already holds a figure \((.+)'s (\w+) at \((-?\d+), (-?\d+)\)\), however far away$/,
    (m, c) =>
      `${The(c.piece)} ne peut pas aller là : la ${kind(m[1]).replace(/^(une|la) /, '')} que prolonge cette tuile a déjà un pion (${whose(m[2], m[3])} sur la tuile en ${sq(c, m[4], m[5])}), et un pion ne va que sur une région que personne n’occupe encore, aussi loin que se trouve l’autre pion.`,
  ],
  [/^(?:a figure was (?:withdrawn|put down) this turn: )?a turn either puts a figure down or withdraws one, never both$/, () => 'En un tour, un joueur pose un pion ou en reprend un pour le décompter, jamais les deux.'],
  [/^only one figure may be put down per turn$/, () => 'On ne pose qu’un pion par tour.'],
  [/^only one figure may be withdrawn per turn$/, () => 'On ne reprend qu’un pion par tour.'],
  [/^(.+) has no figure left in supply.*$/, (m) => `${playerFr(m[1])} n’a plus de pion à poser (chaque joueur en a quatre ; le cinquième marque le score).`],
  [
    /^the ([NESW]) edge of the tile is (\w+), where a figure is an? (\w+), not an? (\w+) \(an? \w+ goes on (.+)\)$/,
    (m) => `Le côté ${side(m[1])} de la tuile montre ${kind(m[2])}, où un pion est un ${roleFr(m[3])} ; un ${roleFr(m[4])} va sur ${kind(m[5])}.`,
  ],
  [/^the ([NESW]) edge is (\w+), so the figure there is an? (\w+), not an? (\w+)$/, (m) => `Le côté ${side(m[1])} montre ${kind(m[2])} : un pion y est donc un ${roleFr(m[3])}, pas un ${roleFr(m[4])}.`],
  [/^no figure stands on the tile at \((-?\d+), (-?\d+)\)$/, (m, c) => `Aucun pion ne se trouve sur la tuile en ${sq(c, m[1], m[2])}.`],
  [/^the figure at \((-?\d+), (-?\d+)\) is (.+)'s, not (.+)'s$/, (m, c) => `Le pion de la tuile en ${sq(c, m[1], m[2])} est à ${playerFr(m[3])}, pas à ${playerFr(m[4])} : un joueur ne reprend que ses propres pions.`],
  [/^it is (.+)'s turn, not (.+)'s$/, (m) => `C’est le tour de ${playerFr(m[1])}, pas celui de ${playerFr(m[2])}.`],
  [/^the game ended when the last tile was placed/, () => ENDED],
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
