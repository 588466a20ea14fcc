/** New World Conquest's refusals (src/engine/rulesets/conquest/refusals.ts) in French. */
import type { ConquestRefusal } from '@engine/refusals';
import { playerFr } from '@lib/i18n/narration-fr';
import type { Context } from './context';

export function conquestFr(r: ConquestRefusal, _c: Context): string {
  switch (r.code) {
    case 'conqueror-conceded':
      return `${playerFr(r.player)} a abandonné et ne peut donc pas avoir conquis tous les autres`;
  }
}
