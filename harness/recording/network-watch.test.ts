import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright';
import { NetworkWatch } from './network-watch.ts';

/** A context that only emits request events, and requests that only know their type, frame and URL. */
function fakeContext(): EventEmitter & { newPage: () => void } {
  return Object.assign(new EventEmitter(), { newPage: () => {} });
}
const MAIN = {};
const request = (type = 'xhr', url = 'https://a.test/x', frame: object = MAIN): Request =>
  ({ resourceType: () => type, frame: () => frame, redirectedFrom: () => null, isNavigationRequest: () => false, method: () => 'GET', url: () => url }) as unknown as Request;

describe('NetworkWatch.quiet', () => {
  it('resolves as soon as nothing is in flight, woken by the request event (no polling delay)', async () => {
    const ctx = fakeContext();
    const watch = new NetworkWatch(ctx as unknown as BrowserContext);
    const r = request();
    ctx.emit('request', r);
    expect(watch.busy).toBe(true);
    const started = Date.now();
    setTimeout(() => ctx.emit('requestfinished', r), 30);
    expect(await watch.quiet({ capMs: 5_000 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
    expect(watch.activity).toBe(1);
  });

  it('with quietMs, also waits until nothing started or finished for that long', async () => {
    const ctx = fakeContext();
    const watch = new NetworkWatch(ctx as unknown as BrowserContext);
    const r = request();
    ctx.emit('request', r);
    ctx.emit('requestfinished', r);
    const started = Date.now();
    expect(await watch.quiet({ capMs: 5_000, quietMs: 120 })).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('gives up after capMs, names what is still pending and forgets it', async () => {
    const ctx = fakeContext();
    const watch = new NetworkWatch(ctx as unknown as BrowserContext);
    ctx.emit('request', request('script', 'https://a.test/stuck.js'));
    const warning = await watch.quiet({ capMs: 50 });
    expect(warning).toMatch(/still waiting after 50 ms real time for GET https:\/\/a\.test\/stuck\.js/);
    expect(watch.busy).toBe(false);
  });

  it('counts finished answers whose aftermath a replayed page cannot show (anything but main-frame XHR/fetch)', () => {
    const ctx = fakeContext();
    const watch = new NetworkWatch(ctx as unknown as BrowserContext);
    const page = Object.assign(new EventEmitter(), { mainFrame: () => MAIN });
    watch.watchMainFrame(page as unknown as Page);
    for (const r of [request('xhr'), request('fetch'), request('script'), request('document'), request('fetch', 'https://a.test/f', {})]) {
      ctx.emit('request', r);
      ctx.emit('requestfinished', r);
    }
    expect(watch.finishedUnseen).toBe(3);
  });
});
