// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './hostfully';

const UID = 'b3f1c2d4-8e5a-4c7b-9a21-6d0e4f7a9c35';
const ROOT = 'https://platform.hostfully.com/';
/** A JSONP answer as the widget's callback receives it: (state, data), recorded from the script's URL. */
const jsonp = (callback: string, path: string, state: boolean, data: object) =>
  publish(call('jsonp', 'GET', `${ROOT}${path.replace('?', `?jsoncallback=${callback}&`)}`, null, 200, JSON.stringify([state, data]), {}), callback);
const QUOTE = {
  element: '1', rent: 2023, extraGuestsFee: 210, taxationRateAmount: 267.96, subtotal: 2500.96, cleaningFeeAmount: 165, cleaningFeeTaxAmount: 19.8,
  fees: [{ name: 'Booking fee', amount: 49, taxAmount: null }, { name: 'Hot tub fee', amount: 75, taxAmount: '9.00' }],
  taxes: [{ name: 'Oregon State Lodging Tax', amount: 33.5 }], securityDepositAmount: 500,
  totalWithTaxes: 3352.26, totalWithTaxesWithoutSD: 2852.26, totalNights: 7, minimumStay: 3,
};
const quoteUrl = (q: string) => `api/lead_getquotewidget_api.jsp?propertyUID=${UID}&${q}&element=1`;
const w = window as any;

afterEach(() => delete w.widgetHelper);

describe('hostfully', () => {
  it("the property call is the property view; the quote's stay is in its URL, the total the one the widget shows", async () => {
    const run = runAdapter('hostfully', '/rentals/driftwood-cottage/', '<h1 class="rental-title">Driftwood Cottage</h1><div id="leadWidget"></div>');
    jsonp('jsonpCallbackProperty', `getproperty_api.jsp?propertyUID=${UID}&element=1`, true, { element: '1', uid: UID, currencySymbol: '$', price: 289 });
    jsonp('jsonpCallbackQuote', quoteUrl('guests=4&checkIn=2027-08-07&checkOut=2027-08-14&discountCode=null'), true, QUOTE);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: UID, listing_name: 'Driftwood Cottage' }]);
    const [quote] = run.events('quote');
    expect(quote).toMatchObject({ listing_id: UID, checkin: '2027-08-07', checkout: '2027-08-14', guests_adults: 4, promo_code: null, total: 2852.26, success: true });
    // every line the widget lists except the refundable deposit; they add up to the total
    expect(quote.line_items).toEqual({
      Rent: 2023, 'Extra Guests': 210, Taxes: 267.96, Cleaning: 165, 'Cleaning fee taxes': 19.8,
      'Booking fee': 49, 'Hot tub fee': 75, "Hot tub fee's taxes": 9, 'Oregon State Lodging Tax': 33.5,
    });
    expect(Object.values(quote.line_items as object).reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(2852.26, 2);
  });

  it("an embed with showTotalWithoutSD false shows the total with the deposit; a discount code is the promo and a negative line; the widget's currency", async () => {
    w.widgetHelper = { list: [{ config: { showTotalWithoutSD: true } }, { config: { showTotalWithoutSD: false }, property: { currencySymbol: '€' } }] };
    const run = runAdapter('hostfully', '/villa/', '<h1>Villa Azul</h1>');
    const discounted = { ...QUOTE, element: '2', discountCode: 202.3, discount: '10%', totalWithTaxes: 3149.96, totalWithTaxesWithoutSD: 2649.96 };
    jsonp('jsonpCallbackQuote', `api/lead_getquotewidget_api.jsp?propertyUID=X9&guests=2&checkIn=2027-08-07&checkOut=2027-08-14&element=2&discountCode=SUMMER10`, true, discounted);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: 'X9', total: 3149.96, currency: 'EUR', promo_code: 'SUMMER10', line_items: expect.objectContaining({ Discount: -202.3, Rent: 2023 }) }),
    ]);
  });

  it('a refused quote (state false) is unsuccessful, with its message; the sent inquiry is the conversion with the last quote', async () => {
    const run = runAdapter('hostfully', '/rentals/driftwood-cottage/', '<h1>Driftwood Cottage</h1>');
    jsonp('jsonpCallbackQuote', quoteUrl('guests=4&checkIn=2027-08-01&checkOut=2027-08-03&discountCode='), false, { element: '1', message: 'Minimum stay is 3 nights' });
    jsonp('jsonpCallbackQuote', quoteUrl('guests=4&checkIn=2027-08-07&checkOut=2027-08-14&discountCode='), true, QUOTE);
    jsonp('jsonpCallbackLead', `leadCaptureWidget_process.jsp?element=1&agencyID=77&checkIn=2027-08-07&checkOut=2027-08-14&guests=4&email=a%40b.c&propertyUID=${UID}`, true, { element: '1', name: 'Ana', checkIn: '2027-08-07', checkOut: '2027-08-14', guests: 4 });
    await run.settle();
    expect(run.events('quote')[0]).toMatchObject({ checkin: '2027-08-01', total: null, success: false, error_message: 'Minimum stay is 3 nights' });
    expect(run.events('conversion')).toEqual([
      expect.objectContaining({ listing_id: UID, checkin: '2027-08-07', checkout: '2027-08-14', guests_adults: 4, total: 2852.26, line_items: expect.objectContaining({ Rent: 2023 }) }),
    ]);
  });

  it('a lead the platform refused is no conversion', async () => {
    const run = runAdapter('hostfully', '/rentals/driftwood-cottage/', '<h1>Driftwood Cottage</h1>');
    jsonp('jsonpCallbackLead', `leadCaptureWidget_process.jsp?element=1&checkIn=2027-08-07&checkOut=2027-08-14&guests=4&propertyUID=${UID}`, false, { element: '1' });
    await run.settle();
    expect(run.events('conversion')).toEqual([]);
  });
});
