/**
 * What a refusal's sentence may need besides its data: the ruleset's words (its squares, its
 * piece) and the piece the turn tried to put down. The same for every language's catalog.
 */
export type { Context } from '@lib/sandbox/refusal-types';
