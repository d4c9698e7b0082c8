import { describe, expect, it } from 'vitest';
import type { DemoRequest } from './http.ts';
import { JS, jsonp } from './jsonp.ts';

const req = (query: string): DemoRequest => ({ method: 'GET', path: '/api', query: new URLSearchParams(query), headers: {}, body: '', host: 'www.x-demo.test' });

describe('jsonp', () => {
  it('wraps the value in the callback, as JavaScript, safe inside a script', () => {
    const res = jsonp(req('callback=hfwQuote1'), { total: 1, note: '</script>' });
    expect(res).toMatchObject({ status: 200, headers: { 'content-type': JS } });
    expect(res.body).toBe('/**/hfwQuote1({"total":1,"note":"\\u003c/script>"});');
    const named = jsonp(req('jsoncallback=jQuery.cb_2'), [1], 'jsoncallback');
    expect(named.body).toBe('/**/jQuery.cb_2([1]);');
  });

  it('refuses a missing or unsafe callback name', () => {
    expect(jsonp(req(''), {}).status).toBe(400);
    expect(jsonp(req('callback=alert(1)//'), {}).status).toBe(400);
    expect(jsonp(req('callback=a b'), {}).body).not.toContain('a b(');
  });
});
