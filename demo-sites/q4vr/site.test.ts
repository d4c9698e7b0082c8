import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../kit/testing.ts';
import { loadTruth } from '../kit/truth.ts';
import { wpNonce } from '../kit/wordpress.ts';

const demo = useDemo('q4vr');
const truth = loadTruth('q4vr');
const truthFor = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const security = wpNonce('q4vr', 'q4vr-stay-nonce');
const post = async (action: string, arrival: string, departure: string) =>
  JSON.parse((await demo.form('/wp-admin/admin-ajax.php', { action, security, unit_id: 2031, arrival, departure, adults: 4, children: 1 })).body);

describe('q4vr admin-ajax', () => {
  it('q4vr_stay: GetStay totals, fees with their required flags, the quote table', async () => {
    const { success, data } = await post('q4vr_stay', '12/14/2026', '12/19/2026');
    expect(success).toBe(true);
    expect(data).toMatchObject({ unit_id: 2031, nights: 5, arrival: '12/14/2026', rent: 1550, taxes: 224.4, total: truthFor('quote').total });
    expect(data.fees).toEqual([
      { name: 'Cleaning Fee', amount: 175, required: true },
      { name: 'Processing Fee', amount: 35, required: true },
      { name: 'Resort Amenity Fee', amount: 0, required: true },
      { name: 'Pet Fee', amount: 95, required: false },
    ]);
    const counted = data.fees.filter((f: any) => f.required && f.amount > 0).map((f: any) => [f.name, f.amount]);
    expect({ Rent: data.rent, Taxes: data.taxes, ...Object.fromEntries(counted) }).toEqual(truthFor('quote').line_items);
    expect(load(data.html)('tr.q4vr-total td').last().text()).toBe('$1,984.40');
  });

  it('q4vr_stay refuses booked dates with an alert; unit_rate_check_vr answers the rent alone', async () => {
    const refused = await post('q4vr_stay', '12/21/2026', '12/26/2026');
    expect(refused.success).toBe(false);
    expect(load(refused.data.html)('.alert-danger').text()).toBe(truthFor('quote-error').error_message);
    expect(await post('unit_rate_check_vr', '12/14/2026', '12/19/2026')).toEqual({ success: true, data: { unit_id: 2031, nights: 5, rate: 310, total: 1550 } });
    expect(truth.steps.quote.forbid![0].payload).toEqual({ total: 1550 });
  });
});

describe('q4vr pages', () => {
  it('unit page: id, title, nonce; search results leave out houses booked on the dates', async () => {
    const $ = await demo.page('/vacation-rentals/dune-song/');
    expect($('.q4vr-unit').attr('data-unit-id')).toBe(truthFor('open-property').listing_id);
    expect($('h1.unit-title').text()).toBe(truthFor('open-property').listing_name);
    expect($('#q4vr-security').val()).toBe(security);
    const results = await demo.page('/vacation-rentals/?arrival=12/14/2026&departure=12/19/2026&adults=4&children=1');
    expect(results('.q4vr-search-result').map((_, el) => results(el).attr('data-unit-id')).get()).toEqual(['2031', '2044']);
  });

  it('reserve: folio 77120', async () => {
    const stay = 'unit=2031&arrival=12%2F14%2F2026&departure=12%2F19%2F2026&adults=4&children=1';
    expect((await demo.page(`/book/?${stay}`))('#q4vr-book-total').text()).toBe('$1,984.40');
    const res = await demo.server().request('q4vr', '/book/', { method: 'POST', body: `${stay}&guest_name=Dana&guest_email=d%40example.com&agree=1`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.headers.location).toBe('/booking-confirmation/?folio=77120');
    expect((await demo.page('/booking-confirmation/?folio=77120'))('#q4vr-folio').text()).toBe('77120');
  });
});
