/**
 * Issue 30, item 6: a player outnumbered in a feature never had its majority, so the French
 * narration does not say they "lose" it: they are in the minority and score nothing. The names
 * are listed with the language's own list format.
 */
import { describe, expect, it } from 'vitest';
import { eventTextFr } from '@lib/i18n/narration-fr';

describe('a scoring with players outnumbered, told in French', () => {
  it('says who is in the minority and scores nothing, never that they lose the majority', () => {
    // Red has two shopkeepers in the town, Blue one: Red scores, Blue is outnumbered.
    const one = eventTextFr({
      kind: 'score',
      player: 'Red',
      points: 8,
      type: 'town',
      feature: { complete: true, tiles: 4 },
      losers: ['Blue'],
    } as Parameters<typeof eventTextFr>[0]);
    expect(one).toBe(
      'Rouge marque 8 points pour une ville achevée de 4 tuiles (Bleu est minoritaire et ne marque rien)',
    );
    const two = eventTextFr({
      kind: 'score',
      player: 'Red',
      points: 8,
      type: 'town',
      feature: { complete: true, tiles: 4 },
      losers: ['Blue', 'Green', 'Yellow'],
    } as Parameters<typeof eventTextFr>[0]);
    expect(two).toBe(
      'Rouge marque 8 points pour une ville achevée de 4 tuiles (Bleu, Vert et Jaune sont minoritaires et ne marquent rien)',
    );
    expect(two).not.toMatch(/perd/);
  });
});
