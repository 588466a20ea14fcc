/**
 * The board drawing's words (tile titles, columns, coast, pieces) for a static page, by its path,
 * and for an island drawn on the server: build time only (the static components import both
 * languages; an island loads its own in the browser).
 */
import BOARD_EN, { type BoardWords } from './ui/board.en';
import BOARD_FR from './ui/board.fr';
import DRAWING_EN, { type DrawingWords } from './ui/board-drawing.en';
import DRAWING_FR from './ui/board-drawing.fr';
import { langOf, type Lang } from './lang';

/** The board's words in `lang`. */
export function boardWordsIn(lang: Lang): BoardWords {
  return lang === 'fr' ? BOARD_FR : BOARD_EN;
}

export function boardWordsOf(pathname: string): BoardWords {
  return boardWordsIn(langOf(pathname));
}

/** The static drawing's words (BoardView.svelte): the board's, with the drawing's own (board-drawing.<lang>.ts). */
export function drawingWordsOf(pathname: string): BoardWords & { drawing: DrawingWords } {
  const lang = langOf(pathname);
  return { ...boardWordsIn(lang), drawing: lang === 'fr' ? DRAWING_FR : DRAWING_EN };
}

/** The roles whose letters the board writes on pieces. */
const ROLES = ['shopkeeper', 'robber', 'trapper', 'farmer', 'explorer', 'thief', 'sailor'];

/**
 * The board's words a replay shows before its island has the board's whole words (its buttons,
 * help, marks and the letters of the roles on the pieces), as plain text the page hands the
 * island: its first paint in the browser says what the server drew, in the page's language.
 */
export function firstBoardWords(lang: Lang) {
  const w = boardWordsIn(lang);
  return {
    zoomIn: w.zoomIn,
    zoomOut: w.zoomOut,
    fit: w.fit,
    help: w.help,
    surveyorMark: w.surveyorMark,
    startMark: w.startMark,
    initials: Object.fromEntries(ROLES.map((r) => [r, w.roleInitial(r)])),
  };
}
export type FirstBoardWords = ReturnType<typeof firstBoardWords>;
