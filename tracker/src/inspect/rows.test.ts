import { describe, expect, it } from 'vitest';
import { blankQuery, buildRows, describeRule, ruleTakes, type SeenCall } from './rows';

const call = (over: Partial<SeenCall>): SeenCall => ({ via: 'xhr', method: 'POST', url: 'https://h.test/wp-admin/admin-ajax.php', status: 200, size: 10, at: 1000, body: null, ...over });

describe('inspector rows', () => {
  it('blanks every query value and keeps the names', () => {
    expect(blankQuery('https://h.test/api/quote?arrival=2026-07-11&token=abc#x')).toBe('https://h.test/api/quote?arrival=&token=');
    expect(blankQuery('https://h.test/p')).toBe('https://h.test/p');
  });

  it('matches rules as the capture engine does: admin-ajax action, method and url, a JSONP callback', () => {
    const quote = { kind: 'quote', watch: { ajaxAction: 'get_price' } };
    expect(ruleTakes(quote, call({ body: 'action=get_price&checkin=2026-07-01' }))).toBe(true);
    expect(ruleTakes(quote, call({ body: 'action=other' }))).toBe(false);
    expect(ruleTakes(quote, call({ body: null, url: 'https://h.test/wp-admin/admin-ajax.php?action=get_price', method: 'GET' }))).toBe(true);
    expect(ruleTakes({ kind: 'search', watch: { method: 'get', url: /\/api\/search/ } }, call({ method: 'GET', url: 'https://h.test/api/search?q=1' }))).toBe(true);
    expect(ruleTakes({ kind: 'search', watch: { method: 'get', url: /\/api\/search/ } }, call({ method: 'POST', url: 'https://h.test/api/search' }))).toBe(false);
    expect(ruleTakes({ kind: 'quote', watch: { jsonp: 'cbQuote' } }, call({ via: 'jsonp', method: 'GET', url: 'https://w.test/q?callback=cbQuote' }))).toBe(true);
    expect(describeRule(quote)).toBe('quote: admin-ajax action=get_price');
    expect(describeRule({ kind: 'search', watch: { method: 'get', url: '/api/search' } })).toBe('search: GET /api/search');
  });

  it('gives each call its rule and the next event of that kind, once; a taken call with no event says why in words', () => {
    const rules = [{ kind: 'quote', watch: { ajaxAction: 'get_price' } }];
    const calls = [
      call({ body: 'action=get_price', at: 1000 }),
      call({ body: 'action=get_price', at: 2000 }),
      call({ method: 'GET', url: 'https://h.test/other?a=1', at: 1500 }),
    ];
    const rows = buildRows(calls, rules, 'wp-ajax-generic', [{ action: 'quote', at: 1010, postId: 'p1' }]);
    expect(rows.map((r) => [r.url, r.rule, r.event, r.skip && r.skip.slice(0, 14)])).toEqual([
      ['https://h.test/wp-admin/admin-ajax.php', 'quote: admin-ajax action=get_price', 'quote', null],
      ['https://h.test/other?a=', null, null, null],
      ['https://h.test/wp-admin/admin-ajax.php', 'quote: admin-ajax action=get_price', null, 'No quote sent:'],
    ]);
    expect(rows[2].skip).toContain('no change in quote');
    expect(rows[0].adapter).toBe('wp-ajax-generic');
    expect(rows[1].adapter).toBeNull();
    // no batch seen (inspect() from the console): the event is not known
    expect(buildRows(calls, rules, 'x', null)[0].skip).toMatch(/^Not known/);
  });
});
