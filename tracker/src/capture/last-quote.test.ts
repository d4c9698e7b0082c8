// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLastQuote, LAST_QUOTE, readLastQuote, saveLastQuote, withLastQuote } from './last-quote';
import { conversionPayload, quotePayload } from './events';

const quote = quotePayload({
  listing_id: 'L1',
  listing_name: 'Loft',
  checkin: '2026-07-01',
  checkout: '2026-07-08',
  guests_adults: 2,
  guests_children: 1,
  total: 700,
  currency: 'EUR',
  line_items: { Rent: 650, Cleaning: 50 },
  payments: { '2026-06-01': 700 },
  promo_code: 'SUMMER',
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('last quote store', () => {
  it('writes __beaconLastQuote to local and session storage, only the quote fields', () => {
    saveLastQuote(quote);
    const local = JSON.parse(localStorage.getItem(LAST_QUOTE) as string);
    expect(JSON.parse(sessionStorage.getItem(LAST_QUOTE) as string)).toEqual(local);
    expect(local).toMatchObject({ listing_id: 'L1', total: 700, guests_children: 1, promo_code: 'SUMMER', payments: { '2026-06-01': 700 } });
    expect(local).not.toHaveProperty('success');
    expect(local).not.toHaveProperty('error_message');
  });
  it('reads the session copy first, local storage after a new tab', () => {
    saveLastQuote(quote);
    sessionStorage.setItem(LAST_QUOTE, JSON.stringify({ ...quote, total: 1, t: Date.now() }));
    expect(readLastQuote()?.total).toBe(1);
    sessionStorage.clear();
    expect(readLastQuote()?.total).toBe(700);
  });
  it('ignores quotes older than a day and junk', () => {
    vi.useFakeTimers();
    saveLastQuote(quote);
    vi.advanceTimersByTime(864e5 + 1);
    expect(readLastQuote()).toBeNull();
    localStorage.setItem(LAST_QUOTE, '{not json');
    expect(readLastQuote()).toBeNull();
  });
  it('clear removes both copies', () => {
    saveLastQuote(quote);
    clearLastQuote();
    expect(readLastQuote()).toBeNull();
    expect(localStorage.getItem(LAST_QUOTE)).toBeNull();
  });
});

describe('withLastQuote', () => {
  it('fills only unset fields of the conversion', () => {
    const c = withLastQuote(conversionPayload({ reservation_id: 'R1', total: 720, line_items: {} }), quote);
    expect(c).toMatchObject({ reservation_id: 'R1', total: 720, checkin: '2026-07-01', guests_adults: 2, line_items: { Rent: 650, Cleaning: 50 } });
  });
  it('does not mix a quote for another listing in', () => {
    const c = withLastQuote(conversionPayload({ listing_id: 'L2' }), quote);
    expect(c.checkin).toBeNull();
  });
  it('without a stored quote the conversion is unchanged', () => {
    const c = conversionPayload({ reservation_id: 'R1' });
    expect(withLastQuote(c)).toEqual(c);
  });
});
