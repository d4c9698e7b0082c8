// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import type { Ev, Meta } from './buffer';

const meta: Meta = { client_id: 7, site_key: 'k', user_id: 'u', install_id: 9, session_id: 's', pageview_id: 'p', version: '0', post_id: null, url: 'https://x.example/' };

describe('event buffer', () => {
  let buf: typeof import('./buffer');
  const key = () => '__beaconBuffer.' + buf.TAB;
  const stored = () => JSON.parse(localStorage.getItem(key()) || 'null');
  const event = (id: string, k: string | null = null, t = 1): Ev => ({ i: id, a: 'pageview', p: {}, t, m: meta, k, z: 50 });
  const leftOver = (tab: string, s: Ev[], f: Ev[] = [], lock?: string) => {
    localStorage.setItem('__beaconBuffer.' + tab, JSON.stringify({ s, f }));
    if (lock !== undefined) localStorage.setItem('beacon-__LOCK__' + tab, lock);
  };

  beforeEach(async () => {
    localStorage.clear();
    vi.useFakeTimers({ now: 1_000_000 });
    vi.resetModules();
    buf = await import('./buffer');
  });
  afterEach(() => vi.useRealTimers());

  it("stores staged events under this tab's key and locks the tab with an expiry timestamp", () => {
    buf.add(buf.makeEvent('pageview', { a: undefined }, meta));
    const b = stored();
    expect(b.f).toEqual([]);
    expect(b.s).toHaveLength(1);
    expect(b.s[0]).toMatchObject({ a: 'pageview', p: { a: null }, t: 1_000_000, m: meta, k: null });
    expect(localStorage.getItem('beacon-__LOCK__' + buf.TAB)).toBe(String(1_000_000 + 15000));
  });

  it('moves events to in-flight under a post id, back to staged on failure, and removes them when done', () => {
    const a = buf.makeEvent('identify', {}, meta, 1);
    const b = buf.makeEvent('pageview', {}, meta, 2);
    buf.add(a);
    buf.add(b);
    const taken = buf.take([a.i], 'post-1');
    expect(taken.map((e) => [e.i, e.k])).toEqual([[a.i, 'post-1']]);
    expect(stored().s.map((e: Ev) => e.i)).toEqual([b.i]);
    expect(stored().f.map((e: Ev) => e.k)).toEqual(['post-1']);
    buf.back(taken, false);
    expect(stored().f).toEqual([]);
    expect(stored().s.map((e: Ev) => [e.i, e.k])).toEqual([
      [a.i, 'post-1'],
      [b.i, null],
    ]);
    buf.done([a.i, b.i]);
    expect(localStorage.getItem(key())).toBeNull();
  });

  it("never touches another live tab's buffer", () => {
    leftOver('other', [event('x')], [], String(1_000_000 + 5000));
    buf.add(buf.makeEvent('pageview', {}, meta));
    expect(buf.read().s.map((e) => e.i)).not.toContain('x');
    expect(buf.claim()).toEqual({ claims: [], wait: 5000 });
    expect(JSON.parse(localStorage.getItem('__beaconBuffer.other')!).s[0].i).toBe('x');
  });

  it('resets an invalid buffer and logs it', () => {
    localStorage.setItem('__beaconDebug', '1');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    for (const bad of ['{not json', '[]', '{"s":[{"i":1}],"f":[]}', '{"s":[]}']) {
      localStorage.setItem(key(), bad);
      expect(buf.read()).toEqual({ s: [], f: [] });
      expect(localStorage.getItem(key())).toBeNull();
    }
    expect(log.mock.calls.filter((c) => c[1] === 'Invalid event buffer - reset')).toHaveLength(4);
    log.mockRestore();
  });

  it('is bounded: the oldest staged events are dropped (and logged), in-flight ones kept', () => {
    localStorage.setItem('__beaconDebug', '1');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    buf.LIMITS.events = 4;
    const first = buf.makeEvent('pageview', { n: 0 }, meta, 1);
    buf.add(first);
    buf.take([first.i], 'flying');
    for (let n = 1; n <= 5; n++) buf.add(buf.makeEvent('pageview', { n }, meta, 1 + n));
    const b = stored();
    expect(b.f.map((e: Ev) => e.p.n)).toEqual([0]);
    expect(b.s.map((e: Ev) => e.p.n)).toEqual([3, 4, 5]);
    expect(log).toHaveBeenCalledWith('[beacon]', 'Event buffer full - dropped oldest', 1);
    log.mockRestore();
  });

  it('is bounded in characters too', () => {
    buf.LIMITS.chars = 1500;
    for (let n = 0; n < 5; n++) buf.add(buf.makeEvent('pageview', { n, pad: 'x'.repeat(300) }, meta, n));
    const kept = stored().s as Ev[];
    expect(kept.reduce((sum, e) => sum + e.z, 0)).toBeLessThanOrEqual(1500);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(kept.map((e) => e.p.n)).toEqual([4, 3, 2, 1, 0].slice(0, kept.length).reverse());
  });

  it("keeps events bigger than 64 KB in this tab's memory only", () => {
    const big = buf.makeEvent('page_upload', { bodyHTML: 'x'.repeat(70000) }, meta, 1);
    const small = buf.makeEvent('pageview', {}, meta, 2);
    buf.add(big);
    buf.add(small);
    expect(localStorage.getItem(key())!.length).toBeLessThan(1000);
    expect(buf.read().s.map((e) => e.i)).toEqual([big.i, small.i]);
    buf.take([big.i], 'p');
    expect(buf.read().f.map((e) => e.i)).toEqual([big.i]);
    buf.done([big.i]);
    expect(buf.read().s.map((e) => e.i)).toEqual([small.i]);
  });

  it('recovers the buffer of a tab whose lock expired: claim, then adopt (in-flight back to staged, post id kept)', () => {
    leftOver('dead', [event('d1', null, 5)], [event('d2', 'post-d', 4)], String(1_000_000 - 1));
    leftOver('ghost', [event('g1', null, 7)]); // no lock at all: gone as well
    leftOver('alive', [event('a1', null, 6)], [], String(1_000_000 + 4000));
    const { claims, wait } = buf.claim();
    expect(claims.sort()).toEqual(['dead', 'ghost']);
    expect(wait).toBe(4000);
    expect(localStorage.getItem('beacon-__LOCK__dead')).toBe(`${1_000_000 + 15000}|${buf.TAB}`);
    expect(buf.adopt(claims)).toBe(3);
    expect(stored().f).toEqual([]);
    expect(stored().s.map((e: Ev) => [e.i, e.k])).toEqual([
      ['d2', 'post-d'],
      ['d1', null],
      ['g1', null],
    ]);
    for (const gone of ['__beaconBuffer.dead', 'beacon-__LOCK__dead', '__beaconBuffer.ghost']) expect(localStorage.getItem(gone)).toBeNull();
    expect(localStorage.getItem('__beaconBuffer.alive')).not.toBeNull();
    expect(localStorage.getItem('beacon-__LOCK__' + buf.TAB)).not.toBeNull();
  });

  it('does not adopt when another tab claimed after us, or the owner came back', () => {
    leftOver('dead', [event('d1')], [], '0');
    leftOver('sleepy', [event('s1')], [], '0');
    const { claims } = buf.claim();
    localStorage.setItem('beacon-__LOCK__dead', `${1_000_000 + 15000}|another-tab`);
    localStorage.setItem('beacon-__LOCK__sleepy', String(1_000_000 + 15000)); // its heartbeat renewed the lock
    expect(buf.adopt(claims)).toBe(0);
    expect(buf.read().s).toEqual([]);
    expect(localStorage.getItem('__beaconBuffer.dead')).not.toBeNull();
    expect(localStorage.getItem('__beaconBuffer.sleepy')).not.toBeNull();
  });

  it('renews its lock while it has events and releases it when it has none', () => {
    const e = buf.makeEvent('pageview', {}, meta);
    buf.add(e);
    const lockKey = 'beacon-__LOCK__' + buf.TAB;
    vi.advanceTimersByTime(5000);
    expect(localStorage.getItem(lockKey)).toBe(String(1_005_000 + 15000));
    buf.done([e.i]);
    vi.advanceTimersByTime(5000);
    expect(localStorage.getItem(lockKey)).toBeNull();
  });
});
