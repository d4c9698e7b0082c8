import { describe, expect, it } from 'vitest';
import { useDemo } from '../kit/testing.ts';
import { loadTruth } from '../kit/truth.ts';

const demo = useDemo('lodgify-like');
const truth = loadTruth('lodgify-like');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const week = 'arrival=2026-07-11&departure=2026-07-18&adults=2&children=1';
const stay = { propertyId: 436901, roomTypes: [{ id: 503044 }], arrival: '2026-07-11', departure: '2026-07-18', adults: 2, children: 1 };
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

  it('quotation: minPrice and currencyCode for a bookable stay, as truth says', async () => {
    const { status, body } = await getJson(`/v2/websites/rates/property/436901/quotation?${week}`);
    expect(status).toBe(200);
    expect(body).toEqual({ minPrice: expected('quote').total, maxPrice: expected('quote').total, currencyCode: 'EUR', nights: 7, isAvailable: true });
  });

  it('quotation refusals are problem details with a 4xx status', async () => {
    const short = await getJson('/v2/websites/rates/property/436901/quotation?arrival=2026-07-11&departure=2026-07-13&adults=2&children=1');
    expect(short).toMatchObject({ status: 400, body: { status: 400, title: 'Bad Request', detail: expected('quote-error').error_message } });
    expect((await getJson(`/v2/websites/rates/property/436901/quotation?arrival=2026-07-24&departure=2026-07-28&adults=2`)).body.detail).toMatch(/not available/);
    expect((await getJson(`/v2/websites/rates/property/999/quotation?${week}`)).status).toBe(404);
  });

  it('checkout price: totalPrice.total and the price types truth lists as lines', async () => {
    const { status, body } = await demo.json('/api/v1/checkout/price', stay);
    expect(status).toBe(200);
    expect(body).toMatchObject({ propertyId: 436901, currencyCode: 'EUR', totalPrice: { total: expected('book').total } });
    const lines = Object.fromEntries(body.roomTypes[0].priceTypes.map((t: { description: string; subtotal: number }) => [t.description, t.subtotal]));
    expect(lines).toEqual(expected('book').line_items);
    expect(body.roomTypes[0].priceTypes[1].prices).toEqual([{ description: 'Cleaning', amount: 90 }]);
  });

  it('book: a booking id (the same booking keeps it), refusals as problem details', async () => {
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
  it('both apps are shells with the site data inlined and the router first', async () => {
    for (const path of ['/en/', '/en/all-properties', '/en/casa-do-mar', '/checkout/']) {
      const $ = await demo.page(path);
      expect($('#app').length).toBe(1);
      expect($('body script[src]').map((_i, s) => $(s).attr('src')).get()).toEqual(['/static/js/router.js', path === '/checkout/' ? '/static/js/checkout.js' : '/static/js/website.js']);
      expect($('script:not([src])').text()).toContain('"id":436901');
    }
    expect((await demo.get('/en/nowhere')).status).toBe(404);
    expect((await demo.get('/static/js/router.js')).body).toContain('window.siteSpa');
  });
});
