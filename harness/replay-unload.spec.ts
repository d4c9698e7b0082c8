// Posts of a page being unloaded reach the replay's capture endpoint, once, in the step that unloaded the page.
// A booking answer whose handler sets location.href at once: the tracker hands what it captured from that answer
// to keepalive fetch (or sendBeacon) at pagehide. Chromium carries such a post on in the browser process, where a
// context's route never sees it (harness/replay/routing.ts routeUnloadPosts); a real collection service gets it,
// so the replay must too. The page here posts at its own pagehide, as the tracker does, with a keepalive fetch and
// a sendBeacon Blob, and two replays share one browser (each captures its own posts, not the other's).
import { test, expect } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { recordSite } from './record/recorder.ts';
import { replayRecording, type ReplayResult } from './replay/engine.ts';
import { ensureTrackerBuilt, ROOT, TRACKER_FILE } from './replay/build.ts';

const HOST = 'www.unload-posts.test';
const TMP = join(ROOT, '.beacon-tmp', `replay-unload-${process.pid}`);

const BOOK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Book</title></head><body>
<h1>Sea Loft</h1><button id="book" type="button">Book</button>
<script>
document.getElementById('book').addEventListener('click', function () {
  var x = new XMLHttpRequest();
  x.open('POST', '/api/book');
  x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
  x.onload = function () { location.href = '/booked?ref=' + JSON.parse(x.responseText).id; };
  x.send('listing=L1');
});
// as the tracker does at pagehide (only where it is configured: the replay)
addEventListener('pagehide', function () {
  var c = window.__beaconConfig;
  if (!c || !c.endpoint) return;
  var batch = function (id) { return JSON.stringify({ post_id: id, url: location.href, events: [{ action: 'conversion', payload: { reservation_id: 'R-1', via: id }, offset: 0 }] }); };
  fetch(c.endpoint + '/action', { method: 'POST', body: batch('unload-fetch'), headers: { 'Content-Type': 'text/plain' }, keepalive: true });
  navigator.sendBeacon(c.endpoint + '/action', new Blob([batch('unload-beacon')], { type: 'text/plain' }));
});
</script></body></html>`;
const BOOKED = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Booked</title></head><body><h1 id="done">Booked</h1></body></html>';

function start(): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.sendDate = false;
      const path = new URL(req.url ?? '/', `http://${HOST}`).pathname;
      const send = (type: string, body: string) => res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body);
      if (path === '/') return send('text/html; charset=utf-8', BOOK);
      if (path === '/api/book' && req.method === 'POST') return send('application/json', '{"id":"R-1"}');
      if (path === '/booked') return send('text/html; charset=utf-8', BOOKED);
      res.writeHead(404).end();
    });
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

test('posts a page makes while it unloads (keepalive fetch, sendBeacon) are captured once, in the step that unloaded it', async ({ browser }) => {
  test.setTimeout(120_000);
  await ensureTrackerBuilt();
  const server = await start();
  let dir: string;
  try {
    const port = (server.address() as AddressInfo).port;
    const recorded = await recordSite({
      url: `http://${HOST}/`,
      name: 'unload-posts',
      provider: 'pageview-only',
      siteKey: 'unload-posts',
      steps: [
        { name: 'open', goto: `http://${HOST}/` },
        { name: 'book', click: '#book' },
        { name: 'booked', wait: '#done' },
      ],
      hostResolverRules: `MAP ${HOST} 127.0.0.1:${port}`,
      root: TMP,
      force: true,
      golden: false,
    });
    dir = recorded.dir;
  } finally {
    server.close();
  }
  // two replays at once in one browser: each one's posts are its own
  const runs = await Promise.all([0, 1].map(() => replayRecording(browser, dir, { trackerFile: TRACKER_FILE })));
  const posts = (r: ReplayResult) => r.batches.filter((b) => String(b.batch.post_id).startsWith('unload-')).map((b) => `${b.step} ${String(b.batch.post_id)} ${b.batch.url}`);
  for (const run of runs) {
    // (what the page loaded and logged, should a step fail: the wait step has failed once under full-suite load)
    expect(run.error, JSON.stringify({ unmatched: run.unmatched, warnings: run.warnings, console: run.console.slice(-20) })).toBeNull();
    expect(run.unmatched).toEqual([]);
    expect(posts(run).sort()).toEqual([`book unload-beacon http://${HOST}/`, `book unload-fetch http://${HOST}/`]);
    // the next page was tracked as usual, in the same step
    expect(run.batches.some((b) => b.step === 'book' && b.batch.url === `http://${HOST}/booked?ref=R-1`)).toBe(true);
  }
});
