// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formField, type Call } from '../net';
import { ajaxAction, type Source } from './adapter';
import { pluginMethod, streamlineCall, streamlineParam, streamlineQuote, streamlineSearch } from './streamline-api';

const params = { unit_id: 512, startdate: '10/16/2026', enddate: '10/20/2026', occupants: 4, occupants_small: 2, bedrooms_number: 3 };

/** A Source the way adapter.ts builds one: for a call with a JSON or form body, or (null) for a page capture. */
function source(requestBody: string | null, answer: unknown, page = ''): Source {
  const json = requestBody && /^\s*{/.test(requestBody) ? JSON.parse(requestBody) : null;
  return {
    kind: 'quote',
    call: requestBody == null ? null : ({ requestBody, status: 200 } as Call),
    json: answer,
    body: json,
    param: (n) => (requestBody == null ? new URLSearchParams(page).get(n) : formField(requestBody, n)),
    site: { host: 'h.test', provider: 'x' },
    options: {},
    log: () => {},
  };
}
const asJson = (methodName: string, answer: unknown) => source(JSON.stringify({ methodName, params }), answer);
const asPlugin = (methodName: string, answer: unknown) =>
  source(new URLSearchParams({ action: 'streamlinecore-api-request', params: JSON.stringify({ methodName, params }) }).toString(), answer);

const PRICE = {
  data: {
    price: '1380.00',
    total: '1915.44',
    required_fees: [
      { name: 'Cleaning Fee', value: '185.00' },
      { name: 'Pet Fee', value: '0.00' },
    ],
    taxes_details: [{ name: 'Tennessee Sales Tax', value: '152.59' }],
  },
};

describe('Streamline calls, from the booking API and from the WordPress plugin', () => {
  it('reads { methodName, params } from a JSON body or from admin-ajax `params`', () => {
    expect(streamlineCall(asJson('GetPreReservationPrice', null))).toEqual({ methodName: 'GetPreReservationPrice', params });
    expect(streamlineCall(asPlugin('GetPreReservationPrice', null))).toEqual({ methodName: 'GetPreReservationPrice', params });
    expect(streamlineCall(source('action=streamlinecore-api-request&params=%7Bnope', null))).toBeNull();
  });

  it('params: from the call (either transport), or from the page query by their short names', () => {
    expect(streamlineParam(asJson('x', null), 'occupants', 'oc')).toBe(4);
    expect(streamlineParam(asPlugin('x', null), 'occupants', 'oc')).toBe(4);
    expect(streamlineParam(source(null, null, 'sd=10/16/2026&oc=3'), 'occupants', 'oc')).toBe('3');
    expect(streamlineParam(source(null, null, 'oc=3'), 'unit_id')).toBeNull();
  });

  it('search: total_units, mm/dd/yyyy dates, guests as [n, n], bedrooms as [n, 9999]; or the results page', () => {
    const answer = { data: { available_properties: { pagination: { total_units: 3 }, property: [] } } };
    expect(streamlineSearch(asPlugin('BizcorGetPropertyAvailabilityWithRatesWordPress', answer))).toEqual({
      result_count: 3,
      checkin: '2026-10-16',
      checkout: '2026-10-20',
      guests_adults: [4, 4],
      guests_children: [2, 2],
      bedrooms: [3, 9999],
    });
    document.body.innerHTML = '<p id="count">2 cabins available</p>';
    expect(streamlineSearch(source(null, null, 'sd=10/16/2026&ed=10/20/2026&oc=4&os=2&beds=2'), '#count')).toMatchObject({ result_count: '2 cabins available', checkin: '2026-10-16', guests_adults: ['4', '4'], bedrooms: ['2', 9999] });
  });

  it('quote: rent, required fees priced above 0, taxes; a refusal is the error', () => {
    expect(streamlineQuote(asPlugin('GetPreReservationPrice', PRICE))).toMatchObject({
      listing_id: 512,
      checkin: '2026-10-16',
      checkout: '2026-10-20',
      guests_adults: 4,
      guests_children: 2,
      total: '1915.44',
      line_items: { Rent: '1380.00', 'Cleaning Fee': 185, 'Tennessee Sales Tax': 152.59 },
      error_message: null,
    });
    const refused = { status: { code: 'E0035', description: 'The minimum stay for the selected dates is 3 nights.' } };
    expect(streamlineQuote(asJson('VerifyPropertyAvailability', refused))).toMatchObject({ total: null, error_message: refused.status.description });
  });

  it('pluginMethod matches admin-ajax streamlinecore-api-request calls by method name only', () => {
    const m = ajaxAction(pluginMethod(/^GetPreReservationPrice$/));
    const test = (body: string) => !!m.test && m.test('https://h.test/wp-admin/admin-ajax.php', body);
    expect(test(asPlugin('GetPreReservationPrice', null).call!.requestBody!)).toBe(true);
    expect(test(asPlugin('GetPropertyAvailabilityRawData', null).call!.requestBody!)).toBe(false);
    expect(test('action=other&params=' + encodeURIComponent(JSON.stringify({ methodName: 'GetPreReservationPrice' })))).toBe(false);
    expect(test('action=streamlinecore-api-request')).toBe(false);
  });
});
