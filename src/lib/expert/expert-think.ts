/**
 * The expert's thinking as the page asks for it (src/engine/bots/think.ts): plain data both ways,
 * so it runs in the expert's worker (expert-worker.ts) or, where no worker can start, on the page.
 */
export { think, type ExpertMove, type ThinkAsk, type Thought } from '@engine/bots/think';
