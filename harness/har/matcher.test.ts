import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readHar } from './read.ts';
import { HarMatcher, type MatchRequest } from './matcher.ts';
import { matcherOptionsFromMeta } from './match-config.ts';
import type { Har, HarEntry } from './types.ts';

const fixture = (name: string) => readHar(join(import.meta.dirname, 'fixtures', `${name}.har`));
const RECORDED_AT = '2024-11-19T07:06:40.000Z'; // 1732000000000 ms
const AJAX = 'https://www.homey-demo.test/wp-admin/admin-ajax.php';
const QUOTE_BODY = 'action=homey_calculate_booking_cost&listing_id=42&check_in_date=2025-01-10&check_out_date=2025-01-12&guests=2&security=a1b2c3d4e5';
const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

function entry(method: string, url: string, body: string | null, response: string, extra: Partial<HarEntry> = {}): HarEntry {
  return {
    startedDateTime: RECORDED_AT,
    method,
    url,
    requestHeaders: [],
    requestBody: body,
    requestMimeType: null,
    status: 200,
    statusText: 'OK',
    responseHeaders: [{ name: 'content-type', value: 'application/json' }],
    responseBody: Buffer.from(response),
    responseMimeType: 'application/json',
    redirectURL: '',
    resourceType: null,
    ...extra,
  };
}
const har = (...entries: HarEntry[]): Har => ({ file: null, creator: null, entries });
const text = (m: HarMatcher, req: MatchRequest) => m.match(req)?.body.toString('utf8') ?? null;

describe('HarMatcher: cache-busters (what routeFromHAR gets wrong)', () => {
  it('matches a POST whose URL carries a different jQuery cache-buster and a different nonce', () => {
    const m = new HarMatcher(fixture('playwright'), { recordedAt: RECORDED_AT });
    const r = m.match({
      method: 'POST',
      url: `${AJAX}?_=1732000004567`,
      body: 'action=homey_half_map&arrive=2025-01-10&depart=2025-01-12&guests=2&security=0fffffffff',
      headers: FORM,
    });
    expect(r).not.toBeNull();
    expect(r!.entry).toBe(1);
    expect(r!.rule).toBe('volatile');
    expect(JSON.parse(r!.body.toString('utf8')).listings[0].id).toBe(42);
  });

  it('answers the identical request with rule exact', () => {
    const m = new HarMatcher(fixture('playwright'), { recordedAt: RECORDED_AT });
    const r = m.match({ method: 'POST', url: `${AJAX}?_=1732000000123`, body: 'action=homey_half_map&arrive=2025-01-10&depart=2025-01-12&guests=2&security=a1b2c3d4e5' });
    expect(r).toMatchObject({ entry: 1, rule: 'exact', status: 200 });
  });

  it('treats a numeric v as a cache-buster but not v=beta, and any number within a day of recordedAt', () => {
    const h = har(entry('GET', 'https://x.test/app.js?v=1&build=2', null, 'one'), entry('GET', 'https://x.test/api?v=beta&at=1732000000', null, 'two'));
    const m = new HarMatcher(h, { recordedAt: RECORDED_AT });
    expect(text(m, { method: 'GET', url: 'https://x.test/app.js?build=2&v=99', body: null })).toBe('one');
    expect(m.match({ method: 'GET', url: 'https://x.test/api?v=gamma&at=1732000000', body: null })).toBeNull();
    // seconds two hours later: still a timestamp; ten days later: not
    expect(text(m, { method: 'GET', url: 'https://x.test/api?v=beta&at=1732007200', body: null })).toBe('two');
    expect(m.match({ method: 'GET', url: 'https://x.test/api?v=beta&at=1732864000', body: null })).toBeNull();
  });

  it('falls back to the HAR time span when no recordedAt is given', () => {
    const m = new HarMatcher(fixture('playwright'));
    expect(m.key({ method: 'GET', url: 'https://www.homey-demo.test/x?stamp=1732000100000', body: null })).toBe('GET https://www.homey-demo.test/x?stamp=%3Ctime%3E');
  });
});

describe('HarMatcher: volatile body fields', () => {
  it('ignores a JSON nonce and a timestamp near recordedAt at any depth (Firefox HAR)', () => {
    const m = new HarMatcher(fixture('firefox'), { recordedAt: RECORDED_AT });
    const r = m.match({
      method: 'POST',
      url: 'https://www.lodge-demo.test/api/search?_=1732000055555',
      body: JSON.stringify({ filters: { pets: true }, requested_at: 1732000033333, adults: 2, nonce: 'zz99yy88' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(r).toMatchObject({ entry: 1, rule: 'volatile' });
    expect(r!.body.toString()).toBe('{"results":3}');
  });

  it('does not treat a far-away number as a timestamp (only similar-body can pair it)', () => {
    const m = new HarMatcher(fixture('firefox'), { recordedAt: RECORDED_AT });
    const req = { method: 'POST', url: 'https://www.lodge-demo.test/api/search', body: JSON.stringify({ adults: 2, filters: { pets: true }, requested_at: 978307200000 }) };
    expect(m.key(req)).toContain('"requested_at":978307200000');
    expect(m.match(req)?.rule).toBe('similar-body');
  });

  it('ignores WordPress nonces: security, _wpnonce and nonce inside JSON in a form field (DevTools HAR)', () => {
    const m = new HarMatcher(fixture('devtools'), { recordedAt: RECORDED_AT });
    const params = JSON.stringify({ methodName: 'GetPropertyAvailabilityWithRatesRawData', params: { unit_id: 7, startdate: '01/10/2025', enddate: '01/12/2025', nonce: 'abc123' } });
    const r = m.match({
      method: 'POST',
      url: 'https://www.streamline-demo.test/wp-admin/admin-ajax.php',
      body: `nonce=1234abcd99&_wpnonce=77aa88bb99&action=streamlinecore-api-request&params=${encodeURIComponent(params)}`,
    });
    expect(r).toMatchObject({ entry: 1, rule: 'volatile' });
    const homey = new HarMatcher(fixture('playwright'), { recordedAt: RECORDED_AT });
    expect(homey.match({ method: 'POST', url: AJAX, body: QUOTE_BODY.replace('a1b2c3d4e5', 'ffffeeee00') + '&_wpnonce=0a0a0a0a0a' })?.entry).toBe(2);
  });

  it('per-site overrides from meta.json: extra volatile keys and kept keys', () => {
    const h = har(entry('GET', 'https://x.test/s?q=beach&__rnd=abc', null, 'beach'), entry('GET', 'https://x.test/t?t=lake', null, 'lake'));
    const plain = new HarMatcher(h, { recordedAt: RECORDED_AT });
    expect(plain.match({ method: 'GET', url: 'https://x.test/s?q=beach&__rnd=zzz', body: null })).toBeNull();
    // `t` is volatile by default, so t=forest would be answered with lake
    expect(plain.match({ method: 'GET', url: 'https://x.test/t?t=forest', body: null })?.entry).toBe(1);
    const site = new HarMatcher(h, matcherOptionsFromMeta({ recordedAt: RECORDED_AT, matcher: { volatileKeys: ['__rnd'], keepKeys: ['t'] } }));
    expect(site.match({ method: 'GET', url: 'https://x.test/s?q=beach&__rnd=zzz', body: null })?.entry).toBe(0);
    expect(site.match({ method: 'GET', url: 'https://x.test/t?t=forest', body: null })).toBeNull();
  });

  it('multipart bodies match whatever the boundary', () => {
    const m = new HarMatcher(fixture('devtools'), { recordedAt: RECORDED_AT });
    const B = '----WebKitFormBoundaryZZZ999';
    const body = `--${B}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAna\r\n--${B}\r\nContent-Disposition: form-data; name="unit_id"\r\n\r\n7\r\n--${B}--\r\n`;
    const r = m.match({ method: 'POST', url: 'https://www.streamline-demo.test/book-now/', body, headers: { 'Content-Type': `multipart/form-data; boundary=${B}` } });
    expect(r?.entry).toBe(3);
  });
});

describe('HarMatcher: repeated calls in recorded order', () => {
  it('gives the 1st request the 1st answer, the 2nd the 2nd, then keeps answering the last', () => {
    const m = new HarMatcher(fixture('playwright'), { recordedAt: RECORDED_AT });
    const req = { method: 'POST', url: AJAX, body: QUOTE_BODY };
    const answers = [m.match(req), m.match(req), m.match(req)];
    expect(answers.map((a) => a?.entry)).toEqual([2, 3, 3]);
    expect(answers.map((a) => JSON.parse(a!.body.toString()).total)).toEqual([420, 440, 440]);
    expect(answers.every((a) => a?.rule === 'sequence')).toBe(true);
  });

  it('keeps the order when each repeat carries a different cache-buster', () => {
    const h = har(entry('GET', 'https://x.test/price?_=1732000000001', null, 'A'), entry('GET', 'https://x.test/price?_=1732000000002', null, 'B'));
    const m = new HarMatcher(h, { recordedAt: RECORDED_AT });
    const got = ['1732000000777', '1732000000778', '1732000000779'].map((cb) => text(m, { method: 'GET', url: `https://x.test/price?_=${cb}`, body: null }));
    expect(got).toEqual(['A', 'B', 'B']);
  });

  it('moves on to the next recorded answer when a pinned clock repeats the first cache-buster', () => {
    const h = har(entry('GET', 'https://x.test/price?_=1732000000001', null, 'A'), entry('GET', 'https://x.test/price?_=1732000000002', null, 'B'));
    const m = new HarMatcher(h, { recordedAt: RECORDED_AT });
    const req = { method: 'GET', url: 'https://x.test/price?_=1732000000001', body: null };
    expect([text(m, req), text(m, req), text(m, req)]).toEqual(['A', 'B', 'B']);
  });

  it('starts again after reset() and reports what was served', () => {
    const m = new HarMatcher(fixture('playwright'), { recordedAt: RECORDED_AT });
    const req = { method: 'POST', url: AJAX, body: QUOTE_BODY };
    m.match(req);
    expect(m.servedCounts()[2]).toBe(1);
    m.reset();
    expect(m.servedCounts().every((n) => n === 0)).toBe(true);
    expect(m.match(req)?.entry).toBe(2);
  });
  it('peek() gives the answer match() would give, and serves nothing', () => {
    const h = har(entry('GET', 'https://x.test/price?_=1732000000001', null, 'A'), entry('GET', 'https://x.test/price?_=1732000000002', null, 'B'));
    const m = new HarMatcher(h, { recordedAt: RECORDED_AT });
    const req = { method: 'GET', url: 'https://x.test/price?_=1732000000001', body: null };
    expect(m.peek(req)?.entry).toBe(0);
    expect(m.servedCounts()).toEqual([0, 0]);
    expect(m.match(req)?.entry).toBe(0);
    expect(m.peek(req)?.entry).toBe(1);
    expect(m.servedCounts()).toEqual([1, 0]);
  });
});

describe('HarMatcher: redirects', () => {
  it('serves a 302 as recorded with its Location, then the page it leads to', () => {
    const m = new HarMatcher(fixture('playwright'), { recordedAt: RECORDED_AT });
    const r = m.match({ method: 'GET', url: 'https://www.homey-demo.test/book-now/?listing=42', body: null });
    expect(r).toMatchObject({ entry: 4, rule: 'redirect', status: 302 });
    const location = r!.headers.find((h) => h.name.toLowerCase() === 'location')!.value;
    const next = m.match({ method: 'GET', url: new URL(location, 'https://www.homey-demo.test/book-now/').href, body: null });
    expect(next).toMatchObject({ entry: 5, status: 200 });
  });

  it('adds Location from redirectURL when the exporter left the header out (Firefox)', () => {
    const m = new HarMatcher(fixture('firefox'), { recordedAt: RECORDED_AT });
    const r = m.match({ method: 'GET', url: 'https://lodge-demo.test/', body: null });
    expect(r).toMatchObject({ entry: 3, rule: 'redirect', status: 301 });
    expect(r!.headers).toContainEqual({ name: 'location', value: 'https://www.lodge-demo.test/' });
  });

  it('serves a 303 after a multipart POST (DevTools)', () => {
    const m = new HarMatcher(fixture('devtools'), { recordedAt: RECORDED_AT });
    const B = 'xyz';
    const body = `--${B}\r\nContent-Disposition: form-data; name="unit_id"\r\n\r\n7\r\n--${B}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAna\r\n--${B}\r\nContent-Disposition: form-data; name="nonce"\r\n\r\n0000aaaa11\r\n--${B}--\r\n`;
    const r = m.match({ method: 'POST', url: 'https://www.streamline-demo.test/book-now/', body, headers: { 'content-type': `multipart/form-data; boundary=${B}` } });
    expect(r).toMatchObject({ entry: 3, rule: 'redirect', status: 303 });
    expect(r!.headers).toContainEqual({ name: 'location', value: '/booking-confirmation/?id=99' });
  });
});

describe('HarMatcher: unmatched and similar bodies', () => {
  it('returns null for an unknown URL, with a key that names method, URL and normalised body', () => {
    const m = new HarMatcher(fixture('playwright'), { recordedAt: RECORDED_AT });
    const req = { method: 'post', url: `${AJAX}?_=1732000000999#frag`, body: 'security=zz11&action=homey_unknown&b=2&a=1' };
    expect(m.match(req)).toBeNull();
    expect(m.key(req)).toBe(`POST ${AJAX} form a=1&action=homey_unknown&b=2`);
    expect(m.candidates(req).map((c) => c.entry)).toEqual([1, 2, 3]);
    expect(m.match({ method: 'GET', url: 'https://www.homey-demo.test/missing.css', body: null })).toBeNull();
    expect(m.key({ method: 'GET', url: 'https://www.homey-demo.test/missing.css', body: null })).toBe('GET https://www.homey-demo.test/missing.css');
  });

  it('never serves failed (status <= 0) or 304 entries', () => {
    const pw = new HarMatcher(fixture('playwright'), { recordedAt: RECORDED_AT });
    expect(pw.match({ method: 'GET', url: 'https://www.homey-demo.test/api/availability?listing=42', body: null })).toBeNull();
    const dt = new HarMatcher(fixture('devtools'), { recordedAt: RECORDED_AT });
    expect(dt.match({ method: 'GET', url: 'https://www.streamline-demo.test/hero.jpg', body: null })).toBeNull();
    expect(dt.match({ method: 'GET', url: 'https://cdn.beacon-prod.test/tracker.js', body: null })).toBeNull();
    expect(dt.recordedKeys().map((k) => k.entry)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('picks the recorded body with the most equal fields, and requires the same action', () => {
    const url = 'https://x.test/wp-admin/admin-ajax.php';
    const h = har(
      entry('POST', url, 'action=quote&listing=42&guests=2&visitor=aaa', 'q2'),
      entry('POST', url, 'action=quote&listing=42&guests=4&visitor=aaa', 'q4'),
      entry('POST', url, 'action=search&listing=42&guests=4&visitor=bbb', 'search'),
    );
    const m = new HarMatcher(h, { recordedAt: RECORDED_AT });
    const r = m.match({ method: 'POST', url, body: 'action=quote&listing=42&guests=4&visitor=zzz' });
    expect(r).toMatchObject({ entry: 1, rule: 'similar-body' });
    expect(text(m, { method: 'POST', url, body: 'action=quote&listing=42&guests=2&visitor=zzz' })).toBe('q2');
    expect(m.match({ method: 'POST', url, body: 'action=book&listing=42&guests=4&visitor=bbb' })).toBeNull();
    // a different path is never "similar"
    expect(m.match({ method: 'POST', url: 'https://x.test/other.php', body: 'action=quote&listing=42&guests=4' })).toBeNull();
  });

  it('breaks similar-body ties by entries not served yet, then by recorded order', () => {
    const url = 'https://x.test/api/quote';
    const h = har(entry('POST', url, '{"listing":42,"guests":2,"session":"a"}', 'first'), entry('POST', url, '{"listing":42,"guests":2,"session":"b"}', 'second'));
    const m = new HarMatcher(h, { recordedAt: RECORDED_AT });
    const req = { method: 'POST', url, body: '{"listing":42,"guests":2,"session":"c"}' };
    expect([text(m, req), text(m, req), text(m, req)]).toEqual(['first', 'second', 'first']);
  });

  it('treats fields recorded as [REDACTED] as matching any value', () => {
    const url = 'https://x.test/api/login-state';
    const h = har(entry('POST', `${url}?access_token=%5BREDACTED%5D`, 'user=ana&token=%5BREDACTED%5D', 'ok'));
    const m = new HarMatcher(h, { recordedAt: RECORDED_AT });
    expect(m.match({ method: 'POST', url: `${url}?access_token=real-abc-123`, body: 'user=ana&token=realtoken99' })).toMatchObject({ entry: 0, rule: 'volatile' });
    expect(m.match({ method: 'POST', url: `${url}?access_token=real-abc-123`, body: 'user=bob&token=realtoken99' })).toBeNull();
  });
});

describe('HarMatcher: serving', () => {
  it('drops encoding, length and HTTP/2 pseudo headers and serves the decoded body', () => {
    const m = new HarMatcher(fixture('devtools'), { recordedAt: RECORDED_AT });
    const page = m.match({ method: 'GET', url: 'https://www.streamline-demo.test/search/', body: null })!;
    expect(page.headers.map((h) => h.name)).toEqual(['content-type']);
    expect(page.body.toString()).toBe('<html><body>Streamline search</body></html>');
    const quote = m.match({
      method: 'POST',
      url: 'https://www.streamline-demo.test/api/quote',
      body: JSON.stringify({ methodName: 'GetPreReservationPrice', params: { unit_id: 7, startdate: '01/10/2025', enddate: '01/12/2025', occupants: 2, ts: 1732000099 } }),
    })!;
    expect(quote).toMatchObject({ entry: 2, rule: 'volatile' });
    expect(JSON.parse(quote.body.toString()).data.total).toBe(512.5);
  });

  it('matches a DevTools form body recorded only as params, whatever the encoding of spaces', () => {
    const m = new HarMatcher(fixture('devtools'), { recordedAt: RECORDED_AT });
    const r = m.match({ method: 'POST', url: 'https://www.streamline-demo.test/legacy/search.php', body: 'bedrooms=2&sleeps=4&area=Blue+Ridge' });
    expect(r).toMatchObject({ entry: 5, rule: 'volatile' });
    expect(r!.body.toString()).toBe('<ul><li>Cabin</li></ul>');
  });

  it('serves binary bodies byte for byte', () => {
    const m = new HarMatcher(fixture('firefox'), { recordedAt: RECORDED_AT });
    const gif = m.match({ method: 'GET', url: 'https://www.lodge-demo.test/pixel.gif', body: null })!;
    expect(gif.body.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(gif.body.length).toBe(42);
  });
});

describe('HarMatcher: fallbacks are named and can be turned off', () => {
  it('names the repeat fallback (every answer of the group served: the last one again), and none before', () => {
    const h = har(entry('GET', 'https://x.test/price', null, 'A'));
    const m = new HarMatcher(h, { recordedAt: RECORDED_AT });
    const req = { method: 'GET', url: 'https://x.test/price', body: null };
    expect([m.match(req)?.fallback, m.match(req)?.fallback]).toEqual([null, 'repeat']);
    const off = new HarMatcher(h, { recordedAt: RECORDED_AT, disable: ['repeat'] });
    expect(off.match(req)?.fallback).toBeNull();
    expect(off.match(req)).toBeNull();
  });

  it('names similar-body, and with it disabled the request is unmatched (repeat never stands in for it)', () => {
    const url = 'https://x.test/api/quote';
    const h = har(entry('POST', url, '{"listing":42,"guests":2}', 'q'));
    const req = { method: 'POST', url, body: '{"listing":42,"guests":3}' };
    expect(new HarMatcher(h, { recordedAt: RECORDED_AT }).match(req)).toMatchObject({ rule: 'similar-body', fallback: 'similar-body' });
    expect(new HarMatcher(h, { recordedAt: RECORDED_AT, disable: ['similar-body'] }).match(req)).toBeNull();
  });

  it('with repeat disabled, similar-body does not answer a request of an exhausted group either', () => {
    const url = 'https://x.test/api/quote';
    const h = har(entry('POST', url, '{"listing":42,"guests":2}', 'q2'), entry('POST', url, '{"listing":42,"guests":4}', 'q4'));
    const m = new HarMatcher(h, { recordedAt: RECORDED_AT, disable: ['repeat'] });
    const req = { method: 'POST', url, body: '{"listing":42,"guests":2}' };
    expect(text(m, req)).toBe('q2');
    expect(m.match(req)).toBeNull();
  });
});
