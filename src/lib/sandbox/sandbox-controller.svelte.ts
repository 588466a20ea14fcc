/**
 * The sandbox's controller (/sandbox/): the turn flow, autosave, timers, the computer's seats, in plain
 * TypeScript with runes; Sandbox.svelte lays out what it holds and forwards the player's clicks. Redraws
 * follow `session.subscribe` (`version` moves with every step), so the readings (sandbox-readings.svelte.ts)
 * are computed again only when the game changed; the player's moves, undo and redo by turns included, are
 * sandbox-moves.ts's. The ruleset's words and drawings come from its descriptor (src/lib/rulesets).
 */
// Narrow imports (not @engine/index): the island takes only the session and its rulesets, not the tallies.
import { EngineError } from '@engine/play';
import type { Session } from '@engine/session/session';
import { Keeper } from '@lib/keep/keeper';
import { own } from '@lib/io/names';
import { pointing } from '@lib/board/pointing';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';
import { REPLACED, loadQuestions, mounted, sayRefusal, type Rewrite, type SandboxUi } from './sandbox-view';
import { pacing } from './sandbox-pace';
import { autosave, type Autosave } from './sandbox-autosave.svelte';
import { keepingGames, newGameAsking, type SandboxGame, type Seats } from './sandbox-store';
import { sandboxReadings, type Teller } from './sandbox-readings.svelte';
import { sandboxMoves } from './sandbox-moves';

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
    statusRule: null,
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
    rules: () => read.rules,
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

  /**
   * How events are told in words (narrate.ts, in the page's language): loaded when the first game is shown,
   * after the board.
   */
  let teller = $state.raw<Teller | null>(null);
  /** What the page reads off the game: the turn, the board, the log (sandbox-readings.svelte.ts). */
  const read = sandboxReadings({
    game: () => game,
    version: () => version,
    events: () => evVersion,
    teller: () => teller,
    words: () => w,
    colours: () => colours,
    ui,
  });

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
    // A game that is over says who won as it is shown (opened, restored, a link pasted), as it did when it ended.
    changed(say && read.ending ? `${say} ${read.ending}` : say, save);
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
    const over = s.phase === 'finished';
    // The final scoring is no player's turn: it is told as the game's end, with who won.
    if (bots) ui.mine = over ? null : { who, from: before, to: after };
    pace.reveal(before, after, reduced());
    changed(say);
    if (over) pace.after(() => game === s && read.ending && (ui.status = `${say} ${read.ending}`.trim()));
    if (bots) pace.next();
  }

  /** A refusal on the status line, in the page's words (sandbox-view.ts's sayRefusal), and its rule's page. */
  function refuse(
    english: string,
    say: (why: string) => string,
    rewrite: Rewrite,
    rule: string | null = null,
  ) {
    const s = game;
    void sayRefusal(english, words().refusals, rewrite, (why) => {
      if (game !== s) return;
      ui.status = say(why);
      ui.statusRule = rule ? { status: ui.status, href: rule } : null;
    });
  }

  /** The player's moves: a tile, a figure, the scoring order, undo and redo (sandbox-moves.ts). */
  const moves = sandboxMoves({
    game: () => game,
    turn: () => read.turn,
    targets: () => read.targets,
    model: () => read.model,
    seats: () => seats,
    ui,
    words,
    act,
    refuse,
    halt: () => pace.halt(),
  });

  /**
   * A figure or a tile pointed at (null: left): its feature outlined, who holds it and what it would score
   * (pointing.ts).
   */
  const pointer = pointing(
    () => game,
    (key) => read.figures.findIndex((f) => f.key === key),
    (p) => {
      ui.hover = p.hover;
      ui.info = p.info;
      ui.pointed = p.tileNote;
    },
  );
  // The pointer's methods as functions of their own: the board calls them unbound.
  const figure: typeof pointer.figure = (key) => pointer.figure(key);
  const tile: typeof pointer.tile = (at) => pointer.tile(at);

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
      void files().then(
        (m) => (m.downloadGame(s, read.rules.exportName), (ui.status = words().status.exported)),
      );
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
  return {
    get s() {
      return game;
    },
    get version() {
      return version;
    },
    get colours() {
      return colours;
    },
    get seats() {
      return seats;
    },
    ui,
    keeper,
    autosave: saver,
    get rules() {
      return read.rules;
    },
    get entries() {
      return read.entries;
    },
    get mine() {
      return read.mine;
    },
    /** False until the events' words have loaded. */
    get told() {
      return teller !== null;
    },
    get lastShown() {
      return read.lastShown;
    },
    get turn() {
      return read.turn;
    },
    get model() {
      return read.model;
    },
    get spots() {
      return read.spots;
    },
    get targets() {
      return read.targets;
    },
    get figures() {
      return read.figures;
    },
    get phase() {
      return read.phase;
    },
    get finalLines() {
      return read.finalLines;
    },
    /** Who won, in a sentence, once the game is over (null before). */
    get ending() {
      return read.ending;
    },
    get adviceAt() {
      return read.adviceAt;
    },
    mount,
    persist,
    act,
    undo: moves.undo,
    redo: moves.redo,
    undoStep: moves.undoStep,
    place: moves.place,
    target: moves.target,
    tap: moves.tap,
    key: moves.key,
    moveOrder: moves.moveOrder,
    figure,
    tile,
    showEndPreview,
    exportFile,
    importFile,
    start,
    replaceWith,
    stopThinking: () => pace.stopThinking(),
    /** "What would the expert do?" about the tile in hand (sandbox-advice.ts). */
    askExpert: () =>
      void import('./sandbox-advice').then((m) => game && m.adviseOn(game, read.rules, ui, words())),
  };
}

export type SandboxController = ReturnType<typeof sandboxController>;
