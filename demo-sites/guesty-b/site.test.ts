import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('guesty-b');
const truth = loadTruth('guesty-b');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const LOFT = '64f1c2a9e8b7d6001f3a5c21';
const getJson = async (path: string) => {
  const res = await demo.get(path);
  return { status: res.status, body: JSON.parse(res.body) };
};
const lines = (items: { title: string; amount: number }[]) => Object.fromEntries(items.map((i) => [i.title, i.amount]));

describe('guesty-b: the site proxy of the Booking Engine API', () => {
  it('get_available: Guesty listings under data, with the stay and party as asked', async () => {
    const { status, body } = await getJson('/api/listings/get_available/?checkIn=2026-10-09&checkOut=2026-10-16&adults=2&children=0');
    expect(status).toBe(200);
    const s = expected('search');
    expect({ result_count: body.data.length, checkin: body.checkIn, checkout: body.checkOut, guests_adults: [body.adults, body.adults], guests_children: [body.children, body.children] }).toEqual(s);
    expect(body.data.map((l: { _id: string }) => l._id)).toEqual([LOFT, '64f1c2a9e8b7d6001f3a5c47']);
    // the party counts adults and children together: 5 people leave only the townhouse
    expect((await getJson('/api/listings/get_available/?checkIn=2026-10-09&checkOut=2026-10-16&adults=3&children=2')).body.data).toHaveLength(1);
  });

  it('listings/{_id}/ is the Guesty listing; the slashless URL redirects to it', async () => {
    const { body } = await getJson(`/api/listings/${LOFT}/`);
    expect({ listing_id: body._id, listing_name: body.title }).toEqual(expected('open-listing'));
    expect((await demo.get(`/api/listings/${LOFT}`)).status).toBe(301);
    expect((await demo.get('/api/listings/nope/')).status).toBe(404);
  });

  it('/api/guesty/quote/: the site field names in, Guesty quote out; a refusal is { error: message }', async () => {
    const stay = { listingId: LOFT, checkIn: '2026-10-09', checkOut: '2026-10-16', guestsCount: 2 };
    const refused = await demo.json('/api/guesty/quote/', { ...stay, checkOut: '2026-10-11' });
    expect(refused).toEqual({ status: 400, body: { error: expected('quote-error').error_message } });
    const { status, body } = await demo.json('/api/guesty/quote/', stay);
    expect(status).toBe(200);
    expect(body.checkInDateLocalized).toBe('2026-10-09');
    const money = body.rates.ratePlans[0].ratePlan.money;
    expect({ total: money.hostPayout, currency: money.currency, line_items: lines(money.invoiceItems) }).toEqual({
      total: expected('quote').total,
      currency: expected('quote').currency,
      line_items: expected('quote').line_items,
    });
  });

  it('/api/guesty-quotes/ takes and answers Guesty shapes as is; its quote books with the instant reservation', async () => {
    const body = { listingId: LOFT, checkInDateLocalized: '2026-10-09', checkOutDateLocalized: '2026-10-16', guestsCount: 2 };
    const refused = await demo.json('/api/guesty-quotes/', { ...body, checkOutDateLocalized: '2026-10-11' });
    expect(refused.body.error).toMatchObject({ code: 'LISTING_IS_NOT_AVAILABLE', message: expected('quote-error').error_message });
    const quote = (await demo.json('/api/guesty-quotes/', body)).body;
    expect(quote.rates.ratePlans[0].ratePlan.money.hostPayout).toBe(expected('reserve').total);
    const guest = { firstName: 'Inês', lastName: 'Carvalho', email: 'ines.carvalho@example.com', phone: '' };
    const booked = await demo.json(`/api/reservations/quotes/${quote._id}/instant/`, { ratePlanId: 'default-rateplan-id', ccToken: 'pm_card_visa', guest });
    expect(booked.body).toMatchObject({ status: 'confirmed', confirmationCode: expected('book').reservation_id });
  });

  it('pages: the search, listing and checkout views; the checkout names the listing in h1.listing-title', async () => {
    expect((await demo.page('/properties/?checkIn=2026-10-09&checkOut=2026-10-16&adults=2&children=0'))('#view[data-page="search"]')).toHaveLength(1);
    expect((await demo.page(`/properties/${LOFT}/?checkIn=2026-10-09`))('#view').attr('data-listing-id')).toBe(LOFT);
    const $ = await demo.page(`/book/${LOFT}/?check_in=2026-10-09&check_out=2026-10-16&guests=2`);
    expect($('h1.listing-title').text()).toBe(expected('reserve').listing_name);
    expect((await demo.get('/book/nope/')).status).toBe(404);
  });
});
