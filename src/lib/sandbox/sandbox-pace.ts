/**
 * The pace of the sandbox's turns (sandbox-controller.svelte.ts): a scoring's events shown one at a
 * time, and the computer's seats, each playing once the moves before it are shown, with no button
 * for its seat from the moment its turn is due until its own moves are shown (sandbox-bots.ts,
 * loaded with the first game that has one). A person's scoring is told before the computer plays,
 * and "Red to play" comes after the computer's moves.
 */
import type { ComputerPlayers, Deps } from './sandbox-bots';
import type { SandboxUi } from './sandbox-view';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';

/**
 * Shows the events from `from` to `to` one at a time (`ui.shown` counts them; Infinity: all shown),
 * or all at once when there is only one or `now`. `after(f)`: f once they are all shown (the
 * computer's turn waits for the scoring before it; "X to play" waits for the computer's).
 */
export function revealer(ui: { shown: number }) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let then: (() => void) | null = null;
  const stop = () => {
    clearInterval(timer);
    then = null;
  };
  function reveal(from: number, to: number, now = false) {
    stop();
    ui.shown = Infinity;
    if (to - from < 2 || now) return;
    ui.shown = from + 1;
    timer = setInterval(() => {
      if (ui.shown < to) return void ui.shown++;
      const f = then;
      stop();
      ui.shown = Infinity;
      f?.();
    }, 700);
  }
  const after = (f: () => void) => (ui.shown === Infinity ? f() : void (then = f));
  return { reveal, stop, after };
}

/** `d`: what the computer players need (sandbox-bots.ts), and the page's state. */
export function pacing(d: Omit<Deps, 'after' | 'next' | 'say'> & { ui: SandboxUi }) {
  const revealing = revealer(d.ui);
  let computer: ComputerPlayers | null = null;
  /** The turn due: the computer's (played once the moves before it are shown) or a person's. */
  function next(): void {
    const s = d.game();
    const who = s?.phase === 'draw' ? s.current.currentPlayer : '';
    d.ui.playing = d.seat(who) ? who : null;
    if (d.ui.playing)
      revealing.after(() =>
        computer
          ? computer.play()
          : void import('./sandbox-bots').then((m) =>
              (computer ??= m.computerPlayers({
                ...d,
                after: revealing.after,
                next,
                say: (text) => (d.ui.status = text),
                think: (t) => (d.ui.thinking = t),
              })).play(),
            ),
      );
  }
  return {
    reveal: revealing.reveal,
    /** `f` once the events being shown one at a time are all shown (at once if none are). */
    after: revealing.after,
    next,
    /** No computer's turn due, and the person's scoring said goes (an undo, a redo). */
    halt() {
      computer?.stop();
      d.ui.playing = d.ui.mine = null;
    },
    /** The expert stops thinking and plays its best move so far. */
    stopThinking: () => computer?.stopThinking(),
    /** Nothing more shown or played (the page left). */
    stop() {
      revealing.stop();
      computer?.stop();
    },
  };
}

/** What a person's last action (`mine`) scored, in the page's words (null: nothing, or the words not loaded yet). */
export function scoredBy(
  mine: SandboxUi['mine'],
  all: readonly { text: string; sum?: string }[],
  w: SandboxWords | null,
): string | null {
  const lines =
    mine && w ? all.slice(mine.from, mine.to).flatMap((e) => (e.sum ? [w.told(e.text, e.sum)] : [])) : [];
  return mine && w && lines.length ? w.scored(mine.who, lines) : null;
}
