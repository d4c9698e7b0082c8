import { describe, expect, it } from 'vitest';
import { amounts, conversionPayload, currency, exact, flattenErrors, list, propertyPayload, quotePayload, range, searchPayload } from './events';

const SEARCH_KEYS = 'result_count checkin checkout checkin_flex checkout_flex bedrooms bathrooms guests_adults guests_children price currency property_types locations amenities';
const QUOTE_KEYS = 'listing_id listing_name checkin checkout guests_adults guests_children total currency promo_code line_items payments error_message success';
const CONVERSION_KEYS = 'listing_id listing_name checkin checkout guests_adults guests_children total currency promo_code line_items payments reservation_id success';
const keys = (o: object) => Object.keys(o).sort();
const spaced = (s: string) => s.split(' ').sort();

describe('searchPayload', () => {
  it('has every field of spec 3: unknowns null, lists empty, result count 0', () => {
    const p = searchPayload({});
    expect(keys(p)).toEqual(spaced(SEARCH_KEYS));
    expect(p).toEqual({
      result_count: 0,
      checkin: null,
      checkout: null,
      checkin_flex: null,
      checkout_flex: null,
      bedrooms: null,
      bathrooms: null,
      guests_adults: null,
      guests_children: null,
      price: null,
      currency: null,
      property_types: [],
      locations: [],
      amenities: [],
    });
  });
  it('normalises scraped values', () => {
    const p = searchPayload({
      result_count: 'Showing 1-20 of 1.234 results',
      checkin: '14/02/2026',
      checkout: '2026-02-21',
      checkin_flex: '3',
      bedrooms: '2-4',
      bathrooms: '0',
      guests_adults: 4,
      guests_children: [1, 2],
      price: '€100 - €1.500',
      currency: '€',
      property_types: ['Villa', ' Villa ', 'Cottage', ''],
      locations: 'Maui',
      amenities: ['Pool', 'Any Features', 'any features', 'WiFi'],
    });
    expect(p).toMatchObject({
      result_count: 1234,
      checkin: '2026-02-14',
      checkout: '2026-02-21',
      checkin_flex: 3,
      checkout_flex: null,
      bedrooms: [2, 4],
      bathrooms: null,
      guests_adults: [4, null],
      guests_children: [1, 2],
      price: [100, 1500],
      currency: 'EUR',
      property_types: ['Villa', 'Cottage'],
      locations: ['Maui'],
      amenities: ['Pool', 'WiFi'],
    });
  });
  it('treats the site bounds as unset', () => {
    // spec 5: "0" is unset; spec 9: the maxima default to 9999, which is sent as the maximum
    expect(searchPayload({ bedrooms: '0', bathrooms: [0, null] }).bedrooms).toBeNull();
    expect(searchPayload({ bedrooms: [0, 9999], bathrooms: [1, 9999] }).bedrooms).toEqual([null, 9999]);
    expect(searchPayload({ bathrooms: [1, 9999] }).bathrooms).toEqual([1, 9999]);
    expect(searchPayload({ price: [0, 5000] }, { price: [0, 5000] }).price).toBeNull();
    expect(searchPayload({ price: [50, 5000] }, { price: [0, 5000] }).price).toEqual([50, null]);
    expect(searchPayload({ price: [0, 5000] }).price).toEqual([0, 5000]); // no price bound by default: 0 is a number
  });
  it('sends "n or more" bedrooms and bathrooms with the 9999 maximum (spec 9); other ranges keep an open side', () => {
    const p = searchPayload({ bedrooms: '3', bathrooms: [2, null], guests_adults: [2, null], price: [100, null] });
    expect([p.bedrooms, p.bathrooms, p.guests_adults, p.price]).toEqual([[3, 9999], [2, 9999], [2, null], [100, null]]);
    expect(searchPayload({ bedrooms: [null, 4] }).bedrooms).toEqual([null, 4]);
  });
  it('never yields NaN or empty strings', () => {
    const p = searchPayload({ result_count: 'n/a', checkin: 'soon', bedrooms: 'many', currency: 'euros', locations: ['', '  '] });
    expect(JSON.stringify(p)).not.toMatch(/NaN|""/);
    expect(p.result_count).toBe(0);
  });
});

describe('propertyPayload', () => {
  it('ids are strings; the name stands in for a missing id', () => {
    expect(propertyPayload({ listing_id: 123, listing_name: ' Sea  Loft ' })).toEqual({ listing_id: '123', listing_name: 'Sea Loft' });
    expect(propertyPayload({ listing_name: 'Sea Loft' })).toEqual({ listing_id: 'Sea Loft', listing_name: 'Sea Loft' });
    expect(propertyPayload({})).toEqual({ listing_id: null, listing_name: null });
  });
});

describe('quotePayload', () => {
  it('has every field and derives success from total and error', () => {
    const q = quotePayload({ checkin: '2026-07-01', checkout: '2026-07-08', total: '1.234,50 €' });
    expect(keys(q)).toEqual(spaced(QUOTE_KEYS));
    expect(q).toMatchObject({ total: 1234.5, success: true, error_message: null, line_items: {}, payments: {}, guests_adults: null });
    expect(quotePayload({ total: 10, error_message: 'Minimum stay is 3 nights' }).success).toBe(false);
    expect(quotePayload({}).success).toBe(false);
    expect(quotePayload({ total: 10, success: 'false' }).success).toBe(false);
    expect(quotePayload({ success: 1 }).success).toBe(true);
  });
  it('line items: priced lines kept, declined dropped, labels cleaned, repeats summed to the cent', () => {
    const q = quotePayload({
      line_items: { Rent: '1.000,00', ' Cleaning  fee ': 80, Taxes: null, 'Card declined': 10 },
    });
    expect(q.line_items).toEqual({ Rent: 1000, 'Cleaning fee': 80 });
    expect(amounts([['Fee', 0.1], ['Fee', 0.2], ['x', 'n/a']])).toEqual({ Fee: 0.3 });
  });
  it('payments are keyed by yyyy-mm-dd; undatable keys dropped', () => {
    expect(quotePayload({ payments: { '01/03/2026': '500', 'later': 20, '2026-04-01': 734.5 } }).payments).toEqual({
      '2026-03-01': 500,
      '2026-04-01': 734.5,
    });
  });
  it('guests are integers; an errors object is flattened', () => {
    const q = quotePayload({ guests_adults: '2 adults', guests_children: '1.7', error_message: { checkin: ['is required', 'must be a date'] } });
    expect(q).toMatchObject({ guests_adults: 2, guests_children: 1, error_message: 'checkin - is required,must be a date.', success: false });
  });
});

describe('conversionPayload', () => {
  it('has every field; success only when said', () => {
    const c = conversionPayload({ reservation_id: 987, total: '$1,200.00' });
    expect(keys(c)).toEqual(spaced(CONVERSION_KEYS));
    expect(c).toMatchObject({ reservation_id: '987', total: 1200, success: null });
    expect(conversionPayload({ success: 'yes' }).success).toBe(true);
    expect(conversionPayload({ success: false }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('flattenErrors', () => {
    expect(flattenErrors({ field: ['a', 'b'] })).toBe('field - a,b.');
    expect(flattenErrors({ checkin: ['required.'], guests: 'too many' })).toBe('checkin - required. guests - too many.');
    expect(flattenErrors(['x', { y: ['z'] }])).toBe('x,y - z.');
    expect(flattenErrors('  Not   available ')).toBe('Not available');
    expect(flattenErrors(null)).toBeNull();
    expect(flattenErrors({})).toBeNull();
    expect(flattenErrors(false)).toBeNull();
  });
  it('currency', () => {
    expect(currency('eur')).toBe('EUR');
    expect(currency('£')).toBe('GBP');
    expect(currency('R$')).toBe('BRL');
    expect(currency('$')).toBe('USD');
    expect(currency('Euro')).toBeNull();
    expect(currency(undefined)).toBeNull();
  });
  it('range', () => {
    expect(range('1-3')).toEqual([1, 3]);
    expect(range('50,200')).toEqual([50, 200]);
    expect(range([null, 7])).toEqual([null, 7]);
    expect(range('')).toBeNull();
    expect(range('abc')).toBeNull();
  });
  it('exact: n is [n, n], where n alone means n or more; unknown n is null', () => {
    expect(range(exact('2'))).toEqual([2, 2]);
    expect(range('2')).toEqual([2, null]);
    expect(searchPayload({ guests_adults: exact(3), guests_children: exact('0') })).toMatchObject({ guests_adults: [3, 3], guests_children: [0, 0] });
    expect(range(exact(null))).toBeNull();
    expect(range(exact(''))).toBeNull();
  });
  it('list', () => {
    expect(list(['a', 'a', ' b ', 3])).toEqual(['a', 'b', '3']);
    expect(list(null)).toEqual([]);
  });
});
