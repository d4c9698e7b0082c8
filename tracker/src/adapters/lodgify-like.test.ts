// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { saveLastQuote } from '../capture/journey';
import { quotePayload } from '../capture/events';
import { call, publish } from '../net/bus';
import './lodgify-like';

const PAGE = '<article class="property" data-property-id="436901"><h1 class="property-name">Casa do Mar</h1></article>';
const STAY = 'arrival=2026-07-11&departure=2026-07-18&adults=2&children=1';
const quotation = (status: number, answer: unknown, stay = STAY) =>
  publish(call('fetch', 'GET', `${location.origin}/v2/websites/rates/property/436901/quotation?${stay}`, null, status, JSON.stringify(answer), {}));
const price = (status: number, answer: unknown) =>
  publish(call('fetch', 'POST', `${location.origin}/api/v1/checkout/price`, JSON.stringify({ propertyId: 436901, arrival: '2026-07-11', departure: '2026-07-18', adults: 2, children: 1 }), status, JSON.stringify(answer), {}));

describe('lodgify-like', () => {
  it('quotation: minPrice and currencyCode, the property id from the path; the repeat is suppressed', async () => {
    const run = runAdapter('lodgify-like', '/en/casa-do-mar', PAGE);
    quotation(200, { minPrice: 2061.7, currencyCode: 'EUR' });
    await run.settle(30);
    quotation(200, { minPrice: 2061.7, currencyCode: 'EUR' });
    await run.settle(600);
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '436901', listing_name: 'Casa do Mar' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '436901', listing_name: 'Casa do Mar', checkin: '2026-07-11', checkout: '2026-07-18', guests_adults: 2, guests_children: 1, total: 2061.7, currency: 'EUR', success: true }),
    ]);
  });

  it('search: the lodging search with the stay of its query', async () => {
    const run = runAdapter('lodgify-like', '/en/all-properties?' + STAY);
    publish(call('fetch', 'GET', `${location.origin}/v2/websites/lodgings/search?${STAY}`, null, 200, JSON.stringify({ totalCount: 1, items: [{ id: 436901 }] }), {}));
    await run.settle(30);
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 1, checkin: '2026-07-11', checkout: '2026-07-18', guests_adults: [2, 2], guests_children: [1, 1] })]);
    expect(run.events('property')).toEqual([]);
  });

  it('a non-200 answer: null ids and total, detail as the error', async () => {
    const run = runAdapter('lodgify-like', '/en/casa-do-mar', PAGE);
    quotation(400, { title: 'Bad Request', status: 400, detail: 'The minimum stay for the selected dates is 3 nights.' }, 'arrival=2026-07-11&departure=2026-07-13&adults=2');
    price(409, { title: 'Conflict', status: 409, detail: 'The property is not available for the selected dates.', propertyId: 436901, totalPrice: { total: 1 } });
    await run.settle(30);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: null, listing_name: null, checkout: '2026-07-13', total: null, currency: 'EUR', success: false, error_message: 'The minimum stay for the selected dates is 3 nights.' }),
      expect.objectContaining({ listing_id: null, listing_name: null, total: null, success: false, error_message: 'The property is not available for the selected dates.' }),
    ]);
  });

  it('checkout price: totalPrice.total and the price types as line items', async () => {
    const run = runAdapter('lodgify-like', '/checkout/#/436901?' + STAY, '<h3 class="property-name">Casa do Mar</h3>');
    const types = [
      { description: 'Room Rate', subtotal: 1855 },
      { description: 'Fees', subtotal: 90 },
      { description: 'Taxes', subtotal: 116.7 },
    ];
    price(200, { propertyId: 436901, currencyCode: 'EUR', roomTypes: [{ priceTypes: types }], totalPrice: { total: 2061.7 } });
    await run.settle(30);
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '436901', total: 2061.7, line_items: { 'Room Rate': 1855, Fees: 90, Taxes: 116.7 }, guests_adults: 2 })]);
  });

  it('the confirmation route converts with the booking reference and the stored last quote', async () => {
    saveLastQuote(quotePayload({ listing_id: '436901', listing_name: 'Casa do Mar', checkin: '2026-07-11', checkout: '2026-07-18', total: 2061.7, currency: 'EUR' }));
    const stored = { ...localStorage };
    const run = runAdapter('lodgify-like', '/checkout/#/confirmation/7301145', '<strong id="booking-reference">7301145</strong>');
    for (const k of Object.keys(stored)) localStorage.setItem(k, stored[k]);
    await run.settle(150);
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '7301145', listing_id: '436901', checkin: '2026-07-11', total: 2061.7 })]);
  });

  it("the checkout's GET price call: totalPrice.total, rent, fee and tax details, scheduled payments", async () => {
    const run = runAdapter('lodgify-like', '/en/561512/neutral-studio', '<h1>Neutral Studio</h1>');
    const answer = {
      propertyId: 561512,
      rentalPrice: { total: 700, nightlyPrice: 100, nights: 7 },
      fees: { total: 60, details: [{ name: 'Cleaning fee', value: 60 }] },
      localTaxes: { total: 21, details: [{ name: 'Tourist tax', value: 21 }] },
      totalPrice: { total: 781, amountToPay: 234.3 },
      scheduledPayments: { payments: [{ name: 'Now', amount: 234.3, isCurrent: true }, { name: '2026-07-04', amount: 546.7, isCurrent: false }] },
      currencyCode: 'USD',
    };
    publish(call('fetch', 'GET', 'https://checkout.lodgify.com/api/v1/checkout/price?propertyId=561512&arrival=2026-07-11&departure=2026-07-18&guests=3&currency=USD', null, 200, JSON.stringify(answer), {}));
    publish(call('fetch', 'GET', 'https://checkout.lodgify.com/api/v1/checkout/price?propertyId=561512&arrival=2026-07-11&departure=2026-07-12&guests=3&currency=USD', null, 400, JSON.stringify({ title: 'Minimum stay is 2 nights', status: 400 }), {}));
    await run.settle(30);
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '561512', listing_name: 'Neutral Studio' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '561512', listing_name: 'Neutral Studio', checkin: '2026-07-11', checkout: '2026-07-18', guests_adults: 3, total: 781, currency: 'USD', line_items: { Rent: 700, 'Cleaning fee': 60, 'Tourist tax': 21 }, success: true }),
      expect.objectContaining({ listing_id: null, checkout: '2026-07-12', total: null, success: false, error_message: 'Minimum stay is 2 nights' }),
    ]);
  });

  it('a slug-only unit page names its property in its JSON-LD; the v3 rate call reads its PascalCase query', async () => {
    const ld = '<script type="application/ld+json">{"@type":"Accommodation","identifier":"561512","name":"Neutral Studio"}</script>';
    const run = runAdapter('lodgify-like', '/en/neutral-studio---pool-garden-access---gf', ld + '<h1>Neutral Studio</h1>');
    publish(call('fetch', 'GET', 'https://websiteserver.lodgify.com/v3/websites/rates/website/479059/language/en/property/561512?Arrival=2026-07-11&Departure=2026-07-18&People=2', null, 200, JSON.stringify({ minPrice: 700, currencyCode: 'USD' }), {}));
    await run.settle(30);
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '561512', listing_name: 'Neutral Studio' }]);
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '561512', checkin: '2026-07-11', checkout: '2026-07-18', guests_adults: 2, total: 700, currency: 'USD' })]);
  });
});
