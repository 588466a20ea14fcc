/** The computer players' names, as the command line and the sandbox take them: `random` (a beginner) and `greedy` (a strong player). */
export type BotName = 'random' | 'greedy';
export const BOT_NAMES: readonly BotName[] = ['random', 'greedy'];
