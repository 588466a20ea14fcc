/**
 * New World's refusals as data (core/said.ts): a record's turns and set-up, its tiles, settlers,
 * scoring orders and tally (rulebook sections named at each throw). `newWorldEnglish` says each as
 * the command line prints it (formats §5); the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';
import type { FeatureType, Role } from './types';

export type NewWorldRefusal = { readonly area: 'new-world' } & {
  readonly code: 'feature-held';
  readonly feature: FeatureType;
  readonly owner: string;
  readonly role: Role;
  readonly col: number;
  readonly row: number;
};

/** A New World refusal as the command line says it (for tool builders). */
export function newWorldEnglish(r: NewWorldRefusal): string {
  switch (r.code) {
    case 'feature-held':
      return `this ${r.feature} already holds a settler (${r.owner}'s ${r.role} at (${r.col}, ${r.row}))`;
  }
}

/** Refuse `path` with a New World reason. */
export const refuseNewWorld: Refuse<NewWorldRefusal> = refuser('new-world', newWorldEnglish);
