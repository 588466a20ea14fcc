/**
 * What the calculator shows of a scored tally, as data (the engine's codes and parameters, never
 * its English): each line's title, items and reason, and the verdict. The page's words say them in
 * its language (src/lib/i18n/ui/calculator.*.ts, through src/lib/calculator/lines-*.ts and
 * verdict-*.ts).
 */
import type {
  ConquestLineType,
  RaceItem,
  RaceReason,
  RaceTitle,
  TallyOutnumbered,
  TallyVerdict,
} from '@engine/tallies';
import type { DiscoveryScoreItem, ScoreItem } from '@engine/index';

export type { TallyVerdict } from '@engine/tallies';

/**
 * A line's title, one union of codes over the four games: a New World feature's line, a Discovery
 * figure's, Race's titles (the engine's codes), a Conquest nation's line. « Piste achevée (ligne 2) »,
 * "Baffin (island)".
 */
export type LineTitle =
  | {
      readonly code: 'feature';
      readonly type: 'trail' | 'town' | 'farm' | 'plains';
      readonly complete: boolean;
      readonly line: number;
    }
  | {
      readonly code: 'figure';
      readonly region: 'seas' | 'mountains' | 'plains';
      readonly complete: boolean;
      readonly line: number;
    }
  | RaceTitle
  | { readonly code: 'nation'; readonly type: ConquestLineType };

/**
 * An item of a line: New World's and The Discovery's items by their label (the scoring's own
 * words, said in French by the narration), Race's by its code, Conquest's by its line's type and
 * count (`n`: the points on the tokens for `vp`, negative for oppression points).
 */
/** A New World or Discovery score item (its data: term, count, rate), a Race item, or a Conquest nation's. */
export type ItemSaid =
  | { readonly code: 'score'; readonly item: ScoreItem | DiscoveryScoreItem }
  | RaceItem
  | { readonly code: 'nation'; readonly type: ConquestLineType; readonly n: number };

/** Why a line scored as it did: a New World player outnumbered, a Race region's majority, marker or 50/100 card. */
export type LineReason = TallyOutnumbered | RaceReason;

/**
 * The verdict in a few words (the result bar, the recent list): nothing scored, one winner (with
 * the tie-break that made them win), a shared win, one leader or several, or, with no winner yet
 * (a Race tally during play), the engine's verdict itself.
 */
export type Headline =
  | { readonly code: 'nothing' }
  | { readonly code: 'winner'; readonly name: string }
  | { readonly code: 'tie-break'; readonly name: string; readonly verdict: TallyVerdict }
  | { readonly code: 'shared-win'; readonly names: readonly string[] }
  | { readonly code: 'leading'; readonly name: string }
  | { readonly code: 'level-lead'; readonly names: readonly string[] }
  | { readonly code: 'verdict'; readonly verdict: TallyVerdict };
