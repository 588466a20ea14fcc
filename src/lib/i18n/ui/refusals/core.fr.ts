/** The core's refusals (src/engine/core/refusals.ts) in French, for players (and tool builders, with the place in the input shown apart). */
import type { CoreRefusal } from '@engine/refusals';
import type { Context } from './context';
import { shownFr } from './shown.fr';
import { literalFr, orFr } from '@lib/i18n/tally-words-fr';

export function coreFr(r: CoreRefusal, _c: Context): string {
  switch (r.code) {
    case 'not-object':
      return `doit être un objet, pas ${shownFr(r.got)}`;
    case 'not-whole-number':
      return `doit être un nombre entier de ${r.min} à ${r.max}, pas ${shownFr(r.got)}`;
    // The table tallies'.
    case 'tally-format':
      return `doit valoir ${literalFr(r.expected)}, pas ${shownFr(r.got)}`;
    case 'tally-version':
      return `doit valoir 1, pas ${shownFr(r.got)}`;
    case 'tally-format-unknown':
      return `doit valoir ${orFr(r.formats.map(literalFr))}, pas ${shownFr(r.got)}`;
  }
}
