// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import type { Meta } from './buffer';

const meta = (pageview = 'p1', extra: Partial<Meta> = {}): Meta => ({
  client_id: 7, site_key: 'k', user_id: 'u', install_id: 9, session_id: 's', pageview_id: pageview, version: '1.0.0', post_id: null, url: 'https://x.example/a', ...extra,
});

interface Call {
  url: string;
  init: RequestInit;
  body: any;
  at: number;
}

describe('sender', () => {
  let sender: typeof import('./sender');
  let buf: typeof import('./buffer');
  let calls: Call[];
  /** answers for the next posts; a function may return a promise to hold the answer */
  let answers: (() => Promise<Response> | Response)[];
  const ok = (body = '{}', status = 200, headers: Record<string, string> = {}) => () => new Response(body, { status, headers });
  const fail = () => () => Promise.reject(new TypeError('Failed to fetch'));

  beforeEach(async () => {
    localStorage.clear();
    vi.useFakeTimers({ now: 1_000_000 });
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // jitter factor 1.0
    calls = [];
    answers = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({ url, init, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body, at: Date.now() });
        if (url.endsWith('/tracker.js')) return new Response('');
        return (answers.shift() ?? ok())();
      }),
    );
    vi.resetModules();
    sender = await import('./sender');
    buf = await import('./buffer');
    sender.startSender('https://collect.example', 'https://cdn.example/tracker.js');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const posts = () => calls.filter((c) => c.url.endsWith('/action'));
  const bufferKey = () => '__beaconBuffer.' + buf.TAB;
  const staged = () => JSON.parse(localStorage.getItem(bufferKey()) || '{"s":[],"f":[]}');

  it('waits 100 ms after the last event, then posts one batch with the exact fields as text/plain', async () => {
    sender.track('identify', { agent: 'x' }, meta());
    await vi.advanceTimersByTimeAsync(60);
    sender.track('pageview', { url: undefined }, meta());
    await vi.advanceTimersByTimeAsync(60);
    sender.track('page_timing', { duration: 5 }, meta());
    await vi.advanceTimersByTimeAsync(99);
    expect(posts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts()).toHaveLength(1);
    const [post] = posts();
    expect(post.url).toBe('https://collect.example/action');
    expect(post.init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, keepalive: true });
    expect(Object.keys(post.body)).toEqual(['client_id', 'site_key', 'user_id', 'install_id', 'session_id', 'pageview_id', 'version', 'post_id', 'url', 'events']);
    expect(post.body).toMatchObject({ client_id: 7, site_key: 'k', user_id: 'u', install_id: 9, session_id: 's', pageview_id: 'p1', version: '1.0.0', url: 'https://x.example/a' });
    expect(post.body.post_id).toMatch(/^[0-9a-f-]{36}$/);
    // offset = send time - event time
    expect(post.body.events).toEqual([
      { action: 'identify', payload: { agent: 'x' }, offset: 220 },
      { action: 'pageview', payload: { url: null }, offset: 160 },
      { action: 'page_timing', payload: { duration: 5 }, offset: 100 },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(bufferKey())).toBeNull();
  });

  it('groups by identical metadata and posts group after group, each waiting for the previous answer', async () => {
    let release!: () => void;
    answers = [() => new Promise<void>((r) => (release = r)).then(ok())];
    sender.track('pageview', { n: 1 }, meta('p1'));
    sender.track('pageview', { n: 2 }, meta('p2'));
    sender.track('property', { n: 3 }, meta('p1'));
    sender.track('search', { n: 4 }, meta('p1', { site_key: null }));
    await vi.advanceTimersByTimeAsync(100);
    expect(posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(posts()).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    const bodies = posts().map((p) => p.body);
    expect(bodies.map((b) => b.events.map((e: any) => e.payload.n))).toEqual([[1, 3], [2], [4]]);
    expect(bodies.map((b) => b.pageview_id)).toEqual(['p1', 'p2', 'p1']);
    expect(bodies[2].site_key).toBeNull();
    expect(new Set(bodies.map((b) => b.post_id)).size).toBe(3);
  });

  it('needs_refresh re-fetches its own script once, without cache; a non-JSON answer is fine', async () => {
    answers = [ok('{"needs_refresh":true}'), ok('{"needs_refresh":true}'), ok('plain text')];
    for (const n of [1, 2, 3]) {
      sender.track('pageview', { n }, meta('p' + n));
      await vi.advanceTimersByTimeAsync(150);
    }
    expect(posts()).toHaveLength(3);
    const refetches = calls.filter((c) => c.url.endsWith('/tracker.js'));
    expect(refetches).toHaveLength(1);
    expect(refetches[0].url).toBe('https://cdn.example/tracker.js');
    expect(refetches[0].init).toMatchObject({ cache: 'reload' });
  });

  it('retries network errors, 5xx and 429 with doubling backoff under the same post id; waits meanwhile', async () => {
    answers = [fail(), ok('', 500), ok('', 429), ok()];
    sender.track('pageview', {}, meta());
    await vi.advanceTimersByTimeAsync(100);
    expect(posts()).toHaveLength(1);
    expect(staged().s).toHaveLength(1); // back in staged, waiting for the retry
    sender.track('search', {}, meta('p2')); // does not jump the backoff
    await vi.advanceTimersByTimeAsync(999);
    expect(posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(posts()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(posts().map((p) => p.at - 1_000_100)).toEqual([0, 1000, 3000, 7000, 7000]);
    const ids = posts().map((p) => p.body.post_id);
    expect(new Set(ids.slice(0, 4)).size).toBe(1);
    expect(posts()[4].body.events[0].action).toBe('search');
    expect(localStorage.getItem(bufferKey())).toBeNull();
  });

  it('honours a Retry-After longer than the backoff', async () => {
    answers = [ok('', 503, { 'Retry-After': '5' })];
    sender.track('pageview', {}, meta());
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(4999);
    expect(posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts()).toHaveLength(2);
  });

  it('computes the delay: ~1 s doubling, jitter ±20 %, capped at 60 s, Retry-After seconds or date', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => sender.retryDelay(n))).toEqual([1000, 2000, 4000, 60000, 60000, 60000]);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(sender.retryDelay(1)).toBe(800);
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    expect(sender.retryDelay(1)).toBeCloseTo(1200, 0);
    expect(sender.retryDelay(7)).toBe(60000);
    expect(sender.retryDelay(1, '30')).toBe(30000);
    expect(sender.retryDelay(1, 'Thu, 01 Jan 1970 00:16:50 GMT', 1_000_000)).toBe(10000);
    expect(sender.retryDelay(1, '99999')).toBe(600000);
    expect(sender.retryDelay(3, '1')).toBeCloseTo(4800, 0);
  });

  it('drops a batch answered with another 4xx and goes on', async () => {
    answers = [ok('', 400), ok()];
    sender.track('pageview', { n: 1 }, meta('p1'));
    sender.track('pageview', { n: 2 }, meta('p2'));
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(5000);
    expect(posts().map((p) => p.body.events[0].payload.n)).toEqual([1, 2]);
    expect(localStorage.getItem(bufferKey())).toBeNull();
  });

  it('pagehide: posts staged events at once with keepalive, hands them off and releases the lock', () => {
    sender.track('pageview', {}, meta('p1'));
    sender.track('conversion', { total: 5 }, meta('p2'));
    window.dispatchEvent(new Event('pagehide'));
    expect(posts().map((p) => [p.body.events[0].action, p.init.keepalive])).toEqual([
      ['pageview', true],
      ['conversion', true],
    ]);
    expect(localStorage.getItem(bufferKey())).toBeNull();
    expect(localStorage.getItem('beacon-__LOCK__' + buf.TAB)).toBeNull();
  });

  it('pagehide: a batch over the 64 KB keepalive budget goes by sendBeacon, or stays for the next page', () => {
    const beacons: [string, Blob][] = [];
    let accept = true;
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string, data: Blob) => (beacons.push([url, data]), accept) });
    sender.track('pageview', { html: 'x'.repeat(40000) }, meta('p1'));
    sender.track('pageview', { html: 'y'.repeat(40000) }, meta('p2'));
    sender.track('pageview', { html: 'z'.repeat(40000) }, meta('p3'));
    accept = true;
    window.dispatchEvent(new Event('pagehide'));
    expect(posts()).toHaveLength(1);
    expect(beacons.map(([url, blob]) => [url, blob.type])).toEqual([
      ['https://collect.example/action', 'text/plain'],
      ['https://collect.example/action', 'text/plain'],
    ]);
    expect(localStorage.getItem(bufferKey())).toBeNull();
  });

  it('pagehide: when sendBeacon refuses, the events stay in the buffer for the next page', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    sender.track('pageview', { html: 'x'.repeat(70000) }, meta('p1'));
    vi.advanceTimersByTime(1);
    sender.track('pageview', {}, meta('p2'));
    window.dispatchEvent(new Event('pagehide'));
    expect(posts()).toHaveLength(0); // in order: the big first batch blocks, nothing overtakes it
    expect(buf.read().s.map((e) => e.m.pageview_id)).toEqual(['p1', 'p2']);
  });

  it('visibilitychange to hidden posts at once; the answer is handled while the page lives', async () => {
    sender.track('pageview', {}, meta());
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(bufferKey())).toBeNull();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('during a backoff, pagehide leaves the events in the buffer (the service is failing) and unlocks', async () => {
    answers = [ok('', 503)];
    sender.track('pageview', {}, meta());
    await vi.advanceTimersByTimeAsync(100);
    window.dispatchEvent(new Event('pagehide'));
    expect(posts()).toHaveLength(1);
    expect(staged().s).toHaveLength(1);
    expect(localStorage.getItem('beacon-__LOCK__' + buf.TAB)).toBeNull();
  });

  it('a handed-off batch that fails while the page lives on (back from bfcache) is put back', async () => {
    answers = [() => Promise.reject(new TypeError('offline'))];
    sender.track('pageview', {}, meta());
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(bufferKey())).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(staged().s).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(posts()).toHaveLength(2);
  });

  it("recovers a dead tab's left-overs and sends them", async () => {
    // a tab that is still alive: its lock expires 500 ms from now (the sender started before it was written)
    const dead = { i: 'x1', a: 'quote', p: { total: 1 }, t: 999_000, m: meta('old'), k: 'post-old', z: 10 };
    localStorage.setItem('__beaconBuffer.dead-tab', JSON.stringify({ s: [], f: [dead] }));
    localStorage.setItem('beacon-__LOCK__dead-tab', String(1_000_000 + 500));
    sender.track('pageview', {}, meta());
    await vi.advanceTimersByTimeAsync(100);
    expect(posts().map((p) => p.body.pageview_id)).toEqual(['p1']);
    // seen by the recovery check after our flush (t=100): checked again at its expiry + 50 ms (t=550),
    // claimed, adopted 50 ms later, sent after the 100 ms debounce (t=700)
    await vi.advanceTimersByTimeAsync(599);
    expect(posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts().map((p) => [p.body.pageview_id, p.body.post_id])).toEqual([
      ['p1', posts()[0].body.post_id],
      ['old', 'post-old'],
    ]);
    expect(posts()[1].body.events[0].offset).toBe(1_000_000 + 700 - 999_000);
    expect(localStorage.getItem('__beaconBuffer.dead-tab')).toBeNull();
  });
});
