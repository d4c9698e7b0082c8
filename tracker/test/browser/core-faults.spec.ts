// Delivery faults (issue 13): nothing a tab tracked is lost when its post hangs and the tab goes away.
// At-least-once delivery: an unconfirmed batch is resent with its post id, which the service de-duplicates on.
import { test, expect, pageUrl, until, arrivals } from './core-helpers';

const cfg = { test: { lockMs: 1000 } };

test('a tab closed while its first post hangs: a new tab of the site delivers that pageview', async ({ browser, server }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  const times = arrivals(server);
  const bodies: string[] = [];
  server.handlers.push((req, _res, body) => (req.url === '/collect/action' && bodies.push(body), false));
  server.replies = [{ hold: new Promise<void>(() => {}) }]; // never answered
  await first.goto(pageUrl(server, cfg).replace('?', '?tab=closed&'));
  await until(() => times.length === 1, 'the first post, which hangs');
  await first.close();

  const second = await context.newPage();
  await second.goto(pageUrl(server, cfg).replace('?', '?tab=new&'));
  const fromClosed = () => server.batches.find((b) => new URL(b.url).searchParams.get('tab') === 'closed');
  const recovered = (await until(fromClosed, "the closed tab's batch"))!;
  expect(recovered.events.map((e) => e.action)).toContain('pageview');
  expect(recovered.post_id).toBe(JSON.parse(bodies[0]).post_id); // the same post id: the service drops a copy it had
  await context.close();
});
