import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const listeo = useDemo('listeo');
const truth = loadTruth('listeo');
const payload = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const call = async (fields: Record<string, string | number>) => JSON.parse((await listeo.form('/wp-admin/admin-ajax.php', fields)).body);
const RANGE = { location_search: 'Garmisch-Partenkirchen', date_range: '12/14/2026 - 12/19/2026', page: 1, per_page: 10, style: 'list' };

describe('listeo: listeo_get_listings', () => {
  it('counts what the search and the refined search of truth count', async () => {
    const all = await call({ action: 'listeo_get_listings', ...RANGE });
    expect(all).toMatchObject({ found_listings: true, max_num_pages: 1, total_found: payload('search').result_count, pagination: '' });
    const sauna = await call({ action: 'listeo_get_listings', ...RANGE, 'tax-listing_feature[sauna]': 'sauna' });
    expect(sauna.total_found).toBe(payload('refine').result_count);
    expect([...sauna.html.matchAll(/data-title="([^"]+)"/g)].map((m) => m[1])).toEqual(['Zugspitz Chalet', 'Partnachklamm Lodge']);
    expect(await call({ action: 'listeo_get_listings', location_search: 'Mittenwald' })).toMatchObject({ found_listings: false, total_found: 0 });
  });
});

describe('listeo: check_avaliabity', () => {
  const check = (date_start: string, date_end: string) => call({ action: 'check_avaliabity', listing_type: 'rental', listing_id: 871, coupon: '', date_start, date_end, adults: 2, children: 0 });

  it('refuses a stay under the minimum with the bare { free_places, error } Listeo Core echoes', async () => {
    expect(await check('2026-12-17', '2026-12-19')).toEqual({ free_places: 0, error: payload('quote-error').error_message });
  });

  it('prices a free stay as number_format_i18n on a German site, with Listeo Core 2.0\'s itemised breakdown', async () => {
    const answer = await check('2026-12-14', '2026-12-19');
    expect(answer).toMatchObject({ success: true, data: { free_places: 1, price: '1.682,50' } });
    expect(Number(answer.data.price.replace('.', '').replace(',', '.'))).toBe(payload('quote').total);
    const { breakdown } = answer.data;
    expect(breakdown).toMatchObject({ booking_type: 'date_range', units: 5, units_label: '5 nights', subtotal: 1682.5, total: 1682.5, total_formatted: '1.682,50 €', coupon: null, currency_position: 'after' });
    expect(breakdown.lines).toEqual([
      { key: 'accommodation', label: 'Nightly rate', sublabel: '318,50 € × 5 nights', amount: 1592.5, amount_formatted: '1.592,50 €', is_discount: false, service_slug: null, fee_id: null },
      { key: 'reservation_fee', label: 'Reservation fee', sublabel: 'One-time charge', amount: 90, amount_formatted: '90,00 €', is_discount: false, service_slug: null, fee_id: null },
    ]);
    expect(Object.fromEntries(breakdown.lines.map((l: { label: string; amount: number }) => [l.label, l.amount]))).toEqual(payload('quote').line_items);
    expect((await check('2026-12-23', '2026-12-28')).data).toMatchObject({ free_places: 0, price: '1.682,50' });
  });
});

describe('listeo: pages and WooCommerce', () => {
  it('the listing page carries the id and title truth names', async () => {
    const $ = await listeo.page('/listing/zugspitz-chalet/');
    expect({ listing_id: $('input#listing_id').val(), listing_name: $('.listing-titlebar-title h1').text() }).toEqual(payload('open-listing'));
  });

  it('order 8801 is placed at the quoted total', async () => {
    const cart = 'listing_id=871&date_start=2026-12-14&date_end=2026-12-19&adults=2&children=0';
    const $ = await listeo.page(`/checkout/?${cart}`);
    const fields = Object.fromEntries($('form.checkout input[type=hidden]').map((_, el) => [[$(el).attr('name'), $(el).val()]]).get() as unknown as [string, string][]);
    const placed = JSON.parse((await listeo.form('/?wc-ajax=checkout', { ...fields, billing_first_name: 'L', billing_last_name: 'H', billing_email: 'l@example.com', billing_phone: '1', terms: 'on' })).body);
    expect(placed.redirect).toContain(`/checkout/order-received/${payload('place-order').reservation_id}/`);
    expect($('tr.order-total .woocommerce-Price-amount').text()).toBe('€1,682.50');
  });
});
