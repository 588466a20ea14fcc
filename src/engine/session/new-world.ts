/** The session adapter for New World: steps onto `Game` and its record turns (formats §3). */
import { fail } from '../core/errors';
import { Game } from '../rulesets/new-world/game';
import type { Location, OptionValues, OrderEntry, Role, Turn } from '../rulesets/new-world/types';
import type { Adapter } from './ruleset';
import type { Spot, Step } from './types';

const colRow = (at: Spot) => ({ col: at.col, row: at.row });

export const NEW_WORLD: Adapter<Game> = {
  id: 'new-world',
  format: 'new-world-record',
  axes: ['col', 'row'],
  fromRecord: (raw) => Game.fromRecord(raw),
  create: (players, options) => new Game({ players, options: options as OptionValues }),
  openSpots: (g) => g.openSpots(),
  legalPlacements: (g, tile) => g.legalPlacements(tile).map((p) => ({ col: p.col, row: p.row, rotation: p.rotation })),
  whyNotPlace: (g, tile, at, rotation) => g.whyNotPlace(tile, { ...colRow(at), rotation }),
  place: (g, tile, at, rotation, path) => g.place(tile, { ...colRow(at), rotation }, path),
  deployOptions: (g) => g.deployOptions(),
  deploy: (g, figure, path) => g.deploy({ at: figure.at as Location, ...(figure.role ? { role: figure.role as Role } : {}) }, path),
  withdrawOptions: () => [],
  withdraw: (_g, _at, path) => fail(path, 'New World has no withdrawing: settlers go home when their feature scores'),
  completed: (g) => g.completedFeatures(),
  confirm: (g, order, path) => g.score(order as OrderEntry[], path),
  stepsOf(raw) {
    const turn = raw as unknown as Turn;
    const steps: Step[] = [{ step: 'draw', tile: turn.tile }];
    if (turn.discard) return [...steps, { step: 'discard' }];
    if (turn.rotation) steps.push({ step: 'rotate', rotation: turn.rotation });
    steps.push({ step: 'place', at: { col: turn.col!, row: turn.row! } });
    if (turn.settler) steps.push({ step: 'deploy', figure: { at: turn.settler.at, ...(turn.settler.role ? { role: turn.settler.role } : {}) } });
    if (turn.order?.length) steps.push({ step: 'order', order: turn.order });
    steps.push({ step: 'confirm' });
    return steps;
  },
  placedThisTurn(g) {
    const p = g.placedThisTurn;
    return p && { tile: p.tile, at: { col: p.col, row: p.row }, rotation: p.rotation };
  },
};
