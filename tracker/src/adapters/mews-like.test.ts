// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './mews-like';

const HARBOUR = '3540c7d4-e128-41e2-81d8-ff4d196c595a';
const PAGE = (currency: string) =>
  `<select id="currency"><option>EUR</option><option${currency == 'ISK' ? ' selected' : ''}>ISK</option></select><h2 class="room-category-name">Harbour View Double</h2>`;
const amount = (eur: number) => ({ EUR: { grossValue: eur, netValue: eur / 1.11 }, ISK: { grossValue: eur * 150 } });
const getPricing = (endUtc: string, status: number, answer: unknown) =>
  publish(
    call(
      'fetch',
      'POST',
      'https://api.example.test/api/distributor/v1/reservations/getPricing',
      JSON.stringify({ hotelId: 'h', roomCategoryId: HARBOUR, startUtc: '2026-10-09T00:00:00Z', endUtc, occupancies: [{ adultCount: 2, childCount: 1 }], currencyCodes: ['EUR', 'ISK'] }),
      status,
      JSON.stringify(answer),
      {},
    ),
  );
const priced = (eur: number) => ({ occupancyPrices: [{ adultCount: 2, childCount: 1, pricing: [{ rateId: 'r', price: { totalAmount: amount(eur) } }] }] });

describe('mews-like', () => {
  it('one quote for the room category, in the currency the page shows', async () => {
    const run = runAdapter('mews-like', '/booking/#/rooms/' + HARBOUR, PAGE('ISK'));
    getPricing('2026-10-12T00:00:00Z', 200, priced(666));
    await run.settle(30);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: HARBOUR, listing_name: 'Harbour View Double', checkin: '2026-10-09', checkout: '2026-10-12', guests_adults: 2, guests_children: 1, total: 99900, currency: 'ISK', success: true }),
    ]);
  });

  it('without a currency picker, the first asked currency; an error answer is the quote error', async () => {
    const run = runAdapter('mews-like', '/booking/#/rooms/' + HARBOUR, '<h2 class="room-category-name">Harbour View Double</h2>');
    getPricing('2026-10-10T00:00:00Z', 400, { message: 'The minimum length of stay for Harbour View Double is 2 nights.' });
    getPricing('2026-10-12T00:00:00Z', 200, priced(666));
    await run.settle(30);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkout: '2026-10-10', total: null, currency: 'EUR', success: false, error_message: 'The minimum length of stay for Harbour View Double is 2 nights.' }),
      expect.objectContaining({ checkout: '2026-10-12', total: 666, currency: 'EUR', success: true }),
    ]);
  });

  it('search: one result per free category; the category route is its page', async () => {
    const run = runAdapter('mews-like', '/booking/#/rooms/' + HARBOUR + '?start=2026-10-09', PAGE('EUR').replace('class="room-category-name"', `class="room-category-name" data-category-id="${HARBOUR}"`));
    const body = JSON.stringify({ hotelId: 'h', startUtc: '2026-10-09T00:00:00Z', endUtc: '2026-10-12T00:00:00Z', adultCount: 2, childCount: 1 });
    publish(call('fetch', 'POST', 'https://h.test/api/distributor/v1/hotels/getAvailability', body, 200, JSON.stringify({ roomCategoryAvailabilities: [{ roomCategoryId: HARBOUR }, { roomCategoryId: 'x' }] }), {}));
    await run.settle(30);
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2026-10-09', checkout: '2026-10-12', guests_adults: [2, 2], guests_children: [1, 1] })]);
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: HARBOUR, listing_name: 'Harbour View Double' }]);
  });

  it('the confirmation route converts with the number from its query', async () => {
    const run = runAdapter('mews-like', '/booking/#/confirmation?number=30417&reservationGroupId=g', PAGE('ISK'));
    await run.settle(30);
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '30417' })]);
  });

  it('reads the documented PascalCase contract: hotel-day UTC times, voucher, first currency of the answer', async () => {
    const run = runAdapter('mews-like', '/stay/', '<h2 class="room-category-name">Harbour View Double</h2>');
    const body = { Client: 'c', HotelId: 'h', RoomCategoryId: HARBOUR, StartUtc: '2026-10-08T22:00:00Z', EndUtc: '2026-10-11T23:00:00Z', VoucherCode: 'AUTUMN', Occupancies: [{ AdultCount: 2, ChildCount: 0 }] };
    const answer = { OccupancyPrices: [{ AdultCount: 2, ChildCount: 0, Pricing: [{ RateId: 'r', Price: { TotalAmount: { CZK: { GrossValue: 15600, NetValue: 14000 } } } }] }] };
    publish(call('xhr', 'POST', 'https://api.mews.com/api/distributor/v1/reservations/getPricing', JSON.stringify(body), 200, JSON.stringify(answer), {}));
    await run.settle(30);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: HARBOUR, checkin: '2026-10-09', checkout: '2026-10-12', guests_adults: 2, guests_children: 0, promo_code: 'AUTUMN', total: 15600, currency: 'CZK', success: true }),
    ]);
  });

  it('PascalCase search answer and the reservation group it books', async () => {
    const run = runAdapter('mews-like', '/stay/');
    const search = { HotelId: 'h', StartUtc: '2026-10-09T04:00:00Z', EndUtc: '2026-10-12T04:00:00Z', AdultCount: 3, ChildCount: 1 };
    publish(call('fetch', 'POST', 'https://api.mews.com/api/distributor/v1/hotels/getAvailability', JSON.stringify(search), 200, JSON.stringify({ RoomCategoryAvailabilities: [{ RoomCategoryId: HARBOUR }] }), {}));
    const book = { HotelId: 'h', Reservations: [{ RoomCategoryId: HARBOUR, StartUtc: '2026-10-09T04:00:00Z', EndUtc: '2026-10-12T04:00:00Z', AdultCount: 3, ChildCount: 1 }] };
    publish(call('fetch', 'POST', 'https://api.mews.com/api/distributor/v1/reservationGroups/create', JSON.stringify(book), 200, JSON.stringify({ Id: 'g', Reservations: [{ Id: 'x', Number: '5120' }] }), {}));
    await run.settle(30);
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 1, checkin: '2026-10-09', checkout: '2026-10-12', guests_adults: [3, 3], guests_children: [1, 1] })]);
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '5120', listing_id: HARBOUR, checkin: '2026-10-09', checkout: '2026-10-12', guests_adults: 3 })]);
  });

  it('the confirmation route after the create call does not convert the same reservation again', async () => {
    const run = runAdapter('mews-like', '/booking/#/checkout/' + HARBOUR, PAGE('EUR'));
    getPricing('2026-10-12T00:00:00Z', 200, priced(666));
    await run.settle(30);
    const book = { hotelId: 'h', reservations: [{ roomCategoryId: HARBOUR, startUtc: '2026-10-09T00:00:00Z', endUtc: '2026-10-12T00:00:00Z', adultCount: 2, childCount: 1 }] };
    publish(call('fetch', 'POST', 'https://api.example.test/api/distributor/v1/reservationGroups/create', JSON.stringify(book), 200, JSON.stringify({ id: 'g', reservations: [{ id: 'x', number: '30417' }] }), {}));
    await run.settle(30);
    location.hash = '#/confirmation?number=30417';
    await run.settle(60);
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '30417', total: 666, success: true })]);
  });
});
