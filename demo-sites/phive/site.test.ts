import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('phive');
const truth = loadTruth('phive');
const want = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const bookedPrice = async (book_from: string, book_to: string, persons = 2) => {
  const res = await demo.form('/wp-admin/admin-ajax.php', { action: 'phive_get_booked_price', product_id: 512, book_from, book_to, 'person_details[]': persons, addon_data: '' });
  expect(res.headers['content-type']).toContain('text/html');
  return JSON.parse(res.body);
};

describe('phive: phive_get_booked_price', () => {
  it('prices 14-19 December: the total truth expects, dates in the WordPress format', async () => {
    const answer = await bookedPrice('2026-12-14', '2026-12-19');
    expect(answer).toMatchObject({ price: '885', from_date: 'December 14, 2026', to_date: 'December 19, 2026', org_from_date: '2026-12-14' });
    expect(answer.price_html).toContain('<span class="woocommerce-Price-currencySymbol">$</span>885.00');
    expect(Number(answer.price)).toBe(want('quote').total);
  });

  it('refuses with the notice markup: too short, booked, too many guests', async () => {
    expect(await bookedPrice('2026-12-14', '2026-12-16')).toEqual({ error_msg: `<p id="booking_info_text"><span class="not-available-msg">${want('quote-error').error_message}</span></p>` });
    expect((await bookedPrice('2026-12-22', '2026-12-26')).error_msg).toContain('already booked');
    expect((await bookedPrice('2026-12-14', '2026-12-19', 6)).error_msg).toContain('Maximum 4 participants');
  });
});

describe('phive: product page and WooCommerce', () => {
  it('shop: the availability form filters the cottages', async () => {
    const $ = await demo.page('/shop/?ph_book_from=2026-12-14&ph_book_to=2026-12-19&ph_persons=2');
    expect($('ul.products li.product').length).toBe(want('search').result_count);
    expect($('.woocommerce-result-count').text()).toBe('Showing all 2 results');
    expect((await demo.page('/shop/'))('ul.products li.product').length).toBe(3);
  });

  it('product page: id, title, booked days not selectable', async () => {
    const $ = await demo.page('/product/harbour-cottage/');
    expect($('#phive_product_id').val()).toBe(want('open-product').listing_id);
    expect($('h1.product_title').text()).toBe(want('open-product').listing_name);
    expect($("li[data-date='2026-12-25']").hasClass('de-active')).toBe(true);
    expect($("li[data-date='2026-12-19'] .callender-full-date").val()).toBe('2026-12-19');
  });

  it('checkout, place order, order received 5310 for $885.00', async () => {
    const cart = 'phive_book_from=2026-12-14&phive_book_to=2026-12-19&phive_book_persons=2&phive_booked_price=885&add-to-cart=512';
    const $ = await demo.page(`/checkout/?${cart}`);
    expect($('tr.order-total .woocommerce-Price-amount').text()).toBe('$885.00');
    expect($('dl.variation dd').map((_, dd) => $(dd).text()).get()).toEqual(['December 14, 2026', 'December 19, 2026', '2']);
    const hidden = Object.fromEntries($('form.checkout input[type=hidden]').map((_, el) => [[$(el).attr('name'), $(el).val()]]).get() as unknown as [string, string][]);
    const placed = JSON.parse(
      (await demo.form('/?wc-ajax=checkout', { ...hidden, billing_first_name: 'Morgan', billing_last_name: 'Ellis', billing_email: 'm@example.com', billing_phone: '1', payment_method: 'bacs', terms: 'on' })).body,
    );
    expect(placed.redirect).toMatch(/\/checkout\/order-received\/5310\/\?key=wc_order_[0-9a-f]{13}$/);
    const received = await demo.page(new URL(placed.redirect).pathname + new URL(placed.redirect).search);
    expect(received('.woocommerce-order-overview__order strong').text()).toBe(want('place-order').reservation_id);
    expect(received('.woocommerce-table--order-details tfoot tr').last().text()).toBe('Total:$885.00');
  });

  it('no cart for a stay the plugin refuses', async () => {
    const $ = await demo.page('/checkout/?phive_book_from=2026-12-14&phive_book_to=2026-12-16&phive_book_persons=2&add-to-cart=512');
    expect($('.cart-empty').length).toBe(1);
  });
});
