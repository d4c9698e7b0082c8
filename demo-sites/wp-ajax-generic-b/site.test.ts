import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const demo = useDemo('wp-ajax-generic-b');
const truth = loadTruth('wp-ajax-generic-b');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const security = wpNonce('wp-ajax-generic-b', 'lakeshore_ajax');
const quote = async (check_in: string, check_out: string, guests = 4) =>
  JSON.parse((await demo.form('/wp-admin/admin-ajax.php', { action: 'quote_listing', security, listing_id: 1207, check_in, check_out, guests })).body);

describe('wp-ajax-generic-b admin-ajax', () => {
  it('get_property_search_result answers HTML whose count line is the result count', async () => {
    const res = await demo.form('/wp-admin/admin-ajax.php', { action: 'get_property_search_result', security, check_in: '14-12-2026', check_out: '19-12-2026', guests: 4, region: 'muskoka' });
    expect(res.headers['content-type']).toContain('text/html');
    const $ = load(res.body);
    expect($('.listing-results-count').text()).toBe(`${step('search').result_count} cabins found`);
    expect($('.listing-item').map((_, el) => $(el).attr('data-listing')).get()).toEqual(['1207', '1215']);
  });

  it('quote_listing: the stay, the "from" price without dates, the errors object', async () => {
    expect(await quote('14-12-2026', '19-12-2026')).toEqual({
      status: 'success',
      price: { total: step('quote').total, currency: 'CAD', nights: 5, lines: step('quote').line_items, per: 'stay' },
    });
    expect(await quote('', '')).toEqual({ status: 'success', price: { total: 225, per: 'night' } });
    expect(await quote('20-12-2026', '22-12-2026')).toEqual({ status: 'error', errors: { check_out: ['must be at least 3 nights after check-in', 'falls in a booked period'] } });
    expect((await quote('14-12-2026', '19-12-2026', 7)).errors).toEqual({ guests: ['may not be greater than 6'] });
  });
});

describe('wp-ajax-generic-b pages', () => {
  it('listing page and booking request LC-3301', async () => {
    const $ = await demo.page('/listing/loon-call-cabin/');
    expect($('h1.listing-title').text()).toBe(step('quote').listing_name);
    expect($('#quote-widget').attr('data-listing')).toBe(step('quote').listing_id);
    const stay = 'listing_id=1207&check_in=14-12-2026&check_out=19-12-2026&guests=4';
    expect((await demo.page(`/book/?${stay}`))('#book-total').text()).toBe('C$1,406.85');
    const sent = await demo.server().request('wp-ajax-generic-b', `/book/?${stay}`, { method: 'POST', body: 'your_name=Sam&your_email=s%40example.ca', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(sent.headers.location).toBe('/booking-request-received/?ref=LC-3301');
    expect((await demo.page('/booking-request-received/?ref=LC-3301'))('#request-ref').text()).toBe('LC-3301');
  });
});
