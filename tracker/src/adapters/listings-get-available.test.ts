// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './listings-get-available';

const get = (url: string, answer: unknown) => publish(call('xhr', 'GET', url, null, 200, JSON.stringify(answer), {}));
const Q = '?checkIn=2027-10-08&checkOut=2027-10-11&adults=4&children=2';

describe('listings-get-available', () => {
  it('routes as its pathCases say (no page rules: the calls are the capture)', () => expect(pathProblems('listings-get-available')).toEqual([]));

  it('a listing without pricing is the property only; with a stay and no pricing, its message is the refusal', async () => {
    const run = runAdapter('listings-get-available', '/cabins/51');
    get('/api/listings/51', { id: 51, airbnb_id: '914302775318204016', name: 'Bearpaw Lodge', checkIn: null, checkOut: null, pricing: null, message: null });
    get('/api/listings/51' + Q, { id: 51, airbnb_id: '914302775318204016', name: 'Bearpaw Lodge', checkIn: '2027-10-08', checkOut: '2027-10-11', adults: 4, children: 2, pricing: null, message: 'Not available for these dates.' });
    await run.settle(30);
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '914302775318204016', listing_name: 'Bearpaw Lodge' }]);
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '914302775318204016', checkin: '2027-10-08', total: null, error_message: 'Not available for these dates.', success: false })]);
  });

  it('get_available is the search, never a listing', async () => {
    const run = runAdapter('listings-get-available', '/cabins/' + Q);
    get('/api/listings/get_available' + Q, { data: [{ id: 51 }, { id: 54 }], checkIn: '2027-10-08', checkOut: '2027-10-11', adults: 4, children: 2 });
    await run.settle(30);
    expect(run.events().map((e) => e.action)).toEqual(['search']);
    expect(run.events('search')[0]).toMatchObject({ result_count: 2, checkin: '2027-10-08', checkout: '2027-10-11', guests_adults: [4, 4], guests_children: [2, 2] });
  });
});
