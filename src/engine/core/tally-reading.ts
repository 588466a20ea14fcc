/**
 * What the entries made during play mean beside the points already on the score track (an
 * extension of formats §4 and §7, optional, shared by New World's, The Discovery's and Race's
 * tallies): `"duringPlay": "add"`, the track holds the points from before these entries and each
 * is added to it (the reading of a tally without the field, as before); `"on-track"`, the track
 * as it stands already counts them: they are shown with their points and not added. Entries
 * during play are New World's completed features, The Discovery's figures taken back during play
 * and Race's regions scored as they fill; game-end lines are always added.
 */
import { asOneOf } from './json';

export const DURING_PLAY = ['add', 'on-track'] as const;
export type DuringPlay = (typeof DURING_PLAY)[number];

/** The tally's reading: `given` says whether the tally chose it (a tally without the field reads "add"). */
export function readDuringPlay(raw: unknown): { duringPlay: DuringPlay; given: boolean } {
  if (raw === undefined) return { duringPlay: 'add', given: false };
  return { duringPlay: asOneOf(raw, 'duringPlay', DURING_PLAY), given: true };
}
