// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './hostify';

// The plugin's markup (tpl/listing/listing-booking-form.php, tpl/element/price-block*.php).
const row = (label: string, value: string, cls = '') => `<div class='price-block-item${cls}'><div class="_label">${label}</div><div class="_value">${value}</div></div>`;
const BLOCK = `<div class='price-block'>${row('Price for 7 nights', '€&nbsp;1,155.00')}${row('Cleaning fee', '€&nbsp;80.00')}${row('Tax', '€&nbsp;123.50')}${row('Total', '€&nbsp;1,358.50', ' price-block-total')}</div>`;
const FORM = (prices = '', adults = '4') => `<h1 class="hfy-listing-title">Chalet Triglav View</h1><div class="hfy-listing-booking-form"><form class="listing-price">
<input name="start_date" value="12-12-2026"><input name="end_date" value="19-12-2026"><input type="hidden" name="guests" value="4">
<input id="adults" name="adults" value="${adults}"><input id="children" name="children" value="0"><input name="discount_code" value="">
<div class="prices">${prices}</div><input type="hidden" name="id" value="41207"><input type="hidden" name="listing_id" value="41207"></form></div>`;
/** listing_price's body: the booking form serialized into one `data` field. */
const price = (form: string) => `action=listing_price&data=${encodeURIComponent(form)}`;
const STAY = 'start_date=12-12-2026&end_date=19-12-2026&guests=4&adults=4&children=0&discount_code=&id=41207&listing_id=41207';

describe('hostify', () => {
  it('routes by the plugin\'s markup, not by page slugs', () => {
    expect(pathProblems('hostify')).toEqual([]);
  });

  it('the listing page: its form names the listing; a stay in the URL renders the price block, read as a quote', async () => {
    const run = runAdapter('hostify', '/listing/?id=41207&guests=4&adults=4&start_date=12-12-2026&end_date=19-12-2026', FORM(BLOCK));
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '41207', listing_name: 'Chalet Triglav View' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({
        listing_id: '41207', checkin: '2026-12-12', checkout: '2026-12-19', guests_adults: 4, guests_children: 0, total: 1358.5, currency: 'EUR',
        line_items: { Rent: 1155, 'Cleaning fee': 80, Tax: 123.5 }, success: true, error_message: null,
      }),
    ]);
  });

  it.each([
    ['a price block', { success: true, data: BLOCK, 'price-per-night': '165.00' }, { total: 1358.5, success: true, error_message: null }],
    ['the API error', { success: false, data: '<div class="calendar-error">Minimum stay for the selected dates is 3 nights</div>', 'price-per-night': '' }, { total: null, success: false, error_message: 'Minimum stay for the selected dates is 3 nights' }],
    ['no error text', { success: false, data: '<div class="calendar-error"></div>' }, { total: null, success: false, error_message: 'Unavailable' }],
    ['price after the amount', { success: true, data: `<div class='price-block'>${row('Total', '2,040.00&nbsp;£', ' price-block-total')}</div>` }, { total: 2040, currency: 'GBP', success: true }],
  ])('listing_price answering %s', async (_name, answer, expected) => {
    const run = runAdapter('hostify', '/listing/?id=41207', FORM());
    run.ajax(price(STAY), answer);
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '41207', checkin: '2026-12-12', checkout: '2026-12-19', guests_adults: 4, ...expected })]);
  });

  it('the old form posts guests only: the party is the guests', async () => {
    const run = runAdapter('hostify', '/listing/?id=41207', FORM());
    run.ajax(price('start_date=02-01-2027&end_date=09-01-2027&guests=3&discount_code=WINTER&id=41207&listing_id=41207'), { success: true, data: BLOCK });
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ checkin: '2027-01-02', checkout: '2027-01-09', guests_adults: 3, guests_children: 0, promo_code: 'WINTER' })]);
  });

  it('the listings page: its cards, the stay and filters of its query; the no-listings alert is 0', async () => {
    const cards = '<div class="hfy-widget-wrap"><div class="listings"><div class="row listing-block"><div class="list-card"></div><div class="list-card"></div></div></div></div>';
    const run = runAdapter('hostify', '/stay/?start_date=12-12-2026&end_date=19-12-2026&guests=5&adults=3&children=2&bedrooms=2&pmin=100&pmax=400', cards);
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 2, checkin: '2026-12-12', checkout: '2026-12-19', guests_adults: [3, 3], guests_children: [2, 2], bedrooms: [2, 9999], price: [100, 400] }),
    ]);
    const none = runAdapter('hostify', '/listings/?start_date=12-12-2026&end_date=19-12-2026&guests=9', '<div class="hfy-widget-wrap"><div class="listings"><div class="alert alert-primary">No available properties for your search.</div></div></div>');
    await none.settle();
    expect(none.events('search')).toEqual([expect.objectContaining({ result_count: 0, guests_adults: [9, 9] })]);
  });

  it('payment: a paid reservation is the conversion (confirmation code, stay from data[...]); a refused one is none', async () => {
    const body = (extra = '') =>
      `action=payment&data%5Bname%5D=Ana&data%5Bstart_date%5D=12-12-2026&data%5Bend_date%5D=19-12-2026&data%5Bguests%5D=4&data%5Badults%5D=4&data%5Bchildren%5D=0&data%5Blisting_id%5D=41207&data%5Btotal%5D=1358.50${extra}`;
    const run = runAdapter('hostify', '/payment/?listing_id=41207', '<form id="hfy-payment-form"></form>');
    run.ajax(body(), { success: false, error: 'Your card was declined.' });
    run.ajax(body('&data%5BstripeObject%5D%5Bid%5D=pm_1'), { success: true, state: 'done', data: { success: true, reservation: { id: 2260417, confirmation_code: 'HB-2260417', currency: 'EUR' }, paymentData: { amount: '1,358.50' } } });
    await run.settle();
    expect(run.events('conversion')).toEqual([
      expect.objectContaining({ reservation_id: 'HB-2260417', listing_id: '41207', checkin: '2026-12-12', checkout: '2026-12-19', guests_adults: 4, guests_children: 0, total: 1358.5, currency: 'EUR', success: true }),
    ]);
  });
});
