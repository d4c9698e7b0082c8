import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('nuxt-venues');
const truth = loadTruth('nuxt-venues');
const want = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const STAY = { checkin: '2026-07-10', checkout: '2026-07-17', adults: '8', children: '2' };
const getJson = async (path: string) => {
  const res = await demo.get(path);
  return { status: res.status, body: JSON.parse(res.body) };
};

describe('nuxt-venues API', () => {
  it('the venue list: its meta.total is the searches of the truth; the home page featured list is the same call', async () => {
    const all = await getJson(`/api/public-properties/property?${new URLSearchParams({ ...STAY, page: '1' })}`);
    expect(all.body.meta.total).toBe(want('search').result_count);
    expect(all.body.data.map((v: any) => v.slug)).toEqual(['the-old-rectory', 'hartwell-barn']);
    const six = await getJson(`/api/properties/property?${new URLSearchParams({ ...STAY, bedrooms: '6', page: '1' })}`);
    expect(six.body.meta.total).toBe(want('bedrooms').result_count);
    expect((await getJson('/api/public-properties/property?featured=1&per_page=3')).body.data).toHaveLength(3);
  });

  it('availability/venue refuses the short stay with the truth message, accepts the week', async () => {
    const ask = (checkout: string) => getJson(`/api/availability/venue?${new URLSearchParams({ venue: '5121', ...STAY, checkout })}`);
    const short = await ask('2026-07-12');
    expect(short.body.data).toMatchObject({ available: false, reason: 'min_stay', message: want('quote-error').error_message });
    expect((await ask('2026-07-17')).body.data).toMatchObject({ available: true, message: null });
  });

  it('the quote POST: the truth breakdown and total; a too-big party is a 422', async () => {
    const body = { property_id: 5121, ...STAY, adults: 8, children: 2, promo_code: null };
    const ok = await demo.json('/api/public-properties/property', body);
    expect(ok.status).toBe(200);
    expect(Object.fromEntries(ok.body.data.breakdown.map((l: any) => [l.label, l.amount]))).toEqual(want('quote').line_items);
    expect(ok.body.data.total).toBe(want('quote').total);
    const big = await demo.json('/api/public-properties/property', { ...body, adults: 14 });
    expect(big.status).toBe(422);
    expect(`adults - ${big.body.errors.adults[0].replace(/\.$/, '')}.`).toBe(want('quote-party-error').error_message);
  });

  it('a booking answers its reference; metareservations reads it back as the truth conversion', async () => {
    const made = await demo.json('/api/public-reservations', { property_id: 5121, ...STAY, adults: 8, children: 2, first_name: 'A', last_name: 'B', email: 'a@example.com' });
    expect(made.status).toBe(201);
    const conv = want('confirm');
    expect(made.body.data.reference).toBe(conv.reservation_id);
    const back = await getJson(`/api/metareservations/${made.body.data.reference}`);
    expect(back.body.data).toMatchObject({ status: 'confirmed', property: { id: 5121, name: conv.listing_name }, checkin: conv.checkin, checkout: conv.checkout, total: conv.total, currency: conv.currency });
    expect((await demo.get('/api/metareservations/HV-1')).status).toBe(404);
  });

  it('every route serves the Nuxt shell; an unknown venue is a 404', async () => {
    const $ = await demo.page('/venues/the-old-rectory');
    expect($('#__nuxt #app').length).toBe(1);
    expect($('script').text()).toContain('window.__NUXT__=');
    expect((await demo.get('/venues/nowhere')).status).toBe(404);
  });
});
