/**
 * What the sandbox's page reads off its game (sandbox-controller.svelte.ts), apart from the flow that
 * changes it: the turn as it stands, the board's model, squares and targets, every event told, what a
 * person's last action scored, the expert's square. Each reading follows the session's `version` (or,
 * for the log, the events' own count), so it is computed again only when the game changed.
 */
import type { Session } from '@engine/session/session';
import { boardModel, boardSpots, boardTargets } from '@lib/board/board-model';
import type { Told } from '@lib/replay/narrate';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';
import { rulesetUi } from '@lib/rulesets/registry';
import { readTurn, turnOf, type SandboxUi } from './sandbox-view';
import { scoredBy } from './sandbox-pace';
import { standing } from './game-end';

/** How events are told in words (narrate.ts, in the page's language). */
export type Teller = (ruleset: string, e: object) => Told;

/** `events`: moves only when the events change (the log is not rebuilt when a tile is merely turned). */
export function sandboxReadings(src: {
  game: () => Session | null;
  version: () => number;
  events: () => number;
  teller: () => Teller | null;
  words: () => SandboxWords | null;
  colours: () => Record<string, string>;
  ui: SandboxUi;
}) {
  const ui = src.ui;
  /** The ruleset's words and drawings. */
  const rules = $derived(rulesetUi(src.game()?.ruleset ?? 'new-world'));
  /** Every event told, with its turn (none until the words have loaded). */
  const all = $derived.by(() => {
    void src.events();
    const [s, t, label] = [src.game(), src.teller(), src.words()?.turnOf];
    return s && t && label ? s.events().map((e) => ({ ...t(s.ruleset, e), turn: turnOf(e, label) })) : [];
  });
  /**
   * The event being revealed, while a scoring is shown one event at a time (the log has them all, as the
   * board does).
   */
  const lastShown = $derived(ui.shown !== Infinity ? all[ui.shown - 1] : null);
  /** What a person's last action scored, in words, until their next action (null: nothing). */
  const mine = $derived(scoredBy(ui.mine, all, src.words()));
  /**
   * The expert's square while its advice is this turn's: the board's focus, and outlined unless squares are
   * pointed at or a scoring's tiles shown.
   */
  const adviceAt = $derived(
    ui.advice?.at && (void src.version(), ui.advice.turn === src.game()?.current.turn) ? ui.advice.at : null,
  );
  const highlight = $derived(ui.hover ?? lastShown?.tiles ?? (adviceAt ? [adviceAt] : []));
  /** The turn as it stands: one reading of the session per change. */
  const turn = $derived.by(() => {
    void src.version();
    const game = src.game();
    const w = game && src.words();
    return game && w ? readTurn(game, rules, w.trackCell) : null;
  });
  const model = $derived.by(() => {
    void src.version();
    const game = src.game();
    return game ? boardModel(game, src.colours(), highlight, src.words()?.board) : null;
  });
  const spots = $derived.by(() => {
    const game = src.game();
    return game && model ? boardSpots(game, model, src.words()?.board) : [];
  });
  const targets = $derived.by(() => {
    const game = src.game();
    return game && model ? boardTargets(game, model, src.words()?.board) : [];
  });
  const figures = $derived(model?.figures ?? []);
  const phase = $derived(turn?.phase ?? 'draw');
  const finalLines = $derived(phase === 'finished' ? all.filter((e) => e.final) : []);
  /** Who won, in the page's words, once the game is over (null before). */
  const ending = $derived.by(() => {
    const [game, w] = [src.game(), src.words()];
    if (phase !== 'finished' || !game || !w) return null;
    return w.end.standing(standing(game.players, game.scores), game.ruleset);
  });

  return {
    get rules() {
      return rules;
    },
    get entries() {
      return all;
    },
    get mine() {
      return mine;
    },
    get lastShown() {
      return lastShown;
    },
    get adviceAt() {
      return adviceAt;
    },
    get turn() {
      return turn;
    },
    get model() {
      return model;
    },
    get spots() {
      return spots;
    },
    get targets() {
      return targets;
    },
    get figures() {
      return figures;
    },
    get phase() {
      return phase;
    },
    get finalLines() {
      return finalLines;
    },
    get ending() {
      return ending;
    },
  };
}
