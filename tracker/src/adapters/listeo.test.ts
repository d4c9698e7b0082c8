// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
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

  it('quotes from wp_send_json_success: breakdown lines and total, the site currency from listeo_core', async () => {
    (window as any).listeo_core = { currency: 'EUR', currency_symbol: '€' };
    const run = runAdapter('listeo', '/listing/zugspitz-chalet/', PAGE);
    // Listeo Core 2.0's _breakdown_line shape: key, label, sublabel, amount, amount_formatted, is_discount…; a
    // mandatory fee and the commission the handler appends when the owner's commission is added to the price.
    const line = (key: string, label: string, amount: number, sublabel: string | null) => ({ key, label, sublabel, amount, amount_formatted: `${amount} €`, is_discount: false, service_slug: null, fee_id: null });
    const breakdown = {
      booking_type: 'date_range', units: 5, units_label: '5 nights', guests: 3, children: 1,
      lines: [line('accommodation', 'Nightly rate', 1450, '290,00 € × 5 nights'), line('reservation_fee', 'Reservation fee', 60, 'One-time charge'), line('mandatory_fee', 'Cleaning', 60, 'per stay'), line('commission', 'Site fee', 112.5, null)],
      subtotal: 1682.5, subtotal_formatted: '1.682,50 €', coupon: null, total: 1682.5, total_formatted: '1.682,50 €', currency_symbol: '€', currency_position: 'after', decimals: 2,
    };
    run.ajax(`${CHECK}&date_start=2026-12-14&date_end=2026-12-19`, { success: true, data: { free_places: 1, price: '1.682,50', breakdown } });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '871', listing_name: 'Zugspitz Chalet', checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: 2, guests_children: 1, total: 1682.5, currency: 'EUR', line_items: { 'Nightly rate': 1450, 'Reservation fee': 60, Cleaning: 60, 'Site fee': 112.5 }, success: true }),
    ]);
  });

  it('a coupon: the discounted price_discount is the total, the breakdown lines stay as listed', async () => {
    const run = runAdapter('listeo', '/listing/zugspitz-chalet/', PAGE);
    const breakdown = { lines: [{ key: 'accommodation', label: 'Nightly rate', amount: 1592.5 }, { key: 'reservation_fee', label: 'Reservation fee', amount: 90 }], subtotal: 1682.5, coupon: { key: 'coupon', label: 'Coupon: ALPS10', amount: -168.25, is_discount: true }, total: 1514.25 };
    run.ajax(`${CHECK.replace('coupon=', 'coupon=ALPS10')}&date_start=2026-12-14&date_end=2026-12-19`, { success: true, data: { free_places: 1, price: '1,682.50', price_discount: '1,514.25', breakdown } });
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ total: 1514.25, promo_code: 'ALPS10', line_items: { 'Nightly rate': 1592.5, 'Reservation fee': 90 }, success: true })]);
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

  it("currency 'none' (Listeo's Disable Currency Symbol) names no currency: the default USD applies (demo-sites/listeo-b)", async () => {
    (window as any).listeo_core = { currency: 'none', currency_symbol: '', currency_position: 'before' };
    const run = runAdapter('listeo', '/listing/bearskin-lodge/', PAGE);
    run.ajax(`${CHECK}&date_start=2026-10-12&date_end=2026-10-17`, { success: true, data: { free_places: 1, price: '1,313.75' } });
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ total: 1313.75, currency: 'USD', success: true })]);
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

  // Listeo Core 1.5.31 (nem-c/listeo-core@4e469b0e3ea9d4332dc6c599d9ba9cd86edc2e08): includes/class-listeo-core-search.php
  // ajax_get_listings() answers { found_listings, max_num_pages, html, pagination } (no total_found); the cards are
  // templates/content-listing-grid.php's a.listing-item-container; templates/search-form/slider.php posts the price
  // slider as _price_range "min,max" (split on the comma in class-listeo-core-listing.php).
  const card15 = (slug: string) => `<div class="col-lg-6 col-md-12"><a href="/listing/${slug}/" class="listing-item-container listing-geo-data" data-title="${slug}"><div class="listing-item"></div></a></div>`;
  const answer15 = (slugs: string[], pages: number) => ({
    found_listings: slugs.length > 0,
    max_num_pages: pages,
    html: `<div class="loader-ajax-container" style=""> <div class="loader-ajax"></div> </div>${slugs.map(card15).join('')}<div class="clearfix"></div></div>`,
    pagination: pages > 1 ? '<nav class="pagination margin-top-30"><ul class="pagination"><li class="current" data-paged="1"><a href="#">1</a></li></ul></nav>' : '',
  });
  const search15 = 'keyword_search=&location_search=Garmisch&date_range=12%2F14%2F2026+-+12%2F19%2F2026&_price_range=80%2C450&action=listeo_get_listings&page=1&style=grid&grid_columns=2&per_page=10&custom_class=&order=';

  it('Listeo Core 1.5 search: no total_found, so the cards of a single page are the count; the price slider as the price range', async () => {
    (window as any).wordpress_date_format = { date: 'MM/DD/YYYY', day: '1' };
    (window as any).listeo_core = { currency: 'EUR', currency_symbol: '€' };
    const run = runAdapter('listeo', '/listings/');
    run.ajax(search15, answer15(['zugspitz-chalet', 'loisach-loft', 'kramer-blockhaus'], 1));
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 3, checkin: '2026-12-14', checkout: '2026-12-19', price: [80, 450], currency: 'EUR', locations: ['Garmisch'] }),
    ]);
  });

  it('Listeo Core 1.5 search: found_listings false is 0; the last of several pages counts the full pages before it; an earlier page is still sent', async () => {
    (window as any).wordpress_date_format = { date: 'MM/DD/YYYY', day: '1' };
    const none = runAdapter('listeo', '/listings/');
    none.ajax(search15, answer15([], 0));
    await none.settle();
    expect(none.events('search')).toEqual([expect.objectContaining({ result_count: 0, checkin: '2026-12-14', price: [80, 450] })]);
    // offset = (page - 1) * per_page: page 3 of 3 at 10 a page with 2 cards is 22 listings
    const last = runAdapter('listeo', '/listings/');
    last.ajax(search15.replace('page=1', 'page=3'), answer15(['zugspitz-chalet', 'loisach-loft'], 3));
    await last.settle();
    expect(last.events('search')).toEqual([expect.objectContaining({ result_count: 22 })]);
    // page 1 of 3: the total is not in the answer (sent as the spec's 0 for an unknown count), the rest is
    const first = runAdapter('listeo', '/listings/');
    first.ajax(search15.replace('_price_range=80%2C450&', ''), answer15(['zugspitz-chalet', 'loisach-loft'], 3));
    await first.settle();
    expect(first.events('search')).toEqual([expect.objectContaining({ result_count: 0, checkin: '2026-12-14', checkout: '2026-12-19', price: null, locations: ['Garmisch'] })]);
  });

  it('Listeo Core 1.5 quote: adults only (bookings.js check_booking sends no children), the price alone answered', async () => {
    // assets/js/bookings.js check_booking(): action, listing_type, listing_id, coupon, date_start, date_end, services,
    // adults when input.adults has a value; class-listeo-core-bookings-calendar.php ajax_check_avaliabity():
    // wp_send_json_success({ free_places, price: number_format_i18n(...) })
    const run = runAdapter('listeo', '/listing/zugspitz-chalet/', PAGE);
    run.ajax('action=check_avaliabity&listing_type=rental&listing_id=871&coupon=&date_start=2026-12-14&date_end=2026-12-19&adults=2', { success: true, data: { free_places: 1, price: '1,592.50' } });
    await run.settle();
    const [quote] = run.events('quote');
    expect(quote).toMatchObject({ listing_id: '871', checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: 2, total: 1592.5, success: true });
    expect(quote.guests_children ?? null).toBeNull();
  });
});
