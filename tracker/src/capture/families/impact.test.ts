// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackHash } from '../../core/hash';
import { registerProvider } from '../../core/registry';
import { call, publish } from '../../net/bus';
import { defineAdapter } from '../adapter';
import { runAdapter } from '../adapter-testing';
import { guestEmail, impactConversion, withConversionTracker } from './impact';

// A booking site whose conversion is a form POST /api/bookings answered with the booking (as site-generic reads one).
registerProvider(
  withConversionTracker(
    defineAdapter({
      slug: 'impact-probe',
      label: 'probe',
      family: 'site-ajax',
      sends: ['conversion'],
      lastChecked: '2026-11-28',
      observe: { conversion: { method: 'POST', url: '/api/bookings' } },
      map: {
        conversion: (s) => ({
          reservation_id: (s.json as any)?.booking?.number ?? null,
          listing_id: s.param('house'),
          listing_name: 'Klitrosen',
          total: (s.json as any)?.booking?.total,
          line_items: (s.json as any)?.booking?.lines,
          promo_code: s.param('promo'),
          success: (s.json as any)?.ok,
        }),
      },
    }),
  ),
);

const TRACKER = { program: 33477, email: 'email' };
const BODY = 'house=DK-118&email=%20Mette.Holm%40Example.dk%20&promo=SOMMER10';
const BOOKING = { ok: true, booking: { number: 'FB-20417', total: 7650, lines: { Leje: 7200, Slutrengøring: 900, 'Rabat SOMMER10': -450 } } };
const sha16 = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16);
const book = (body = BODY, answer: unknown = BOOKING) =>
  publish(call('fetch', 'POST', `${location.origin}/api/bookings`, body, 200, JSON.stringify(answer), {}));
const ire = () => ((window as any).ire = vi.fn());

afterEach(() => delete (window as any).ire);

describe('impact conversion tracker', () => {
  it('after the conversion is tracked, calls ire trackConversion with program 33477 and the hashed e-mail', async () => {
    const spy = ire();
    const run = runAdapter('impact-probe', '/checkout', '', { options: { currency: 'DKK', conversionTracker: TRACKER } });
    book();
    await run.settle(50);
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'FB-20417', promo_code: 'SOMMER10', currency: 'DKK' })]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]).toEqual([
      'trackConversion',
      33477,
      {
        orderId: 'FB-20417',
        customerId: '',
        customerEmail: sha16('mette.holm@example.dk'),
        currencyCode: 'DKK',
        orderPromoCode: 'SOMMER10',
        orderDiscount: 450,
        items: [
          { subTotal: 7200, category: 'Leje', sku: 'DK-118', quantity: 1, name: 'Klitrosen' },
          { subTotal: 900, category: 'Slutrengøring', sku: 'DK-118', quantity: 1, name: 'Klitrosen' },
        ],
      },
      { verifySiteDefinitionMatch: true },
    ]);
    expect(run.ctx.track.mock.invocationCallOrder[0]).toBeLessThan(spy.mock.invocationCallOrder[0]);
  });

  it('once per order; never without the mapping option, a reservation number or a successful booking', async () => {
    const spy = ire();
    const run = runAdapter('impact-probe', '/checkout', '', { options: { conversionTracker: TRACKER } });
    book();
    book();
    book(BODY, { ok: false, booking: { number: 'FB-1' } });
    book(BODY, { ok: true, booking: {} });
    await run.settle(50);
    expect(spy).toHaveBeenCalledTimes(1);
    const off = runAdapter('impact-probe', '/checkout', '', { options: {} });
    book(BODY, { ...BOOKING, booking: { ...BOOKING.booking, number: 'FB-2' } });
    await off.settle(50);
    expect(off.events('conversion')).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('a page without ire, or an ire that throws, changes nothing for the host or the conversion event', async () => {
    const none = runAdapter('impact-probe', '/checkout', '', { options: { conversionTracker: TRACKER } });
    book();
    await none.settle(50);
    expect(none.events('conversion')).toHaveLength(1);
    expect(none.ctx.report).not.toHaveBeenCalled();
    (window as any).ire = () => {
      throw new Error('utt broke');
    };
    const broken = runAdapter('impact-probe', '/checkout', '', { options: { conversionTracker: TRACKER } });
    book(BODY, { ...BOOKING, booking: { ...BOOKING.booking, number: 'FB-3' } });
    await broken.settle(50);
    expect(broken.events('conversion')).toHaveLength(1);
    expect(broken.ctx.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'utt broke' }), { adapter: 'conversion-tracker' });
  });

  it('without crypto.subtle the e-mail is hashed with the fallback hash (spec 9)', async () => {
    const spy = ire();
    const subtle = vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('insecure context'));
    const run = runAdapter('impact-probe', '/checkout', '', { options: { conversionTracker: TRACKER } });
    book();
    await run.settle(50);
    subtle.mockRestore();
    expect(spy.mock.calls[0][2]).toMatchObject({ customerEmail: fallbackHash('mette.holm@example.dk') });
  });
});

describe('impactConversion', () => {
  it('without line items, one row: the stay before its discount, the configured category', () => {
    const p = { reservation_id: 'R1', total: 1000, currency: 'SEK', promo_code: null, line_items: {}, listing_id: '7', listing_name: 'Stuga' };
    expect(impactConversion(p, 'h', { program: 1, category: 'cottage' })).toEqual({
      orderId: 'R1', customerId: '', customerEmail: 'h', currencyCode: 'SEK', orderPromoCode: '', orderDiscount: 0,
      items: [{ subTotal: 1000, category: 'cottage', sku: '7', quantity: 1, name: 'Stuga' }],
    });
  });
});

describe('guestEmail', () => {
  it("reads the call's field, the page URL's, an input or a node; anything without an @ is none", () => {
    const source = (param: string | null, withCall = false) => ({ param: () => param, call: withCall ? {} : null }) as any;
    expect(guestEmail(source(' A@B.dk ', true), 'email')).toBe('a@b.dk');
    document.body.innerHTML = '<input id="guest-email" value="ole@example.no"><p class="mail">kari@example.no</p>';
    expect(guestEmail(source(null, true), '.mail')).toBe('kari@example.no');
    expect(guestEmail(source(null), '#guest-email')).toBe('ole@example.no');
    expect(guestEmail(source(null), '.mail')).toBe('kari@example.no');
    expect(guestEmail(source('nope'), 'email')).toBeNull();
    expect(guestEmail(source('x@y.z'))).toBeNull();
  });
});
