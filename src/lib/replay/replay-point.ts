/**
 * Pointing at a replay's board (hover, tap, or a piece's button): the feature or region outlined
 * and told, as in the sandbox and the lessons. A replay has no engine of its own (its frames were
 * computed at build time), so this module and the engine load on the first point, and the record
 * is replayed to the step the frame shows. The sentences are in the page's language (pointing.ts).
 */
import { loadRuleset, loadWhatIf, type Session } from '@engine/play';
import { figureInfo, tileInfo } from '@lib/board/figure-info';
import { pointingWords, type Pointed } from '@lib/board/pointing';
import { loadUpToRefusal } from './replay-load';

/** `show` gets what to outline and say; a later point overrides an earlier one still loading. */
export function replayPointer(record: Record<string, unknown>, show: (p: Pointed) => void) {
  let session: Promise<Session> | null = null;
  let wanted = '';
  const open = () =>
    (session ??= Promise.all([loadRuleset(record.format), loadWhatIf()]).then(
      () => loadUpToRefusal(record).session,
    ));
  /** The game as it stood after `steps` of the record's steps. */
  async function at(steps: number): Promise<Session> {
    const s = await open();
    while (s.history().length > steps && s.undo());
    while (s.history().length < steps && s.redo());
    return s;
  }
  const none = () => show({ hover: null, info: null, tileNote: null });
  return {
    /**
     * A piece, by its board key (`f<index>:…`, the index in the game's own list of pieces), on the frame that
     * played `steps`.
     */
    async figure(key: string | null, steps: number) {
      wanted = key === null ? '' : `f:${key}:${steps}`;
      const index = key === null ? -1 : Number(/^f(\d+):/.exec(key)?.[1] ?? -1);
      if (index < 0) return none();
      const me = wanted;
      const [s, w] = await Promise.all([at(steps), pointingWords()]);
      if (wanted !== me) return;
      const info = figureInfo(s, index, w);
      show({ hover: info?.tiles ?? null, info, tileNote: null });
    },
    async tile(square: { gx: number; gy: number } | null, steps: number) {
      wanted = square === null ? '' : `t:${square.gx},${square.gy}:${steps}`;
      if (square === null) return none();
      const me = wanted;
      const [s, w] = await Promise.all([at(steps), pointingWords()]);
      if (wanted !== me) return;
      const info = tileInfo(s, square.gx, square.gy, w);
      show({ hover: info?.tiles ?? null, info: null, tileNote: info ? `${info.label}: ${info.note}` : null });
    },
  };
}
