import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const site = useDemo('boostly');
const { steps } = loadTruth('boostly');
const want = (step: string) => steps[step].expect![0].payload as Record<string, any>;
const ajax = async (action: string, nonce: string, fields: Record<string, string | number>) => {
  const res = await site.form('/wp-admin/admin-ajax.php', { action, security: wpNonce('boostly', nonce), ...fields });
  return res.status === 200 ? JSON.parse(res.body) : res;
};
const stay = { listing_id: 2305, check_in_date: '12/14/2026', check_out_date: '12/19/2026', adult_guest: 2, child_guest: 2 };
const cost = (fields: Record<string, string | number>) => ajax('boostly_calculate_booking_cost', 'boostly_booking_nonce', { ...stay, ...fields });

describe('boostly admin-ajax', () => {
  it('boostly_half_map_2 finds what truth counts', async () => {
    const answer = await ajax('boostly_half_map_2', 'boostly_map_nonce', { arrive: '12/14/2026', depart: '12/19/2026', guest: 4, 'min-price': 100, 'max-price': 400, location: 'Outer Banks', paged: 1 });
    expect(answer.total_results).toBe(want('search').result_count);
    expect(answer.listings.map((l: { id: number }) => l.id)).toEqual([2305, 2311, 2318]);
    expect(await ajax('boostly_half_map_2', 'boostly_map_nonce', { 'min-price': 900 })).toEqual({ getListings: false, total_results: 0 });
  });

  it('boostly_calculate_booking_cost: cents for Stripe, the lines as shown, truth in dollars', async () => {
    const answer = await cost({});
    expect(answer).toMatchObject({ success: true, currency: 'USD', total: 163375, total_html: '$1,633.75', nights: 5 });
    const q = want('quote');
    expect(answer.total / 100).toBe(q.total);
    expect(Object.fromEntries(Object.entries(answer.breakdown).map(([k, v]) => [k, Number(String(v).replace(/[$,]/g, ''))]))).toEqual(q.line_items);
  });

  it('answers an errors object by field, and asks for dates first', async () => {
    expect(await cost({ check_in_date: '12/21/2026', check_out_date: '12/23/2026' })).toEqual({
      success: false,
      errors: { dates: ['Minimum stay is 3 nights', 'Dec 22, 2026 is not available'] },
    });
    expect(want('quote-error').error_message).toBe('dates - Minimum stay is 3 nights,Dec 22, 2026 is not available.');
    expect(await cost({ check_in_date: '', check_out_date: '' })).toEqual({ success: false, errors: { dates: ['Please choose your check-in and check-out dates'] } });
    expect((await cost({ adult_guest: 8, child_guest: 3 })).errors).toEqual({ guests: ['This home sleeps 8 guests at most'] });
    expect((await site.form('/wp-admin/admin-ajax.php', { action: 'boostly_calculate_booking_cost', ...stay, security: 'x' })).status).toBe(403);
  });
});

describe('boostly pages and checkout', () => {
  it('the listing page names the home truth names', async () => {
    const $ = await site.page('/listing/duck-dune-cottage/');
    expect({ listing_id: $('#listing_id').val(), listing_name: $('h1.listing-title').text() }).toEqual(want('open-listing'));
  });

  it('the Reserve link is a WooCommerce cart; placing it gives order 6001 at the quoted total', async () => {
    const query = new URLSearchParams(Object.entries(stay).map(([k, v]) => [k, String(v)]));
    const $ = await site.page(`/checkout/?${query}`);
    expect($('tr.order-total .woocommerce-Price-amount').text()).toBe('$1,633.75');
    const hidden = Object.fromEntries($('form.checkout input[type=hidden]').map((_, el) => [[$(el).attr('name'), $(el).val()]]).get() as unknown as [string, string][]);
    const billing = { billing_first_name: 'Morgan', billing_last_name: 'Tillett', billing_email: 'm@example.com', billing_phone: '1', payment_method: 'bacs', terms: 'on' };
    const placed = JSON.parse((await site.form('/?wc-ajax=checkout', { ...hidden, ...billing })).body);
    const url = new URL(placed.redirect);
    expect(url.pathname).toBe(`/checkout/order-received/${want('place-order').reservation_id}/`);
    const thanks = await site.page(url.pathname + url.search);
    expect(thanks('.woocommerce-order-overview__total .amount').text()).toBe('$1,633.75');
    expect((await site.page('/checkout/?listing_id=2305&check_in_date=12/21/2026&check_out_date=12/23/2026'))('.cart-empty').length).toBe(1);
  });
});
