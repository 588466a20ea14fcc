/**
 * The table before the first turn: the start spaces on the board, the supply of tiles, each
 * player's settlers, the surveyors and any set-up position a record brings (Rulebook, Preparation).
 */
import { quarter } from '../../core/geometry';
import { NewWorldBoard } from './board';
import { refuseNewWorld } from './refusals';
import { SETTLERS_PER_PLAYER, seat } from './settlers';
import { take, tileType, type GameSpec, type State } from './state';
import { catalog, START_ROWS, START_SPACES, STANDARD_TILES } from './tiles';

/** The box of the standard set: tile id and count, in the set's order. */
const STANDARD_SUPPLY: readonly (readonly [string, number])[] = STANDARD_TILES.map((t) => [
  t.id,
  t.count ?? 0,
]);

/** Where a tile type comes from, for error messages: `tiles[3]` for a record's own. */
function tilePath(spec: GameSpec, id: string): string {
  const i = spec.tiles?.findIndex((t) => t.id === id) ?? -1;
  return i >= 0 ? `tiles[${i}]` : 'start board';
}

/** A fresh game: the start board, the setup position, the surveyors and the starting scores. */
export function createState(spec: GameSpec): State {
  const players = spec.players;
  const options = spec.options;
  const setup = spec.setup ?? {};
  if (setup.trackSurveyor !== undefined && !options.trackSurveyor)
    refuseNewWorld('setup.trackSurveyor', { code: 'track-surveyor-unused' });
  const track = options.trackSurveyor ? (setup.trackSurveyor ?? 0) : null;
  const defaultSurveyors = track === null ? [0, 0] : [0];
  const surveyors = setup.surveyors ?? defaultSurveyors;
  if (surveyors.length !== defaultSurveyors.length)
    refuseNewWorld('setup.surveyors', { code: 'surveyor-count', expected: defaultSurveyors.length });
  const s: State = {
    spec,
    players,
    options,
    board: new NewWorldBoard(),
    catalog: catalog(spec.tiles),
    supply: spec.tiles?.length ? null : new Map(STANDARD_SUPPLY),
    table: [],
    reserve: players.map(() => SETTLERS_PER_PLAYER),
    points: players.map(() => 0),
    surv: { surveyors: [...surveyors], track },
    log: [],
    current: 0,
    played: [],
    pending: null,
    finished: false,
  };
  for (let row = 0; row < START_ROWS; row++) {
    // The start spaces' ids as the set writes them (`start-${row}`), not built anew for every game.
    const t = s.catalog.get(START_SPACES[row].id);
    if (!t) continue;
    // A record may bring its own start spaces: they must match each other too.
    const why = s.board.whyNotAt(t, 0, row, 0, false, false);
    if (why) refuseNewWorld(tilePath(spec, t.type.id), { code: 'start-space-misfit', tile: t.type.id, why });
    s.board.put(t, 0, row, 0);
  }
  (setup.placed ?? []).forEach((p, i) => {
    const path = `setup.placed[${i}]`;
    const tile = tileType(s, p.tile, `${path}.tile`);
    if (tile.isStart) refuseNewWorld(`${path}.tile`, { code: 'start-space-placed' });
    const q = quarter(p.rotation ?? 0);
    const why = s.board.whyNotAt(tile, p.col, p.row, q, false);
    if (why)
      refuseNewWorld(path, { code: 'setup-tile-misplaced', tile: p.tile, col: p.col, row: p.row, why });
    take(s, p.tile, `${path}.tile`);
    const placed = s.board.put(tile, p.col, p.row, q);
    if (p.settler) seat(s, placed, p.settler, players.indexOf(p.settler.player), `${path}.settler`, false);
  });
  for (const [name, v] of Object.entries(setup.scores ?? {})) s.points[players.indexOf(name)] = v;
  return s;
}
