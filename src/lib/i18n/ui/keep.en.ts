/**
 * The words of keeping a game or a tally (src/lib/keep/keeper.ts and keeper-more.ts, the notice
 * bar and the recent list of src/components/keep), in English. `noun` is the keeper's noun
 * ("game", "tally"). What is stored (a recent entry's game, winner and why) stays in English as
 * data; `shown` says it in the page's language.
 */
import type { Headline } from '@lib/rulesets/tallies/said';
import { damagedLink, saidEn, type Said } from '@lib/io/reasons';

const plural = (noun: string) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);
/** Where a replaced state is kept, as its page names the list (a lesson's page lists its own earlier progress). */
const listOf = (noun: string) =>
  noun === 'lesson' ? '“Earlier progress in this lesson”' : `Recent ${plural(noun)}`;

/** A recent entry's kind (recent.ts) as a noun. */
const KIND_NOUN: Readonly<Record<string, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, string>, {
    game: 'game',
    setup: 'set-up position',
    tally: 'tally',
    lesson: 'lesson',
  }),
);
const noun = (kind: string): string => KIND_NOUN[kind] ?? kind;

/**
 * A damaged or incomplete link (damagedLink), in plain words: what to do about it; why it could not be read
 * is for tool builders (`tools`).
 */
const damaged = (noun: string) =>
  `This link is damaged or incomplete, so the ${noun} in it could not be opened. ` +
  `Copy the whole link, right to its end, and open it again.`;

const words = {
  // keeper.ts
  linkRefusedSaved: (noun: string, why: Said) =>
    damagedLink(why)
      ? `${damaged(noun)} Your saved ${noun} is unchanged.`
      : `The ${noun} in this link could not be opened: ${saidEn(why)}. Your saved ${noun} is unchanged.`,
  // keeper-more.ts
  undo: 'Undo',
  backToPrevious: (noun: string) => `Back to the previous ${noun}.`,
  notDone: (say: string, noun: string, error: Said) =>
    `${say.replace(/\.$/, '')}: not done, because your current ${noun} could not be kept first ` +
    `(${saidEn(error)}). Export it as a file first, or go ahead anyway.`,
  goAhead: 'Go ahead anyway',
  /** Follows what was said, after a space. */
  keptInRecent: (noun: string) =>
    noun === 'lesson'
      ? ` Your progress so far is kept in ${listOf(noun)}.`
      : ` Your previous ${noun} is kept in ${listOf(noun)}.`,
  reopened: (noun: string, when: string) => `Reopened the ${noun} of ${when}.`,
  notReopened: (noun: string, why: Said) => `That ${noun} could not be reopened: ${saidEn(why)}.`,
  downloadIt: 'Download it',
  discardIt: 'Discard it',
  unreadableKept: (noun: string, why: Said, keptAs: string) =>
    `The ${noun} saved in this browser could not be restored: ${saidEn(why)}. A copy is kept aside ` +
    `(under ${keptAs} in this browser's storage); download it if you want to repair ` +
    `it.`,
  unreadablePaused: (noun: string) =>
    `the ${noun} saved in this browser could not be read, nor copied aside (the browser's storage is full or ` +
    `refuses), so this page will not save over it`,
  unreadableLeft: (noun: string, why: Said) =>
    `The ${noun} saved in this browser could not be restored: ${saidEn(why)}. It could not be copied aside ` +
    `either (the browser's storage is full or refuses), so it is left where it is ` +
    `and this page will not save over it until you download it or discard it.`,
  discarded: (noun: string) => `The unreadable ${noun} was discarded; this page saves again.`,
  linkNotOpened: (noun: string, error: Said) =>
    `The ${noun} in this link was not opened: your saved ${noun} could not be kept first (${saidEn(error)}). ` +
    `Export it as a file first, or open the link anyway.`,
  openLinkAnyway: 'Open the link anyway',
  openedFromLink: (noun: string) => `Opened the ${noun} from the link.`,
  otherTabPaused: (noun: string) =>
    `the ${noun} saved in this browser could not be read, nor copied aside, so this page will not save over it`,
  otherTabUnreadable: (noun: string, why: Said) =>
    `Another tab saved a ${noun} this page cannot read (${saidEn(why)}), and it could not be copied aside ` +
    `(the browser's storage is full or refuses), so this page will not save over it ` +
    `until you download it or discard it.`,
  changedInTwoTabs: (noun: string, kept: boolean) =>
    `This ${noun} was changed in another tab at the same time. This tab now shows that ` +
    `version${kept ? `; yours is kept in ${listOf(noun)}` : ''}.`,
  updatedFromOtherTab: 'Updated from another tab.',
  linkRefused: (noun: string, why: Said) =>
    damagedLink(why)
      ? `${damaged(noun)} Your ${noun} is unchanged.`
      : `The ${noun} in this link could not be opened: ${saidEn(why)}. Your ${noun} is unchanged.`,
  /**
   * A link this page could not read as written (`found`, e.g. "#TALLY="), of its own key (`own`) or the other
   * page's.
   */
  strayLink: (found: string, key: 'record' | 'tally', own: boolean) =>
    own
      ? `The address holds “${found}…”, which looks like a ${key === 'record' ? 'game' : 'tally'} link but is ` +
        `not written as one (“#${key}=…”), so nothing was opened.`
      : `The address holds “${found}…”: that is ` +
        `a ${key === 'record' ? 'game link, opened by the sandbox' : 'tally link, opened by the calculator'}, ` +
        `not by this page. Nothing was opened here.`,
  openStray: (key: 'record' | 'tally', own: boolean): string =>
    own ? 'Open it as a link' : key === 'record' ? 'Open it in the sandbox' : 'Open it in the calculator',
  /** A date and time, as the recent list and its notices say it. */
  dateTime: (d: Date) => d.toLocaleString(),
  // NoticeBar
  dismiss: 'Dismiss',
  /**
   * The words a sentence leaves out, shown apart for tool builders: why a damaged link could not be read (the
   * step that failed); the engine's own words of a refusal are never left out in English.
   */
  tools: (why: Said): string | null => (damagedLink(why) ? saidEn(why) : null),
  /** The label of that disclosure. */
  toolsLabel: 'For tool builders',
  // RecentList
  recent: {
    heading: (title: string) => `${title} on this device`,
    intro:
      'Whatever a link, a file, a new game or another tab replaced is kept here (the 20 most recent of each ' +
      'kind), in this browser only.',
    nothing: 'Nothing yet.',
    reopen: 'Reopen',
    download: 'Download',
    forget: 'Forget',
    reopenLabel: (kind: string, when: string) => `Reopen the ${noun(kind)} of ${when}`,
    downloadLabel: (kind: string, when: string) => `Download the ${noun(kind)} of ${when}`,
    forgetLabel: (kind: string, when: string) => `Forget the ${noun(kind)} of ${when}`,
    /** A set-up position's mark in a list of games. */
    setupMark: 'set-up position',
  },
  /** What is kept in English (a recent entry's game, players, winner, why), as the page shows it. */
  shown: {
    game: (game: string) => game,
    player: (name: string) => name,
    /** `headline`: the same as data, when the entry keeps it (a tally's). */
    winner: (winner: string, _players: readonly string[], _headline?: Headline) => winner,
    why: (why: string) => why,
  },
  /** A reason given by the browser's storage, a link, a file or the engine, as the page says it. */
  reason: (why: Said): string => saidEn(why),
};

export type KeepWords = typeof words;
export default words;
