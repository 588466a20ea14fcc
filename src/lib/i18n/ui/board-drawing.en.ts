/**
 * The static board drawing's own words (BoardView.svelte, drawn at build time on rules pages): its
 * title, description, columns and pieces. Apart from the board's words (board.en.ts) so that no
 * island loads them. The French are board-drawing.fr.ts.
 */
import type { DrawnSettler } from './board.en';

/** The static drawing's description: land tiles, settlers, surveyors. */
function drawingSummary(
  land: number,
  nearCoast: boolean,
  settlers: DrawnSettler[],
  surveyors: number[],
): string {
  const where = nearCoast
    ? ' west of the start board'
    : ' (a fragment of a table; the start board is not shown)';
  const parts = [`${land} land tile${land === 1 ? '' : 's'}${where}`];
  if (settlers.length)
    parts.push(
      'settlers: ' +
        settlers
          .map((s) => `${s.player} ${s.role}${s.lying ? ' (lying)' : ''} at column ${s.col}, row ${s.row}`)
          .join('; '),
    );
  parts.push(`surveyors in column${surveyors.length > 1 ? 's' : ''} ${surveyors.join(' and ')}`);
  return parts.join('. ') + '.';
}

const drawing = {
  title: 'Board drawing',
  schematic: 'Schematic tiles.',
  summary: drawingSummary,
  column: (c: number) => (c === 0 ? 'coast 0' : `col ${c}`),
  surveyorIn: (c: number) => `Surveyor in column ${c}`,
  settler: (player: string, role: string, lying: boolean) =>
    `${player}'s ${role}${lying ? ' (lying down)' : ''}`,
  offDrawing: (cols: number[]) => `(Surveyors in column ${cols.join(' and ')}, off this drawing.)`,
};

export type DrawingWords = typeof drawing;
export default drawing;
