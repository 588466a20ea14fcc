/** Plain-language sentences for engine events, shared by the command line and the site. */
import type { GameEvent } from '@engine/index';

export function eventText(e: GameEvent): string {
  switch (e.kind) {
    case 'score': {
      const where = e.feature.complete ? 'a completed' : 'an incomplete';
      const extra = e.losers ? ` (${e.losers.join(', ')} lost the majority)` : '';
      return `${e.player} scores ${e.points} for ${where} ${e.type} of ${e.feature.tiles} tile${e.feature.tiles === 1 ? '' : 's'}${extra}`;
    }
    case 'surveyor':
      return e.from === 'track'
        ? `The score-track surveyor moves to space ${e.track}${e.to === 0 ? ' and joins the start board' : ''}`
        : `${e.player} moves a surveyor from column ${e.from} to column ${e.to}`;
    case 'evict':
      return `${e.player}'s ${e.role} at (${e.col}, ${e.row}) has fallen behind the surveyors and goes home unscored`;
    case 'return':
      return `${e.player}'s ${e.role} at (${e.col}, ${e.row}) goes back to supply`;
    case 'unscored':
      return `A completed ${e.feature.type} of ${e.feature.tiles} tile${e.feature.tiles === 1 ? '' : 's'} scores nothing: ${e.reason}`;
    case 'discard':
      return `${e.player} discards tile ${e.tile}: it fits nowhere`;
    case 'place':
      return `${e.player} places tile ${e.tile} at column ${e.col}, row ${e.row}${e.rotation ? `, turned ${e.rotation}°` : ''}${e.settler ? `, with a ${e.settler.role} on ${e.settler.at}` : ''}`;
  }
}
