/** The pace of the sandbox's turns (src/lib/sandbox/sandbox-pace.ts; issue 31, point 6). */
import { describe, expect, it, vi } from 'vitest';
import { revealer } from '@lib/sandbox/sandbox-pace';

describe('the pace of the sandbox (issue 31, point 6)', () => {
  it('shows several events one at a time, then runs what waits for them; one event, or reduced motion, at once', () => {
    vi.useFakeTimers();
    try {
      const ui = { shown: Infinity };
      const r = revealer(ui);
      const done: string[] = [];
      r.reveal(3, 6);
      expect(ui.shown).toBe(4);
      r.after(() => done.push('computer'));
      vi.advanceTimersByTime(1400);
      expect([ui.shown, done]).toEqual([6, []]);
      vi.advanceTimersByTime(700);
      expect([ui.shown, done]).toEqual([Infinity, ['computer']]);
      r.reveal(6, 7);
      r.after(() => done.push('at once'));
      r.reveal(7, 9, true);
      r.after(() => done.push('reduced'));
      expect([ui.shown, done]).toEqual([Infinity, ['computer', 'at once', 'reduced']]);
      // Stopped (an undo, another game): what waited is dropped.
      r.reveal(9, 12);
      r.after(() => done.push('never'));
      r.stop();
      vi.advanceTimersByTime(5000);
      expect(done).not.toContain('never');
    } finally {
      vi.useRealTimers();
    }
  });
});
