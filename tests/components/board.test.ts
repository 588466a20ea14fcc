/**
 * The interactive board (src/components/board/Board.svelte), mounted in happy-dom with a model
 * built from a real session: props in, callbacks out. Clicks, keys and pointers are dispatched
 * as DOM events; happy-dom has no layout (every box is 0 × 0), so the board's "units per pixel"
 * falls back to 1 and a drag of N pixels pans the view by N units.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushSync, mount, unmount, type Component } from 'svelte';
import { Session } from '@engine/index';
import Board from '../../src/components/board/Board.svelte';
import {
  boardModel,
  boardSpots,
  boardTargets,
  type BoardSpot,
  type BoardTarget,
} from '@lib/board/board-model';
// Every ruleset's words and drawings registered: the board model loads The Discovery's on demand (loadRulesetUi).
import '@lib/rulesets';

/** Board's props, written out: `astro check` types a .svelte import inside a .ts file as an Astro component. */
interface Props {
  model: ReturnType<typeof boardModel>;
  spots?: BoardSpot[];
  hints?: boolean;
  hand?: { nw?: unknown; disc?: unknown; rotation: number } | null;
  targets?: BoardTarget[];
  label: string;
  onplace?: (spot: BoardSpot) => void;
  ontarget?: (target: BoardTarget) => void;
  onrotate?: () => void;
  onfigure?: (key: string | null) => void;
  keep?: string | null;
  readable?: boolean;
}
const BoardComponent = Board as unknown as Component<Props>;

let mounted: { component: ReturnType<typeof mount>; target: HTMLElement } | null = null;

function render(props: Props) {
  const target = document.createElement('div');
  document.body.append(target);
  const component = mount(BoardComponent, { target, props });
  flushSync();
  mounted = { component, target };
  const svg = target.querySelector('svg[role="application"]') as SVGSVGElement;
  return { target, svg };
}

afterEach(() => {
  if (mounted) {
    void unmount(mounted.component);
    mounted.target.remove();
    mounted = null;
  }
});

/** New World, Red and Blue, seed 1, tile K in hand: it fits at column 1 rows 2 and 7 (gx -1). */
function kInHand() {
  const s = Session.create({ players: ['Red', 'Blue'], seed: 1 });
  s.draw('K');
  const model = boardModel(s);
  const hand = { nw: s.current.tileType('K').type, rotation: 0 };
  return { s, model, spots: boardSpots(s, model), hand };
}

/** The same game with K placed at column 1, row 2 (the deploy step). */
function kPlaced() {
  const { s } = kInHand();
  s.place({ col: 1, row: 2 });
  const model = boardModel(s);
  return { s, model, targets: boardTargets(s, model) };
}

const click = (el: Element) => {
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  flushSync();
};
const press = (el: Element, key: string, init: KeyboardEventInit = {}) => {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(e);
  flushSync();
  return e;
};
const pointer = (el: Element, type: string, x: number, y: number, pointerId = 1) => {
  el.dispatchEvent(
    new PointerEvent(type, { bubbles: true, cancelable: true, pointerId, clientX: x, clientY: y }),
  );
  flushSync();
};
const focus = (svg: SVGSVGElement) => {
  svg.dispatchEvent(new FocusEvent('focus'));
  flushSync();
};
const spotRect = (root: ParentNode, key: string) => root.querySelector(`rect[data-spot="${key}"]`)!;
const liveText = (root: ParentNode) => root.querySelector('p.sr-only[aria-live="polite"]')!.textContent;
const spotAt = (spots: BoardSpot[], key: string) => spots.find((p) => p.key === key)!;

describe('squares to try', () => {
  it('one rect per spot; with hints, exactly the legal ones have class "legal" and a "+"', () => {
    const { model, spots } = kInHand();
    const { target } = render({ model, spots, label: 'Board' });
    // Every spot once (drawn nearest the middle of the view first, so the order is the board's own).
    expect(
      [...target.querySelectorAll('rect[data-spot]')].map((r) => r.getAttribute('data-spot')).sort(),
    ).toEqual(spots.map((p) => p.key).sort());
    expect(
      [...target.querySelectorAll('rect.spot.legal')].map((r) => r.getAttribute('data-spot')).sort(),
    ).toEqual(['-1,2', '-1,7']);
    expect(target.querySelectorAll('text.spot-plus')).toHaveLength(2);
    expect(spotRect(target, '-1,2').querySelector('title')!.textContent).toBe(
      'column 1, row 2: the tile fits here',
    );
  });

  it('clicking a legal square calls onplace with that spot', () => {
    const { model, spots } = kInHand();
    const onplace = vi.fn();
    const { target } = render({ model, spots, label: 'Board', onplace });
    click(spotRect(target, '-1,7'));
    expect(onplace).toHaveBeenCalledTimes(1);
    expect(onplace).toHaveBeenCalledWith(spotAt(spots, '-1,7'));
  });

  it('clicking a square where the tile does not fit still reports it (the page explains why not)', () => {
    const { model, spots } = kInHand();
    const onplace = vi.fn();
    const { target } = render({ model, spots, label: 'Board', onplace });
    click(spotRect(target, '-1,3'));
    expect(onplace).toHaveBeenCalledWith(expect.objectContaining({ key: '-1,3', legal: false }));
  });

  it('hints off: no square has class "legal" and no "+" is drawn', () => {
    const { model, spots } = kInHand();
    const { target } = render({ model, spots, hints: false, label: 'Board' });
    expect(target.querySelectorAll('rect[data-spot]')).toHaveLength(10);
    expect(target.querySelectorAll('rect.legal')).toHaveLength(0);
    expect(target.querySelectorAll('text.spot-plus')).toHaveLength(0);
  });
});

describe('keyboard', () => {
  it('the board is one focusable application with its label and help text', () => {
    const { model, spots } = kInHand();
    const { svg, target } = render({ model, spots, label: 'The table' });
    expect(svg.getAttribute('aria-label')).toBe('The table');
    expect(svg.getAttribute('tabindex')).toBe('0');
    const help = target.querySelector(`#${CSS.escape(svg.getAttribute('aria-describedby')!)}`);
    expect(help!.textContent).toMatch(/Arrow keys move over the squares/);
  });

  it('focus puts the cursor on the legal square nearest the coast; Enter places there', () => {
    const { model, spots } = kInHand();
    const onplace = vi.fn();
    const { svg, target } = render({ model, spots, label: 'Board', onplace });
    focus(svg);
    expect(liveText(target)).toBe('column 1, row 2: the tile fits here');
    expect(target.querySelector('rect.cursor')!.getAttribute('x')).toBe('-99'); // gx -1 × 100 + 1
    expect(press(svg, 'Enter').defaultPrevented).toBe(true);
    expect(onplace).toHaveBeenCalledWith(spotAt(spots, '-1,2'));
  });

  it('ArrowRight (nothing further east) then ArrowDown moves to the other legal square; Enter places it', () => {
    const { model, spots } = kInHand();
    const onplace = vi.fn();
    const { svg, target } = render({ model, spots, label: 'Board', onplace });
    focus(svg);
    press(svg, 'ArrowRight');
    expect(liveText(target)).toBe('column 1, row 2: the tile fits here (nothing further that way)');
    press(svg, 'ArrowDown');
    expect(liveText(target)).toBe('column 1, row 7: the tile fits here');
    press(svg, 'Enter');
    expect(onplace).toHaveBeenCalledTimes(1);
    const placed = onplace.mock.calls[0][0] as BoardSpot;
    expect(placed).toEqual(spotAt(spots, '-1,7'));
    expect(placed.legal).toBe(true);
    press(svg, 'ArrowUp');
    press(svg, ' ');
    expect(onplace).toHaveBeenLastCalledWith(spotAt(spots, '-1,2'));
  });

  it('hints off: the cursor walks every square, legal or not', () => {
    const { model, spots } = kInHand();
    const onplace = vi.fn();
    const { svg } = render({ model, spots, hints: false, label: 'Board', onplace });
    focus(svg);
    press(svg, 'ArrowDown');
    press(svg, 'Enter');
    expect(onplace).toHaveBeenCalledWith(spotAt(spots, '-1,1'));
  });

  it('R calls onrotate when a tile is in hand, and not otherwise', () => {
    const { model, spots, hand } = kInHand();
    const onrotate = vi.fn();
    const { svg } = render({ model, spots, hand, label: 'Board', onrotate });
    expect(press(svg, 'r').defaultPrevented).toBe(true);
    press(svg, 'R');
    expect(onrotate).toHaveBeenCalledTimes(2);
    void unmount(mounted!.component);
    mounted!.target.remove();
    const without = vi.fn();
    const second = render({ model, spots, hand: null, label: 'Board', onrotate: without });
    expect(press(second.svg, 'r').defaultPrevented).toBe(false);
    expect(without).not.toHaveBeenCalled();
  });

  // src bug (reported): key() ignores Ctrl/Meta, so with the board focused Ctrl+R (reload) turns
  // the tile and Ctrl+= / Ctrl+- / Ctrl+0 (the browser's page zoom) are swallowed. Turns red when
  // fixed; then make it a plain `it`.
  it('browser shortcuts with Ctrl or Cmd (reload, page zoom) are left to the browser', () => {
    const { model, spots, hand } = kInHand();
    const onrotate = vi.fn();
    const { svg } = render({ model, spots, hand, label: 'Board', onrotate });
    const prevented = [
      press(svg, 'r', { ctrlKey: true }),
      press(svg, 'r', { metaKey: true }),
      press(svg, '=', { ctrlKey: true }),
      press(svg, '-', { ctrlKey: true }),
      press(svg, '0', { ctrlKey: true }),
    ].map((e) => e.defaultPrevented);
    expect(prevented).toEqual([false, false, false, false, false]);
    expect(onrotate).not.toHaveBeenCalled();
  });

  it('with the tile in hand, the cursor square shows it as a ghost', () => {
    const { model, spots, hand } = kInHand();
    const { svg, target } = render({ model, spots, hand, label: 'Board' });
    expect(target.querySelector('g.ghost')).toBeNull();
    focus(svg);
    const ghost = target.querySelector('g.ghost svg.nw-tile');
    expect(ghost).not.toBeNull();
    expect([ghost!.getAttribute('x'), ghost!.getAttribute('y')]).toEqual(['-100', '200']);
  });

  it('+, - and 0 zoom in, out and back to fit; Shift+arrow pans', () => {
    const { model, spots } = kInHand();
    const { svg } = render({ model, spots, label: 'Board' });
    const fitted = svg.getAttribute('viewBox')!;
    const width = () => Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const w0 = width();
    press(svg, '+');
    expect(width()).toBeCloseTo(w0 / 1.25);
    press(svg, '0');
    expect(svg.getAttribute('viewBox')).toBe(fitted);
    press(svg, '-');
    expect(width()).toBeCloseTo(w0 * 1.25);
    press(svg, '0');
    press(svg, 'ArrowRight', { shiftKey: true });
    const [x0] = fitted.split(' ').map(Number);
    expect(Number(svg.getAttribute('viewBox')!.split(' ')[0])).toBe(x0 + 60);
  });
});

describe('targets', () => {
  it('clicking a deploy target calls ontarget with it', () => {
    const { model, targets } = kPlaced();
    const ontarget = vi.fn();
    const { target } = render({ model, targets, label: 'Board', ontarget });
    expect([...target.querySelectorAll('g[data-target]')].map((g) => g.getAttribute('data-target'))).toEqual([
      'd:shopkeeper:N',
      'd:robber:E',
      'd:trapper:En',
      'd:trapper:S',
    ]);
    click(target.querySelector('g[data-target="d:robber:E"] circle')!);
    expect(ontarget).toHaveBeenCalledTimes(1);
    expect(ontarget).toHaveBeenCalledWith(targets.find((t) => t.key === 'd:robber:E'));
  });

  it('with targets the cursor walks the targets: Enter chooses one, not a square', () => {
    const { model, targets } = kPlaced();
    const ontarget = vi.fn();
    const onplace = vi.fn();
    const { svg, target } = render({ model, targets, label: 'Board', ontarget, onplace });
    focus(svg);
    expect(target.querySelector('circle.cursor')).not.toBeNull();
    press(svg, 'Enter');
    expect(onplace).not.toHaveBeenCalled();
    expect(ontarget).toHaveBeenCalledTimes(1);
    expect(targets).toContainEqual(ontarget.mock.calls[0][0] as BoardTarget);
  });

  it("The Discovery: a withdraw target on one of the current player's figures calls ontarget", () => {
    const s = Session.create({ ruleset: 'discovery', players: ['Red', 'Blue'], seed: 1 });
    let withdraw: BoardTarget | undefined;
    for (let turn = 0; turn < 16 && !withdraw; turn++) {
      s.draw();
      const all = s.legalPlacements();
      if (!all.length) {
        s.discard();
        continue;
      }
      s.setRotation(all[0].rotation);
      s.place(all[0]);
      withdraw = boardTargets(s, boardModel(s)).find((t) => t.kind === 'withdraw');
      if (withdraw) break;
      const d = s.deployOptions();
      if (d.length) s.deploy(d[0]);
      s.confirm();
    }
    expect(withdraw).toBeDefined();
    const model = boardModel(s);
    const targets = boardTargets(s, model);
    const ontarget = vi.fn();
    const { target } = render({ model, targets, label: 'Board', ontarget });
    const g = target.querySelector(`g[data-target="${withdraw!.key}"]`)!;
    expect(g.getAttribute('class')).toBe('target withdraw');
    expect(g.textContent).toContain('↑');
    click(g);
    expect(ontarget).toHaveBeenCalledWith(withdraw);
  });
});

describe('drag versus tap', () => {
  it('a drag of more than 8 px pans the view and the click that ends it does not place', async () => {
    const { model, spots } = kInHand();
    const onplace = vi.fn();
    const { svg, target } = render({ model, spots, label: 'Board', onplace });
    const [x0, y0] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    const rect = spotRect(target, '-1,2');
    pointer(rect, 'pointerdown', 100, 100);
    pointer(rect, 'pointermove', 120, 105);
    pointer(rect, 'pointerup', 120, 105);
    click(rect);
    expect(onplace).not.toHaveBeenCalled();
    // happy-dom has no layout: one unit per pixel, the view moved against the drag
    expect(svg.getAttribute('viewBox')!.split(' ').slice(0, 2).map(Number)).toEqual([x0 - 20, y0 - 5]);
    // the swallowed click is only the one right after the drag
    await new Promise((r) => setTimeout(r, 0));
    click(rect);
    expect(onplace).toHaveBeenCalledWith(spotAt(spots, '-1,2'));
  });

  it('a move of 8 px or less is a tap: the click places and the view stays', () => {
    const { model, spots } = kInHand();
    const onplace = vi.fn();
    const { svg, target } = render({ model, spots, label: 'Board', onplace });
    const before = svg.getAttribute('viewBox');
    const rect = spotRect(target, '-1,7');
    pointer(rect, 'pointerdown', 100, 100);
    pointer(rect, 'pointermove', 105, 106);
    pointer(rect, 'pointerup', 105, 106);
    click(rect);
    expect(onplace).toHaveBeenCalledWith(spotAt(spots, '-1,7'));
    expect(svg.getAttribute('viewBox')).toBe(before);
  });

  it('a drag that ends on a target does not choose it', () => {
    const { model, targets } = kPlaced();
    const ontarget = vi.fn();
    const { target } = render({ model, targets, label: 'Board', ontarget });
    const g = target.querySelector('g[data-target="d:shopkeeper:N"]')!;
    pointer(g, 'pointerdown', 10, 10);
    pointer(g, 'pointermove', 10, 40);
    pointer(g, 'pointerup', 10, 40);
    click(g);
    expect(ontarget).not.toHaveBeenCalled();
  });
});

describe('figures', () => {
  it("each figure is an img labelled with its player, role and place, marked with the player's letter and the role's initial", () => {
    const { s } = kPlaced();
    s.deploy({ role: 'robber', at: 'E' });
    const model = boardModel(s);
    const { target } = render({ model, label: 'Board' });
    const figs = [...target.querySelectorAll('g.figure[role="img"]')];
    expect(figs.map((f) => f.getAttribute('aria-label'))).toEqual(["Red's robber at column 1, row 2, east"]);
    expect(figs[0].querySelector('text')!.textContent).toBe(`${model.looks.Red.letter}r`); // R(ed), r(obber)
    expect(figs[0].querySelector('path.meeple')!.getAttribute('fill')).toBe(model.looks.Red.fill);
  });

  it('hovering a figure reports its key, leaving it reports null', () => {
    const { s } = kPlaced();
    s.deploy({ role: 'robber', at: 'E' });
    const model = boardModel(s);
    const onfigure = vi.fn();
    const { target } = render({ model, label: 'Board', onfigure });
    const g = target.querySelector('g.figure')!;
    g.dispatchEvent(new PointerEvent('pointerenter'));
    g.dispatchEvent(new PointerEvent('pointerleave'));
    expect(onfigure.mock.calls).toEqual([[model.figures[0].key], [null]]);
  });

  it('The Discovery: figures of both players, each labelled with player and role', () => {
    const s = Session.create({ ruleset: 'discovery', players: ['Red', 'Blue'], seed: 1 });
    for (let turn = 0; turn < 2; turn++) {
      s.draw();
      const p = s.legalPlacements()[0];
      s.setRotation(p.rotation);
      s.place(p);
      s.deploy(s.deployOptions()[0]);
      s.confirm();
    }
    const model = boardModel(s);
    const { target } = render({ model, label: 'Board' });
    const labels = [...target.querySelectorAll('g.figure[role="img"]')].map((f) =>
      f.getAttribute('aria-label')!,
    );
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatch(/^Red's (explorer|thief|sailor) at x -?\d+, y -?\d+, /);
    expect(labels[1]).toMatch(/^Blue's (explorer|thief|sailor) at x -?\d+, y -?\d+, /);
    expect(labels).toEqual(model.figures.map((f) => f.label));
  });
});

describe('readable size', () => {
  it('fits the whole table when its tiles are drawn at 72 px or more; else a window around the focus, inside the table', async () => {
    const { readableView, MIN_TILE_PX } = await import('../../src/components/board/board-view.svelte');
    const table = { x: -620, y: -110, w: 740, h: 1130 }; // seven columns, ten rows
    // A large board shows it all.
    expect(readableView(table, { w: 740 * 0.8, h: 1130 * 0.8 }, null)).toEqual(table);
    // A desktop board of 700 × 520 px: at most 520 / 72 tiles high, centred on the focus.
    const v = readableView(table, { w: 700, h: 520 }, { x: -50, y: 400 });
    expect((520 / v.h) * 100).toBeCloseTo(MIN_TILE_PX.wide, 5);
    expect(v.y).toBeCloseTo(400 - v.h / 2, 5);
    // A focus at the table's edge keeps the window inside the table.
    const edge = readableView(table, { w: 700, h: 520 }, { x: -50, y: 1000 });
    expect(edge.y + edge.h).toBeCloseTo(table.y + table.h, 5);
    // A phone (under 480 px wide) allows 56 px.
    const phone = readableView(table, { w: 340, h: 450 }, null);
    expect(Math.min(340 / phone.w, 450 / phone.h) * 100).toBeGreaterThanOrEqual(MIN_TILE_PX.narrow - 1e-9);
  });
});

describe('zoom kept', () => {
  it("a player's zoom sets the tile size the fitted view uses next time (a reload, the next turn); Fit forgets it; a corrupted kept value is ignored", async () => {
    const { readableView, keptTilePx, MIN_TILE_PX } =
      await import('../../src/components/board/board-view.svelte');
    const table = { x: -620, y: -110, w: 740, h: 1130 };
    // A table that fits at the default size is shown whole; with 110 px tiles kept, a window of it.
    const big = { w: 740 * 0.8, h: 1130 * 0.8 };
    expect(readableView(table, big, null)).toEqual(table);
    const kept = readableView(table, big, { x: -50, y: 400 }, 110);
    expect((big.h / kept.h) * 100).toBeCloseTo(110, 5);
    expect(MIN_TILE_PX.wide).toBeLessThan(110);

    localStorage.clear();
    const s = Session.create({ players: ['Red', 'Blue'], seed: 3 });
    const { target } = render({ model: boardModel(s), label: 'Board', keep: 'test', readable: true });
    expect(keptTilePx('test')).toBeNull();
    const button = (name: string) =>
      [...target.querySelectorAll('button')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
      )!;
    button('Zoom in').click();
    flushSync();
    const size = keptTilePx('test');
    expect(size).not.toBeNull();
    expect(localStorage.getItem('nwc.board.test.tile-px.v1')).toBe(String(size));
    button('Fit').click();
    flushSync();
    expect(keptTilePx('test')).toBeNull();
    // A board with no name keeps nothing.
    localStorage.clear();
    void unmount(mounted!.component);
    mounted = null;
    const { target: other } = render({ model: boardModel(s), label: 'Board', readable: true });
    [...other.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Zoom in')!.click();
    expect(localStorage.length).toBe(0);
    // Whatever storage holds, only a sane size counts.
    for (const bad of ['abc', '1e9', '-5', '', 'NaN']) {
      localStorage.setItem('nwc.board.test.tile-px.v1', bad);
      expect(keptTilePx('test')).toBeNull();
    }
    localStorage.setItem('nwc.board.test.tile-px.v1', '96');
    expect(keptTilePx('test')).toBe(96);
    localStorage.clear();
  });
});
