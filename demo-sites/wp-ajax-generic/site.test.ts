import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const demo = useDemo('wp-ajax-generic');
const truth = loadTruth('wp-ajax-generic');
const payload = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const call = async (fields: Record<string, string | number>) => {
  const res = await demo.form('/wp-admin/admin-ajax.php', fields);
  return res.status === 200 ? JSON.parse(res.body) : res.status;
};
const search = (bedrooms = '') =>
  call({ action: 'getSearchResultsAJAX', paged: 1, arrival: '12/14/2026', departure: '12/19/2026', adults: 4, children: 0, bedrooms, location: 'destin', _wpnonce: wpNonce('wp-ajax-generic', 'bh_search') });
const price = (departure: string, extra: Record<string, string | number> = {}) =>
  call({ action: 'calculatePriceAJAX', _wpnonce: wpNonce('wp-ajax-generic', 'bh_price'), damage_waiver: 0, property_id: 344, arrival: '12/14/2026', departure, adults: 4, children: 0, ...extra });
const dollars = (s: string) => Number(s.replace(/[$,]/g, ''));

describe('wp-ajax-generic: getSearchResultsAJAX', () => {
  it('counts what truth says, with the cards as html', async () => {
    const answer = await search();
    expect(answer.data).toMatchObject({ count: payload('search').result_count, paged: 1, max_pages: 1 });
    expect(load(answer.data.html)('.property-card').map((_, el) => load(el)('article').attr('data-property-id')).get()).toEqual(['344', '351', '362', '377']);
    expect((await search('4')).data.count).toBe(payload('filter-bedrooms').result_count);
  });
});

describe('wp-ajax-generic: calculatePriceAJAX', () => {
  it('prices 12/14-12/19; the declined waiver is listed but not charged', async () => {
    const { success, data } = await price('12/19/2026');
    expect(success).toBe(true);
    expect(data).toEqual({ total: '$1,652.00', nights: 5, breakdown: { Rent: '$1,325.00', 'Cleaning Fee': '$150.00', 'Damage Waiver (declined)': '$49.00', Taxes: '$177.00' }, message: '' });
    const kept = Object.entries(data.breakdown as Record<string, string>).filter(([label]) => !/declined/.test(label));
    expect({ total: dollars(data.total), line_items: Object.fromEntries(kept.map(([l, a]) => [l, dollars(a)])) }).toEqual({ total: payload('quote').total, line_items: payload('quote').line_items });
    expect((await price('12/19/2026', { damage_waiver: 1 })).data.total).toBe('$1,701.00');
  });

  it('refuses a short stay with an alert-danger; checks the nonce', async () => {
    const refused = await price('12/16/2026');
    expect(refused.success).toBe(false);
    expect(load(refused.data.message)('.alert-danger').text()).toBe(payload('quote-error').error_message);
    expect(await price('12/19/2026', { _wpnonce: 'x' })).toBe(403);
  });
});

describe('wp-ajax-generic: pages', () => {
  it('property page and reservation BH-60112', async () => {
    const $ = await demo.page('/property/herons-rest/');
    expect($('h1.property-title').text()).toBe(payload('quote').listing_name);
    expect($('#property_id').val()).toBe(payload('quote').listing_id);
    const stay = 'property_id=344&arrival=12%2F14%2F2026&departure=12%2F19%2F2026&adults=4&children=0';
    expect((await demo.page(`/reservation/?${stay}`))('#reservation-total').text()).toBe('$1,652.00');
    const done = await demo.server().request('wp-ajax-generic', `/reservation/?${stay}`, { method: 'POST', body: 'guest_name=Chris&guest_email=c%40example.com&accept=yes', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.headers.location).toBe('/reservation-confirmed/?confirmation=BH-60112');
    expect((await demo.page('/reservation-confirmed/?confirmation=BH-60112'))('#confirmation-number').text()).toBe('BH-60112');
  });
});
