// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';

describe('navigation', () => {
  let nav: typeof import('./navigation');
  beforeEach(async () => {
    localStorage.clear();
    vi.resetModules();
    nav = await import('./navigation');
  });
  afterEach(() => vi.useRealTimers());

  it('hash flags add and remove sources of the disabled list; production is one of them', () => {
    nav.applyHashFlags('#beaconDisable=search');
    expect(nav.disabledSources()).toEqual(['search']);
    expect(nav.isDisabled('search')).toBe(true);
    nav.applyHashFlags('#/route?x=1&beaconDisable=production&beaconDisable=quote');
    expect(nav.disabledSources()).toEqual(['search', 'production', 'quote']);
    nav.applyHashFlags('#beaconEnable=search&beaconEnable=production');
    expect(localStorage.getItem('__beaconDisabled')).toBe('["quote"]');
    nav.applyHashFlags('#beaconDisable=quote');
    expect(nav.disabledSources()).toEqual(['quote']);
    nav.applyHashFlags('#nothing-here');
    expect(nav.disabledSources()).toEqual(['quote']);
    localStorage.setItem('__beaconDisabled', '{"broken":1}');
    expect(nav.disabledSources()).toEqual([]);
  });

  it('calls the host history first, then reports a path change after 50 ms with the previous url', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/start');
    const seen: [string, string][] = [];
    nav.onNavigate((referrer) => seen.push([location.pathname + location.search, referrer]));
    const start = location.href;

    const result = history.pushState({ a: 1 }, '', '/next');
    expect(result).toBeUndefined();
    expect(history.state).toEqual({ a: 1 });
    vi.advanceTimersByTime(49);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([['/next', start]]);

    history.replaceState(null, '', '/next?page=2');
    history.pushState(null, '', '/next?page=2#top');
    vi.advanceTimersByTime(100);
    expect(seen).toHaveLength(1);

    history.pushState(null, '', '/third');
    vi.advanceTimersByTime(50);
    expect(seen[1]).toEqual(['/third', location.origin + '/next?page=2#top']);
  });

  it('a listener that throws does not break the host call or the other listeners', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/one');
    const calls: string[] = [];
    nav.onNavigate(() => {
      throw new Error('listener bug');
    });
    nav.onNavigate(() => calls.push(location.pathname));
    expect(() => history.pushState(null, '', '/two')).not.toThrow();
    vi.advanceTimersByTime(50);
    expect(calls).toEqual(['/two']);
  });
});
