// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import './homhero';

const PROPERTY = '<div class="hh-property" data-property-id="4401"><h1 class="hh-property__title">Sunshine Beach House</h1></div>';
const QUOTE = 'action=homhero_ajax_quote&property_id=4401&adults=2&children=1&check_in=14%2F12%2F2026&check_out=19%2F12%2F2026';

describe('homhero', () => {
  it('skips the price-less availability check and the smaller deposit; forwards alert-danger text', async () => {
    const run = runAdapter('homhero', '/property/sunshine-beach-house/', PROPERTY);
    run.ajax(`${QUOTE}&check_only=1`, { success: true, data: { available: true, min_nights: 3 } });
    run.ajax(`${QUOTE}&payment_option=full`, { success: true, data: { currency: 'AUD', total: 2618, breakdown: { Accommodation: 2100, 'Damage protection (declined)': 39, GST: 238 } } });
    run.ajax(`${QUOTE}&payment_option=deposit`, { success: true, data: { currency: 'AUD', total: 785.4, breakdown: { Accommodation: 2100, GST: 238 } } });
    run.ajax(QUOTE.replace('19%2F12', '24%2F12'), { success: false, data: { html: '<div class="alert alert-danger" role="alert">Not available on 23/12/2026.</div>' } });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '4401', checkin: '2026-12-14', checkout: '2026-12-19', total: 2618, currency: 'AUD', line_items: { Accommodation: 2100, GST: 238 }, success: true }),
      expect.objectContaining({ checkout: '2026-12-24', total: null, success: false, error_message: 'Not available on 23/12/2026.' }),
    ]);
  });

  it('search: flatpickr range, guests, amenities without Any Features', async () => {
    const run = runAdapter('homhero', '/search/');
    run.ajax('action=homhero_ajax_search&dates=14%2F12%2F2026+to+19%2F12%2F2026&adults=2&children=1&location=Noosa&amenities%5B%5D=Any+Features&amenities%5B%5D=Pool', { success: true, data: { total: 3 } });
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 3, checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: [2, 2], guests_children: [1, 1], amenities: ['Pool'] }),
    ]);
  });

  it('converts on the confirmation page', async () => {
    const run = runAdapter('homhero', '/booking-confirmation/?ref=NCR-10452', '<strong class="hh-confirmation__ref">NCR-10452</strong><span class="hh-confirmation__total">A$2,618.00</span>');
    await run.settle();
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'NCR-10452', total: 2618, currency: 'AUD' })]);
  });
});

describe('homhero on what every install has', () => {
  it('reads /accommodation/<slug>/ pages and other homhero actions under their usual field names', async () => {
    const run = runAdapter('homhero', '/accommodation/tanderra-10-on-park-road/', '<main><h1>Tanderra 10 on Park Road</h1><form><input type="hidden" name="property_id" value="102"></form></main>');
    run.ajax('action=homhero_ajax&method=get_quote&property_id=102&arrival=2027-07-03&departure=2027-07-10&adults=4&children=0', { success: true, data: { currency: 'AUD', total: '2,156.00', breakdown: [{ label: 'Accommodation', amount: 1960 }, { label: 'Cleaning', amount: 196 }] } });
    // the API's /listings envelope relayed as it is: the count is the list's length
    run.ajax('action=homhero_ajax_search&start_date=2027-07-03&end_date=2027-07-10&guests=4', { success: true, data: { listings: [{ id: 102, slug: 'tanderra-10-on-park-road' }, { id: 2, slug: 'b' }], html: '<article></article>' } });
    await run.settle();
    expect(run.events('property')).toEqual([expect.objectContaining({ listing_id: '102', listing_name: 'Tanderra 10 on Park Road' })]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '102', checkin: '2027-07-03', checkout: '2027-07-10', guests_adults: 4, guests_children: 0, total: 2156, currency: 'AUD', line_items: { Accommodation: 1960, Cleaning: 196 } }),
    ]);
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2027-07-03', checkout: '2027-07-10', guests_adults: [4, 4] })]);
  });
});
