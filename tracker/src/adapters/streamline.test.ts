// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import './streamline';

const AJAX = 'http://localhost:3000/wp-admin/admin-ajax.php';
/** the newer plugin's gateway: empty body, the call in the query */
const gateway = (methodName: string, params: object) => `${AJAX}?action=streamlinecore-api-request&params=${encodeURIComponent(JSON.stringify({ methodName, params }))}`;
const STAY = { unit_id: 70412, startdate: '03/14/2027', enddate: '03/19/2027', occupants: '4', occupants_small: '1', pets: '0' };
const UNIT = '<main id="main" ng-init="propertyId=70412;"><h1 class="col-lg-12">Seagrass Cottage</h1><input type="hidden" value="70412" id="unit_id"><div id="resortpro-book-unit"></div></main>';

describe('streamline', () => {
  it('searches from the gateway call, whatever the search method', async () => {
    const run = runAdapter('streamline', '/search-results/?sd=03%2F14%2F2027&ed=03%2F19%2F2027&oc=4&ch=1&beds=3');
    const params = { sort_by: 'price', occupants: 4, startdate: '03/14/2027', enddate: '03/19/2027', occupants_small: 1, min_bedrooms_number: 3, page_number: 1, page_results_number: 12 };
    run.ajax('', { data: { available_properties: { pagination: { total_units: 37 }, property: [] } } }, gateway('GetPropertyAvailabilityWithRatesWordPress', params));
    run.ajax('', { data: { rates: [] } }, gateway('GetPropertyRatesRawData', { unit_id: 70412 }));
    await run.settle(30);
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 37, checkin: '2027-03-14', checkout: '2027-03-19', guests_adults: [4, 4], guests_children: [1, 1], bedrooms: [3, 9999] })]);
    expect(run.events('quote')).toEqual([]);
  });

  it('a unit page anywhere (its template markers), quoted after the availability check', async () => {
    const run = runAdapter('streamline', '/seagrass-cottage/?sd=03%252F14%252F2027', UNIT);
    run.ajax('', { data: { id: 70412, message: null } }, gateway('VerifyPropertyAvailability', STAY));
    const price = { data: { price: 1850, total: 2468.13, required_fees: [{ id: 1, name: 'Departure Clean', value: 185 }], optional_fees: [{ id: 2, name: 'Travel Insurance', value: 123.45, active: 0 }], taxes_details: { id: 3, name: 'Walton County Lodging Tax', value: 325.13 } } };
    run.ajax('', price, gateway('GetPreReservationPrice', STAY));
    await run.settle(30);
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '70412', listing_name: 'Seagrass Cottage' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '70412', listing_name: 'Seagrass Cottage', checkin: '2027-03-14', guests_adults: 4, guests_children: 1, total: 2468.13, currency: 'USD', success: true, line_items: { Rent: 1850, 'Departure Clean': 185, 'Walton County Lodging Tax': 325.13 } }),
    ]);
  });

  it('older plugins post the JSON to the API server; a refusal is the quote error', async () => {
    const run = runAdapter('streamline', '/vacation-rentals/seagrass-cottage/', UNIT);
    const refused = { status: { code: 'E0031', description: 'We have no inventory available for the selected dates.' } };
    run.ajax(JSON.stringify({ methodName: 'VerifyPropertyAvailability', params: { ...STAY, company_code: 'x' } }), refused, 'https://web.streamlinevrs.com/api/json');
    await run.settle(30);
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '70412', total: null, success: false, error_message: refused.status.description })]);
  });

  it('converts on the thank-you page, the rest from the stored quote; not on an inquiry thank-you', async () => {
    const inquiry = runAdapter('streamline', '/thank-you/', '<p>Thanks for your inquiry.</p>');
    await inquiry.settle(30);
    expect(inquiry.events('conversion')).toEqual([]);
    const table = '<table><tr><td>Reservation #</td><td>48213</td></tr><tr><td>Arrival</td><td>03/14/2027</td></tr><tr><td>Departure</td><td>03/19/2027</td></tr><tr><td>Total Cost</td><td>2,468.13</td></tr></table>';
    (window as any).streamline_transaction = { id: '48213', unit_name: 'Seagrass Cottage', revenue: 1850, rent: 1850, tax: 325.13 };
    const run = runAdapter('streamline', '/thank-you/', table);
    await run.settle(30);
    delete (window as any).streamline_transaction;
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '48213', listing_name: 'Seagrass Cottage', checkin: '2027-03-14', checkout: '2027-03-19', total: 2468.13 })]);
  });

  it("spec 7's headless booking API: search and quote by method, conversion from the book-now answer", async () => {
    const run = runAdapter('streamline', '/checkout/');
    const api = (p: string) => `http://localhost:3000/api/rentals/public/streamline/${p}`;
    const booked = { success: true, res_number: 48213, name: 'Seaforth Cottage', unit_id: 70412, startdate: '12/17/2026', enddate: '12/24/2026', occupants: 2, occupants_small: 1, rate: { base: 2630, fees: [{ name: 'Cleaning', value: 185 }], taxes: 311.88, total: 3126.88 } };
    run.ajax(JSON.stringify({ methodName: 'MakeReservation', params: STAY }), booked, api('booking/book-now'));
    await run.settle(30);
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '48213', listing_id: '70412', checkin: '2026-12-17', total: 3126.88, success: true })]);
  });
});
