/** The steps of a turn and the pages that explain them, drawn by TurnDiagram.astro (English, then French). */
import type { Lang } from '@lib/i18n/lang';

export interface Step {
  n: number | null;
  title: string;
  lines: string[];
  /** Part of the per-feature loop (steps 4–7): drawn inside the dashed frame. */
  loop?: boolean;
  /** Whose reading this step follows, where the rulebook is silent or unclear: drawn in italics. */
  reading?: string[];
  kind?: 'step' | 'question' | 'end';
}

export const steps: Step[] = [
  {
    n: 1,
    title: 'Draw and place a land tile',
    lines: ['Required. Lay it edge to edge with the', 'landscape; every side must match.'],
  },
  {
    n: 2,
    title: 'Deploy a settler (optional)',
    lines: [
      'At most one, on the tile just placed.',
      'The segment decides the role:',
      'town: shopkeeper; trail: robber;',
      'farm: farmer; plains: trapper (lying).',
    ],
  },
  {
    n: 3,
    title: 'Anything completed?',
    kind: 'question',
    lines: [
      'Look for trails, towns and farms that',
      'this tile finished. Plains never score',
      'during play. None: the turn is over.',
    ],
  },
  {
    n: 4,
    title: 'Score one finished feature',
    loop: true,
    reading: ['Order: you choose (our reading;', 'the rulebook does not say).'],
    lines: [
      'One at a time, in any order.',
      'Most settlers win; tied players each',
      'score in full. Bonus: +4 for each',
      'surveyor in the column of a scoring',
      'settler. Nobody on it: no points and',
      'no surveyor move (go on to step 8).',
    ],
  },
  {
    n: 5,
    title: 'Its settlers go home',
    loop: true,
    lines: [
      'Its shopkeepers, robbers and farmers',
      "go back to their owners' supply.",
      'Trappers never do: they lie on the',
      'plains until the game ends.',
    ],
  },
  {
    n: 6,
    title: 'A surveyor moves one column',
    loop: true,
    lines: [
      'You move one surveyor a column west.',
      'Apart: the eastern-most one moves.',
      'Together: either one. No tile further',
      'west: neither moves.',
    ],
  },
  {
    n: 7,
    title: 'Fallen-behind settlers return',
    loop: true,
    reading: [
      "After every move: the wiki's reading,",
      "which we follow; the rulebook's",
      'wording names a narrower trigger.',
    ],
    lines: [
      'Every standing settler in a column',
      'east of the eastern-most surveyor',
      'goes home unscored. Trappers stay.',
    ],
  },
  {
    n: 8,
    title: 'Another finished feature?',
    kind: 'question',
    lines: ['Yes: back to step 4 (arrow right).', 'No: the turn is over.'],
  },
  {
    n: null,
    title: 'Turn over: next player, clockwise',
    kind: 'end',
    lines: ['After the last tile: final scoring.'],
  },
];

/** Where each step is explained (step number → pages). */
export const links: { n: number | null; label: string; pages: { href: string; text: string }[] }[] = [
  { n: 1, label: 'Place a tile', pages: [{ href: '/rules/placing-tiles/', text: 'Placing tiles' }] },
  {
    n: 2,
    label: 'Deploy a settler',
    pages: [
      { href: '/rules/deploying-settlers/', text: 'Deploying settlers' },
      { href: '/rules/plains-and-trappers/', text: 'Plains and trappers' },
    ],
  },
  {
    n: 3,
    label: 'Completed features',
    pages: [{ href: '/scoring/completed-features/', text: 'Completed trails, towns and farms' }],
  },
  {
    n: 4,
    label: 'Score',
    pages: [
      { href: '/scoring/majorities/', text: 'Majorities' },
      { href: '/surveyors/bonus/', text: 'The surveyor bonus' },
      { href: '/rulings/several-features-one-turn/', text: 'Who picks the order (our reading)' },
    ],
  },
  {
    n: 5,
    label: 'Settlers go home',
    pages: [
      { href: '/scoring/majorities/', text: 'Returning settlers' },
      { href: '/rules/plains-and-trappers/', text: 'Trappers stay' },
    ],
  },
  {
    n: 6,
    label: 'Surveyor moves',
    pages: [{ href: '/surveyors/movement/', text: 'How the surveyors move' }],
  },
  {
    n: 7,
    label: 'Fallen behind',
    pages: [
      { href: '/surveyors/fallen-behind/', text: 'Fallen-behind settlers' },
      { href: '/rulings/eviction-after-every-move/', text: "After every move (the wiki's reading)" },
    ],
  },
  { n: null, label: 'End of the game', pages: [{ href: '/rules/game-end/', text: 'Game end' }] },
];

/** The French steps: the same boxes, lines kept as short as the English ones (the drawing is 360 wide). */
export const stepsFr: Step[] = [
  {
    n: 1,
    title: 'Piochez et posez une tuile',
    lines: ['Obligatoire. Elle se pose bord à bord', 'et chaque côté doit correspondre.'],
  },
  {
    n: 2,
    title: 'Posez un colon (facultatif)',
    lines: [
      'Un au plus, sur la tuile qu’on vient',
      'de poser. Le segment fixe le rôle :',
      'ville : marchand ; piste : brigand ;',
      'ferme : fermier ; plaines : trappeur,',
      'couché.',
    ],
  },
  {
    n: 3,
    title: 'Un élément achevé ?',
    kind: 'question',
    lines: [
      'Cherchez les pistes, villes et fermes',
      'que cette tuile achève. Les plaines ne',
      'marquent jamais en cours de partie.',
      'Aucun : le tour est fini.',
    ],
  },
  {
    n: 4,
    title: 'Décomptez un élément achevé',
    loop: true,
    reading: ['Ordre : à vous de choisir (notre', 'lecture ; le livret n’en dit rien).'],
    lines: [
      'Un à la fois, dans l’ordre voulu.',
      'La majorité l’emporte ; à égalité,',
      'chacun marque la totalité. Bonus :',
      '+4 par arpenteur dans la colonne',
      'd’un colon qui marque. Personne',
      'dessus : ni points ni déplacement',
      'd’arpenteur (passez à l’étape 8).',
    ],
  },
  {
    n: 5,
    title: 'Ses colons rentrent',
    loop: true,
    lines: [
      'Marchands, brigands et fermiers',
      'retournent dans le stock de leur',
      'joueur. Jamais les trappeurs : ils',
      'restent couchés dans les plaines',
      'jusqu’à la fin de la partie.',
    ],
  },
  {
    n: 6,
    title: 'Un arpenteur va vers l’ouest',
    loop: true,
    lines: [
      'Vous déplacez un arpenteur d’une',
      'colonne vers l’ouest. Séparés : celui',
      'le plus à l’est bouge. Ensemble : l’un',
      'ou l’autre. Aucune tuile plus à',
      'l’ouest : aucun ne bouge.',
    ],
  },
  {
    n: 7,
    title: 'Les colons distancés rentrent',
    loop: true,
    reading: [
      'Après chaque déplacement : lecture',
      'du wiki, que nous suivons ; le livret',
      'nomme un déclencheur plus étroit.',
    ],
    lines: [
      'Tout colon debout dans une colonne',
      'à l’est de l’arpenteur le plus à l’est',
      'rentre sans marquer. Les trappeurs',
      'restent.',
    ],
  },
  {
    n: 8,
    title: 'Un autre élément achevé ?',
    kind: 'question',
    lines: ['Oui : retour à l’étape 4 (flèche', 'de droite). Non : le tour est fini.'],
  },
  {
    n: null,
    title: 'Au joueur suivant (sens horaire)',
    kind: 'end',
    lines: ['Dernière tuile jouée : décompte final.'],
  },
];

export const linksFr: typeof links = [
  { n: 1, label: 'Poser une tuile', pages: [{ href: '/rules/placing-tiles/', text: 'Poser les tuiles' }] },
  {
    n: 2,
    label: 'Poser un colon',
    pages: [
      { href: '/rules/deploying-settlers/', text: 'Déployer ses colons' },
      { href: '/rules/plains-and-trappers/', text: 'Plaines et trappeurs' },
    ],
  },
  {
    n: 3,
    label: 'Éléments achevés',
    pages: [{ href: '/scoring/completed-features/', text: 'Pistes, villes et fermes achevées' }],
  },
  {
    n: 4,
    label: 'Décompte',
    pages: [
      { href: '/scoring/majorities/', text: 'Majorités' },
      { href: '/surveyors/bonus/', text: 'Le bonus des arpenteurs' },
      { href: '/rulings/several-features-one-turn/', text: 'Qui choisit l’ordre (notre lecture)' },
    ],
  },
  {
    n: 5,
    label: 'Les colons rentrent',
    pages: [
      { href: '/scoring/majorities/', text: 'Le retour des colons' },
      { href: '/rules/plains-and-trappers/', text: 'Les trappeurs restent' },
    ],
  },
  {
    n: 6,
    label: 'L’arpenteur avance',
    pages: [{ href: '/surveyors/movement/', text: 'Comment avancent les arpenteurs' }],
  },
  {
    n: 7,
    label: 'Colons distancés',
    pages: [
      { href: '/surveyors/fallen-behind/', text: 'Les colons distancés' },
      { href: '/rulings/eviction-after-every-move/', text: 'Après chaque déplacement (la lecture du wiki)' },
    ],
  },
  { n: null, label: 'Fin de la partie', pages: [{ href: '/rules/game-end/', text: 'Fin de la partie' }] },
];

/** The drawing's own words (its title, the start, the loop frame, the branches, the text alternative). */
export const DIAGRAM_WORDS = {
  en: {
    title: 'Diagram of one turn in eight steps',
    begins: 'Your turn begins',
    frame: ['Repeat for each', 'completed feature'],
    yes: 'yes',
    no: 'no',
    flow: 'Flow of one turn, top to bottom. Your turn begins. ',
    step: (n: number) => `Step ${n}: `,
    repeated: ' Steps 4 to 7 are repeated for each completed feature.',
    detail: 'Each step in detail:',
    end: 'End.',
  },
  fr: {
    title: 'Schéma d’un tour en huit étapes',
    begins: 'Début du tour',
    frame: ['Pour chaque', 'élément achevé'],
    yes: 'oui',
    no: 'non',
    flow: 'Déroulement d’un tour, de haut en bas. Votre tour commence. ',
    step: (n: number) => `Étape ${n} : `,
    repeated: ' Les étapes 4 à 7 se répètent pour chaque élément achevé.',
    detail: 'Chaque étape en détail :',
    end: 'Fin.',
  },
} satisfies Record<Lang, unknown>;

/** The steps, their pages and the drawing's words in the page's language. */
export function turnDiagram(lang: Lang) {
  return lang === 'fr'
    ? { steps: stepsFr, links: linksFr, words: DIAGRAM_WORDS.fr }
    : { steps, links, words: DIAGRAM_WORDS.en };
}

// Layout, in viewBox units (the drawing is 360 wide, so 1 unit ≈ 1 CSS pixel on a phone).
