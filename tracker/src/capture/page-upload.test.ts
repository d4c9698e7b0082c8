// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, publish, resetBus } from '../net/bus';
import { cleanBodyHTML, dump, pageGlobals, pageUploadPayload, redact, storageCopy } from './page-upload';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBus();
  document.body.innerHTML = `
    <style>.x{color:red}</style>
    <h1>Sea Loft</h1>
    <svg width="10"><circle r="4"></circle></svg>
    <img id="inline" src="${PNG}" alt="logo">
    <img id="remote" src="/photos/1.jpg">
    <div style="background-image:url(${PNG})">bg</div>
    <form>
      <input name="checkin" value="2026-07-01">
      <input type="password" name="pw" value="hunter2">
      <input name="card_number" value="4111111111111111">
      <input name="cc" autocomplete="cc-csc" value="123">
      <input name="cvv" value="999">
      <input type="hidden" name="_wpnonce" value="abc123nonce">
      <input type="hidden" name="stripe_token" value="tok_live_secret">
      <input type="hidden" name="listing_id" value="L77">
    </form>`;
});
afterEach(() => {
  for (const k of ['pageConfig', 'dataLayer', 'apiToken', 'myFn', 'circ', '__beaconConfig']) delete (window as any)[k];
});

describe('bodyHTML', () => {
  it('strips svg, style and inline base64 images, keeps the rest', () => {
    const html = cleanBodyHTML();
    expect(html).not.toMatch(/<svg|<style|base64|iVBORw0/);
    expect(html).toContain('<h1>Sea Loft</h1>');
    expect(html).toContain('/photos/1.jpg');
    expect(html).toContain('value="2026-07-01"');
    expect(html).toContain('value="L77"');
  });
  it('never serialises password, card, CVV or hidden token values', () => {
    const html = cleanBodyHTML();
    for (const secret of ['hunter2', '4111111111111111', '"123"', '999', 'abc123nonce', 'tok_live_secret']) expect(html).not.toContain(secret);
  });
  it('does not touch the host page', () => {
    const before = document.body.innerHTML;
    cleanBodyHTML();
    expect(document.body.innerHTML).toBe(before);
    expect((document.querySelector('[name=pw]') as HTMLInputElement).value).toBe('hunter2');
  });
});

describe('globals', () => {
  // (Node's timers are plain JS functions under happy-dom; native-function skipping is checked in Chromium.)
  it('keeps the page’s own globals, dumped to depth 3, and skips standard and secret ones', () => {
    Object.assign(window, {
      pageConfig: { property: { id: 5, rates: { low: { nightly: 100 } } }, password: 'x', el: document.body },
      dataLayer: [{ event: 'view' }],
      apiToken: 'secret',
      myFn() {},
      __beaconConfig: { endpoint: 'x' },
    });
    const g = pageGlobals();
    expect(g.pageConfig).toEqual({ property: { id: 5, rates: { low: '[Object]' } }, el: '[Node BODY]' });
    expect(g.dataLayer).toEqual([{ event: 'view' }]);
    expect(g.myFn).toMatch(/^\[Function/);
    for (const k of ['apiToken', '__beaconConfig', 'document', 'location', 'navigator', 'innerWidth', 'name', 'onload', 'localStorage', 'window', 'self'])
      expect(g).not.toHaveProperty(k);
  });
  it('survives cycles', () => {
    const circ: any = { a: 1 };
    circ.self = circ;
    (window as any).circ = circ;
    expect(pageGlobals().circ).toEqual({ a: 1, self: '[Circular]' });
    expect(dump(undefined)).toBeNull();
  });
});

describe('storages', () => {
  it('copies the page’s keys, not ours or secret-looking ones; redacts secret pairs in values', () => {
    localStorage.setItem('cart', '{"id":3}');
    localStorage.setItem('__beaconBuffer', '[]');
    localStorage.setItem('beacon-lock', '1');
    localStorage.setItem('__LOCK__x', '1');
    localStorage.setItem('auth_token', 'zzz');
    localStorage.setItem('prefs', '{"lang":"en","token":"t0k"}');
    sessionStorage.setItem('step', '2');
    expect(storageCopy('localStorage')).toEqual({ cart: '{"id":3}', prefs: '{"lang":"en","token":""}' });
    expect(storageCopy('sessionStorage')).toEqual({ step: '2' });
  });
  it('redact blanks secrets in form and JSON bodies', () => {
    expect(redact('action=q&password=pw1&card_number=4111&nights=7')).toBe('action=q&password=&card_number=&nights=7');
    expect(redact('{"cvv": "123","name":"A"}')).toBe('{"cvv": "","name":"A"}');
    expect(redact(null)).toBeNull();
  });
});

describe('pageUploadPayload', () => {
  it('has the spec 3 fields and the last calls as ajaxCache', () => {
    publish(call('xhr', 'POST', 'https://h.test/wp-admin/admin-ajax.php', 'action=q&security=n0nce', 200, '{"ok":1}', { 'content-type': 'application/json' }));
    const p = pageUploadPayload();
    expect(Object.keys(p).sort()).toEqual(['ajaxCache', 'bodyHTML', 'globals', 'localStorage', 'referrer', 'sessionStorage']);
    expect(p.referrer).toBeNull();
    expect(p.ajaxCache).toEqual([
      {
        page: location.href,
        method: 'POST',
        url: 'https://h.test/wp-admin/admin-ajax.php',
        body: 'action=q&security=',
        status: 200,
        response: '{"ok":1}',
        headers: { 'content-type': 'application/json' },
        timestamp: expect.any(Number),
      },
    ]);
  });
});
