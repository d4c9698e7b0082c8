import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-e');
const truth = loadTruth('site-generic-e');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const lines = (items: { label: string; amount: number }[]) => Object.fromEntries(items.map((l) => [l.label, l.amount]));
const getJson = async (path: string) => JSON.parse((await demo.get(path)).body);
const stay = 'checkin=2027-03-06&checkout=2027-03-13&adults=4&children=2';

describe('site-generic-e pages and API', () => {
  it('the collection, availability and search pages count what truth says', async () => {
    const count = async (path: string) => (await demo.page(path))('.results-count').text();
    expect(await count('/inspiring-homes')).toBe(`${step('inspiring-homes').result_count} villas`);
    expect(await count('/boutique')).toBe(`${step('boutique').result_count} villas`);
    expect(await count('/book-online')).toBe(`${step('book-online').result_count} villas`);
    expect(await count('/availability?checkin=2027-03-06&checkout=2027-03-13&adults=4')).toBe(`${step('availability').result_count} villas available`);
    expect(await count(`/search-maui-vacation-rentals?${stay}&bedrooms=3&price_min=0&price_max=10000`)).toBe(`${step('search').result_count} villas match your search`);
  });

  it('/villa-rentals: the filtered search', async () => {
    const r = await getJson(`/villa-rentals?${stay}&bedrooms=3&price_min=0&price_max=3000`);
    expect([r.total, r.villas.map((v: { id: number }) => v.id)]).toEqual([step('update-results').result_count, [501, 502, 503]]);
  });

  it('calendar refuses the short stay, pricing prices the week', async () => {
    expect(await getJson('/api/villas/501/calendar?checkin=2027-03-06&checkout=2027-03-09&adults=4&children=2')).toEqual({ villa_id: 501, available: false, error: step('quote-error').error_message });
    expect(await getJson(`/api/villas/501/calendar?${stay}`)).toEqual({ villa_id: 501, available: true });
    const p = (await getJson(`/api/villas/501/pricing?${stay}`)).pricing;
    expect([p.total, lines(p.items)]).toEqual([step('quote').total, step('quote').line_items]);
    expect((await demo.page('/destinations/wailea/hale-moana'))('#villa-booking').attr('data-villa-id')).toBe(step('open-villa').listing_id);
  });

  it('a reservation MVC-3107 and its confirmation', async () => {
    const b = { villa_id: 501, checkin: '2027-03-06', checkout: '2027-03-13', adults: 4, children: 2, name: 'Leilani', email: 'l@example.com', card: '4242 4242 4242 4242' };
    expect((await demo.json('/api/reservations', { ...b, card: '' })).status).toBe(422);
    expect((await demo.json('/api/reservations', b)).body).toEqual({ number: step('pay').reservation_id });
    const r = (await getJson('/api/reservations/MVC-3107')).reservation;
    expect([r.villa_id, r.checkin, r.checkout, r.total, lines(r.items)]).toEqual([501, '2027-03-06', '2027-03-13', step('pay').total, step('pay').line_items]);
    expect((await demo.get('/instant-success?ref=MVC-3107')).status).toBe(200);
    expect((await demo.get('/payment?villa_id=501&checkin=2027-03-06&checkout=2027-03-09&adults=4&children=2')).status).toBe(404);
  });

  it('the listing-price estimate and an inquiry INQ-2207', async () => {
    const q = 'listing=502&checkin=2027-04-10&checkout=2027-04-15&adults=6&children=0';
    const e = (await getJson(`/api/listing-price?${q}`)).estimate;
    expect([e.total, lines(e.items)]).toEqual([step('estimate').total, step('estimate').line_items]);
    const b = { listing: 502, checkin: '2027-04-10', checkout: '2027-04-15', adults: 6, children: 0, name: 'James', email: 'j@example.com', message: 'Hi' };
    expect((await demo.json('/api/inquiries', b)).body).toEqual({ reference: step('send-inquiry').reservation_id });
    const i = (await getJson('/api/inquiries/INQ-2207')).inquiry;
    expect([i.villa_id, i.estimate.total]).toEqual([502, step('send-inquiry').total]);
    expect((await demo.get('/inquiry-success?ref=INQ-2207')).status).toBe(200);
  });
});
