/** The guided lessons (content/lessons/*.json), read and checked at build time, in course order. */
import { lessonSlug, parseLesson, type Lesson } from './lesson-schema';

const files = import.meta.glob<unknown>('/content/lessons/*.json', { eager: true, import: 'default' });

export interface LessonEntry {
  slug: string;
  lesson: Lesson;
}

export const LESSONS: LessonEntry[] = Object.entries(files)
  .map(([path, raw]) => ({ slug: lessonSlug(path), lesson: parseLesson(raw, path) }))
  .sort((a, b) => a.lesson.order - b.lesson.order);

export const lessonHref = (slug: string) => `/learn/${slug}/`;

/** The lessons that teach a rules page (its path, e.g. "/rules/placing-tiles/"). */
export const lessonsFor = (page: string): LessonEntry[] => LESSONS.filter((e) => e.lesson.teaches.some((t) => t.href.split('#')[0] === page));
