// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import './escapia';

// The ColdFusion engine's detail page: #refineForm (details-datepicker) and the panel heading.
const DETAIL = (code: string, name: string) => `<div class="panel-heading"><h1>${name} <span>Destin</span></h1></div>
<form id="refineForm"><input type="hidden" name="formtype" value="details-datepicker"><input type="hidden" name="propertyid" value="${code}"></form>`;
const RATES = (total: number) =>
  `<ul class="property-cost-list"><li>Rent <span class="text-right">$1,425.00</li></ul><div class="pdp-quote-total">Total <span class="text-right">$${total}</span></div><a id="detailBookBtn" href="/rentals/book-now.cfm">Book Now</a><input type="hidden" id="splitCalcTotalVal" value="${total}">`;
const pdp = (from: string, to: string, code = 'SAND412') =>
  `formtype=details-datepicker&page=0&propertyid=${code}&unitshortname=x&redskyclient=no&strcheckin=${encodeURIComponent(from)}&strcheckout=${encodeURIComponent(to)}`;
const PDP_URL = 'https://www.example.com/rentals/ajax/get-pdp-rates.cfm';

describe('escapia', () => {
  it('the detail page is the property; get-pdp-rates.cfm (MM/DD/YYYY) is the quote, total from #splitCalcTotalVal', async () => {
    const run = runAdapter('escapia', '/rentals/sandpiper-412', DETAIL('SAND412', 'Sandpiper 412'));
    run.ajax(pdp('12/14/2026', '12/19/2026'), RATES(1880.48), PDP_URL);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: 'SAND412', listing_name: 'Sandpiper 412' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: 'SAND412', listing_name: 'Sandpiper 412', checkin: '2026-12-14', checkout: '2026-12-19', total: 1880.48, currency: 'USD', success: true, error_message: null }),
    ]);
  });

  it('refusals: the alert-danger text (not the minimum-stay alert-success), and a bare "No" answer', async () => {
    const run = runAdapter('escapia', '/rentals/sandpiper-412', DETAIL('SAND412', 'Sandpiper 412'));
    run.ajax(pdp('12/21/2026', '12/26/2026'), '<div class="alert alert-success">This unit has a <b>3 night</b> minimum.</div><div class="alert alert-danger">The unit is not available.</div>', PDP_URL);
    run.ajax(pdp('01/02/2027', '01/09/2027'), '\n No \n', PDP_URL);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkin: '2026-12-21', total: null, success: false, error_message: 'The unit is not available.' }),
      expect.objectContaining({ checkin: '2027-01-02', checkout: '2027-01-09', total: null, success: false, error_message: 'No' }),
    ]);
  });

  it('the older EVRN_UnitStayRQ-detail-post.cfm (unitcode, strCheckin) and the spec path /Escapia/UnitStay', async () => {
    const run = runAdapter('escapia', '/cabins/laurel/', '<h1>Laurel</h1><input name="unitcode" value="CAB9">');
    run.ajax('formtype=details-datepicker&page=0&unitcode=CAB9&strCheckin=07%2F01%2F2027&strCheckout=07%2F05%2F2027&flexible_dates=No', '<table><tr><th>Total</th><td>$912.50</td></tr></table><input id="splitCalcTotalVal" value="912.5">', 'https://www.example.com/booking/api/EVRN_UnitStayRQ-detail-post.cfm');
    run.ajax('UnitCode=CAB9&strcheckin=2027-08-01&strcheckout=2027-08-04', { total: 640 }, 'https://www.example.com/Escapia/UnitStay');
    await run.settle();
    expect(run.events('quote').map((e) => [e.listing_id, e.checkin, e.total])).toEqual([
      ['CAB9', '2027-07-01', 912.5],
      ['CAB9', '2027-08-01', 640],
    ]);
  });

  it('results.cfm: the count is the NUMRESULTS cookie the answer set, else the cards; the party is sleeps', async () => {
    const run = runAdapter('escapia', '/rentals/results.cfm');
    const cards = '<div class="results-list-property" data-propertyid="A"></div><div class="results-list-property" data-propertyid="B"></div>';
    run.ajax('strCheckin=12%2F14%2F2026&strCheckout=12%2F19%2F2026&sleeps=5&bedrooms=2&page=0&sortBy=random', cards, 'https://www.example.com/rentals/ajax/results.cfm');
    await run.settle();
    document.cookie = 'NUMRESULTS=37; path=/';
    run.ajax('strCheckin=12%2F14%2F2026&strCheckout=12%2F21%2F2026&sleeps=5&page=0', cards, 'https://www.example.com/rentals/ajax/results.cfm');
    await run.settle();
    document.cookie = 'NUMRESULTS=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 2, checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: [5, 5], bedrooms: [2, 9999] }),
      expect.objectContaining({ result_count: 37, checkout: '2026-12-21' }),
    ]);
  });

  it('book-now-confirm.cfm: the reservation code (the join with the last quote is checked by the golden)', async () => {
    const done = runAdapter('escapia', '/rentals/book-now-confirm.cfm', '<div class="booking booking-confirm"><p><strong>Your reservation code is: 508811</strong></p></div>');
    await done.settle();
    const form = runAdapter('escapia', '/rentals/book-now.cfm?propertyid=SAND412', '<form id="bookNowForm"></form>');
    await form.settle();
    expect(form.events()).toEqual([]);
    expect(done.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '508811' })]);
  });

  it('the ASP.NET variant: GetUnits d.TotalCount, /Unit/Rate/<code> flat JSON, /Escapia/UnitStay EVRN JSON, resconfirmation.aspx', async () => {
    const results = runAdapter('escapia', '/vacation/all/searchresults.aspx');
    results.ajax('{"strCheckin":"03/14/2027","strCheckout":"03/19/2027","sleeps":"6","bedrooms":"2"}', { d: { TotalCount: 2, Units: [] } }, 'https://www.example.com/vacation/all/searchresults.aspx/GetUnits');
    await results.settle();
    expect(results.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2027-03-14', guests_adults: [6, 6], bedrooms: [2, 9999] })]);

    const unit = runAdapter('escapia', '/Unit/Details/GS301', '<div class="panel-heading"><h1>Island Sunrise 301 <small>Gulf Shores</small></h1></div><form id="stayForm"><input type="hidden" name="unitcode" value="GS301"></form>');
    unit.ajax('', { unitCode: 'GS301', total: 1722.12, error: null }, 'https://www.example.com/Unit/Rate/GS301?strcheckin=03%2F14%2F2027&strcheckout=03%2F19%2F2027&adults=6');
    unit.ajax('UnitCode=GS301&strCheckin=03%2F22%2F2027&strCheckout=03%2F26%2F2027&Adults=6', { Errors: [{ Type: '3', Value: 'Not available.' }] }, 'https://www.example.com/Escapia/UnitStay');
    unit.ajax('UnitCode=GS301&strCheckin=03%2F15%2F2027&strCheckout=03%2F19%2F2027&Adults=6', { UnitStay: { Total: { AmountBeforeTax: 1264, Taxes: { Amount: 164.32 } } } }, 'https://www.example.com/Escapia/UnitStay');
    await unit.settle();
    expect(unit.events('property')).toEqual([{ action: 'property', listing_id: 'GS301', listing_name: 'Island Sunrise 301' }]);
    expect(unit.events('quote').map((e) => [e.listing_id, e.checkin, e.guests_adults, e.total, e.success, e.error_message])).toEqual([
      ['GS301', '2027-03-14', 6, 1722.12, true, null],
      ['GS301', '2027-03-22', 6, null, false, 'Not available.'],
      ['GS301', '2027-03-15', 6, 1428.32, true, null],
    ]);

    const done = runAdapter('escapia', '/vacation/rental/resconfirmation.aspx', '<div class="booking booking-confirm"><p>Your confirmation number is <span id="reservationNumber">40217</span>.</p></div>');
    await done.settle();
    expect(done.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '40217' })]);
  });

  // EVRN_UnitStayRS's element names and the total's sum (demo-sites/escapia/SOURCES.md#site-escapia-b: JAXB class index file id
  // 17668882161; the engine's booknow, index file id 38279467305): the raw XML the spec's /Escapia/UnitStay may answer
  it('/Escapia/UnitStay answering the raw EVRN_UnitStayRS XML: Base, Fees, Total@AmountBeforeTax + Taxes; Errors/Error text with status 200', async () => {
    const run = runAdapter('escapia', '/Unit/Details/GS301', '<h1>Gulf Shores 301</h1>');
    const rs = (body: string) => `<?xml version="1.0" encoding="utf-8"?><EVRN_UnitStayRS xmlns="http://www.escapia.com/EVRN/2007/02" Version="1.0">${body}</EVRN_UnitStayRS>`;
    run.ajax('UnitCode=GS301&strCheckin=03%2F22%2F2027&strCheckout=03%2F26%2F2027&Adults=6', rs('<Errors><Error Type="3" Code="322">The unit is not available for the requested dates.</Error></Errors>'), 'https://www.example.com/Escapia/UnitStay');
    run.ajax(
      'UnitCode=GS301&strCheckin=03%2F15%2F2027&strCheckout=03%2F19%2F2027&Adults=6',
      rs(`<Success/><UnitStay><UnitRates><UnitRate><Rates><Rate><Base AmountBeforeTax="1100.00" CurrencyCode="USD"/>
<Fees><Fee Amount="115.00" Code="CLEAN"><Description><Text>Cleaning Fee</Text></Description></Fee><Fee Amount="49.00"><Description><Text>Damage Waiver</Text></Description></Fee></Fees></Rate></Rates></UnitRate></UnitRates>
<Total AmountBeforeTax="1264.00" CurrencyCode="USD"><Taxes Amount="164.32"/></Total></UnitStay>`),
      'https://www.example.com/Escapia/UnitStay',
    );
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: 'GS301', checkin: '2027-03-22', guests_adults: 6, total: null, success: false, error_message: 'The unit is not available for the requested dates.' }),
      expect.objectContaining({
        listing_id: 'GS301', listing_name: 'Gulf Shores 301', checkin: '2027-03-15', checkout: '2027-03-19', guests_adults: 6, total: 1428.32, success: true,
        line_items: { Rent: 1100, 'Cleaning Fee': 115, 'Damage Waiver': 49, Taxes: 164.32 },
      }),
    ]);
  });

  // the ColdFusion engine (demo-sites/escapia/SOURCES.md): getDetailRates' ul.property-cost-list, book-now-confirm.cfm
  // (index file id 42262564681: "Guests: #form.numAdults#", Check In/Out, "Total Amount for Reservation" with the
  // insurance the guest bought), results.cfm rendered by the server
  it('the cost list is the line items; a server-rendered results page is the search; the confirmation carries its own party, stay and total', async () => {
    const run = runAdapter('escapia', '/rentals/sandpiper-412', DETAIL('SAND412', 'Sandpiper 412'));
    run.ajax(pdp('12/14/2026', '12/19/2026'), `<ul class="property-cost-list"><li>Rent <span class="text-right">$1,425.00</span></li><li>Cleaning Fee <span class="text-right">$195.00</span></li><li>Taxes <span class="text-right">$260.48</span></li></ul><input type="hidden" id="splitCalcTotalVal" value="1880.48">`, PDP_URL);
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ total: 1880.48, line_items: { Rent: 1425, 'Cleaning Fee': 195, Taxes: 260.48 } })]);
    const results = runAdapter('escapia', '/rentals/results.cfm?strCheckin=12%2F14%2F2026&strCheckout=12%2F19%2F2026&sleeps=5', '<div class="results-list-property" data-propertyid="SAND412"></div><div class="results-list-property" data-propertyid="DUNE07"></div>');
    await results.settle();
    expect(results.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: [5, 5] })]);
    const empty = runAdapter('escapia', '/rentals/results.cfm', '<form id="refineForm"></form>');
    await empty.settle();
    expect(empty.events('search')).toEqual([]);
    // the stored last quote was 1880.48 with the insurance declined; the guest then bought it at the booking
    sessionStorage.setItem('__beaconLastQuote', JSON.stringify({ t: Date.now(), listing_id: 'SAND412', checkin: '2026-12-14', checkout: '2026-12-19', total: 1880.48 }));
    const done = runAdapter('escapia', '/rentals/book-now-confirm.cfm', `<div class="booking booking-confirm container"><p><strong>Your reservation code is: 508812</strong></p>
<p>Name: Morgan Reyes</p><p>Guests: 4</p><p>Name: Sandpiper 412</p><p>Check In: 12/14/2026</p><p>Check Out: 12/19/2026</p>
<p>Total Amount for Reservation: $1,974.50</p><p>You purchased travel insurance for $94.02</p></div>`);
    await done.settle();
    expect(done.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '508812', guests_adults: 4, checkin: '2026-12-14', checkout: '2026-12-19', total: 1974.5 })]);
  });
});
