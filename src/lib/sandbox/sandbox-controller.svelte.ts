/**
 * The sandbox's controller (/sandbox/): the turn flow, the autosave (sandbox-autosave.svelte.ts),
 * the timers (a scoring's events shown one by one) and the undo keys, in plain TypeScript with
 * runes; Sandbox.svelte lays out what it holds and forwards the player's clicks. Redraws follow
 * `session.subscribe`: `version` moves with every step, undo and redo included, so the readings
 * below are computed again only when the game changed. The ruleset's words and drawings come
 * from its descriptor (src/lib/rulesets).
 */
// Narrow imports (not @engine/index): the island takes only the session and its rulesets, not the tallies.
import { EngineError } from '@engine/play';
import type { Session } from '@engine/session/session';
import { boardModel, boardSpots, boardTargets, fromGrid, spotName, type BoardSpot, type BoardTarget } from '@lib/board/board-model';
import type { FigureInfo } from '@lib/board/figure-info';
import { Keeper, type Notice } from '@lib/keep/keeper';
import { tell } from '@lib/replay/narrate';
import { rulesetUi } from '@lib/rulesets';
import { downloadGame, readTurn, sessionFromFile, turnOf, undoKey, type SandboxUi } from './sandbox-view';
import { autosave, type Autosave } from './sandbox-autosave.svelte';
import { keepingGames, type SandboxGame } from './sandbox-store';

type Grid = { gx: number; gy: number };

const reduced = () => typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export class SandboxController {
  /** The game played (null until one is opened or started). */
  s = $state.raw<Session | null>(null);
  /** The session's version: moves with every step, through `session.subscribe`. */
  version = $state(0);
  colours = $state<Record<string, string>>({});
  /** What the page shows besides the game, in one state object (see SandboxUi). */
  ui = $state<SandboxUi>({ hints: true, notice: null, kept: 0, status: '', shown: Infinity, hover: null, info: null, endPreview: null, newGameOpen: false, setupOpen: false, asking: false, answer: null, ready: false });

  /** Moves only when the events change: the log is not rebuilt when a tile is merely turned. */
  private evVersion = $state(0);
  private timer: ReturnType<typeof setInterval> | undefined;
  private unsubscribe: (() => void) | null = null;
  private wantedFigure: string | null = null;

  readonly keeper: Keeper<SandboxGame> = new Keeper<SandboxGame>(
    keepingGames({
      current: () => (this.s ? { session: this.s, colours: this.colours } : null),
      show: (g, say) => {
        this.colours = g.colours;
        this.ui.newGameOpen = false;
        this.ui.setupOpen = false;
        this.ui.kept++;
        this.use(g.session, say);
      },
      notice: (n) => (this.ui.notice = n),
      pending: () => this.autosave.pending,
    }),
  );
  /** Saving in this browser and the link in the address bar, a moment after each change. */
  readonly autosave: Autosave = autosave(this.keeper, () => this.s, (say) => (this.ui.status = say));

  // ----- what the page shows, read off the session -----

  /** The ruleset's words and drawings. */
  readonly rules = $derived(rulesetUi(this.s?.ruleset ?? 'new-world'));
  /** Every event told, with its turn. */
  readonly all = $derived.by(() => {
    void this.evVersion;
    const s = this.s;
    if (!s) return [];
    return s.events().map((e) => ({ ...tell(s.ruleset, e), turn: turnOf(e) }));
  });
  readonly entries = $derived(this.all.slice(0, this.ui.shown));
  /** The event being revealed, while a scoring is shown one event at a time. */
  readonly lastShown = $derived(this.ui.shown !== Infinity ? this.entries[this.entries.length - 1] : null);
  readonly highlight = $derived(this.ui.hover ?? this.lastShown?.tiles ?? []);
  /** The turn as it stands: one reading of the session per change. */
  readonly turn = $derived.by(() => {
    void this.version;
    return this.s ? readTurn(this.s, this.rules) : null;
  });
  readonly model = $derived.by(() => {
    void this.version;
    return this.s ? boardModel(this.s, this.colours, this.highlight) : null;
  });
  readonly spots = $derived(this.s && this.model ? boardSpots(this.s, this.model) : []);
  readonly targets = $derived(this.s && this.model ? boardTargets(this.s, this.model) : []);
  readonly figures = $derived(this.model?.figures ?? []);
  readonly phase = $derived(this.turn?.phase ?? 'draw');
  readonly finalLines = $derived(this.phase === 'finished' ? this.all.filter((e) => e.final) : []);

  // ----- opening, showing and keeping a game -----

  /** Read the link or the saved game; returns the clean-up for the page's unmount. */
  mount(): () => void {
    this.keeper.open(location.hash).then((o) => {
      if (o.state) {
        this.colours = o.state.colours;
        // A game restored from this browser's storage is not written back (another tab may be
        // changing it meanwhile): only the address bar gets its link.
        const restored = o.from === 'storage';
        this.use(o.state.session, restored ? 'Restored your saved game.' : 'Opened the game from the link.', !restored);
        if (restored) this.autosave.writeLink();
      } else this.ui.newGameOpen = true;
      this.ui.ready = true;
      this.keeper.watch();
    });
    return () => {
      clearInterval(this.timer);
      this.autosave.destroy();
      this.unsubscribe?.();
      this.keeper.destroy();
    };
  }

  private use(next: Session, say: string, save = true) {
    this.unsubscribe?.();
    this.s = next;
    this.version = next.version;
    this.unsubscribe = next.subscribe((s) => {
      if (s === this.s) this.version = s.version;
    });
    this.evVersion++;
    this.ui.shown = Infinity;
    this.ui.endPreview = null;
    this.ui.info = null;
    this.changed(say, save);
  }

  private changed(say = '', save = true) {
    if (say) this.ui.status = say;
    if (this.s && save) this.autosave.schedule();
  }

  /** Save now (also when the page is hidden or left). */
  persist = () => this.autosave.persist();

  // ----- the turn -----

  /** Run a step on the session; a refusal is shown, never thrown. */
  act(f: (s: Session) => void, say = '') {
    const s = this.s;
    if (!s) return;
    const before = s.current.events.length;
    try {
      f(s);
    } catch (e) {
      if (e instanceof EngineError) {
        this.ui.status = `Not allowed: ${e.message}`;
        return;
      }
      throw e;
    }
    this.ui.endPreview = null;
    this.ui.answer = null;
    const after = s.current.events.length;
    if (after !== before) this.evVersion++;
    if (after - before > 1 && !reduced()) this.reveal(before, after);
    else this.ui.shown = Infinity;
    this.changed(say);
  }

  /** Show the events of a scoring one by one, each highlighting its tiles. */
  private reveal(from: number, to: number) {
    clearInterval(this.timer);
    this.ui.shown = from + 1;
    this.timer = setInterval(() => {
      if (this.ui.shown >= to) {
        clearInterval(this.timer);
        this.ui.shown = Infinity;
        return;
      }
      this.ui.shown++;
    }, 700);
  }

  place(spot: BoardSpot) {
    const s = this.s;
    const hand = this.turn?.hand;
    if (!s || !hand) return;
    const at = fromGrid(s.ruleset, spot.gx, spot.gy);
    const where = spotName(s.ruleset, spot.gx, spot.gy);
    const why = s.whyNotPlace(at);
    if (why) {
      this.ui.status = `The tile does not go at ${where}: ${why}`;
      return;
    }
    if (this.ui.asking) {
      import('./sandbox-questions').then(({ whatIf }) => {
        if (this.s !== s) return;
        const answer = whatIf(s, at, where);
        this.ui.answer = answer;
        this.ui.status = `What scores at ${answer.where}: ${answer.lines[0]}`;
      });
      return;
    }
    const player = this.turn?.current ?? '';
    this.act((g) => g.place(at), `${player} placed tile ${hand.id} at ${where}. ${this.targets.length || s.deployOptions().length ? 'Choose where a figure goes, or skip.' : ''}`);
  }

  target(t: BoardTarget) {
    const player = this.turn?.current ?? '';
    if (t.kind === 'deploy') {
      const [, role, at] = t.key.split(':');
      // The turn ends with the figure, unless several completed features wait for their order.
      this.act((s) => {
        s.deploy({ at, role });
        if (s.turnDecided()) s.confirm();
      }, `${player}: ${t.label.replace(/^Put/, 'put')}.`);
    } else {
      const [x, y] = t.key.slice(2).split(',').map(Number);
      this.act((s) => {
        s.withdraw({ x, y });
        s.confirm();
      });
    }
  }

  /** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (not while typing in a field). */
  key = (e: KeyboardEvent) => {
    const k = this.s ? undoKey(e) : null;
    if (!k) return;
    e.preventDefault();
    if (k === 'redo') this.act((s) => s.redo(), 'Redone.');
    else this.act((s) => s.undo(), 'Undone.');
  };

  /** A figure hovered or focused (null: left): what it stands on and would score. */
  figure = (key: string | null) => {
    this.wantedFigure = key;
    const s = this.s;
    if (!s || key === null) {
      this.ui.hover = null;
      this.ui.info = null;
      return;
    }
    const i = this.figures.findIndex((f) => f.key === key);
    // Loaded on first use: what a figure would score is asked for far less often than a turn is played.
    import('@lib/board/figure-info').then(({ figureInfo }) => {
      if (this.s !== s || this.wantedFigure !== key) return;
      this.ui.info = i >= 0 ? figureInfo(s, i) : null;
      this.ui.hover = this.ui.info?.tiles ?? null;
    });
  };

  /** Move the completed feature `i` by `d` places in the scoring order. */
  moveOrder(i: number, d: number) {
    const order = (this.turn?.completed ?? []).map((c) => c.ref);
    const j = i + d;
    if (j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j], order[i]];
    this.act((s) => s.setOrder(order), 'Order changed.');
  }

  showEndPreview() {
    const s = this.s;
    if (!s) return;
    import('./sandbox-questions').then(({ endNow }) => {
      if (this.s === s) this.ui.endPreview = endNow(s);
    });
  }

  // ----- files, links, other games -----

  exportFile() {
    if (!this.s) return;
    downloadGame(this.s, this.rules.exportName);
    this.ui.status = 'The game was exported as a file.';
  }

  async importFile(file: File) {
    try {
      this.keeper.replace({ session: await sessionFromFile(file), colours: {} }, `Opened ${file.name}.`, 'replaced by a file');
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      this.ui.notice = { text: `${file.name} could not be opened: ${why}. Your game is unchanged.`, actions: [], alert: true };
    }
  }

  start = (next: Session, cols: Record<string, string>) => {
    this.keeper.replace({ session: next, colours: cols }, `New game: ${next.players.join(', ')}. ${next.players[0]} begins.`, 'replaced by a new game');
  };

  /** Another game in place of this one (a set-up position, other rule options), keeping the colours. */
  replaceWith = (next: Session, say: string, why: string) => {
    void this.keeper.replace({ session: next, colours: this.colours }, say, why);
  };
}
