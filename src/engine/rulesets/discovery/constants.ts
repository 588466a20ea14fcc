/** The Discovery's small constants, kept apart from its rules so the sandbox can name them without loading them. */

/** The start tile's id (The Discovery, French rules, Mise en place). */
export const START_TILE = 'start';
