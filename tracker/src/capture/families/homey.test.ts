// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { call } from '../../net/bus';
import { halfMapSearch, homeyCost, homeyStay } from './homey';

const post = (body: string) => ({ call: call('xhr', 'POST', 'https://h.test/wp-admin/admin-ajax.php', body, 200, '{}', {}) });

describe('halfMapSearch', () => {
  it('reads the Homey-family form fields, the ticked amenities and total_results', () => {
    const s = post('action=homey_half_map&arrive=12%2F14%2F2026&depart=12%2F19%2F2026&guest=4&bedrooms=&min-price=100&max-price=400&amenity%5B%5D=pool&amenity%5B%5D=wifi');
    const param = (n: string) => new URLSearchParams(s.call.requestBody || '').get(n);
    expect(halfMapSearch({ ...s, json: { total_results: '3 Rentals' }, param })).toEqual({
      result_count: '3 Rentals',
      checkin: '2026-12-14',
      checkout: '2026-12-19',
      guests_adults: ['4', '4'],
      bedrooms: '',
      price: ['100', '400'],
      amenities: ['pool', 'wifi'],
    });
  });
  it('reads the count from #listings_found on a page capture, dates in the site format', () => {
    document.body.innerHTML = '<div id="listings_found" class="number-of-listings">2 Rentals</div>';
    (window as any).HOMEY_ajax_vars = { homey_date_format: 'mm-dd-yy' };
    const q = new URLSearchParams('arrive=03-04-2027&depart=03-09-2027&guest=2');
    const got = halfMapSearch({ call: null, json: null, param: (n) => q.get(n) });
    delete (window as any).HOMEY_ajax_vars;
    expect(got).toMatchObject({ result_count: '2 Rentals', checkin: '2027-03-04', checkout: '2027-03-09' });
  });
});

describe('homeyStay', () => {
  const stay = (body: string) => homeyStay({ param: (n: string) => new URLSearchParams(body).get(n) });
  it('reads the guests as Homey 2.4 shifts them (adults in extra_options, children in adult_guest)', () => {
    document.body.innerHTML = '<h1 class="listing-title">Duck Dune Cottage <span class="label label-featured">Featured</span></h1>';
    expect(stay('action=homey_calculate_booking_cost&check_in_date=2026-12-14&check_out_date=2026-12-19&guests=3&adult_guest=1&child_guest=&extra_options=2&listing_id=2305')).toEqual({
      listing_id: '2305',
      listing_name: 'Duck Dune Cottage',
      checkin: '2026-12-14',
      checkout: '2026-12-19',
      guests_adults: '2',
      guests_children: '1',
    });
  });
  it('reads the guests in their own fields when child_guest is sent (extras handler, child themes)', () => {
    expect(stay('check_in_date=12%2F14%2F2026&check_out_date=12%2F19%2F2026&adult_guest=2&child_guest=0&extra_options%5B%5D=Linen%7C20%7Csingle_fee')).toMatchObject({ guests_adults: '2', guests_children: '0', checkin: '2026-12-14' });
  });
});

describe('homeyCost', () => {
  const COST =
    '<div class="payment-list-price-detail clearfix"><div class="pull-left"><div class="payment-list-price-detail-total-price">Total</div></div>' +
    '<div class="pull-right text-right"><div class="payment-list-price-detail-total-price">£1,233.00</div></div></div>' +
    '<div class="collapse collapseExample" id="collapseExample"><ul><li class="homey_price_first">£180.00 x 5 Nights <span>£900.00</span></li>' +
    '<li>Cleaning Fee <span>£90.00</span></li><li class="sub-total">Sub Total<span>£990.00</span></li><li>Taxes 10% <span>£99.00</span></li>' +
    '<li>Security Deposit <span>£144.00</span></li><li class="payment-due">Payment Due <span>£300.00</span></li></ul></div>';
  it('reads the HTML answer: total, its currency symbol, the lines without sub-total and payment due', () => {
    const c = call('jquery', 'POST', 'https://h.test/wp-admin/admin-ajax.php', 'action=homey_calculate_booking_cost', 200, COST, {});
    expect(homeyCost({ call: c, json: c.json })).toEqual({ total: '£1,233.00', currency: '£', line_items: { Rent: 900, 'Cleaning Fee': 90, 'Taxes 10%': 99, 'Security Deposit': 144 } });
  });
  it('reads the availability answer: success false is the error', () => {
    expect(homeyCost({ call: null, json: { success: false, message: 'Those dates are not available.' } })).toEqual({ error_message: 'Those dates are not available.' });
    expect(homeyCost({ call: null, json: { success: true, message: 'Dates are available' } })).toEqual({ error_message: null });
  });
});
