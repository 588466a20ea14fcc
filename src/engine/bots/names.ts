/**
 * The computer players' names, as the command line and the sandbox take them: `random` (a beginner), `greedy`
 * (a strong player) and `expert` (one that searches: expert.ts).
 */
export type BotName = 'random' | 'greedy' | 'expert';
export const BOT_NAMES: readonly BotName[] = ['random', 'greedy', 'expert'];
