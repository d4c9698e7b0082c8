// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adapterOf, pathProblems, runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './bluetent';

const w = window as any;
const UNIT = '<h1 class="title" id="page-title">Regency 620</h1><form id="rc-item-avail-form"></form>';
const QUERY = 'rcav%5Bbegin%5D=01%2F16%2F2027&rcav%5Bend%5D=01%2F23%2F2027&rcav%5Badult%5D=2&rcav%5Bchild%5D=1&rcav%5Beid%5D=156';
/** A jQuery GET to a RESCMS JSON endpoint, answered with its { status, content, reveals } envelope. */
const rescms = (path: string, query: string, content: string) =>
  publish(call('xhr', 'GET', `https://www.kauai.example${path}?${query}`, null, 200, JSON.stringify({ status: 1, content, reveals: '' }), {}));
const TABLE = `<table><tbody>
<tr class="line-item odd"><td>Lodging: Regency 620<br /></td><td class="amount">$2,303.00</td></tr>
<tr class="line-item even"><td>Cleaning Fee<br /></td><td class="amount">$285.00</td></tr>
<tr class="line-item forced-choice declined odd"><td>Travel Insurance (optional) <span class="line-item-extra">*Declined*</span></td><td class="amount">$178.48</td></tr>
<tr class="sub-total even"><th>Sub-Total</th><td class="amount"><b>$2,588.00</b></td></tr>
<tr class="tax odd"><th>Tax</th><td class="amount"><b>$464.86</b></td></tr>
<tr class="total even"><th>Total</th><td class="amount"><b>$3,052.86</b></td></tr></tbody></table>`;

afterEach(() => delete w.Drupal);

describe('bluetent', () => {
  it('routes unit pages of any area, the buy page and the confirmation', () => {
    expect(pathProblems('bluetent')).toEqual([]);
  });

  it("a unit page's property view is Drupal.settings' entity id; without rcItemAvailForm it is no unit page", async () => {
    w.Drupal = { settings: { rcItemAvailForm: [{ df: 'mm/dd/yy', eid: '156' }] } };
    const run = runAdapter('bluetent', '/poipu-vacation-rentals/regency-620', UNIT);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '156', listing_name: 'Regency 620' }]);
    delete w.Drupal;
    const other = runAdapter('bluetent', '/poipu-vacation-rentals/area-guide', '<h1 id="page-title">Area guide</h1>');
    await other.settle();
    expect(other.events()).toEqual([]);
  });

  it('pricing/simple: rc-na is a refused quote with its text; a price is a quote, exact from the add-to-cart data (index file id 54271215770), else the rounded .rc-price', async () => {
    const run = runAdapter('bluetent', '/poipu-vacation-rentals/regency-620', UNIT);
    rescms('/rescms/ajax/item/pricing/simple', QUERY.replace('01%2F16%2F2027', '12%2F20%2F2026').replace('01%2F23%2F2027', '12%2F27%2F2026'), '<span class="rc-na">Not Available</span>');
    const cart = JSON.stringify({ id: '156', name: 'Regency 620', price: 2291.48, quantity: 1 }).replace(/"/g, '&quot;');
    rescms('/rescms/ajax/item/pricing/simple', QUERY, `<div class="rc-item-pricing"><span class="rc-price">$2,291</span><a class="rc-item-buy-link" data-rc-ua-ecommerce-submit-addtocart="${cart}">Book Now</a></div>`);
    rescms('/rescms/ajax/item/pricing/simple', QUERY.replace('01%2F23%2F2027', '01%2F24%2F2027'), '<div class="rc-item-pricing"><span class="rc-price">$2,752</span></div>');
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '156', listing_name: 'Regency 620', checkin: '2026-12-20', checkout: '2026-12-27', guests_adults: 2, guests_children: 1, total: null, error_message: 'Not Available', success: false }),
      expect.objectContaining({ listing_id: '156', checkin: '2027-01-16', checkout: '2027-01-23', total: 2291.48, success: true }),
      expect.objectContaining({ listing_id: '156', checkout: '2027-01-24', total: 2752, success: true }),
    ]);
  });

  // cbislandvacations.com / homeownerscollection.com / sandersbeachrentals.com scrapers (index file ids 40753570159,
  // 59398015399, 59408888125): GET /rcapi/item/avail/search answers a bare array; dates ISO or month first
  it('rcapi avail search: without rcav[eid] a search (distinct units, the stay), with it the unit\'s priced window or a refusal', async () => {
    const item = (eid: number, p: string) => ({ eid, name: `Unit ${eid}`, type: 'lodging', prices: [{ eid, p, c: 'USD', n: '', qp: { rcav: { begin: '01/16/2027', end: '01/23/2027', adult: '2', child: '0' }, eid } }] });
    const rcapi = (query: string, answer: unknown) => publish(call('xhr', 'GET', `https://www.cb.example/rcapi/item/avail/search?${query}`, null, 200, JSON.stringify(answer), {}));
    const run = runAdapter('bluetent', '/hawaii-vacation-rentals', '<h1 id="page-title">Hawaii vacation rentals</h1>');
    rcapi('rcav%5Bbegin%5D=2027-01-16&rcav%5Bend%5D=2027-01-23&rcav%5Badult%5D=4&rcav%5Bchild%5D=0&rcav%5Bflex%5D=&rcav%5Bflex_type%5D=d', [item(47, '1850.00'), item(62, '2410.55'), item(47, '1900.00')]);
    rcapi('rcav%5Bbegin%5D=01%2F16%2F2027&rcav%5Bend%5D=01%2F23%2F2027&rcav%5Badult%5D=2&rcav%5Bchild%5D=0', []);
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 2, checkin: '2027-01-16', checkout: '2027-01-23', guests_adults: [4, 4], guests_children: [0, 0] }),
      expect.objectContaining({ result_count: 0, checkin: '2027-01-16' }),
    ]);
    expect(run.events('quote')).toEqual([]);
    const unit = runAdapter('bluetent', '/poipu-vacation-rentals/regency-620', UNIT);
    rcapi(`${QUERY}&rcav%5Bflex%5D=&rcav%5Bflex_type%5D=d`, [item(156, '3052.86')]);
    rcapi(QUERY.replace('01%2F16%2F2027', '12%2F20%2F2026'), []);
    await unit.settle();
    expect(unit.events('search')).toEqual([]);
    expect(unit.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '156', listing_name: 'Regency 620', checkin: '2027-01-16', guests_children: 1, total: 3052.86, currency: 'USD', success: true }),
      expect.objectContaining({ listing_id: '156', checkin: '2026-12-20', total: null, error_message: 'Not Available', success: false }),
    ]);
  });

  it('pricing/quote: the detailed table; Lodging is rent, the declined insurance is dropped, Total beats Sub-Total', async () => {
    const run = runAdapter('bluetent', '/poipu-vacation-rentals/regency-620', UNIT);
    rescms('/rescms/ajax/item/pricing/quote', `${QUERY}&rcav%5BIDs%5D%5B8%5D%5B%5D=2156-210156`, `<div class="rc-item-quote">${TABLE}</div>`);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '156', checkin: '2027-01-16', checkout: '2027-01-23', total: 3052.86, currency: 'USD', success: true, line_items: { Rent: 2303, 'Cleaning Fee': 285, Tax: 464.86 } }),
    ]);
  });

  it('the buy page is a quote kept for the confirmation; the confirmation is the conversion, never on Access denied', async () => {
    const buy = runAdapter('bluetent', `/rescms/item/156/buy?${QUERY}&eid=156`, `<h1 id="page-title">Regency 620</h1><div id="charges-wrapper"><fieldset>${TABLE}</fieldset></div>`);
    await buy.settle();
    expect(buy.events('quote')).toEqual([expect.objectContaining({ listing_id: '156', checkin: '2027-01-16', guests_children: 1, total: 3052.86, success: true })]);
    document.title = 'Access denied | Kauai';
    const denied = runAdapter('bluetent', '/rescms/confirmation/99999', '<h1 id="page-title">Access denied</h1>');
    await denied.settle();
    expect(denied.events('conversion')).toEqual([]); // the page is still uploaded (a confirmation page)
    // the buy page's quote, as it stored it (runAdapter starts with empty storage, so the adapter starts by hand)
    const kept = { t: Date.now(), listing_id: '156', checkin: '2027-01-16', checkout: '2027-01-23', total: 3052.86, line_items: { Rent: 2303 } };
    sessionStorage.setItem('__beaconLastQuote', JSON.stringify(kept));
    document.title = 'Reservation confirmed | Kauai';
    history.replaceState(null, '', '/rescms/confirmation/48213');
    const track = vi.fn();
    adapterOf('bluetent').start({ site: { host: location.hostname, provider: 'bluetent' }, track, log: vi.fn(), report: vi.fn(), isDisabled: () => false });
    // the conversion waits for the page upload built in idle slices: wait for it rather than a fixed time (a loaded machine)
    const conversions = () => track.mock.calls.filter(([a]) => a === 'conversion').map(([, p]) => p);
    await vi.waitFor(() => expect(conversions()).not.toEqual([]), { timeout: 5000 });
    expect(conversions()).toEqual([
      expect.objectContaining({ reservation_id: '48213', listing_id: '156', checkin: '2027-01-16', checkout: '2027-01-23', total: 3052.86, line_items: { Rent: 2303 } }),
    ]);
    expect(sessionStorage.getItem('__beaconLastQuote')).toBeNull();
  });

  it('a confirmation that shows its own charges and stay (query rcav[…]) is read from the page, the reservation number from .rc-confirmation-number', async () => {
    const run = runAdapter('bluetent', `/rescms/confirmation/48214?${QUERY}`, `<h1 id="page-title">Reservation confirmed</h1><p>Reservation <strong class="rc-confirmation-number">R-48214</strong></p><div id="charges-wrapper"><fieldset>${TABLE}</fieldset></div>`);
    await run.settle();
    expect(run.events('conversion')).toEqual([
      expect.objectContaining({ reservation_id: 'R-48214', listing_id: '156', checkin: '2027-01-16', checkout: '2027-01-23', guests_adults: 2, guests_children: 1, total: 3052.86, line_items: { Rent: 2303, 'Cleaning Fee': 285, Tax: 464.86 } }),
    ]);
  });
});
