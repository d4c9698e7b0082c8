// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, publish, resetBus } from '../net/bus';
import { stringify } from '../builtins/json';
import { cleanBodyHTML, dump, pageGlobals, pageUploadNow, pageUploadPayload, redact, storageCopy } from './page-upload';
import { BASE64, bodyWalk } from './page-upload-walk';
import { isSecretField } from './page-upload-secrets';

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

/** The one-shot implementation bodyHTML had before the walk (clone, querySelectorAll, innerHTML, one regex):
 *  the walk must write exactly what it wrote. */
function oneShotBodyHTML(body: HTMLElement = document.body): string {
  const copy = body.cloneNode(true) as HTMLElement;
  for (const n of Array.from(copy.querySelectorAll('svg,style,link[rel=stylesheet]'))) n.remove();
  for (const input of Array.from(copy.querySelectorAll('input,textarea'))) {
    if (isSecretField(input)) {
      input.removeAttribute('value');
      input.textContent = '';
    }
  }
  return copy.innerHTML.replace(BASE64, '');
}

/** Markup where a serialiser written by hand would go wrong. */
const TRICKY = `
  <!-- a comment with data:image/gif;base64,R0lGOD -->
  <div class="a" data-x='He said "hi" &amp; <left>' title="a&nbsp;b">text &amp; more &lt;tag&gt; a\u00a0b
    <p>nested <b>bold</b><br>after<img src="${PNG}" alt="x"><input type="checkbox" checked></p>
    <section><style>.y{}</style><svg><g><circle r="1"></circle></g></svg><link rel="stylesheet" href="/s.css"><link rel="preload" href="/f.woff"></section>
    <textarea name="card_number">4111</textarea><textarea name="note">keep me</textarea>
    <script type="application/json">{"a":"<b>&amp;</b>"}</script>
    <template><style>.kept{}</style><p>in template</p></template>
    <noscript><p>no script</p></noscript>
    <table><tbody><tr><td>cell</td></tr></tbody></table>
    <ul>${'<li><a href="/p/1?a=1&amp;b=2">item</a></li>'.repeat(5)}</ul>
  </div>
  <p>tail</p>`;

describe('bodyHTML, written by the walk', () => {
  it('is what the one-shot clone + innerHTML + regex wrote', () => {
    expect(cleanBodyHTML()).toBe(oneShotBodyHTML());
    document.body.innerHTML = TRICKY;
    // adjacent text nodes, a data URI split across them
    const p = document.createElement('p');
    p.append('see data:image/png;bas', 'e64,AAAA and', document.createElement('i'), 'end');
    document.body.append(p, document.createComment('last'));
    expect(cleanBodyHTML()).toBe(oneShotBodyHTML());
    expect(cleanBodyHTML()).toContain('keep me');
    expect(cleanBodyHTML()).not.toContain('4111');
  });
  it('stops after any node and goes on where it stopped', () => {
    document.body.innerHTML = TRICKY;
    let html = '';
    let steps = 0;
    const step = bodyWalk(document.body, (piece) => (html += piece));
    let left = 0;
    const more = () => left-- > 0;
    do {
      left = 1;
      steps++;
    } while (!step(more));
    expect(steps).toBeGreaterThan(30);
    expect(html).toBe(oneShotBodyHTML());
  });
});

describe('pageUploadPayload (idle slices)', () => {
  it('puts on the wire the JSON text of the one-shot payload', async () => {
    document.body.innerHTML += TRICKY + '<p>quote " backslash \\ tab \t</p>';
    localStorage.setItem('cart', '{"id":3,"token":"t"}');
    sessionStorage.setItem('step', '2');
    (window as any).pageConfig = { a: [1, 'x'], password: 'p' };
    publish(call('fetch', 'GET', 'https://h.test/api?x=1', null, 200, '{"ok":"é"}', {}));
    const expected = stringify({ ...pageUploadNow(), bodyHTML: oneShotBodyHTML() });
    expect(stringify(await pageUploadPayload())).toBe(expected);
    expect(JSON.parse(expected).globals.pageConfig).toEqual({ a: [1, 'x'] });
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
    const p = pageUploadNow();
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
