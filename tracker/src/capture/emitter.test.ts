// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderContext, SiteMapping } from '../core/types';
import { createEmitter } from './emitter';
import { LAST_QUOTE, readLastQuote, saveLastQuote, SEARCH_STATE } from './journey';
import { quotePayload } from './events';

function fakeCtx(site: Partial<SiteMapping> = {}) {
  return {
    site: { host: 'localhost', provider: 'demo', ...site },
    track: vi.fn(),
    log: vi.fn(),
    report: vi.fn(),
    isDisabled: () => false,
  } satisfies ProviderContext;
}
const sent = (ctx: ReturnType<typeof fakeCtx>) => ctx.track.mock.calls.map(([action, payload]) => ({ action, ...payload }));
const stay = { listing_id: 'L1', checkin: '2026-07-01', checkout: '2026-07-08', guests_adults: 2 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(() => vi.useRealTimers());

describe('search', () => {
  it('is not resent when identical, is when it changes', () => {
    const ctx = fakeCtx();
    const emit = createEmitter(ctx);
    expect(emit('search', { result_count: 5 })).toMatchObject({ result_count: 5 });
    expect(emit('search', { result_count: '5' })).toBeNull();
    expect(ctx.log).toHaveBeenCalledWith('Search unchanged');
    emit('search', { result_count: 6 });
    expect(sent(ctx).map((e) => e.result_count)).toEqual([5, 6]);
  });
  it('dedupe state survives a reload (localStorage __beacon_search) and expires after 30 idle minutes', () => {
    vi.useFakeTimers();
    createEmitter(fakeCtx())('search', { result_count: 5 });
    expect(JSON.parse(localStorage.getItem(SEARCH_STATE) as string)).toMatchObject({ sig: expect.stringContaining('"result_count":5') });
    const reload = fakeCtx();
    createEmitter(reload)('search', { result_count: 5 });
    expect(reload.track).not.toHaveBeenCalled();
    vi.advanceTimersByTime(31 * 60e3);
    const later = fakeCtx();
    createEmitter(later)('search', { result_count: 5 });
    expect(later.track).toHaveBeenCalledTimes(1);
  });
  it('applies the slug map on the first search of a page only (lists added, other fields replaced); a reload is not resent', () => {
    history.replaceState(null, '', '/destinations/maui-beach?x=1');
    const site = { slugMap: { 'maui-beach': { locations: ['Maui'], amenities: ['Beach'], currency: 'usd' } } };
    const ctx = fakeCtx(site);
    const emit = createEmitter(ctx);
    emit('search', { result_count: 3, locations: ['Hawaii'] });
    emit('search', { result_count: 4, locations: ['Hawaii'] });
    expect(sent(ctx)).toMatchObject([
      { locations: ['Hawaii', 'Maui'], amenities: ['Beach'], currency: 'USD', result_count: 3 },
      { locations: ['Hawaii'], amenities: [], currency: null, result_count: 4 },
    ]);
    // reloading the landing page: its mapped first search differs from the last search sent (the filtered
    // one), so it goes out again, and then not on further reloads
    const again = fakeCtx(site);
    createEmitter(again)('search', { result_count: 3, locations: ['Hawaii'] });
    const third = fakeCtx(site);
    createEmitter(third)('search', { result_count: 3, locations: ['Hawaii'] });
    expect(sent(again)).toMatchObject([{ locations: ['Hawaii', 'Maui'] }]);
    expect(third.track).not.toHaveBeenCalled();
  });
  it('a slug key not in the URL is not applied', () => {
    history.replaceState(null, '', '/search');
    const ctx = fakeCtx({ slugMap: { 'maui-beach': { locations: ['Maui'] } } });
    createEmitter(ctx)('search', { result_count: 1 });
    expect(sent(ctx)[0].locations).toEqual([]);
  });
});

describe('property', () => {
  it('the same listing is sent once per page', () => {
    const ctx = fakeCtx();
    const emit = createEmitter(ctx);
    emit('property', { listing_id: 7, listing_name: 'Loft' });
    emit('property', { listing_id: '7', listing_name: 'Loft' });
    emit('property', { listing_id: 8, listing_name: 'Barn' });
    expect(sent(ctx).map((e) => e.listing_id)).toEqual(['7', '8']);
  });
});

describe('quote', () => {
  it('is skipped without checkin or checkout', () => {
    const ctx = fakeCtx();
    const emit = createEmitter(ctx);
    expect(emit('quote', { ...stay, checkout: null, total: 100 })).toBeNull();
    expect(emit('quote', { ...stay, checkin: 'soon', total: 100 })).toBeNull();
    expect(ctx.track).not.toHaveBeenCalled();
  });
  it('is skipped with neither total nor error; an error alone is sent with success false', () => {
    const ctx = fakeCtx();
    const emit = createEmitter(ctx);
    expect(emit('quote', stay)).toBeNull();
    expect(emit('quote', { ...stay, error_message: { checkin: ['Minimum stay 3 nights'] } })).toMatchObject({
      error_message: 'checkin - Minimum stay 3 nights.',
      success: false,
      total: null,
    });
  });
  it('suppresses an identical repeat ("No change in quote")', () => {
    const ctx = fakeCtx();
    const emit = createEmitter(ctx);
    emit('quote', { ...stay, total: 700 });
    expect(emit('quote', { ...stay, total: '700.00' })).toBeNull();
    expect(ctx.log).toHaveBeenCalledWith('No change in quote');
    emit('quote', { ...stay, total: 800 });
    expect(ctx.track).toHaveBeenCalledTimes(2);
  });
  it('sameQuote: a quote with a total whose chosen fields equal the previous one is a repeat, even with more detail', () => {
    const ctx = fakeCtx();
    const emit = createEmitter(ctx, { sameQuote: ['total', 'checkin', 'checkout', 'line_items'] });
    const quick = { ...stay, total: 700, line_items: { Rent: 650, Cleaning: 50 } };
    expect(emit('quote', quick)).not.toBeNull();
    expect(emit('quote', { ...quick, guests_children: 1, payments: { '2026-06-01': 200 } })).toBeNull();
    expect(ctx.log).toHaveBeenCalledWith('Quote repeats the previous one', ['total', 'checkin', 'checkout', 'line_items']);
    expect(emit('quote', { ...quick, line_items: { Rent: 650, Cleaning: 60 } })).not.toBeNull();
    expect(emit('quote', { ...quick, total: null, error_message: 'Unavailable' })).not.toBeNull();
    expect(ctx.track).toHaveBeenCalledTimes(3);
  });
  it('without sameQuote a quote adding detail is sent', () => {
    const ctx = fakeCtx();
    const emit = createEmitter(ctx);
    emit('quote', { ...stay, total: 700 });
    expect(emit('quote', { ...stay, total: 700, guests_children: 1 })).not.toBeNull();
  });
  it('ignores a smaller total for the same listing, dates and guests; other keys are independent', () => {
    const ctx = fakeCtx();
    const emit = createEmitter(ctx);
    emit('quote', { ...stay, total: 900 });
    expect(emit('quote', { ...stay, total: 250 })).toBeNull(); // a deposit answer after the full price
    expect(emit('quote', { ...stay, guests_adults: 1, total: 850 })).not.toBeNull();
    expect(emit('quote', { ...stay, checkout: '2026-07-05', total: 500 })).not.toBeNull();
    expect(emit('quote', { ...stay, total: 950 })).not.toBeNull();
    expect(sent(ctx).map((e) => e.total)).toEqual([900, 850, 500, 950]);
  });
  it('applies a default currency when the page names none: the site option, else the adapter’s', () => {
    const site = fakeCtx({ options: { currency: 'EUR' } });
    expect(createEmitter(site, { currency: 'USD' })('quote', { ...stay, total: 1 })).toMatchObject({ currency: 'EUR' });
    expect(createEmitter(fakeCtx(), { currency: 'USD' })('quote', { ...stay, total: 2 })).toMatchObject({ currency: 'USD' });
    expect(createEmitter(site, { currency: 'USD' })('quote', { ...stay, total: 3, currency: 'GBP' })).toMatchObject({ currency: 'GBP' });
    expect(createEmitter(fakeCtx())('quote', { ...stay, total: 4 })).toMatchObject({ currency: null });
  });
  it('stores a successful quote as the last quote; an error does not replace it', () => {
    const emit = createEmitter(fakeCtx());
    emit('quote', { ...stay, total: 700, line_items: { Rent: 600, Cleaning: 100 } });
    emit('quote', { ...stay, checkin: '2026-08-01', checkout: '2026-08-03', error_message: 'Not available' });
    expect(readLastQuote()).toMatchObject({ listing_id: 'L1', checkin: '2026-07-01', total: 700, line_items: { Rent: 600, Cleaning: 100 } });
  });
});

describe('conversion', () => {
  it('from a call: only with success or a reservation id; success false never', () => {
    const ctx = fakeCtx();
    const emit = createEmitter(ctx);
    expect(emit('conversion', { total: 10 })).toBeNull();
    expect(emit('conversion', { total: 10, success: false, reservation_id: 'R1' })).toBeNull();
    expect(emit('conversion', { total: 10, success: true })).not.toBeNull();
    expect(emit('conversion', { total: 11, reservation_id: 'R2' })).not.toBeNull();
    expect(ctx.track).toHaveBeenCalledTimes(2);
  });
  it('from the page (confirmation route/marker) it needs neither', () => {
    const ctx = fakeCtx();
    expect(createEmitter(ctx)('conversion', { total: 10 }, true)).toMatchObject({ total: 10, success: null });
  });
  it('carries the last quote’s dates, guests and total, then clears it', () => {
    saveLastQuote(quotePayload({ ...stay, listing_name: 'Loft', total: 700, currency: 'EUR', line_items: { Rent: 700 } }));
    const ctx = fakeCtx();
    const emit = createEmitter(ctx);
    expect(emit('conversion', { reservation_id: 'R9' })).toMatchObject({
      reservation_id: 'R9',
      listing_id: 'L1',
      listing_name: 'Loft',
      checkin: '2026-07-01',
      checkout: '2026-07-08',
      guests_adults: 2,
      total: 700,
      currency: 'EUR',
      line_items: { Rent: 700 },
    });
    expect(localStorage.getItem(LAST_QUOTE)).toBeNull();
    expect(sessionStorage.getItem(LAST_QUOTE)).toBeNull();
  });
  it('keeps the last quote when the conversion was not sent', () => {
    saveLastQuote(quotePayload({ ...stay, total: 700 }));
    createEmitter(fakeCtx())('conversion', { success: false });
    expect(readLastQuote()).not.toBeNull();
  });
  it('an identical conversion is sent once', () => {
    const ctx = fakeCtx();
    const emit = createEmitter(ctx);
    emit('conversion', { reservation_id: 'R1' });
    emit('conversion', { reservation_id: 'R1' });
    expect(ctx.track).toHaveBeenCalledTimes(1);
  });
});

it('page_upload passes through', () => {
  const ctx = fakeCtx();
  createEmitter(ctx)('page_upload', { bodyHTML: '<p>x</p>' });
  expect(ctx.track).toHaveBeenCalledWith('page_upload', { bodyHTML: '<p>x</p>' });
});
