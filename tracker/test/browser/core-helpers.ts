// Shared fixtures of the core browser tests: a fresh loopback server per test, page URLs with config
// overrides, and small waits on conditions.
import { test as base, expect, type Page } from '@playwright/test';
import { TestServer, type Batch } from './server';

export { expect };
export type { Batch };

export const test = base.extend<{ server: TestServer }>({
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use) => {
    const server = await new TestServer().start();
    await use(server);
    await server.stop();
  },
});

/** URL of a test page with `cfg` merged over the page's default __beaconConfig. */
export function pageUrl(server: TestServer, cfg?: Record<string, unknown>, path = '/core.html', hash = ''): string {
  return server.origin + path + (cfg ? '?cfg=' + encodeURIComponent(JSON.stringify(cfg)) : '') + hash;
}

export const actions = (batches: Batch[]): string[][] => batches.map((b) => b.events.map((e) => e.action));

export async function until<T>(read: () => T | Promise<T>, what: string, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Waits until no tab's event buffer holds anything: every post's answer has landed in the page (not only at the
 * server). Jump a shared clock only after this: Chromium passes localStorage writes between tabs' processes
 * asynchronously, so while one tab's clock runs a long jump in a single task it cannot see another tab renew
 * its lock, and a live tab with an answer still on its way would look dead.
 */
export async function buffersDrained(pages: Page | Page[]): Promise<void> {
  const list = Array.isArray(pages) ? pages : [pages];
  const empty = (p: Page) =>
    p.evaluate(() => !Object.keys(localStorage).some((k) => k.startsWith('__beaconBuffer.')));  // an emptied buffer's key is removed
  await until(async () => (await Promise.all(list.map(empty))).every(Boolean), 'every tab to have its answers (no buffer left)');
}

/**
 * @deprecated A real sleep: on a loaded machine it proves nothing (timers run late). For "nothing else happens"
 * checks use settle() from page-clock.ts, which moves the page's clock. Kept only for specs not yet moved.
 */
export const quiet = (ms = 400) => new Promise((r) => setTimeout(r, ms));

/** Records when each post to the collection service arrives (before it is answered). */
export function arrivals(server: TestServer): number[] {
  const times: number[] = [];
  server.handlers.push((req) => {
    if (req.url === '/collect/action') times.push(Date.now());
    return false;
  });
  return times;
}

/** Collects the error reports posted to /errors. */
export function errorReports(server: TestServer): Record<string, any>[] {
  const reports: Record<string, any>[] = [];
  server.handlers.push((req, res, body) => {
    if (!req.url?.startsWith('/errors')) return false;
    reports.push(JSON.parse(body));
    res.writeHead(200).end();
    return true;
  });
  return reports;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
