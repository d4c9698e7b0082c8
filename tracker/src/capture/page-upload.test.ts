// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, publish, resetBus } from '../net/bus';
import { stringify } from '../builtins/json';
import { cleanBodyHTML, dump, pageGlobals, pageUploadNow, redact, storageCopy } from './page-upload';
import { pageUploadPayload } from './page-upload-payload';
import { BASE64, bodyWalk } from './page-upload-walk';
import { isSecretField, scrub } from './page-upload-secrets';

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
  return scrub(copy.innerHTML.replace(BASE64, ''));
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

describe('secret-looking values (scrub)', () => {
  // [value, what it becomes]
  const SECRETS: [string, string][] = [
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.dGhpcy1pcy1hLXNpZw', '[jwt]'],
    ['Bearer abcDEF123456789.xyz', 'Bearer [token]'],
    ['Basic dXNlcjpwYXNzd29yZA==', 'Basic [token]'],
    ['https://ann:s3cret@api.example.com/x', 'https://[credentials]@api.example.com/x'],
    ['sk_live_51HxYzAbCdEfGh', '[key]'],
    ['AKIAIOSFODNN7EXAMPLE', '[key]'],
    ['ann.smith+trip@mail.example.co.uk', '[email]'],
    ['+44 20 7946 0958', '[phone]'],
    ['(555) 123-4567', '[phone]'],
    ['555-123-4567', '[phone]'],
    ['4111 1111 1111 1111', '[card]'],
    ['5500-0000-0000-0004', '[card]'],
    ['378282246310005', '[card]'],
    ['GB82 WEST 1234 5698 7654 32', '[iban]'],
    ['ES9121000418450200051332', '[iban]'],
  ];
  it.each(SECRETS)('%s -> %s', (value, replaced) => {
    expect(scrub(`before ${value} after`)).toBe(`before ${replaced} after`);
  });
  // what pages are full of and must survive
  const KEPT = [
    '2026-07-01', '01/07/2026', '1.234,56 €', '$1,299.00', 'logo@2x.png', 'img@3x.webp', '1751328000000', 'L77',
    '4111111111111112', // 16 digits from 4, not Luhn-valid: an id, not a card
    'ZIP 90210', 'Sleeps 6 · 3 bedrooms', 'tel. 7 nights', 'ref BK-1001', 'ES12', 'Total 1 234 567',
  ];
  it.each(KEPT)('keeps %s', (text) => expect(scrub(text)).toBe(text));
});

describe('a page upload with secrets under innocuous names', () => {
  // 20 secrets of 8 kinds: JWT, bearer token, URL credentials, API key, e-mail, phone, card number, IBAN
  const SEEDED = {
    jwt: ['eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiYW5uIn0.c2lnbmF0dXJlMQ', 'eyJ0eXAiOiJKV1QifQ.eyJzaWQiOiI5OTkifQ.c2lnbmF0dXJlMg'],
    bearer: ['Bearer 7f3kQ9zLmN2pR8sT', 'Bearer Zm9vYmFyYmF6cXV4'],
    credentials: ['s3cretPa55', 'Tr4velDesk2026'],
    apiKey: ['sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'ghp_16C7e42F292c6912E7710c838347Ae178B4a'],
    email: ['ann.smith@example.com', 'guest_77@mail.example.org', 'bob+trip@example.co.uk'],
    phone: ['+1 415 555 0100', '+34 612 345 678', '(212) 555-0199'],
    card: ['4242424242424242', '5555 5555 5555 4444', '3782-822463-10005'],
    iban: ['DE89370400440532013000', 'FR1420041010050500013M02606', 'GB29NWBK60161331926819'],
  };
  const all = Object.values(SEEDED).flat();
  it('seeds 20 secrets of 8 kinds', () => {
    expect(all).toHaveLength(20);
    expect(Object.keys(SEEDED)).toHaveLength(8);
  });
  it('finds none of them in the upload, at once or built in idle slices', async () => {
    const [jwt1, jwt2] = SEEDED.jwt;
    const [email1, email2, email3] = SEEDED.email;
    const [card1, card2, card3] = SEEDED.card;
    document.body.innerHTML += `
      <table class="checkout-summary">
        <tr><th>Guest</th><td>Ann Smith</td><td>${email1}</td><td>${SEEDED.phone[0]}</td></tr>
        <tr><th>Paid with</th><td>${card2}</td><td>${SEEDED.iban[0]}</td></tr>
      </table>
      <a href="https://agent:${SEEDED.credentials[1]}@partners.example.com/">partners</a>
      <a href="mailto:${email2}">write to us</a> <a href="tel:${SEEDED.phone[1]}">call</a>
      <div data-user='{"t":"${jwt1}"}'>hello</div>
      <img src="https://cdn.example.com/logo@2x.png" alt="logo">`;
    localStorage.setItem('user', JSON.stringify({ profile: { mail: email3, phone: SEEDED.phone[2] }, t: jwt2 }));
    localStorage.setItem('data', `${SEEDED.iban[1]};${card3}`);
    sessionStorage.setItem('profile', `auth header was ${SEEDED.bearer[0]}`);
    (window as any).pageConfig = { user: { card: card1, account: SEEDED.iban[2] }, data: [SEEDED.apiKey[0]] };
    publish(call('fetch', 'GET', `https://api:${SEEDED.credentials[0]}@api.example.com/v1/profile?key=${SEEDED.apiKey[1]}`, null, 200,
      JSON.stringify({ data: { header: SEEDED.bearer[1], email: email1 } }), { 'content-type': 'application/json' }));
    const wire = [stringify(pageUploadNow()), stringify(await pageUploadPayload())];
    for (const text of wire) {
      for (const secret of all) expect(text, secret).not.toContain(secret);
      // the page is still there around them
      for (const kept of ['Ann Smith', 'checkout-summary', 'logo@2x.png', 'write to us', 'api.example.com/v1/profile']) expect(text).toContain(kept);
      expect(text).toContain('[email]');
      expect(text).toContain('[card]');
    }
  });
});
