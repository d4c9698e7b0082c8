// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { routeKinds } from '../capture/adapter';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteMapping } from '../core/types';
import { adapterOf, runAdapter, type AdapterRun } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './site-generic';

/** A demo site's install record (the start host's, else the first), read from its recording: recordings/<site>/
 * mapping.json is the only copy of it, data the tests read, never code they import. */
function demoRecord(site: string): SiteMapping {
  const dir = join(import.meta.dirname, '..', '..', '..', 'recordings', site);
  const data = JSON.parse(readFileSync(join(dir, 'mapping.json'), 'utf8')) as SiteMapping | SiteMapping[];
  const records = ([] as SiteMapping[]).concat(data);
  const host = new URL(JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')).startUrl).hostname;
  return records.find((r) => r.host === host) ?? records[0]!;
}

// Independent sites, one adapter: only the site mapping's options differ (the demo sites' records, read from their
// recordings' mapping.json, the only copy).
const SERRA = demoRecord('site-generic');
const MARINA = demoRecord('site-generic-b');
const HIGH = demoRecord('site-generic-c');
const A = SERRA.options as any;
const B = MARINA.options as any;
const C = HIGH.options as any;
const send = (run: AdapterRun, method: string, path: string, body: unknown, answer: unknown) =>
  publish(call('fetch', method, `${location.origin}${path}`, body == null ? null : typeof body == 'string' ? body : JSON.stringify(body), 200, JSON.stringify(answer), {}));

describe('site-generic', () => {
  it('Serra Verde: a search page read from its URL: dd/mm dates, the bedroom id map, price and guest bounds, a flexible flag', async () => {
    const url = '/search?checkin=18%2F01%2F2027&checkout=23%2F01%2F2027&adults=4&children=1&bedrooms=two_rooms&price_min=200&price_max=1000&flexible=on';
    const run = runAdapter('site-generic', url, '<p class="results-count">2 chalés encontrados</p>', { options: A });
    await run.settle();
    expect(run.events()).toEqual([
      expect.objectContaining({
        action: 'search', result_count: 2, checkin: '2027-01-18', checkout: '2027-01-23', checkin_flex: 3, checkout_flex: 3,
        guests_adults: [4, 4], guests_children: [1, 1], bedrooms: [2, 9999], price: [null, 1000], currency: 'BRL',
      }),
    ]);
    const studio = runAdapter('site-generic', '/search?bedrooms=studio&price_min=200&price_max=3000&adults=20', '<p class="results-count">5 chalés</p>', { options: A });
    await studio.settle();
    expect(studio.events()).toEqual([expect.objectContaining({ result_count: 5, bedrooms: null, price: null, currency: null, guests_adults: [20, null], checkin_flex: null })]);
  });

  it('Serra Verde: a destination page is a search with its place', async () => {
    const run = runAdapter('site-generic', '/destinations/monte-verde', '<h1 class="destination-name">Monte Verde</h1><p class="results-count">2 chalés na região</p>', { options: A });
    await run.settle();
    expect(run.events()).toEqual([expect.objectContaining({ action: 'search', result_count: 2, locations: ['Monte Verde'], checkin: null })]);
  });

  it('Serra Verde: availability refusals and getquote.php prices, per-call answer paths; other calls ignored', async () => {
    const run = runAdapter('site-generic', '/stay-details?propid=12', '<h1 class="stay-name">Chalé Araucária</h1>', { options: A });
    const q = (from: string, to: string) => `propid=12&checkin=${from}%2F01%2F2027&checkout=${to}%2F01%2F2027&adults=4&children=1`;
    send(run, 'GET', `/properties/availability?${q('20', '22')}`, null, { available: false, reason: 'Estadia mínima de 3 noites.' });
    send(run, 'GET', `/properties/availability?${q('18', '23')}`, null, { available: true, nights: 5 });
    send(run, 'GET', `/getquote.php?${q('18', '23')}`, null, { ok: true, quote: { total: 'R$ 3.825,00', items: { 'Diárias (5)': 'R$ 3.250,00', 'Taxa de limpeza': 'R$ 250,00' } } });
    send(run, 'GET', `/price_cal?${q('18', '23')}`, null, { total: 1 });
    await run.settle();
    expect(run.events()).toEqual([
      { action: 'property', listing_id: '12', listing_name: 'Chalé Araucária' },
      expect.objectContaining({ action: 'quote', listing_id: '12', checkin: '2027-01-20', checkout: '2027-01-22', guests_children: 1, success: false, error_message: 'Estadia mínima de 3 noites.', currency: 'BRL' }),
      expect.objectContaining({ action: 'quote', listing_name: 'Chalé Araucária', total: 3825, line_items: { 'Diárias (5)': 3250, 'Taxa de limpeza': 250 }, success: true }),
    ]);
  });

  it('Marina Keys: a search call (count path, category labels), a JSON quote with a breakdown list, a receipt conversion', async () => {
    const search = runAdapter('site-generic', '/our-properties', '', { options: B });
    send(search, 'GET', '/api/properties/fetch?checkIn=2027-02-10&checkOut=2027-02-15&adults=2&children=1&category=condos,homes,weekly,monthly&minPrice=0&maxPrice=1000', null, { data: { total: 2, properties: [] } });
    await search.settle();
    expect(search.events()).toEqual([
      expect.objectContaining({ action: 'search', result_count: 2, checkin: '2027-02-10', price: [null, 1000], currency: 'AED', property_types: ['Condos', 'Homes', 'Weekly', 'Monthly'] }),
    ]);

    const page = runAdapter('site-generic', '/en/properties/304', '<h1 class="property-name">Marina Sky Villa</h1><div id="booking-widget" data-property-id="304"></div>', { options: B });
    const stay = { propertyId: 304, checkIn: '2027-02-10', checkOut: '2027-02-15', adults: 2, children: 1 };
    send(page, 'POST', '/api/v1/quote', { ...stay, checkOut: '2027-02-12' }, { success: false, error: { code: 'MIN_STAY', message: 'Minimum stay is 3 nights' } });
    send(page, 'POST', '/api/v1/quote', stay, { success: true, data: { total: 8467.5, breakdown: [{ label: 'Accommodation', amount: 7500 }, { label: 'VAT 5%', amount: 392.5 }] } });
    await page.settle();
    expect(page.events()).toEqual([
      { action: 'property', listing_id: '304', listing_name: 'Marina Sky Villa' },
      expect.objectContaining({ action: 'quote', listing_id: '304', checkout: '2027-02-12', success: false, error_message: 'Minimum stay is 3 nights' }),
      expect.objectContaining({ action: 'quote', total: 8467.5, currency: 'AED', line_items: { Accommodation: 7500, 'VAT 5%': 392.5 }, success: true }),
    ]);

    const done = runAdapter('site-generic', '/booking-success?ref=MK-5521', '<div class="booking-success"></div>', { options: B });
    send(done, 'GET', '/api/v1/bookings/MK-5521/receipt', null, {
      booking: { reference: 'MK-5521', propertyId: 304, propertyName: 'Marina Sky Villa', checkIn: '2027-02-10', checkOut: '2027-02-15', adults: 2, children: 1, total: 8467.5, breakdown: [{ label: 'Accommodation', amount: 7500 }] },
    });
    await done.settle();
    expect(done.events().map((e) => e.action)).toEqual(['page_upload', 'conversion']);
    expect(done.events('conversion')).toEqual([
      expect.objectContaining({ reservation_id: 'MK-5521', listing_id: '304', listing_name: 'Marina Sky Villa', checkin: '2027-02-10', guests_adults: 2, total: 8467.5, currency: 'AED', line_items: { Accommodation: 7500 } }),
    ]);
  });

  it('Serra Verde: the confirmation page is uploaded, then converted from its reservation number and the last quote', async () => {
    const quote = runAdapter('site-generic', '/stay-details?propid=12', '<h1 class="stay-name">Chalé Araucária</h1>', { options: A });
    send(quote, 'GET', '/getquote.php?propid=12&checkin=18%2F01%2F2027&checkout=23%2F01%2F2027&adults=4', null, { ok: true, quote: { total: 'R$ 3.825,00' } });
    await quote.settle();
    const stored = localStorage.getItem('__beaconLastQuote') as string;
    const done = runAdapter('site-generic', '/booking/thankyou?ref=SV-2041', '<strong id="booking-ref">SV-2041</strong>', { options: A });
    localStorage.setItem('__beaconLastQuote', stored);
    await done.settle();
    expect(done.events().map((e) => e.action)).toEqual(['page_upload', 'conversion']);
    expect(done.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'SV-2041', listing_id: '12', checkin: '2027-01-18', total: 3825, currency: 'BRL' })]);
  });

  it('High Country: a refine call with a 0-5000 price slider, exact /quote and /quotes rules (the saved quote repeats), a rates.json map', async () => {
    const search = runAdapter('site-generic', '/rentals?arrival=03%2F11%2F2027&price_min=0&price_max=5000', '<p class="results-count">4 cabins available</p>', { options: C });
    send(search, 'GET', '/cabins/getAvailable/?arrival=03%2F11%2F2027&departure=03%2F15%2F2027&adults=4&bedrooms=2&price_min=0&price_max=300', null, { found: 2, cabins: [] });
    await search.settle();
    expect(search.events()).toEqual([
      expect.objectContaining({ action: 'search', result_count: 4, checkin: '2027-03-11', price: null, currency: null }),
      expect.objectContaining({ action: 'search', result_count: 2, checkout: '2027-03-15', bedrooms: [2, 9999], price: [null, 300], currency: 'USD' }),
    ]);

    const cabin = runAdapter('site-generic', '/property-detail/grandfather-view-cabin', '<h1 class="unit-name">Grandfather View Cabin</h1><div id="rate-widget" data-unit="311"></div>', { options: C });
    const stay = { unit: 311, arrival: '03/11/2027', departure: '03/15/2027', adults: 4, children: 2 };
    const quote = { total: 1450.92, charges: [{ name: 'Rent', amount: 1060 }, { name: 'Sales tax', amount: 89.88 }] };
    send(cabin, 'GET', '/quote?unit=311&arrival=03%2F11%2F2027&departure=03%2F15%2F2027&adults=4&children=2', null, { success: true, quote });
    send(cabin, 'POST', '/quotes', stay, { success: true, quote: { id: 'Q-7301', ...quote } });
    send(cabin, 'GET', '/api/rentals/public/streamline/quote?unit=311&arrival=03%2F11%2F2027&departure=03%2F16%2F2027', null, { success: true, quote: { total: 1 } });
    send(cabin, 'GET', '/quote/history?unit=311&arrival=03%2F11%2F2027&departure=03%2F16%2F2027', null, { success: true, quote: { total: 2 } });
    await cabin.settle();
    expect(cabin.events()).toEqual([
      { action: 'property', listing_id: '311', listing_name: 'Grandfather View Cabin' },
      expect.objectContaining({ action: 'quote', listing_id: '311', checkin: '2027-03-11', checkout: '2027-03-15', guests_adults: 4, total: 1450.92, currency: 'USD', line_items: { Rent: 1060, 'Sales tax': 89.88 } }),
    ]);

    const condo = runAdapter('site-generic', '/vacation-condos/sugar-top-1407', '<h1 class="unit-name">Sugar Top 1407</h1><div id="rate-widget" data-unit="402"></div>', { options: C });
    const rates = '/vacation-condos/sugar-top-1407/rates.json?arrival=03%2F18%2F2027&departure=';
    send(condo, 'GET', `${rates}03%2F19%2F2027&adults=2`, null, { unit: 402, available: false, message: 'Sugar Top 1407 requires a 2 night minimum stay.' });
    send(condo, 'GET', `${rates}03%2F21%2F2027&adults=2`, null, { unit: 402, available: true, rates: { Rent: '$537.00', 'Occupancy tax': '$42.96' }, total: '$809.08' });
    await condo.settle();
    expect(condo.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '402', checkout: '2027-03-19', success: false, error_message: 'Sugar Top 1407 requires a 2 night minimum stay.' }),
      expect.objectContaining({ listing_id: '402', listing_name: 'Sugar Top 1407', checkout: '2027-03-21', total: 809.08, line_items: { Rent: 537, 'Occupancy tax': 42.96 }, success: true }),
    ]);
  });

  it("routes pages by the mapping's rules only; a site without options observes nothing", async () => {
    const spec = adapterOf('site-generic').spec;
    const a = { host: SERRA.host, provider: 'site-generic', options: A };
    const b = { host: MARINA.host, provider: 'site-generic', options: B };
    expect(routeKinds(spec, '/search?checkin=1', a)).toEqual(['search']);
    expect(routeKinds(spec, '/destinations/monte-verde', a)).toEqual(['search']);
    expect(routeKinds(spec, '/stay-details?propid=12', a)).toEqual(['property']);
    expect(routeKinds(spec, '/booking/thankyou?ref=SV-1', a)).toEqual(['page_upload', 'conversion']);
    expect(routeKinds(spec, '/en/properties/304', b)).toEqual(['property']);
    expect(routeKinds(spec, '/en/checkout?propertyId=304', b)).toEqual([]);
    expect(routeKinds(spec, '/booking-success?ref=MK-1', b)).toEqual(['page_upload', 'conversion']);
    const c = { host: HIGH.host, provider: 'site-generic', options: C };
    expect(routeKinds(spec, '/rentals?arrival=03%2F11%2F2027', c)).toEqual(['search']);
    expect(routeKinds(spec, '/rentals/grandfather-view-cabin', c)).toEqual([]);
    expect(routeKinds(spec, '/vacation-condos/sugar-top-1407', c)).toEqual(['property']);
    expect(routeKinds(spec, '/vacation-condos/sugar-top-1407/reserve?arrival=1', c)).toEqual([]);
    expect(routeKinds(spec, '/cabins/booking', c)).toEqual(['page_upload', 'conversion']);
    expect(routeKinds(spec, '/cabins/booking-policy', c)).toEqual([]);
    expect(routeKinds(spec, '/search')).toEqual([]);
    // an independent site with no capture rule of its own: only the pages it names are uploaded
    const uploads = { host: 'www.example.test', provider: 'site-generic', options: { pages: { page_upload: ['/reservation/done', '=/thanks'] } } };
    expect(routeKinds(spec, '/reservation/done?id=4', uploads)).toEqual(['page_upload']);
    expect(routeKinds(spec, '/thanks/', uploads)).toEqual(['page_upload']);
    expect(routeKinds(spec, '/thanks/more', uploads)).toEqual([]);
    const upload = runAdapter('site-generic', '/reservation/done?id=4', '<h1>Booked</h1>', { options: uploads.options });
    await upload.settle();
    expect(upload.events().map((e) => e.action)).toEqual(['page_upload']);
    const bare = runAdapter('site-generic', '/stay-details?propid=12');
    send(bare, 'GET', '/getquote.php?propid=12&checkin=2027-01-18&checkout=2027-01-23', null, { total: 5 });
    await bare.settle();
    expect(bare.events()).toEqual([]);
  });
});
