/**
 * NoticeBar's `top` (src/components/keep/NoticeBar.svelte): a problem found when the page opened
 * (a damaged link) is moved to the start of the page's content, above its introduction, so it is
 * in view without scrolling; without `top` it stays where the island draws it. Its technical
 * reason is in the closed "For tool builders" disclosure. Where it stands on the built pages, at
 * a computer's and a phone's size: tests/e2e/damaged-links.spec.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { flushSync, mount, unmount, type Component } from 'svelte';
import NoticeBar from '../../src/components/keep/NoticeBar.svelte';

const Bar = NoticeBar as unknown as Component<Record<string, unknown>>;
let made: ReturnType<typeof mount> | null = null;
afterEach(() => {
  if (made) void unmount(made);
  made = null;
  document.body.innerHTML = '';
});

function page(): HTMLElement {
  document.body.innerHTML =
    '<main><h1>Scoring calculator</h1><div class="sl-markdown-content"><div class="intro">Read each ' +
    'feature…</div><div class="frame"><div id="island"></div></div></div></main>';
  return document.getElementById('island')!;
}
const NOTICE = {
  text: 'This link is damaged or incomplete, so the tally in it could not be opened.',
  actions: [],
  alert: true,
  details: 'the link is not base64url: it holds the character "%"',
};

describe('a notice at the top of the page', () => {
  it('is drawn before the introduction, and removed from there with the island, the page left whole', () => {
    const target = page();
    let notice: typeof NOTICE | null = NOTICE;
    made = mount(Bar, {
      target,
      props: {
        get notice() {
          return notice;
        },
        top: true,
        ondismiss: () => (notice = null),
        w: { dismiss: 'Dismiss', toolsLabel: 'For tool builders' },
      },
    });
    flushSync();
    const content = document.querySelector('.sl-markdown-content')!;
    const alert = content.firstElementChild!.firstElementChild!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.querySelector('p')!.textContent).toBe(NOTICE.text);
    expect(alert.querySelector('details')!.open).toBe(false);
    expect(alert.querySelector('summary')!.textContent).toBe('For tool builders');
    expect(alert.querySelector('code')!.textContent).toBe(NOTICE.details);
    expect(target.querySelector('[role=alert]')).toBeNull();
    void unmount(made);
    made = null;
    flushSync();
    expect(document.querySelector('[role=alert]')).toBeNull();
    // The page's content is left as it was.
    expect(content.children.length).toBe(2);
    expect(content.firstElementChild!.className).toBe('intro');
  });

  it('stays where the island draws it without `top`', () => {
    const target = page();
    made = mount(Bar, { target, props: { notice: NOTICE, ondismiss: () => {} } });
    flushSync();
    expect(target.querySelector('[role=alert]')).not.toBeNull();
    expect(document.querySelector('.sl-markdown-content')!.firstElementChild!.className).toBe('intro');
  });
});
