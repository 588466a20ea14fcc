/** Site paths with the base path taken off (the root build: base "/"). */
import { describe, expect, it } from 'vitest';
import { sitePath, url } from '@lib/io/url';

describe('sitePath', () => {
  it('gives the page path with one final slash', () => {
    expect(sitePath('/rules/turn/')).toBe('/rules/turn/');
    expect(sitePath('/rules/turn')).toBe('/rules/turn/');
    expect(sitePath('/')).toBe('/');
  });
  it('undoes url() at the root', () => {
    expect(sitePath(url('/scoring/summary/'))).toBe('/scoring/summary/');
  });
});
