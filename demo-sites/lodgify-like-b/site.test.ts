import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('lodgify-like-b');
const truth = loadTruth('lodgify-like-b');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const getJson = async (path: string) => {
  const res = await demo.get(path);
  return { status: res.status, body: JSON.parse(res.body) };
};
const QUOTATION = '/v2/websites/rates/property/436917/quotation';

describe('lodgify-like-b: the v2 quotation call', () => {
  it('answers minPrice and currencyCode for the stay and party, as truth says', async () => {
    const { status, body } = await getJson(`${QUOTATION}?arrival=2026-06-06&departure=2026-06-13&adults=4&children=2`);
    expect(status).toBe(200);
    expect({ total: body.minPrice, currency: body.currencyCode }).toEqual({ total: expected('quote').total, currency: expected('quote').currency });
    expect(body.nights).toBe(7);
  });

  it('refusals are problem details whose detail is the error; children count towards the party', async () => {
    const short = await getJson(`${QUOTATION}?arrival=2026-06-06&departure=2026-06-09&adults=4&children=2`);
    expect(short).toMatchObject({ status: 400, body: { status: 400, detail: expected('quote-error').error_message } });
    expect(short.body.minPrice).toBeUndefined();
    expect((await getJson(`${QUOTATION}?arrival=2026-06-06&departure=2026-06-13&adults=6&children=3`)).body.detail).toMatch(/at most 8 guests/);
    expect((await getJson('/v2/websites/rates/property/999/quotation?arrival=2026-06-06&departure=2026-06-13&adults=2')).status).toBe(404);
  });

  it('the roster search and the checkout price agree with truth', async () => {
    const search = (await getJson('/v2/websites/lodgings/search?arrival=2026-06-06&departure=2026-06-13&adults=4&children=2')).body;
    expect(search.totalCount).toBe(expected('search').result_count);
    const price = (await getJson('/api/v1/checkout/price?propertyId=436917&arrival=2026-06-06&departure=2026-06-13&guests=6&currency=EUR')).body;
    expect(price.totalPrice.total).toBe(expected('book').total);
    expect(Object.fromEntries([['Rent', price.rentalPrice.total], ...[...price.fees.details, ...price.localTaxes.details].map((d: { name: string; value: number }) => [d.name, d.value])])).toEqual(expected('book').line_items);
  });
});

describe('lodgify-like-b pages', () => {
  it('the unit page: h1, JSON-LD identifier, a booking form with adults and children', async () => {
    const $ = await demo.page('/en/436917/quinta-das-oliveiras?arrival=2026-06-06&departure=2026-06-13&guests=6');
    expect({ listing_id: String(JSON.parse($('script[type="application/ld+json"]').text()).identifier), listing_name: $('h1').text() }).toEqual(expected('open-property'));
    expect($('#booking-form #adults option[selected]').val()).toBe('6');
    expect($('#booking-form #children')).toHaveLength(1);
    expect($('#booking-box')).toHaveLength(0);
    expect((await demo.get('/en/436901/quinta-das-oliveiras')).status).toBe(404);
    expect((await demo.get('/static/js/booking-form.js')).body).toContain('/quotation?arrival=');
  });
});
