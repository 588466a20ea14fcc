/**
 * The number fields of one sheet that hold a number they cannot count (out of range, not whole):
 * each field says so under itself, and the sheet (the calculator's totals, the scratch line, the
 * set-up editor) says it has an error and counts none of them until they are fixed. A form
 * provides the list to its fields (`provideFieldProblems`); a field with no form around it only
 * speaks for itself.
 */
import { getContext, setContext } from 'svelte';

export interface FieldProblem {
  /** The field's own id (its input's). */
  id: string;
  /** What is wrong, with the field's label: "Tiles: at most 200". */
  text: string;
}

export class FieldProblems {
  list = $state.raw<FieldProblem[]>([]);
  /** The field's problem now (null: none). */
  set(id: string, text: string | null): void {
    const rest = this.list.filter((p) => p.id !== id);
    if (text === null && rest.length === this.list.length) return;
    this.list = text === null ? rest : [...rest, { id, text }].sort((a, b) => order(a.id, b.id));
  }
  /** The first field in error, in the page's order (null: none). */
  get first(): FieldProblem | null {
    return this.list[0] ?? null;
  }
  /** Put the keyboard on the first field in error. */
  focusFirst(): void {
    const p = this.first;
    if (p) globalThis.document?.getElementById(p.id)?.focus();
  }
}

/** Fields in the order of the page (an id not on the page goes last). */
function order(a: string, b: string): number {
  const doc = globalThis.document;
  const x = doc?.getElementById(a);
  const y = doc?.getElementById(b);
  if (!x || !y) return x ? -1 : y ? 1 : 0;
  return x.compareDocumentPosition(y) & 4 ? -1 : 1;
}

const KEY = Symbol('field problems');
/** Give this component's number fields a list of their problems (each form its own). */
export function provideFieldProblems(): FieldProblems {
  const f = new FieldProblems();
  setContext(KEY, f);
  return f;
}
/** The list of the form around this field, if any. */
export function fieldProblems(): FieldProblems | undefined {
  return getContext<FieldProblems | undefined>(KEY);
}
