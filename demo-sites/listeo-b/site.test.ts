import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { CABINS } from './data.ts';

const site = useDemo('listeo-b');
const truth = loadTruth('listeo-b');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const ajax = async (fields: Record<string, string | number>) => JSON.parse((await site.form('/wp-admin/admin-ajax.php', fields)).body);
const WEEK = { location_search: 'Gatlinburg', date_range: '10/12/2026 - 10/17/2026', page: 1, per_page: 10, style: 'list' };
/** listeo_core as the page localizes it: `var listeo_core = {…};` */
const listeoCore = (body: string) => JSON.parse(/var listeo_core = (\{[^\n]*\});/.exec(body)![1]);

describe('listeo-b: the archive filter', () => {
  it('finds what the search and the Hot Tub refinement of truth find', async () => {
    const week = await ajax({ action: 'listeo_get_listings', ...WEEK });
    expect(week).toMatchObject({ found_listings: true, total_found: expected('search').result_count });
    const hotTub = await ajax({ action: 'listeo_get_listings', ...WEEK, 'tax-listing_feature[hot-tub]': 'hot-tub' });
    expect(hotTub.total_found).toBe(expected('refine').result_count);
    expect([...hotTub.html.matchAll(/data-title="([^"]+)"/g)].map((m) => m[1])).toEqual(['Bearskin Lodge', 'Laurel Falls Cabin']);
    expect(hotTub.html).toContain('from 245.75 / night');
  });
});

describe('listeo-b: check_avaliabity on a US site with the currency symbol disabled', () => {
  const check = (date_start: string, date_end: string) => ajax({ action: 'check_avaliabity', listing_type: 'rental', listing_id: 412, coupon: '', date_start, date_end, adults: 2, children: 0 });

  it('refuses 3 days against _min_days 4 with the bare error', async () => {
    expect(await check('2026-10-15', '2026-10-17')).toEqual({ free_places: 0, error: expected('quote-error').error_message });
  });

  it('prices the week as en_US number_format_i18n, every formatted amount without a symbol', async () => {
    const { data } = await check('2026-10-12', '2026-10-17');
    expect(data).toMatchObject({ free_places: 1, price: '1,313.75' });
    expect(Number(data.price.replace(',', ''))).toBe(expected('quote').total);
    expect(data.breakdown).toMatchObject({ total: 1313.75, total_formatted: '1,313.75', currency_symbol: '', currency_position: 'before' });
    expect(data.breakdown.lines.map((l: any) => [l.label, l.sublabel, l.amount_formatted])).toEqual([
      ['Nightly rate', '245.75 × 5 nights', '1,228.75'],
      ['Reservation fee', 'One-time charge', '85.00'],
    ]);
    expect(Object.fromEntries(data.breakdown.lines.map((l: any) => [l.label, l.amount]))).toEqual(expected('quote').line_items);
    // Bearskin Lodge is booked 10/23-10/26
    expect((await check('2026-10-22', '2026-10-27')).data.free_places).toBe(0);
  });
});

describe('listeo-b: pages and WooCommerce', () => {
  it('the listing page carries truth\'s id and title, and a listeo_core naming no currency', async () => {
    const res = await site.get('/listing/bearskin-lodge/');
    expect(listeoCore(res.body)).toEqual({ currency: 'none', currency_symbol: '', currency_position: 'before' });
    const $ = await site.page('/listing/bearskin-lodge/');
    expect({ listing_id: $('input#listing_id').val(), listing_name: $('.listing-titlebar-title h1').text() }).toEqual(expected('open-listing'));
  });

  it('order 5120 is placed at the quoted total; the order-received page localizes listeo_core too', async () => {
    const c = CABINS.find((x) => x.id === 412)!;
    const $ = await site.page(`/checkout/?listing_id=${c.id}&date_start=2026-10-12&date_end=2026-10-17&adults=2&children=0`);
    expect($('tr.order-total .woocommerce-Price-amount').text()).toBe('$1,313.75');
    const fields = Object.fromEntries($('form.checkout input[type=hidden]').map((_, el) => [[$(el).attr('name'), $(el).val()]]).get() as unknown as [string, string][]);
    const placed = JSON.parse((await site.form('/?wc-ajax=checkout', { ...fields, billing_first_name: 'D', billing_last_name: 'W', billing_email: 'd@example.com', billing_phone: '1', terms: 'on' })).body);
    expect(placed.redirect).toContain(`/checkout/order-received/${expected('place-order').reservation_id}/`);
    const received = await site.get(new URL(placed.redirect, 'http://x').pathname + new URL(placed.redirect, 'http://x').search);
    expect(listeoCore(received.body).currency).toBe('none');
    expect(received.body.indexOf('var listeo_core')).toBeLessThan(received.body.indexOf('var wc_checkout_params'));
  });
});
