// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './q4vr';

// The unit page as the plugin's single template prints it: the stay form (SearchForm 'single') and the title.
const UNIT = (code: string, name: string) => `<h1 class="unit-title">${name}</h1>
<form class="search-form q4vr-search-form" data-call-type="q4_vr_search_form_ajax"><input type="hidden" name="post_type" value="vacation_rental">
<input type="hidden" name="action" value="q4vr_stay"><input id="unitCode" type="hidden" name="unit_code" value="${code}"></form>`;
const SUMMARY = (total: string) =>
  `<div id="summary"><ul class="list-group"><li class="list-group-item stay-total">Total <h5 class="total-price" id="total-price">${total}</h5></li></ul><a id="book-now" href="/booking/">Book Now</a></div>`;
const REFUSAL = (text: string) => `<div id="summary"><ul class="list-group"><li class="stay-error-list-item list-group-item">${text}</li></ul></div>`;
/** jQuery's GET: the serialized form in the query of admin-ajax.php */
const stayGet = (query: string, answer: unknown) =>
  publish(call('xhr', 'GET', `${location.origin}/wp-admin/admin-ajax.php?post_type=vacation_rental&s=&action=q4vr_stay&${query}&search_nonce=e41b`, null, 200, JSON.stringify(answer), {}));

describe('q4vr', () => {
  it('the GET stay (MM/DD/YYYY, guests=adults,children,pets) with the total in the fragment; the unit code is the id', async () => {
    const run = runAdapter('q4vr', '/vacation-rentals/seahaven-cottage/', UNIT('1907-138598', 'Seahaven Cottage'));
    stayGet('unit_code=1907-138598&start_date=07%2F17%2F2027&end_date=07%2F24%2F2027&guests=4%2C2%2C0', { success: true, data: SUMMARY('$2,486.77') });
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '1907-138598', listing_name: 'Seahaven Cottage' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '1907-138598', checkin: '2027-07-17', checkout: '2027-07-24', guests_adults: 4, guests_children: 2, total: 2486.77, success: true, error_message: null }),
    ]);
  });

  it('a refusal is the stay-error-list-item text, whether the envelope says success or nothing', async () => {
    const run = runAdapter('q4vr', '/vacation-rentals/dune-crest-villa/', UNIT('1907-140221', 'Dune Crest Villa'));
    stayGet('unit_code=1907-140221&start_date=07%2F17%2F2027&end_date=07%2F24%2F2027&guests=4%2C2%2C0', { success: true, data: REFUSAL('The requested dates are not available.') });
    stayGet('unit_code=1907-140221&start_date=2027-08-01&end_date=2027-08-08&guests=2%2C0', { data: REFUSAL('You are not authorized to use this service') });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '1907-140221', checkin: '2027-07-17', total: null, success: false, error_message: 'The requested dates are not available.' }),
      expect.objectContaining({ checkin: '2027-08-01', checkout: '2027-08-08', guests_adults: 2, guests_children: 0, success: false, error_message: 'You are not authorized to use this service' }),
    ]);
  });

  it('a summary the page already shows when the adapter starts (asked before the tracker ran) is the quote, read from the form', async () => {
    const form = UNIT('1907-138598', 'Seahaven Cottage').replace('</form>', '<input name="start_date" value="07/17/2027"><input name="end_date" value="07/24/2027"><input name="guests" value="4,2,0"></form>');
    const run = runAdapter('q4vr', '/vacation-rentals/seahaven-cottage/', `${form}<div id="q4vr-stay">${SUMMARY('$2,486.77')}</div>`);
    await run.settle();
    // the same stay observed afterwards (the bus's replay of the early call) is no second event
    stayGet('unit_code=1907-138598&start_date=07%2F17%2F2027&end_date=07%2F24%2F2027&guests=4%2C2%2C0', { success: true, data: SUMMARY('$2,486.77') });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '1907-138598', listing_name: 'Seahaven Cottage', checkin: '2027-07-17', checkout: '2027-07-24', guests_adults: 4, guests_children: 2, total: 2486.77, success: true }),
    ]);
    const waiting = runAdapter('q4vr', '/vacation-rentals/seahaven-cottage/', `${form}<div id="q4vr-stay"><div class="q4vr-loading">Checking availability</div></div>`);
    await waiting.settle();
    expect(waiting.events('quote')).toEqual([]);
  });

  it('a POSTed form and the page found by its template markers (no /vacation-rentals/ URL)', async () => {
    const run = runAdapter('q4vr', '/rentals/gulf-breeze/', `<body class="single-vacation_rental">${UNIT('77-12', 'Gulf Breeze')}</body>`);
    run.ajax('post_type=vacation_rental&s=&action=q4vr_stay&unit_code=77-12&start_date=12%2F05%2F2026&end_date=12%2F10%2F2026&guests=3%2C1%2C1', { success: true, data: SUMMARY('$1,927.09') });
    await run.settle();
    expect(run.events().map((e) => [e.action, e.listing_id, e.total ?? null])).toEqual([
      ['property', '77-12', null],
      ['quote', '77-12', 1927.09],
    ]);
  });

  it("the plugin's search (pre_get_posts query vars) counts the loop's vacation_rental posts; the booking hand-off is no page event", async () => {
    const posts = '<article class="post-1 vacation_rental type-vacation_rental"></article><article class="post-2 vacation_rental type-vacation_rental"></article>';
    const run = runAdapter('q4vr', '/?post_type=vacation_rental&s=&start_date=07%2F17%2F2027&end_date=07%2F24%2F2027&guests=4%2C2%2C0&min_bedrooms=3', posts);
    await run.settle();
    expect(run.events()).toEqual([
      expect.objectContaining({ action: 'search', result_count: 2, checkin: '2027-07-17', checkout: '2027-07-24', guests_adults: [4, 4], guests_children: [2, 2], bedrooms: [3, 9999] }),
    ]);
    const book = runAdapter('q4vr', '/booking/?start_date=07%2F17%2F2027&end_date=07%2F24%2F2027&unit_code=1907-138598&guests=4%2C2%2C0', UNIT('1907-138598', 'Seahaven Cottage'));
    await book.settle();
    expect(book.events()).toEqual([]);
  });
});
