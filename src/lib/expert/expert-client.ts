/**
 * The page's side of the expert (expert-worker.ts): `askExpert` starts one search in a worker of
 * its own and gives back the answer, the best move so far as it comes (`onProgress`) and `stop`,
 * which ends the worker and answers with the best move found so far (the strong player's, at
 * worst). Where no worker can start, the search runs on the page, in one go.
 */
import type { ThinkAsk, Thought } from './expert-think';

export interface Asking {
  answer: Promise<Thought>;
  /** Stop thinking: the answer is the best move so far (null before the first). */
  stop(): void;
}

let next = 0;

export function askExpert(ask: ThinkAsk, onProgress?: (t: Thought) => void): Asking {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./expert-worker.ts', import.meta.url), { type: 'module', name: 'expert' });
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
  const end = () => w.terminate();
  w.onmessage = (e: MessageEvent<{ id: number; progress?: Thought; done?: Thought; error?: string }>) => {
    if (e.data.id !== id) return;
    if (e.data.progress) {
      best = e.data.progress;
      onProgress?.(best);
    } else if (e.data.done) {
      end();
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
      end();
      if (best) settle(best);
      else fail(new Error('stopped before the first move was weighed'));
    },
  };
}
