/**
 * The sandbox's computer players: when a turn begins on a seat the computer plays, it waits a
 * moment (so that people can follow), loads the ruleset's computer players once, draws the tile
 * and plays the turn through the session, then says why in the page's language: the move's reason
 * comes as data (src/engine/bots/reasons.ts) and the page's words (`botReasons`, loaded with the
 * computer players) make it a sentence ("Yellow puts tile K at column 1, row 3: 8 points this
 * turn, …"), once its moves have been shown one by one. Then the controller goes on (`next`): the
 * next seat plays if the computer plays it too. The same position always gives the same move
 * (seeded by the turn).
 */
import { mulberry32 } from '@engine/play';
import type { BotReason } from '@engine/bots/reasons';
import type { Asking } from '@lib/expert/expert-client';
import type { ExpertMove } from '@lib/expert/expert-think';
import type { Session } from '@engine/session/session';
import type { BotName, RulesetUi } from '@lib/rulesets/types';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';

export interface Deps {
  game: () => Session | null;
  /** The computer player of a seat, or undefined for a person. */
  seat: (player: string) => BotName | undefined;
  rules: () => RulesetUi;
  /** The controller's step runner (refusals shown, events revealed); `bots` false: no chaining from inside. */
  act: (f: (s: Session) => void, say?: string, bots?: boolean) => void;
  /** Runs `f` once the moves just made are shown (at once with reduced motion). */
  after: (f: () => void) => void;
  /** The turn after: the computer's, or a person's (its buttons shown). */
  next: () => void;
  say: (text: string) => void;
  /** The page's words: the status line's, the ruleset's squares, and the computer players' reasons. */
  words: () => SandboxWords;
  /** Whether the reader asked for reduced motion: no pause then. */
  reduced: () => boolean;
  /** The expert is thinking for `who` (with the playouts so far), or no longer (null). */
  think?: (t: { who: string; playouts: number } | null) => void;
}

/** How long a computer player waits before its turn, so that people can follow. */
const PAUSE_MS = 450;

export function computerPlayers(d: Deps) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The expert's search under way (a worker: src/lib/expert/expert-client.ts), to stop. */
  let asking: Asking | null = null;

  /** If the turn beginning is the computer's, play it after the pause. */
  function play(): void {
    clearTimeout(timer);
    const s = d.game();
    if (!s || s.phase !== 'draw') return;
    const who = s.current.currentPlayer;
    const bot = d.seat(who);
    if (!bot) return;
    d.say(d.words().status.thinking(who));
    timer = setTimeout(() => void turn(s, who, bot), d.reduced() ? 0 : PAUSE_MS);
  }

  async function turn(s: Session, who: string, bot: BotName): Promise<void> {
    const rules = d.rules();
    const [, reasonText] = await Promise.all([rules.loadBots(), d.words().botReasons()]);
    if (d.game() !== s || s.phase !== 'draw' || s.current.currentPlayer !== who || d.seat(who) !== bot)
      return;
    let reason: BotReason | null = null;
    const rand = mulberry32(0x9e3779b1 ^ (s.current.turn + 1));
    const draw = (g: Session) => {
      // With a face-up hand (The Discovery's expert variant), a tile of the hand that fits somewhere.
      const hand = g.faceUp();
      g.draw(hand.length ? (hand.find((t) => g.current.fitsAnywhere(t)) ?? hand[0]) : undefined);
    };
    let given: ExpertMove | undefined;
    if (bot === 'expert') {
      // The expert thinks in a worker: the page goes on, says so, and can stop it (its best move so far is played).
      d.act(draw, '', false);
      const ask = rules.expertAsk(s, Math.floor(rand() * 2 ** 32), false);
      if (!ask) return;
      const t0 = performance.now();
      const { askExpert } = await import('@lib/expert/expert-client');
      asking = askExpert(ask, (t) => d.think?.({ who, playouts: t.playouts }));
      d.think?.({ who, playouts: 0 });
      const thought = await asking.answer.catch(() => null);
      asking = null;
      d.think?.(null);
      performance.measure('computer move', { start: t0, detail: { ruleset: s.ruleset, bot } });
      // (Read again after the wait: the phase was 'draw' before it.)
      const now = d.game();
      if (now !== s || now.phase !== 'place' || now.current.currentPlayer !== who || d.seat(who) !== bot)
        return;
      given = thought?.move ?? undefined;
    }
    d.act(
      (g) => {
        if (bot !== 'expert') draw(g);
        // Each move's thinking time, for the figures in docs/performance.md (scripts/bot-timing.mjs reads them).
        const t0 = performance.now();
        // The expert's answer (or, if it was stopped before its first, the strong player's move).
        reason = rules.playBot(g, given || bot !== 'expert' ? bot : 'greedy', rand, given);
        if (bot !== 'expert')
          performance.measure('computer move', { start: t0, detail: { ruleset: g.ruleset, bot } });
      },
      '',
      false,
    );
    const words = d.words();
    const square = (x: number, y: number) => words.board.rulesets[rules.id].square(x, y);
    const why = reason ? reasonText(reason, square) : '';
    const said = `${why}${s.current.isOver() && !s.current.isFinished() ? words.status.lastTileDown : ''}`;
    d.after(() => {
      d.say(said);
      d.next();
    });
  }

  return {
    play,
    stop: () => {
      clearTimeout(timer);
      asking?.stop();
    },
    /** Stop the expert's thinking: it plays its best move so far. */
    stopThinking: () => asking?.stop(),
  };
}

export type ComputerPlayers = ReturnType<typeof computerPlayers>;
