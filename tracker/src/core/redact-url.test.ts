import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['https://x.test/welcome?reset_token=abc123&password=hunter2', 'https://x.test/welcome?reset_token=&password='],
    ['https://x.test/a?sessionId=s1&X-Amz-Signature=f00&accessToken=t', 'https://x.test/a?sessionId=&X-Amz-Signature=&accessToken='],
    ['https://x.test/checkout/order-received/12/?key=wc_order_AbC', 'https://x.test/checkout/order-received/12/?key='],
    ['https://x.test/cb?code=oauth-code&state=1', 'https://x.test/cb?code=&state=1'],
    ['https://x.test/cb#access_token=t0k&token_type=bearer', 'https://x.test/cb#access_token=&token_type='],
    ['https://x.test/p?guest=a%40b.com', 'https://x.test/p?guest='],
    ['https://x.test/p?t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', 'https://x.test/p?t='],
    ['https://x.test/p?email=a@b.co&auth=1', 'https://x.test/p?email=&auth='],
  ])('blanks secret values: %s', (url, expected) => expect(redactUrl(url)).toBe(expected));

  it.each([
    'https://x.test/search?checkin=2026-12-01&adults=2&unit_code=AB1&discount_code=SPRING&confirmationCode=XYZ',
    'https://x.test/#/properties?checkIn=2026-01-02',
    'https://x.test/p?keyword=chalet&postcode=75001',
    'https://x.test/plain',
    '',
  ])('keeps ordinary parameters: %s', (url) => expect(redactUrl(url)).toBe(url));

  it('gives "" for null and undefined', () => {
    expect(redactUrl(null)).toBe('');
    expect(redactUrl(undefined)).toBe('');
  });
});
