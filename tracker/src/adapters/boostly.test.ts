// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import './boostly';

const PAGE = '<h1 class="listing-title">Duck Dune Cottage</h1><input id="listing_id" value="2305">';
const COST = 'action=boostly_calculate_booking_cost&listing_id=2305&adult_guest=2&child_guest=2&security=abc';
const dates = (a: string, b: string) => `${COST}&check_in_date=${encodeURIComponent(a)}&check_out_date=${encodeURIComponent(b)}`;

describe('boostly', () => {
  it('quotes in dollars from the cents of the answer; one of two identical callbacks within 500 ms', async () => {
    const run = runAdapter('boostly', '/listing/duck-dune-cottage/', PAGE);
    const priced = { success: true, currency: 'USD', total: 163375, breakdown: { Rent: '$1,225.00', 'Occupancy Tax': '$184.75' } };
    run.ajax(dates('12/14/2026', '12/19/2026'), priced);
    run.ajax(dates('12/14/2026', '12/19/2026'), priced);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '2305', listing_name: 'Duck Dune Cottage', checkin: '2026-12-14', total: 1633.75, line_items: { Rent: 1225, 'Occupancy Tax': 184.75 }, success: true }),
    ]);
    expect(run.ctx.log).not.toHaveBeenCalledWith('No change in quote');
  });

  it('flattens the errors object, and skips a refusal that has no dates', async () => {
    const run = runAdapter('boostly', '/listing/duck-dune-cottage/', PAGE);
    run.ajax(dates('', ''), { success: false, errors: { dates: ['Please choose your check-in and check-out dates'] } });
    run.ajax(dates('12/21/2026', '12/23/2026'), { success: false, errors: { dates: ['Minimum stay is 3 nights', 'Dec 22, 2026 is not available'] } });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkin: '2026-12-21', total: null, currency: 'USD', success: false, error_message: 'dates - Minimum stay is 3 nights,Dec 22, 2026 is not available.' }),
    ]);
  });

  it('searches with the half-map fields', async () => {
    const run = runAdapter('boostly', '/search-results/');
    run.ajax('action=boostly_half_map_2&arrive=12%2F14%2F2026&depart=12%2F19%2F2026&guest=4&min-price=100&max-price=400&location=Outer+Banks', { getListings: true, total_results: 3 });
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 3, checkin: '2026-12-14', guests_adults: [4, 4], price: [100, 400], locations: ['Outer Banks'] })]);
  });
});

describe('boostly on its Homey parent theme', () => {
  const HOMEY_COST =
    '<div class="payment-list-price-detail clearfix"><div class="pull-right text-right"><div class="payment-list-price-detail-total-price">£1,233.00</div></div></div>' +
    '<div class="collapse collapseExample"><ul><li class="homey_price_first">£180.00 x 5 Nights <span>£900.00</span></li><li>Cleaning Fee <span>£90.00</span></li></ul></div>';

  it("quotes from Homey's own cost call (HTML answer, shifted guests, YYYY-MM-DD whatever the site's datepicker format)", async () => {
    // homey_convert_date turns the datepicker value into YYYY-MM-DD before the availability and cost calls
    (window as any).HOMEY_ajax_vars = { homey_date_format: 'mm-dd-yy' };
    const run = runAdapter('boostly', '/listing/duck-dune-cottage/', PAGE);
    run.ajax('action=homey_calculate_booking_cost&check_in_date=2026-12-14&check_out_date=2026-12-19&guests=4&adult_guest=2&child_guest=&extra_options=2&listing_id=2305&security=s', HOMEY_COST);
    run.ajax('action=check_booking_availability_on_date_change&check_in_date=2026-12-21&check_out_date=2026-12-23&listing_id=2305&security=s', { success: false, message: 'Minimum stay is 3 nights' });
    await run.settle();
    delete (window as any).HOMEY_ajax_vars;
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '2305', checkin: '2026-12-14', guests_adults: 2, guests_children: 2, total: 1233, currency: 'GBP', line_items: { Rent: 900, 'Cleaning Fee': 90 }, success: true }),
      expect.objectContaining({ checkin: '2026-12-21', total: null, success: false, error_message: 'Minimum stay is 3 nights' }),
    ]);
  });

  it("reads Homey's results page when the half-map call finished before the tracker: query dates in the site's format, #listings_found", async () => {
    (window as any).HOMEY_ajax_vars = { homey_date_format: 'mm-dd-yy' };
    const run = runAdapter('boostly', '/cabins/?arrive=12-14-2026&depart=12-19-2026&guest=4&bedrooms=2&min-price=150&max-price=400&search_city=gatlinburg', '<div id="listings_found" class="number-of-listings">3 Rentals</div><div id="homey_halfmap_listings_container"><div class="item-wrap" data-id="3101"></div></div>');
    await run.settle();
    delete (window as any).HOMEY_ajax_vars;
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 3, checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: [4, 4], bedrooms: [2, 9999], price: [150, 400], locations: ['gatlinburg'] })]);
  });

  it('leaves a results page without the Homey template to the observed call (no page read)', async () => {
    const run = runAdapter('boostly', '/search-results/?arrive=12%2F14%2F2026&depart=12%2F19%2F2026&guest=4', '<span id="boostly_results_count"></span>');
    await run.settle();
    expect(run.events('search')).toEqual([]);
  });

  it("searches with Homey's half-map call", async () => {
    const run = runAdapter('boostly', '/half-map/');
    run.ajax('action=homey_half_map&arrive=2026-12-14&depart=2026-12-19&guest=4&search_city=outer-banks&min-price=&max-price=', { getListings: true, total_results: '5 Rentals' });
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 5, checkin: '2026-12-14', guests_adults: [4, 4], locations: ['outer-banks'] })]);
  });

  // the child theme's code is not public (SOURCES.md: assumed): its answer read in WordPress's wp_send_json_success /
  // wp_send_json_error envelope too ({ success, data })
  it("the cost answer in WordPress's { success, data } envelope: a priced one and a refusal with data.message", async () => {
    const run = runAdapter('boostly', '/listing/duck-dune-cottage/', PAGE);
    run.ajax(dates('01/14/2027', '01/18/2027'), { success: true, data: { currency: 'USD', total: 98000, breakdown: { Rent: '$900.00', 'Cleaning Fee': '$80.00' } } });
    run.ajax(dates('01/20/2027', '01/21/2027'), { success: false, data: { message: 'Minimum stay is 2 nights' } });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkin: '2027-01-14', checkout: '2027-01-18', total: 980, line_items: { Rent: 900, 'Cleaning Fee': 80 }, success: true }),
      expect.objectContaining({ checkin: '2027-01-20', total: null, error_message: 'Minimum stay is 2 nights', success: false }),
    ]);
  });
});
