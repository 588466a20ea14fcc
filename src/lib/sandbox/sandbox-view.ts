/**
 * What the sandbox reads off its session after each change (sandbox-controller.svelte.ts), its undo by turns
 * and its refusals' words.
 */
import { loadWhatIf } from '@engine/play';
import type { Session } from '@engine/session/session';
import { own } from '@lib/io/names';
import type { RulesetUi } from '@lib/rulesets';
import type { Notice } from '@lib/keep/keeper';
import type { FigureInfo } from '@lib/board/figure-info';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';
import type { RefusalWords } from './refusal-types';
import type { NewGameAsk } from './new-game-link';

type Grid = { gx: number; gy: number };

/**
 * Why a game left the page: kept in English with it in the recent list (data), which says it in the page's
 * language.
 */
export const REPLACED = {
  newGame: 'replaced by a new game',
  setUp: 'replaced by a set-up position',
  options: 'replaced by other rule options',
  file: 'replaced by a file',
} as const;

/** The turn an event belongs to, as the log shows it (`label`): "T3", or "End" for the final scoring. */
export const turnOf = (e: object, label: (turn: unknown) => string) =>
  label('turn' in e ? e.turn : undefined);

/** The page's words once the sandbox is mounted (every step comes after). */
export function mounted<T>(w: T | null): T {
  if (w === null) throw new Error('the sandbox is not mounted yet');
  return w;
}

/** The questions (sandbox-questions.ts), the previews and the page's narrator, loaded when first asked. */
export const loadQuestions = (w: SandboxWords) =>
  Promise.all([import('./sandbox-questions'), loadWhatIf(), w.narrator()]).then(([q, , narrator]) => ({
    whatIf: q.whatIf,
    endNow: q.endNow,
    narrator,
  }));

/** How a language's refusal words rewrite the engine's reason (refusal-core.ts's placementRefusal, stepRefusal). */
export type Rewrite = (core: typeof import('./refusal-core'), words: RefusalWords) => string;

/**
 * A refusal for the status line (`show`): the engine's words as they are (English, at once), or, for a
 * language that rewrites them (`load`), its sentences: refusal-core.ts and its words load on the first refusal.
 */
export async function sayRefusal(
  english: string,
  load: SandboxWords['refusals'],
  rewrite: Rewrite,
  show: (why: string) => void,
): Promise<void> {
  if (!load) return show(english);
  const [core, words] = await Promise.all([import('./refusal-core'), load()]);
  show(rewrite(core, words));
}

/** The turn as it stands: the phase, the tile in hand, what may be done, and the scores table's rows. */
export function readTurn(s: Session, rules: RulesetUi, trackCell: (total: number) => string) {
  const h = s.hand;
  const box = s.box();
  const supply = rules.supply(s);
  return {
    phase: s.phase,
    hand: h ? { id: h.tile, chosen: h.chosen, rotation: h.rotation, ...rules.tileLook(s, h.tile) } : null,
    fitsNowhere: !!h && !s.current.fitsAnywhere(h.tile),
    completed: s.phase === 'act' ? s.completedFeatures() : [],
    current: s.current.currentPlayer,
    /** Turns played: "What would the expert do?" answers for this one only. */
    number: s.current.turn,
    boxLeft: s.current.tilesLeft(),
    tileChoices: s.current.tileIds().map((id) => ({ id, left: box[id] ?? 0 })),
    /** The Discovery's expert variant: the two tiles the player holds face up, to choose from. */
    faceUp: s.faceUp().map((id) => ({ id, ...rules.tileLook(s, id) })),
    canUndo: s.canUndo(),
    canRedo: s.canRedo(),
    rows: s.players.map((name) => {
      const total = own(s.scores, name) ?? 0;
      return { name, total, extra: [trackCell(total), own(supply, name) ?? 0] };
    }),
  };
}

/**
 * Undo by whole turns, as players take a move back: to the start of the turn under way, or of
 * the last turn if none is, and on past the turns the computer played (`computer(player)`), so a
 * person gets back to their own turn. The final scoring is taken back on its own.
 */
export function undoTurn(s: Session, computer: (player: string) => boolean): void {
  if (s.phase === 'finished') return void s.undo();
  if (!s.undo()) return;
  while ((s.phase !== 'draw' || computer(s.current.currentPlayer)) && s.undo());
}

/** Redo by whole turns: to the start of the next turn a person plays, or as far as there is to redo. */
export function redoTurn(s: Session, computer: (player: string) => boolean): void {
  if (!s.redo()) return;
  while ((s.phase !== 'draw' || computer(s.current.currentPlayer)) && s.redo());
}

/** The undo keys: Ctrl+Z (Cmd+Z) undoes, with Shift or Ctrl+Y redoes; none while typing in a field. */
export function undoKey(e: KeyboardEvent): 'undo' | 'redo' | null {
  const t = e.target;
  if (t instanceof HTMLElement && /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)) return null;
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'z')
    return e.shiftKey ? 'redo' : 'undo';
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') return 'redo';
  return null;
}

/** The page's state besides the game (one object: a field each would cost the island a getter and a setter). */
export interface SandboxUi {
  hints: boolean;
  /** Draw each tile's letter on the board. */
  ids: boolean;
  notice: Notice | null;
  /** Moves when a game is shown, so the recent list reads its entries again. */
  kept: number;
  status: string;
  /** The rules page a refusal on the status line links to, while the status line still says it (`status`). */
  statusRule: { status: string; href: string; text?: string } | null;
  /** How many events the log shows (a scoring is revealed one event at a time). */
  shown: number;
  hover: Grid[] | null;
  info: FigureInfo | null;
  /** What the tile pointed at holds and would score, in words. */
  pointed: string | null;
  endPreview: string[] | null;
  newGameOpen: boolean;
  /**
   * What the link asked the new-game form to hold (a person against the expert, from a lesson), until a game
   * starts.
   */
  asked: NewGameAsk | null;
  setupOpen: boolean;
  /** The seat the computer is playing, from the moment its turn is due until its moves are shown: no button for it. */
  playing: string | null;
  /** The expert thinking for a seat, and its playouts so far (its worker: src/lib/expert/). */
  thinking: { who: string; playouts: number } | null;
  /**
   * "What would the expert do?" for turn `turn`: thinking (text null), or its answer in the page's words, and
   * the square it would put the tile on (outlined on the board).
   */
  advice: { turn: number; text: string | null; at?: Grid } | null;
  /** The events of a person's last action, and who: its scoring stays on the page until their next action. */
  mine: { who: string; from: number; to: number } | null;
  /** In the place phase: a tapped square answers "what scores if the tile goes here?" instead of placing. */
  asking: boolean;
  answer: { where: string; lines: string[] } | null;
  /** False until the link or the saved game has been read: nothing to click before. */
  ready: boolean;
}
