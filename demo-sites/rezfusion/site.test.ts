import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('rezfusion');
const truth = loadTruth('rezfusion');
const payload = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const ID = '7a2d9c41e0b34f1d9e6c2a58';
const quote = async (begin: string, end: string) => {
  const variables = { item_id: ID, type: 8, channels: { url: 'https://www.rezfusion-demo.test' }, params: { begin, end, IDs: { 8: [ID] }, adult: 4, child: 0, coupon: null } };
  const q = new URLSearchParams({ query: 'query($item_id:String!){orderQuote(item_id:$item_id){total,tax,charges{name,base,option}}}', variables: JSON.stringify(variables) });
  return JSON.parse((await demo.get(`/graphql?${q}`)).body);
};

describe('rezfusion Blueprint answers and templates', () => {
  it("orderQuote: charges without option plus tax are the truth's lines, total the truth's total", async () => {
    const want = payload('seven-nights');
    const { data } = await quote('2027-07-05', '2027-07-12');
    expect(data.orderQuote.total).toBe(want.total);
    const lines = Object.fromEntries([...data.orderQuote.charges.filter((c: any) => !c.option).map((c: any) => [c.name, c.base]), ['Taxes', data.orderQuote.tax]]);
    expect(lines).toEqual(want.line_items);
  });

  it('a stay below the minimum answers errors[0].message and a null orderQuote', async () => {
    expect(await quote('2027-07-05', '2027-07-07')).toEqual({ errors: [{ message: payload('two-nights').error_message, path: ['orderQuote'] }], data: { orderQuote: null } });
  });

  it('lodgingProducts filters by availFilter; the details page mounts the picker with the Hub item id', async () => {
    const body = { query: 'query{lodgingProducts{results{id}}}', variables: { availFilter: { begin: '2027-07-05', end: '2027-07-12', adult: 4, child: 0 } } };
    expect((await demo.json('/graphql', body)).body.data.lodgingProducts.results).toHaveLength(payload('search').result_count);
    const $ = await demo.page('/vacation-rentals/blue-mountain-cottage/');
    expect($('.lodging-item-details__avail-picker').attr('data-rezfusion-item-id')).toBe(payload('open-cottage').listing_id);
    expect($('.lodging-item h1').text()).toBe(payload('open-cottage').listing_name);
  });
});
