import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const demo = useDemo('homey');
const truth = loadTruth('homey');
const AJAX = '/wp-admin/admin-ajax.php';
const security = wpNonce('homey', 'reservation-security-nonce');
const booking = { check_in_date: '2026-12-14', check_out_date: '2026-12-19', guests: 3, adult_guest: 2, child_guest: 1, extra_options: '', listing_id: 1187, security };
const truthOf = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const ajaxJson = async (fields: Record<string, string | number>) => JSON.parse((await demo.form(AJAX, fields)).body);

describe('homey admin-ajax', () => {
  it('homey_half_map: "3 Rentals", the listings and their listingHtml', async () => {
    const answer = await ajaxJson({ action: 'homey_half_map', arrive: '2026-12-14', depart: '2026-12-19', guest: 3, bedrooms: 2, 'min-price': 150, 'max-price': 400, search_city: 'big-bear-lake', listing_type: '', paged: '', security: wpNonce('homey', 'homey_map_ajax_nonce') });
    expect(answer.getListings).toBe(true);
    expect(answer.total_results).toBe(`${truthOf('search').result_count} Rentals`);
    expect(answer.listings.map((l: { id: number }) => l.id)).toEqual([1187, 1193, 1201]);
    expect(answer.listings[0]).toMatchObject({ title: 'Timberline Lodge Cabin', price: '$285.00<sub>/night</sub>', bedrooms: '3', guests: 8, url: '/listing/timberline-lodge-cabin/', arrive: '2026-12-14' });
    expect(load(answer.listingHtml)('.item-wrap').map((_, el) => load(el)('.item-wrap').attr('data-id')).get()).toEqual(['1187', '1193', '1201']);
    const none = await ajaxJson({ action: 'homey_half_map', 'min-price': 900, security: wpNonce('homey', 'homey_map_ajax_nonce') });
    expect(none).toEqual({ getListings: false, total_results: '0 Rentals' });
  });

  it('check_booking_availability_on_date_change: the booked night of 12/22 refuses 12/21-12/24', async () => {
    const check = (check_in_date: string, check_out_date: string) => ajaxJson({ action: 'check_booking_availability_on_date_change', check_in_date, check_out_date, listing_id: 1187, security });
    expect(await check('2026-12-21', '2026-12-24')).toEqual({ success: false, message: truthOf('quote-error').error_message });
    expect(await check('2026-12-14', '2026-12-19')).toEqual({ success: true, message: 'Dates are available' });
    expect(await check('2026-12-14', '2026-12-15')).toEqual({ success: false, message: 'Minimum stay is 2 nights.' });
  });

  it("homey_calculate_booking_cost with Homey 2.4's shifted guest fields prices the same stay (only guests counts)", async () => {
    const shifted = { ...booking, adult_guest: 1, child_guest: '', extra_options: 2 };
    const a = (await demo.form(AJAX, { action: 'homey_calculate_booking_cost', ...booking })).body;
    const b = (await demo.form(AJAX, { action: 'homey_calculate_booking_cost', ...shifted })).body;
    expect(b).toBe(a);
    expect(load(b)('.pull-right .payment-list-price-detail-total-price').text()).toBe('$2,061.75');
  });

  it('homey_calculate_booking_cost: an HTML breakdown whose total and lines are what truth says', async () => {
    const $ = load((await demo.form(AJAX, { action: 'homey_calculate_booking_cost', ...booking })).body);
    expect($('.pull-right .payment-list-price-detail-total-price').text()).toBe('$2,061.75');
    const lines = $('.collapseExample li')
      .map((_, li) => [[$(li).contents().first().text().trim(), $(li).find('span').text(), $(li).attr('class') ?? '']])
      .get() as unknown as [string, string, string][];
    expect(lines).toEqual([
      ['$285.00 x 5 Nights', '$1,425.00', 'homey_price_first'],
      ['Cleaning Fee', '$150.00', ''],
      ['Sub Total', '$1,575.00', 'sub-total'],
      ['City Fee', '$45.00', ''],
      ['Security Deposit', '$300.00', ''],
      ['Taxes', '$141.75', ''],
    ]);
    const money = (s: string) => Number(s.replace(/[$,]/g, ''));
    const items = Object.fromEntries(lines.filter(([, , cls]) => cls !== 'sub-total').map(([label, amount]) => [/Nights$/.test(label) ? 'Rent' : label, money(amount)]));
    expect({ total: 2061.75, line_items: items }).toEqual({ total: truthOf('quote').total, line_items: truthOf('quote').line_items });
  });

  it('homey_instance_booking: the checkout URL, or the refusal', async () => {
    const answer = await ajaxJson({ action: 'homey_instance_booking', ...booking });
    expect(answer).toEqual({ success: true, message: '', instance_url: 'http://www.homey-demo.test/checkout/?listing_id=1187&check_in=2026-12-14&check_out=2026-12-19&guests=3&adult_guest=2&child_guest=1' });
    expect(await ajaxJson({ action: 'homey_instance_booking', ...booking, check_in_date: '2026-12-21', check_out_date: '2026-12-24' })).toEqual({ success: false, message: 'Those dates are not available.' });
  });
});

describe('homey pages and the WooCommerce checkout', () => {
  it('listing page: title, id, nonce, and a calendar where booked nights cannot be picked', async () => {
    const $ = await demo.page('/listing/timberline-lodge-cabin/');
    expect($('h1.listing-title').text()).toBe(truthOf('open-listing').listing_name);
    expect($('#listing_id').val()).toBe(truthOf('open-listing').listing_id);
    expect($('body').attr('class')).toContain('postid-1187');
    expect($('#reservation-security').val()).toBe(security);
    expect($("li[data-formatted-date='2026-12-22']").attr('class')).toBe('homey-not-available-for-booking');
    expect($("li[data-formatted-date='2026-12-21']").attr('class')).toBe('day-available');
  });

  it('checkout, place order, order received: order 4127 with the quoted total', async () => {
    const cart = 'listing_id=1187&check_in=2026-12-14&check_out=2026-12-19&guests=3&adult_guest=2&child_guest=1';
    const $ = await demo.page(`/checkout/?${cart}`);
    expect($('tr.order-total .woocommerce-Price-amount').text()).toBe('$2,061.75');
    const fields = Object.fromEntries($('form.checkout input[type=hidden]').map((_, el) => [[$(el).attr('name'), $(el).val()]]).get() as unknown as [string, string][]);
    const order = { ...fields, billing_first_name: 'Jamie', billing_last_name: 'Rivera', billing_email: 'jamie.rivera@example.com', billing_phone: '909-555-0187', payment_method: 'bacs' };

    const refused = JSON.parse((await demo.form('/?wc-ajax=checkout', order)).body);
    expect(refused).toMatchObject({ result: 'failure', messages: expect.stringContaining('accept the terms') });
    const placed = JSON.parse((await demo.form('/?wc-ajax=checkout', { ...order, terms: 'on' })).body);
    expect(placed).toEqual({ result: 'success', redirect: expect.stringMatching(/^http:\/\/www\.homey-demo\.test\/checkout\/order-received\/4127\/\?key=wc_order_[0-9a-f]{13}$/) });

    const path = new URL(placed.redirect).pathname + new URL(placed.redirect).search;
    const thanks = await demo.page(path);
    const conversion = truthOf('place-order');
    expect(thanks('.woocommerce-order-overview__order strong').text()).toBe(conversion.reservation_id);
    expect(thanks('.woocommerce-order-overview__total .woocommerce-Price-amount').text()).toBe('$2,061.75');
    expect(thanks('td.product-name').contents().first().text().trim()).toBe(conversion.listing_name);
    expect(thanks('.wc-item-meta li').map((_, li) => thanks(li).text()).get()).toEqual(['Check-in: Dec 14, 2026', 'Check-out: Dec 19, 2026', 'Adults: 2', 'Children: 1']);
    expect((await demo.get('/checkout/order-received/4127/?key=wc_order_wrong')).status).toBe(404);
  });

  it('an empty cart when the stay cannot be booked', async () => {
    const $ = await demo.page('/checkout/?listing_id=1187&check_in=2026-12-21&check_out=2026-12-24&adult_guest=2&child_guest=1');
    expect($('.cart-empty').text()).toContain('empty');
  });
});
