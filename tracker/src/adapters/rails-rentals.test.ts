// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './rails-rentals';

const HOST = 'https://www.podere.test';
const PAGE = `<h1>Casa Olivo</h1><form id="new_reservation" action="/reservations" method="post">
<input type="hidden" name="reservation[rental_accommodation_id]" value="12"></form>`;
const STAY = (adults: number, children: number) =>
  new URLSearchParams({ authenticity_token: 't', 'reservation[rental_accommodation_id]': '12', 'reservation[start]': '06/03/2027', 'reservation[end]': '13/03/2027', 'reservation[adults]': String(adults), 'reservation[children]': String(children) }).toString();
const send = (method: string, path: string, body: string | null, answer: unknown, status = 200) =>
  publish(call('xhr', method, HOST + path, body, status, JSON.stringify(answer), {}));

describe('rails-rentals', () => {
  it('routes apartment pages and the thank-you page', () => expect(pathProblems('rails-rentals')).toEqual([]));

  it('the availability search: the free accommodations, dd/mm/yyyy dates', async () => {
    const run = runAdapter('rails-rentals', '/');
    send('GET', '/rental_accommodations?start=06%2F03%2F2027&end=13%2F03%2F2027&adults=2&children=1', null, [{ id: 12 }, { id: 15 }]);
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2027-03-06', checkout: '2027-03-13', guests_adults: [2, 2], guests_children: [1, 1] })]);
  });

  it.each([
    ['/get_booking_price?rental_accommodation_id=12&start=06%2F03%2F2027&end=09%2F03%2F2027', { price: null, error: 'Minimum stay is 5 nights' }, { checkout: '2027-03-09', total: null, success: false, error_message: 'Minimum stay is 5 nights' }],
    [
      '/get_booking_price?rental_accommodation_id=12&start=06%2F03%2F2027&end=13%2F03%2F2027',
      { price: '1420.0', nights: 7, breakdown: [{ label: 'Rent', amount: '1260.0' }, { label: 'Cleaning', amount: '90.0' }, { label: 'Tourist tax', amount: '70.0' }] },
      { checkout: '2027-03-13', total: 1420, success: true, line_items: { Rent: 1260, Cleaning: 90, 'Tourist tax': 70 } },
    ],
  ])('get_booking_price %s', async (path, answer, expected) => {
    const run = runAdapter('rails-rentals', '/rental_accommodations/12-casa-olivo', PAGE);
    send('GET', path, null, answer);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '12', listing_name: 'Casa Olivo' }]);
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '12', listing_name: 'Casa Olivo', checkin: '2027-03-06', guests_adults: null, currency: 'EUR', ...expected })]);
  });

  it('check_booking: dates from startdb/enddb, Rails errors hash as the error', async () => {
    const run = runAdapter('rails-rentals', '/rental_accommodations/12-casa-olivo', PAGE);
    send('POST', '/check_booking', STAY(4, 1), { validation: { base: ['Casa Olivo sleeps at most 4 guests'] }, total: null, startdb: '2027-03-06', enddb: '2027-03-13' });
    send('POST', '/check_booking', STAY(2, 1), { validation: {}, total: '1420.0', startdb: '2027-03-06', enddb: '2027-03-13' });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ guests_adults: 4, guests_children: 1, total: null, success: false, error_message: 'base - Casa Olivo sleeps at most 4 guests.' }),
      expect.objectContaining({ checkin: '2027-03-06', checkout: '2027-03-13', guests_adults: 2, guests_children: 1, total: 1420, success: true, error_message: null }),
    ]);
  });

  const THANKS = `<div class="reservation-confirmation"><strong class="reservation-code">PU27-0153</strong>
<span class="reservation-start">06/03/2027</span><span class="reservation-end">13/03/2027</span><span class="reservation-total">1.420,00 €</span></div>`;

  it('POST /reservations is kept for the thank-you page, which converts with it', async () => {
    const run = runAdapter('rails-rentals', '/rental_accommodations/12-casa-olivo', PAGE);
    send('POST', '/reservations', `${STAY(2, 1)}&reservation%5Bguest_name%5D=G`, { id: 153, code: 'PU27-0153', total: '1420.0', startdb: '2027-03-06', enddb: '2027-03-13' }, 201);
    await run.settle();
    expect(run.events('conversion')).toEqual([]);
    const kept = Object.entries(sessionStorage); // the same tab's journey: runAdapter clears storage
    const thanks = runAdapter('rails-rentals', '/reservations/thank_you?code=PU27-0153', THANKS);
    for (const [k, v] of kept) sessionStorage.setItem(k, v);
    await thanks.settle();
    expect(thanks.events('conversion')).toEqual([
      expect.objectContaining({ reservation_id: 'PU27-0153', listing_id: '12', listing_name: 'Casa Olivo', checkin: '2027-03-06', checkout: '2027-03-13', guests_adults: 2, guests_children: 1, total: 1420, currency: 'EUR', success: true }),
    ]);
    expect(thanks.events().map((e) => e.action)).toEqual(['page_upload', 'conversion']);
  });

  it('a 422 keeps nothing; a thank-you page alone converts with what it shows', async () => {
    const run = runAdapter('rails-rentals', '/rental_accommodations/12-casa-olivo', PAGE);
    send('POST', '/reservations', STAY(2, 1), { validation: { guest_email: ['is invalid'] } }, 422);
    await run.settle();
    const kept = Object.entries(sessionStorage);
    const thanks = runAdapter('rails-rentals', '/reservations/thank_you?code=PU27-0153', THANKS);
    for (const [k, v] of kept) sessionStorage.setItem(k, v);
    await thanks.settle();
    expect(thanks.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'PU27-0153', checkin: '2027-03-06', checkout: '2027-03-13', total: 1420, currency: 'EUR', listing_id: null })]);
  });
});
