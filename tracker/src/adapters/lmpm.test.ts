// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './lmpm';

const ROOT = 'https://sandpipervacationrentals.com/wp-json/lmpm/v1';
const get = (path: string, query: Record<string, string>, answer: unknown) =>
  publish(call('xhr', 'GET', `${ROOT}${path}?${new URLSearchParams(query)}`, null, 200, JSON.stringify(answer), { 'content-type': 'application/json' }));
const HUB = btoa('item:4127');
const PAGE = `<h1>Gulf Breeze Cottage</h1><input type="hidden" id="unitCode" value="SHV-GBC"><div class="lmpm-error-message" hidden></div>`;
const STAY = { start: '2027-01-09', end: '2027-01-16', pms_id: '4127', adults: '2', children: '1' };
const money = (n: number | string, deal: number | string | null = n) => ({ rack: n, deal });
const PRICED = {
  currency: 'USD', unavailable: false, empty_quote_result: false, error: null,
  cost_summary: { total: money(2600, 2511.8), total_tax_amount: 262.8, item: { subtotal: money(2083.2, 1995) }, fees: { subtotal: money(254, null) } },
};

describe('lmpm', () => {
  it('properties/search is the search: total_count, the stay and the party of its query', async () => {
    const run = runAdapter('lmpm', '/all-properties/');
    get('/properties/search', { start: '2027-01-09', end: '2027-01-16', adults: '2', children: '0', pageNumber: '1', pageSize: '25' }, { results: [{ id: 'a' }], total_count: 12 });
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 12, checkin: '2027-01-09', checkout: '2027-01-16', guests_adults: [2, 2], guests_children: [0, 0] })]);
  });

  it('a property page: the id inside hub_property_id (base64 of item:<id>), else the unit code; the name in the heading', async () => {
    const run = runAdapter('lmpm', `/vacation-rentals/gulf-breeze-cottage/?hub_property_id=${encodeURIComponent(HUB)}`, PAGE);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '4127', listing_name: 'Gulf Breeze Cottage' }]);
    const broken = runAdapter('lmpm', '/vacation-rentals/gulf-breeze-cottage/?hub_property_id=%%%', PAGE);
    await broken.settle();
    expect(broken.events('property')).toEqual([{ action: 'property', listing_id: 'SHV-GBC', listing_name: 'Gulf Breeze Cottage' }]);
  });

  it('property-items/search: the deal amounts (else the rack), Rent, Fees and Taxes as lines, the id of the path', async () => {
    const run = runAdapter('lmpm', `/vacation-rentals/gulf-breeze-cottage/?hub_property_id=${HUB}`, PAGE);
    get('/properties/4127/property-items/search', STAY, PRICED);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({
        listing_id: '4127', listing_name: 'Gulf Breeze Cottage', checkin: '2027-01-09', checkout: '2027-01-16', guests_adults: 2, guests_children: 1,
        currency: 'USD', total: 2511.8, line_items: { Rent: 1995, Fees: 254, Taxes: 262.8 }, success: true, error_message: null,
      }),
    ]);
  });

  it('refusals: the error message (object or string), else the page text in .lmpm-error-message (spec 8)', async () => {
    const run = runAdapter('lmpm', `/vacation-rentals/gulf-breeze-cottage/?hub_property_id=${HUB}`, PAGE);
    get('/properties/4127/property-items/search', { ...STAY, end: '2027-01-11' }, { unavailable: true, error: { code: 'min_stay', message: 'The minimum stay is 4 nights.' }, cost_summary: null });
    get('/properties/4127/property-items/search', { ...STAY, adults: '9' }, { unavailable: false, empty_quote_result: true, error: 'Too many guests', cost_summary: null });
    await run.settle();
    document.querySelector('.lmpm-error-message')!.textContent = 'Sorry, this property is not available for the dates you selected.';
    get('/properties/4127/property-items/search', { ...STAY, start: '2027-01-02' }, { currency: 'USD', unavailable: true, empty_quote_result: false, error: null, cost_summary: null });
    await run.settle();
    expect(run.events('quote').map((q) => [q.total, q.success, q.error_message])).toEqual([
      [null, false, 'The minimum stay is 4 nights.'],
      [null, false, 'Too many guests'],
      [null, false, 'Sorry, this property is not available for the dates you selected.'],
    ]);
  });

  it('routes: property pages carry hub_property_id; /booking-confirmation is the conversion page, uploaded; /checkout/ is neither', () => {
    expect(pathProblems('lmpm')).toEqual([]);
  });

  it('the confirmation page: uploaded, then converted, once the number renders; number, linked home, dates, party, cost table', async () => {
    const done = runAdapter('lmpm', '/booking-confirmation/?trip_id=0b6f6f3c-65d2-4e1a-a8f3-2d1c9e7b5a10', '<section id="lmpm-booking-confirmation"><p class="lmpm-loading">Loading your booking…</p></section>');
    await done.settle();
    expect(done.events()).toEqual([]);
    document.getElementById('lmpm-booking-confirmation')!.innerHTML = `<h1 class="lmpm-confirmation-title">Your booking is confirmed</h1>
<p>Confirmation number <strong class="lmpm-confirmation-number">26031</strong></p><p>We sent your confirmation to jamie.carter@example.com.</p>
<h2 class="lmpm-property-name"><a href="/vacation-rentals/gulf-breeze-cottage/?hub_property_id=${HUB}">Gulf Breeze Cottage</a></h2>
<dl class="lmpm-trip-details"><dt>Check in</dt><dd><time class="lmpm-check-in" datetime="2027-01-09">Jan 9, 2027</time></dd>
<dt>Check out</dt><dd><time class="lmpm-check-out" datetime="2027-01-16">Jan 16, 2027</time></dd><dt>Adults</dt><dd class="lmpm-adults">2</dd><dt>Children</dt><dd class="lmpm-children">0</dd></dl>
<table class="lmpm-cost-summary"><tr><td>Rent</td><td>$1,995.00</td></tr><tr><td>Fees</td><td>$254.00</td></tr><tr><td>Taxes</td><td>$262.80</td></tr>
<tr class="lmpm-total"><th>Total</th><th>$2,511.80</th></tr></table>`;
    await done.settle(300);
    expect(done.events().map((e) => e.action)).toEqual(['page_upload', 'conversion']);
    const upload = JSON.stringify(done.events('page_upload')[0]);
    expect(upload).toContain('26031');
    expect(upload).not.toContain('jamie.carter@example.com');
    expect(done.events('conversion')).toEqual([
      expect.objectContaining({
        reservation_id: '26031', listing_id: '4127', listing_name: 'Gulf Breeze Cottage', checkin: '2027-01-09', checkout: '2027-01-16', guests_adults: 2, guests_children: 0,
        total: 2511.8, currency: 'USD', line_items: { Rent: 1995, Fees: 254, Taxes: 262.8 },
      }),
    ]);
  });
});
