/** The Discovery's small constants, kept apart from its rules so the sandbox can name them without loading them. */

/** The start tile's id (The Discovery, French rules, Mise en place). */
export const START_TILE = 'start';

/** Figures each player has in supply: 5 each, the fifth marks the score (French rules, Mise en place). */
export const FIGURES_PER_PLAYER = 4;
