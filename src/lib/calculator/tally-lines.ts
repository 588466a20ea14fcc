/** The shapes the calculator's line editors work on (formats §4), shared by the sheet and the scratch line. */
export type NewWorldFeature = {
  type: 'trail' | 'town' | 'farm' | 'plains';
  complete?: boolean;
  tiles?: number;
  flags?: number;
  tradingPosts?: number;
  surrounding?: number;
  animals?: number;
  settlers: Record<string, number>;
  surveyors?: Record<string, number>;
};
export type NewWorldLines = { format: 'new-world-tally'; version: 1; players: string[]; features: NewWorldFeature[]; final?: boolean; options?: Record<string, unknown> };
