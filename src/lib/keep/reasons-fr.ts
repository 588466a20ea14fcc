/**
 * The reasons a page gives when something cannot be kept or read (src/lib/io/reasons.ts: the
 * browser's storage, a link, a file's or a text's JSON), said in French from their data. A
 * sentence without data (the engine's checks of a record or a tally, which name a place such as
 * `features[0].type`) is left as it is. Loaded only by French pages (keep.fr.ts, calculator.fr.ts).
 */
// The engine's English for tool builders (src/engine/refusals-english.ts): its refusals' `reason` and `message`.
import '@engine/refusals-english';
import type { JsonDetail, JsonProblem } from '@engine/core/json-problem';
import { hex2, megabytesOver, overDigits, showText } from '@engine/core/json-shown';
import type { Refusal } from '@engine/refusals';
import type { Noun, Reason, Said } from '@lib/io/reasons';
import { refusalFr } from '@lib/i18n/ui/refusals/index.fr';
import { inner } from '@lib/i18n/ui/refusals/core.fr';
import { wordsOf } from '@lib/rulesets/words';

/** A number as French writes it (« 1,5 »), with `digits` in its fraction; no grouping, as the English has none. */
const num = (n: number, digits = 0) =>
  new Intl.NumberFormat('fr-FR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(n);

/** A size as sizes.ts's `megabytes` gives it, in French: « 1,5 Mo », « 12 Ko ». */
const size = (n: number) =>
  n >= 1_048_576 ? `${num(Math.ceil((n / 1_048_576) * 10) / 10, 1)} Mo` : `${num(Math.ceil(n / 1024))} Ko`;

const THE: Record<Noun, string> = { file: 'le fichier', link: 'le lien', text: 'le texte' };

const where = (at: { line: number; column: number }) => `ligne ${at.line}, colonne ${at.column}`;

function detailFr(d: JsonDetail): string {
  switch (d.code) {
    case 'unclosed-string':
      return 'une chaîne n’est pas fermée : il manque son " final';
    case 'said':
      return d.text;
  }
}

function problemFr(p: JsonProblem, what: Noun): string {
  const the = THE[what];
  switch (p.code) {
    case 'too-large':
      return (
        `${the} fait ${num(megabytesOver(p.bytes), overDigits(p.bytes))} Mo ; une partie ou un relevé ` +
        `fait au plus 1 Mo`
      );
    case 'wide-text':
      return `${the} est un texte ${p.encoding} ; enregistrez-le en UTF-8`;
    case 'nul-byte':
      return `${the} n’est pas du texte : il contient un octet NUL (0x00) à la position ${p.offset}`;
    case 'bad-byte':
      return (
        `${the} n’est pas un texte UTF-8 : l’octet ${hex2(p.byte)} à la position ${p.offset} ne peut ni ` +
        `commencer ni continuer un caractère`
      );
    case 'not-utf8':
      return `${the} n’est pas un texte UTF-8`;
    case 'json-empty':
      return 'ce n’est pas du JSON valide (il est vide)';
    case 'json-deep':
      return 'il est imbriqué trop profondément';
    case 'json-syntax':
      return `ce n’est pas du JSON valide (${p.at ? `${where(p.at)}: ` : ''}${detailFr(p.detail)})`;
    case 'json-duplicate':
      return `${where(p.at)} : la clé ${showText(p.key)} apparaît deux fois dans le même objet`;
    case 'json-depth':
      return `${where(p.at)} : imbriqué sur plus de ${p.max} niveaux`;
  }
}

/**
 * What the engine refused, in French: the turn it names (« au tour 2, … »), else « une valeur … »;
 * the place in the input (`turns[1]`, `hands.Rouge.lap`) is for tool builders (`toolsOf`), not for
 * this sentence. The ruleset's words: the nested reason's area when it is a ruleset's.
 */
function refusedFr(path: string, refusal: Refusal): string {
  const area = refusal.code === 'cannot-go' ? refusal.why.area : refusal.area;
  const ruleset = wordsOf(area);
  const said = refusalFr(refusal, { ruleset, piece: ruleset.piece });
  const turn = /^turns\[(\d+)\]/.exec(path);
  // A rule of play is a sentence of its own; a check of a value says what the value must be.
  if (turn) return `au tour ${Number(turn[1]) + 1}, ${inner(said)}`;
  return said.endsWith('.') ? inner(said) : `une valeur ${said}`;
}

/**
 * The tool builders' words of a reason (the engine's own, naming the place in the input), when the sentence
 * leaves them out.
 */
export function toolsOf(s: Said): string | null {
  return typeof s !== 'string' && s.reason.code === 'refused' ? s.message : null;
}

/** A reason in French (an English sentence without data: as it is). */
export function reasonFr(s: Said): string {
  return typeof s === 'string' ? s : frenchOf(s.reason);
}

function frenchOf(r: Reason): string {
  switch (r.code) {
    case 'storage-off':
      return 'ce navigateur ne permet pas à la page d’enregistrer (le stockage est désactivé)';
    case 'storage-full':
      return 'le stockage du navigateur pour ce site est plein';
    case 'storage-refused':
      return `le navigateur a refusé d’enregistrer (${r.name})`;
    case 'recent-unreadable':
      return 'la liste des parties et relevés récents de cet appareil est illisible et n’a pas pu être copiée à part';
    case 'read':
      return problemFr(r.problem, r.what);
    case 'link-char':
      return `le lien n’est pas en base64url : il contient le caractère ${JSON.stringify(r.char)}`;
    case 'link-length':
      return 'le lien n’est pas en base64url : sa longueur est impossible (coupé ?)';
    case 'link-unpacks':
      return `le lien se décompresse en plus de ${size(r.max)}, la taille maximale d’une partie ou d’un relevé`;
    case 'link-long':
      return `le lien fait ${size(r.size)} ; une partie ou un relevé fait au plus ${size(r.max)}`;
    case 'link-empty':
      return 'le lien ne contient rien après « = »';
    case 'link-not-deflate':
      return 'le lien n’est pas du JSON compressé en DEFLATE (il ne peut pas être décompressé)';
    case 'refused':
      return refusedFr(r.path, r.refusal);
  }
}
