/**
 * The two games as the expert's search sees them (expert.ts `SearchGame`): New World's whole
 * move is a place and perhaps a settler, then the scoring; The Discovery's a place and perhaps a
 * figure put down or taken back, then the end of the turn. The cheap policy of the playouts puts
 * its tile in any legal place and a piece down a third of the time (The Discovery: or takes back
 * the figure worth most, half the time), like the beginner.
 */
import type { DeployOption, Game } from '../rulesets/new-world/game';
import type { Placement } from '../rulesets/new-world/types';
import type { DiscoveryGame } from '../rulesets/discovery/game';
import type { DiscoveryPlacement } from '../rulesets/discovery/types';
import type { FigureOption } from '../rulesets/discovery/figures';
import type { Edge } from '../core/geometry';
import { ownOr } from '../core/names';
import type { SearchGame } from './expert';

export interface NewWorldWhole {
  placement: Placement;
  settler: DeployOption | null;
}
export type DiscoveryAct = { figure: FigureOption } | { withdraw: { x: number; y: number; at: Edge } } | null;
export interface DiscoveryWhole {
  placement: DiscoveryPlacement;
  action: DiscoveryAct;
}

/** The tiles in the box not yet seen, less one `tile` (the one in hand, when it is still counted there). */
function unseen(left: Record<string, number>, tile: string): string[] {
  const pool: string[] = [];
  let skipped = false;
  for (const [id, n] of Object.entries(left)) {
    for (let i = 0; i < n; i++) {
      if (id === tile && !skipped) skipped = true;
      else pool.push(id);
    }
  }
  return pool;
}

const pick = <T>(xs: readonly T[], rand: () => number): T => xs[Math.floor(rand() * xs.length)];

export class NewWorldSearch implements SearchGame<NewWorldWhole> {
  constructor(readonly g: Game) {}
  get players() {
    return this.g.players;
  }
  get scores() {
    return this.g.scores;
  }
  get currentPlayer() {
    return this.g.currentPlayer;
  }
  fork() {
    return new NewWorldSearch(this.g.fork());
  }
  finish() {
    this.g.finish();
  }
  isOver() {
    return this.g.isOver();
  }
  moves(tile: string): NewWorldWhole[] {
    const out: NewWorldWhole[] = [];
    for (const placement of this.g.legalPlacements(tile)) {
      const f = this.g.fork();
      f.place(tile, placement);
      out.push({ placement, settler: null });
      for (const settler of f.deployOptions()) out.push({ placement, settler });
    }
    return out;
  }
  play(tile: string, m: NewWorldWhole) {
    this.g.place(tile, m.placement);
    if (m.settler) this.g.deploy(m.settler);
    this.g.score();
  }
  discard(tile: string) {
    this.g.discard(tile);
  }
  playCheap(tile: string, rand: () => number): boolean {
    const places = this.g.legalPlacements(tile);
    if (!places.length) return false;
    // Placed on this game itself, not a copy: a playout's game is its own.
    this.g.place(tile, pick(places, rand));
    if (rand() < 1 / 3) {
      const options = this.g.deployOptions();
      if (options.length) this.g.deploy(pick(options, rand));
    }
    this.g.score();
    return true;
  }
  hidden(tile: string) {
    const left = this.g.tilesLeft();
    return {
      pool: unseen(this.g.supplyLeft(), tile),
      draws: Number.isFinite(left) ? Math.max(0, left - 1) : 0,
    };
  }
  kept(who: number) {
    return ownOr(this.g.settlersInSupply, this.g.players[who], 0);
  }
  key(m: NewWorldWhole) {
    const { col, row, rotation } = m.placement;
    return `${col},${row},${rotation}|${m.settler ? `${m.settler.role}@${JSON.stringify(m.settler.at)}` : ''}`;
  }
}

export class DiscoverySearch implements SearchGame<DiscoveryWhole> {
  constructor(readonly g: DiscoveryGame) {}
  get players() {
    return this.g.players;
  }
  get scores() {
    return this.g.scores;
  }
  get currentPlayer() {
    return this.g.currentPlayer;
  }
  fork() {
    return new DiscoverySearch(this.g.fork());
  }
  finish() {
    this.g.finish();
  }
  isOver() {
    return this.g.isOver();
  }
  moves(tile: string): DiscoveryWhole[] {
    const out: DiscoveryWhole[] = [];
    for (const placement of this.g.legalPlacements(tile)) {
      const f = this.g.fork();
      f.place(tile, placement);
      out.push({ placement, action: null });
      for (const figure of f.deployOptions()) out.push({ placement, action: { figure } });
      for (const w of f.withdrawOptions())
        out.push({ placement, action: { withdraw: { x: w.x, y: w.y, at: w.at } } });
    }
    return out;
  }
  play(tile: string, m: DiscoveryWhole) {
    this.g.place(tile, m.placement);
    if (m.action && 'figure' in m.action) this.g.deploy(m.action.figure);
    else if (m.action) this.g.withdraw(m.action.withdraw);
    this.g.endTurn();
  }
  discard(tile: string) {
    this.g.discard(tile);
  }
  playCheap(tile: string, rand: () => number): boolean {
    const places = this.g.legalPlacements(tile);
    if (!places.length) return false;
    this.g.place(tile, pick(places, rand));
    const deploy = this.g.deployOptions();
    if (deploy.length && rand() < 1 / 3) this.g.deploy(pick(deploy, rand));
    else {
      const back = this.g.withdrawOptions();
      if (back.length && rand() < 0.5) this.g.withdraw(back.reduce((a, b) => (b.points > a.points ? b : a)));
    }
    this.g.endTurn();
    return true;
  }
  hidden(tile: string) {
    const left = this.g.tilesLeft();
    return {
      pool: unseen(this.g.supplyLeft(), tile),
      draws: Number.isFinite(left) ? Math.max(0, left - 1) : 0,
    };
  }
  kept(who: number) {
    return ownOr(this.g.figuresInSupply, this.g.players[who], 0);
  }
  key(m: DiscoveryWhole) {
    const { x, y, rotation } = m.placement;
    const a = m.action;
    const act = !a
      ? ''
      : 'figure' in a
        ? `${a.figure.role}@${JSON.stringify(a.figure.at)}`
        : `back ${a.withdraw.x},${a.withdraw.y}`;
    return `${x},${y},${rotation}|${act}`;
  }
}
