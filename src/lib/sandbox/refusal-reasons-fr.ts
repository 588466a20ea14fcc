/**
 * The engine's reasons for refusing a move, each as a player's sentence in French (refusal-french.ts;
 * tried in order, the first match wins). The patterns are refusal-reasons.ts's, with a few more for
 * the steps of a game under way (the sandbox): the engine says them in English, the player reads
 * them here. Loaded only by French pages.
 */
import { directionFr, featureFr, playerFr, roleFr, squareWordsFr, theFr } from '@lib/i18n/narration-fr';
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
/** Where a settler stands on each kind of feature. */
const PLACE: Record<string, string> = { town: 'dans une ville', trail: 'sur une piste', plains: 'dans une plaine', farm: 'sur une ferme' };
const ENDED = 'La partie s’est terminée à la pose de la dernière tuile : aucun pion ne va dessus et aucun n’est repris, le décompte final vient ensuite.';

export const REASONS_FR: Reason[] = [
  // Settlers and figures on a feature that is already held.
  [
    /^this (town|trail|plains|farm) already holds a settler \((.+)'s (\w+) at \((-?\d+), (-?\d+)\)\)$/,
    (m, c) =>
      `${The(c.piece)} ne peut pas aller là : cette ${featureFr(m[1])} a déjà un colon (${whose(m[2], m[3])} sur la tuile en ${sq(c, m[4], m[5])}), et un nouveau colon ne peut rejoindre qu’une ${featureFr(m[1])} que personne n’occupe encore, aussi loin qu’elle s’étende.`,
  ],
  [
    /^the (sea|mountain|plains) this tile continues already holds a figure \((.+)'s (\w+) at \((-?\d+), (-?\d+)\)\), however far away$/,
    (m, c) =>
      `${The(c.piece)} ne peut pas aller là : la ${kind(m[1]).replace(/^(une|la) /, '')} que prolonge cette tuile a déjà un pion (${whose(m[2], m[3])} sur la tuile en ${sq(c, m[4], m[5])}), et un pion ne va que sur une région que personne n’occupe encore, aussi loin que se trouve l’autre pion.`,
  ],
  [/^(?:a figure was (?:withdrawn|put down) this turn: )?a turn either puts a figure down or withdraws one, never both$/, () => 'En un tour, un joueur pose un pion ou en reprend un pour le décompter, jamais les deux.'],
  [/^only one settler may be deployed per turn$/, () => 'On ne pose qu’un colon par tour.'],
  [/^only one figure may be put down per turn$/, () => 'On ne pose qu’un pion par tour.'],
  [/^only one figure may be withdrawn per turn$/, () => 'On ne reprend qu’un pion par tour.'],
  [/^(.+) has no settler left in supply$/, (m) => `${playerFr(m[1])} n’a plus de colon à poser.`],
  [/^(.+) has no figure left in supply.*$/, (m) => `${playerFr(m[1])} n’a plus de pion à poser (chaque joueur en a quatre ; le cinquième marque le score).`],
  [/^a settler on a (\w+) is a (\w+), not a (\w+)$/, (m) => `Un colon ${Object.hasOwn(PLACE, m[1]) ? PLACE[m[1]] : `sur ${kind(m[1])}`} est un ${roleFr(m[2])}, pas un ${roleFr(m[3])}.`],
  [/^the ([NESW]) edge of (.+) faces the sea$/, (m) => `Le côté ${side(m[1])} de cette tuile donne sur la mer, où aucun colon ne peut se tenir.`],
  [/^the ([NESW]) edge of .+ has two plains segments: name a half .*$/, (m) => `Le côté ${side(m[1])} de cette tuile a deux plaines séparées : le coup ne dit pas laquelle le colon rejoint.`],
  [/^the ([NESW]) edge of .+ is a town, which has no halves: .*$/, (m) => `La ville occupe tout le côté ${side(m[1])} de cette tuile : un marchand se pose sur le côté, pas sur une moitié.`],
  [/^tile .+ has no farm in its centre$/, () => 'Cette tuile n’a pas de ferme en son centre : aucun fermier ne peut s’y tenir.'],
  [/^the (\w+) half of .+ has no segment \(its edge faces the sea\)$/, () => 'Cette moitié du côté donne sur la mer, où aucun colon ne peut se tenir.'],
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
  [/^"(.+)" is not a tile type.*$/, (m) => `Il n’y a pas de tuile nommée ${m[1]} dans cette partie.`],
  [/^tile (.+) has a legal place, so it cannot be (?:discarded|removed)$/, () => 'Elle va quelque part sur la table, et une tuile qui va quelque part doit être posée ; seule une tuile qui ne va nulle part est mise de côté.'],
  // The order of play.
  [/^the game is already finished$/, () => 'La partie est déjà finie : le décompte final a été fait.'],
  [/^the current turn has not been scored yet$/, () => 'Le tour en cours n’a pas encore été décompté.'],
  [/^place a tile before .*$/, () => 'Il faut d’abord poser une tuile.'],
  [/^the (\w+) at \((-?\d+), (-?\d+)\) (\w+) was not completed this turn$/, (m, c) => `L’ordre de décompte nomme la ${featureFr(m[1])} de la tuile en ${sq(c, m[2], m[3])}, que ce tour n’a pas achevée.`],
  [/^names a feature already listed$/, () => 'L’ordre de décompte nomme deux fois le même élément.'],
  [/^there is no tile at \((-?\d+), (-?\d+)\)$/, (m, c) => `L’ordre de décompte nomme la tuile en ${sq(c, m[1], m[2])}, mais aucune tuile ne s’y trouve.`],
];
