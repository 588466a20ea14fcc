/** The steps of a turn and the pages that explain them, drawn by TurnDiagram.astro. */
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
  { n: 1, title: 'Draw and place a land tile', lines: ['Required. Lay it edge to edge with the', 'landscape; every side must match.'] },
  {
    n: 2,
    title: 'Deploy a settler (optional)',
    lines: ['At most one, on the tile just placed.', 'The segment decides the role:', 'town: shopkeeper; trail: robber;', 'farm: farmer; plains: trapper (lying).'],
  },
  {
    n: 3,
    title: 'Anything completed?',
    kind: 'question',
    lines: ['Look for trails, towns and farms that', 'this tile finished. Plains never score', 'during play. None: the turn is over.'],
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
    lines: ['Its shopkeepers, robbers and farmers', "go back to their owners' supply.", 'Trappers never do: they lie on the', 'plains until the game ends.'],
  },
  {
    n: 6,
    title: 'A surveyor moves one column',
    loop: true,
    lines: ['You move one surveyor a column west.', 'Apart: the eastern-most one moves.', 'Together: either one. No tile further', 'west: neither moves.'],
  },
  {
    n: 7,
    title: 'Fallen-behind settlers return',
    loop: true,
    reading: ['After every move: the wiki\'s reading,', 'which we follow; the rulebook\'s', 'wording names a narrower trigger.'],
    lines: ['Every standing settler in a column', 'east of the eastern-most surveyor', 'goes home unscored. Trappers stay.'],
  },
  { n: 8, title: 'Another finished feature?', kind: 'question', lines: ['Yes: back to step 4 (arrow right).', 'No: the turn is over.'] },
  { n: null, title: 'Turn over: next player, clockwise', kind: 'end', lines: ['After the last tile: final scoring.'] },
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
  { n: 3, label: 'Completed features', pages: [{ href: '/scoring/completed-features/', text: 'Completed trails, towns and farms' }] },
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
  { n: 6, label: 'Surveyor moves', pages: [{ href: '/surveyors/movement/', text: 'How the surveyors move' }] },
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

// Layout, in viewBox units (the drawing is 360 wide, so 1 unit ≈ 1 CSS pixel on a phone).
