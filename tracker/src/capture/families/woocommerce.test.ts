// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { conversionPayload } from '../events';
import { wooOrder } from './woocommerce';

// WooCommerce's templates/checkout/thankyou.php and order/order-details.php, as rendered.
const price = (n: string) => `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>${n}</bdi></span>`;
const page = (foot: string) => `<div class="woocommerce"><div class="woocommerce-order">
<p class="woocommerce-notice woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>
<ul class="woocommerce-order-overview order_details">
<li class="woocommerce-order-overview__order order">Order number: <strong>5310</strong></li>
<li class="woocommerce-order-overview__total total">Total: <strong>${price('1,982.40')}</strong></li></ul>
<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">
<tbody><tr class="order_item"><td class="product-name">Harbour Cottage&nbsp;<strong>× 1</strong><ul class="wc-item-meta"><li>Booked From: December 14, 2026</li></ul></td><td class="product-total">${price('1,982.40')}</td></tr></tbody>
<tfoot>${foot}</tfoot></table></div></div>`;

describe('wooOrder', () => {
  it('reads the order number and the summary totals; the stay comes from the last quote', () => {
    document.body.innerHTML = page(
      `<tr><th scope="row">Subtotal:</th><td>${price('1,982.40')}</td></tr><tr><th scope="row">Payment method:</th><td>Direct bank transfer</td></tr><tr><th scope="row">Total:</th><td>${price('1,982.40')}</td></tr>`,
    );
    expect(wooOrder()).toEqual({ reservation_id: '5310', total: 1982.4, line_items: {}, payments: {}, currency: '$' });
    expect(conversionPayload(wooOrder())).toMatchObject({ reservation_id: '5310', total: 1982.4, checkin: null, line_items: {}, currency: 'USD' });
  });

  it('keeps priced summary rows (fees, deposits due) and falls back to the overview total', () => {
    document.body.innerHTML = page(
      `<tr><th>Cleaning fee:</th><td>${price('95.00')}</td></tr><tr><th>Due today:</th><td>${price('500.00')}</td></tr><tr><th>Damage waiver (declined):</th><td>${price('0.00')}</td></tr>`,
    );
    const o = wooOrder();
    expect(o.total).toBe('$1,982.40');
    expect(o.line_items).toEqual({ 'Cleaning fee': 95 });
    expect(Object.values(o.payments as object)).toEqual([500]);
  });

  it('finds nothing on other pages', () => {
    document.body.innerHTML = '<p>Cart</p>';
    expect(wooOrder()).toEqual({ reservation_id: null, total: null, line_items: {}, payments: {}, currency: null });
  });
});
