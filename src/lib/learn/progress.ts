/**
 * A learner's progress through the lessons, kept in this browser: one entry per lesson
 * (`nwc.lesson.<slug>.v1`), so two tabs on two lessons never write over each other. An entry
 * that cannot be read (edited by hand, written by a later version) counts as a lesson not begun;
 * nothing here throws.
 */
import type { LearnWords } from '@lib/i18n/ui/learn.en';

// Not @lib/keep/stored: that rides in the engine's chunk, and the list of lessons loads nothing but this.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
/** Why saving failed, in words (the lesson player passes its page's; English by default). */
export type SaveWords = Pick<LearnWords, 'storageFull' | 'storageRefused' | 'storageOff'>;
/** The English words (as in learn.en.ts), kept here so that the lesson list's small script does not carry all the player's words. */
const EN: SaveWords = {
  storageFull: "the browser's storage for this site is full",
  storageRefused: 'the browser refused to save',
  storageOff: 'this browser does not let the page save (storage is off)',
};
const why = (e: unknown, w: SaveWords) => (e instanceof Error && e.name === 'QuotaExceededError' ? w.storageFull : w.storageRefused);

export interface LessonProgress {
  /** Steps made so far (the next step's index). */
  step: number;
  /** Questions answered right, by index. */
  right: number[];
  /** Questions answered at all (right, or shown after a wrong try), by index. */
  answered: number[];
  /** Whether the lesson was played to its end. */
  done: boolean;
}

export const progressKey = (slug: string) => `nwc.lesson.${slug}.v1`;
export const NOT_BEGUN: LessonProgress = { step: 0, right: [], answered: [], done: false };

/** A list of question indices, or null when it is anything else. */
function indices(x: unknown): number[] | null {
  if (!Array.isArray(x)) return null;
  const ok = x.filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 20);
  return ok.length === x.length ? [...new Set(ok)] : null;
}

/** Read an entry's text; anything else than what `saveProgress` writes gives NOT_BEGUN. */
export function parseProgress(text: string | null, steps: number, questions: number): LessonProgress {
  if (!text) return NOT_BEGUN;
  try {
    const o: unknown = JSON.parse(text);
    if (!o || typeof o !== 'object' || Array.isArray(o)) return NOT_BEGUN;
    const r = new Map(Object.entries(o));
    const step = r.get('step');
    const right = indices(r.get('right'));
    const answered = indices(r.get('answered'));
    const done = r.get('done');
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > steps || !right || !answered || typeof done !== 'boolean') return NOT_BEGUN;
    return { step, right: right.filter((i) => i < questions), answered: answered.filter((i) => i < questions), done };
  } catch {
    return NOT_BEGUN;
  }
}

export function readProgress(slug: string, steps: number, questions: number): LessonProgress {
  let text: string | null = null;
  try {
    text = storage()?.getItem(progressKey(slug)) ?? null;
  } catch {
    text = null;
  }
  return parseProgress(text, steps, questions);
}

/** Save; returns why it could not (storage off or full, in words `w`), or null. */
export function saveProgress(slug: string, p: LessonProgress, w: SaveWords = EN): string | null {
  const ls = storage();
  if (!ls) return w.storageOff;
  try {
    ls.setItem(progressKey(slug), JSON.stringify(p));
    return null;
  } catch (e) {
    return why(e, w);
  }
}

/** Forget a lesson's progress (start again). */
export function clearProgress(slug: string): void {
  try {
    storage()?.removeItem(progressKey(slug));
  } catch {
    /* nothing to forget */
  }
}
