/**
 * The words the static pages' own components write (rule marks, glossary links, sources, page
 * kinds, the generated pages of examples, rulings and lessons), in each language. Build time
 * only: these components ship no script, so a page carries only its own language's words.
 */
import type { Lang } from './lang';

const KINDS_EN: Record<string, string> = {
  rule: 'Rule',
  ruling: 'Ruling',
  example: 'Example',
  tile: 'Tile',
  variant: 'Variant',
  related: 'Related game',
  guide: 'Guide',
  tool: 'Tool',
  lesson: 'Lesson',
};

const en = {
  /** A colon as the language writes it after a label ("Rule: …", « Règle : … »). */
  colon: ': ',
  rule: 'Rule',
  linkToRule: 'Link to this rule',
  linkToRuleTitle:
    "A link to this rule that stays the same when the wording changes: copy it with your browser's Copy link",
  ruling: 'Ruling:',
  rulings: 'Rulings:',
  rulingsHere: 'Rulings on this page',
  about: 'about',
  theRule: 'the rule',
  theRuleNamed: (w: string) => `the rule “${w}”`,
  sources: 'Sources',
  learnHere: 'Learn it by playing',
  lesson: 'Lesson',
  fewMoves: ', a few moves on a playable board.',
  builders: 'Building a tool that reads or writes games?',
  buildersLink: 'For tool builders',
  buildersRest: ': file formats, the command line, example records, rule option ids and links.',
  workedExample: 'Worked example:',
  beforeLastTurn: 'before the last turn',
  tileCaption: (id: string, no?: number) => `Tile ${id}${no ? ` (wiki no. ${no})` : ''}, schematic drawing`,
  startBoardLabel: 'The start board: ten start spaces, column 0, with the sea to the east (schematic)',
  kinds: KINDS_EN,
  /** The page for an address where no page is (src/pages/[...lang]/404.astro). */
  notFound: {
    lead: 'Page not found.',
    text: 'No page of this site is at this address: it may have moved, or a letter of it may be wrong.',
    tryThese: 'These pages may help:',
    home: 'Home',
    rules: 'The rules, from the start',
    sandbox: 'Board sandbox',
    calculator: 'Scoring calculator',
    search: 'Search the site',
  },
};

export type SiteWords = typeof en;

const fr: SiteWords = {
  colon: ' : ',
  rule: 'Règle',
  linkToRule: 'Lien vers cette règle',
  linkToRuleTitle:
    'Un lien vers cette règle qui ne change pas quand le texte change : copiez-le avec « Copier le lien » de ' +
    'votre navigateur',
  ruling: 'Décision :',
  rulings: 'Décisions :',
  rulingsHere: 'Décisions sur cette page',
  about: 'sur',
  theRule: 'la règle',
  theRuleNamed: (w: string) => `la règle « ${w} »`,
  sources: 'Sources',
  learnHere: 'Apprendre en jouant',
  lesson: 'Leçon',
  fewMoves: ', quelques coups sur un plateau jouable.',
  builders: 'Vous écrivez un outil qui lit ou écrit des parties ?',
  buildersLink: 'Pour les développeurs d’outils',
  buildersRest:
    ' : formats de fichiers, ligne de commande, parties d’exemple, identifiants des options et liens.',
  workedExample: 'Exemple commenté :',
  beforeLastTurn: 'avant le dernier tour',
  tileCaption: (id: string, no?: number) =>
    `Tuile ${id}${no ? ` (n° ${no} du wiki)` : ''}, dessin schématique`,
  startBoardLabel: 'Le plateau de départ : dix cases de départ en colonne 0, la mer à l’est (schématique)',
  kinds: {
    rule: 'Règle',
    ruling: 'Décision',
    example: 'Exemple',
    tile: 'Tuile',
    variant: 'Variante',
    related: 'Jeu apparenté',
    guide: 'Guide',
    tool: 'Outil',
    lesson: 'Leçon',
  },
  notFound: {
    lead: 'Page introuvable.',
    text:
      'Aucune page du site ne se trouve à cette adresse : elle a peut-être changé de place, ou une lettre ' +
      'de l’adresse est fausse.',
    tryThese: 'Ces pages peuvent vous aider :',
    home: 'Accueil',
    rules: 'Les règles, depuis le début',
    sandbox: 'Bac à sable',
    calculator: 'Calculateur de score',
    search: 'Chercher dans le site',
  },
};

const WORDS: Record<Lang, SiteWords> = { en, fr };

/** The components' words in a language. */
export function siteWords(lang: Lang): SiteWords {
  return WORDS[lang];
}
