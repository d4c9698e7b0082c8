// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './payout-widget';

const UUID = 'b8df0b8b-0d39-4a9b-adb0-538929bb13c7';
const EMBED = `<h1>Sunset Waterfront Villa</h1><div class="igms-direct-booking-widget" id="directBooking1689466769227" data-listing-id="${UUID}" data-widget-color="#DD831D"></div>`;
const Q = `?listingUuid=${UUID}&checkIn=2026-08-03&checkOut=2026-08-08&adults=2&children=1`;
const payout = {
  listingUuid: UUID,
  listingName: 'Sunset Waterfront Villa',
  listingCurrency: 'USD',
  reservationDateCheckIn: '2026-08-03',
  reservationDateCheckOut: '2026-08-08',
  reservationGuests: { adults: 2, children: 1 },
  breakdown: { priceBase: 1250, priceFees: [{ feeType: 'Cleaning fee', amount: 150 }], customFees: [], priceTaxes: [{ feeType: 'Lodging tax', amount: 98 }] },
  payment: [{ dueDate: '2026-07-04', amount: 1498 }],
};
const get = (url: string, status: number, answer: unknown) => publish(call('xhr', 'GET', url, null, status, JSON.stringify(answer), {}));

describe('payout-widget', () => {
  it('the embed element is the property page, wherever the owner put it', async () => {
    const run = runAdapter('payout-widget', '/the-villa/', EMBED);
    await run.settle(30);
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: UUID, listing_name: 'Sunset Waterfront Villa' }]);
  });

  it('get-payout in the iGMS { data } envelope, on igms.com: the total is the sum of the breakdown', async () => {
    const run = runAdapter('payout-widget', '/the-villa/', EMBED);
    get('https://www.igms.com/api/direct-booking-widget/get-payout' + Q, 200, { data: payout, meta: [] });
    await run.settle(30);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({
        listing_id: UUID,
        listing_name: 'Sunset Waterfront Villa',
        checkin: '2026-08-03',
        checkout: '2026-08-08',
        guests_adults: 2,
        guests_children: 1,
        total: 1498,
        currency: 'USD',
        line_items: { Rent: 1250, 'Cleaning fee': 150, 'Lodging tax': 98 },
        payments: { '2026-07-04': 1498 },
        success: true,
      }),
    ]);
  });

  it('a bare answer still reads; an iGMS error envelope is the quote error, the request says what was asked', async () => {
    const run = runAdapter('payout-widget', '/the-villa/', EMBED);
    get('/api/direct-booking-widget/get-payout' + Q.replace('2026-08-08', '2026-08-05'), 400, { error: { message: 'Minimum stay is 3 nights', code: 4 } });
    get('/api/direct-booking-widget/get-payout' + Q, 200, payout);
    await run.settle(30);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: UUID, checkin: '2026-08-03', checkout: '2026-08-05', total: null, success: false, error_message: 'Minimum stay is 3 nights' }),
      expect.objectContaining({ checkout: '2026-08-08', total: 1498, success: true }),
    ]);
  });

  it('a booking answer with a reservation code converts with the stored quote', async () => {
    const run = runAdapter('payout-widget', '/the-villa/', EMBED);
    get('/api/direct-booking-widget/get-payout' + Q, 200, { data: payout });
    await run.settle(30);
    publish(call('fetch', 'POST', 'https://www.igms.com/api/direct-booking-widget/book', '{}', 200, JSON.stringify({ data: { reservation_code: 'AIRGMS5BHJ1F75W2', platform_type: 'airgms' } }), {}));
    await run.settle(30);
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'AIRGMS5BHJ1F75W2', listing_id: UUID, total: 1498, checkin: '2026-08-03' })]);
  });

  /** the next page of the same tab: local and session storage kept (runAdapter clears them before the page's
   * captures start, and a page capture reads them right away) */
  const nextPage = (url: string) => {
    const keep = [vi.spyOn(localStorage, 'clear').mockImplementation(() => {}), vi.spyOn(sessionStorage, 'clear').mockImplementation(() => {})];
    try {
      return runAdapter('payout-widget', url, '<h1>Thank you for your booking</h1>');
    } finally {
      keep.forEach((k) => k.mockRestore());
    }
  };

  it('a /booking-confirmation/ page converts with the stored quote', async () => {
    const run = runAdapter('payout-widget', '/the-villa/', EMBED);
    get('/api/direct-booking-widget/get-payout' + Q, 200, { data: payout });
    await run.settle(30);
    const thanks = nextPage('/booking-confirmation/?reservation=DBW-30417');
    await thanks.settle(30);
    expect(thanks.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'DBW-30417', listing_id: UUID, total: 1498, checkin: '2026-08-03' })]);
  });

  it('a /booking-confirmation/ page of a booking this tab converted from its answer sends nothing more', async () => {
    const run = runAdapter('payout-widget', '/the-villa/', EMBED);
    get('/api/direct-booking-widget/get-payout' + Q, 200, { data: payout });
    await run.settle(30);
    publish(call('xhr', 'POST', '/api/direct-booking-widget/book', '{}', 200, JSON.stringify({ data: { reservation_code: 'DBW-30417', platform_type: 'direct' } }), {}));
    await run.settle(30);
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'DBW-30417', total: 1498, success: true })]);
    const thanks = nextPage('/booking-confirmation/?reservation=DBW-30417');
    await thanks.settle(30);
    expect(thanks.events('conversion')).toEqual([]);
    // another booking's confirmation still converts
    const other = nextPage('/booking-confirmation/?reservation=DBW-30418');
    await other.settle(30);
    expect(other.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'DBW-30418' })]);
  });

  // no public copy of the widget (SOURCES.md: assumed): get-payout and search posted as JSON too; an { errors: [...] } refusal
  it('get-payout and search as POSTs with a JSON body are read as the GETs are; an errors list is a refusal', async () => {
    const run = runAdapter('payout-widget', '/the-villa/', EMBED);
    const post = (path: string, body: unknown, status: number, answer: unknown) => publish(call('fetch', 'POST', path, JSON.stringify(body), status, JSON.stringify(answer), { 'content-type': 'application/json' }));
    post('/api/direct-booking-widget/search', { checkIn: '2026-08-03', checkOut: '2026-08-08', adults: 2, children: 1 }, 200, { data: { count: 4, listings: [] } });
    post('/api/direct-booking/get-payout', { listingUuid: UUID, checkIn: '2026-08-03', checkOut: '2026-08-08', adults: 2, children: 1 }, 200, { data: payout });
    post('/api/direct-booking/get-payout', { listingUuid: UUID, checkIn: '2026-08-10', checkOut: '2026-08-11', adults: 2, children: 0 }, 422, { errors: [{ message: 'Minimum stay is 2 nights' }] });
    await run.settle(30);
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 4, checkin: '2026-08-03', checkout: '2026-08-08', guests_adults: [2, 2], guests_children: [1, 1] })]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: UUID, checkin: '2026-08-03', total: 1498, guests_children: 1, success: true }),
      expect.objectContaining({ listing_id: UUID, checkin: '2026-08-10', checkout: '2026-08-11', total: null, error_message: 'Minimum stay is 2 nights', success: false }),
    ]);
  });
});
