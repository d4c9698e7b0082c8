// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './rezfusion';

const w = window as any;
const ID = '7a2d9c41e0b34f1d9e6c2a58';
const PAGE = `<div class="lodging-item"><h1>Blue Mountain Cottage</h1><div data-rezfusion-item-id="${ID}" data-rezfusion-item-type="8" class="lodging-item-details__avail-picker"></div></div>`;
const QUOTE_Q = 'query($item_id:String!,$type:Int!,$channels:ChannelFilter!,$params:OrderQuoteFilter!){orderQuote(item_id:$item_id,type:$type,channels:$channels,params:$params){total,tax,currency,charges{name,base,option,accepted,declined,}}}';
/** fetchData's GET: the query and the variables JSON in the URL. */
const get = (query: string, variables: object, answer: object) =>
  publish(call('fetch', 'GET', `https://blueprint.rezfusion.com/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`, null, 200, JSON.stringify(answer), {}));
const params = (begin: string, end: string) => ({ item_id: ID, type: 8, channels: { url: 'https://www.example.com' }, params: { begin, end, IDs: { 8: [ID] }, adult: 4, child: 0, coupon: null } });

afterEach(() => delete w.dataLayer);

describe('rezfusion', () => {
  it('routes details pages and the confirmation page', () => expect(pathProblems('rezfusion')).toEqual([]));

  it("the details page's picker names the Hub item; orderQuote's charged lines, tax and total; errors[0].message refuses", async () => {
    const run = runAdapter('rezfusion', '/vacation-rentals/blue-mountain-cottage/', PAGE);
    get(QUOTE_Q, params('2027-07-05', '2027-07-07'), { errors: [{ message: 'A minimum stay of 3 nights is required for the selected dates.' }], data: { orderQuote: null } });
    const charges = [
      { name: 'Blue Mountain Cottage', base: 1820, option: 0 },
      { name: 'Cleaning Fee', base: 175, option: 0 },
      { name: 'Travel Insurance', base: 118.3, option: 8, accepted: false },
    ];
    get(QUOTE_Q, params('2027-07-05', '2027-07-12'), { data: { orderQuote: { total: 2190.4, tax: 195.4, currency: 'USD', charges } } });
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: ID, listing_name: 'Blue Mountain Cottage' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: ID, checkin: '2027-07-05', checkout: '2027-07-07', guests_adults: 4, total: null, success: false, error_message: 'A minimum stay of 3 nights is required for the selected dates.' }),
      expect.objectContaining({ total: 2190.4, currency: 'USD', success: true, line_items: { 'Blue Mountain Cottage': 1820, 'Cleaning Fee': 175, Taxes: 195.4 } }),
    ]);
  });

  it('lodgingProducts posted as JSON: the results are the count, availFilter the stay', async () => {
    const run = runAdapter('rezfusion', '/vacation-rentals/');
    const body = JSON.stringify({ query: 'query($channels:ChannelFilter!,$availFilter:AvailabilityFilter){lodgingProducts(channels:$channels,availability:$availFilter){results{id}}}', variables: { availFilter: { begin: '2027-07-05', end: '2027-07-12', adult: 4, child: 0 } } });
    publish(call('fetch', 'POST', 'https://blueprint.rezfusion.com/graphql', body, 200, JSON.stringify({ data: { lodgingProducts: { results: [{ id: 'a' }, { id: 'b' }] } } }), {}));
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2027-07-05', checkout: '2027-07-12', guests_adults: [4, 4], guests_children: [0, 0] })]);
  });

  it("the confirmation's dataLayer { conf, order } is the conversion", async () => {
    w.dataLayer = [{ event: 'gtm.js' }];
    const run = runAdapter('rezfusion', '/booking-confirmation/?conf=GB731400');
    w.dataLayer.push({ event: 'hub.ecom.purchase', conf: 'GB731400', order: { charges: [{ name: 'Blue Mountain Cottage', base: 1820, tax: 195.4, total: 2015.4, currency: 'USD', option: 0 }, { name: 'Cleaning Fee', base: 175, total: 175, option: 0 }], chargesGrandTotal: 2190.4, chargesTaxTotal: 195.4 } });
    await run.settle(300);
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'GB731400', total: 2190.4, currency: 'USD', line_items: { 'Blue Mountain Cottage': 1820, 'Cleaning Fee': 175, Taxes: 195.4 } })]);
  });
});
