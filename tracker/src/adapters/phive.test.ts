// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import './phive';

const PRODUCT = '<h1 class="product_title entry-title">Harbour Cottage</h1><input type="hidden" id="phive_product_id" value="512">';
const range = (from: string, to: string) => `action=phive_get_booked_price&product_id=512&book_from=${from}&book_to=${to}&person_details%5B%5D=2&addon_data=`;
const price = '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>885.00</bdi></span>';

describe('phive', () => {
  it('quotes from price and price_html (JSON text), forwards the error_msg notice', async () => {
    const run = runAdapter('phive', '/product/harbour-cottage/', PRODUCT);
    run.ajax(range('2026-12-14', '2026-12-16'), { error_msg: '<p id="booking_info_text"><span class="not-available-msg">Minimum booking duration is 3 nights.</span></p>' });
    run.ajax(range('2026-12-14', '2026-12-19'), { price_html: price, price: '885', from_date: 'December 14, 2026', to_date: 'December 19, 2026' });
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '512', listing_name: 'Harbour Cottage' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkout: '2026-12-16', total: null, success: false, error_message: 'Minimum booking duration is 3 nights.' }),
      expect.objectContaining({ listing_id: '512', listing_name: 'Harbour Cottage', checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: 2, total: 885, currency: 'USD', success: true }),
    ]);
  });

  it('the filtered shop is the search', async () => {
    const run = runAdapter('phive', '/shop/?ph_book_from=2026-12-14&ph_book_to=2026-12-19&ph_persons=2', '<ul class="products"><li class="product"></li><li class="product"></li></ul>');
    await run.settle();
    expect(run.events()).toEqual([expect.objectContaining({ action: 'search', result_count: 2, checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: [2, 2] })]);
  });

  it('converts on the order-received page with the stored last quote', async () => {
    const quoted = runAdapter('phive', '/product/harbour-cottage/', PRODUCT);
    quoted.ajax(range('2026-12-14', '2026-12-19'), { price_html: price, price: '885' });
    await quoted.settle();
    const stored = localStorage.getItem('__beaconLastQuote');
    const order = `<div class="woocommerce-order"><ul><li class="woocommerce-order-overview__order order">Order number: <strong>5310</strong></li></ul>
<table class="woocommerce-table woocommerce-table--order-details"><tfoot><tr><th>Total:</th><td>${price}</td></tr></tfoot></table></div>`;
    const run = runAdapter('phive', '/checkout/order-received/5310/?key=wc_order_abc', order);
    localStorage.setItem('__beaconLastQuote', stored as string);
    await run.settle(150);
    expect(run.events('conversion')).toEqual([
      expect.objectContaining({ reservation_id: '5310', total: 885, currency: 'USD', listing_id: '512', listing_name: 'Harbour Cottage', checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: 2 }),
    ]);
  });

  it('an older release: the price call without person_details, the same JSON text answer (no refusal field)', async () => {
    // Older ph-booking-ajax.js copies (index file ids 4540160838, 3704691973; with addon_data 14398859656) post
    // action, product_id, book_from, book_to only; the older handler phive_booking_ajax_manager::phive_get_booked_price
    // (index file id 12914481265) echoes json_encode({ price_html, price, from_date, to_date }).
    const run = runAdapter('phive', '/product/harbour-cottage/', PRODUCT);
    run.ajax('action=phive_get_booked_price&product_id=512&book_from=2026-12-14&book_to=2026-12-19', { price_html: price, price: '885', from_date: 'December 14, 2026', to_date: 'December 19, 2026' });
    await run.settle();
    const [quote] = run.events('quote');
    expect(quote).toMatchObject({ listing_id: '512', checkin: '2026-12-14', checkout: '2026-12-19', total: 885, currency: 'USD', success: true });
    expect(quote.guests_adults ?? null).toBeNull();
  });
});
