// @vitest-environment happy-dom
// Guesty's two conversion sources (the instant reservation's answer, the #/reserve/confirmation route) and the
// cache of quotes the instant one books: one reservation converts once, with the stay of the quote it books.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderContext } from '../core/types';
import { getProvider } from '../core/registry';
import { call, publish, resetBus } from '../net/bus';
import './guesty';

const API = 'https://www.guesty-demo.test/api/reservations/quotes';
const tick = () => new Promise((ok) => setTimeout(ok, 80));
// what the adapter sends after a call or a navigation: waited for (a loaded machine can take longer than a tick)
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 10 });

function start() {
  const ctx = { site: { host: 'www.guesty-demo.test', provider: 'guesty' }, track: vi.fn(), log: vi.fn(), report: vi.fn(), isDisabled: () => false } satisfies ProviderContext;
  getProvider('guesty').start(ctx);
  return ctx;
}
const sent = (ctx: ReturnType<typeof start>, action: string) => ctx.track.mock.calls.filter(([a]) => a === action).map(([, p]) => p);
const quote = (id: string, listingId: string, total: number) =>
  publish(
    call('fetch', 'POST', API, JSON.stringify({ listingId, checkInDateLocalized: '2026-10-09', checkOutDateLocalized: '2026-10-16', guestsCount: 2 }), 200,
      JSON.stringify({ _id: id, rates: { ratePlans: [{ ratePlan: { money: { currency: 'EUR', hostPayout: total, invoiceItems: [{ title: 'Accommodation fare', amount: total }] } } }] } }), {}),
  );
const instant = (quoteId: string, answer: unknown, status = 200) => publish(call('fetch', 'POST', `${API}/${quoteId}/instant`, '{"ratePlanId":"default-rateplan-id"}', status, JSON.stringify(answer), {}));

beforeEach(() => {
  resetBus();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('guesty', () => {
  it('the instant answer converts with the stay of the quote it books, not merely the last one; the route then adds nothing', async () => {
    const ctx = start();
    quote('q-loft', 'loft', 1139.5);
    quote('q-house', 'house', 2000);
    await tick();
    instant('q-loft', { _id: 'r1', status: 'confirmed', confirmationCode: 'GY-1' });
    await tick();
    history.pushState(null, '', '/#/reserve/confirmation?confirmationCode=GY-1&reservationId=r1');
    dispatchEvent(new HashChangeEvent('hashchange'));
    await eventually(() => expect(sent(ctx, 'conversion')).toEqual([expect.objectContaining({ reservation_id: 'GY-1', listing_id: 'loft', total: 1139.5, currency: 'EUR', success: true })]));
  });

  it('a refused booking does not convert', async () => {
    const ctx = start();
    quote('q-2', 'loft', 1139.5);
    await tick();
    instant('q-2', { error: { code: 'WRONG_REQUEST_PARAMETERS', message: 'ccToken must be a Stripe SCA payment method' } }, 400);
    await tick();
    expect(sent(ctx, 'conversion')).toEqual([]);
  });

  it('reaching #/reserve/confirmation alone converts, with the stored last quote', async () => {
    const first = start();
    quote('q-3', 'studio', 480);
    await eventually(() => expect(sent(first, 'quote')).toHaveLength(1));
    history.replaceState(null, '', '/#/reserve/confirmation?confirmationCode=GY-2&reservationId=r2');
    const ctx = start();
    await eventually(() => expect(sent(ctx, 'conversion')).toEqual([expect.objectContaining({ reservation_id: 'GY-2', listing_id: 'studio', total: 480, success: null })]));
  });

  it('a Guesty-hosted site: pm-websites-backend listings, a string guest count, a refusal that only has a code', async () => {
    const ctx = start();
    const BE = 'https://app.guesty.com/api/pm-websites-backend';
    publish(call('fetch', 'GET', `${BE}/listings?minOccupancy=3&checkIn=2026-10-09&checkOut=2026-10-16&fields=_id%20title`, null, 200, JSON.stringify({ results: [{ _id: 'a' }, { _id: 'b' }], pagination: { total: 14, cursor: { next: 'c2' } } }), {}));
    publish(call('xhr', 'GET', `${BE}/listings/68db1a3f34efe70012fd1284?fields=_id%20title`, null, 200, JSON.stringify({ _id: '68db1a3f34efe70012fd1284', title: 'Dune House' }), {}));
    publish(call('xhr', 'GET', `${BE}/listings/68db1a3f34efe70012fd1284/calendar?from=2026-10-01&to=2026-10-31`, null, 200, '[]', {}));
    const body = { checkInDateLocalized: '2026-10-09', checkOutDateLocalized: '2026-10-11', guestsCount: '3', listingId: '68db1a3f34efe70012fd1284' };
    publish(call('fetch', 'POST', `${BE}/reservations/quotes`, JSON.stringify(body), 400, JSON.stringify({ error: { code: 'LISTING_IS_NOT_AVAILABLE', data: { moreDetails: { notApplicableRatePlans: [{ notApplicable: { minNights: true } }] } } } }), {}));
    await eventually(() => expect(sent(ctx, 'search')).toEqual([expect.objectContaining({ result_count: 14, checkin: '2026-10-09', checkout: '2026-10-16', guests_adults: [3, 3] })]));
    await eventually(() => expect(sent(ctx, 'property')).toEqual([{ listing_id: '68db1a3f34efe70012fd1284', listing_name: 'Dune House' }]));
    await eventually(() => expect(sent(ctx, 'quote')).toEqual([expect.objectContaining({ listing_id: '68db1a3f34efe70012fd1284', guests_adults: 3, total: null, success: false, error_message: 'LISTING_IS_NOT_AVAILABLE' })]));
  });

  it('instant-charge wraps the reservation; an inquiry (reserved) converts too', async () => {
    const ctx = start();
    quote('q-loft', 'loft', 1139.5);
    await tick();
    publish(call('fetch', 'POST', `${API}/q-loft/instant-charge`, '{}', 200, JSON.stringify({ reservation: { _id: 'r9', status: 'confirmed', confirmationCode: 'GY-9' }, payment: { status: 'SUCCEEDED' } }), {}));
    await tick();
    quote('q-house', 'house', 2000);
    await tick();
    publish(call('fetch', 'POST', `${API}/q-house/inquiry`, '{}', 200, JSON.stringify({ _id: 'r10', status: 'reserved' }), {}));
    await eventually(() =>
      expect(sent(ctx, 'conversion')).toEqual([
        expect.objectContaining({ reservation_id: 'GY-9', listing_id: 'loft', total: 1139.5 }),
        expect.objectContaining({ reservation_id: 'r10', listing_id: 'house', total: 2000 }),
      ]));
  });

  it('a site proxy: get_available is a search, listings/{id}/ a listing, /api/guesty/quote and guesty-quotes quotes', async () => {
    const ctx = start();
    const SITE = 'https://www.guesty-b-demo.test/api';
    const available = { data: [{ _id: 'a', title: 'A' }, { _id: 'b', title: 'B' }], checkIn: '2026-10-09', checkOut: '2026-10-16', adults: 2, children: 1 };
    publish(call('fetch', 'GET', `${SITE}/listings/get_available/?checkIn=2026-10-09&checkOut=2026-10-16&adults=2&children=1`, null, 200, JSON.stringify(available), {}));
    publish(call('fetch', 'GET', `${SITE}/listings/64f1c2a9e8b7d6001f3a5c21/`, null, 200, JSON.stringify({ _id: '64f1c2a9e8b7d6001f3a5c21', title: 'Loft' }), {}));
    const stay = { listingId: 'loft', checkIn: '2026-10-09', checkOut: '2026-10-11', guestsCount: 3 };
    publish(call('fetch', 'POST', `${SITE}/guesty/quote/`, JSON.stringify(stay), 400, JSON.stringify({ error: 'Listing is not available for the requested dates' }), {}));
    await eventually(() => expect(sent(ctx, 'search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2026-10-09', checkout: '2026-10-16', guests_adults: [2, 2], guests_children: [1, 1] })]));
    await eventually(() => expect(sent(ctx, 'property')).toEqual([{ listing_id: '64f1c2a9e8b7d6001f3a5c21', listing_name: 'Loft' }]));
    await eventually(() => expect(sent(ctx, 'quote')).toEqual([expect.objectContaining({ listing_id: 'loft', checkin: '2026-10-09', checkout: '2026-10-11', guests_adults: 3, total: null, success: false, error_message: 'Listing is not available for the requested dates' })]));
    const body = { listingId: 'loft', checkInDateLocalized: '2026-10-09', checkOutDateLocalized: '2026-10-16', guestsCount: 3 };
    publish(call('fetch', 'POST', `${SITE}/guesty-quotes/`, JSON.stringify(body), 200, JSON.stringify({ _id: 'q-b', rates: { ratePlans: [{ ratePlan: { money: { currency: 'EUR', hostPayout: 900 } } }] } }), {}));
    await tick();
    publish(call('fetch', 'POST', `${SITE}/reservations/quotes/q-b/instant/`, '{}', 200, JSON.stringify({ _id: 'r11', status: 'confirmed', confirmationCode: 'GY-11' }), {}));
    await eventually(() => expect(sent(ctx, 'quote')[1]).toMatchObject({ listing_id: 'loft', checkout: '2026-10-16', total: 900, success: true }));
    await eventually(() => expect(sent(ctx, 'conversion')).toEqual([expect.objectContaining({ reservation_id: 'GY-11', listing_id: 'loft', total: 900 })]));
  });
});
