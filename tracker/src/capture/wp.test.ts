// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { call } from '../net/bus';
import { dateSpan, formList, halfMapSearch, homeyStay } from './wp';

const post = (body: string) => ({ call: call('xhr', 'POST', 'https://h.test/wp-admin/admin-ajax.php', body, 200, '{}', {}) });

describe('formList', () => {
  it('reads name, name[] and name[key] from the request body, blanks dropped', () => {
    const s = post('action=x&amenities%5B%5D=Any+Features&amenities%5B%5D=Pool&amenities%5B%5D=&tax-listing_feature%5Bsauna%5D=sauna&tax=no');
    expect(formList(s, 'amenities')).toEqual(['Any Features', 'Pool']);
    expect(formList(s, 'tax-listing_feature')).toEqual(['sauna']);
    expect(formList(s, 'tax')).toEqual(['no']);
    expect(formList(s, 'missing')).toEqual([]);
    expect(formList(post(''), 'x')).toEqual([]);
  });
  it('reads the page query for page captures', () => {
    history.replaceState(null, '', '/search/?feature%5B%5D=wifi&feature%5B%5D=pool');
    expect(formList({ call: null }, 'feature')).toEqual(['wifi', 'pool']);
  });
});

describe('dateSpan', () => {
  it.each([
    ['12/14/2026 - 12/19/2026', ['2026-12-14', '2026-12-19']],
    ['14/12/2026 to 19/12/2026', ['2026-12-14', '2026-12-19']],
    ['2026-12-14 – 2026-12-19', ['2026-12-14', '2026-12-19']],
    ['12/14/2026', ['2026-12-14', null]],
    ['', [null, null]],
    [null, [null, null]],
  ])('%s', (v, want) => expect(dateSpan(v)).toEqual(want));
});

describe('halfMapSearch', () => {
  it('reads the Homey-family form fields and total_results', () => {
    const body = 'action=boostly_half_map_2&arrive=12%2F14%2F2026&depart=12%2F19%2F2026&guest=4&bedrooms=&min-price=100&max-price=400';
    const s = { json: { total_results: 3 }, param: (n: string) => new URLSearchParams(body).get(n) };
    expect(halfMapSearch(s)).toEqual({ result_count: 3, checkin: '12/14/2026', checkout: '12/19/2026', guests_adults: ['4', '4'], bedrooms: '', price: ['100', '400'] });
    expect(halfMapSearch({ json: null, param: () => null }).result_count).toBeNull();
  });
});

describe('homeyStay', () => {
  it('reads the booking-cost call and the listing title', () => {
    document.body.innerHTML = '<h1 class="listing-title">Duck Dune Cottage</h1>';
    const body = 'action=boostly_calculate_booking_cost&listing_id=2305&check_in_date=12%2F14%2F2026&check_out_date=12%2F19%2F2026&adult_guest=2&child_guest=1';
    expect(homeyStay({ param: (n: string) => new URLSearchParams(body).get(n) })).toEqual({
      listing_id: '2305',
      listing_name: 'Duck Dune Cottage',
      checkin: '12/14/2026',
      checkout: '12/19/2026',
      guests_adults: '2',
      guests_children: '1',
    });
  });
});
