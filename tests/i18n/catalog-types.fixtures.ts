/**
 * Proof that the catalogs' types catch a translator's mistakes (issue 30, item 2): each line below
 * marked `@ts-expect-error` is a mistake that must fail the type check. `npm run check` (tsc reads
 * tests/ too) fails if any of them stops being an error, i.e. if a catalog ever stops being typed by
 * its English twin. Nothing here runs; tests/i18n/catalog-types.test.ts checks that every French
 * catalog is declared this way.
 */
import type { NewWorldRefusal, Refusal } from '@engine/refusals';
import type { Context } from '@lib/i18n/ui/refusals/context';
import type { BoardWords } from '@lib/i18n/ui/board.en';
import type { DrawingWords } from '@lib/i18n/ui/board-drawing.en';
import type { BotReasonText } from '@lib/i18n/ui/bot-reasons.en';
import type { CalculatorWords } from '@lib/i18n/ui/calculator.en';
import type { CoachWords } from '@lib/i18n/ui/coach.en';
import type { FallenBehindWords } from '@lib/i18n/ui/fallen-behind-diagram.en';
import type { KeepWords } from '@lib/i18n/ui/keep.en';
import type { LearnWords } from '@lib/i18n/ui/learn.en';
import type { NumberWords } from '@lib/io/whole-number';
import type { PointingWords } from '@lib/i18n/ui/pointing.en';
import type { TapWords } from '@lib/i18n/ui/sandbox-taps.en';
import type { RulesetsWords } from '@lib/i18n/ui/rulesets.en';
import type { SandboxFormsWords } from '@lib/i18n/ui/sandbox-forms.en';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';
import type { SearchWords } from '@lib/i18n/ui/search.en';
import type { TallyEditorWords } from '@lib/i18n/ui/tally-editors.en';
import type { TileExplorerWords } from '@lib/i18n/ui/tile-explorer.en';
import type { TileWords } from '@lib/i18n/ui/tile-words.en';
import board from '@lib/i18n/ui/board.fr';
import drawing from '@lib/i18n/ui/board-drawing.fr';
import botReason from '@lib/i18n/ui/bot-reasons.fr';
import calculator from '@lib/i18n/ui/calculator.fr';
import coach from '@lib/i18n/ui/coach.fr';
import fallenBehind from '@lib/i18n/ui/fallen-behind-diagram.fr';
import keep from '@lib/i18n/ui/keep.fr';
import learn from '@lib/i18n/ui/learn.fr';
import number from '@lib/i18n/ui/number.fr';
import pointing from '@lib/i18n/ui/pointing.fr';
import sandboxTaps from '@lib/i18n/ui/sandbox-taps.fr';
import rulesets from '@lib/i18n/ui/rulesets.fr';
import sandboxForms from '@lib/i18n/ui/sandbox-forms.fr';
import sandbox from '@lib/i18n/ui/sandbox.fr';
import search from '@lib/i18n/ui/search.fr';
import tallyEditors from '@lib/i18n/ui/tally-editors.fr';
import tileExplorer from '@lib/i18n/ui/tile-explorer.fr';
import tileWords from '@lib/i18n/ui/tile-words.fr';

// An extra key (a misspelt one, or one the English catalog has not got), in every pair.
// @ts-expect-error -- no such key in the English catalog
export const extraBoard: BoardWords = { ...board, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraDrawing: DrawingWords = { ...drawing, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraCalculator: CalculatorWords = { ...calculator, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraCoach: CoachWords = { ...coach, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraFallenBehind: FallenBehindWords = { ...fallenBehind, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraKeep: KeepWords = { ...keep, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraLearn: LearnWords = { ...learn, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraNumber: NumberWords = { ...number, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraPointing: PointingWords = { ...pointing, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraSandboxTaps: TapWords = { ...sandboxTaps, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraRulesets: RulesetsWords = { ...rulesets, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraSandboxForms: SandboxFormsWords = { ...sandboxForms, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraSandbox: SandboxWords = { ...sandbox, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraSearch: SearchWords = { ...search, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraTallyEditors: TallyEditorWords = { ...tallyEditors, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraTileExplorer: TileExplorerWords = { ...tileExplorer, planted: '' };
// @ts-expect-error -- no such key in the English catalog
export const extraTileWords: TileWords = { ...tileWords, planted: '' };
// A nested one: the extra key inside a group of words.
// @ts-expect-error -- no such key in the English catalog's `status`
export const extraNested: SandboxWords = { ...sandbox, status: { ...sandbox.status, planted: '' } };

// A missing key: the French catalog without one of the English one's words.
const { undo: _undo, ...sandboxWithoutUndo } = sandbox;
// @ts-expect-error -- `undo` is missing
export const missing: SandboxWords = sandboxWithoutUndo;
const { close: _close, ...searchWithoutClose } = search;
// @ts-expect-error -- `close` is missing
export const missingSearch: SearchWords = searchWithoutClose;

// A function's parameters: one more than the English gives, or of another type, fails.
export const extraParameter: SandboxWords = {
  ...sandbox,
  status: {
    ...sandbox.status,
    // @ts-expect-error -- the English catalog passes two arguments, not three
    placeRefused: (where: string, why: string, tile: string) => `${where} ${why} ${tile}`,
  },
};
export const wrongParameterType: SandboxWords = {
  ...sandbox,
  status: {
    ...sandbox.status,
    // @ts-expect-error -- `where` is a string, not a number
    placeRefused: (where: number, why: string) => `${where + 1} ${why}`,
  },
};
// A positional parameter's name is the translator's own (TypeScript does not compare names):
// `(ou, pourquoi) => …` is as good as `(where, why) => …`. A function of another shape fails:
// @ts-expect-error -- the computer players' reasons take (reason, square, place), not a string
export const wrongShape: BotReasonText = (reason: string) => reason;
void botReason;

// The refusals' catalogs (refusals/<area>.fr.ts) read the engine's data by name: a misnamed field
// or code fails, and so does a code left out (the switch would end without a sentence).
export function misnamedField(r: NewWorldRefusal, _c: Context): string {
  switch (r.code) {
    case 'feature-held':
      // @ts-expect-error -- the refusal's field is `owner`, not `player`
      return `${r.player}`;
    default:
      return '';
  }
}
export function misnamedCode(r: NewWorldRefusal, _c: Context): string {
  switch (r.code) {
    // @ts-expect-error -- there is no code 'feature-taken'
    case 'feature-taken':
      return '';
    case 'feature-held':
      return '';
    default:
      return '';
  }
}
// @ts-expect-error -- areas left out: the function can end without returning a sentence
export function areaLeftOut(r: Refusal, _c: Context): string {
  switch (r.area) {
    case 'core':
    case 'session':
      return '';
  }
}
