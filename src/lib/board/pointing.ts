/**
 * Pointing at the board (hover, focus or tap): a settler or figure, or a tile itself. Either way
 * the whole feature (or region) is outlined and a sentence says who holds it and what it would
 * score. The readings (figure-info.ts) and the previews load on first use. Shared by the sandbox
 * and the lessons. Its words are the page's language's (`documentLang`), loaded with the readings.
 */
import { loadWhatIf } from '@engine/play';
import type { Session } from '@engine/session/session';
import { wordsFor } from '@lib/i18n/ui/load';
import type { PointingWords } from '@lib/i18n/ui/pointing.en';
import type { FigureInfo } from './board-types';

/** The pointing words of the page's language, loaded with the readings on the first point. */
export const pointingWords = (): Promise<PointingWords> =>
  wordsFor({ en: () => import('@lib/i18n/ui/pointing.en'), fr: () => import('@lib/i18n/ui/pointing.fr') });

export interface Pointed {
  /** Tiles to outline (null: none). */
  hover: { gx: number; gy: number }[] | null;
  info: FigureInfo | null;
  /** What a pointed tile holds, in words (null when a figure, or nothing, is pointed at). */
  tileNote: string | null;
}

/**
 * `game()`: the session shown; `show`: what to draw and say. Returns the figure and tile handlers
 * for Board's `onfigure` and `ontile` (null: the pointer left).
 */
export function pointing(
  game: () => Session | null,
  figureIndex: (key: string) => number,
  show: (p: Pointed) => void,
) {
  let wanted: string | null = null;
  const none = () => show({ hover: null, info: null, tileNote: null });
  return {
    figure(key: string | null) {
      wanted = key === null ? null : `f:${key}`;
      const s = game();
      if (!s || key === null) return none();
      const i = figureIndex(key);
      void Promise.all([import('./figure-info'), loadWhatIf(), pointingWords()]).then(
        ([{ figureInfo }, , w]) => {
          if (game() !== s || wanted !== `f:${key}`) return;
          const info = i >= 0 ? figureInfo(s, i, w) : null;
          show({ hover: info?.tiles ?? null, info, tileNote: null });
        },
      );
    },
    tile(at: { gx: number; gy: number } | null) {
      wanted = at === null ? null : `t:${at.gx},${at.gy}`;
      const s = game();
      if (!s || at === null) return none();
      const me = wanted;
      void Promise.all([import('./figure-info'), loadWhatIf(), pointingWords()]).then(
        ([{ tileInfo }, , w]) => {
          if (game() !== s || wanted !== me) return;
          const info = tileInfo(s, at.gx, at.gy, w);
          show({
            hover: info?.tiles ?? null,
            info: null,
            tileNote: info ? `${info.label}: ${info.note}` : null,
          });
        },
      );
    },
  };
}
