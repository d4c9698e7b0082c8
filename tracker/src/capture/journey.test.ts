// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLastQuote, handleOnce, LAST_QUOTE, markHandled, readLastQuote, recall, remember, saveLastQuote, searchRepeats, wasHandled, withLastQuote } from './journey';
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

describe('an adapter scope: remember / recall', () => {
  beforeEach(() => sessionStorage.clear());
  it('gives back the fields kept under a key, in their scope only, under __beacon_journey_<scope>', () => {
    remember('g:quotes', 'q1', { listing_id: 'L1', checkin: '2026-07-01', line_items: { Rent: 500 } });
    expect(recall('g:quotes', 'q1')).toEqual({ listing_id: 'L1', checkin: '2026-07-01', line_items: { Rent: 500 } });
    expect(recall('g:quotes', 'q2')).toBeNull();
    expect(recall('other', 'q1')).toBeNull();
    expect(recall('g:quotes', null)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('__beacon_journey_g:quotes') as string)[0][0]).toBe('q1');
  });
  it('a newer entry under the same key replaces the older; the newest 20 are kept', () => {
    remember('s', 'k', { total: 1 });
    remember('s', 'k', { total: 2 });
    expect(recall('s', 'k')).toEqual({ total: 2 });
    for (let i = 0; i < 20; i++) remember('s', i, { total: i });
    expect(recall('s', 'k')).toBeNull();
    expect(recall('s', 0)).toEqual({ total: 0 });
  });
  it('keeps nothing under an unknown key', () => {
    remember('s', null, { total: 1 });
    expect(sessionStorage.getItem('__beacon_journey_s')).toBeNull();
  });
});

describe('an adapter scope: handled ids (once per reservation)', () => {
  beforeEach(() => sessionStorage.clear());
  it('marks an id in its scope only, as text', () => {
    expect(wasHandled('a:booked', 'R1')).toBe(false);
    markHandled('a:booked', 30417);
    expect(wasHandled('a:booked', '30417')).toBe(true);
    expect(wasHandled('b:booked', '30417')).toBe(false);
  });
  it('handleOnce is true the first time only; an unknown id is never handled', () => {
    expect(handleOnce('s', 'GY-1')).toBe(true);
    expect(handleOnce('s', 'GY-1')).toBe(false);
    expect(handleOnce('s', null)).toBe(false);
    markHandled('s', null);
    expect(wasHandled('s', null)).toBe(false);
  });
  it('keeps the newest 20 ids of a scope', () => {
    for (let i = 1; i <= 21; i++) markHandled('s', i);
    expect(wasHandled('s', 1)).toBe(false);
    expect(wasHandled('s', 2)).toBe(true);
    expect(wasHandled('s', 21)).toBe(true);
  });
  it('ignores a damaged store', () => {
    sessionStorage.setItem('__beacon_journey_s', '{"not":"a list"}');
    expect(wasHandled('s', 'x')).toBe(false);
    expect(handleOnce('s', 'x')).toBe(true);
    sessionStorage.setItem('__beacon_journey_s', '[1, ["y", {}]]');
    expect(wasHandled('s', 'y')).toBe(true);
  });
});

describe('the last search', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());
  it('repeats within 30 idle minutes only', () => {
    vi.useFakeTimers();
    expect(searchRepeats('a')).toBe(false);
    expect(searchRepeats('a')).toBe(true);
    expect(searchRepeats('b')).toBe(false);
    vi.advanceTimersByTime(18e5);
    expect(searchRepeats('b')).toBe(false);
  });
});
