// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LAST_QUOTE } from '../capture/journey';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './vrpconnector';

const ORIGIN = 'https://www.example-vrp.test';
const UNIT_PAGE = '<div class="vrp-row" id="unit-data" data-unit-id="1204" data-unit-slug="seagrove-sunrise"><h2 class="unit-name">Seagrove Sunrise</h2></div>';
/** The theme's jQuery.get: the act in the URL, #bookingform serialized after '&'; the plugin echoes JSON as text/html. */
const checkavail = (form: string, answer: object) =>
  publish(call('jquery', 'GET', `${ORIGIN}/?vrpjax=1&act=checkavailability&par=1&${form}`, null, 200, JSON.stringify(answer), { 'content-type': 'text/html; charset=UTF-8' }));
const enc = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
const STAY = { 'obj[Arrival]': '12/05/2026', 'obj[Departure]': '12/12/2026', 'obj[Adults]': 4, 'obj[Children]': 1, 'obj[strPromotionCode]': '', 'obj[PropID]': 1204 };
const QUOTE = {
  PropID: '1204', Name: 'Seagrove Sunrise', Arrival: '12/05/2026', Departure: '12/12/2026', Nights: 7,
  Charges: [{ Description: 'Rent', Amount: '2065.00' }, { Description: 'Cleaning Fee', Amount: '225.00' }, { Description: 'Damage Waiver', Amount: 59 }],
  TotalTax: '281.58', TotalCost: '2630.58', DueToday: '1315.29', HasInsurance: 1, InsuranceAmount: '112.00',
};

describe('vrpconnector', () => {
  it('the search is the results page: the search[…] fields of the URL, one .vrp-item card per unit', async () => {
    const q = enc({ 'search[arrival]': '12/05/2026', 'search[departure]': '12/12/2026', 'search[Adults]': 4, 'search[bedrooms]': 3, show: 20 });
    const run = runAdapter('vrpconnector', `/vrp/search/results/?${q}`, '<div id="vrpresults"><div class="vrp-item"></div><div class="vrp-item"></div></div>');
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 2, checkin: '2026-12-05', checkout: '2026-12-12', guests_adults: [4, 4], bedrooms: [3, 9999], bathrooms: null }),
    ]);
  });

  it('no results: "No Results Found" and no cards is a count of 0', async () => {
    const run = runAdapter('vrpconnector', '/vrp/search/results/?search%5Barrival%5D=12%2F05%2F2026', '<div class="vrp-row"><h2>No Results Found</h2></div>');
    await run.settle();
    expect(run.events('search')[0]).toMatchObject({ result_count: 0, checkin: '2026-12-05' });
  });

  it('a unit page, also under a pretty slug, is the property of #unit-data', async () => {
    for (const url of ['/vrp/unit/seagrove-sunrise', '/seagrove-sunrise/']) {
      const run = runAdapter('vrpconnector', url, UNIT_PAGE);
      await run.settle();
      expect(run.events('property')).toEqual([{ action: 'property', listing_id: '1204', listing_name: 'Seagrove Sunrise' }]);
    }
  });

  it("checkavailability: the stay from obj[…] (MM/DD/YYYY), the Charges and the tax as lines, TotalCost; insurance is beside the total", async () => {
    const run = runAdapter('vrpconnector', '/vrp/unit/seagrove-sunrise', UNIT_PAGE);
    checkavail(enc(STAY), QUOTE);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({
        listing_id: '1204', listing_name: 'Seagrove Sunrise', checkin: '2026-12-05', checkout: '2026-12-12', guests_adults: 4, guests_children: 1,
        total: 2630.58, currency: 'USD', promo_code: null, success: true, error_message: null,
        line_items: { Rent: 2065, 'Cleaning Fee': 225, 'Damage Waiver': 59, Tax: 281.58 },
      }),
    ]);
  });

  it("a theme's obj[PromoCode] is the promo; { Error } is a refusal with the plugin's text (spec 8)", async () => {
    const run = runAdapter('vrpconnector', '/vrp/unit/seagrove-sunrise', UNIT_PAGE);
    checkavail(enc({ 'obj[Arrival]': '12/05/2026', 'obj[Departure]': '12/07/2026', 'obj[PromoCode]': 'FALL10', 'obj[PropID]': 1204 }), { Error: 'The minimum stay for this unit is 4 nights.' });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_name: 'Seagrove Sunrise', checkout: '2026-12-07', promo_code: 'FALL10', total: null, success: false, error_message: 'The minimum stay for this unit is 4 nights.', line_items: {} }),
    ]);
  });

  it('the confirm page is the conversion: its number, the stay of its URL, guests and total from the last quote', async () => {
    const unit = runAdapter('vrpconnector', '/vrp/unit/seagrove-sunrise', UNIT_PAGE);
    checkavail(enc(STAY), QUOTE);
    await unit.settle();
    const confirm = `/vrp/book/confirm/?obj[Arrival]=12/05/2026&obj[Departure]=12/12/2026&obj[PropID]=1204`;
    const page = '<div class="userbox"><h3>Congratulations!</h3><div class="padit"><b>Reservation Confirmation Number:</b> 58210<br><br>You have successfully booked <b>Seagrove Sunrise</b></div></div>';
    const lastQuote = sessionStorage.getItem(LAST_QUOTE)!;
    const run = runAdapter('vrpconnector', confirm, page);
    sessionStorage.setItem(LAST_QUOTE, lastQuote); // the tab's journey: runAdapter starts with empty storage
    await run.settle();
    expect(run.events('conversion')).toEqual([
      expect.objectContaining({ reservation_id: '58210', listing_id: '1204', checkin: '2026-12-05', checkout: '2026-12-12', guests_adults: 4, guests_children: 1, total: 2630.58, currency: 'USD' }),
    ]);
  });

  it('a confirm page without a number (an expired session) is no conversion', async () => {
    const run = runAdapter('vrpconnector', '/vrp/book/confirm/', '<div class="userbox"><h3>Reservations</h3><p>Your session has expired.</p></div>');
    await run.settle();
    expect(run.events('conversion')).toEqual([]);
  });

  it('other vrpjax acts (booked dates, page views) are no quote', async () => {
    const run = runAdapter('vrpconnector', '/vrp/unit/seagrove-sunrise', UNIT_PAGE);
    publish(call('jquery', 'GET', `${ORIGIN}/?vrpjax=1&act=getUnitBookedDates&par=seagrove-sunrise`, null, 200, '{"bookedDates":[],"noCheckin":[]}', {}));
    await run.settle();
    expect(run.events('quote')).toEqual([]);
  });
});
