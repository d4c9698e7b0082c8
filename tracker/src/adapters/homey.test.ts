// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import './homey';

// Homey 2.4 markup and traffic (demo-sites/homey/SOURCES.md).
const PAGE = '<h1 class="listing-title">Timberline Lodge Cabin <span class="label label-featured">Featured</span></h1><input type="hidden" name="listing_id" id="listing_id" value="1187">';
const COST =
  '<div class="payment-list-price-detail clearfix"><div class="pull-left"><div class="payment-list-price-detail-total-price">Total</div></div>' +
  '<div class="pull-right text-right"><div class="payment-list-price-detail-total-price">$2,061.75</div></div></div>' +
  '<div class="collapse collapseExample" id="collapseExample"><ul><li class="homey_price_first">$285.00 x 5 Nights <span>$1,425.00</span></li>' +
  '<li>Cleaning Fee <span>$150.00</span></li><li class="sub-total">Sub Total<span>$1,575.00</span></li><li>City Fee <span>$45.00</span></li>' +
  '<li>Security Deposit <span>$300.00</span></li><li>Taxes 10% <span>$141.75</span></li></ul></div>';
// what homey_calculate_price_checkout really posts: adults in extra_options, children in adult_guest
const STAY = 'check_in_date=2026-12-14&check_out_date=2026-12-19&listing_id=1187&security=ab12';
const SHIFTED = `action=homey_calculate_booking_cost&${STAY}&guests=3&adult_guest=1&child_guest=&extra_options=2`;

describe('homey', () => {
  afterEach(() => delete (window as any).HOMEY_ajax_vars);

  it('quotes from the HTML cost answer with the guests as Homey 2.4 shifts them', async () => {
    const run = runAdapter('homey', '/listing/timberline-lodge-cabin/', PAGE);
    run.ajax(SHIFTED, COST);
    run.ajax(`action=check_booking_availability_on_date_change&${STAY}`, { success: true, message: 'Dates are available' });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({
        listing_id: '1187',
        listing_name: 'Timberline Lodge Cabin',
        checkin: '2026-12-14',
        checkout: '2026-12-19',
        guests_adults: 2,
        guests_children: 1,
        total: 2061.75,
        currency: 'USD',
        line_items: { Rent: 1425, 'Cleaning Fee': 150, 'City Fee': 45, 'Security Deposit': 300, 'Taxes 10%': 141.75 },
        success: true,
      }),
    ]);
    expect(run.events('property')).toEqual([expect.objectContaining({ listing_id: '1187', listing_name: 'Timberline Lodge Cabin' })]);
  });

  it('forwards the availability refusal; the currency follows the amount symbol', async () => {
    const run = runAdapter('homey', '/listing/timberline-lodge-cabin/', PAGE);
    run.ajax(`action=check_booking_availability_on_date_change&${STAY.replace('12-19', '12-24')}`, { success: false, message: 'Those dates are not available.' });
    run.ajax(SHIFTED, COST.split('$').join('£'));
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkout: '2026-12-24', total: null, success: false, error_message: 'Those dates are not available.' }),
      expect.objectContaining({ checkout: '2026-12-19', total: 2061.75, currency: 'GBP' }),
    ]);
  });

  // Homey 2.1.0 (jmiguelrj/unhotel-AG@e7de907, wp-content/themes/homey/): js/homey-ajax.js's
  // homey_calculate_booking_cost(check_in_date, check_out_date, guests, listing_id, security, extra_options) posts
  // guests and extra_options only; single-listing/booking/guests.php prints the party as hidden adult_guest and
  // child_guest (child_guest "0"), whose +/- buttons write their sum into guests.
  const FORM21 = (adults: number, children: number) =>
    PAGE +
    `<div class="search-guests single-guests-js"><input name="guests" value="${adults + children}" readonly type="text"><input type="hidden" name="adult_guest" value="${adults}"><input type="hidden" name="child_guest" value="${children}"></div>`;
  const CALL21 = (guests: number) => `action=homey_calculate_booking_cost&check_in_date=2026-12-14&check_out_date=2026-12-19&guests=${guests}&extra_options=&listing_id=1187&security=ab12`;

  it('Homey 2.1: the call sends only guests; the form\'s hidden adult_guest / child_guest give the party, children 0 included', async () => {
    const run = runAdapter('homey', '/listing/timberline-lodge-cabin/', FORM21(2, 0));
    run.ajax(CALL21(2), COST);
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '1187', checkin: '2026-12-14', guests_adults: 2, guests_children: 0, total: 2061.75 })]);
    const kids = runAdapter('homey', '/listing/timberline-lodge-cabin/', FORM21(2, 1));
    kids.ajax(CALL21(3), COST);
    await kids.settle();
    expect(kids.events('quote')).toEqual([expect.objectContaining({ guests_adults: 2, guests_children: 1 })]);
  });

  it('Homey 2.1: inputs that do not add up to the call\'s guests are not used (the total stays the adults, children unknown)', async () => {
    const run = runAdapter('homey', '/listing/timberline-lodge-cabin/', FORM21(2, 0));
    run.ajax(CALL21(4), COST);
    await run.settle();
    const [quote] = run.events('quote');
    expect(quote).toMatchObject({ guests_adults: 4 });
    expect(quote.guests_children ?? null).toBeNull();
  });

  it('searches with the half-map call: dates in the site format, amenity[], the "3 Rentals" count', async () => {
    (window as any).HOMEY_ajax_vars = { homey_date_format: 'dd-mm-yy' };
    const run = runAdapter('homey', '/half-map/');
    run.ajax(
      'action=homey_half_map&arrive=14-12-2026&depart=19-12-2026&guest=3&keyword=&bedrooms=2&search_city=big-bear-lake&listing_type=&min-price=150&max-price=400&amenity%5B%5D=hot-tub&layout=list&num_posts=9&paged=0&security=x',
      { getListings: true, total_results: '3 Rentals', listings: [] },
    );
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 3, checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: [3, 3], bedrooms: [2, 9999], price: [150, 400], locations: ['big-bear-lake'], property_types: [], amenities: ['hot-tub'] }),
    ]);
  });
});
