// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './aspnet-webmethods';

const ORIGIN = 'https://www.dunes-example.test';
const PAGE = '<h1 class="property-name">Gulf Sands 301</h1>';
const method = (path: string, body: unknown, answer: unknown) =>
  publish(call('xhr', 'POST', ORIGIN + path, JSON.stringify(body), 200, JSON.stringify(answer), { 'content-type': 'application/json; charset=utf-8' }));
const onProperty = () => {
  (window as any).cal = { rentalId: 4418044, reservationsUrl: '/r' };
  return runAdapter('aspnet-webmethods', '/property-details/4418044/gulf-sands-301', PAGE);
};
/** The charges the calendar's GetQuote answers (as a collector's fixture of the real site lists them). */
const CHARGES = [
  ['Rent Charges', 5659.65], ['Departure Clean', 330], ['Resort Fee per Night', 98], ['Wristbands', 45],
  ['Tax', 735.93], ['Total', 6868.58], ['Deposit Due', 2747.43],
].map(([Charge, Amount]) => ({ Charge, Amount }));

describe('aspnet-webmethods', () => {
  afterEach(() => delete (window as any).cal);

  it('routes as its pathCases say', () => expect(pathProblems('aspnet-webmethods')).toEqual([]));

  it("a property page is the calendar's cal.rentalId and the <h1>", async () => {
    const run = onProperty();
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '4418044', listing_name: 'Gulf Sands 301' }]);
  });

  it('service.asmx/GetQuote: d as an object, unpadded M/D/YYYY dates, Total and Deposit Due kept out of the lines', async () => {
    const run = onProperty();
    method('/service.asmx/GetQuote', { RentalId: 4418044, Arrival: '6/6/2026', Departure: '6/13/2026', PromoCode: '' }, { d: { IsAvailable: true, Message: null, Charge: CHARGES } });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({
        listing_id: '4418044', listing_name: 'Gulf Sands 301', checkin: '2026-06-06', checkout: '2026-06-13', guests_adults: null,
        total: 6868.58, currency: 'USD', promo_code: null, success: true, error_message: null,
        line_items: { 'Rent Charges': 5659.65, 'Departure Clean': 330, 'Resort Fee per Night': 98, Wristbands: 45, Tax: 735.93 },
      }),
    ]);
  });

  it("GetQuote's refusal forwards its Message", async () => {
    const run = onProperty();
    method('/service.asmx/GetQuote', { RentalId: 4418044, Arrival: '7/4/2026', Departure: '7/11/2026', PromoCode: '' }, { d: { IsAvailable: false, Message: 'The selected dates are not available.', Charge: [] } });
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ checkin: '2026-07-04', total: null, success: false, error_message: 'The selected dates are not available.', line_items: {} })]);
  });

  it('GetPrice: d as JSON text, the party from the request; a refusal keeps its message', async () => {
    const run = onProperty();
    const ask = { propertyId: 4418044, arrival: '04/10/2027', departure: '04/17/2027', adults: 4, children: 1 };
    method('/web-methods/property-details.aspx/GetPrice', { ...ask, departure: '04/12/2027' }, { d: JSON.stringify({ Success: false, Total: 0, Lines: [], Message: 'Minimum stay for these dates is 3 nights.' }) });
    method('/web-methods/property-details.aspx/GetPrice', ask, { d: JSON.stringify({ Success: true, Total: 2788.84, Lines: [{ Name: 'Rent', Amount: 1995 }, { Name: 'Taxes', Amount: 320.84 }], Message: null }) });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkout: '2027-04-12', total: null, success: false, error_message: 'Minimum stay for these dates is 3 nights.' }),
      expect.objectContaining({ listing_id: '4418044', checkin: '2027-04-10', checkout: '2027-04-17', guests_adults: 4, guests_children: 1, total: 2788.84, success: true, line_items: { Rent: 1995, Taxes: 320.84 } }),
    ]);
  });

  it('property-search.aspx/DoAjaxSearch: the count from d, the filters from the request', async () => {
    const run = runAdapter('aspnet-webmethods', '/property-search.aspx', '<h1>Search Rentals</h1>');
    method('/property-search.aspx/DoAjaxSearch', { arrival: '04/10/2027', departure: '04/17/2027', adults: 4, children: 1, bedrooms: 2 }, { d: JSON.stringify({ TotalCount: 2, Results: [] }) });
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 2, checkin: '2027-04-10', checkout: '2027-04-17', guests_adults: [4, 4], guests_children: [1, 1], bedrooms: [2, 9999] }),
    ]);
  });

  it('other web methods are not ours', async () => {
    const run = runAdapter('aspnet-webmethods', '/property-search.aspx', '<h1>Search Rentals</h1>');
    method('/service.asmx/GetQuoteComment', { commentId: 1 }, { d: 'x' });
    method('/property-search.aspx/GetLocations', {}, { d: '[]' });
    await run.settle();
    expect(run.events()).toEqual([]);
  });
});
