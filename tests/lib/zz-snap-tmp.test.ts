import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { STANDARD_TILES, START_SPACES } from '@engine/index';
import { describeTile } from '@lib/tiles/tile-drawing';
import { featureNames } from '@lib/tiles/tile-explorer';
import { tileTotals } from '@lib/tiles/tile-totals';
it('snap', () => {
  const out: Record<string, unknown> = {};
  for (const t of [...STANDARD_TILES, ...START_SPACES]) for (const r of [0, 90, 180, 270]) {
    out[`d ${t.id} ${r}`] = describeTile(t, r);
    out[`f ${t.id} ${r}`] = featureNames(t, r);
  }
  out.totals = tileTotals(STANDARD_TILES);
  writeFileSync(process.env.SNAP ?? '/tmp/tiles-before.json', JSON.stringify(out, null, 1));
});
