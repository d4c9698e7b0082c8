// @vitest-environment happy-dom
// The bus: matchers, formField, the ring buffer (ajaxCache), the 500 ms duplicate window, deferred guarded
// delivery and the replay of early calls to late subscribers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callsSeen, flush, formField, matches, observe, publish, readingBody, recentCalls, resetBus, seenNext, setNetHooks, type Call } from './bus';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const reported: unknown[] = [];

function mk(over: Partial<Omit<Call, 'json'>> = {}): Call {
  const c = call('xhr', 'GET', 'https://site.test/api/quote?x=1', null, 200, '{"total":"1.234,50 €"}', { 'content-type': 'application/json' });
  return Object.assign(c, over);
}

beforeEach(() => {
  resetBus();
  reported.length = 0;
  setNetHooks({ report: (e) => reported.push(e), log: () => {} });
});
afterEach(() => resetBus());

describe('matches', () => {
  const c = mk({ method: 'POST', url: 'https://site.test/wp-admin/admin-ajax.php', requestBody: 'action=homey_calculate_booking_cost&check_in=2026-02-14' });
  it.each([
    [{}, true],
    [{ method: 'post' }, true],
    [{ method: 'GET' }, false],
    [{ url: 'admin-ajax' }, true],
    [{ url: '/wp-json/' }, false],
    [{ url: /admin-ajax\.php$/ }, true],
    [{ url: /^http:/ }, false],
    [{ method: 'POST', url: 'admin-ajax', test: (_u: string, b: string | null) => formField(b, 'action') === 'homey_calculate_booking_cost' }, true],
    [{ method: 'POST', url: 'admin-ajax', test: (_u: string, b: string | null) => formField(b, 'action') === 'homey_half_map' }, false],
    [{ test: (u: string) => u.startsWith('https://site.test/') }, true],
  ])('%o -> %s', (m, want) => expect(matches(m, c)).toBe(want));

  it('a global RegExp matches every time (lastIndex is reset)', () => {
    const re = /admin-ajax/g;
    expect([matches({ url: re }, c), matches({ url: re }, c), matches({ url: re }, c)]).toEqual([true, true, true]);
  });
});

describe('formField', () => {
  it.each([
    ['action=homey_half_map&arrive=2026-02-14', 'action', 'homey_half_map'],
    ['action=homey_half_map&arrive=2026-02-14', 'arrive', '2026-02-14'],
    ['a=1&b=two+words&c=%E2%82%AC%201', 'b', 'two words'],
    ['a=1&b=two+words&c=%E2%82%AC%201', 'c', '€ 1'],
    ['data%5Bcheckin%5D=2026-02-14&data%5Bguests%5D=2', 'data[checkin]', '2026-02-14'],
    ['ws=DailyAvailability&lang=en', 'ws', 'DailyAvailability'],
    ['a=1&b=2', 'missing', null],
    ['empty=', 'empty', ''],
    ['{"ws":"Lodging","id":12,"ok":true,"guests":{"adults":2},"none":null}', 'ws', 'Lodging'],
    ['{"ws":"Lodging","id":12,"ok":true,"guests":{"adults":2},"none":null}', 'id', '12'],
    ['{"ws":"Lodging","id":12,"ok":true,"guests":{"adults":2},"none":null}', 'ok', 'true'],
    ['{"ws":"Lodging","id":12,"ok":true,"guests":{"adults":2},"none":null}', 'guests', '{"adults":2}'],
    ['{"ws":"Lodging","id":12,"ok":true,"guests":{"adults":2},"none":null}', 'none', null],
    ['  {"ws":"DailyRates"}  ', 'ws', 'DailyRates'],
    ['{not json', 'ws', null],
    ['', 'a', null],
    [null, 'a', null],
  ])('%j[%s] = %j', (body, name, want) => expect(formField(body, name)).toBe(want));

  const multipart = [
    '------WebKitFormBoundaryX7',
    'Content-Disposition: form-data; name="action"',
    '',
    'check_avaliabity',
    '------WebKitFormBoundaryX7',
    'Content-Disposition: form-data; name="upload"; filename="ws"',
    'Content-Type: text/plain',
    '',
    'file body',
    '------WebKitFormBoundaryX7',
    'Content-Disposition: form-data; name="ws"',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'DailyRates',
    '------WebKitFormBoundaryX7',
    'Content-Disposition: form-data; name="note"',
    '',
    'two',
    'lines',
    '------WebKitFormBoundaryX7--',
    '',
  ];
  it.each([
    ['action', 'check_avaliabity'],
    ['ws', 'DailyRates'], // not the file part whose filename is "ws"
    ['upload', 'file body'],
    ['note', 'two\r\nlines'],
    ['missing', null],
  ])('multipart (CRLF) %s', (name, want) => expect(formField(multipart.join('\r\n'), name)).toBe(want));
  it('multipart with bare LF', () => expect(formField(multipart.join('\n'), 'ws')).toBe('DailyRates'));
  it('never throws', () => {
    for (const junk of ['%', '%%%=%', '--', '--\r\n', '{', '[1,2]', '\u0000', 'a'.repeat(1e5)]) expect(() => formField(junk, 'a')).not.toThrow();
  });
});

describe('ring buffer (ajaxCache)', () => {
  it('keeps the last 20 calls, oldest first', () => {
    for (let i = 0; i < 25; i++) publish(mk({ url: `https://site.test/api/${i}` }));
    const urls = recentCalls().map((c) => c.url);
    expect(urls).toHaveLength(20);
    expect(urls[0]).toBe('https://site.test/api/5');
    expect(urls[19]).toBe('https://site.test/api/24');
  });
  it('keeps the order answers were seen: a fetch body read after a later call is still before it', () => {
    const at = seenNext(); // the fetch's Response arrives
    publish(mk({ url: 'https://site.test/api/xhr' })); // an XHR finishes while the fetch body is read
    publish(mk({ url: 'https://site.test/api/fetch' }), undefined, at);
    expect(recentCalls().map((c) => c.url)).toEqual(['https://site.test/api/fetch', 'https://site.test/api/xhr']);
  });
  it('callsSeen waits for the bodies of answers seen before it was asked, and leaves out answers seen after', async () => {
    publish(mk({ url: 'https://site.test/api/first' }));
    const at = seenNext();
    let read!: () => void;
    readingBody(new Promise<void>((r) => (read = r)).then(() => publish(mk({ url: 'https://site.test/api/fetch' }), undefined, at)));
    const calls = callsSeen();
    publish(mk({ url: 'https://site.test/api/after' })); // seen after the upload started
    read();
    expect((await calls).map((c) => c.url)).toEqual(['https://site.test/api/first', 'https://site.test/api/fetch']);
    expect((await callsSeen()).map((c) => c.url)).toEqual(['https://site.test/api/first', 'https://site.test/api/fetch', 'https://site.test/api/after']);
  });
  it('callsSeen gives up on a body still being read after 2 s', async () => {
    vi.useFakeTimers();
    try {
      publish(mk({ url: 'https://site.test/api/first' }));
      seenNext();
      readingBody(new Promise(() => {})); // a body that never ends
      const calls = callsSeen();
      await vi.advanceTimersByTimeAsync(2000);
      expect((await calls).map((c) => c.url)).toEqual(['https://site.test/api/first']);
    } finally {
      vi.useRealTimers();
    }
  });
  it('recentCalls returns a copy', () => {
    publish(mk());
    recentCalls().length = 0;
    expect(recentCalls()).toHaveLength(1);
  });
  it('a call carries page, method, url, body, status, response, headers, timestamp', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 }); // the timestamp is the clock's reading at the call, exactly
    try {
      const c = mk();
      expect(c).toMatchObject({ via: 'xhr', method: 'GET', url: 'https://site.test/api/quote?x=1', requestBody: null, status: 200, headers: { 'content-type': 'application/json' }, page: location.href });
      expect(c.timestamp).toBe(1_700_000_000_000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('json', () => {
  it('parses lazily, a fresh copy per read, null when not JSON', () => {
    const c = mk();
    const a = c.json as { total: string };
    expect(a).toEqual({ total: '1.234,50 €' });
    a.total = 'changed';
    expect(c.json).toEqual({ total: '1.234,50 €' });
    expect(mk({ responseText: '<html>' }).json).toBeNull();
    expect(mk({ responseText: null }).json).toBeNull();
    expect(JSON.parse(JSON.stringify(c)).json).toEqual({ total: '1.234,50 €' }); // page_upload serialises it
  });
});

describe('duplicates within 500 ms', () => {
  it('an identical call within 500 ms is kept and delivered once', async () => {
    const got: Call[] = [];
    observe({}, (c) => got.push(c));
    const t = Date.now();
    publish(mk({ via: 'xhr', timestamp: t }));
    publish(mk({ via: 'jquery', timestamp: t + 20 }));
    publish(mk({ via: 'jquery', timestamp: t + 500 }));
    await tick();
    expect(got.map((c) => c.via)).toEqual(['xhr']);
    expect(recentCalls()).toHaveLength(1);
  });
  it('after 500 ms it counts again', async () => {
    const got: Call[] = [];
    observe({}, (c) => got.push(c));
    const t = Date.now();
    publish(mk({ timestamp: t }));
    publish(mk({ timestamp: t + 501 }));
    await tick();
    expect(got).toHaveLength(2);
  });
  it.each([
    ['method', { method: 'POST' }],
    ['url', { url: 'https://site.test/api/quote?x=2' }],
    ['body', { requestBody: 'a=1' }],
    ['status', { status: 500 }],
    ['response', { responseText: '{"total":"9"}' }],
  ])('a different %s is not a duplicate', async (_n, over) => {
    const t = Date.now();
    publish(mk({ timestamp: t }));
    publish(mk({ ...over, timestamp: t + 10 }));
    expect(recentCalls()).toHaveLength(2);
  });
  it('compares against every call in the window, not only the last', () => {
    const t = Date.now();
    publish(mk({ timestamp: t }));
    publish(mk({ url: 'https://site.test/other', timestamp: t + 1 }));
    publish(mk({ timestamp: t + 2 }));
    expect(recentCalls()).toHaveLength(2);
  });
});

describe('delivery', () => {
  it('is asynchronous (after the current task), in order', async () => {
    const got: string[] = [];
    observe({}, (c) => got.push(c.url));
    publish(mk({ url: 'https://site.test/1' }));
    publish(mk({ url: 'https://site.test/2' }));
    await Promise.resolve();
    expect(got).toEqual([]); // not even in a microtask: the host's own handlers run first
    await tick();
    expect(got).toEqual(['https://site.test/1', 'https://site.test/2']);
  });
  it('only matching subscribers get a call', async () => {
    const quotes: string[] = [];
    const searches: string[] = [];
    observe({ url: '/quote' }, (c) => quotes.push(c.url));
    observe({ url: /\/search/ }, (c) => searches.push(c.url));
    publish(mk({ url: 'https://site.test/api/quote' }));
    publish(mk({ url: 'https://site.test/api/search' }));
    await tick();
    expect(quotes).toEqual(['https://site.test/api/quote']);
    expect(searches).toEqual(['https://site.test/api/search']);
  });
  it('errors in handlers and matchers go to the report hook; other subscribers still run', async () => {
    const got: string[] = [];
    observe({}, () => {
      throw new Error('handler boom');
    });
    observe({ test: () => { throw new Error('matcher boom'); } }, () => got.push('never'));
    observe({}, (c) => got.push(c.url));
    publish(mk());
    await tick();
    expect(got).toEqual(['https://site.test/api/quote?x=1']);
    expect(reported.map((e) => (e as Error).message).sort()).toEqual(['handler boom', 'matcher boom']);
  });
  it('a throwing report hook is swallowed too', async () => {
    setNetHooks({ report: () => { throw new Error('reporter down'); } });
    observe({}, () => { throw new Error('x'); });
    publish(mk());
    await tick(); // an uncaught error here would fail the test run
  });
  it('unsubscribe stops delivery', async () => {
    const got: Call[] = [];
    const off = observe({}, (c) => got.push(c));
    publish(mk({ url: 'https://site.test/a' }));
    off();
    off(); // twice is harmless
    await tick();
    expect(got).toEqual([]);
  });
});

describe('early calls', () => {
  it('are replayed to a subscriber that attaches later (matching ones only)', async () => {
    publish(mk({ url: 'https://site.test/api/quote' }));
    publish(mk({ url: 'https://site.test/api/search' }));
    await tick();
    const got: string[] = [];
    observe({ url: 'quote' }, (c) => got.push(c.url));
    expect(got).toEqual([]); // deferred as well
    await tick();
    expect(got).toEqual(['https://site.test/api/quote']);
  });
  it('a call still pending delivery when a subscriber attaches reaches it once', async () => {
    publish(mk({ url: 'https://site.test/api/quote' }));
    const got: string[] = [];
    observe({}, (c) => got.push(c.url));
    await tick();
    await tick();
    expect(got).toEqual(['https://site.test/api/quote']);
  });
  it('no replay once unsubscribed', async () => {
    publish(mk());
    await tick();
    const got: Call[] = [];
    observe({}, (c) => got.push(c))();
    await tick();
    expect(got).toEqual([]);
  });
});

describe('flush (run at pagehide)', () => {
  it('delivers pending calls at once, so a host that navigates in its handler loses nothing', () => {
    const seen: string[] = [];
    observe({ url: '/book-now' }, (c) => seen.push(c.url));
    publish(call('fetch', 'POST', 'https://h.test/book-now', '{}', 200, '{"res_number":1}', {}));
    expect(seen).toEqual([]);
    flush();
    expect(seen).toEqual(['https://h.test/book-now']);
    flush();
    expect(seen).toHaveLength(1);
  });
});
