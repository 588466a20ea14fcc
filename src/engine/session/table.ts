/**
 * The game on the table as the session controller steps it: the ruleset's game, the tile in
 * hand with its rotation, the scoring order chosen, and the draws made from the box. `apply`
 * plays one step; a refused step throws an EngineError naming it, before anything changes.
 */
import { ownOr } from '../core/names';
import { refuseCore } from '../core/refusals';
import { refuseSession } from './refusals';
import type { Rotation } from '../core/geometry';
import { drawIndex } from '../core/random';
import type { Adapter, Placed } from './ruleset';
import type { OrderRef, RulesetTypes, Step } from './types';

export class Table<R extends RulesetTypes> {
  readonly game: R['game'];
  drawn: { tile: string; chosen: boolean } | null = null;
  rotation: Rotation = 0;
  order: OrderRef[] = [];
  draws = 0;

  constructor(
    readonly adapter: Adapter<R>,
    /** The record to start from: players, options, own tiles, setup; no turns. */
    readonly base: object,
  ) {
    this.game = adapter.fromRecord(base);
  }

  get placed(): Placed<R> | null {
    return this.adapter.placedThisTurn(this.game);
  }

  /** The next tile from the seeded box. */
  fromBox(seed: number): string {
    const left = this.game.supplyLeft();
    const ids = Object.keys(left).length
      ? this.game.tileIds().flatMap((id) => Array<string>(Object.hasOwn(left, id) ? left[id] : 0).fill(id))
      : this.game.tileIds();
    if (ids.length === 0) refuseSession('draw', { code: 'box-empty' });
    return ids[drawIndex(seed, this.draws, ids.length)];
  }

  /** One step on the game; refusals throw before anything changes. */
  apply(step: Step<R>, path: string): void {
    const g = this.game;
    const a = this.adapter;
    const placed = this.placed;
    const needHand = () => {
      if (!this.drawn || placed) refuseSession(path, { code: placed ? 'already-placed' : 'no-hand' });
      return this.drawn;
    };
    const needPlaced = () => {
      if (!placed) refuseSession(path, { code: 'place-first' });
    };
    switch (step.step) {
      case 'draw': {
        if (g.isFinished()) refuseCore(path, { code: 'game-over' });
        if (this.drawn) refuseSession(path, { code: 'in-hand', tile: this.drawn.tile });
        if (!g.tileIds().includes(step.tile))
          refuseSession(`${path}.tile`, { code: 'not-tile-type', tile: step.tile });
        const left = g.supplyLeft();
        if (Object.keys(left).length && !(Object.hasOwn(left, step.tile) && left[step.tile] > 0))
          refuseCore(`${path}.tile`, { code: 'none-left', tile: step.tile, box: 'box' });
        this.drawn = { tile: step.tile, chosen: step.chosen === true };
        this.rotation = 0;
        this.draws++;
        return;
      }
      case 'rotate':
        needHand();
        this.rotation = step.rotation;
        return;
      case 'place':
        a.place(g, needHand().tile, step.at, this.rotation, path);
        return;
      case 'deploy':
        needPlaced();
        a.deploy(g, step.figure, path);
        return;
      case 'withdraw':
        needPlaced();
        a.withdraw(g, step.at, path);
        return;
      case 'order': {
        needPlaced();
        // Checked on a copy now, so that a bad order is refused here and not at confirm.
        a.confirm(a.clone(g), step.order, path);
        this.order = step.order.map((o) => ({ ...o }));
        return;
      }
      case 'confirm':
        needPlaced();
        a.confirm(g, this.order, path);
        this.drawn = null;
        this.rotation = 0;
        this.order = [];
        return;
      case 'discard':
        g.discard(needHand().tile, path);
        this.drawn = null;
        this.rotation = 0;
        return;
      case 'finish':
        if (this.drawn) refuseSession(path, { code: 'turn-in-progress' });
        g.finish();
        return;
    }
  }
}

/** Per player: score after minus score before. */
export function gain(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([p, n]) => [p, n - ownOr(before, p, 0)]));
}
