/**
 * A learner's progress through the lessons, kept in this browser: one entry per lesson
 * (`nwc.lesson.<slug>.v1`), so two tabs on two lessons never write over each other. The lesson
 * player keeps it through the keeper (lesson-keeping.ts: other tabs, a restart kept with an Undo,
 * an unreadable entry kept aside); the lesson list only reads it here, where an entry that cannot
 * be read counts as a lesson not begun.
 */
// Not @lib/keep/stored: that rides in the engine's chunk, and the list of lessons loads nothing but this.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

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

/**
 * A stored value as progress through a lesson of `steps` steps and `questions` questions; throws an Error
 * naming the place and the reason.
 */
export function checkProgress(o: unknown, steps: number, questions: number): LessonProgress {
  if (!o || typeof o !== 'object' || Array.isArray(o)) throw new Error("it is not a lesson's progress");
  const r = new Map<string, unknown>(Object.entries(o));
  const step = r.get('step');
  const right = indices(r.get('right'));
  const answered = indices(r.get('answered'));
  const done = r.get('done');
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > steps)
    throw new Error(`step: must be a whole number from 0 to ${steps}`);
  if (!right) throw new Error('right: must be a list of question numbers');
  if (!answered) throw new Error('answered: must be a list of question numbers');
  if (typeof done !== 'boolean') throw new Error('done: must be true or false');
  return {
    step,
    right: right.filter((i) => i < questions),
    answered: answered.filter((i) => i < questions),
    done,
  };
}

/**
 * Read an entry's text; anything else than what the lesson player writes gives NOT_BEGUN (the lesson list's
 * reading).
 */
export function parseProgress(text: string | null, steps: number, questions: number): LessonProgress {
  if (!text) return NOT_BEGUN;
  try {
    return checkProgress(JSON.parse(text), steps, questions);
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
