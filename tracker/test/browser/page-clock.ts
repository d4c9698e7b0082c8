// Page time under the test's control (Playwright's clock), so no browser test depends on how promptly a loaded
// machine runs real timers: a test moves the page's clock itself and asserts on what happened by then.
// Every fetch and sendBeacon the page makes is logged in the page with the page's own (virtual) time, so
// "nothing was posted" can be checked exactly at a given virtual instant.
import type { Page } from '@playwright/test';
import type { TestServer } from './server';
import { until } from './core-helpers';

/** A call the page made, in order, with the page's clock reading when it was made. */
export interface PageCall {
  via: 'fetch' | 'beacon';
  url: string;
  /** Date.now() in the page (virtual time once the clock is installed) */
  at: number;
  /** post_id of a collection post (text body), else null */
  postId: string | null;
}

declare global {
  interface Window {
    __pageCalls?: PageCall[];
  }
}

/** Logs every fetch/sendBeacon of every document of every page of the context from its first script on (see `calls`). */
export async function logCalls(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const calls: PageCall[] = [];
    window.__pageCalls = calls;
    const postId = (body: unknown) => {
      try {
        return typeof body === 'string' ? (JSON.parse(body).post_id ?? null) : null;
      } catch {
        return null;
      }
    };
    const fetch0 = window.fetch;
    window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const url = input instanceof Request ? input.url : String(input);
      calls.push({ via: 'fetch', url, at: Date.now(), postId: postId(init && init.body) });
      return fetch0.call(this, input, init);
    } as typeof fetch;
    const beacon0 = navigator.sendBeacon;
    if (beacon0) {
      navigator.sendBeacon = function (this: Navigator, url: string | URL, data?: BodyInit | null) {
        calls.push({ via: 'beacon', url: String(url), at: Date.now(), postId: postId(data) });
        return beacon0.call(this, url, data);
      };
    }
  });
}

/** The current document's calls; `collect` keeps only posts to the collection service. */
export async function calls(page: Page, only: 'collect' | 'all' = 'collect'): Promise<PageCall[]> {
  const all = await page.evaluate(() => window.__pageCalls ?? []);
  return only === 'all' ? all : all.filter((c) => c.url.includes('/collect/action'));
}

/**
 * Installs the clock and logs calls. `paused`: no page timer fires until the test moves time (runFor);
 * otherwise time flows as usual and the test can still jump ahead (runFor) for "nothing else happens" checks.
 * Call before the first navigation.
 */
export async function controlTime(page: Page, mode: 'paused' | 'flowing'): Promise<void> {
  await logCalls(page);
  // The clock also swaps window.performance for a stub without navigation timing (page_timing would never
  // come); the real one goes back in place, only timers and Date are the test's.
  await page.context().addInitScript(() => ((window as { __realPerformance?: Performance }).__realPerformance = performance));
  const start = Date.parse('2026-03-02T10:00:00Z');
  await page.clock.install({ time: start });
  await page.context().addInitScript(() =>
    Object.defineProperty(window, 'performance', { value: (window as { __realPerformance?: Performance }).__realPerformance, configurable: true, writable: true }),
  );
  // Time flows from install on; pauseAt only goes forward, so it aims well past anything a slow machine spends.
  if (mode === 'paused') await page.clock.pauseAt(start + 60_000);
}

/**
 * Stops the flowing clock: a jump of `ahead` ms (timers due meanwhile fire; it must outlast the time between
 * reading the clock and pausing it), then no time passes until the test moves it.
 */
export async function pauseNow(page: Page, ahead = 1000): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + ahead);
}

/**
 * With the clock paused, lets the tracker on the loaded page start: its init runs in a 0 ms task after the
 * load event. Fires due timers without moving the clock until the tracker has its identity (so its first
 * events are tracked and their debounce runs from this very instant).
 */
export async function trackerStarted(page: Page): Promise<void> {
  await loadEnded(page);
  await until(async () => {
    await page.clock.runFor(0);
    return page.evaluate(() => !!(window as { __beacon?: { identity?: unknown } }).__beacon?.identity);
  }, 'the tracker to start');
}

/**
 * Waits until the load event's listeners have all run (so the tracker's init task is queued on the page's
 * clock). Navigation timing is real (see controlTime), so loadEventEnd says so.
 */
export async function loadEnded(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await until(() => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0), 'the load event to end');
}

/** Navigates with the clock paused and lets the tracker start (see trackerStarted). */
export async function loadPaused(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await trackerStarted(page);
}

/**
 * "Nothing else happens": moves the clock `ms` ahead (every page timer due meanwhile fires), then waits until
 * every collection post these pages made has reached the server, so the caller's counts are final. A real
 * sleep could not promise either on a loaded machine.
 */
export async function settle(pages: Page | Page[], server: TestServer, ms = 400): Promise<void> {
  const list = Array.isArray(pages) ? pages : [pages];
  await list[0].clock.runFor(ms);
  const ids = (await Promise.all(list.map((p) => calls(p)))).flat().map((c) => c.postId);
  const seen = () => new Set(server.posts.map((p) => postIdOf(p.body)));
  await until(() => ids.every((id) => id === null || seen().has(id)), 'every post made to reach the server');
}

function postIdOf(body: string): string | null {
  try {
    return JSON.parse(body).post_id ?? null;
  } catch {
    return null;
  }
}

/**
 * Window globals that the clock and the call log add or replace. A page upload lists them among the page's
 * own, rightly: a replaced standard function is no longer the browser's (a host that wraps fetch shows too).
 */
export const HARNESS_GLOBALS = [
  '__pageCalls', '__pwClock', '__realPerformance', 'fetch', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval',
  'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback',
];

export function withoutHarnessGlobals<T extends Record<string, unknown>>(globals: T): Partial<T> {
  return Object.fromEntries(Object.entries(globals).filter(([name]) => !HARNESS_GLOBALS.includes(name))) as Partial<T>;
}
