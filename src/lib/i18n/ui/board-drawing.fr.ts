/** Les mots du dessin statique du plateau (BoardView.svelte), en français : voir board-drawing.en.ts. */
import type { DrawnSettler } from './board.en';
import type { DrawingWords } from './board-drawing.en';
import { piece } from './board.fr';

function drawingSummary(
  land: number,
  nearCoast: boolean,
  settlers: DrawnSettler[],
  surveyors: number[],
): string {
  const where = nearCoast
    ? ' à l’ouest du plateau de départ'
    : ' (un fragment de table ; le plateau de départ n’est pas montré)';
  const parts = [`${land} tuile${land > 1 ? 's' : ''} de terrain${where}`];
  if (settlers.length)
    parts.push(
      'colons : ' +
        settlers
          .map((s) => `${piece(s.player, s.role, s.lying)} en colonne ${s.col}, rangée ${s.row}`)
          .join(' ; '),
    );
  parts.push(
    `arpenteur${surveyors.length > 1 ? 's' : ''} en ` +
      `colonne${surveyors.length > 1 ? 's' : ''} ${surveyors.join(' et ')}`,
  );
  return parts.join('. ') + '.';
}

const drawing: DrawingWords = {
  title: 'Dessin du plateau',
  schematic: 'Tuiles schématiques.',
  summary: drawingSummary,
  column: (c) => (c === 0 ? 'côte 0' : `col. ${c}`),
  surveyorIn: (c) => `Arpenteur en colonne ${c}`,
  settler: piece,
  offDrawing: (cols) => `(Arpenteurs en colonne ${cols.join(' et ')}, hors de ce dessin.)`,
};

export default drawing;
