/**
 * Drives the set-up editor (src/components/sandbox/SetupEditor.svelte) as a player would, in one
 * game and one language, and returns what it showed and said at each step (setup-editor.test.ts).
 */
import { flushSync, type Component } from 'svelte';
import type { Session } from '@engine/session/session';
import SetupEditor from '../../src/components/sandbox/SetupEditor.svelte';
import FORMS_EN from '@lib/i18n/ui/sandbox-forms.en';
import FORMS_FR from '@lib/i18n/ui/sandbox-forms.fr';
import BOARD_EN from '@lib/i18n/ui/board.en';
import BOARD_FR from '@lib/i18n/ui/board.fr';
import { mountInto, takeDown } from './mounted';

type RulesetId = 'new-world' | 'discovery';
/** The editor's props, written out: `astro check` types a .svelte import inside a .ts file as an Astro component. */
interface Props {
  words: typeof FORMS_EN.setup;
  board: typeof BOARD_EN;
  ruleset: RulesetId;
  players: string[];
  colours: Record<string, string>;
  onplay: (s: Session) => void;
  oncancel: () => void;
}
const Editor = SetupEditor as unknown as Component<Props>;

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/**
 * Choose `value` in a list as a person would. Svelte's `bind:value` reads the chosen option as
 * `:checked`, which happy-dom does not match on options: the list answers it with its selected one.
 */
function choose(select: HTMLSelectElement, value: string): void {
  const find = select.querySelector.bind(select);
  select.querySelector = (q: string) =>
    q === ':checked' ? (select.options[select.selectedIndex] ?? null) : find(q);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

/** One step: what was done, what the editor then said, and the piece list of the tile chosen. */
export interface Step {
  did: string;
  message: string;
  /** The piece list's label ("Settler on tile A at column 1, row 3") and its options. */
  pieceLabel: string;
  pieces: string[];
  /** The "Remove this tile" button: enabled, disabled, or not shown (null). */
  removable: boolean | null;
}

/** What the editor showed and said, step by step. */
export interface Transcript {
  intro: string;
  /** The tile types offered. */
  tiles: string[];
  /** The number fields' labels (surveyors, scores). */
  numbers: string[];
  steps: Step[];
  /** The record of the position played (null: play refused). */
  played: unknown;
}

const WORDS = {
  en: { forms: FORMS_EN, board: BOARD_EN },
  fr: { forms: FORMS_FR, board: BOARD_FR },
};

/**
 * Mount the editor for `ruleset` in language `lang`; put `count` tile types in turn (each turned
 * a quarter more than the last) on the first square that takes it, trying every piece on it, then
 * none, then the first; take the last tile back; count one up on every number field; and play
 * (unless `play` is false: the position is then left as the tab's draft).
 */
export function drive(ruleset: RulesetId, lang: 'en' | 'fr', count = 4, play = true): Transcript {
  const { forms, board } = WORDS[lang];
  let played: Session | null = null;
  const root = mountInto(Editor, {
    words: forms.setup,
    board,
    ruleset,
    players: ['Red', 'Blue'],
    colours: { Red: 'red', Blue: 'blue' },
    onplay: (s) => (played = s),
    oncancel: () => {},
  });
  const section = root.querySelector('section')!;
  const selects = () => [...section.querySelectorAll('select')];
  const button = (name: string) => [...section.querySelectorAll('button')].find((b) => text(b) === name);
  const steps: Step[] = [];
  const note = (did: string) => {
    flushSync();
    const pieceSelect = selects()[2];
    const remove = button(forms.setup.removeTile);
    const label = pieceSelect?.closest('label');
    steps.push({
      did,
      message: text(section.querySelector('.msg')),
      pieceLabel: text(label?.firstChild as Element | null),
      pieces: pieceSelect ? [...pieceSelect.options].map((o) => o.textContent ?? '') : [],
      removable: remove ? !remove.disabled : null,
    });
    return steps[steps.length - 1];
  };
  const intro = text(section.querySelector('p'));
  const tiles = [...selects()[0].options].map((o) => o.value);
  const numbers = [...section.querySelectorAll('.nw-stepper label')].map(text);

  for (const [i, id] of tiles.slice(0, count).entries()) {
    choose(selects()[0], id);
    choose(selects()[1], String((i % 4) * 90));
    // The piece list names the tile chosen: a new name, the tile went down.
    const chosen = () => text(selects()[2]?.closest('label')?.firstChild as Element | null);
    const was = chosen();
    for (const key of [...section.querySelectorAll('rect[data-spot]')].map((r) =>
      r.getAttribute('data-spot'),
    )) {
      const r = section.querySelector(`rect[data-spot="${key}"]`);
      if (!r) continue;
      click(r);
      note(`${id} at ${key}`);
      if (chosen() !== was) break;
    }
    const pieceSelect = selects()[2];
    if (!pieceSelect) continue;
    const values = [...pieceSelect.options].map((o) => [o.value, o.textContent ?? ''] as const);
    for (const [v, t] of values.slice(1)) {
      choose(selects()[2], v);
      note(`piece ${t}`);
    }
    choose(selects()[2], '');
    note('no piece');
    if (values.length > 1) {
      choose(selects()[2], values[1][0]);
      note(`piece ${values[1][1]}`);
    }
  }
  const remove = button(forms.setup.removeTile);
  if (remove) {
    click(remove);
    note('removed');
  }
  for (const plus of section.querySelectorAll<HTMLButtonElement>('.nw-stepper button:last-child')) {
    click(plus);
    note(`one more: ${plus.getAttribute('aria-label')}`);
  }
  if (play) {
    click(button(forms.setup.play)!);
    note('played');
  }
  const record = played ? (played as Session).current.toRecord() : null;
  takeDown();
  return { intro, tiles, numbers, steps, played: record };
}
