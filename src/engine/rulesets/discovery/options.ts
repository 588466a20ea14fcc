/**
 * The Discovery's rule options: where the French rules are unclear or offer a variant, the
 * engine takes the first value as its default and names the other reading. The variants page
 * and the command line print this table.
 */
import {
  givenOptionTable,
  resolveOptionTable,
  withDocs,
  type OptionChoice,
  type OptionInfo,
} from '../../core/options';
import type { DiscoveryOptions } from './types';

const SRC = 'The Discovery (French rules "Nouveau monde")';

/** Each option's default (the table below reads its `default`s from here). */
export const DISCOVERY_DEFAULTS: DiscoveryOptions = {
  smallRegion: 'two-or-fewer',
  finalSmallRegion: true,
  cornerBorder: false,
  cityShores: 'own-sea',
  lastTile: 'ends-game',
  hand: 1,
  removeTiles: 'none',
};

/** Names, values and defaults: all the engine needs. */
export const DISCOVERY_OPTION_CHOICES: readonly OptionChoice<DiscoveryOptions>[] = [
  {
    name: 'smallRegion',
    default: DISCOVERY_DEFAULTS.smallRegion,
    values: ['two-or-fewer', 'exactly-two'],
  },
  {
    name: 'finalSmallRegion',
    default: DISCOVERY_DEFAULTS.finalSmallRegion,
    values: [true, false],
  },
  {
    name: 'cornerBorder',
    default: DISCOVERY_DEFAULTS.cornerBorder,
    values: [false, true],
  },
  {
    name: 'cityShores',
    default: DISCOVERY_DEFAULTS.cityShores,
    values: ['own-sea', 'every-sea'],
  },
  {
    name: 'lastTile',
    default: DISCOVERY_DEFAULTS.lastTile,
    values: ['ends-game', 'full-turn'],
  },
  {
    name: 'hand',
    default: DISCOVERY_DEFAULTS.hand,
    values: [1, 2],
  },
  {
    name: 'removeTiles',
    default: DISCOVERY_DEFAULTS.removeTiles,
    values: ['none', 'rulebook', 'even'],
  },
];

/** The full table with what each reading means and where it comes from, for pages and the command line. */
export const DISCOVERY_OPTIONS: readonly OptionInfo<DiscoveryOptions>[] = /* @__PURE__ */ withDocs(
  DISCOVERY_OPTION_CHOICES,
  {
    smallRegion: {
      summary:
        'Which complete regions score at the reduced rate the rules give for a complete region of 2 tiles.',
      meanings: {
        'two-or-fewer':
          'Default. A complete region of 1 or 2 tiles scores as an incomplete one (plains 1 per tile, ' +
          'mountains and seas 1 per city). A region always reaches past its own tile ' +
          'before it can close, so a 1-tile region only meets this at game end.',
        'exactly-two':
          'Only a region of exactly 2 tiles is reduced; a 1-tile region counted as complete at game end ' +
          'scores the full complete rates.',
      },
      source:
        `${SRC}, 2.2 Évaluation d'une région (plains, mountains, seas): the rules speak of regions of ` +
        `two tiles only`,
    },
    finalSmallRegion: {
      summary:
        'A variant, not an open reading: the French rules apply the reduced 2-tile rate at game end too; the ' +
        'other value switches it off for regions that were not really complete.',
      meanings: {
        true:
          'Default, the rule. At game end every region counts as complete and a 2-tile region scores the ' +
          'reduced rate, as the final-scoring paragraph says ("as described above").',
        false:
          'Our variant, not the rule: only regions that are really complete get the reduced rate; an ' +
          'incomplete 2-tile region scores the full complete rate at game end.',
      },
      source: `${SRC}, Évaluation finale`,
    },
    cornerBorder: {
      summary:
        'Whether a plains region borders a mountain when the two meet only at a corner of the grid, on ' +
        'different tiles.',
      meanings: {
        false:
          'Default. Regions border when they meet along a tile corner on one tile (an edge of one next to an ' +
          'edge of the other on the same tile).',
        true:
          'Regions also border when their edges meet at a corner point of the grid on different tiles ' +
          '(diagonal contact).',
      },
      source: `${SRC}, 2.2 Montagnes ("chaque plaine adjacente"); the rules do not define adjacent`,
    },
    cityShores: {
      summary: 'Which seas a city counts for when its tile shows two seas.',
      meanings: {
        'own-sea': 'Default. A city faces the one sea its tile puts it on (its `sea` in the tile data).',
        'every-sea': 'A city counts for every sea of its tile that its land region touches.',
      },
      source: `${SRC}, 2.2 Surfaces maritimes ("villes situées sur les rives"); the tile pictures are missing`,
    },
    lastTile: {
      summary:
        'Whether the player who places the last tile may still put a figure on it, or take one back, before ' +
        'the final scoring.',
      meanings: {
        'ends-game':
          'Default. The game ends the moment the last tile is down, as the game-end paragraph says: no figure ' +
          'goes on that tile and none is taken back; the final scoring follows at once. ' +
          'The last tile is the one that empties the box (with tiles set aside in the ' +
          'expert variant, the one that leaves only those).',
        'full-turn':
          'The last player finishes the turn first: a figure may go on the last tile (it then scores at game ' +
          'end as if its region were complete), or one figure may be taken back and ' +
          'scored, then the final scoring.',
      },
      source:
        `${SRC}, Fin de la partie ("when the last tile is placed"), read with Déroulement du jeu (a ` +
        `turn: place a tile, then a figure or a withdrawal)`,
    },
    hand: {
      summary:
        'Expert variant: play from a hand of 2 face-up tiles and draw one after each turn (seeded play).',
      meanings: {
        1: 'Default. Draw a tile and place it.',
        2:
          'Expert variant: each player keeps 2 tiles face up, plays one and draws one. Once the stacks are ' +
          'empty, players go on playing the tiles in their hands, drawing nothing, until ' +
          'every tile is placed (our reading: the game ends with the last tile, and a tile ' +
          'in hand is not yet placed). Used by seeded random play; a record lists the ' +
          'tiles played either way.',
      },
      source: `${SRC}, Variante pour experts`,
    },
    removeTiles: {
      summary:
        'Expert variant: tiles put aside unseen before play so that everyone has the same number of turns ' +
        '(seeded play).',
      meanings: {
        none: 'Default. Every tile is played.',
        rulebook: 'The rule as printed: 1 tile with 2 or 5 players, 2 with 3 players, 3 with 4 players.',
        even:
          'Our variant, not the rule: as many as make the 83 tiles to draw divide evenly: 1 with 2 ' +
          'players, 2 with 3, 3 with 4, and 3 with 5 (the printed 1 leaves 82, which 5 ' +
          'players cannot share).',
      },
      source: `${SRC}, Variante pour experts`,
    },
  },
);

export function resolveDiscoveryOptions(raw: unknown, path = 'options'): DiscoveryOptions {
  return resolveOptionTable(DISCOVERY_OPTION_CHOICES, DISCOVERY_DEFAULTS, raw, path);
}

/** The options a record names, checked (`resolved` holds their values), in the record's order. */
export function givenDiscoveryOptions(resolved: DiscoveryOptions, raw: unknown): Partial<DiscoveryOptions> {
  return givenOptionTable(DISCOVERY_OPTION_CHOICES, resolved, raw);
}

const REMOVED_BY_RULEBOOK: Record<number, number> = { 2: 1, 3: 2, 4: 3, 5: 1 };

/** How many tiles the expert variant puts aside for a number of players. */
export function tilesRemoved(
  players: number,
  o: Pick<DiscoveryOptions, 'removeTiles'>,
  drawable = 83,
): number {
  if (o.removeTiles === 'none') return 0;
  if (o.removeTiles === 'rulebook') return REMOVED_BY_RULEBOOK[players] ?? 0;
  return drawable % players;
}
