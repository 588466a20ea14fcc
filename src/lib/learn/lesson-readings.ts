/**
 * What a lesson page says under its board, in both languages: that the board is our schematic
 * drawing (the start board or The Discovery's start tile, and every tile), and the readings and
 * rule options the lesson relies on (the lesson's `readings`), each with its links. The words of a
 * reading come from the lesson (its French overlay on French pages); the frame is here, so every
 * lesson gets it without its own text.
 */
import type { Lang } from '@lib/i18n/lang';
import type { LessonReading } from '@lib/content/lesson-schema';
import { rulesetOfRecord, type RulesetId } from '@lib/rulesets/index';

interface ReadingWords {
  /** The board is ours, by ruleset. */
  board: Record<RulesetId, string>;
  head: string;
  see: string;
  option: string;
}

const WORDS: Record<Lang, ReadingWords> = {
  en: {
    board: {
      'new-world':
        'The board is our schematic drawing, not the printed one: the start board (its ten start spaces, the ' +
        'coastal towns and the trails to the sea) and every tile are drawn as we ' +
        'reconstruct them from the rules.',
      discovery:
        'The board is our schematic drawing, not the printed one: the start tile and every tile are drawn as ' +
        'we reconstruct them from the rules.',
    },
    head:
      'Where the sources leave a choice, this lesson plays the site’s default, and its answers hold under ' +
      'that default:',
    see: 'See',
    option: 'rule option',
  },
  fr: {
    board: {
      'new-world':
        'Le plateau est notre dessin schématique, pas le plateau imprimé : le plateau de départ (ses dix ' +
        'cases de départ, les villes côtières et les pistes qui mènent à la mer) et ' +
        'chaque tuile sont dessinés tels que nous les reconstituons d’après les règles.',
      discovery:
        'Le plateau est notre dessin schématique, pas le jeu imprimé : la tuile de départ et chaque tuile ' +
        'sont dessinées telles que nous les reconstituons d’après les règles.',
    },
    head:
      'Là où les sources laissent un choix, cette leçon joue le choix par défaut du site, et ses réponses ' +
      'valent pour ce choix :',
    see: 'Voir',
    option: 'option de règle',
  },
};

/** A rule option's name from its link ("/variants/rule-options/#option-eviction" → "eviction"). */
export const optionName = (href: string): string => href.replace(/^.*#(discovery-)?option-/, '');

export interface ReadingsView {
  board: string;
  head: string;
  see: string;
  option: string;
  items: { says: string; see: string[]; option: { name: string; href: string } | null }[];
}

/**
 * The note under a lesson's board: the schematic drawing, then each reading with its links (paths as written;
 * the page localises them).
 */
export function readingsView(
  lesson: { record: { format: string }; readings: LessonReading[] },
  lang: Lang,
): ReadingsView {
  const w = WORDS[lang];
  return {
    board: w.board[rulesetOfRecord(lesson.record).id],
    head: w.head,
    see: w.see,
    option: w.option,
    items: lesson.readings.map((r) => ({
      says: r.says,
      see: r.see,
      option: r.option ? { name: optionName(r.option), href: r.option } : null,
    })),
  };
}
