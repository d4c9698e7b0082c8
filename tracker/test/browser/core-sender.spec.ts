// The sender on the wire: debounce and grouping, needs_refresh, retries, unload flush (spec 4 "Sending").
import { test, expect, pageUrl, actions, until, quiet, arrivals } from './core-helpers';

const push = (path: string) => history.pushState({}, '', path);

test('the debounce is reset by each event, then groups are posted one after another', async ({ page, server }) => {
  await page.goto(pageUrl(server));
  await server.waitForBatches(1);
  const times = arrivals(server);
  let release!: () => void;
  server.replies = [{ hold: new Promise<void>((r) => (release = r)) }];
  // Four SPA pageviews 60 ms apart: each is tracked 50 ms after its push, i.e. inside the previous debounce.
  const lastPush = await page.evaluate(async () => {
    for (const p of ['/a', '/b', '/c']) {
      history.pushState({}, '', p);
      await new Promise((r) => setTimeout(r, 60));
    }
    history.pushState({}, '', '/d');
    return Date.now();
  });
  await until(() => times.length === 1, 'the first post');
  // tracked at lastPush + 50, sent 100 ms later: an un-reset debounce would have posted ~150 ms earlier
  expect(times[0]).toBeGreaterThanOrEqual(lastPush + 50 + 100 - 15);
  await quiet(300);
  expect(times).toHaveLength(1); // the next group waits for the answer to this one
  release();
  const batches = await server.waitForBatches(5);
  const spa = batches.slice(1);
  expect(actions(spa)).toEqual([['pageview'], ['pageview'], ['pageview'], ['pageview']]);
  expect(spa.map((b) => new URL(b.url).pathname)).toEqual(['/a', '/b', '/c', '/d']);
  expect(new Set(spa.map((b) => b.pageview_id)).size).toBe(4);
  expect(new Set(spa.map((b) => b.post_id)).size).toBe(4);
  expect(spa.map((b) => b.events[0].payload.referrer)).toEqual([batches[0].url, `${server.origin}/a`, `${server.origin}/b`, `${server.origin}/c`]);
});

test('needs_refresh re-fetches the script once, bypassing the cache', async ({ page, server }) => {
  server.replies = [{ body: '{"needs_refresh":true}' }, { body: '{"needs_refresh":true}' }, { body: 'not json' }];
  await page.goto(pageUrl(server));
  await server.waitForBatches(1);
  await until(() => server.scriptFetches.length === 2, 'the script re-fetch');
  expect(server.scriptFetches[0].headers['cache-control']).toBeUndefined();
  expect(server.scriptFetches[1].headers['cache-control']).toBe('no-cache');
  expect(server.scriptFetches[1].url).toBe('/dist/tracker.js');
  await page.evaluate(push, '/again');
  await server.waitForBatches(2);
  await page.evaluate(push, '/and-again');
  await server.waitForBatches(3);
  await quiet();
  expect(server.scriptFetches).toHaveLength(2);
});

test('endpoint down then up: retried with growing backoff under the same post id, nothing lost or doubled', async ({ page, server }) => {
  // Down: the first attempt gets a 503, the second a network error (socket destroyed), then up again.
  // Chrome silently repeats a request whose reused socket dies, so arrivals within 200 ms are one attempt.
  const attempts: number[] = [];
  const bodies: string[] = [];
  let down = true;
  server.handlers.push((req, res, body) => {
    if (req.url !== '/collect/action') return false;
    const now = Date.now();
    if (!attempts.length || now - attempts[attempts.length - 1] > 200) attempts.push(now);
    if (!down) return false;
    bodies.push(body);
    if (attempts.length === 1) res.writeHead(503).end();
    else {
      req.socket.destroy();
      setTimeout(() => (down = false), 300);
    }
    return true;
  });
  await page.goto(pageUrl(server));
  await until(() => attempts.length === 2, 'the first retry');
  // an event tracked during the backoff waits for the retry instead of hammering the service
  await page.evaluate(push, '/during-backoff');
  const batches = await server.waitForBatches(2);
  expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(750);
  expect(attempts[1] - attempts[0]).toBeLessThan(1500);
  expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(1550);
  expect(actions(batches)).toEqual([['identify', 'pageview', 'page_timing'], ['pageview']]);
  expect(new URL(batches[1].url).pathname).toBe('/during-backoff');
  expect(bodies.map((b) => JSON.parse(b).post_id)).toEqual(bodies.map(() => batches[0].post_id));
  expect(batches[0].events[0].offset).toBeGreaterThanOrEqual(attempts[2] - attempts[0] - 100);
  await quiet();
  expect(server.batches).toHaveLength(2);
});

test('leaving the page during the backoff: the next page sends the left-overs at once', async ({ page, server }) => {
  const times = arrivals(server);
  server.replies = [{ status: 503 }];
  await page.goto(pageUrl(server));
  await until(() => times.length >= 1, 'the failed post');
  await page.evaluate(() => (location.href = '/core.html?next'));
  const batches = await server.waitForBatches(2);
  await quiet();
  expect(batches).toHaveLength(2);
  const all = server.events().map((e) => `${e.action} ${new URL(e.batch.url).search}`);
  expect(all.sort()).toEqual(['identify ', 'page_timing ', 'page_timing ?next', 'pageview ', 'pageview ?next']);
  expect(times[1] - times[0]).toBeLessThan(900); // not after the lock expiry or the 1 s retry
});

test('429 with Retry-After waits as long as asked', async ({ page, server }) => {
  const times = arrivals(server);
  server.replies = [{ status: 429, headers: { 'Retry-After': '2', 'Access-Control-Expose-Headers': 'Retry-After' } }];
  await page.goto(pageUrl(server));
  await server.waitForBatches(1);
  expect(times[1] - times[0]).toBeGreaterThanOrEqual(1950);
});

test('another 4xx drops that batch (logged) and later batches still go', async ({ page, server }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.addInitScript(() => localStorage.setItem('__beaconDebug', '1'));
  server.replies = [{ status: 400 }];
  await page.goto(pageUrl(server));
  await until(() => logs.some((l) => l.includes('Batch rejected - dropped 400')), 'the drop log');
  await page.evaluate(push, '/after-400');
  const batches = await server.waitForBatches(1);
  await quiet();
  expect(actions(batches)).toEqual([['pageview']]);
  expect(server.posts.map((p) => p.status)).toEqual([400, 200]);
});

test('unload flush: staged events leave with the page, once', async ({ page, server }) => {
  // A 10 s debounce (test option) so that only the pagehide flush can deliver them.
  await page.goto(pageUrl(server, { test: { debounceMs: 10000 } }));
  const staged = () =>
    page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('__beaconBuffer.')).map((k) => localStorage.getItem(k)).join('').split('"a":').length - 1);
  await until(async () => (await staged()) === 3, 'three staged events');
  await page.evaluate(push, '/last-step');
  await until(async () => (await staged()) === 4, 'the SPA pageview staged');
  expect(server.batches).toHaveLength(0);
  await page.evaluate(() => (location.href = '/blank.html'));
  const batches = await server.waitForBatches(2);
  expect(actions(batches)).toEqual([['identify', 'pageview', 'page_timing'], ['pageview']]);
  const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('beacon-') || k.startsWith('__beaconBuffer')));
  expect(left).toEqual([]);
  await page.goto(pageUrl(server, undefined, '/core.html', ''));
  await server.waitForBatches(3);
  await quiet();
  expect(actions(server.batches)).toEqual([['identify', 'pageview', 'page_timing'], ['pageview'], ['pageview', 'page_timing']]);
});
