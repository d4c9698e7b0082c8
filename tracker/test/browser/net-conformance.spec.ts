// The host must not be able to tell the network observers are there (issue 5, "Network observation"; issue 9,
// JSONP). pages/net/host.js exercises XHR, fetch and JSONP and records everything a page can see; it runs once
// without and once with the observers (loaded as the tracker is, before the host's scripts) and the two
// transcripts must be identical. The second run must also have captured the calls adapters need.
import { expect, test, type Browser } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { TestServer } from './server';
import { buildNetObservers, CONFORMANCE_SUBSCRIPTIONS, freePort, netHandler } from './net-fixtures';

type Captured = { via: string; method: string; url: string; requestBody: string | null; status: number; responseText: string | null; json: unknown; headers: Record<string, string>; timestamp: number; page: string };
type Run = { transcript: Record<string, any>; tells: Record<string, unknown>; console: string[]; pageErrors: string[]; net?: { calls: Captured[]; jsonp: Captured[]; late: Captured[]; errors: string[]; logs: string[]; recent: number } };

let server: TestServer;
let closedPort = 0;
let without: Run;
let withNet: Run;


async function run(browser: Browser, net: boolean): Promise<Run> {
  const page = await browser.newPage();
  const consoleLines: string[] = [];
  const pageErrors: string[] = [];
  // (the browser's own favicon request logs a 404 or not depending on timing: not the host's doing)
  page.on('console', (m) => void (m.location().url.endsWith('/favicon.ico') || consoleLines.push(`${m.type()}: ${m.text()} @ ${m.location().url}`)));
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const other = server.origin.replace('127.0.0.1', 'localhost');
  await page.goto(`${server.origin}/net/conformance.html?closed=${closedPort}&other=${encodeURIComponent(other)}&net=${net ? 1 : 0}`);
  await page.waitForFunction(() => (window as any).__hostDone === true, null, { timeout: 45_000 });
  await page.waitForTimeout(100); // deferred deliveries of the last calls
  const result = await page.evaluate(() => {
    const w = window as any;
    const t = w.__netTest;
    return {
      transcript: w.__transcript,
      tells: w.__tells,
      net: t && { calls: t.calls, jsonp: t.jsonp, late: t.late, errors: t.errors, logs: t.logs, recent: t.net.recentCalls().length },
    };
  });
  await page.close();
  // the order of console lines depends on network timing; their content must not
  return { ...result, console: consoleLines.sort(), pageErrors: pageErrors.sort() };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const observers = await buildNetObservers(CONFORMANCE_SUBSCRIPTIONS);
  server = await new TestServer().start();
  server.handlers.push(netHandler(() => observers));
  closedPort = await freePort();
  without = await run(browser, false);
  withNet = await run(browser, true);
  // kept for reading a failure (test-results/ is ignored by git)
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/net-conformance-runs.json', JSON.stringify({ without, withNet }, null, 2));
});

test.afterAll(async () => {
  await server?.stop();
});

test('the host page ran every scenario', () => {
  expect(without.transcript.fatal, without.transcript.fatalStack).toBeUndefined();
  expect(withNet.transcript.fatal, withNet.transcript.fatalStack).toBeUndefined();
  expect(withNet.net, 'observers loaded in the second run').toBeTruthy();
  expect(without.net).toBeFalsy();
});

test('what the host sees is identical with and without the observers', () => {
  for (const key of Object.keys(without.transcript)) expect(withNet.transcript[key], key).toEqual(without.transcript[key]);
  expect(Object.keys(withNet.transcript)).toEqual(Object.keys(without.transcript));
  expect(withNet.console).toEqual(without.console);
  expect(withNet.pageErrors).toEqual(without.pageErrors);
});

test('the transcript really exercised what it claims', () => {
  const t = without.transcript;
  // sanity checks on the baseline itself, so an "identical" verdict is not two empty transcripts
  expect(t.xhrResponseTypes.json.response.json).toContain('1.234,50 €');
  expect(t.xhrResponseTypes.arraybuffer.response.arrayBuffer).toBeGreaterThan(0);
  expect(t.xhrResponseTypes.blob.response.blob).toBeGreaterThan(0);
  expect(t.xhrDocumentHtml.response.title).toBe('fragment');
  expect(t.xhrSync.status).toBe(200);
  expect(t.xhrSyncResponseType.events).toContain('responseType-error:InvalidAccessError');
  expect(t.xhrAbort.events.join()).toContain('abort');
  expect(t.xhrTimeout.events.join()).toContain('timeout');
  expect(t.xhrClosedPort.events.join()).toContain(':error:');
  expect(t.xhrUpload.events.join()).toContain('upload:load:');
  expect(t.xhrReuse).toContain('loadend:2:4');
  expect(t.fetchStream).toMatchObject({ text: 'chunk-1;chunk-2;', firstChunkEarly: true });
  expect(t.fetchAbort.rejected).toMatchObject({ name: 'AbortError', isDomException: true });
  expect(t.fetchAbortReason.rejected.tag).toBe('host-reason');
  expect(t.fetchTimeoutSignal.rejected.name).toBe('TimeoutError');
  expect(t.fetchClosedPort.rejected).toMatchObject({ name: 'TypeError' });
  expect(t.fetchIllegalThis.returned.message).toContain('Illegal invocation'); // Chromium rejects rather than throws
  expect(t.fetchRequestPost.body.json.body).toBe('a=1&b=2');
  expect(t.fetchRequestPost.requestBodyUsed).toBe(true);
  expect(t.rejections).toEqual([{ promise: 'unhandled-fetch', reason: expect.objectContaining({ name: 'TypeError' }) }, { handledLater: 'unhandled-fetch' }]);
  expect(t.jsonp.quote.seen[0]).toMatchObject({ thisIsUndefined: true, args: 2, extra: 'second-arg' });
  expect(t.jsonp.quote.returnReachedScript).toBe(true);
  expect(t.jsonp.throwsCaught.caughtIsHostError).toBe(true);
  expect(t.jsonp.throwsUncaught.windowErrors[0].error.tag).toBe('host-boom');
  expect(t.jsonp.late.seen).toEqual(['3']);
  expect(t.jquery.handlerResults).toEqual([]);
});

test('the only tells are the ones documented (identity of the wrapper itself)', () => {
  const differing = Object.keys(without.tells).filter((k) => JSON.stringify(without.tells[k]) !== JSON.stringify(withNet.tells[k]));
  // Function.prototype.toString.call(wrapper) shows our source, Reflect.ownKeys(wrapper) shows the mark and the
  // toString override, and window[callback] is our wrapper rather than the host's function. A host can only
  // see these by inspecting the functions themselves; fetch.toString() and String(fetch) still look native.
  expect(differing.sort()).toEqual(['fetchOwnKeys', 'fetchSource', 'fetchToStringIsInherited', 'jsonpIdentity', 'openOwnKeys', 'openSource']);
});

test('the observers captured the calls, once each, with bodies and answers', () => {
  const net = withNet.net!;
  expect(net.errors).toEqual([]);
  expect(net.logs).not.toContain('jquery not found'); // the page has a jQuery
  const find = (part: string) => net.calls.filter((c) => c.url.includes(part));
  const one = (part: string) => {
    const found = find(part);
    expect(found, `${part}: ${JSON.stringify(found.map((c) => c.url))}`).toHaveLength(1);
    return found[0];
  };
  const abs = (path: string) => `${server.origin}${path}`;

  // early calls, and their replay to a subscriber that attached after they were done
  expect(one('n=early-fetch')).toMatchObject({ via: 'fetch', method: 'GET', url: abs('/net/api/json?n=early-fetch'), status: 200, json: { ok: true, n: 'early-fetch' } });
  expect(one('n=early-xhr')).toMatchObject({ via: 'xhr', method: 'GET', status: 200, json: { n: 'early-xhr' } });
  expect(net.late.map((c) => c.url).sort()).toEqual([abs('/net/api/json?n=early-fetch'), abs('/net/api/json?n=early-xhr')]);

  // XHR: text bodies read for '', text and json; other types recorded without a body
  const exact = (path: string) => {
    const found = net.calls.filter((c) => c.url === abs(path));
    expect(found, path).toHaveLength(1);
    return found[0];
  };
  for (const rt of ['', 'text', 'json']) expect(exact(`/net/api/json?n=rt-${rt}`).json, rt).toMatchObject({ n: `rt-${rt}` });
  for (const rt of ['arraybuffer', 'blob', 'document']) expect(exact(`/net/api/json?n=rt-${rt}`)).toMatchObject({ status: 200, responseText: null });
  const rtJson = exact('/net/api/json?n=rt-json');
  expect(JSON.parse(rtJson.responseText!)).toEqual({ ok: true, n: 'rt-json', price: '1.234,50 €', nested: { a: [1, 2, { b: null }] } });
  expect(rtJson.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'x-beacon-test': 'yes' });
  expect(find('n=sync').map((c) => c.url)).toEqual(expect.arrayContaining([abs('/net/api/json?n=sync'), abs('/net/api/echo?n=sync-post')]));
  expect(one('n=sync-post')).toMatchObject({ method: 'POST', requestBody: 'action=sync_post' });
  expect(one('n=relative').url).toBe(abs('/net/api/json?n=relative'));
  expect(one('n=xhr-formData').requestBody).toBe('action=homey_calculate_booking_cost&guests=2&file=notes.txt');
  expect(one('n=xhr-urlSearchParams').requestBody).toBe('action=listing_price&arrive=2026-02-14');
  expect(one('n=xhr-string').requestBody).toBe('ws=DailyAvailability&lang=en');
  expect(one('n=xhr-blob').requestBody).toBeNull();
  expect(one('n=upload').requestBody).toHaveLength(300000);
  expect(find('/net/api/status500').map((c) => [c.via, c.status, (c.json as { error: string }).error])).toEqual([
    ['xhr', 500, 'boom'],
    ['fetch', 500, 'boom'],
  ]);
  expect(find('/net/api/big').map((c) => [c.via, c.responseText])).toEqual([
    ['xhr', null],
    ['fetch', null],
  ]); // too big to keep, but still seen
  expect(find('n=reuse-').map((c) => (c.json as { n: string }).n)).toEqual(['reuse-1', 'reuse-2']);
  // nothing for calls that never got an answer
  for (const part of ['n=abort', 'n=timeout', 'n=f-abort', 'n=f-timeout', 'n=pre-aborted', `:${closedPort}/`, 'n=illegal']) expect(find(part), part).toEqual([]);

  // jQuery: seen by the XHR wrapper and by ajaxComplete, delivered once
  expect(one('n=jq')).toMatchObject({ via: 'xhr', method: 'POST', requestBody: 'action=homey_calculate_booking_cost&check_in=2026-02-14' });

  // fetch
  expect(one('n=f1').json).toMatchObject({ n: 'f1' });
  expect(one('n=url-object').url).toBe(abs('/net/api/json?n=url-object'));
  expect(one('n=f-relative').url).toBe(abs('/net/api/json?n=f-relative'));
  expect(one('n=req-post')).toMatchObject({ via: 'fetch', method: 'POST', requestBody: 'a=1&b=2' });
  expect(one('n=req-json').requestBody).toBe('{"ws":"Lodging","id":7}');
  expect(one('n=req-override')).toMatchObject({ method: 'PUT', requestBody: 'override=1' });
  expect(one('n=req-blob').requestBody).toBe('blobby');
  expect(one('n=req-formdata').requestBody).toMatch(/name="action"\r\n\r\nquote_listing\r\n/);
  expect(one('n=body-urlSearchParams').requestBody).toBe('action=getSearchResultsAJAX&page=2');
  expect(one('n=body-formData').requestBody).toBe('action=homey_half_map&file=notes.txt');
  expect(one('n=body-json').requestBody).toBe('{"ws":"Lodging"}');
  expect(one('n=body-blob').requestBody).toBeNull();
  expect(find('/net/api/stream').find((c) => c.via === 'fetch')!.responseText).toBe('chunk-1;chunk-2;');
  expect(one('n=never-read').json).toMatchObject({ n: 'never-read' }); // read from our clone only
  // a redirect is recorded under the url the host asked for, with the final answer
  expect(find('/net/api/redirect').map((c) => [c.via, (c.json as { n: string }).n])).toEqual([
    ['xhr', 'redirected'],
    ['fetch', 'redirected'],
  ]);
  expect(find('n=no-cors')).toEqual([]); // opaque: nothing to see

  // JSONP
  const quotes = net.jsonp.filter((c) => c.url.includes('callback=jsonp_quote'));
  expect(quotes).toHaveLength(2);
  expect(quotes[0]).toMatchObject({ via: 'jsonp', method: 'GET', status: 200, url: abs('/net/api/jsonp?callback=jsonp_quote&n=1') });
  // copied before the host's callback added `mutatedByHost` to the object it received
  expect(quotes[0].json).toEqual([{ n: '1', price: '1.234,50 €', nested: { list: [1, 2] } }, 'second-arg']);
  expect(net.jsonp.map((c) => (Array.isArray(c.json) ? c.json[0].n : (c.json as { n: string }).n))).toEqual(['1', '2', '3', '4', '5']);
  expect(net.jsonp.some((c) => c.url.includes('other_cb'))).toBe(false);

  // the ring buffer for ajaxCache
  expect(net.recent).toBe(20);
  // no identical call delivered twice within 500 ms (the same call made again later is a new call)
  const last = new Map<string, number>();
  for (const c of net.calls) {
    const key = `${c.method} ${c.url} ${c.requestBody} ${c.status} ${c.responseText}`;
    expect(c.timestamp - (last.get(key) ?? -Infinity), key.slice(0, 120)).toBeGreaterThan(500);
    last.set(key, c.timestamp);
  }
});
