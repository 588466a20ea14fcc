import { it } from 'vitest';
import { STANDARD_TILES, START_SPACES } from '@engine/index';
import { describeTile, tileContents } from '@lib/tiles/tile-drawing';
import { featureNames } from '@lib/tiles/tile-explorer';
import { tileTotals } from '@lib/tiles/tile-totals';
import FR from '@lib/i18n/ui/tile-words.fr';
it('fr', () => {
  for (const id of ['A', 'K', 'V', 'AS', 'AX', 'B', 'Q', 'U', 'start-0', 'start-2', 'start-4']) {
    const t = [...STANDARD_TILES, ...START_SPACES].find((x) => x.id === id)!;
    console.log(describeTile(t, 90, FR));
    console.log('  ' + tileContents(t, 0, FR) + '.');
    console.log('  - ' + featureNames(t, 0, FR).join('\n  - '));
  }
  console.log(tileTotals(STANDARD_TILES, FR).rows);
});
