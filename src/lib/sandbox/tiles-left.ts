/**
 * The tiles still in the box, and which of them would fit on an open square (issue 17: "tiles
 * left"), read from the session: its box and its legal placements (the engine decides what fits).
 */
import type { Session } from '@engine/session/session';

export interface TileLeft {
  tile: string;
  left: number;
}

/** Tile types still in the box, with how many of each, in catalog order; a tile drawn and in hand is out of the box. */
export function tilesLeft(s: Session): TileLeft[] {
  const inHand = s.hand?.tile;
  return Object.entries(s.box())
    .map(([tile, left]) => ({ tile, left: tile === inHand ? left - 1 : left }))
    .filter(({ left }) => left > 0);
}

/** The tile types left that would fit on the open square `at` in some rotation. */
export function tilesFitting(s: Session, at: object): TileLeft[] {
  const key = JSON.stringify(at);
  return tilesLeft(s).filter(({ tile }) =>
    s.legalPlacements(tile).some((p) => {
      const { rotation: _, ...spot } = p;
      return JSON.stringify(spot) === key;
    }),
  );
}
