import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readHar } from '../har/read.ts';
import { HarMatcher } from '../har/matcher.ts';
import type { HarEntry } from '../har/types.ts';
import {
  REDACTED,
  isCardNumber,
  isSecretField,
  luhnValid,
  newRedactStats,
  redactCardNumbers,
  redactHar,
  redactHeaders,
  redactRequestBody,
  redactResponseBody,
  redactUrl,
} from './redact.ts';

const R = encodeURIComponent(REDACTED);
const VISA = '4111111111111111';

describe('field names', () => {
  it('redacts strong names whatever the value, weak names only for credential-like values', () => {
    for (const name of ['token', 'access_token', 'api_key', 'apikey', 'X-Api-Key', 'secret', 'client_secret', 'password', 'passwd', 'pwd', 'cardnumber', 'card_number', 'cvv', 'cvc', 'security_code', 'payment[card_number]']) {
      expect(isSecretField(name, 'x'), name).toBe(true);
    }
    for (const [name, value] of [['key', 'a1b2c3d4'], ['nonce', 'ff00aa11bb'], ['_wpnonce', '0a1b2c3d4e'], ['security', 'a1b2c3d4e5'], ['cc', VISA]] as const) {
      expect(isSecretField(name, value), name).toBe(true);
    }
    for (const [name, value] of [['key', 'bedrooms'], ['card', 'visa'], ['cc', 'US'], ['nonce', ''], ['checkin', '2025-01-10'], ['action', 'homey_calculate_booking_cost'], ['guests', '2']] as const) {
      expect(isSecretField(name, value), `${name}=${value}`).toBe(false);
    }
  });
});

describe('card numbers', () => {
  it('finds 13-19 digit Luhn-valid numbers with a card prefix, with or without separators', () => {
    expect(luhnValid(VISA)).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(isCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumber('5500-0000-0000-0004')).toBe(true);
    expect(isCardNumber('378282246310005')).toBe(true); // Amex, 15 digits
    expect(redactCardNumbers(`paid with ${VISA}, ref 4111111111111112, at 1732000000000`)).toBe(`paid with ${REDACTED}, ref 4111111111111112, at 1732000000000`);
    // a 13-digit epoch-ms that happens to pass Luhn starts with 1: not a card
    expect(luhnValid('1732000000007')).toBe(true);
    expect(isCardNumber('1732000000007')).toBe(false);
  });
});

describe('URLs, headers and bodies', () => {
  it('redacts query fields in place, keeping the rest byte for byte', () => {
    const stats = newRedactStats();
    expect(redactUrl('https://x.test/a?b=1&access_token=abc&q=a+b%20c&key=bedrooms#top', stats)).toBe(`https://x.test/a?b=1&access_token=${R}&q=a+b%20c&key=bedrooms#top`);
    expect(redactUrl('/thank-you?token=zzz')).toBe(`/thank-you?token=${R}`);
    expect(stats.fields).toBe(1);
  });

  it('keeps cookie names, redacts their values, Authorization and token headers', () => {
    const stats = newRedactStats();
    const out = redactHeaders(
      [
        { name: 'Cookie', value: 'wordpress_logged_in_abc=admin%7C123; pll_language=en' },
        { name: 'set-cookie', value: 'PHPSESSID=9f8e7d; path=/; HttpOnly\nother=1; Secure' },
        { name: 'Authorization', value: 'Bearer eyJhbGciOi' },
        { name: 'X-WP-Nonce', value: 'a1b2c3d4e5' },
        { name: 'X-CSRF-Token', value: 'zzz' },
        { name: 'Referer', value: 'https://x.test/?password=hunter2&page=2' },
        { name: 'Content-Type', value: 'text/html' },
      ],
      stats,
    );
    expect(out.map((h) => h.value)).toEqual([
      `wordpress_logged_in_abc=${REDACTED}; pll_language=${REDACTED}`,
      `PHPSESSID=${REDACTED}; path=/; HttpOnly\nother=${REDACTED}; Secure`,
      REDACTED,
      REDACTED,
      REDACTED,
      `https://x.test/?password=${R}&page=2`,
      'text/html',
    ]);
    expect(stats.headers).toBe(5);
  });

  it('redacts form, JSON, JSON-in-form and multipart request bodies', () => {
    expect(redactRequestBody('action=login&user=ana&pwd=hunter2&remember=1', 'application/x-www-form-urlencoded')).toBe(`action=login&user=ana&pwd=${R}&remember=1`);
    expect(JSON.parse(redactRequestBody('{"guest":{"name":"Ana","card":{"number":"4111 1111 1111 1111","cvc":"123"}},"nonce":"ff00aa11bb"}', 'application/json'))).toEqual({
      guest: { name: 'Ana', card: { number: REDACTED, cvc: REDACTED } },
      nonce: REDACTED,
    });
    const params = encodeURIComponent(JSON.stringify({ methodName: 'MakeReservation', params: { api_key: 'k-123', unit_id: 7 } }));
    const form = redactRequestBody(`action=streamlinecore-api-request&params=${params}`, null);
    expect(JSON.parse(decodeURIComponent(form.split('params=')[1]!))).toEqual({ methodName: 'MakeReservation', params: { api_key: REDACTED, unit_id: 7 } });
    const B = '----b';
    const mp = `--${B}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--${B}\r\nContent-Disposition: form-data; name="card_number"\r\n\r\n${VISA}\r\n--${B}\r\nContent-Disposition: form-data; name="notes"\r\n\r\nmy card ${VISA} ok\r\n--${B}--\r\n`;
    expect(redactRequestBody(mp, `multipart/form-data; boundary=${B}`)).toBe(mp.replace(`\r\n\r\n${VISA}\r\n`, `\r\n\r\n${REDACTED}\r\n`).replace(`my card ${VISA} ok`, `my card ${REDACTED} ok`));
    expect(redactRequestBody(`plain text with ${VISA}`, 'text/plain')).toBe(`plain text with ${REDACTED}`);
    const untouched = 'action=homey_half_map&arrive=2025-01-10';
    expect(redactRequestBody(untouched, null)).toBe(untouched);
  });

  it('redacts strong JSON fields and card numbers in responses, leaves weak names and binaries', () => {
    const json = Buffer.from('{"access_token":"abc","key":"a1b2c3d4","listing":{"card":"' + VISA + '"}}');
    expect(JSON.parse(redactResponseBody(json, 'application/json').toString())).toEqual({ access_token: REDACTED, key: 'a1b2c3d4', listing: { card: REDACTED } });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]);
    expect(redactResponseBody(png, 'image/png')).toBe(png);
    const html = Buffer.from('<p>Total 420</p>');
    expect(redactResponseBody(html, 'text/html')).toBe(html);
  });
});

describe('redactHar', () => {
  it('scrubs a whole HAR, and the matcher still answers the real requests', () => {
    const har = readHar(join(import.meta.dirname, '..', 'har', 'fixtures', 'playwright.har'));
    const login: HarEntry = {
      ...har.entries[2]!,
      url: 'https://www.homey-demo.test/wp-admin/admin-ajax.php?access_token=live-123',
      requestHeaders: [{ name: 'Cookie', value: 'sid=abc' }],
      requestBody: `action=homey_book&listing_id=42&card_number=${VISA}&security=a1b2c3d4e5`,
      responseHeaders: [{ name: 'Set-Cookie', value: 'sid=def; Path=/' }],
    };
    const stats = newRedactStats();
    const clean = redactHar({ ...har, entries: [...har.entries, login] }, stats);
    const text = JSON.stringify(clean.entries.map((e) => ({ ...e, responseBody: e.responseBody.toString('utf8') })));
    for (const secret of ['live-123', 'sid=abc', 'sid=def', VISA, 'a1b2c3d4e5']) expect(text).not.toContain(secret);
    expect(stats).toEqual({ headers: 2, fields: 6, cards: 0 });
    // the original is not modified
    expect(har.entries[1]!.requestBody).toContain('security=a1b2c3d4e5');

    const m = new HarMatcher(clean, { recordedAt: '2024-11-19T07:06:40.000Z' });
    expect(m.match({ method: 'POST', url: 'https://www.homey-demo.test/wp-admin/admin-ajax.php?access_token=live-999', body: `action=homey_book&listing_id=42&card_number=4242424242424242&security=0000000aaa` })?.entry).toBe(8);
    expect(m.match({ method: 'POST', url: 'https://www.homey-demo.test/wp-admin/admin-ajax.php?_=1732000001111', body: 'action=homey_half_map&arrive=2025-01-10&depart=2025-01-12&guests=2&security=a1b2c3d4e5' })?.entry).toBe(1);
  });
});
