/**
 * The reasons a page gives when something cannot be kept or read, in French: the browser's
 * storage (stored.ts, recent.ts, aside.ts), a link (src/lib/io/link-read.ts), a file or a link's
 * JSON (src/lib/io/json-read.ts, with the engine's strict reader). Those modules say them in
 * English, as the command line does; a French page's words (keep.fr.ts, calculator.fr.ts) say
 * them with this. A reason it does not know (the engine's checks of a record or a tally, which
 * name a place such as `features[0].type`) is left as it is. Loaded only by French pages.
 */
const num = (n: string) => n.replace('.', ',');
/** "1.5 MB", "12 KB" (sizes.ts) in French: « 1,5 Mo », « 12 Ko ». */
const size = (s: string) => s.replace(/^(\d+(?:\.\d+)?) MB$/, (_, n: string) => `${num(n)} Mo`).replace(/^(\d+) KB$/, '$1 Ko');

const THE: Record<string, string> = { file: 'le fichier', link: 'le lien', text: 'le texte' };
const the = (noun: string) => (Object.hasOwn(THE, noun) ? THE[noun] : noun);

/** The engine JSON reader's own reasons (json-text.ts), after the place. */
function jsonDetail(s: string): string {
  return s
    .replace(/^line (\d+), column (\d+)/, 'ligne $1, colonne $2')
    .replace(/the key (.+) appears twice in the same object$/, 'la clé $1 apparaît deux fois dans le même objet')
    .replace(/nested more than (\d+) levels deep$/, 'imbriqué sur plus de $1 niveaux')
    .replace(/a string is not closed: its closing " is missing$/, 'une chaîne n’est pas fermée : il manque son " final');
}

const RULES: [RegExp, (...m: string[]) => string][] = [
  // Storage
  [/^this browser does not let the page save \(storage is off\)$/, () => 'ce navigateur ne permet pas à la page d’enregistrer (le stockage est désactivé)'],
  [/^the browser's storage for this site is full$/, () => 'le stockage du navigateur pour ce site est plein'],
  [/^the browser refused to save \((.*)\)$/s, (_, n) => `le navigateur a refusé d’enregistrer (${n})`],
  [/^the list of recent games on this device cannot be read and could not be copied aside$/, () => 'la liste des parties et relevés récents de cet appareil est illisible et n’a pas pu être copiée à part'],
  // JSON
  [/^it is nested too deeply$/, () => 'il est imbriqué trop profondément'],
  [/^it is not valid JSON \(it is empty\)$/, () => 'ce n’est pas du JSON valide (il est vide)'],
  [/^it is not valid JSON \((.*)\)$/s, (_, d) => `ce n’est pas du JSON valide (${jsonDetail(d)})`],
  [/^the (file|link|text) is (\S+) MB; a game record or tally is at most 1 MB$/, (_, n, mb) => `${the(n)} fait ${num(mb)} Mo ; une partie ou un relevé fait au plus 1 Mo`],
  [/^the (file|link|text) is (\S+) text; save it as UTF-8$/, (_, n, enc) => `${the(n)} est un texte ${enc} ; enregistrez-le en UTF-8`],
  [/^the (file|link|text) is not text: it holds a NUL byte \(0x00\) at offset (\d+)$/, (_, n, at) => `${the(n)} n’est pas du texte : il contient un octet NUL (0x00) à la position ${at}`],
  [/^the (file|link|text) is not UTF-8 text: byte (\S+) at offset (\d+) cannot start or continue a character$/, (_, n, b, at) => `${the(n)} n’est pas un texte UTF-8 : l’octet ${b} à la position ${at} ne peut ni commencer ni continuer un caractère`],
  [/^the (file|link|text) is not UTF-8 text$/, (_, n) => `${the(n)} n’est pas un texte UTF-8`],
  [/^(line \d+, column \d+): (.*)$/s, (_, at, d) => `${jsonDetail(at)} : ${jsonDetail(d)}`],
  // Links
  [/^the link is not base64url: it holds the character (.+)$/s, (_, c) => `le lien n’est pas en base64url : il contient le caractère ${c}`],
  [/^the link is not base64url: its length is impossible \(cut short\?\)$/, () => 'le lien n’est pas en base64url : sa longueur est impossible (coupé ?)'],
  [/^the link unpacks to more than (.+); a game record or tally is at most that$/, (_, s) => `le lien se décompresse en plus de ${size(s)}, la taille maximale d’une partie ou d’un relevé`],
  [/^the link is (.+) long; a game record or tally is at most (.+)$/, (_, a, b) => `le lien fait ${size(a)} ; une partie ou un relevé fait au plus ${size(b)}`],
  [/^the link holds nothing after "="$/, () => 'le lien ne contient rien après « = »'],
  [/^the link is not DEFLATE-compressed JSON \(it cannot be decompressed\)$/, () => 'le lien n’est pas du JSON compressé en DEFLATE (il ne peut pas être décompressé)'],
];

/** A reason in French (one it does not know: as it is). */
export function reasonFr(why: string): string {
  for (const [re, say] of RULES) {
    const m = re.exec(why);
    if (m) return say(...m);
  }
  return why;
}
