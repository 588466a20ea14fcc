/** The session adapter for The Discovery: steps onto `DiscoveryGame` and its record turns (formats §8). */
import { refuseSession } from './refusals';
import type { Edge } from '../core/geometry';
import { asInt, asObject, asOneOf } from '../core/json';
import type { FigureOption } from '../rulesets/discovery/figures';
import { DiscoveryGame } from '../rulesets/discovery/game';
import { asEdge, parseDiscoveryRecord } from '../rulesets/discovery/record';
import {
  ROLES,
  type DiscoveryEvent,
  type DiscoveryOptions,
  type DiscoveryRole,
  type DiscoveryTurn,
} from '../rulesets/discovery/types';
import type { Adapter } from './ruleset';
import type { Step } from './types';

/** What The Discovery brings to a session: `Session<DiscoveryRules>`. */
export type DiscoveryRules = {
  id: 'discovery';
  game: DiscoveryGame;
  options: Partial<DiscoveryOptions>;
  event: DiscoveryEvent;
  spot: { x: number; y: number };
  figure: { at: Edge; role?: DiscoveryRole };
  deployOption: FigureOption;
  withdrawOption: { x: number; y: number; role: DiscoveryRole; points: number };
  completed: never;
  turn: DiscoveryTurn;
};

export const DISCOVERY: Adapter<DiscoveryRules> = {
  id: 'discovery',
  format: 'discovery-record',
  fromRecord: (raw) => DiscoveryGame.fromRecord(raw),
  turnsOf: (raw) => parseDiscoveryRecord(raw).turns,
  create: (players, options) => new DiscoveryGame({ players, options }),
  clone: (g) => g.clone(),
  events: (g) => g.events,
  spot: (at) => ({ x: at.x, y: at.y }),
  readSpot(raw, path) {
    const o = asObject(raw, path);
    return { x: asInt(o.x, `${path}.x`), y: asInt(o.y, `${path}.y`) };
  },
  readFigure(raw, path) {
    const f = asObject(raw, path);
    const at = asEdge(f.at, `${path}.at`);
    return f.role === undefined ? { at } : { at, role: asOneOf(f.role, `${path}.role`, ROLES) };
  },
  openSpots: (g) => g.openSpots(),
  legalPlacements: (g, tile) =>
    g.legalPlacements(tile).map((p) => ({ x: p.x, y: p.y, rotation: p.rotation })),
  placeRefusal: (g, tile, at, rotation) => g.placeRefusal(tile, { x: at.x, y: at.y, rotation }),
  place: (g, tile, at, rotation, path) => g.place(tile, { x: at.x, y: at.y, rotation }, path),
  deployOptions: (g) => g.deployOptions(),
  deploy: (g, figure, path) =>
    g.deploy({ at: figure.at, ...(figure.role ? { role: figure.role } : {}) }, path),
  withdrawOptions: (g) =>
    g.withdrawOptions().map((w) => ({ x: w.x, y: w.y, role: w.role, points: w.points })),
  withdraw: (g, at, path) => g.withdraw({ x: at.x, y: at.y }, path),
  faceUp: (g, seed) => g.faceUp(seed),
  completed: () => [],
  confirm(g, order, path) {
    if (order.length) refuseSession(path, { code: 'no-order' });
    g.endTurn(path);
  },
  stepsOf(turn) {
    const steps: Step<DiscoveryRules>[] = [{ step: 'draw', tile: turn.tile }];
    if (turn.discard) return [...steps, { step: 'discard' }];
    if (turn.rotation) steps.push({ step: 'rotate', rotation: turn.rotation });
    steps.push({ step: 'place', at: { x: turn.x, y: turn.y } });
    if (turn.figure)
      steps.push({
        step: 'deploy',
        figure: { at: turn.figure.at, ...(turn.figure.role ? { role: turn.figure.role } : {}) },
      });
    if (turn.withdraw) steps.push({ step: 'withdraw', at: { x: turn.withdraw.x, y: turn.withdraw.y } });
    steps.push({ step: 'confirm' });
    return steps;
  },
  placedThisTurn(g) {
    const p = g.placedThisTurn;
    return p && { tile: p.tile, at: { x: p.x, y: p.y }, rotation: p.rotation };
  },
};
