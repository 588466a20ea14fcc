/**
 * Les mots des refus du bac à sable en français (voir refusal-sandbox-en.ts) : ceux de refusal-french.ts,
 * une tuile qui ne va pas étant dite comme le joueur voit le plateau, par ses côtés et la direction de ses
 * voisines (« son côté est montre une piste, la case de départ à l’est y montre de la plaine »), sans nom de
 * tuile, lettre ni case entre parenthèses.
 */
import { FRENCH_REFUSALS } from './refusal-french';
import type { RefusalWords } from './refusal-types';

const NO_GO = 'Elle ne peut pas aller là';
const TOUCH = 'une nouvelle tuile doit partager au moins un côté entier avec une tuile déjà sur la table';
const toward = (direction: string) => (/^[aeiou]/.test(direction) ? `à l’${direction}` : `au ${direction}`);

export const SANDBOX_FRENCH: RefusalWords = {
  ...FRENCH_REFUSALS,
  startNeighbour: (direction) => `la case de départ ${toward(direction)}`,
  tileNeighbour: (direction) => `la tuile ${toward(direction)}`,
  taken: () => `${NO_GO} : cette case porte déjà une tuile.`,
  clash: (direction, mine, neighbour, theirs) =>
    `son côté ${direction} montre ${mine}, ${neighbour} y montre ${theirs}`,
  corner: () => `${NO_GO} : elle ne toucherait les tuiles voisines que par un coin, et ${TOUCH}.`,
};
