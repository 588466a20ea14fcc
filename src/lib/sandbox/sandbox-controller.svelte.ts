/**
 * The sandbox's controller (/sandbox/): the turn flow, autosave, timers, undo by turns, the computer's seats, in plain
 * TypeScript with runes; Sandbox.svelte lays out what it holds and forwards the player's clicks. Redraws follow
 * `session.subscribe` (`version` moves with every step), so the readings below are computed again only when the game
 * changed. The ruleset's words and drawings come from its descriptor (src/lib/rulesets). */
// Narrow imports (not @engine/index): the island takes only the session and its rulesets, not the tallies.
import { EngineError } from '@engine/play';
import type { Session } from '@engine/session/session';
import {
  boardModel,
  boardSpots,
  boardTargets,
  fromGrid,
  spotName,
  type BoardSpot,
  type BoardTarget,
} from '@lib/board/board-model';
import { Keeper } from '@lib/keep/keeper';
import { own } from '@lib/io/names';
import { pointing } from '@lib/board/pointing';
import type { Told } from '@lib/replay/narrate';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';
import { rulesetUi } from '@lib/rulesets/registry';
import {
  REPLACED,
  loadQuestions,
  mounted,
  readTurn,
  redoTurn,
  sayRefusal,
  turnOf,
  undoKey,
  undoTurn,
  type Rewrite,
  type SandboxUi,
} from './sandbox-view';
import { pacing, scoredBy } from './sandbox-pace';
import { autosave, type Autosave } from './sandbox-autosave.svelte';
import { keepingGames, newGameAsking, type SandboxGame, type Seats } from './sandbox-store';

const reduced = () =>
  typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function sandboxController() {
  /** The page's words (sandbox.en.ts or sandbox.fr.ts), given at mount: every step comes after. */
  let w = $state.raw<SandboxWords | null>(null);
  const words = () => mounted(w);
  /** The game played (null until one is opened or started). */
  let game = $state.raw<Session | null>(null);
  /** The session's version: moves with every step, through `session.subscribe`. */
  let version = $state(0);
  let colours = $state<Record<string, string>>({});
  let seats = $state.raw<Seats>({}); // the seats the computer plays: player name → beginner or strong (read with `own`)
  /** What the page shows besides the game, in one state object (see SandboxUi). */
  const ui = $state<SandboxUi>({
    hints: true,
    ids: false,
    notice: null,
    kept: 0,
    status: '',
    shown: Infinity,
    hover: null,
    info: null,
    pointed: null,
    endPreview: null,
    newGameOpen: false,
    asked: null,
    setupOpen: false,
    asking: false,
    answer: null,
    ready: false,
    playing: null,
    mine: null,
    thinking: null,
    advice: null,
  });

  /** Moves only when the events change: the log is not rebuilt when a tile is merely turned. */
  let evVersion = $state(0);
  /**
   * A scoring's events shown one by one, each highlighting its tiles; the computer's seats played after
   * (sandbox-pace.ts).
   */
  const pace = pacing({
    ui,
    game: () => game,
    seat: (who) => own(seats, who),
    rules: () => rules,
    act,
    words,
    reduced,
  });
  let unsubscribe: (() => void) | null = null;

  const keeper: Keeper<SandboxGame> = new Keeper<SandboxGame>(
    keepingGames({
      current: () => (game ? { session: game, colours: colours, seats } : null),
      show: (g, say) => {
        colours = g.colours;
        seats = g.seats ?? {};
        ui.newGameOpen = false;
        ui.asked = null;
        ui.setupOpen = false;
        ui.kept++;
        use(g.session, say);
      },
      notice: (n) => (ui.notice = n),
      pending: () => saver.pending,
    }),
  );
  /** Saving in this browser and the link in the address bar, a moment after each change. */
  const saver: Autosave = autosave(
    keeper,
    () => game,
    (say) => (ui.status = say),
    () => words().status,
  );

  /** The ruleset's words and drawings. */
  const rules = $derived(rulesetUi(game?.ruleset ?? 'new-world'));
  /**
   * How events are told in words (narrate.ts, in the page's language): loaded when the first game is shown,
   * after the board.
   */
  let teller = $state.raw<((ruleset: string, e: object) => Told) | null>(null);
  /** Every event told, with its turn (none until the words have loaded). */
  const all = $derived.by(() => {
    void evVersion;
    const [s, t, label] = [game, teller, w?.turnOf];
    return s && t && label ? s.events().map((e) => ({ ...t(s.ruleset, e), turn: turnOf(e, label) })) : [];
  });
  /**
   * The event being revealed, while a scoring is shown one event at a time (the log has them all, as the
   * board does).
   */
  const lastShown = $derived(ui.shown !== Infinity ? all[ui.shown - 1] : null);
  /** What a person's last action scored, in words, until their next action (null: nothing). */
  const mine = $derived(scoredBy(ui.mine, all, w));
  /**
   * The expert's square while its advice is this turn's: the board's focus, and outlined unless squares are
   * pointed at or a scoring's tiles shown.
   */
  const adviceAt = $derived(
    ui.advice?.at && (void version, ui.advice.turn === game?.current.turn) ? ui.advice.at : null,
  );
  const highlight = $derived(ui.hover ?? lastShown?.tiles ?? (adviceAt ? [adviceAt] : []));
  /** The turn as it stands: one reading of the session per change. */
  const turn = $derived.by(() => {
    void version;
    return game && w ? readTurn(game, rules, w.trackCell) : null;
  });
  const model = $derived.by(() => {
    void version;
    return game ? boardModel(game, colours, highlight, w?.board) : null;
  });
  const spots = $derived(game && model ? boardSpots(game, model, w?.board) : []);
  const targets = $derived(game && model ? boardTargets(game, model, w?.board) : []);
  const figures = $derived(model?.figures ?? []);
  const phase = $derived(turn?.phase ?? 'draw');
  const finalLines = $derived(phase === 'finished' ? all.filter((e) => e.final) : []);

  /** Read the link or the saved game, with the page's words; returns the clean-up for the page's unmount. */
  function mount(pageWords: SandboxWords): () => void {
    w = pageWords;
    const hash = location.hash; // read before the keeper may write the game's link over it
    void Promise.all([keeper.open(hash), newGameAsking(hash)]).then(([o, asked]) => {
      if (o.state) {
        colours = o.state.colours;
        seats = o.state.seats ?? {};
        // A game restored from this browser's storage is not written back (another tab may be
        // changing it meanwhile): only the address bar gets its link.
        const restored = o.from === 'storage';
        use(o.state.session, restored ? pageWords.status.restored : pageWords.status.openedLink, !restored);
        if (restored) saver.writeLink();
      } else ui.newGameOpen = true;
      // A lesson's "play against the expert": the form filled in, the game shown kept until Start.
      if (asked) {
        ui.asked = asked;
        ui.newGameOpen = true;
      }
      ui.ready = true;
      keeper.watch();
    });
    return () => {
      pace.stop();
      saver.destroy();
      unsubscribe?.();
      keeper.destroy();
    };
  }

  function use(next: Session, say: string, save = true) {
    if (!teller)
      void Promise.all([import('@lib/replay/narrate'), words().narrator()]).then(
        ([m, narrator]) => (teller ??= (r, e) => m.tell(r, e, narrator)),
      );
    unsubscribe?.();
    game = next;
    version = next.version;
    unsubscribe = next.subscribe((s) => {
      if (s === game) version = s.version;
    });
    evVersion++;
    pace.reveal(0, 0);
    ui.mine = null;
    ui.endPreview = null;
    ui.info = null;
    ui.pointed = null;
    changed(say, save);
    pace.next();
  }

  function changed(say = '', save = true) {
    if (say) ui.status = say;
    if (game && save) saver.schedule();
  }

  const persist = () => saver.persist(); // save now (also when the page is hidden or left)

  /**
   * Run a step on the session (a refusal is shown, never thrown); then the computer's turn if it is one,
   * unless `bots` is false (undo, redo).
   */
  function act(f: (s: Session) => void, say = '', bots = true) {
    const s = game;
    if (!s) return;
    const before = s.current.events.length;
    const who = s.current.currentPlayer;
    try {
      f(s);
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      return refuse(e.message, words().status.notAllowed, (m, rw) => m.stepRefusal(e, s.ruleset, rw));
    }
    ui.endPreview = null;
    ui.answer = null;
    const after = s.current.events.length;
    if (after !== before) evVersion++;
    if (bots) ui.mine = { who, from: before, to: after };
    pace.reveal(before, after, reduced());
    changed(say);
    if (bots) pace.next();
  }

  /** A refusal on the status line, in the page's words (sandbox-view.ts's sayRefusal). */
  function refuse(english: string, say: (why: string) => string, rewrite: Rewrite) {
    const s = game;
    void sayRefusal(english, words().refusals, rewrite, (why) => {
      if (game === s) ui.status = say(why);
    });
  }

  const byComputer = (p: string) => !!own(seats, p);
  /** Undo and redo: no computer's turn due, and the person's scoring said goes. */
  const back = (f: (s: Session) => void, say: string) => {
    pace.halt();
    act(f, say, false);
  };
  const undo = () => back((s) => undoTurn(s, byComputer), words().status.undone);
  const redo = () => back((s) => redoTurn(s, byComputer), words().status.redone);
  const undoStep = () => back((s) => s.undo(), words().status.stepBack);

  function place(spot: BoardSpot) {
    const s = game;
    const hand = turn?.hand;
    if (!s || !hand) return;
    const at = fromGrid(s.ruleset, spot.gx, spot.gy);
    const t = words();
    const where = spotName(s.ruleset, spot.gx, spot.gy, t.board);
    const refused = s.placeRefusal(at);
    if (refused)
      return refuse(
        refused.text,
        (x) => t.status.placeRefused(where, x),
        (m, rw) => m.placementRefusal(s, at, refused, rw),
      );
    if (ui.asking) {
      return void loadQuestions(t).then((q) => {
        if (game !== s) return;
        const answer = (ui.answer = q.whatIf(s, at, where, t, q.narrator));
        ui.status = t.status.whatScoresAt(answer.where, answer.lines[0]);
      });
    }
    const player = turn?.current ?? '';
    act(
      (g) => g.place(at),
      t.status.placed(player, hand.id, where, !!(targets.length || s.deployOptions().length)),
    );
  }

  function target(t: BoardTarget) {
    const player = turn?.current ?? '';
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

  /** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (not while typing in a field). */
  const key = (e: KeyboardEvent) => {
    const k = game ? undoKey(e) : null;
    if (!k) return;
    e.preventDefault();
    if (k === 'redo') redo();
    else undo();
  };

  /**
   * A figure or a tile pointed at (null: left): its feature outlined, who holds it and what it would score
   * (pointing.ts).
   */
  const pointer = pointing(
    () => game,
    (key) => figures.findIndex((f) => f.key === key),
    (p) => {
      ui.hover = p.hover;
      ui.info = p.info;
      ui.pointed = p.tileNote;
    },
  );
  // The pointer's methods as functions of their own: the board calls them unbound.
  const figure: typeof pointer.figure = (key) => pointer.figure(key);
  const tile: typeof pointer.tile = (at) => pointer.tile(at);

  /** Move the completed feature `i` by `d` places in the scoring order. */
  function moveOrder(i: number, d: number) {
    const order = (turn?.completed ?? []).map((c) => c.ref);
    const j = i + d;
    if (j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j], order[i]];
    act((s) => s.setOrder(order), words().status.orderChanged);
  }

  function showEndPreview() {
    const s = game;
    if (!s) return;
    const t = words();
    void loadQuestions(t).then((q) => {
      if (game === s) ui.endPreview = q.endNow(s, t, q.narrator);
    });
  }

  /** Game files (sandbox-files.ts, loaded when first used). */
  const files = () => import('./sandbox-files');
  const exportFile = () => {
    const s = game;
    if (s)
      void files().then((m) => (m.downloadGame(s, rules.exportName), (ui.status = words().status.exported)));
  };
  const importFile = (file: File) =>
    files().then((m) => m.openFile(file, keeper, (n) => (ui.notice = n), words()));
  const start = (next: Session, cols: Record<string, string>, bots: Seats = {}) =>
    void keeper.replace(
      { session: next, colours: cols, seats: bots },
      words().status.newGame(next.players, Object.keys(bots)),
      REPLACED.newGame,
    );

  /** Another game in place of this one (a set-up position, other rule options), keeping the colours. */
  const replaceWith = (next: Session, say: string, why: string) =>
    void keeper.replace({ session: next, colours: colours, seats }, say, why);

  // The page reads these (getters follow the state) and calls these.
  // prettier-ignore
  return {
    get s() { return game; },
    get version() { return version; },
    get colours() { return colours; },
    get seats() { return seats; },
    ui, keeper, autosave: saver,
    get rules() { return rules; },
    get entries() { return all; },
    get mine() { return mine; },
    get told() { return teller !== null; }, // false until the events' words have loaded
    get lastShown() { return lastShown; },
    get turn() { return turn; },
    get model() { return model; },
    get spots() { return spots; },
    get targets() { return targets; },
    get figures() { return figures; },
    get phase() { return phase; },
    get finalLines() { return finalLines; },
    get adviceAt() { return adviceAt; },
    mount, persist, act, undo, redo, undoStep, place, target, key, figure, tile, moveOrder, showEndPreview, exportFile, importFile, start, replaceWith,
    stopThinking: () => pace.stopThinking(),
    /** "What would the expert do?" about the tile in hand (sandbox-advice.ts). */
    askExpert: () => void import('./sandbox-advice').then((m) => game && m.adviseOn(game, rules, ui, words())),
  };
}

export type SandboxController = ReturnType<typeof sandboxController>;
