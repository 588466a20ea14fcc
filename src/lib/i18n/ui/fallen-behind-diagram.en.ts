/**
 * The words of the fallen-behind diagram (src/components/FallenBehindDiagram.astro, drawn at build
 * time). French: fallen-behind-diagram.fr.ts.
 */
/** A settler of the drawing, as its words need it. */
export interface DrawnSettler {
  player: string;
  role: string;
  col: number;
  lying?: boolean;
  after: 'home' | 'stays';
}

const whose = (s: DrawnSettler) => `${s.player}'s ${s.role}`;
const who = (s: DrawnSettler) => `${whose(s)}${s.lying ? ' (lying)' : ''} in column ${s.col}`;
/** "Red's farmer and Blue's trapper": the settlers that go home, or those that stay. */
const named = (settlers: readonly DrawnSettler[], after: DrawnSettler['after']) =>
  settlers
    .filter((s) => s.after === after)
    .map(whose)
    .join(' and ');

const words = {
  title: 'Diagram: settlers left east of the surveyors go home',
  before: 'Before: the eastern-most surveyor moves',
  after: 'After: standing settlers east of it go home',
  col: (c: number) => `col ${c}`,
  coast: 'coast 0',
  startBoard: ['start', 'board'],
  behind: 'east of both surveyors',
  role: (role: string) => role,
  home: 'home',
  stays: 'stays',
  west: '← west (inland)',
  east: 'east (the sea) →',
  /** The text alternative of the whole drawing. */
  describe: (settlers: readonly DrawnSettler[]) =>
    'A strip of board columns: the start board on the coast (column 0) on the right, the east; columns 1 to 4 ' +
    'run westwards to the left. ' +
    (`Before: one surveyor stands in column 3 and the other, the eastern-most, in column ` +
      `2. ${settlers.map(who).join('; ')}. `) +
    'A feature has just been scored, so the surveyor in column 2 moves west into column 3. ' +
    'After: both surveyors are in column 3, and columns 2 and 1 lie east of them. ' +
    `${named(settlers, 'home')} go home without scoring. ` +
    `${named(settlers, 'stays')} stay: the trapper because trappers are never removed, the farmer because it ` +
    "stands in the surveyors' own column.",
};

export type FallenBehindWords = typeof words;
export default words;
