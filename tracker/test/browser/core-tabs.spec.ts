// Two tabs of one site share the buffer (spec 4 "Event buffer"): nothing sent twice while both live, nothing
// lost when one dies mid-post. Locks are shortened to 1 s here (test option; production: 15 s).
import { test, expect, pageUrl, until, arrivals, buffersDrained } from './core-helpers';
import { controlTime, settle } from './page-clock';

const cfg = { test: { lockMs: 1000 } };
const pageviewPaths = (events: { action: string; batch: { url: string } }[]) =>
  events.filter((e) => e.action === 'pageview').map((e) => new URL(e.batch.url).pathname + new URL(e.batch.url).search);

test('two live tabs: every event is sent exactly once', async ({ page, server }) => {
  await controlTime(page, 'flowing'); // the clock and call log are the whole context's: both tabs
  const other = await page.context().newPage();
  await page.goto(pageUrl(server, cfg).replace('?', '?tab=a&'));
  // the second tab opens once the first has identified the visitor (its init runs a task after load): two tabs
  // that both start before either has stored the visitor are two visitors, each identified (a flake at load)
  await until(() => server.events().some((e) => e.action === 'identify'), 'the first tab identifying the visitor');
  await other.goto(pageUrl(server, cfg).replace('?', '?tab=b&'));
  await server.waitForBatches(2);
  // Interleaved SPA pageviews in both tabs, so both tabs have staged events in the shared buffer at once.
  const run = (p: typeof page, tab: string) =>
    p.evaluate(async (t) => {
      for (let i = 0; i < 5; i++) {
        history.pushState({}, '', `/${t}/${i}`);
        await new Promise((r) => setTimeout(r, 70));
      }
    }, tab);
  await Promise.all([run(page, 'a'), run(other, 'b')]);
  // how the events fall into batches depends on the machine's speed (debounce against the 70 ms gaps): wait for the
  // events, not for a number of batches
  await until(() => pageviewPaths(server.events()).length >= 12, 'the ten SPA pageviews');
  await buffersDrained([page, other]);
  await settle([page, other], server, 1500); // past the lock expiry: a wrongly recovered event would show up now
  const paths = pageviewPaths(server.events()).filter((p) => !p.startsWith('/core.html'));
  expect(paths.sort()).toEqual(['/a/0', '/a/1', '/a/2', '/a/3', '/a/4', '/b/0', '/b/1', '/b/2', '/b/3', '/b/4']);
  // the visitor's one identify (the tabs share it), each tab's first pageview and page timing, the ten SPA pageviews
  const sent = server.events().map((e) => e.action).sort();
  expect(sent, 'an event sent twice, or one too many').toEqual(['identify', 'page_timing', 'page_timing', ...Array(12).fill('pageview')]);
  const postIds = server.batches.map((b) => b.post_id);
  expect(new Set(postIds).size, 'a batch sent twice').toBe(postIds.length);
});

test('a tab that crashes mid-post: the other tab sends its events once the lock expires', async ({ page, server }) => {
  await controlTime(page, 'flowing'); // the clock and call log are the whole context's: both tabs
  const context = page.context();
  const other = await context.newPage();
  await page.goto(pageUrl(server, cfg));
  await other.goto(pageUrl(server, cfg));
  await server.waitForBatches(2);
  const times = arrivals(server);
  const bodies: string[] = [];
  server.handlers.push((req, _res, body) => (req.url === '/collect/action' && bodies.push(body), false));
  let release!: () => void;
  server.replies = [{ hold: new Promise<void>((r) => (release = r)), status: 503 }];
  await page.evaluate(() => history.pushState({}, '', '/dying'));
  await until(() => times.length === 1, 'the doomed post');
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => {}); // never answers: the target is gone
  await crashed;
  release(); // the dead tab never sees this failure
  await other.evaluate(() => history.pushState({}, '', '/alive'));
  await server.waitForBatches(4);
  await page.close(); // gone anyway; the clock moves every page of the context and a crashed one cannot follow
  await settle(other, server, 1500);
  const paths = pageviewPaths(server.events());
  expect(paths.filter((p) => p === '/dying')).toHaveLength(1);
  expect(paths.filter((p) => p === '/alive')).toHaveLength(1);
  expect(server.batches).toHaveLength(4);
  const recovered = server.batches.find((b) => new URL(b.url).pathname === '/dying');
  expect(recovered?.post_id).toBe(JSON.parse(bodies[0]).post_id); // same post id: a server can de-duplicate
});

test('a tab closed mid-post: the other tab resends the unconfirmed post under its post id, which the service keeps once', async ({ page, server }) => {
  await controlTime(page, 'flowing'); // the clock and call log are the whole context's: both tabs
  const other = await page.context().newPage();
  await page.goto(pageUrl(server, cfg));
  await other.goto(pageUrl(server, cfg));
  await server.waitForBatches(2);
  const times = arrivals(server);
  let release!: () => void;
  server.replies = [{ hold: new Promise<void>((r) => (release = r)) }];
  await page.evaluate(() => history.pushState({}, '', '/closing'));
  await until(() => times.length === 1, 'the post in flight');
  await page.close(); // the closing tab never learns whether its post arrived
  release();
  await other.evaluate(() => history.pushState({}, '', '/still-here'));
  await until(() => pageviewPaths(server.events()).filter((p) => p === '/closing').length === 2, 'the resent copy');
  await until(() => pageviewPaths(server.events()).includes('/still-here'), 'the live tab');
  await settle(other, server, 1500);
  const closing = server.batches.filter((b) => new URL(b.url).pathname === '/closing');
  expect(closing).toHaveLength(2);
  expect(closing[1].post_id).toBe(closing[0].post_id);
  expect(closing[1].events).toEqual(closing[0].events.map((e) => ({ ...e, offset: expect.any(Number) })));
  expect(new Set(server.batches.map((b) => b.post_id)).size).toBe(4); // what the service keeps
});
