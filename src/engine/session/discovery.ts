/** The session adapter for The Discovery: steps onto `DiscoveryGame` and its record turns (formats §8). */
import { fail } from '../core/errors';
import { DiscoveryGame } from '../rulesets/discovery/game';
import type { Adapter } from './ruleset';
import type { Spot, Step } from './types';

const xy = (at: Spot) => ({ x: at.x, y: at.y });

interface DiscoveryTurn {
  tile: string;
  x?: number;
  y?: number;
  rotation?: 0 | 90 | 180 | 270;
  figure?: { at: string; role?: string };
  withdraw?: { x: number; y: number };
  discard?: boolean;
}

export const DISCOVERY: Adapter<DiscoveryGame> = {
  id: 'discovery',
  format: 'discovery-record',
  axes: ['x', 'y'],
  fromRecord: (raw) => DiscoveryGame.fromRecord(raw),
  create: (players, options) => new DiscoveryGame({ players, options: options as never }),
  openSpots: (g) => g.openSpots(),
  legalPlacements: (g, tile) => g.legalPlacements(tile).map((p) => ({ x: p.x, y: p.y, rotation: p.rotation })),
  whyNotPlace: (g, tile, at, rotation) => g.whyNotPlace(tile, { ...xy(at), rotation }),
  place: (g, tile, at, rotation, path) => g.place(tile, { ...xy(at), rotation }, path),
  deployOptions: (g) => g.deployOptions(),
  deploy: (g, figure, path) => g.deploy({ at: figure.at, ...(figure.role ? { role: figure.role } : {}) } as never, path),
  withdrawOptions: (g) => g.withdrawOptions().map((w) => ({ x: w.x, y: w.y, role: w.role, points: w.points })),
  withdraw: (g, at, path) => g.withdraw(xy(at), path),
  completed: () => [],
  confirm(g, order, path) {
    if (order.length) fail(path, 'The Discovery has no scoring order to choose: a region scores only when its figure is withdrawn');
    g.endTurn(path);
  },
  stepsOf(raw) {
    const turn = raw as unknown as DiscoveryTurn;
    const steps: Step[] = [{ step: 'draw', tile: turn.tile }];
    if (turn.discard) return [...steps, { step: 'discard' }];
    if (turn.rotation) steps.push({ step: 'rotate', rotation: turn.rotation });
    steps.push({ step: 'place', at: { x: turn.x!, y: turn.y! } });
    if (turn.figure) steps.push({ step: 'deploy', figure: { at: turn.figure.at, ...(turn.figure.role ? { role: turn.figure.role } : {}) } });
    if (turn.withdraw) steps.push({ step: 'withdraw', at: { x: turn.withdraw.x, y: turn.withdraw.y } });
    steps.push({ step: 'confirm' });
    return steps;
  },
  placedThisTurn(g) {
    const p = g.placedThisTurn;
    return p && { tile: p.tile, at: { x: p.x, y: p.y }, rotation: p.rotation };
  },
};
