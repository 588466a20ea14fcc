/** A value the input held, as a French refusal shows it (src/engine/core/said.ts's `Shown`). */
import type { Shown } from '@engine/refusals';

export function shownFr(s: Shown): string {
  switch (s.kind) {
    case 'missing':
      return 'rien';
    case 'null':
      return 'null';
    case 'array':
      return 'un tableau';
    case 'object':
      return 'un objet';
    case 'text':
      return `« ${s.text}${s.cut ? '…' : ''} »`;
    case 'value':
      return s.text;
  }
}
