/** The calculator's games, looked up by tally format (see types.ts). */
import { own } from '@lib/io/names';
import { CONQUEST_TALLY } from './conquest';
import { DISCOVERY_TALLY } from './discovery';
import { NEW_WORLD_TALLY } from './new-world';
import { RACE_TALLY } from './race';
import type { TallyFormat, TallyUi } from './types';

export * from './types';

export const TALLIES: Record<TallyFormat, TallyUi> = {
  'new-world-tally': NEW_WORLD_TALLY,
  'discovery-tally': DISCOVERY_TALLY,
  'race-tally': RACE_TALLY,
  'conquest-tally': CONQUEST_TALLY,
};

/** The descriptor of a tally format, or undefined for a format that is none. */
export const tallyUi = (format: unknown): TallyUi | undefined =>
  typeof format === 'string' ? own(TALLIES, format) : undefined;
