// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './listeo';

// Listeo Core 2.0 markup: the title is .listing-titlebar-title h1; the widget has #listing_id and the hidden
// .booking-error-message with its default text.
const PAGE =
  '<div class="listing-titlebar-title"><h1>Zugspitz Chalet</h1></div><input id="listing_id" type="hidden" name="listing_id" value="871">' +
  '<div class="booking-error-message" style="display: none;" data-default-message="Unfortunately this request can\'t be processed. Try different dates please."></div>';
const CHECK = 'action=check_avaliabity&listing_type=rental&listing_id=871&coupon=&adults=2&children=1';

describe('listeo', () => {
  afterEach(() => {
    delete (window as any).listeo_core;
    delete (window as any).wordpress_date_format;
  });
  it('routes as its pathCases say', () => expect(pathProblems('listeo')).toEqual([]));

  it('quotes from wp_send_json_success: breakdown lines and total, the site currency from listeo_core', async () => {
    (window as any).listeo_core = { currency: 'EUR', currency_symbol: '€' };
    const run = runAdapter('listeo', '/listing/zugspitz-chalet/', PAGE);
    const breakdown = { lines: [{ key: 'nights', label: '5 nights', amount: 1450 }, { key: 'fee', label: 'Cleaning', amount: 120 }, { key: 'commission', label: 'Site fee', amount: 112.5 }], total: 1682.5 };
    run.ajax(`${CHECK}&date_start=2026-12-14&date_end=2026-12-19`, { success: true, data: { free_places: 1, price: '1.682,50', breakdown } });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '871', listing_name: 'Zugspitz Chalet', checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: 2, guests_children: 1, total: 1682.5, currency: 'EUR', line_items: { '5 nights': 1450, Cleaning: 120, 'Site fee': 112.5 }, success: true }),
    ]);
  });

  it('forwards the bare minimum-stay refusal and, with no free place, the widget default message; a price alone is read', async () => {
    const run = runAdapter('listeo', '/listing/zugspitz-chalet/', PAGE);
    run.ajax(`${CHECK}&date_start=2026-12-17&date_end=2026-12-19`, { free_places: 0, error: 'Minimum stay for this listing is 4 day(s). You selected 3 day(s).' });
    run.ajax(`${CHECK}&date_start=2026-12-23&date_end=2026-12-28`, { success: true, data: { free_places: 0 } });
    run.ajax(`${CHECK}&date_start=2026-12-14&date_end=2026-12-19 00:00:00`, { success: true, data: { free_places: 1, price: '1,682.50' } });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkin: '2026-12-17', total: null, currency: 'USD', success: false, error_message: 'Minimum stay for this listing is 4 day(s). You selected 3 day(s).' }),
      expect.objectContaining({ checkin: '2026-12-23', total: null, success: false, error_message: "Unfortunately this request can't be processed. Try different dates please." }),
      expect.objectContaining({ checkin: '2026-12-14', checkout: '2026-12-19', total: 1682.5, success: true, error_message: null }),
    ]);
  });

  it('property: the h1 title (older h2 markup still read)', async () => {
    const run = runAdapter('listeo', '/listing/zugspitz-chalet/', PAGE);
    await run.settle();
    expect(run.events('property')).toEqual([expect.objectContaining({ listing_id: '871', listing_name: 'Zugspitz Chalet' })]);
    const old = runAdapter('listeo', '/listing/zugspitz-chalet/', '<div class="listing-titlebar-title"><h2>Old Chalet</h2></div>');
    await old.settle();
    expect(old.events('property')).toEqual([expect.objectContaining({ listing_name: 'Old Chalet' })]);
  });

  it('search: the date range in the site format, guests, ticked features, total_found; an identical repeat is not resent', async () => {
    (window as any).wordpress_date_format = { date: 'DD/MM/YYYY', day: '1' };
    const run = runAdapter('listeo', '/listings/');
    const body = 'keyword_search=&location_search=Garmisch-Partenkirchen&date_range=03%2F04%2F2027+-+08%2F04%2F2027&_max_guests=3&tax-listing_feature%5Bsauna%5D=sauna&action=listeo_get_listings&page=1';
    run.ajax(body, { found_listings: true, total_found: 2, max_num_pages: 1 });
    await run.settle(600);
    run.ajax(body, { found_listings: true, total_found: 2, max_num_pages: 1 });
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 2, checkin: '2027-04-03', checkout: '2027-04-08', guests_adults: [3, 3], locations: ['Garmisch-Partenkirchen'], amenities: ['sauna'] }),
    ]);
  });
});
