import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const demo = useDemo('boostly-homey');
const truth = loadTruth('boostly-homey');
const AJAX = '/wp-admin/admin-ajax.php';
const security = wpNonce('boostly-homey', 'reservation-security-nonce');
const truthOf = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const ajaxJson = async (fields: Record<string, string | number>) => JSON.parse((await demo.form(AJAX, fields)).body);
const SEARCH = { action: 'homey_half_map', arrive: '12-14-2026', depart: '12-19-2026', guest: 4, bedrooms: 2, 'min-price': 150, 'max-price': 400, search_city: 'gatlinburg', security: wpNonce('boostly-homey', 'homey_map_ajax_nonce') };

describe('boostly-homey: Homey\'s own admin-ajax calls on a Boostly site', () => {
  it('homey_half_map reads the dates in the site\'s mm-dd-yy and answers "3 Rentals"', async () => {
    const answer = await ajaxJson(SEARCH);
    expect(answer).toMatchObject({ getListings: true, total_results: `${truthOf('search').result_count} Rentals` });
    expect(answer.listings.map((l: { id: number }) => l.id)).toEqual([3101, 3108, 3115]);
    expect(answer.listings[0]).toMatchObject({ title: 'Bearadise Ridge', price: '$229.00<sub>/night</sub>', arrive: '12-14-2026', url: '/listing/bearadise-ridge/' });
    // 12/15-12/17 are free again when the search is a week later: Mynatt Park Cabin is found too
    expect((await ajaxJson({ ...SEARCH, arrive: '12-28-2026', depart: '01-02-2027' })).total_results).toBe('4 Rentals');
    expect(await ajaxJson({ ...SEARCH, 'min-price': 900 })).toEqual({ getListings: false, total_results: '0 Rentals' });
  });

  it('check_booking_availability_on_date_change refuses the stay over the booked night', async () => {
    const check = (check_in_date: string, check_out_date: string) => ajaxJson({ action: 'check_booking_availability_on_date_change', check_in_date, check_out_date, listing_id: 3101, security });
    expect(await check('2026-12-20', '2026-12-24')).toEqual({ success: false, message: truthOf('quote-error').error_message });
    expect(await check('2026-12-14', '2026-12-19')).toEqual({ success: true, message: 'Dates are available' });
  });

  it("homey_calculate_booking_cost answers Homey's fragment: total, nights row, Homey's labels, Sub Total apart", async () => {
    const shifted = { action: 'homey_calculate_booking_cost', check_in_date: '2026-12-14', check_out_date: '2026-12-19', guests: 4, adult_guest: 1, child_guest: '', extra_options: 3, listing_id: 3101, security };
    const $ = load((await demo.form(AJAX, shifted)).body);
    const q = truthOf('quote');
    expect($('.pull-right .payment-list-price-detail-total-price').text()).toBe('$1,519.11');
    const rows = $('.collapseExample li').map((_, li) => $(li).text()).get();
    expect(rows).toEqual(['$229.00 x 5 Nights $1,145.00', 'Cleaning fee $150.00', 'Sub Total$1,295.00', 'Service fees $59.00', 'Taxes 12.75% $165.11']);
    const lines = $('.collapseExample li:not(.sub-total):not(.homey_price_first)').map((_, li) => [[$(li).contents().first().text().trim(), Number($(li).find('span').text().replace(/[$,]/g, ''))]]).get();
    expect({ Rent: Number($('.homey_price_first span').text().replace(/[$,]/g, '')), ...Object.fromEntries(lines as unknown as [string, number][]) }).toEqual(q.line_items);
  });
});

describe('boostly-homey: pages and WooCommerce', () => {
  it('the listing page is Homey\'s, with the id and title truth names, and the page localizes the date format', async () => {
    const res = await demo.get('/listing/bearadise-ridge/');
    const $ = load(res.body);
    expect({ listing_id: $('#listing_id').val(), listing_name: $('h1.listing-title').text() }).toEqual(truthOf('open-listing'));
    expect(res.body).toContain('"homey_date_format":"mm-dd-yy"');
    expect($('link#homey-parent-style-css').attr('href')).toBe('/wp-content/themes/homey/style.css');
  });

  it('homey_instance_booking hands the stay to the WooCommerce checkout; order 7301 is the quoted total', async () => {
    const booked = await ajaxJson({ action: 'homey_instance_booking', check_in_date: '2026-12-14', check_out_date: '2026-12-19', guests: 4, adult_guest: 3, child_guest: 1, extra_options: '', listing_id: 3101, security });
    expect(booked.success).toBe(true);
    const checkout = new URL(booked.instance_url);
    const $ = await demo.page(`${checkout.pathname}${checkout.search}`);
    expect($('tr.order-total .woocommerce-Price-amount').text()).toBe('$1,519.11');
    const fields = Object.fromEntries($('form.checkout input[type=hidden]').map((_, el) => [[$(el).attr('name'), $(el).val()]]).get() as unknown as [string, string][]);
    const placed = JSON.parse((await demo.form('/?wc-ajax=checkout', { ...fields, billing_first_name: 'C', billing_last_name: 'M', billing_email: 'c@example.com', billing_phone: '1', terms: 'on' })).body);
    expect(placed.redirect).toContain(`/checkout/order-received/${truthOf('place-order').reservation_id}/`);
    expect(truthOf('place-order').total).toBe(truthOf('quote').total);
  });
});
