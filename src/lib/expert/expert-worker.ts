/**
 * The expert's worker: the search (src/engine/bots/expert.ts) runs here, off the page's main
 * thread, so the page never blocks while it thinks. The page sends `{ id, ask }` (expert-think.ts)
 * and hears `{ id, progress }` (the best move so far, so that a stop can play it) and then
 * `{ id, done }`, or `{ id, error }`. Stopping is the page's: it ends the worker.
 */
import { think, type ThinkAsk } from './expert-think';

self.addEventListener('message', (e: MessageEvent<{ id: number; ask: ThinkAsk }>) => {
  const { id, ask } = e.data;
  try {
    const done = think(ask, (progress) => self.postMessage({ id, progress }));
    self.postMessage({ id, done });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
