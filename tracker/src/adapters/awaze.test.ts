// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './awaze';

const HOST = 'https://www.hoseasons.co.uk';
const get = (path: string, query: Record<string, string>, answer: unknown) =>
  publish(call('fetch', 'GET', `${HOST}${path}?${new URLSearchParams(query)}`, null, 200, JSON.stringify(answer), { 'content-type': 'application/json' }));
const SEARCH = { adult: '2', child: '1', infant: '0', pets: '0', range: '0', nights: '7', start: '05-12-2026', accommodationType: 'cottages', regionName: 'Cornwall', page: '1', sort: 'recommended', displayMode: 'LIST', index: 'search', features: '', siteFeatures: '', searchEngineVersion: 'v2', brand: 'hoseasons' };
const PAGE = '<article><h1>Sealock Cottage</h1><span id="nowprice"></span></article>';
const STAY = { propertyCode: 'uk35048', start: '05-12-2026', nights: '7', adult: '2', child: '0', infant: '0', pets: '0' };

describe('awaze', () => {
  it('the list call is the search: pagination.total, start dd-mm-yyyy plus nights, party, type, region', async () => {
    const run = runAdapter('awaze', '/search?adult=2');
    get('/api/search/properties/list', SEARCH, { properties: [{ code: 'a' }, { code: 'b' }], pagination: { total: 14 } });
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({
        result_count: 14, checkin: '2026-12-05', checkout: '2026-12-12', guests_adults: [2, 2], guests_children: [1, 1],
        property_types: ['Cottage'], locations: ['Cornwall'], amenities: [],
      }),
    ]);
  });

  it('feature codes and pets=1 become the fixed amenity labels (spec 9); an unknown code and type stay as given', async () => {
    const run = runAdapter('awaze', '/search');
    get('/api/search/properties/list', { ...SEARCH, pets: '1', accommodationType: 'lodges', features: 'pool,wifi,hot-tub' }, { properties: [] });
    await run.settle();
    expect(run.events('search')[0]).toMatchObject({ result_count: 0, property_types: ['lodges'], amenities: ['Pool', 'Internet or WiFi', 'hot-tub', 'Pets'] });
  });

  it('a property page: the code at the end of /cottages/<slug>-<code>, the name in its heading', async () => {
    const run = runAdapter('awaze', '/cottages/sealock-cottage-uk35048?nights=7&range=3&adult=2&infant=0', PAGE);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: 'uk35048', listing_name: 'Sealock Cottage' }]);
  });

  it('availability: the priced answer is a quote in GBP; a refusal forwards its message', async () => {
    const run = runAdapter('awaze', '/cottages/sealock-cottage-uk35048', PAGE);
    get('/api/availability', STAY, { available: true, price: { total: 812, currency: 'GBP' } });
    get('/api/availability', { ...STAY, nights: '3' }, { available: false, reason: 'MIN_STAY', message: 'This property has a minimum stay of 7 nights.', price: null });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: 'uk35048', listing_name: 'Sealock Cottage', checkin: '2026-12-05', checkout: '2026-12-12', guests_adults: 2, guests_children: 0, total: 812, currency: 'GBP', success: true, error_message: null }),
      expect.objectContaining({ checkout: '2026-12-08', total: null, currency: 'GBP', success: false, error_message: 'This property has a minimum stay of 7 nights.' }),
    ]);
  });

  it('a refusal without a message forwards its reason code', async () => {
    const run = runAdapter('awaze', '/cottages/sealock-cottage-uk35048', PAGE);
    get('/api/availability', STAY, { available: false, reason: 'UNAVAILABLE' });
    await run.settle();
    expect(run.events('quote')[0]).toMatchObject({ success: false, error_message: 'UNAVAILABLE', total: null });
  });

  // the availability call has no public source (SOURCES.md: assumed): read by any method, other field spellings,
  // the answer in { data } with the price a number
  it('availability posted as JSON with camelCase fields, answered in { data } with a numeric price', async () => {
    const run = runAdapter('awaze', '/cottages/sealock-cottage-uk35048', PAGE);
    publish(call('fetch', 'POST', `${location.origin}/api/availability`, JSON.stringify({ code: 'uk35048', startDate: '2026-12-05', nights: 7, adults: 2, children: 1 }), 200, JSON.stringify({ data: { available: true, price: 845.5, currency: 'GBP' } }), {}));
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: 'uk35048', checkin: '2026-12-05', checkout: '2026-12-12', guests_adults: 2, guests_children: 1, total: 845.5, currency: 'GBP', success: true }),
    ]);
  });
});
