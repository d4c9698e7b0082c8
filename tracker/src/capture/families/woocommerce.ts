// WooCommerce's order-received page (/checkout/order-received/<order id>/?key=wc_order_…), where the WordPress
// booking themes and plugins that take payment through WooCommerce end: the order number and the order summary's
// totals (the scraped reservation of its order-details table foot) and the shop's currency symbol as conversion
// fields. The page does not show the stay as data, so the emitter fills dates, guests, listing and line items from
// the stored last quote.
import { scrapeReservation } from '../kit/reservation';
import { text } from '../dom';
import type { Fields } from '../events';

/** The thank-you page's path (spec 2) and the block that is there once the order is shown. */
export const WOO_RECEIVED = '/checkout/order-received/';
export const WOO_ORDER = '.woocommerce-order';

export function wooOrder(): Fields {
  const r = scrapeReservation('.woocommerce-table--order-details tfoot');
  return {
    reservation_id: text('.woocommerce-order-overview__order strong'),
    total: r.total ?? text('.woocommerce-order-overview__total .amount'),
    line_items: r.items,
    payments: r.payments,
    currency: text('.woocommerce-Price-currencySymbol'),
  };
}
