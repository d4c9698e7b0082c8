// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './bookingsync';

const SITE = 'https://www.example.com';
/** A fetch the theme's script or the calendar widget makes, answered with `answer` (JSON). */
const get = (url: string, answer: unknown, status = 200) => publish(call('fetch', 'GET', url.startsWith('http') ? url : SITE + url, null, status, JSON.stringify(answer), {}));
/** The Public API v2 search envelope (docs: rentals-response.json): the count is in meta.pagination. */
const searchAnswer = (total: number) => ({ rentals: [{ id: 315683, bookingsync_id: 34370, name: 'Villa Lemon' }], meta: { pagination: { page: 1, per_page: 3, total_count: total, total_pages: 3 } } });
const RENTAL_PAGE = '/en/rentals/315683-villa-lemon-breadfruit-in-palermo';

describe('bookingsync', () => {
  it("the theme's search call: the count from meta.pagination, the stay from the call's query", async () => {
    const run = runAdapter('bookingsync', '/en/rentals/search');
    get('/api/public/v2/search?checkin=2027-02-13&checkout=2027-02-20&guests=4&min_price=500&max_price=2000&per_page=3&locale=en&currency=EUR', searchAnswer(8));
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 8, checkin: '2027-02-13', checkout: '2027-02-20', guests_adults: [4, 4], price: [500, 2000], currency: 'EUR' }),
    ]);
  });

  it("a search call without the stay reads it from the page URL (theme v3 pages keep it in their query); repeated, it is sent once", async () => {
    const run = runAdapter('bookingsync', '/fr/rentals/search?checkin=2027-03-06&checkout=2027-03-13&guests=2');
    get('/api/public/v2/search?per_page=12&locale=fr&currency=EUR', searchAnswer(5));
    get('/api/public/v2/search?per_page=12&locale=fr&currency=EUR', searchAnswer(5));
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 5, checkin: '2027-03-06', checkout: '2027-03-13', guests_adults: [2, 2] })]);
  });

  it("other Public API calls (destination search, promoted rentals) are no search", async () => {
    const run = runAdapter('bookingsync', '/en');
    get('/api/public/v2/destinations?search_phrase=se', { destinations: [] });
    get('/api/public/v2/rentals/promoted.json?per_page=8&locale=en&currency=EUR', searchAnswer(8));
    await run.settle();
    expect(run.events()).toEqual([]);
  });

  it('a website rental page is the property view: the id from its path, the name from its h1', async () => {
    const run = runAdapter('bookingsync', `${RENTAL_PAGE}?currency=EUR`, '<h1 class="rental-title">Villa Lemon</h1>');
    // the rental page's own calendar names the account's other id: not a second property view
    get('https://secure.smily.com/api/v2/public/maps.json?rental_id=34370&exchange_to_currency=EUR', { data: [{ id: 1, type: 'maps', attributes: {} }] });
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '315683', listing_name: 'Villa Lemon' }]);
  });

  it("channel_prices is the quote: the stay from its query, the total search_price; a refusal forwards its detail", async () => {
    const run = runAdapter('bookingsync', RENTAL_PAGE, '<h1>Villa Lemon</h1>');
    const url = (from: string, to: string) => `/api/public/v2/rentals/315683/channel_prices?start_date=${from}&end_date=${to}&occupancy=2&currency=EUR&locale=en`;
    get(url('2026-02-10', '2026-02-11'), { errors: [{ detail: 'Minimum stay is 3 nights' }] }, 422);
    get(url('2026-02-10', '2026-02-17'), { search_price: '648.0', airbnb_percentage_difference: '0.0', booking_com_percentage_difference: '0.0', currency: 'EUR' });
    await run.settle();
    const [refused, priced] = run.events('quote');
    expect(refused).toMatchObject({ listing_id: '315683', checkin: '2026-02-10', checkout: '2026-02-11', guests_adults: 2, total: null, success: false, error_message: 'Minimum stay is 3 nights' });
    expect(priced).toMatchObject({ listing_id: '315683', listing_name: 'Villa Lemon', checkin: '2026-02-10', checkout: '2026-02-17', guests_adults: 2, total: 648, currency: 'EUR', line_items: {}, success: true, error_message: null });
  });

  it("the calendar widget on an owner's own page: its maps call (either host) names the rental", async () => {
    const run = runAdapter('bookingsync', '/le-chalet/', '<h1>Chalet Les Sapins</h1><div data-smily-calendar-widget data-rental-id="34390"></div>');
    get('https://www.bookingsync.com/api/v2/public/maps.json?rental_id=34390', { data: [{ id: 1, type: 'maps', attributes: { currency: 'EUR' } }] });
    await run.settle();
    expect(run.events()).toEqual([{ action: 'property', listing_id: '34390', listing_name: 'Chalet Les Sapins' }]);
  });
});
