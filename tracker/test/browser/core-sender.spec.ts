// The sender on the wire: debounce and grouping, needs_refresh, retries, unload flush (spec 4 "Sending").
import { test, expect, pageUrl, actions, until } from './core-helpers';
import type { Page } from '@playwright/test';
import { calls, controlTime, loadPaused, settle, trackerStarted } from './page-clock';

const push = (path: string) => history.pushState({}, '', path);

/** The tracker's debug log lines (the flag is set before its first page). */
async function debugLog(page: Page): Promise<string[]> {
  const lines: string[] = [];
  page.on('console', (m) => lines.push(m.text()));
  await page.addInitScript(() => localStorage.setItem('__beaconDebug', '1'));
  return lines;
}

test('the debounce is reset by each event, then groups are posted one after another', async ({ page, server }) => {
  await controlTime(page, 'paused');
  await loadPaused(page, pageUrl(server));
  await page.clock.runFor(100);
  await server.waitForBatches(1);
  let release!: () => void;
  server.replies = [{ hold: new Promise<void>((r) => (release = r)) }];
  // Four SPA pageviews 60 ms apart: each is tracked 50 ms after its push (navigation delay), so each lands
  // inside the debounce of the one before. Without the reset /a would have been posted at 150, /b at 210...
  for (const path of ['/a', '/b', '/c']) {
    await page.evaluate(push, path);
    await page.clock.runFor(60);
    expect(await calls(page), `posted before ${path}'s debounce was reset`).toHaveLength(1);
  }
  await page.evaluate(push, '/d');
  const pushedAt = await page.evaluate(() => Date.now());
  await page.clock.runFor(50 + 99); // /d tracked at +50: 99 ms later the debounce is still running
  expect(await calls(page)).toHaveLength(1);
  await page.clock.runFor(1); // and at 100 ms it fires
  const posted = await calls(page);
  expect(posted).toHaveLength(2);
  expect(posted[1].at - pushedAt).toBe(50 + 100);
  // the next group waits for the answer to this one, however long it takes
  await page.clock.runFor(5000);
  expect(await calls(page)).toHaveLength(2);
  release();
  const batches = await server.waitForBatches(5);
  const spa = batches.slice(1);
  expect(actions(spa)).toEqual([['pageview'], ['pageview'], ['pageview'], ['pageview']]);
  expect(spa.map((b) => new URL(b.url).pathname)).toEqual(['/a', '/b', '/c', '/d']);
  expect(new Set(spa.map((b) => b.pageview_id)).size).toBe(4);
  expect(new Set(spa.map((b) => b.post_id)).size).toBe(4);
  expect(spa.map((b) => b.events[0].payload.referrer)).toEqual([batches[0].url, `${server.origin}/a`, `${server.origin}/b`, `${server.origin}/c`]);
  // the three other groups followed the answer at once (the clock stood still meanwhile): no timer between groups
  const after = (await calls(page)).slice(2).map((c) => c.at);
  expect(after).toEqual([after[0], after[0], after[0]]);
});

test('needs_refresh re-fetches the script once, bypassing the cache', async ({ page, server }) => {
  await controlTime(page, 'flowing');
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
  // batch 3 is only posted once the answer to batch 2 was read, so a second re-fetch would be in the log
  await settle(page, server);
  const scripts = (await calls(page, 'all')).filter((c) => c.url.includes('/dist/tracker.js'));
  expect(scripts).toHaveLength(1);
  expect(server.scriptFetches).toHaveLength(2);
});

test('endpoint down then up: retried with growing backoff under the same post id, nothing lost or doubled', async ({ page, server }) => {
  const logs = await debugLog(page);
  // Jitter pinned to its middle (Math.random only feeds the jitter; ids come from crypto): 1 s, then 2 s.
  await page.addInitScript(() => (Math.random = () => 0.5));
  await controlTime(page, 'paused');
  // Down: the first attempt gets a 503, the second a network error (socket destroyed), then up again. The
  // service stays down until the page has seen the second failure (Chrome may silently repeat a request whose
  // reused socket died, so a switch on arrivals could answer that repeat).
  let down = true;
  let downArrivals = 0;
  server.handlers.push((req, res) => {
    if (req.url !== '/collect/action' || !down) return false;
    if (downArrivals++ === 0) res.writeHead(503).end();
    else req.socket.destroy();
    return true;
  });
  const retries = () => logs.filter((l) => l.includes('Post failed - retry in'));
  await loadPaused(page, pageUrl(server));
  await page.clock.runFor(100);
  await until(() => retries().length === 1, 'the 503 seen by the page');
  expect(retries()[0]).toContain('retry in 1000');
  await page.clock.runFor(999);
  expect(await calls(page)).toHaveLength(1);
  await page.clock.runFor(1);
  expect(await calls(page)).toHaveLength(2);
  await until(() => retries().length === 2, 'the network error seen by the page');
  expect(retries()[1]).toContain('retry in 2000');
  down = false;
  // an event tracked during the backoff waits for the retry instead of hammering the service
  await page.evaluate(push, '/during-backoff');
  await page.clock.runFor(50 + 100 + 1000);
  expect(await calls(page)).toHaveLength(2);
  await page.clock.runFor(2000 - 1150 - 1);
  expect(await calls(page)).toHaveLength(2);
  await page.clock.runFor(1);
  const batches = await server.waitForBatches(2);
  const posted = await calls(page);
  expect(posted).toHaveLength(4); // the retry, then the waiting pageview right after its answer
  expect(posted[1].at - posted[0].at).toBe(1000);
  expect(posted[2].at - posted[1].at).toBe(2000);
  expect(actions(batches)).toEqual([['identify', 'pageview', 'page_timing'], ['pageview']]);
  expect(new URL(batches[1].url).pathname).toBe('/during-backoff');
  expect(posted.slice(0, 3).map((p) => p.postId)).toEqual([batches[0].post_id, batches[0].post_id, batches[0].post_id]);
  expect(batches[0].events.map((e) => e.offset)).toEqual([3100, 3100, 3100]); // tracked at init, sent 100 + 1000 + 2000 ms later
  await settle(page, server);
  expect(server.batches).toHaveLength(2);
});

test('leaving the page during the backoff: the next page sends the left-overs at once', async ({ page, server }) => {
  const logs = await debugLog(page);
  await controlTime(page, 'paused');
  server.replies = [{ status: 503 }];
  await loadPaused(page, pageUrl(server));
  await page.clock.runFor(100);
  await until(() => logs.some((l) => l.includes('Post failed - retry in')), 'the 503 seen by the page');
  await page.evaluate(() => (location.href = '/core.html?next'));
  await page.waitForURL(/\?next$/);
  await trackerStarted(page);
  // the left-overs are claimed (50 ms for the claim to settle) and sent with the new page's events, long
  // before the old lock would have expired (15 s) or the old page's retry (1 s) would have come
  await page.clock.runFor(50 + 100);
  const batches = await server.waitForBatches(2);
  await settle(page, server);
  expect(batches).toHaveLength(2);
  const all = server.events().map((e) => `${e.action} ${new URL(e.batch.url).search}`);
  expect(all.sort()).toEqual(['identify ', 'page_timing ', 'page_timing ?next', 'pageview ', 'pageview ?next']);
});

test('429 with Retry-After waits as long as asked', async ({ page, server }) => {
  const logs = await debugLog(page);
  await controlTime(page, 'paused');
  server.replies = [{ status: 429, headers: { 'Retry-After': '2', 'Access-Control-Expose-Headers': 'Retry-After' } }];
  await loadPaused(page, pageUrl(server));
  await page.clock.runFor(100);
  await until(() => logs.some((l) => l.includes('Post failed - retry in')), 'the 429 seen by the page');
  await page.clock.runFor(1999); // the own backoff (at most 1.2 s) is not enough: the service asked for 2 s
  expect(await calls(page)).toHaveLength(1);
  await page.clock.runFor(1);
  await server.waitForBatches(1);
  const posted = await calls(page);
  expect(posted.map((p) => p.at - posted[0].at)).toEqual([0, 2000]);
});

test('another 4xx drops that batch (logged) and later batches still go', async ({ page, server }) => {
  const logs = await debugLog(page);
  await controlTime(page, 'flowing');
  server.replies = [{ status: 400 }];
  await page.goto(pageUrl(server));
  await until(() => logs.some((l) => l.includes('Batch rejected - dropped 400')), 'the drop log');
  await page.evaluate(push, '/after-400');
  const batches = await server.waitForBatches(1);
  await settle(page, server, 5000); // past any retry the dropped batch could have had
  expect(actions(batches)).toEqual([['pageview']]);
  expect(server.posts.map((p) => p.status)).toEqual([400, 200]);
});

test('unload flush: staged events leave with the page, once', async ({ page, server }) => {
  // The clock stands still, so only the pagehide flush can deliver them.
  await controlTime(page, 'paused');
  await loadPaused(page, pageUrl(server));
  const staged = () =>
    page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('__beaconBuffer.')).map((k) => localStorage.getItem(k)).join('').split('"a":').length - 1);
  expect(await staged()).toBe(3);
  await page.evaluate(push, '/last-step');
  await page.clock.runFor(50); // the navigation delay, not the 100 ms debounce
  expect(await staged()).toBe(4);
  expect(await calls(page)).toHaveLength(0);
  await page.evaluate(() => (location.href = '/blank.html'));
  const batches = await server.waitForBatches(2);
  expect(actions(batches)).toEqual([['identify', 'pageview', 'page_timing'], ['pageview']]);
  await page.waitForURL(/blank\.html$/);
  const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('beacon-') || k.startsWith('__beaconBuffer')));
  expect(left).toEqual([]);
  await loadPaused(page, pageUrl(server, undefined, '/core.html', ''));
  await settle(page, server, 15_000 + 1000); // past any lock expiry: nothing of the first page is sent again
  expect(actions(server.batches)).toEqual([['identify', 'pageview', 'page_timing'], ['pageview'], ['pageview', 'page_timing']]);
});
