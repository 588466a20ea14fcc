/**
 * "What would the expert do?" (the sandbox's turn panel): the expert thinks about the tile in hand
 * in its worker (src/lib/expert/expert-client.ts), from the position before the tile is placed;
 * once the person has placed it, their placement is played out beside the expert's over the same
 * playouts, and the answer says by how many points, on average, the two differ; the square the
 * expert would put the tile on is outlined on the board. Loaded on the first question, never with the page.
 */
import type { Session } from '@engine/session/session';
import type { RulesetUi } from '@lib/rulesets/types';
import type { SandboxUi } from './sandbox-view';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';
import { askExpert, type Asking } from '@lib/expert/expert-client';
import { toGrid } from '@lib/board/board-model';

let asking: Asking | null = null;

export async function adviseOn(s: Session, rules: RulesetUi, ui: SandboxUi, w: SandboxWords): Promise<void> {
  asking?.stop();
  const own = s.phase === 'act';
  const ask = rules.expertAsk(s, 0x5eed ^ s.current.turn, own);
  if (!ask) return;
  const turn = s.current.turn;
  ui.advice = { turn, text: null };
  const [text] = await Promise.all([w.botReasons(), rules.loadBots()]);
  const mine = askExpert(ask);
  asking = mine;
  const thought = await mine.answer.catch(() => null);
  if (asking !== mine) return;
  asking = null;
  if (!thought?.move) return void (ui.advice = { turn, text: w.turn.expert.none });
  const words = w.board.rulesets[rules.id];
  const said = text(thought.move.reason, (x, y) => words.square(x, y));
  const ahead = thought.ahead;
  const yours = !own
    ? ''
    : ahead === undefined || ahead === null
      ? ` ${w.turn.expert.notCompared}`
      : ` ${w.turn.expert.yours(ahead, thought.playouts)}`;
  ui.advice = {
    turn,
    text: `${w.turn.expert.would} ${said}${yours}`,
    at: toGrid(s.ruleset, { ...thought.move.placement }),
  };
}
