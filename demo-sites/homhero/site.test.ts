import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const hh = useDemo('homhero');
const truth = loadTruth('homhero');
const said = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const nonce = wpNonce('homhero', 'homhero_public_nonce');
const ajax = async (action: string, fields: Record<string, string | number>) => JSON.parse((await hh.form('/wp-admin/admin-ajax.php', { action, nonce, ...fields })).body);
const quote = (fields: Record<string, string | number>) => ajax('homhero_ajax_quote', { property_id: 4401, check_in: '14/12/2026', check_out: '19/12/2026', adults: 2, children: 1, ...fields });

describe('homhero admin-ajax', () => {
  it('homhero_ajax_search: Any Features filters nothing, Pool does', async () => {
    const body = new URLSearchParams({ action: 'homhero_ajax_search', nonce, dates: '14/12/2026 to 19/12/2026', adults: '2', children: '1', location: 'Noosa' });
    body.append('amenities[]', 'Any Features');
    const any = JSON.parse((await hh.server().request('homhero', '/wp-admin/admin-ajax.php', { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).body);
    expect(any.data.listings).toHaveLength(4);
    body.append('amenities[]', 'Pool');
    const pool = JSON.parse((await hh.server().request('homhero', '/wp-admin/admin-ajax.php', { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).body);
    // the HomHero API's /listings envelope, relayed: no count beside it
    expect(Object.keys(pool.data)).toEqual(['listings', 'html']);
    expect(pool.data.listings.map((p: { id: number }) => p.id)).toEqual([4401, 4407, 4412]);
    expect(pool.data.listings[0]).toEqual({ id: 4401, slug: 'sunshine-beach-house', name: 'Sunshine Beach House', suburb: 'Sunshine Beach' });
    expect(pool.data.listings).toHaveLength(said('search').result_count);
    expect(load(pool.data.html)('a.hh-card__link').first().attr('href')).toBe('/accommodation/sunshine-beach-house/');
  });

  it('homhero_ajax_quote: availability only, refusal as alert markup, full price and deposit', async () => {
    expect(await quote({ check_only: 1 })).toEqual({ success: true, data: { available: true, min_nights: 3 } });
    const refused = await quote({ check_in: '20/12/2026', check_out: '24/12/2026', check_only: 1 });
    expect(refused.success).toBe(false);
    expect(load(refused.data.html)('.alert-danger').text()).toBe(said('quote-error').error_message);
    const full = await quote({ payment_option: 'full' });
    expect(full.data).toMatchObject({ currency: 'AUD', total: said('quote').total, total_formatted: 'A$2,618.00' });
    const { 'Damage protection (declined)': declined, ...charged } = full.data.breakdown;
    expect(declined).toBe(39);
    expect(charged).toEqual(said('quote').line_items);
    expect((await quote({ payment_option: 'deposit' })).data.total).toBe(785.4);
    expect((await quote({ check_in: '14/12/2026', check_out: '15/12/2026' })).data.message).toBe('Sunshine Beach House has a 3 night minimum stay for these dates.');
  });
});

describe('homhero pages and booking', () => {
  it('listing page at /accommodation/<slug>/: id and title as truth names them, the plugin script handle, the API host', async () => {
    const res = await hh.get('/accommodation/sunshine-beach-house/');
    const $ = load(res.body);
    expect({ listing_id: $('.hh-property').attr('data-property-id'), listing_name: $('h1.hh-property__title').text() }).toEqual(said('open-listing'));
    expect($('script#homhero-scripts-js').attr('src')).toBe('/wp-content/plugins/homhero/public/js/homhero-scripts.js');
    expect(res.body).toContain('"api_url":"https://api.homhero.com.au"');
    expect($('.hh-property__from').text()).toMatch(/^From \$\d+ \/night based on a 7 night stay$/);
    expect((await hh.get('/property/sunshine-beach-house/')).status).toBe(404);
  });

  it('booking gives NCR-10452, and its confirmation page shows the total', async () => {
    const stay = { property_id: 4401, check_in: '14/12/2026', check_out: '19/12/2026', adults: 2, children: 1 };
    expect((await ajax('homhero_ajax_book', { ...stay, email: 'mia@example.com' })).success).toBe(false);
    const booked = await ajax('homhero_ajax_book', { ...stay, first_name: 'Mia', email: 'mia@example.com', terms: 1 });
    expect(booked).toEqual({ success: true, data: { reference: said('confirm').reservation_id, redirect: '/booking-confirmation/?ref=NCR-10452' } });
    const $ = await hh.page(booked.data.redirect);
    expect($('.hh-confirmation__ref').text()).toBe('NCR-10452');
    expect($('.hh-confirmation__total').text()).toBe('A$2,618.00');
  });
});
