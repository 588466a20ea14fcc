/** The session adapter for New World: steps onto `Game` and its record turns (formats §3). */
import { refuseSession } from './refusals';
import { asInt, asObject, asOneOf } from '../core/json';
import { Game, type CompletedFeature, type DeployOption } from '../rulesets/new-world/game';
import { asLocation, parseRecord } from '../rulesets/new-world/record';
import { ROLES } from '../rulesets/new-world/settlers';
import type { GameEvent, Location, OptionValues, Role, Turn } from '../rulesets/new-world/types';
import type { Adapter } from './ruleset';
import type { Step } from './types';

/** What New World brings to a session: `Session<NewWorldRules>`. */
export type NewWorldRules = {
  id: 'new-world';
  game: Game;
  options: OptionValues;
  event: GameEvent;
  spot: { col: number; row: number };
  figure: { at: Location; role?: Role };
  deployOption: DeployOption;
  withdrawOption: never;
  completed: CompletedFeature;
  turn: Turn;
};

export const NEW_WORLD: Adapter<NewWorldRules> = {
  id: 'new-world',
  format: 'new-world-record',
  fromRecord: (raw) => Game.fromRecord(raw),
  turnsOf: (raw) => parseRecord(raw).turns,
  create: (players, options) => new Game({ players, options }),
  clone: (g) => g.clone(),
  events: (g) => g.events,
  spot: (at) => ({ col: at.col, row: at.row }),
  readSpot(raw, path) {
    const o = asObject(raw, path);
    return { col: asInt(o.col, `${path}.col`), row: asInt(o.row, `${path}.row`) };
  },
  readFigure(raw, path) {
    const f = asObject(raw, path);
    const at = asLocation(f.at, `${path}.at`);
    return f.role === undefined ? { at } : { at, role: asOneOf(f.role, `${path}.role`, ROLES) };
  },
  openSpots: (g) => g.openSpots(),
  legalPlacements: (g, tile) =>
    g.legalPlacements(tile).map((p) => ({ col: p.col, row: p.row, rotation: p.rotation })),
  placeRefusal: (g, tile, at, rotation) => g.placeRefusal(tile, { col: at.col, row: at.row, rotation }),
  place: (g, tile, at, rotation, path) => g.place(tile, { col: at.col, row: at.row, rotation }, path),
  deployOptions: (g) => g.deployOptions(),
  deploy: (g, figure, path) =>
    g.deploy({ at: figure.at, ...(figure.role ? { role: figure.role } : {}) }, path),
  withdrawOptions: () => [],
  withdraw: (_g, _at, path) => refuseSession(path, { code: 'no-withdraw' }),
  completed: (g) => g.completedFeatures(),
  confirm: (g, order, path) => g.score(order, path),
  stepsOf(turn) {
    const steps: Step<NewWorldRules>[] = [{ step: 'draw', tile: turn.tile }];
    if (turn.discard) return [...steps, { step: 'discard' }];
    if (turn.rotation) steps.push({ step: 'rotate', rotation: turn.rotation });
    steps.push({ step: 'place', at: { col: turn.col, row: turn.row } });
    if (turn.settler)
      steps.push({
        step: 'deploy',
        figure: { at: turn.settler.at, ...(turn.settler.role ? { role: turn.settler.role } : {}) },
      });
    if (turn.order?.length) steps.push({ step: 'order', order: turn.order });
    steps.push({ step: 'confirm' });
    return steps;
  },
  placedThisTurn(g) {
    const p = g.placedThisTurn;
    return p && { tile: p.tile, at: { col: p.col, row: p.row }, rotation: p.rotation };
  },
};
