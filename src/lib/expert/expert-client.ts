/**
 * The page's side of the expert (expert-worker.ts): `askExpert` starts one search in a worker and
 * gives back the answer, the best move so far as it comes (`onProgress`) and `stop`, which ends
 * the worker and answers with the best move found so far (the strong player's, at worst). Where
 * no worker can start, the search runs on the page, in one go.
 *
 * A worker that answered waits for the next question: its engine is loaded and its code already
 * compiled and optimised, so the next move costs the search alone (a new worker for every move
 * spent most of each move starting up: 360 ms a move against about 100). A stopped worker is ended;
 * a question asked while another is under way gets a worker of its own.
 */
import type { ThinkAsk, Thought } from './expert-think';

export interface Asking {
  answer: Promise<Thought>;
  /** Stop thinking: the answer is the best move so far (null before the first). */
  stop(): void;
}

let next = 0;
/** The worker waiting for a question, if any. */
let idle: Worker | null = null;

export function askExpert(ask: ThinkAsk, onProgress?: (t: Thought) => void): Asking {
  let worker: Worker | null = idle;
  idle = null;
  try {
    worker ??= new Worker(new URL('./expert-worker.ts', import.meta.url), { type: 'module', name: 'expert' });
  } catch {
    worker = null;
  }
  if (!worker) {
    const answer = import('./expert-think').then((m) => m.think(ask));
    return { answer, stop: () => undefined };
  }
  const id = ++next;
  const w = worker;
  let best: Thought | null = null;
  let settle: (t: Thought) => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  const answer = new Promise<Thought>((res, rej) => ((settle = res), (fail = rej)));
  /** Whether this question is over (answered, failed or stopped): the worker may be another's by then. */
  let over = false;
  const end = () => {
    over = true;
    w.terminate();
  };
  /** Answered: the worker waits for the next question (or ends, if one already waits). */
  const rest = () => {
    over = true;
    w.onmessage = null;
    w.onerror = null;
    if (idle) end();
    else idle = w;
  };
  w.onmessage = (e: MessageEvent<{ id: number; progress?: Thought; done?: Thought; error?: string }>) => {
    if (e.data.id !== id) return;
    if (e.data.progress) {
      best = e.data.progress;
      onProgress?.(best);
    } else if (e.data.done) {
      rest();
      settle(e.data.done);
    } else {
      end();
      fail(new Error(e.data.error ?? 'the expert stopped'));
    }
  };
  w.onerror = (e) => {
    end();
    fail(new Error(e.message || 'the expert could not start'));
  };
  w.postMessage({ id, ask });
  return {
    answer,
    stop() {
      if (over) return;
      end();
      if (best) settle(best);
      else fail(new Error('stopped before the first move was weighed'));
    },
  };
}
