/**
 * The calculator's game picker (Calculator.svelte): another game's tally in place of this one, a
 * fresh sheet with the same players and colours, through the keeper (which keeps the old sheet,
 * with Undo). The keeper's replace may wait for the new game's chunk: meanwhile a second change
 * event for that game is not a second switch, and a stage chosen (during play, game end) is the
 * new tally's once it is shown.
 */
import { TALLIES, type Tally } from '@lib/rulesets/tallies';
import { emptyTally, type TallyFormat } from './tally-score';

/** A blank tally of `format` for the players and colours of `tally` (another game, or the sheet cleared). */
export function freshTally(tally: Tally, format: TallyFormat): Tally {
  const t = emptyTally(format, [...tally.players]) as Tally;
  if (tally.colours) t.colours = tally.colours;
  // A game without stages (Conquest) is at its end from the start: not yet entered.
  if (!TALLIES[format].stages) t.ended = false;
  return t;
}

/** `replace`: the sheet replaced by the fresh tally of `format`; `setStage`: a stage chosen, applied. */
export function gameSwitch(o: {
  tally: () => Tally;
  replace: (t: Tally, format: TallyFormat) => Promise<unknown>;
  setStage: (end: boolean) => void;
}) {
  /** The game a switch is under way to (null: none). */
  let switchingTo: TallyFormat | null = null;
  let stageAfterSwitch: boolean | null = null;
  return {
    /** Switch to `format`'s tally (nothing when it is the game shown or on its way). */
    to(format: TallyFormat) {
      if (format === (switchingTo ?? o.tally().format)) return;
      switchingTo = format;
      void o.replace(freshTally(o.tally(), format), format).finally(() => {
        switchingTo = null;
        const end = stageAfterSwitch;
        stageAfterSwitch = null;
        if (end !== null && end !== !!o.tally().final) o.setStage(end);
      });
    },
    /** A stage chosen: while a switch is under way, applied to the new tally too when it is shown. */
    staged(end: boolean) {
      if (switchingTo) stageAfterSwitch = end;
    },
  };
}
