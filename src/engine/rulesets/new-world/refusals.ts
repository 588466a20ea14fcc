/**
 * New World's refusals as data (core/said.ts): a record's turns and set-up, its tiles, settlers,
 * scoring orders and tally (rulebook sections named at each throw). `newWorldEnglish` says each as
 * the command line prints it (formats §5); the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';
import { shownEn, type Shown } from '../../core/said';
import type { FeatureType, Role } from './types';

export type NewWorldRefusal = { readonly area: 'new-world' } & (
  | {
      readonly code: 'feature-held';
      readonly feature: FeatureType;
      readonly owner: string;
      readonly role: Role;
      readonly col: number;
      readonly row: number;
    }
  | NewWorldTallyRefusal
);

/** The table tally's refusals (new-world/tally.ts). */
type NewWorldTallyRefusal =
  | { readonly code: 'tally-feature-type'; readonly types: readonly FeatureType[]; readonly got: Shown }
  | { readonly code: 'tally-tiles-missing'; readonly feature: 'trail' | 'town' }
  | { readonly code: 'tally-surrounding-missing'; readonly max: number }
  | { readonly code: 'tally-plains-complete' }
  | { readonly code: 'tally-surveyors-incomplete' }
  | { readonly code: 'tally-bonus-without-surveyors' }
  | { readonly code: 'tally-bonus-settlers'; readonly player: string; readonly settlers: number };

/** A tally refusal as the command line says it. */
function tallyEnglish(r: NewWorldTallyRefusal): string {
  switch (r.code) {
    case 'tally-feature-type':
      return `must be one of ${r.types.join(', ')}, not ${shownEn(r.got)}`;
    case 'tally-tiles-missing':
      return `a ${r.feature} needs its number of tiles`;
    case 'tally-surrounding-missing':
      return `an incomplete farm needs the number of tiles around it (0–${r.max})`;
    case 'tally-plains-complete':
      return 'plains are never completed during play; they score at game end';
    case 'tally-surveyors-incomplete':
      return 'the surveyor bonus applies only to features completed during play';
    case 'tally-bonus-without-surveyors':
      return "goes with surveyors: how many of each player's settlers stand in a surveyor's column";
    case 'tally-bonus-settlers':
      return `${r.player} has only ${r.settlers} settler${r.settlers === 1 ? '' : 's'} on this feature`;
  }
}

/** A New World refusal as the command line says it (for tool builders). */
export function newWorldEnglish(r: NewWorldRefusal): string {
  switch (r.code) {
    case 'feature-held':
      return `this ${r.feature} already holds a settler (${r.owner}'s ${r.role} at (${r.col}, ${r.row}))`;
    case 'tally-feature-type':
    case 'tally-tiles-missing':
    case 'tally-surrounding-missing':
    case 'tally-plains-complete':
    case 'tally-surveyors-incomplete':
    case 'tally-bonus-without-surveyors':
    case 'tally-bonus-settlers':
      return tallyEnglish(r);
  }
}

/** Refuse `path` with a New World reason. */
export const refuseNewWorld: Refuse<NewWorldRefusal> = refuser('new-world', newWorldEnglish);
