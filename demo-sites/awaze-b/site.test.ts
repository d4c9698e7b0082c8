import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { BRAND, FEATURES, TYPES } from './data.ts';

const demo = useDemo('awaze-b');
const truth = loadTruth('awaze-b');
const expected = (step: string, action = 'search') => truth.steps[step].expect!.find((e) => e.action === action)!.payload as Record<string, any>;
const PARTY = 'adult=2&child=0&infant=0&range=0&nights=7&regionName=Devon&start=15-05-2027&page=1&sort=recommended&displayMode=LIST';
const list = async (query: string, brand = BRAND) => {
  const res = await demo.server().request('awaze-b', `/api/search/properties/list?${query}&index=search&siteFeatures=&searchEngineVersion=v2&brand=${brand}`, {
    headers: { accept: 'application/json', 'x-awaze-brand': brand, 'x-awaze-locale': 'en-gb' },
  });
  return { status: res.status, body: JSON.parse(res.body) };
};

/** each search step of steps.json: the criteria the page then sends, and the codes it lists */
const SEARCHES: [string, string, string, string, string[]][] = [
  ['search', 'houses', '0', '', ['uk48102', 'uk48117']],
  ['filter-washing-machine', 'houses', '0', 'washing-machine', ['uk48102']],
  ['filter-dishwasher', 'houses', '0', 'washing-machine,dishwasher', ['uk48102']],
  ['type-apartments', 'apartments', '0', 'washing-machine,dishwasher', ['uk48351']],
  ['filter-wifi', 'apartments', '0', 'wifi,washing-machine,dishwasher', ['uk48351']],
  ['type-villas', 'villas', '0', 'wifi,washing-machine,dishwasher', ['uk48230']],
  ['filter-air-conditioning', 'villas', '0', 'wifi,air-conditioning,washing-machine,dishwasher', ['uk48230']],
  ['filter-pool', 'villas', '0', 'pool,wifi,air-conditioning,washing-machine,dishwasher', ['uk48230']],
  ['clear-filters', 'villas', '0', '', ['uk48230', 'uk48244']],
  ['type-bungalows', 'bungalows', '0', '', ['uk48472']],
  ['filter-enclosed-garden', 'bungalows', '0', 'enclosed-garden', ['uk48472']],
  ['filter-bbq', 'bungalows', '0', 'enclosed-garden,bbq', ['uk48472']],
  ['filter-parking', 'bungalows', '0', 'enclosed-garden,bbq,parking', ['uk48472']],
  ['pets-one', 'bungalows', '1', 'enclosed-garden,bbq,parking', ['uk48472']],
];

describe('awaze-b: the search list call behind each filter step', () => {
  it.each(SEARCHES)('%s: accommodationType=%s pets=%s features=%s lists what truth counts', async (step, type, pets, features, codes) => {
    const { status, body } = await list(`${PARTY}&pets=${pets}&accommodationType=${type}&features=${features}`);
    expect(status).toBe(200);
    expect(body.properties.map((p: { code: string }) => p.code)).toEqual(codes);
    expect(body.pagination.total).toBe(expected(step).result_count);
    expect(body.properties.every((p: { accommodationType: string }) => p.accommodationType === type)).toBe(true);
    // the truth's amenities: one per feature code, then Pets for a pets search
    expect(expected(step).amenities).toHaveLength(features.split(',').filter(Boolean).length + Number(pets));
  });

  it('every search step of truth is one of these', () => {
    const searchSteps = Object.entries(truth.steps).filter(([, s]) => s.expect?.some((e) => e.action === 'search')).map(([name]) => name);
    expect(searchSteps).toEqual(SEARCHES.map(([step]) => step));
  });

  it('Meadowside Bungalow is booked over the searched week, free the week after', async () => {
    const later = await list(`${PARTY.replace('15-05-2027', '29-05-2027')}&pets=0&accommodationType=bungalows&features=`);
    expect(later.body.properties.map((p: { code: string }) => p.code)).toEqual(['uk48472', 'uk48489']);
  });

  it('the list call needs the brand header', async () => {
    expect((await list(`${PARTY}&pets=0&accommodationType=houses&features=`, 'hoseasons')).status).toBe(400);
  });
});

describe('awaze-b: pages', () => {
  it('the search page offers the type select, the pets count, the feature boxes in order and Clear all', async () => {
    const $ = await demo.page(`/search?${PARTY}&pets=0&accommodationType=houses`);
    expect($('select[name="accommodationType"] option').map((_, o) => $(o).attr('value')).get()).toEqual(TYPES.map(([code]) => code));
    expect($('select[name="accommodationType"] option[selected]').attr('value')).toBe('houses');
    expect($('select[name="pets"] option').map((_, o) => $(o).attr('value')).get()).toEqual(['0', '1', '2']);
    expect($('input[name="features"]').map((_, i) => $(i).attr('value')).get()).toEqual(FEATURES.map(([code]) => code));
    expect($('[data-test="clear-filters"]').text()).toBe('Clear all');
    const next = JSON.parse($('#__NEXT_DATA__').text());
    expect(next.props.pageProps).toMatchObject({ brand: BRAND, initialState: { searchCriteria: { accommodationType: 'houses', regionName: 'Devon' } } });
  });

  it('the property page and its availability answer: the quote truth expects', async () => {
    const $ = await demo.page('/cottages/orchard-bungalow-uk48472?adult=2&child=0&infant=0&pets=1&range=0&nights=7&start=15-05-2027');
    expect($('h1').text()).toBe(expected('open-bungalow', 'property').listing_name);
    const a = JSON.parse((await demo.get('/api/availability?propertyCode=uk48472&start=15-05-2027&nights=7&adult=2&child=0&infant=0&pets=1')).body);
    const quote = expected('open-bungalow', 'quote');
    expect(a).toMatchObject({ propertyCode: quote.listing_id, startDate: quote.checkin, endDate: quote.checkout, available: true, price: { total: quote.total, currency: quote.currency } });
  });
});
