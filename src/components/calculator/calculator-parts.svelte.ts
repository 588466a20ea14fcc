/**
 * The calculator's parts loaded when they are needed (Calculator.svelte), so that the first paint
 * waits for one editor only: each game's editor of its lines when its game is shown, the scratch
 * line of "Score one feature now" when first opened, and what the page shows after its first
 * paint (options, sharing, the recent list), one after another, each in an idle moment of its own.
 * The page names the parts (their imports are typed in a component, where `astro check` reads a
 * .svelte import as what it is); this decides when each loads.
 */
import type { Component } from 'svelte';
import { whenIdle } from '@lib/io/idle';
import type { TallyFormat } from '@lib/calculator/tally-score';
import type { CalculatorWords } from '@lib/i18n/ui/calculator.en';

/** Each game's editor of its lines. */
export type Editor = Component<{
  tally: never;
  edit: never;
  undoable: never;
  w: CalculatorWords['editors'];
  show: (name: string) => string;
  totals: CalculatorWords['totals'];
}>;
type Load<C> = () => Promise<{ default: C }>;

/** `format`: the game shown, whose editor is wanted; `load`: each part's import. */
export function calculatorParts<S, L extends object>(
  format: () => TallyFormat,
  load: {
    editors: Record<TallyFormat, Load<Editor>>;
    scratch: Load<S>;
    /** Loaded after the first paint, in this order. */
    later: { [K in keyof L]: Load<L[K]> };
  },
) {
  let later = $state.raw<Partial<L>>({});
  let scratch = $state.raw<S | null>(null);
  let shownEditor = $state.raw<{ format: TallyFormat; Editor: Editor } | null>(null);
  const editor = $derived(shownEditor?.format === format() ? shownEditor.Editor : null);
  $effect(() => {
    const f = format();
    if (shownEditor?.format === f) return;
    void load.editors[f]().then((m) => {
      if (format() === f) shownEditor = { format: f, Editor: m.default };
    });
  });

  /** Each in an idle moment of its own: several short tasks rather than one long one on a slow phone. */
  const one = <K extends keyof L>(k: K) =>
    new Promise<void>((done) =>
      whenIdle(
        () =>
          void load.later[k]().then(
            (m) => ((later = { ...later, [k]: m.default }), done()),
            () => done(),
          ),
      ),
    );

  return {
    /** The shown game's editor (null: on its way). */
    get Editor() {
      return editor;
    },
    /** The parts after the first paint loaded so far. */
    get Later() {
      return later;
    },
    /** The scratch line (null: not loaded yet). */
    get Scratch() {
      return scratch;
    },
    /** The parts after the first paint, one after another. */
    async loadLater() {
      for (const k in load.later) await one(k);
    },
    loadScratch() {
      if (!scratch) void load.scratch().then((m) => (scratch = m.default));
    },
  };
}
