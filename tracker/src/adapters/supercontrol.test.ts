// @vitest-environment happy-dom
// SuperControl's own quote rule: a quote whose total, dates and line items are those of the previous one is
// skipped even when other fields (the party, the payment schedule) differ; and the booking summary page object.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderContext } from '../core/types';
import { getProvider } from '../core/registry';
import { call, publish, resetBus } from '../net/bus';
import './supercontrol';

const HOST = 'https://www.supercontrol-demo.test';
const tick = () => new Promise((ok) => setTimeout(ok, 30));
// what the adapter sends after a page object or a call: waited for (a loaded machine can take longer than a tick)
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 10 });
const price = { rent: 1295, extras: [{ description: 'Booking fee', price: 25 }], total: 1320 };

function start() {
  const ctx = { site: { host: 'www.supercontrol-demo.test', provider: 'supercontrol' }, track: vi.fn(), log: vi.fn(), report: vi.fn(), isDisabled: () => false } satisfies ProviderContext;
  getProvider('supercontrol').start(ctx);
  return ctx;
}
const quotes = (ctx: ReturnType<typeof start>) => ctx.track.mock.calls.filter(([a]) => a === 'quote').map(([, p]) => p);

beforeEach(() => {
  resetBus();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  delete (window as any)['sc-summary-booking-info'];
});

describe('supercontrol', () => {
  it('skips a full quote that repeats the quick price, not a changed one', async () => {
    const ctx = start();
    publish(call('fetch', 'POST', `${HOST}/api/supercontrol/new_get_price`, 'propertyID=1402&startdate=01%2F08%2F2026&numbernights=7', 200, JSON.stringify({ success: true, propertyname: 'Trevose Cottage', price }), {}));
    await tick();
    const full = (adults: number, total: number) =>
      publish(call('fetch', 'GET', `${HOST}/fullpricequote.ashx?propertyID=1402&startdate=01/08/2026&numbernights=7&adults=${adults}`, null, 200,
        JSON.stringify({ success: true, price: { ...price, total }, payments: [{ dueDate: '02/05/2026', amount: 330 }] }), {}));
    full(4, 1320);
    await eventually(() => expect(quotes(ctx)).toEqual([expect.objectContaining({ listing_id: '1402', checkin: '2026-08-01', checkout: '2026-08-08', total: 1320, currency: 'GBP', guests_adults: null })]));
    full(6, 1400);
    await eventually(() => expect(quotes(ctx)[1]).toMatchObject({ guests_adults: 6, total: 1400, payments: { '2026-05-02': 330 } }));
  });

  // no public source for the site-side price call (SOURCES.md: assumed): the spec's new_get_price read as a GET with
  // query parameters too, other spellings of its fields, and the answer wrapped in { data }
  it('new_get_price as a GET with query parameters, camelCase spellings and a { data } answer; its refusal (message) too', async () => {
    const ctx = start();
    publish(call('xhr', 'GET', `${HOST}/api/supercontrol/new_get_price?propertyId=1403&startDate=2026-09-05&nights=3&adults=2&children=1`, null, 200, JSON.stringify({ data: { success: true, propertyName: 'Gull Rock', price: { rent: 540, total: 565, extras: [{ description: 'Booking fee', price: 25 }] } } }), {}));
    publish(call('xhr', 'GET', `${HOST}/new_get_price?propertyId=1403&startDate=2026-09-12&endDate=2026-09-14`, null, 200, JSON.stringify({ success: false, message: 'Minimum stay is 3 nights' }), {}));
    await eventually(() =>
      expect(quotes(ctx)).toEqual([
        expect.objectContaining({ listing_id: '1403', listing_name: 'Gull Rock', checkin: '2026-09-05', checkout: '2026-09-08', guests_adults: 2, guests_children: 1, total: 565, line_items: { Rent: 540, 'Booking fee': 25 }, success: true }),
        expect.objectContaining({ listing_id: '1403', checkin: '2026-09-12', checkout: '2026-09-14', total: null, error_message: 'Minimum stay is 3 nights', success: false }),
      ]));
  });

  it('converts from the sc-summary-booking-info page object, and not without it', async () => {
    history.replaceState(null, '', '/booking/confirmation/?bookingref=1');
    const none = start();
    await tick();
    expect(none.track.mock.calls.filter(([a]) => a === 'conversion')).toEqual([]);
    (window as any)['sc-summary-booking-info'] = { bookingRef: 204871, propertyID: 1402, arrivalDate: '01/08/2026', departureDate: '08/08/2026', adults: 4, children: 0, totalCost: 1380, payments: [{ dueDate: '20/06/2026', amount: 1035 }] };
    const ctx = start();
    await eventually(() =>
      expect(ctx.track.mock.calls.filter(([a]) => a === 'conversion').map(([, p]) => p)).toEqual([
        expect.objectContaining({ reservation_id: '204871', listing_id: '1402', checkin: '2026-08-01', checkout: '2026-08-08', guests_adults: 4, total: 1380, currency: 'GBP', payments: { '2026-06-20': 1035 } }),
      ]));
  });

  it("converts from SuperControl's booking-summary fetch (any path; the cart key in the hash), not from a failed one", async () => {
    history.replaceState(null, '', '/thank-you/#k=3f2a9c1e');
    const ctx = start();
    const summary = {
      summaryHtml: '<p>Booking confirmed</p>',
      ownerBookingId: 204871,
      propertyGroupName: 'Cornish Cottages',
      propertyId: 31017,
      propertyName: 'Trevose Cottage',
      bookingArrival: '2026-08-15',
      bookingNights: 7,
      bookingAdults: 2,
      bookingChildren: 1,
      bookingInfants: 0,
      bookingTotal: 1320,
      ownerCurrency: 'GBP',
      voucherCode: 'SUMMER10',
      sendTrackingData: true,
    };
    publish(call('fetch', 'GET', 'https://api.supercontrol.co.uk/v3/cart/summary/bad', null, 404, JSON.stringify({ message: 'Not found' }), {}));
    publish(call('fetch', 'GET', 'https://api.supercontrol.co.uk/v3/cart/summary/3f2a9c1e', null, 200, JSON.stringify(summary), {}));
    await eventually(() =>
      expect(ctx.track.mock.calls.filter(([a]) => a === 'conversion').map(([, p]) => p)).toEqual([
        expect.objectContaining({ reservation_id: '204871', listing_id: '31017', listing_name: 'Trevose Cottage', checkin: '2026-08-15', checkout: '2026-08-22', guests_adults: 2, guests_children: 1, total: 1320, currency: 'GBP', promo_code: 'SUMMER10' }),
      ]));
  });

  it("SuperControl's calendar widget element names the property on any page", async () => {
    document.body.innerHTML = '<h1>Trevose Cottage</h1><div data-calendar-key="8c1d" data-calendar-property-id="31017"></div>';
    history.replaceState(null, '', '/trevose/');
    const ctx = start();
    await eventually(() => expect(ctx.track.mock.calls.filter(([a]) => a === 'property').map(([, p]) => p)).toEqual([{ listing_id: '31017', listing_name: 'Trevose Cottage' }]));
    document.body.innerHTML = '';
  });
});
