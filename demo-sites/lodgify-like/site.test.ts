import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('lodgify-like');
const truth = loadTruth('lodgify-like');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const week = 'arrival=2026-07-11&departure=2026-07-18&adults=2&children=1';
const getJson = async (path: string) => {
  const res = await demo.get(path);
  return { status: res.status, body: JSON.parse(res.body) };
};

describe('lodgify-like rates and checkout APIs', () => {
  it('lodging search: the homes that can take the stay, as truth counts them', async () => {
    const { status, body } = await getJson(`/v2/websites/lodgings/search?${week}`);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(expected('search').result_count);
    expect(body.items).toEqual([expect.objectContaining({ id: 436901, slug: 'casa-do-mar', minPrice: expected('quote').total, currencyCode: 'EUR' })]);
    expect((await getJson('/v2/websites/lodgings/search?arrival=2026-06-01&departure=2026-06-08&adults=2')).body.totalCount).toBe(2);
  });

  const RATE = '/v3/websites/rates/website/2318451/language/en/property';

  it('website rate call: PascalCase query, minPrice and currencyCode for a bookable stay, as truth says', async () => {
    const { status, body } = await getJson(`${RATE}/436901?Arrival=2026-07-11&Departure=2026-07-18&People=3&PromotionCode=`);
    expect(status).toBe(200);
    expect(body).toEqual({ minPrice: expected('quote').total, maxPrice: expected('quote').total, currencyCode: 'EUR', nights: 7, isAvailable: true });
  });

  it('rate refusals are problem details with a 4xx status', async () => {
    const short = await getJson(`${RATE}/436901?Arrival=2026-07-11&Departure=2026-07-13&People=3`);
    expect(short).toMatchObject({ status: 400, body: { status: 400, title: 'Bad Request', detail: expected('quote-error').error_message } });
    expect((await getJson(`${RATE}/436901?Arrival=2026-07-24&Departure=2026-07-28&People=2`)).body.detail).toMatch(/not available/);
    expect((await getJson(`${RATE}/999?Arrival=2026-07-11&Departure=2026-07-18&People=2`)).status).toBe(404);
  });

  it('checkout price: a GET with one guest count; rent, fees.details, localTaxes.details and the schedule truth lists', async () => {
    const { status, body } = await getJson('/api/v1/checkout/price?propertyId=436901&arrival=2026-07-11&departure=2026-07-18&guests=3&currency=EUR');
    expect(status).toBe(200);
    expect(body).toMatchObject({ propertyId: 436901, currencyCode: 'EUR', totalPrice: { total: expected('book').total } });
    const lines = Object.fromEntries([['Rent', body.rentalPrice.total], ...[...body.fees.details, ...body.localTaxes.details].map((d: { name: string; value: number }) => [d.name, d.value])]);
    expect(lines).toEqual(expected('book').line_items);
    // named instalments without due dates: nothing a due-date keyed payments map can hold
    expect(body.scheduledPayments.payments.map((p: { name: string; amount: number }) => [p.name, p.amount])).toEqual([['Prepayment', 618.51], ['Balance', 1443.19]]);
    expect(expected('book').payments).toEqual({});
    expect((await getJson('/api/v1/checkout/price?propertyId=436901&arrival=2026-07-11&departure=2026-07-13&guests=3')).status).toBe(400);
  });

  it('book: a booking id (the same booking keeps it), refusals as problem details', async () => {
    const stay = { propertyId: 436901, arrival: '2026-07-11', departure: '2026-07-18', guests: 3 };
    const guest = { name: 'Inês Carvalho', email: 'ines.carvalho@example.com', phone: '+351 912 345 678' };
    const { status, body } = await demo.json('/api/v1/checkout/book', { ...stay, guest });
    expect(status).toBe(201);
    expect(body).toEqual({ bookingId: Number(expected('pay').reservation_id), status: 'Booked', currencyCode: 'EUR', total: expected('pay').total });
    expect((await demo.json('/api/v1/checkout/book', { ...stay, guest })).body.bookingId).toBe(7301145);
    expect((await demo.json('/api/v1/checkout/book', { ...stay, guest: { ...guest, email: 'other@example.com' } })).body.bookingId).toBe(7301146);
    expect(await demo.json('/api/v1/checkout/book', { ...stay, guest: { name: '', email: 'x' } })).toMatchObject({ status: 400 });
  });
});

describe('lodgify-like pages', () => {
  it('unit pages at /en/{id}/{slug} and /en/{slug}: h1 and JSON-LD identifier; the roster and the checkout page', async () => {
    for (const path of ['/en/436901/casa-do-mar', '/en/casa-do-mar']) {
      const $ = await demo.page(path);
      expect({ listing_id: String(JSON.parse($('script[type="application/ld+json"]').text()).identifier), listing_name: $('h1').text() }).toEqual(expected('open-property'));
      expect($('[data-property-id]')).toHaveLength(0);
    }
    expect((await demo.get('/en/436917/casa-do-mar')).status).toBe(404);
    expect((await demo.page('/en/5214762/all-properties'))('#search-results')).toHaveLength(1);
    expect((await demo.page('/en/algarve-shore-houses/436901/reservation?currency=EUR'))('#checkout-form')).toHaveLength(1);
  });
});
