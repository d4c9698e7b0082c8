// Shared by the viewer's Playwright specs: the viewer is built once (scripts/report.ts decides whether it must
// be), and each worker serves the fixture report on a free loopback port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { ensureViewerBuilt, startReportServer, type ReportServer } from '../../scripts/report.ts';

export const FIXTURE_REPORT = join(import.meta.dirname, 'fixture-report');

/** Rows of the overview, in the order shown. */
export async function shownSites(page: Page): Promise<string[]> {
  return page.locator('tr[data-site]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-site') ?? ''));
}

/**
 * Collects the http(s) requests that actually reach the network from this page (and its frames) other than to
 * `allowed`, and aborts them. Requests a CSP blocks never get here (Playwright still reports those as 'request'
 * events, failed with "csp", which is why this listens at the routing layer).
 */
export async function outsideRequests(page: Page, allowed?: string): Promise<string[]> {
  const outside: string[] = [];
  await page.route(/^https?:/, (route) => {
    const url = route.request().url();
    if (allowed && url.startsWith(allowed)) return route.continue();
    outside.push(url);
    return route.abort();
  });
  return outside;
}

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export const test = base.extend<{ viewer: ReportServer }, { fixtureServer: ReportServer }>({
  fixtureServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function wants from this pattern
    async ({}, use) => {
      await ensureViewerBuilt();
      const server = await startReportServer({ reportDir: FIXTURE_REPORT, port: 0 });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  viewer: async ({ fixtureServer, page }, use) => {
    // Any page error fails the test: the viewer must not throw on any fixture.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(fixtureServer);
    expect(errors, 'errors thrown in the viewer page').toEqual([]);
  },
});

export { expect };
