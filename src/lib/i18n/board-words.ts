/**
 * The board drawing's words (tile titles, columns, coast, pieces) for a static page, by its path:
 * build time only (the static components import both languages; an island loads its own).
 */
import BOARD_EN, { type BoardWords } from './ui/board.en';
import BOARD_FR from './ui/board.fr';
import { langOf } from './lang';

export function boardWordsOf(pathname: string): BoardWords {
  return langOf(pathname) === 'fr' ? BOARD_FR : BOARD_EN;
}
