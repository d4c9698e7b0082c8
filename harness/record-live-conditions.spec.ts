// `npm run record -- <url>` on a live site meets what issue 31 asks of imported HARs: loopback pages with each
// condition are recorded (recordSite, as the command does) and replayed:
// - a Content-Security-Policy that blocks the embed tag: the tracker still runs in the replay, and the report's
//   finding names the directive to extend;
// - a service worker that answers the page's fetches itself: the recording blocks service workers, so the HAR
//   holds the network's answer and the replay serves it (the page's event-carrying call is answered);
// - a redirect: one step to its first URL, the pageview on the page it lands on;
// - a page loaded three times in a row: three pageviews.
import { test, expect } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { ensureTrackerBuilt, ROOT, TAG_FILE } from './replay/build.ts';
import { recordSite } from './record/recorder.ts';
import { runSite } from './replay/run.ts';

const TMP = join(ROOT, '.beacon-tmp', `live-conditions-${process.pid}`);
const HOST = 'www.live-conditions.test';

const page = (title: string, extra = '') => `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${extra}</body></html>`;

function site(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const html = (body: string, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    switch (url.pathname) {
      case '/':
        return html(page('Strict home'), { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" });
      case '/old':
        res.writeHead(302, { location: '/landing' });
        return res.end();
      case '/landing':
        return html(page('Landing'));
      case '/again':
        return html(page('Again'));
      case '/sw-page':
        // registers a worker that answers /api/prices itself, then asks for it once the worker controls the page
        return html(
          page(
            'Worker page',
            `<p id="out"></p><script>
              navigator.serviceWorker && navigator.serviceWorker.register('/sw.js').catch(function () {});
              fetch('/api/prices').then(function (r) { return r.text(); }).then(function (t) { document.getElementById('out').textContent = t; });
            </script>`,
          ),
        );
      case '/sw.js':
        res.writeHead(200, { 'content-type': 'text/javascript' });
        return res.end(`self.addEventListener('fetch', function (e) { if (new URL(e.request.url).pathname === '/api/prices') e.respondWith(new Response('{"from":"worker"}')); });`);
      case '/api/prices':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"from":"network"}');
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('no such page');
    }
  });
}

test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

test('record a live site with a blocking CSP, a service worker, a redirect and a page loaded three times', async ({ browser }) => {
  test.setTimeout(180_000);
  await ensureTrackerBuilt();
  const server = site();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  try {
    const base = `http://${HOST}`;
    const r = await recordSite({
      url: `${base}/`,
      name: 'live-conditions',
      provider: 'site-generic',
      siteKey: 'site-generic-b',
      steps: [
        { name: 'open', goto: `${base}/` },
        { name: 'redirected', goto: `${base}/old` },
        { name: 'again-1', goto: `${base}/again` },
        { name: 'again-2', goto: `${base}/again` },
        { name: 'again-3', goto: `${base}/again` },
        { name: 'worker', goto: `${base}/sw-page` },
      ],
      hostResolverRules: `MAP ${HOST} 127.0.0.1:${port}`,
      root: join(TMP, 'recordings'),
      trackerFile: TAG_FILE,
      quietMs: 300,
    });
    const run = r.replay!;
    expect(run.report.error).toBeNull();
    expect(run.report.unmatched.map((u) => u.url)).toEqual([]);
    const pageviews = r.golden!.filter((e) => e.action === 'pageview').map((e) => `${e.step} ${(e.payload as { title: string }).title}`);
    expect(pageviews).toEqual(['open Strict home', 'redirected Landing', 'again-1 Again', 'again-2 Again', 'again-3 Again', 'worker Worker page']);
    expect(run.report.findings).toEqual([
      `the Content-Security-Policy header of ${base}/ (entry 0) would block the embed tag in production: extend script-src https://cdn.beacon-analytics.com and default-src https://collect.beacon-analytics.com (the replay ran the tracker as if it did)`,
    ]);
    // the worker was kept out while recording: the HAR holds the network's answer, which the replay serves
    expect(run.served.filter((s) => s.url.endsWith('/api/prices')).map((s) => s.responseBody)).toEqual(['{"from":"network"}']);
    const again = await runSite(browser, r.dir, { trackerSource: readFileSync(TAG_FILE) });
    expect(again.report.status, JSON.stringify(again.report.diff)).toBe('pass');
  } finally {
    server.close();
  }
});
