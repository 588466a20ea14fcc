/**
 * What a Race to the New Found Land tally says, as data (core/said.ts): each line's title, its
 * items, its reason (how a region's majority was decided) and the verdict, each a code with its
 * parameters. The English functions here say them as the command line prints them (the lines'
 * `label` and `reason`, the result's `why`); the site's calculator says the same data in each
 * language (src/lib/i18n/ui/calculator.*.ts).
 */
import { listNames, plural } from '../../core/words';

export type RaceKind = 'island' | 'city';

/** A line's title: "50/100 card, 50 side up", "Baffin (island)", "Baffin (island, never scored)". */
export type RaceTitle =
  | { readonly code: 'lap'; readonly lap: number }
  | { readonly code: 'region'; readonly name: string; readonly kind: RaceKind; readonly never: boolean }
  | { readonly code: 'card' }
  | { readonly code: 'hand' };

/** An item of a line: "3 markers × 1", "primary bonus (most markers)". */
export type RaceItem =
  | { readonly code: 'markers'; readonly n: number }
  | { readonly code: 'lap'; readonly lap: number }
  | { readonly code: 'primary' }
  /**
   * second: second-most markers; tied: tied for most (alone of the players); shared: tied for most with other
   * players.
   */
  | { readonly code: 'secondary'; readonly how: 'second' | 'tied' | 'shared' }
  | { readonly code: 'card' }
  | { readonly code: 'hand'; readonly n: number };

/** A colour on a region: a player's, or the neutral colour of the 2-player rules. */
export interface RaceColour {
  readonly name: string;
  readonly neutral: boolean;
}

/** One clause of a region's outcome (race/majority.ts). */
export type RaceClause =
  | {
      readonly code: 'tie-most';
      readonly top: readonly RaceColour[];
      readonly takers: readonly string[];
      readonly bonus: number;
      readonly neutralLeft: boolean;
    }
  | { readonly code: 'nobody-primary' }
  | { readonly code: 'neutral-most'; readonly colour: string }
  /** The neutral colour alone has the most and players stand behind it: what option neutralLead decides. */
  | { readonly code: 'behind-neutral'; readonly colour: string; readonly lead: 'next' | 'none' }
  | { readonly code: 'most'; readonly player: string; readonly bonus: number }
  | { readonly code: 'nobody-else' }
  | { readonly code: 'passed-over'; readonly colour: string; readonly then: RaceClause }
  | { readonly code: 'nobody-secondary' }
  | { readonly code: 'tie-second'; readonly colours: readonly RaceColour[]; readonly ours: boolean }
  | { readonly code: 'neutral-second'; readonly colour: string }
  | { readonly code: 'second'; readonly player: string; readonly bonus: number }
  | { readonly code: 'takes-secondary'; readonly player: string; readonly bonus: number };

/** A line's reason: the 50/100 card's side, a marker never scored, a region's majority. */
export type RaceReason =
  | { readonly code: 'lap'; readonly lap: number; readonly start: number }
  | { readonly code: 'final' }
  | { readonly code: 'no-markers' }
  | {
      readonly code: 'majority';
      readonly counts: readonly (RaceColour & { readonly n: number })[];
      readonly outcome: readonly RaceClause[];
    };

/** Who wins or leads, and why. */
export type RaceVerdict =
  | { readonly code: 'race-not-final'; readonly leaders: readonly string[]; readonly best: number }
  | {
      readonly code: 'race-most';
      readonly winner: string;
      readonly best: number;
      readonly next: number | null;
    }
  /** Tied on points; one player has the most commodities. */
  | {
      readonly code: 'race-commodities';
      readonly tied: readonly string[];
      readonly best: number;
      readonly winner: string;
      readonly most: number;
      readonly others: readonly RaceCommodities[];
    }
  /** Tied on points and on commodities: they share. */
  | {
      readonly code: 'race-commodities-level';
      readonly tied: readonly string[];
      readonly best: number;
      readonly most: number;
    }
  /** Tied on points; some of them tie for the most commodities and share. */
  | {
      readonly code: 'race-commodities-shared';
      readonly tied: readonly string[];
      readonly best: number;
      readonly ahead: readonly string[];
      readonly most: number;
      readonly others: readonly RaceCommodities[];
    };

export interface RaceCommodities {
  readonly name: string;
  readonly commodities: number;
}

const who = (c: RaceColour) => (c.neutral ? `${c.name} (neutral)` : c.name);

export function raceTitleEnglish(t: RaceTitle): string {
  switch (t.code) {
    case 'lap':
      return `50/100 card, ${t.lap} side up`;
    case 'region':
      return `${t.name} (${t.kind}${t.never ? ', never scored' : ''})`;
    case 'card':
      return '50/100 card bonus';
    case 'hand':
      return 'cards in hand';
  }
}

export function raceItemEnglish(i: RaceItem): string {
  switch (i.code) {
    case 'markers':
      return `${plural(i.n, 'marker')} × 1`;
    case 'lap':
      return `${i.lap} points passed on the track`;
    case 'primary':
      return 'primary bonus (most markers)';
    case 'secondary':
      return i.how === 'second'
        ? 'secondary bonus (second-most markers)'
        : i.how === 'shared'
          ? 'shared secondary bonus (tied for most)'
          : 'secondary bonus (tied for most)';
    case 'card':
      return '50/100 card bonus';
    case 'hand':
      return `${plural(i.n, 'card')} in hand (1x or goal) × 2`;
  }
}

export function raceClauseEnglish(c: RaceClause): string {
  switch (c.code) {
    case 'tie-most': {
      const takers =
        c.takers.length === 1 ? `${c.takers[0]} takes` : `${c.takers.length === 2 ? 'both' : 'all'} take`;
      return (
        `${listNames(c.top.map(who))} tie for most, so ${takers} the secondary bonus ` +
        `of ${c.bonus}${c.neutralLeft ? ' (the neutral colour takes nothing)' : ''}`
      );
    }
    case 'nobody-primary':
      return 'nobody takes the primary';
    case 'neutral-most':
      return (
        `${c.colour} (neutral) has the most, but the neutral colour scores nothing: nobody takes the ` +
        `primary bonus`
      );
    case 'behind-neutral':
      return c.lead === 'next'
        ? "in our reading (not the rulebook's; option neutralLead), the player with the most markers behind " +
            'the neutral colour holds second place'
        : 'in the other reading (neutralLead: "none"), nobody takes either bonus while the neutral colour ' +
            'alone has the most, so nobody takes the secondary';
    case 'most':
      return `${c.player} has the most and takes the primary bonus of ${c.bonus}`;
    case 'nobody-else':
      return 'nobody else has markers here, so nobody takes the secondary';
    case 'passed-over':
      return (
        `${c.colour} (neutral) is passed over for second place (the other reading, neutralSecond: false: ` +
        `the neutral colour counts only for the most), so ${raceClauseEnglish(c.then)}`
      );
    case 'nobody-secondary':
      return 'nobody takes the secondary';
    case 'tie-second': {
      const ours = c.ours
        ? " (our reading, not the rulebook's: the neutral colour holds second place like a player)"
        : '';
      return `${listNames(c.colours.map(who))} tie for second-most, so nobody takes the secondary${ours}`;
    }
    case 'neutral-second':
      return (
        `${c.colour} (neutral) has the second-most and, in our reading (not the rulebook's), holds ` +
        `second place though it scores nothing: nobody takes the secondary`
      );
    case 'second':
      return `${c.player} has the second-most and takes the secondary bonus of ${c.bonus}`;
    case 'takes-secondary':
      return `${c.player} takes the secondary bonus of ${c.bonus}`;
  }
}

export function raceReasonEnglish(r: RaceReason): string {
  switch (r.code) {
    case 'lap':
      return `the track starts again after 50, so ${r.lap} is added to the ship's space of ${r.start}`;
    case 'final':
      return 'at game end, 1 point per marker on an island or city not scored, with no bonus';
    case 'no-markers':
      return 'nobody has markers here, so no bonus is taken';
    case 'majority': {
      const counts = r.counts
        .map((c, i) => (i === 0 ? `${who(c)} has ${plural(c.n, 'marker')}` : `${who(c)} ${c.n}`))
        .join(', ');
      return `${counts}: ${r.outcome.map(raceClauseEnglish).join('; ')}`;
    }
  }
}

const stock = (r: RaceCommodities) => `${r.name} ${r.commodities}`;

export function raceVerdictEnglish(v: RaceVerdict): string {
  switch (v.code) {
    case 'race-not-final':
      return (
        `No winner yet: the tally is not ` +
        `final. ${listNames(v.leaders)} ${v.leaders.length > 1 ? 'lead' : 'leads'} ` +
        `with ${v.best}.`
      );
    case 'race-most':
      return `${v.winner} has the most points (${v.best}${v.next !== null ? `; next best ${v.next}` : ''})`;
    case 'race-commodities': {
      const rest =
        v.others.length === 1
          ? `(${v.most} to ${v.others[0].commodities})`
          : `(${v.most}; ${v.others.map(stock).join(', ')})`;
      return (
        `${listNames(v.tied)} tie on ${v.best}; ${v.winner} ` +
        `has ${v.others.length === 1 ? 'more' : 'the most'} commodities ${rest}`
      );
    }
    case 'race-commodities-level':
      return (
        `${listNames(v.tied)} tie on ${v.best} and have ${plural(v.most, 'commodity', 'commodities')} ` +
        `each: they share the victory`
      );
    case 'race-commodities-shared':
      return (
        `${listNames(v.tied)} tie on ${v.best}; ${listNames(v.ahead)} have the most commodities ` +
        `(${v.most} each; ${v.others.map(stock).join(', ')}) and share the victory`
      );
  }
}
