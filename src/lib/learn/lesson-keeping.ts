/**
 * How a lesson's progress is kept (keeper.ts), like the sandbox's games and the calculator's
 * tallies: written after each step, followed when another tab of the same lesson moves on (a tab
 * left behind never writes over a finished lesson: the check before each write finds the other
 * tab's progress and shows it, keeping this tab's own in the recent list), a restart kept with an
 * Undo, an entry that cannot be read kept aside. No link: progress lives in this browser only.
 */
import { saidEn } from '@lib/io/reasons';
import { Keeper, type KeeperSpec } from '@lib/keep/keeper';
import type { Lesson } from '@lib/content/lesson-schema';
import { documentLang } from '@lib/i18n/lang';
import { checkProgress, NOT_BEGUN, progressKey, type LessonProgress } from './progress';

/** How a lesson's progress is read, written and compared (exported for the unit tests). */
export function keepingProgress(
  slug: string,
  lesson: Pick<Lesson, 'title' | 'steps' | 'questions'>,
  page: Pick<KeeperSpec<LessonProgress>, 'current' | 'show' | 'notice' | 'pending'>,
): KeeperSpec<LessonProgress> {
  return {
    key: progressKey(slug),
    kind: 'lesson',
    noun: 'lesson',
    lang: documentLang(),
    // Async with nothing to await: progress it refuses rejects the promise rather than throwing.
    // eslint-disable-next-line @typescript-eslint/require-await -- a refusal rejects the promise (above)
    fromStored: async (raw) => checkProgress(raw, lesson.steps.length, lesson.questions.length),
    toStored: (p) => p,
    // Lists as sets: the order answers were given in is not something entered.
    identity: (p) => ({ ...p, right: [...p.right].sort(), answered: [...p.answered].sort() }),
    // The recent list names the lesson (in the page's language); the lesson's page lists only its own.
    summary: () => ({ game: lesson.title, players: [] }),
    blank: () => NOT_BEGUN,
    ...page,
  };
}

export class LessonKeeper extends Keeper<LessonProgress> {
  /** Save now; `told` hears why it failed (in the page's language, once the words are loaded), or null. */
  saveTold(told: (problem: string | null) => void): void {
    const problem = this.save();
    told(problem === null ? null : saidEn(problem));
    if (problem) void this.loadWords().then((w) => told(w.reason(problem)));
  }
}

/** The keeper of a lesson's progress; the page saves after each change itself (nothing pending). */
export function lessonKeeper(
  slug: string,
  lesson: Pick<Lesson, 'title' | 'steps' | 'questions'>,
  page: Pick<KeeperSpec<LessonProgress>, 'current' | 'show' | 'notice'>,
): LessonKeeper {
  return new LessonKeeper(keepingProgress(slug, lesson, { ...page, pending: () => false }));
}
