// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Call } from '../../net';
import type { Source } from '../adapter';
import { asList, callOf, streamlineBooking, streamlineMethod, streamlineQuote, streamlineSearch, streamlineThankYou, streamlineUnit } from './streamline';

const STAY = { unit_id: 70412, startdate: '03/14/2027', enddate: '03/19/2027', occupants: '4', occupants_small: '1', pets: '0' };
const AJAX = 'https://www.site.test/wp-admin/admin-ajax.php';

// The three wires the plugin's versions use, plus spec 7's headless booking API.
type Wire = { url: string; body: string | null };
/** newer plugin: AngularJS $http `params` — the call JSON-encoded in the query, ':' and ',' left as they are */
const gateway = (methodName: string, params: object): Wire => ({
  url: `${AJAX}?action=streamlinecore-api-request&params=${encodeURIComponent(JSON.stringify({ methodName, params })).replace(/%3A/g, ':').replace(/%2C/g, ',')}`,
  body: null,
});
/** older plugin: the JSON straight to Streamline's API server, with the company code */
const direct = (methodName: string, params: object): Wire => ({
  url: 'https://web.streamlinevrs.com/api/json',
  body: JSON.stringify({ methodName, params: { ...params, company_code: 'gulf-breeze' } }),
});
/** jQuery relays: the call in a `params` form field */
const relay = (methodName: string, params: object): Wire => ({
  url: AJAX,
  body: new URLSearchParams({ action: 'streamlinecore-api-request', params: JSON.stringify({ methodName, params }) }).toString(),
});
const headless = (path: string, methodName: string, params: object): Wire => ({
  url: `https://www.site.test/api/rentals/public/streamline/${path}`,
  body: JSON.stringify({ methodName, params }),
});

/** A Source for a call, the way adapter.ts builds one. */
function source(w: Wire, answer: unknown): Source {
  return {
    kind: 'quote',
    call: { url: w.url, requestBody: w.body, status: 200 } as Call,
    json: answer,
    body: null,
    param: () => null,
    site: { host: 'www.site.test', provider: 'streamline' },
    options: {},
    log: () => {},
  };
}

const PRICE = {
  data: {
    unit_id: 70412,
    unit_name: 'Seagrass Cottage',
    price: 1850,
    taxes: 325.13,
    total: 2468.13,
    currency: 'USD',
    required_fees: [
      { id: 88231, name: 'Departure Clean', value: 185 },
      { id: 88232, name: 'Pet Fee', value: 0 },
    ],
    optional_fees: [
      { id: 88240, name: 'Travel Insurance', value: 123.45, active: 0 },
      { id: 88241, name: 'Beach Service', value: 90, active: 1 },
    ],
    // one tax: a bare object, not a list
    taxes_details: { id: 88250, name: 'Walton County Lodging Tax', value: 325.13 },
  },
};

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as any).streamline_transaction;
});

describe('Streamline calls on every wire', () => {
  it('callOf reads { methodName, params } from the query, a JSON body or a form field', () => {
    for (const wire of [gateway, direct, relay]) expect(callOf(...(Object.values(wire('GetPreReservationPrice', STAY)) as [string, string]))).toMatchObject({ methodName: 'GetPreReservationPrice', params: STAY });
    expect(callOf(AJAX + '?action=streamlinecore-api-request&params=%7Bnope', null)).toBeNull();
    expect(callOf(AJAX, 'action=other&x=1')).toBeNull();
    expect(asList({ id: 1 })).toEqual([{ id: 1 }]);
    expect(asList(null)).toEqual([]);
  });

  it('streamlineMethod matches by method name, wherever the call goes', () => {
    const m = streamlineMethod(/^GetPreReservationPrice$/);
    const test = (w: Wire) => m.test!(w.url, w.body);
    expect([gateway, direct, relay].map((w) => test(w('GetPreReservationPrice', STAY)))).toEqual([true, true, true]);
    expect(test(headless('quote', 'GetPreReservationPrice', STAY))).toBe(true);
    expect(test(gateway('GetPropertyRatesRawData', { unit_id: 70412 }))).toBe(false);
    expect(test({ url: AJAX, body: 'action=streamlinecore-api-request' })).toBe(false);
  });
});

describe('search', () => {
  const found = (n: number) => ({ data: { available_properties: { pagination: { total_units: n, total_pages: 4 }, property: [] } } });
  const params = { sort_by: 'price', use_room_type_logic: 0, extra_charges: 1, occupants: 4, startdate: '03/14/2027', enddate: '03/19/2027', occupants_small: 1, page_number: 1, page_results_number: 12 };

  it('total_units, mm/dd/yyyy dates, guests; plus logic is a minimum bedroom count, else an exact one', () => {
    expect(streamlineSearch(source(gateway('GetPropertyAvailabilityWithRatesWordPress', { ...params, min_bedrooms_number: 3 }), found(37)))).toEqual({
      result_count: 37,
      checkin: '2027-03-14',
      checkout: '2027-03-19',
      guests_adults: [4, 4],
      guests_children: [1, 1],
      bedrooms: [3, 9999],
    });
    expect(streamlineSearch(source(direct('GetPropertyAvailabilitySimple', { ...params, bedrooms_number: 2 }), found(1)))).toMatchObject({ result_count: 1, bedrooms: [2, 2] });
  });

  it('a refusal is an empty result; later pages and unit lists are no search', () => {
    expect(streamlineSearch(source(gateway('GetPropertyAvailabilityWithRatesWordPress', params), { status: { code: 'E0031', description: 'No inventory.' } }))).toMatchObject({ result_count: 0 });
    expect(streamlineSearch(source(gateway('GetPropertyAvailabilityWithRatesWordPress', { ...params, page_number: 2 }), found(37)))).toBeNull();
    expect(streamlineSearch(source(gateway('GetPropertyListWordPress', { include_units: '70412,70397' }), found(2)))).toBeNull();
    expect(streamlineSearch(source(relay('GetPropertyListWordPress', { min_occupants: 6, page_number: 1 }), found(12)))).toMatchObject({ result_count: 12, checkin: null, guests_adults: [6, 6] });
  });
});

describe('quote', () => {
  it('rent, required fees above 0, active optional fees, taxes (one bare object); total and currency from the answer', () => {
    expect(streamlineQuote(source(gateway('GetPreReservationPrice', STAY), PRICE))).toMatchObject({
      listing_id: 70412,
      listing_name: 'Seagrass Cottage',
      checkin: '2027-03-14',
      checkout: '2027-03-19',
      guests_adults: '4',
      guests_children: '1',
      total: 2468.13,
      currency: 'USD',
      line_items: { Rent: 1850, 'Departure Clean': 185, 'Beach Service': 90, 'Walton County Lodging Tax': 325.13 },
      error_message: null,
    });
  });

  it('money as strings, adults/children spellings, ISO dates, taxes as a sum when not detailed', () => {
    const priced = { data: { price: '1380.00', taxes: '152.59', total: '1717.59', required_fees: { id: '9', name: 'Cleaning Fee', value: '185.00' } } };
    expect(streamlineQuote(source(relay('GetPreReservationPrice', { unit_id: 512, startdate: '2026-10-16', enddate: '2026-10-20', adults: 2, children: 0 }), priced))).toMatchObject({
      checkin: '2026-10-16',
      guests_adults: 2,
      guests_children: 0,
      total: '1717.59',
      line_items: { Rent: '1380.00', 'Cleaning Fee': 185, Taxes: '152.59' },
    });
  });

  it('a VerifyPropertyAvailability refusal is the error; its success says nothing', () => {
    const refused = { status: { code: 'E0031', description: 'We have no inventory available for the selected dates.' } };
    expect(streamlineQuote(source(direct('VerifyPropertyAvailability', STAY), refused))).toMatchObject({ total: null, line_items: {}, error_message: refused.status.description, checkin: '2027-03-14' });
    expect(streamlineQuote(source(gateway('VerifyPropertyAvailability', STAY), { data: { id: 70412, message: null } }))).toMatchObject({ total: null, error_message: null });
  });
});

describe('pages and bookings', () => {
  it('the unit template: #unit_id, book_unit or ng-init propertyId; the name in main h1', () => {
    document.body.innerHTML = '<main ng-init="propertyId=70412;"><ol class="breadcrumb"><li class="active">Seagrass Cottage</li></ol><h1 class="col-lg-12"> Seagrass Cottage </h1><input type="hidden" value="70412" id="unit_id"></main>';
    expect(streamlineUnit()).toEqual({ listing_id: '70412', listing_name: 'Seagrass Cottage' });
    document.body.innerHTML = '<div ng-init="propertyId=411533;initializeData();"><h1 class="property-title">More Grayter</h1></div>';
    expect(streamlineUnit()).toEqual({ listing_id: '411533', listing_name: 'More Grayter' });
  });

  it('the thank-you page: streamline_transaction and the default reservation table; nothing without a number', () => {
    expect(streamlineThankYou()).toBeNull();
    (window as any).streamline_transaction = { id: '48213', affiliation: 'Site', revenue: 2630, rent: 2630, tax: 311.88, unit_name: 'Seaforth Cottage' };
    document.body.innerHTML =
      '<table><tr><td>Reservation #</td><td>48213</td></tr><tr><td>Property ID</td><td>Seaforth Cottage</td></tr><tr><td>Arrival</td><td>12/17/2026</td></tr><tr><td>Departure</td><td>12/24/2026</td></tr><tr><td>Guests</td><td>2</td></tr><tr><td>Total Cost</td><td><strong>3,270.88</strong></td></tr></table>';
    expect(streamlineThankYou()).toEqual({ reservation_id: '48213', listing_id: null, listing_name: 'Seaforth Cottage', checkin: '2026-12-17', checkout: '2026-12-24', guests_adults: '2', total: '3,270.88' });
  });

  it("spec 7's headless book-now answer converts; a refusal does not", () => {
    const booked = { success: true, res_number: 48213, name: 'Seaforth Cottage', unit_id: 70412, startdate: '12/17/2026', enddate: '12/24/2026', occupants: 2, occupants_small: 1, rate: { base: 2630, fees: [{ name: 'Cleaning', value: 185 }, { name: 'Pet Fee', value: 0 }], taxes: 311.88, total: 3126.88 }, currency: 'USD' };
    expect(streamlineBooking(source(headless('booking/book-now', 'MakeReservation', STAY), booked))).toMatchObject({
      reservation_id: 48213,
      checkin: '2026-12-17',
      total: 3126.88,
      line_items: { Rent: 2630, Cleaning: 185, Taxes: 311.88 },
      success: true,
    });
    expect(streamlineBooking(source(headless('booking/book-now', 'MakeReservation', STAY), { success: false, status: { code: 'E0031', description: 'Sold' } }))).toBeNull();
    expect(streamlineBooking(source(gateway('MakeReservation', { ...STAY, not_blocked_request: 'yes' }), { data: { reservation: { confirmation_id: 1 } } }))).toBeNull();
  });
});

describe('the results page', () => {
  it('reads the stay from the page query (encoded) and the count from the count line', async () => {
    const { streamlineResultsPage } = await import('./streamline');
    history.replaceState(null, '', '/search-results/?sd=03%2F14%2F2027&ed=03%2F19%2F2027&oc=4&ch=1&beds=3');
    document.body.innerHTML = '<p class="search-pagination">Showing <span>12</span> of <span>37</span> properties</p>';
    expect(streamlineResultsPage()).toEqual({ result_count: '37', checkin: '2027-03-14', checkout: '2027-03-19', guests_adults: ['4', '4'], guests_children: ['1', '1'], bedrooms: ['3', 9999] });
    history.replaceState(null, '', '/search-results/#?ed=12%2F24%2F2026&oc=2&sd=12%2F17%2F2026');
    expect(streamlineResultsPage()).toMatchObject({ checkin: '2026-12-17', checkout: '2026-12-24', guests_children: [null, null], bedrooms: null });
  });
});
