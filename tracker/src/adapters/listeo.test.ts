// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './listeo';

const TITLE = '<div class="listing-titlebar-title"><h2>Zugspitz Chalet</h2></div><input id="listing_id" value="871">';
const CHECK = 'action=check_avaliabity&listing_type=rental&listing_id=871&adults=2&children=0';

describe('listeo', () => {
  it('routes as its pathCases say', () => expect(pathProblems('listeo')).toEqual([]));

  it('forwards the minimum-stay refusal and reads German prices; free_places 0 is no success', async () => {
    const run = runAdapter('listeo', '/listing/zugspitz-chalet/', TITLE);
    run.ajax(`${CHECK}&date_start=2026-12-17&date_end=2026-12-19`, { free_places: 0, error: 'Minimum stay for this listing is 4 day(s). You selected 3 day(s).' });
    run.ajax(`${CHECK}&date_start=2026-12-14&date_end=2026-12-19`, { success: true, data: { free_places: 1, price: '1.682,50' } });
    run.ajax(`${CHECK}&date_start=2026-12-23&date_end=2026-12-28`, { success: true, data: { free_places: 0, price: '1.682,50' } });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_name: 'Zugspitz Chalet', checkin: '2026-12-17', total: null, currency: 'EUR', success: false, error_message: 'Minimum stay for this listing is 4 day(s). You selected 3 day(s).' }),
      expect.objectContaining({ checkin: '2026-12-14', total: 1682.5, success: true }),
      expect.objectContaining({ checkin: '2026-12-23', total: 1682.5, success: false }),
    ]);
  });

  it('search: date range, ticked features, total_found; an identical repeat is not resent', async () => {
    const run = runAdapter('listeo', '/listings/');
    const body = 'keyword_search=&location_search=Garmisch-Partenkirchen&date_range=12%2F14%2F2026+-+12%2F19%2F2026&tax-listing_feature%5Bsauna%5D=sauna&action=listeo_get_listings&page=1';
    run.ajax(body, { found_listings: true, total_found: 2 });
    await run.settle(600);
    run.ajax(body, { found_listings: true, total_found: 2 });
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2026-12-14', checkout: '2026-12-19', locations: ['Garmisch-Partenkirchen'], amenities: ['sauna'] })]);
  });
});
