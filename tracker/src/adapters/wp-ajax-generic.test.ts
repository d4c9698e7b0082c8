// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { routeKinds } from '../capture/adapter';
import { adapterOf, runAdapter } from '../capture/adapter-testing';
import './wp-ajax-generic';

// Two themes, one adapter: only the site mapping's options differ (as in the demo sites' recordings/<site>/mapping.json).
const BLUE_HERON = {
  search: ['getSearchResultsAJAX'],
  quote: ['calculatePriceAJAX'],
  fields: { checkin: 'arrival', checkout: 'departure', listing: 'property_id' },
  answer: { count: 'data.count', total: 'data.total', items: 'data.breakdown', error: 'data.message' },
  name: 'h1.property-title',
  dateOrder: 'mdy',
  currency: 'USD',
};
const LAKESHORE = {
  search: 'get_property_search_result',
  quote: ['quote_listing'],
  fields: { checkin: 'check_in', checkout: 'check_out', adults: 'guests', listing: 'listing_id' },
  answer: { countIn: '.listing-results-count', total: 'price.total', items: 'price.lines', error: 'errors' },
  name: 'h1.listing-title',
};

describe('wp-ajax-generic', () => {
  it('Blue Heron: JSON answers, US dates, markup errors, declined lines', async () => {
    const run = runAdapter('wp-ajax-generic', '/property/herons-rest/', '<h1 class="property-title">Heron\'s Rest</h1>', { options: BLUE_HERON });
    const stay = 'property_id=344&arrival=12%2F05%2F2026&adults=4&children=0';
    run.ajax('action=getSearchResultsAJAX&arrival=12%2F05%2F2026&departure=12%2F10%2F2026&adults=4&children=0', { success: true, data: { count: 4, html: '' } });
    run.ajax(`action=calculatePriceAJAX&${stay}&departure=12%2F07%2F2026`, { success: false, data: { message: '<div class="alert alert-danger">Minimum stay is 4 nights.</div>' } });
    run.ajax(`action=calculatePriceAJAX&${stay}&departure=12%2F10%2F2026`, { success: true, data: { total: '$1,652.00', breakdown: { Rent: '$1,325.00', 'Damage Waiver (declined)': '$49.00', Taxes: '$177.00' }, message: '' } });
    run.ajax(`action=otherAction&${stay}`, { success: true, data: { total: 1 } });
    await run.settle();
    expect(run.events()).toEqual([
      expect.objectContaining({ action: 'search', result_count: 4, checkin: '2026-12-05', checkout: '2026-12-10', guests_adults: [4, 4], guests_children: [0, 0] }),
      expect.objectContaining({ action: 'quote', listing_id: '344', listing_name: "Heron's Rest", checkout: '2026-12-07', success: false, error_message: 'Minimum stay is 4 nights.' }),
      expect.objectContaining({ action: 'quote', total: 1652, currency: 'USD', line_items: { Rent: 1325, Taxes: 177 }, success: true }),
    ]);
  });

  it('Lakeshore: an HTML search answer, other field names, an errors object', async () => {
    const run = runAdapter('wp-ajax-generic', '/listing/loon-call-cabin/', '<h1 class="listing-title">Loon Call Cabin</h1>', { options: LAKESHORE });
    run.ajax('action=get_property_search_result&check_in=14-12-2026&check_out=19-12-2026&guests=4', '<div class="listing-results-count">2 cabins found</div><div class="listing-item"></div>');
    run.ajax('action=quote_listing&listing_id=1207&check_in=&check_out=&guests=4', { status: 'success', price: { total: 225, per: 'night' } });
    run.ajax('action=quote_listing&listing_id=1207&check_in=20-12-2026&check_out=22-12-2026&guests=4', { status: 'error', errors: { check_out: ['must be at least 3 nights after check-in', 'falls in a booked period'] } });
    await run.settle();
    expect(run.events()).toEqual([
      expect.objectContaining({ action: 'search', result_count: 2, checkin: '2026-12-14', guests_adults: [4, 4] }),
      expect.objectContaining({ action: 'quote', listing_id: '1207', listing_name: 'Loon Call Cabin', guests_adults: 4, error_message: 'check_out - must be at least 3 nights after check-in,falls in a booked period.' }),
    ]);
  });

  it('property and confirmation pages from the mapping: input value, attribute; the conversion joins the last quote', async () => {
    const page = runAdapter('wp-ajax-generic', '/listing/loon-call-cabin/', '<h1 class="listing-title">Loon Call Cabin</h1><div id="quote-widget" data-listing="1207"></div>', { options: { ...LAKESHORE, property: '/listing/', listingId: '#quote-widget@data-listing' } });
    page.ajax('action=quote_listing&listing_id=1207&check_in=14-12-2026&check_out=19-12-2026&guests=4', { status: 'success', price: { total: 1406.85, lines: { Accommodation: 1125 } } });
    await page.settle();
    expect(page.events('property')).toEqual([{ action: 'property', listing_id: '1207', listing_name: 'Loon Call Cabin' }]);
    const stored = localStorage.getItem('__beaconLastQuote') as string;
    const opts = { ...BLUE_HERON, property: '/property/', listingId: '#property_id', conversion: '/reservation-confirmed/', reservation: '#confirmation-number' };
    const done = runAdapter('wp-ajax-generic', '/reservation-confirmed/?confirmation=LC-3301', '<strong id="confirmation-number">LC-3301</strong>', { options: opts });
    localStorage.setItem('__beaconLastQuote', stored);
    await done.settle();
    expect(done.events('conversion')).toEqual([expect.objectContaining({ action: 'conversion', reservation_id: 'LC-3301', listing_id: '1207', checkin: '2026-12-14', total: 1406.85, line_items: { Accommodation: 1125 } })]);
    expect(done.events('page_upload')).toHaveLength(1); // the confirmation page, uploaded before its conversion
    const form = runAdapter('wp-ajax-generic', '/property/herons-rest/', '<input id="property_id" value="344">', { options: opts });
    await form.settle();
    expect(form.events()).toEqual([expect.objectContaining({ action: 'property', listing_id: '344', listing_name: null })]);
  });

  it("routes pages by the mapping's paths: none without them, a non-string rule ignored", () => {
    const spec = adapterOf('wp-ajax-generic').spec;
    const site = { host: 'www.wp-ajax-generic-b-demo.test', provider: 'wp-ajax-generic', options: { ...LAKESHORE, property: '/listing/', conversion: '/booking-request-received/' } };
    expect(routeKinds(spec, '/listing/loon-call-cabin/', site)).toEqual(['property']);
    expect(routeKinds(spec, '/booking-request-received/?ref=LS-1', site)).toEqual(['page_upload', 'conversion']);
    expect(routeKinds(spec, '/listing/loon-call-cabin/')).toEqual([]);
    expect(routeKinds(spec, '/listing/loon-call-cabin/', { ...site, options: { property: ['/listing/'] } })).toEqual([]);
  });

  it('a site without options observes nothing', async () => {
    const run = runAdapter('wp-ajax-generic', '/');
    run.ajax('action=calculatePriceAJAX&arrival=12%2F05%2F2026&departure=12%2F10%2F2026', { data: { total: 5 } });
    await run.settle();
    expect(run.events()).toEqual([]);
  });
});
