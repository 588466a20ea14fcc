/**
 * What the calculator shows of its tally beside the sheet (Calculator.svelte): the engine's scoring
 * of it, or its refusal with the last scoring that went through still shown; whether the final
 * scoring is entered; and each player's colour and badge. All follow the tally; none changes it.
 */
import { playerStyle } from '@lib/board/board-data';
import { endEntered, shownColours, type Tally } from './calculator-store';
import { scoreAnyTally } from './tally-score';

export function tallyShown(tally: () => Tally) {
  const result = $derived.by(() => {
    try {
      return { ok: true as const, r: scoreAnyTally(tally()) };
    } catch (e) {
      return { ok: false as const, error: e };
    }
  });
  let lastGood = $state.raw<ReturnType<typeof scoreAnyTally> | null>(null);
  $effect(() => {
    if (result.ok) lastGood = result.r;
  });
  const shown = $derived(result.ok ? result.r : lastGood);

  /**
   * Each player's colour (theirs: calculator-store.ts), and their badge: that colour with their name's
   * letter.
   */
  const colours = $derived(shownColours(tally()));
  const looks = $derived(
    Object.fromEntries(
      tally().players.map((p, i) => [
        p,
        { ...playerStyle([colours[i]], colours[i]), letter: playerStyle(tally().players, p).letter },
      ]),
    ),
  );
  const ended = $derived(endEntered(tally(), shown?.final ?? false));

  return {
    /** The tally scored, or why it is refused. */
    get result() {
      return result;
    },
    /** The scoring shown: this tally's, or while it is refused the last one that went through. */
    get shown() {
      return shown;
    },
    get colours() {
      return colours;
    },
    get looks() {
      return looks;
    },
    /** The final scoring is entered (who won, not who leads). */
    get ended() {
      return ended;
    },
  };
}
