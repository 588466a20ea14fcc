/**
 * What no game of New World can hold, checked on a parsed table tally (formats §4) so that the
 * command line and the calculator refuse it alike, naming the place and the reason. Only what
 * the rules make impossible is refused; anything a real table might hold is let through.
 *
 * | Field | Limit | Why (source) |
 * | --- | --- | --- |
 * | trail/town `tiles`, `segments` | at least 1 | a feature lies on a tile; even a trail or a town closed by
 * the sea has its land tile (rulebook, Placing tiles; Scoring) |
 * | trail/town `segments` | at least `tiles` | every tile of a feature holds at least one of its segments |
 * | trail/town `tiles` | at most 105 | the game has 95 land tiles (tile list A–AX) and 10 start spaces |
 * | town `tradingPosts` | 0 | trading posts lie on trails (rulebook, Scoring: trails) |
 * | trail `flags` | 0 | flags are in towns (rulebook, Scoring: towns) |
 * | completed farm `surrounding` | 8 | a farm is completed when all 8 spaces around it hold tiles (rulebook,
 * Scoring: farms) |
 * | `settlers` of one player on one feature | at most 5 | each player has 6 settlers, one of them the scoring
 * marker (rulebook, Setup) |
 * | `settlers` of one player on the features not completed | at most 5 in all | those all stand on the board at once |
 */
import { ownOr } from '../../core/names';
import { refuseNewWorld } from './refusals';
import { FARM_NEIGHBOURS } from './scoring';
import { STANDARD_TILE_COUNT, START_SPACES } from './tiles';
import type { TallyFeature } from './types';

/** Settlers a player can deploy: 6 in their colour, one of them the scoring marker (rulebook, Setup). */
export const SETTLERS_TO_DEPLOY = 5;
/** The most tiles a feature can cover: every land tile and every start space. */
export const MAX_FEATURE_TILES = STANDARD_TILE_COUNT + START_SPACES.length;

/** Throws EngineError (area new-world, code tally-impossible) at the first impossible entry. */
export function checkTallyLimits(features: readonly TallyFeature[], players: readonly string[]): void {
  const onBoard = new Map<string, number>();
  features.forEach((f, i) => {
    const at = (k: string) => `features[${i}].${k}`;
    if (f.type === 'trail' || f.type === 'town') {
      const feature = f.type;
      for (const k of ['tiles', 'segments'] as const) {
        const n = f[k];
        if (n === 0)
          refuseNewWorld(at(k), {
            code: 'tally-impossible',
            what: k === 'tiles' ? 'no-tiles' : 'no-segments',
            feature,
            n,
          });
        if (n !== undefined && n > (k === 'tiles' ? MAX_FEATURE_TILES : 4 * MAX_FEATURE_TILES))
          refuseNewWorld(at(k), {
            code: 'tally-impossible',
            what: 'too-many-tiles',
            feature,
            n,
            max: MAX_FEATURE_TILES,
          });
      }
      if (f.tiles !== undefined && f.segments !== undefined && f.segments < f.tiles)
        refuseNewWorld(at('segments'), {
          code: 'tally-impossible',
          what: 'segments-below-tiles',
          feature,
          n: f.segments,
          max: f.tiles,
        });
      if (feature === 'town' && (f.tradingPosts ?? 0) > 0)
        refuseNewWorld(at('tradingPosts'), {
          code: 'tally-impossible',
          what: 'town-trading-posts',
          feature,
          n: f.tradingPosts ?? 0,
        });
      if (feature === 'trail' && (f.flags ?? 0) > 0)
        refuseNewWorld(at('flags'), {
          code: 'tally-impossible',
          what: 'trail-flags',
          feature,
          n: f.flags ?? 0,
        });
    }
    if (f.type === 'farm' && f.complete && f.surrounding !== undefined && f.surrounding < FARM_NEIGHBOURS)
      refuseNewWorld(at('surrounding'), {
        code: 'tally-impossible',
        what: 'farm-not-surrounded',
        feature: 'farm',
        n: f.surrounding,
        max: FARM_NEIGHBOURS,
      });
    for (const player of players) {
      const n = ownOr(f.settlers, player, 0);
      if (n > SETTLERS_TO_DEPLOY)
        refuseNewWorld(at(`settlers.${player}`), {
          code: 'tally-impossible',
          what: 'settlers-over-supply',
          feature: f.type,
          n,
          max: SETTLERS_TO_DEPLOY,
          player,
        });
      if (f.complete) continue;
      const all = (onBoard.get(player) ?? 0) + n;
      onBoard.set(player, all);
      if (all > SETTLERS_TO_DEPLOY)
        refuseNewWorld(at(`settlers.${player}`), {
          code: 'tally-impossible',
          what: 'settlers-on-board',
          feature: f.type,
          n: all,
          max: SETTLERS_TO_DEPLOY,
          player,
        });
    }
  });
}
