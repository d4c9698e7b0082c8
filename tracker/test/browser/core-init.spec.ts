// The initialisation sequence and the batches on the wire (spec 3, spec 4 "Initialisation").
import type { Page } from '@playwright/test';
import { test, expect, pageUrl, actions, until, errorReports, UUID, buffersDrained } from './core-helpers';
import { controlTime, loadEnded, loadPaused, settle } from './page-clock';

/**
 * Console messages reach the test asynchronously, after the batch may have reached the server: logs a marker
 * and waits for it, so every message the page logged before it has arrived. Returns how many came before it.
 */
async function consoleCaughtUp(page: Page, texts: () => string[]): Promise<number> {
  await page.evaluate(() => console.log('-- test marker --'));
  return (await until(() => texts().indexOf('-- test marker --') + 1, 'the console marker')) - 1;
}

const TIMING_FIELDS = [
  'startTime', 'duration', 'redirectCount', 'redirectStart', 'redirectEnd', 'fetchStart', 'domainLookupStart',
  'domainLookupEnd', 'connectStart', 'connectEnd', 'secureConnectionStart', 'requestStart', 'responseStart',
  'responseEnd', 'domInteractive', 'domContentLoadedEventEnd', 'domComplete', 'loadEventStart', 'loadEventEnd',
];

test('first visit: identify, pageview and page_timing in one batch with every batch field', async ({ page, server }) => {
  const url = pageUrl(server);
  await controlTime(page, 'paused');
  await loadPaused(page, url);
  await page.clock.runFor(100);
  const [batch] = await server.waitForBatches(1);
  await settle(page, server);
  expect(server.batches).toHaveLength(1);
  expect(Object.keys(batch)).toEqual(['client_id', 'site_key', 'user_id', 'install_id', 'session_id', 'pageview_id', 'version', 'post_id', 'url', 'events']);
  expect(batch).toMatchObject({ client_id: 7, site_key: 'k', install_id: 9, version: '0.1.0', url });
  for (const id of [batch.user_id, batch.session_id, batch.pageview_id, batch.post_id]) expect(id).toMatch(UUID);
  expect(new Set([batch.user_id, batch.session_id, batch.pageview_id, batch.post_id]).size).toBe(4);
  expect(actions([batch])).toEqual([['identify', 'pageview', 'page_timing']]);

  const [identify, pageview, timing] = batch.events;
  const env = await page.evaluate(() => ({
    agent: navigator.userAgent, width: screen.width, height: screen.height, availWidth: screen.availWidth,
    availHeight: screen.availHeight, referrer: document.referrer, locale: navigator.language,
  }));
  expect(identify.payload).toEqual(env);
  expect(pageview.payload).toEqual({ url, referrer: '', title: 'Core test page' });
  expect(Object.keys(timing.payload)).toEqual(TIMING_FIELDS);
  expect(timing.payload.loadEventEnd).toBeGreaterThan(0);
  expect(timing.payload.loadEventEnd).toBeGreaterThanOrEqual(timing.payload.loadEventStart as number);
  for (const e of batch.events) {
    expect(Object.keys(e)).toEqual(['action', 'payload', 'offset']);
    expect(e.offset).toBe(100); // all tracked at init, sent after the debounce (the clock moved only then)
  }
  expect(server.posts[0].headers['content-type']).toBe('text/plain');

  await buffersDrained(page); // the answer reaches the page after the server has the post
  const stored = await page.evaluate(() => ({
    local: JSON.parse(localStorage.getItem('__beacon') || 'null'),
    session: JSON.parse(sessionStorage.getItem('__beacon') || 'null'),
    cookie: document.cookie,
    buffer: Object.keys(localStorage).filter((k) => k.startsWith('__beaconBuffer')),
  }));
  expect(stored.local.user.id).toBe(batch.user_id);
  expect(stored.local.session.id).toBe(batch.session_id);
  expect(stored.session).toEqual(stored.local);
  expect(decodeURIComponent(stored.cookie)).toContain(`"id":"${batch.user_id}"`);
  expect(stored.buffer).toEqual([]);
});

test('next page load: same user and session, no identify, a new pageview id, referrer kept', async ({ page, server }) => {
  await page.goto(pageUrl(server));
  const [first] = await server.waitForBatches(1);
  const firstUrl = page.url();
  await page.evaluate(() => (location.href = '/core.html?second'));
  const [, second] = await server.waitForBatches(2);
  expect(actions([second])).toEqual([['pageview', 'page_timing']]);
  expect(second.events[0].payload).toEqual({ url: server.origin + '/core.html?second', referrer: firstUrl, title: 'Core test page' });
  expect(second.url).toBe(server.origin + '/core.html?second');
  expect(second.user_id).toBe(first.user_id);
  expect(second.session_id).toBe(first.session_id);
  expect(second.pageview_id).not.toBe(first.pageview_id);
  expect(second.post_id).not.toBe(first.post_id);
});

test('ids restored from the cookie alone count as restored: identify is sent with the same user', async ({ page, server }) => {
  await page.goto(pageUrl(server));
  const [first] = await server.waitForBatches(1);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.reload();
  const [, second] = await server.waitForBatches(2);
  expect(actions([second])).toEqual([['identify', 'pageview', 'page_timing']]);
  expect(second.user_id).toBe(first.user_id);
  expect(second.session_id).toBe(first.session_id);
});

test('a window opened from a tracked page inherits its user and session', async ({ page, server }) => {
  await page.goto(pageUrl(server));
  const [first] = await server.waitForBatches(1);
  // A fresh context would share storage; clear it in the child so only the opener can supply the ids.
  await page.context().addInitScript(() => {
    if (window.opener) {
      localStorage.clear();
      sessionStorage.clear();
      document.cookie = '__beacon=; max-age=0; path=/';
    }
  });
  const [child] = await Promise.all([page.waitForEvent('popup'), page.evaluate((u) => void window.open(u), pageUrl(server, undefined, '/core.html', '#child'))]);
  const batches = await server.waitForBatches(2);
  expect(actions([batches[1]])).toEqual([['identify', 'pageview', 'page_timing']]);
  expect(batches[1].user_id).toBe(first.user_id);
  expect(batches[1].session_id).toBe(first.session_id);
  await child.close();
});

test('the session page answers from its own origin; its ids are used and identify is sent', async ({ page, server }) => {
  await controlTime(page, 'paused');
  const other = server.origin.replace('127.0.0.1', 'localhost');
  const answer = { user: { id: 'user-from-frame', firstSeen: 1700000000000 }, session: { id: 'session-from-frame', start: 1700000001000 } };
  const sessionPage = `${other}/core-session.html?answer=${encodeURIComponent(JSON.stringify(answer))}`;
  await loadPaused(page, pageUrl(server, { sessionPage })); // however slow the frame, its 3 s timeout never runs
  await page.clock.runFor(100);
  const [batch] = await server.waitForBatches(1);
  expect(batch.user_id).toBe('user-from-frame');
  expect(batch.session_id).toBe('session-from-frame');
  expect(actions([batch])).toEqual([['identify', 'pageview', 'page_timing']]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('__beacon') || 'null'));
  expect(stored).toEqual(answer);
  expect(await page.locator('iframe').count()).toBe(0);
});

test('a message from another origin than the session page is ignored; on timeout new ids are created', async ({ page, server }) => {
  const other = server.origin.replace('127.0.0.1', 'localhost');
  // The frame stays silent; the page itself (wrong origin) posts a forged answer.
  await page.addInitScript(() => {
    addEventListener('load', () => setTimeout(() => postMessage({ user: { id: 'forged', firstSeen: 1 }, session: { id: 'forged', start: 1 } }, '*'), 30));
  });
  await controlTime(page, 'paused');
  await page.goto(pageUrl(server, { sessionPage: `${other}/core-session.html?silent`, test: { frameMs: 800 } }));
  await loadEnded(page); // the init task and the forgery are queued; the frame waits from init on
  const identity = () => page.evaluate(() => (window as { __beacon?: { identity?: { user: { id: string } } } }).__beacon?.identity);
  await page.clock.runFor(799); // the forgery came at 30 ms and was ignored: still waiting for the frame
  expect(await identity()).toBeUndefined();
  await page.clock.runFor(1);
  await until(identity, 'new ids at the frame timeout');
  await page.clock.runFor(100);
  const [batch] = await server.waitForBatches(1);
  expect(batch.user_id).toMatch(/^[0-9a-f]{8}-/);
  expect(batch.session_id).toMatch(/^[0-9a-f]{8}-/);
  expect(server.events().map((e) => e.action)).toContain('identify');
});

test('the session page is asked with the known user id when only the session is missing', async ({ page, server }) => {
  await controlTime(page, 'paused');
  const other = server.origin.replace('127.0.0.1', 'localhost');
  const sessionPage = `${other}/core-session.html?answer=${encodeURIComponent(JSON.stringify({ session: { id: 's2', start: 5 } }))}`;
  const asked: string[] = [];
  server.handlers.push((req) => {
    if (req.url?.startsWith('/core-session.html')) asked.push(new URL(req.url, other).searchParams.get('userId') ?? '');
    return false;
  });
  await page.goto(server.origin + '/blank.html');
  await page.evaluate(() => localStorage.setItem('__beacon', JSON.stringify({ user: { id: 'known-user', firstSeen: 3 } })));
  await loadPaused(page, pageUrl(server, { sessionPage })); // however slow the frame, its 3 s timeout never runs
  await page.clock.runFor(100);
  const [batch] = await server.waitForBatches(1);
  expect(asked).toEqual(['known-user']);
  expect(batch.user_id).toBe('known-user');
  expect(batch.session_id).toBe('s2');
});

test('no site mapping: only an install notice with the domain, logged as No site mapping - aborting', async ({ page, server }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.addInitScript(() => localStorage.setItem('__beaconDebug', '1'));
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server, { sites: [] }));
  const [batch] = await server.waitForBatches(1);
  await until(() => logs.some((l) => l.includes('No site mapping - aborting')), 'the abort log');
  await settle(page, server);
  expect(server.batches).toHaveLength(1);
  expect(actions([batch])).toEqual([['install']]);
  expect(batch.events[0].payload).toEqual({ domain: '127.0.0.1' });
  expect(batch).toMatchObject({ client_id: -1, site_key: null, install_id: -1 });
});

test('a wildcard mapping matches the host; without debug flag nothing is logged but the banner', async ({ page, server }) => {
  const logs: { type: string; text: string }[] = [];
  page.on('console', (m) => logs.push({ type: m.type(), text: m.text() }));
  await page.goto(pageUrl(server, { sites: [{ host: '*.0.0.1', provider: 'pageview-only', siteKey: 'wild', clientId: 1 }] }));
  const [batch] = await server.waitForBatches(1);
  expect(batch).toMatchObject({ site_key: 'wild', client_id: 1, install_id: -1 });
  const before = await consoleCaughtUp(page, () => logs.map((l) => l.text));
  // 127.0.0.1 is not a Beacon script host: the banner asks to replace the script tag, and tracking continues.
  expect(logs.slice(0, before)).toEqual([{ type: 'error', text: expect.stringContaining('Please replace the script tag') }]);
});

test('served from a listed script host: no banner', async ({ page, server }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto(pageUrl(server, { scriptHosts: ['127.0.0.1'] }));
  await server.waitForBatches(1);
  expect(logs.slice(0, await consoleCaughtUp(page, () => logs))).toEqual([]);
});

test('the script included twice initialises once', async ({ page, server }) => {
  await controlTime(page, 'flowing');
  await page.goto(server.origin + '/core-double.html');
  await server.waitForBatches(1);
  await settle(page, server);
  expect(actions(server.batches)).toEqual([['identify', 'pageview', 'page_timing']]);
});

test('an unknown provider is reported twice (cleaned and raw), core events still go out', async ({ page, server }) => {
  const reports = errorReports(server);
  await page.goto(pageUrl(server, { sites: [{ host: '127.0.0.1', provider: 'no-such-adapter', siteKey: 'k', clientId: 7, installId: 9 }] }));
  await server.waitForBatches(1);
  await until(() => reports.length === 2, 'two error reports');
  expect(reports.map((r) => r.tags.context)).toEqual(['cleaned', 'raw']);
  for (const r of reports) {
    expect(r.exception.values[0]).toEqual({ type: 'Error', value: 'No provider found for no-such-adapter' });
    expect(r).toMatchObject({ environment: 'production', culprit: page.url(), tags: { domain: '127.0.0.1', provider: 'no-such-adapter', commit: '0.1.0' } });
    expect(r.request.url).toBe(page.url());
  }
  expect(actions(server.batches)).toEqual([['identify', 'pageview', 'page_timing']]);
});
