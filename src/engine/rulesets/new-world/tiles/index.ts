/** The catalogue of tile types a game uses: the standard set and start board, plus a record's own. */
import type { TileType } from '../types';
import { START_SPACES } from './start-board';
import { STANDARD_TILES } from './standard';
import { compileTile, type CompiledTile } from './tile-type';

export { STANDARD_TILES, STANDARD_TILE_COUNT } from './standard';
export { START_SPACES, START_ROWS } from './start-board';
export { compileTile, validateTileType, type CompiledTile } from './tile-type';

let standard: Map<string, CompiledTile> | null = null;

/** Compiled standard tiles and start spaces (built once). */
export function standardCatalog(): Map<string, CompiledTile> {
  if (!standard) standard = new Map([...STANDARD_TILES, ...START_SPACES].map((t) => [t.id, compileTile(t)]));
  return standard;
}

/** The standard catalogue with a record's own tile types added or replacing by id. */
export function catalog(own: readonly TileType[] = []): Map<string, CompiledTile> {
  if (own.length === 0) return standardCatalog();
  const out = new Map(standardCatalog());
  for (const t of own) out.set(t.id, compileTile(t));
  return out;
}
