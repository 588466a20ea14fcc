/**
 * A refusal's words in French (see RefusalWords): what refusal-english.ts says, for French pages,
 * which load this module (and only they do). The terms are the French glossary's; a reason the
 * engine gives that no pattern knows is quoted as the engine says it.
 */
// The engine's English for tool builders (src/engine/refusals-english.ts): its refusals' `reason` and `message`.
import '@engine/refusals-english';
import { directionFr, spotWordsFr } from '@lib/i18n/narration-fr';
import RULESETS_FR from '@lib/i18n/ui/rulesets.fr';
import { recordWordsIn, type RecordWords } from '@lib/rulesets/words';
import { TRIED_FR } from './refusal-tried-fr';
import type { RefusalWords } from './refusal-types';
import { refusalFr } from '@lib/i18n/ui/refusals/index.fr';

/** The engine's compass letters in French: "the N edge" → « le côté nord ». */
const sides = (reason: string) =>
  reason.replace(
    /\b(?:the|its) ([NESW]) edge\b/g,
    (_, e: string) => `le côté ${directionFr('NESW'.indexOf(e))}`,
  );
/** « au nord », « à l’est ». */
const toward = (direction: string) => (/^[aeiou]/.test(direction) ? `à l’${direction}` : `au ${direction}`);
/** What an edge shows, with its article. */
const EDGE: Record<string, string> = {
  plains: 'de la plaine',
  trail: 'une piste',
  town: 'une ville',
  sea: 'la mer',
  mountains: 'de la montagne',
};
const TOUCH = 'une nouvelle tuile doit partager au moins un côté entier avec une tuile déjà sur la table';
const NO_GO = 'Elle ne peut pas aller là';

/**
 * The ruleset's own words in French (its squares, which sides may touch, its placement rule):
 * src/lib/i18n/ui/rulesets.fr.ts.
 */
const inFrench = (ruleset: RecordWords) => recordWordsIn(RULESETS_FR, ruleset.id);

export const FRENCH_REFUSALS: RefusalWords = {
  ...TRIED_FR,
  refusal: refusalFr,
  direction: directionFr,
  spot: spotWordsFr,
  edge: (kind) => (Object.hasOwn(EDGE, kind) ? EDGE[kind] : kind),
  placed: (tile, square) => `${tile} en ${square}`,
  startNeighbour: (direction, row, name) =>
    `la case de départ ${toward(direction)} (rangée ${row}${name ? `, ${name}` : ''})`,
  tileNeighbour: (direction, placed) => `la tuile ${toward(direction)} (${placed})`,
  taken: (tile) => `${NO_GO} : cette case porte déjà ${tile}.`,
  clash: (direction, mine, neighbour, theirs) =>
    `son côté ${direction} montre ${mine}, mais ${neighbour} montre ${theirs} sur le côté qu’elles partageraient`,
  clashes: (list, ruleset) =>
    `${NO_GO} : ${list.join(' ; et ')}. Les côtés qui se touchent doivent montrer la même chose ` +
    `(${inFrench(ruleset).sidesMatch}).`,
  corner: (placed) => `${NO_GO} : elle ne toucherait ${placed.join(' et ')} que par un coin, et ${TOUCH}.`,
  alone: `${NO_GO} : elle ne toucherait aucune tuile, et ${TOUCH}.`,
  cannotGo: (reason) => `${NO_GO}. ${reason}`,
  plain: (reason) =>
    `Les règles ne le permettent pas (en anglais : « ${sides(reason).replace(/\.$/, '')} »).`,
  placementRule: (ruleset, x, y) => inFrench(ruleset).placementRule(x, y),
  unreadable: (field, reason) =>
    `Ce tour n’est pas écrit d’une façon que les règles savent lire ` +
    `(${field ? `champ ${field} : ` : ''}« ${sides(reason)} »).`,
};
