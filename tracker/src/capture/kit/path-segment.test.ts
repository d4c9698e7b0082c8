// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathSegment } from './path-segment';

describe('pathSegment', () => {
  it('reads the page path by index, blanks not counted', () => {
    history.replaceState(null, '', '/en/12345//sea-view/?x=1');
    expect(pathSegment(0)).toBe('en');
    expect(pathSegment(1)).toBe('12345');
    expect(pathSegment(2)).toBe('sea-view');
    expect(pathSegment(3)).toBeNull();
    expect(pathSegment(-1)).toBe('sea-view');
  });
  it('answers null when the segment lacks the shape', () => {
    history.replaceState(null, '', '/en/sea-view/');
    expect(pathSegment(1, /^\d+$/)).toBeNull();
    expect(pathSegment(0, /^[a-z]{2}$/)).toBe('en');
  });
  it('reads a given URL, absolute or relative', () => {
    expect(pathSegment(-2, undefined, 'https://app.guesty.test/api/reservations/quotes/q-1/instant/')).toBe('q-1');
    expect(pathSegment(0, undefined, '/api/x')).toBe('api');
    expect(pathSegment(-9, undefined, '/api/x')).toBeNull();
  });
});
