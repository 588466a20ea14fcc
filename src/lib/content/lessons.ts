/** The guided lessons (content/lessons/*.json), read and checked at build time, in course order. */
import { lessonSlug, parseLesson, type Lesson } from './lesson-schema';

const files = import.meta.glob<unknown>('/content/lessons/*.json', { eager: true, import: 'default' });

export interface LessonEntry {
  slug: string;
  /** The file name under content/lessons/ (its French overlay has the same name under content/i18n/fr/lessons/). */
  file: string;
  lesson: Lesson;
}

export const LESSONS: LessonEntry[] = Object.entries(files)
  .map(([path, raw]) => ({
    slug: lessonSlug(path),
    file: path.replace('/content/lessons/', ''),
    lesson: parseLesson(raw, path),
  }))
  .sort((a, b) => a.lesson.order - b.lesson.order);

export const lessonHref = (slug: string) => `/learn/${slug}/`;

/** The lessons that teach a rules page (its path, e.g. "/rules/placing-tiles/"). */
export const lessonsFor = (page: string): LessonEntry[] =>
  LESSONS.filter((e) => e.lesson.teaches.some((t) => t.href.split('#')[0] === page));
