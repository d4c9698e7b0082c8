// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { onLocationChange } from './location';
import { query } from '../capture/adapter';

// the host's own wrapper, installed before ours
const hostPush = vi.fn(History.prototype.pushState);
history.pushState = hostPush;

describe('onLocationChange', () => {
  it('notifies after push/replace, popstate and hashchange; the host call is untouched', () => {
    const seen: string[] = [];
    const off = onLocationChange(() => seen.push(location.pathname + location.hash));
    const state = { page: 1 };
    expect(history.pushState(state, '', '/a')).toBeUndefined();
    expect(hostPush).toHaveBeenCalledWith(state, '', '/a');
    expect(history.state).toEqual(state);
    history.replaceState(null, '', '/b');
    dispatchEvent(new Event('popstate'));
    dispatchEvent(new Event('hashchange'));
    expect(seen).toEqual(['/a', '/b', '/b', '/b']);
    off();
    history.pushState(null, '', '/c');
    expect(seen).toHaveLength(4);
  });
  it('wraps history once, whatever the number of subscribers', () => {
    onLocationChange(() => {});
    const wrapped = history.pushState;
    onLocationChange(() => {});
    expect(history.pushState).toBe(wrapped);
  });
  it('a host exception passes through and nothing is notified; a throwing listener does not reach the host', () => {
    const fn = vi.fn();
    onLocationChange(fn);
    onLocationChange(() => {
      throw new Error('ours');
    });
    expect(() => history.pushState(null, '', '/ok')).not.toThrow();
    expect(fn).toHaveBeenCalledTimes(1);
    const err = new DOMException('cross-origin', 'SecurityError');
    hostPush.mockImplementationOnce(() => {
      throw err;
    });
    expect(() => history.pushState(null, '', 'https://elsewhere.test/')).toThrow(err);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('query', () => {
  it('reads the URL query, then a hash route query', () => {
    expect(query('https://h.test/s?checkin=2026-07-01', 'checkin')).toBe('2026-07-01');
    expect(query('https://h.test/app#/search?guests=3', 'guests')).toBe('3');
    expect(query('https://h.test/', 'x')).toBeNull();
  });
});
