/**
 * The player's moves in the sandbox (sandbox-controller.svelte.ts), each turned into a step on the
 * session and the words that say it: a tile placed (or, while asking "what if", what it would score
 * there), a figure deployed or withdrawn, the completed features' scoring order, and undo and redo by
 * whole turns (the buttons, Ctrl+Z and Ctrl+Y). The controller keeps the game and runs each step
 * (`act`: a refusal shown, never thrown; then the computer's turn); this only decides which step.
 */
import { EngineError } from '@engine/play';
import type { Session } from '@engine/session/session';
import {
  fromGrid,
  spotName,
  toGrid,
  type BoardModel,
  type BoardSpot,
  type BoardTarget,
} from '@lib/board/board-model';
import type { BoardTap } from './sandbox-taps';
import { own } from '@lib/io/names';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';
import {
  loadQuestions,
  redoTurn,
  undoKey,
  undoTurn,
  type readTurn,
  type Rewrite,
  type SandboxUi,
} from './sandbox-view';
import type { Seats } from './sandbox-store';

export function sandboxMoves(d: {
  game: () => Session | null;
  turn: () => ReturnType<typeof readTurn> | null;
  targets: () => BoardTarget[];
  model: () => BoardModel | null;
  seats: () => Seats;
  ui: SandboxUi;
  words: () => SandboxWords;
  /** Run a step on the session; `bots` false: no computer's turn after it (undo, redo). */
  act: (f: (s: Session) => void, say?: string, bots?: boolean) => void;
  /** A refusal on the status line, in the page's words. */
  refuse: (english: string, say: (why: string) => string, rewrite: Rewrite, rule?: string | null) => void;
  /** No computer's turn due, and the person's scoring said goes. */
  halt: () => void;
}) {
  const { ui, words, act } = d;
  const byComputer = (p: string) => !!own(d.seats(), p);
  /** Undo and redo: no computer's turn due, and the person's scoring said goes. */
  const back = (f: (s: Session) => void, say: string) => {
    d.halt();
    act(f, say, false);
  };
  const undo = () => back((s) => undoTurn(s, byComputer), words().status.undone);
  const redo = () => back((s) => redoTurn(s, byComputer), words().status.redone);
  const undoStep = () => back((s) => s.undo(), words().status.stepBack);

  /** Says why the tile in hand does not go at square (gx, gy), if it does not; true: it does not. */
  function refusePlace(s: Session, gx: number, gy: number): boolean {
    const at = fromGrid(s.ruleset, gx, gy);
    const t = words();
    const where = spotName(s.ruleset, gx, gy, t.board);
    const refused = s.placeRefusal(at);
    if (refused)
      d.refuse(
        refused.text,
        (x) => t.status.placeRefused(where, x),
        (m, rw) => m.placementRefusal(s, at, refused, rw),
        own(t.status.placingRule.href, s.ruleset) ?? null,
      );
    return !!refused;
  }

  function place(spot: BoardSpot) {
    const s = d.game();
    const hand = d.turn()?.hand;
    if (!s || !hand) return;
    const at = fromGrid(s.ruleset, spot.gx, spot.gy);
    const t = words();
    const where = spotName(s.ruleset, spot.gx, spot.gy, t.board);
    if (refusePlace(s, spot.gx, spot.gy)) return;
    if (ui.asking) {
      return void loadQuestions(t).then((q) => {
        if (d.game() !== s) return;
        const answer = (ui.answer = q.whatIf(s, at, where, t, q.narrator));
        ui.status = t.status.whatScoresAt(answer.where, answer.lines[0]);
      });
    }
    const player = d.turn()?.current ?? '';
    act(
      (g) => g.place(at),
      t.status.placed(player, hand.id, where, !!(d.targets().length || s.deployOptions().length)),
    );
  }

  function target(t: BoardTarget) {
    const player = d.turn()?.current ?? '';
    if (t.kind === 'deploy') {
      const [, role, at] = t.key.split(':');
      // The turn ends with the figure, unless several completed features wait for their order.
      act(
        (s) => {
          s.deploy({ at, role });
          if (s.turnDecided()) s.confirm();
        },
        words().status.deployed(player, t.label),
      );
    } else {
      const [x, y] = t.key.slice(2).split(',').map(Number);
      act((s) => {
        s.withdraw({ x, y });
        s.confirm();
      });
    }
  }

  /**
   * A tap on the board that is no square to try nor circle to choose: with a tile in hand, an empty square
   * where it cannot go says why; in the settler step, the part of the tile tapped says why no piece goes
   * there (sandbox-taps.ts), on the status line with its rule.
   */
  function tap(at: BoardTap) {
    const s = d.game();
    const model = d.model();
    if (!s || !model) return;
    const tile = model.tiles.some((m) => m.gx === at.gx && m.gy === at.gy);
    if (d.turn()?.hand) return void (!tile && refusePlace(s, at.gx, at.gy));
    const placed = s.placed;
    if (!placed || s.phase !== 'act') return;
    const t = words();
    const version = s.version;
    void Promise.all([import('./sandbox-taps'), t.taps()]).then(([m, say]) => {
      if (d.game() !== s || s.version !== version) return;
      const why = m.tapWhy(s, model, at);
      if (!why) return;
      const e = why.code === 'other' ? why.error : null;
      if (e instanceof EngineError)
        return d.refuse(e.message, t.status.notAllowed, (c, rw) => c.stepRefusal(e, s.ruleset, rw));
      const here = toGrid(s.ruleset, placed.at);
      const text = say.say(why, s.ruleset, spotName(s.ruleset, here.gx, here.gy, t.board));
      if (!text) return;
      const rule = say.rule(why, s.ruleset);
      ui.status = text;
      ui.statusRule = { status: text, href: rule.href, text: rule.text };
    });
  }

  /** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (not while typing in a field). */
  const key = (e: KeyboardEvent) => {
    const k = d.game() ? undoKey(e) : null;
    if (!k) return;
    e.preventDefault();
    if (k === 'redo') redo();
    else undo();
  };

  /** Move the completed feature `i` by `by` places in the scoring order. */
  function moveOrder(i: number, by: number) {
    const order = (d.turn()?.completed ?? []).map((c) => c.ref);
    const j = i + by;
    if (j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j], order[i]];
    act((s) => s.setOrder(order), words().status.orderChanged);
  }

  return { undo, redo, undoStep, place, target, tap, key, moveOrder };
}
