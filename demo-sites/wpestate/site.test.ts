import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const rentals = useDemo('wpestate');
const truth = loadTruth('wpestate');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const security = wpNonce('wpestate', 'wprentals_add_booking_nonce');
const post = (fields: Record<string, string | number>) => rentals.form('/wp-admin/admin-ajax.php', { security, ...fields });
const costs = async (extra_options = '') => {
  const res = await post({ action: 'wpestate_ajax_show_booking_costs', fromdate: '12-14-2026', todate: '12-19-2026', property_id: 512, guest_no: 5, guest_fromone: 0, extra_options });
  return load(res.body);
};
const dollars = (s: string) => Number(s.replace(/[$,]/g, ''));

describe('wpestate admin-ajax', () => {
  it('the valability check answers run or stop', async () => {
    const check = async (book_from: string, book_to: string) => (await post({ action: 'wpestate_ajax_check_booking_valability', book_from, book_to, listing_id: 512, internal: 0 })).body;
    expect(await check('12-21-2026', '12-24-2026')).toBe('stop');
    expect(await check('12-14-2026', '12-19-2026')).toBe('run');
  });

  it('the cost form as the theme prints it: rows, #total_cost_row with data_total_price, no extras; the same numbers as truth', async () => {
    const $ = await costs();
    const rows = $('.cost_row').map((_, r) => [[$(r).find('.cost_explanation').text(), $(r).find('.cost_value').text()]]).get() as unknown as [string, string][];
    expect(rows).toEqual([
      ['$210.00 x 5 nights', '$1,050.00'],
      ['Costs for 1 extra guests', '$125.00'],
      ['Cleaning Fee', '$125.00'],
      ['City Fee', '$30.00'],
      ['Taxes', '$105.75'],
      ['TOTAL', '$1,435.75'],
    ]);
    expect($('.cost_row_extra').length).toBe(0);
    expect($('#total_cost_row .cost_value').attr('data_total_price')).toBe('1435.75');
    const q = expected('quote');
    expect(dollars(rows[5][1])).toBe(q.total);
    expect(Object.fromEntries(rows.slice(0, 5).map(([k, v], i) => [i ? k : 'Rent', dollars(v)]))).toEqual(q.line_items);
  });

  it('the extras are on the property page, not in the cost form', async () => {
    const $ = await rentals.page('/properties/laurel-creek-cabin/');
    expect($('.cost_row_extra').map((_, r) => $(r).attr('data-value_name')).get()).toEqual(['Firewood bundle', 'Late check-out']);
    expect($('#booking_guest_no_wrapper').attr('data-value')).toBe('all');
  });
});

describe('wpestate pages and checkout', () => {
  it('advanced search lists what truth counts', async () => {
    const $ = await rentals.page('/advanced-search/?check_in=12-14-2026&check_out=12-19-2026&guest_no=5&search_location=Blue+Ridge');
    expect($('#listing_ajax_container .listing_wrapper').map((_, el) => $(el).attr('data-listid')).get()).toEqual(['512', '518', '523']);
    expect($('.listing_wrapper').length).toBe(expected('search').result_count);
  });

  it('property page: id, title, nonce', async () => {
    const $ = await rentals.page('/properties/laurel-creek-cabin/');
    expect({ listing_id: $('#listing_edit').val(), listing_name: $('h1.entry-prop').text() }).toEqual(expected('open-listing'));
    expect($('#wprentals_add_booking').val()).toBe(security);
  });

  it('checkout and order 7301 at the total with the firewood', async () => {
    const $ = await rentals.page('/checkout/?property_id=512&fromdate=12-14-2026&todate=12-19-2026&guest_no=5&extra_options=0');
    expect(dollars($('tr.order-total .woocommerce-Price-amount').text())).toBe(expected('place-order').total);
    const hidden = Object.fromEntries($('form.checkout input[type=hidden]').map((_, el) => [[$(el).attr('name'), $(el).val()]]).get() as unknown as [string, string][]);
    const placed = JSON.parse((await rentals.form('/?wc-ajax=checkout', { ...hidden, billing_first_name: 'C', billing_last_name: 'D', billing_email: 'c@example.com', billing_phone: '1', terms: 'on' })).body);
    expect(placed.redirect).toContain('/checkout/order-received/7301/');
  });
});
