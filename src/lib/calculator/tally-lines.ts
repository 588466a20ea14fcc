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
export type NewWorldLines = {
  format: 'new-world-tally';
  version: 1;
  players: string[];
  features: NewWorldFeature[];
  final?: boolean;
  options?: Record<string, unknown>;
  duringPlay?: 'add' | 'on-track';
};

const COUNTS = ['tiles', 'flags', 'tradingPosts', 'surrounding', 'animals'] as const;
const counts = (m: unknown): m is Record<string, number> =>
  !!m &&
  typeof m === 'object' &&
  !Array.isArray(m) &&
  Object.values(m).every((n) => typeof n === 'number' && Number.isFinite(n));

/** A feature line as the editors make it (a draft taken back after a reload is checked with this). */
export function isNewWorldFeature(x: unknown): x is NewWorldFeature {
  if (!x || typeof x !== 'object' || !('type' in x) || !('settlers' in x)) return false;
  const r = new Map(Object.entries(x));
  return (
    ['trail', 'town', 'farm', 'plains'].includes(String(r.get('type'))) &&
    counts(r.get('settlers')) &&
    (r.get('surveyors') === undefined || counts(r.get('surveyors'))) &&
    (r.get('complete') === undefined || typeof r.get('complete') === 'boolean') &&
    COUNTS.every((k) => r.get(k) === undefined || (typeof r.get(k) === 'number' && Number.isFinite(r.get(k))))
  );
}
