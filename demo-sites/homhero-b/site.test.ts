import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const hb = useDemo('homhero-b');
const truth = loadTruth('homhero-b');
const said = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const nonce = wpNonce('homhero-b', 'homhero_public_nonce');
const ajax = async (action: string, fields: Record<string, string | number>) => JSON.parse((await hb.form('/wp-admin/admin-ajax.php', { action, nonce, ...fields })).body);
const quote = (fields: Record<string, string | number>) => ajax('homhero_ajax_quote', { property_id: 4407, check_in: '14/12/2026', check_out: '19/12/2026', adults: 2, children: 1, ...fields });

describe('homhero-b: listing pages under /property/', () => {
  it('the /property/ archive carries the search form; the search answer links to /property/<slug>/', async () => {
    const $ = await hb.page('/property/?location=Noosa');
    expect($('form#hh-search-form').attr('action')).toBe('/property/');
    expect($('script#homhero-scripts-js').attr('src')).toBe('/wp-content/plugins/homhero/public/js/homhero-scripts.js');
    const body = new URLSearchParams({ action: 'homhero_ajax_search', nonce, dates: '14/12/2026 to 19/12/2026', adults: '2', children: '1', location: 'Noosa' });
    body.append('amenities[]', 'Any Features');
    body.append('amenities[]', 'Pool');
    const res = await hb.server().request('homhero-b', '/wp-admin/admin-ajax.php', { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const found = JSON.parse(res.body).data;
    expect(found.listings).toHaveLength(said('search').result_count);
    expect(load(found.html)('.hh-card[data-property-id="4407"] a.hh-card__link').attr('href')).toBe('/property/hastings-street-apartment/');
  });

  it('a listing page answers at /property/<slug>/ and /property/<id>/, with the id and title truth names; not under /accommodation/', async () => {
    for (const path of ['/property/hastings-street-apartment/', '/property/4407/']) {
      const $ = await hb.page(path);
      expect({ listing_id: $('.hh-property').attr('data-property-id'), listing_name: $('h1.hh-property__title').text() }).toEqual(said('open-listing'));
    }
    expect((await hb.get('/accommodation/hastings-street-apartment/')).status).toBe(404);
    expect((await hb.get('/property/9999/')).status).toBe(404);
  });

  it('quotes: the minimum-stay refusal, the full price and the deposit truth expects', async () => {
    const refused = await quote({ check_out: '15/12/2026', check_only: 1 });
    expect(load(refused.data.html)('.alert-danger').text()).toBe(said('quote-error').error_message);
    const full = await quote({ payment_option: 'full' });
    expect(full.data.total).toBe(said('quote').total);
    const { 'Damage protection (declined)': declined, ...charged } = full.data.breakdown;
    expect(declined).toBe(39);
    expect(charged).toEqual(said('quote').line_items);
    expect((await quote({ payment_option: 'deposit' })).data.total_formatted).toBe('A$564.30');
  });

  it('booking gives NBH-10452 and its /booking-confirmation/ page', async () => {
    const booked = await ajax('homhero_ajax_book', { property_id: 4407, check_in: '14/12/2026', check_out: '19/12/2026', adults: 2, children: 1, first_name: 'Liam', email: 'liam@example.com', terms: 1 });
    expect(booked.data).toEqual({ reference: said('confirm').reservation_id, redirect: '/booking-confirmation/?ref=NBH-10452' });
    const $ = await hb.page(booked.data.redirect);
    expect($('.hh-confirmation__ref').text()).toBe('NBH-10452');
    expect($('.hh-confirmation__total').text()).toBe('A$1,881.00');
  });
});
