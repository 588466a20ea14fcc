/**
 * The placement checks both games make before their board looks at a tile: the numbers of a
 * placement (whole numbers on the ruleset's two axes, a quarter-turn rotation), called from
 * `TileGame.checkPlace`, which `place` and `whyNotPlace` share.
 */
import { refuseCore } from './refusals';
import { shown } from './said';
import { isRotation, MAX_COORD } from './geometry';
import { asInt } from './json';

/**
 * A placement's numbers must be in range before the board looks at them; `axes` names them in messages
 * (`col`/`row`, `x`/`y`).
 */
export function checkPlacement(
  a: number,
  b: number,
  rotation: unknown,
  axes: readonly [string, string],
  path: string,
): void {
  if (!isRotation(rotation)) refuseCore(`${path}.rotation`, { code: 'not-rotation', got: shown(rotation) });
  // Only a refusal needs the paths written out.
  if (!Number.isInteger(a) || Math.abs(a) > MAX_COORD) asInt(a, `${path}.${axes[0]}`);
  if (!Number.isInteger(b) || Math.abs(b) > MAX_COORD) asInt(b, `${path}.${axes[1]}`);
}
