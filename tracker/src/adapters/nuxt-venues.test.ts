// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './nuxt-venues';

const ORIGIN = 'https://www.hartwellvenues.co.uk';
const STAY = { checkin: '2026-07-10', checkout: '2026-07-17', adults: '8', children: '2' };
const send = (method: string, path: string, body: unknown, status: number, answer: unknown) =>
  publish(call('fetch', method, `${ORIGIN}${path}`, body == null ? null : JSON.stringify(body), status, JSON.stringify(answer), { 'content-type': 'application/json' }));
const PAGE = '<article class="venue"><h1 class="venue-title" data-venue-id="5121">The Old Rectory</h1></article>';
const LINES = [
  { label: 'Accommodation', amount: 5460 },
  { label: 'Cleaning', amount: 295 },
  { label: 'Booking fee', amount: 45 },
];

describe('nuxt-venues', () => {
  it('routes as its pathCases say', () => expect(pathProblems('nuxt-venues')).toEqual([]));

  it('the venue list call is the search on /venues only (not the home page featured venues, not one venue)', async () => {
    const home = runAdapter('nuxt-venues', '/');
    send('GET', '/api/public-properties/property?featured=1&per_page=3', null, 200, { data: [{ id: 5121 }], meta: { total: 3 } });
    await home.settle();
    expect(home.events('search')).toEqual([]);

    const run = runAdapter('nuxt-venues', `/venues?${new URLSearchParams(STAY)}`);
    send('GET', '/api/public-properties/property/the-old-rectory', null, 200, { data: { id: 5121 } });
    send('GET', `/api/public-properties/property?${new URLSearchParams({ ...STAY, page: '1' })}`, null, 200, { data: [{}, {}], meta: { total: 2 } });
    send('GET', `/api/properties/property?${new URLSearchParams({ ...STAY, bedrooms: '6', page: '1' })}`, null, 200, { data: [{}], meta: { total: 1 } });
    await run.settle();
    expect(run.events('search').map((e) => [e.result_count, e.checkin, e.checkout, e.guests_adults, e.guests_children, e.bedrooms])).toEqual([
      [2, '2026-07-10', '2026-07-17', [8, 8], [2, 2], null],
      [1, '2026-07-10', '2026-07-17', [8, 8], [2, 2], [6, 9999]],
    ]);
  });

  it('a venue page: the id and name of its heading', async () => {
    const run = runAdapter('nuxt-venues', '/venues/the-old-rectory?checkin=2026-07-10', PAGE);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '5121', listing_name: 'The Old Rectory' }]);
  });

  it('availability/venue: a refusal is a quote with its message; a yes sends nothing', async () => {
    const run = runAdapter('nuxt-venues', '/venues/the-old-rectory', PAGE);
    const ask = (checkout: string, available: boolean) =>
      send('GET', `/api/availability/venue?${new URLSearchParams({ venue: '5121', ...STAY, checkout })}`, null, 200, {
        data: { venue_id: 5121, available, message: available ? null : 'The Old Rectory has a minimum stay of 3 nights.' },
      });
    ask('2026-07-17', true);
    ask('2026-07-12', false);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({
        listing_id: '5121', listing_name: 'The Old Rectory', checkin: '2026-07-10', checkout: '2026-07-12', guests_adults: 8, guests_children: 2,
        total: null, currency: 'GBP', success: false, error_message: 'The Old Rectory has a minimum stay of 3 nights.',
      }),
    ]);
  });

  it('the POST is the quote: its breakdown and total; a 422 gives the flattened errors', async () => {
    const run = runAdapter('nuxt-venues', '/venues/the-old-rectory', PAGE);
    const body = { property_id: 5121, ...STAY, adults: 8, children: 2, promo_code: null };
    send('POST', '/api/public-properties/property', { ...body, adults: 14 }, 422, {
      message: 'The Old Rectory sleeps up to 14 guests.',
      errors: { adults: ['The Old Rectory sleeps up to 14 guests.'] },
    });
    send('POST', '/api/public-properties/property', body, 200, { data: { ...body, currency: 'GBP', breakdown: LINES, total: 5800 } });
    await run.settle();
    expect(run.events('quote').map((q) => [q.guests_adults, q.total, q.success, q.error_message])).toEqual([
      [14, null, false, 'adults - The Old Rectory sleeps up to 14 guests.'],
      [8, 5800, true, null],
    ]);
    expect(run.events('quote')[1]).toMatchObject({ listing_id: '5121', currency: 'GBP', promo_code: null, line_items: { Accommodation: 5460, Cleaning: 295, 'Booking fee': 45 } });
  });

  it('metareservations/<reference> is the conversion', async () => {
    const run = runAdapter('nuxt-venues', '/booking/confirmation?reference=HV-24017');
    send('GET', '/api/metareservations/HV-24017', null, 200, {
      data: {
        reference: 'HV-24017', status: 'confirmed', property: { id: 5121, name: 'The Old Rectory' }, checkin: '2026-07-10', checkout: '2026-07-17',
        adults: 8, children: 2, promo_code: null, currency: 'GBP', breakdown: LINES, total: 5800,
      },
    });
    send('GET', '/api/metareservations/HV-99999', null, 404, { message: 'Not found.' });
    await run.settle();
    expect(run.events('conversion')).toEqual([
      expect.objectContaining({
        reservation_id: 'HV-24017', listing_id: '5121', listing_name: 'The Old Rectory', checkin: '2026-07-10', checkout: '2026-07-17',
        guests_adults: 8, guests_children: 2, total: 5800, currency: 'GBP', success: true, line_items: { Accommodation: 5460, Cleaning: 295, 'Booking fee': 45 },
      }),
    ]);
  });
});
