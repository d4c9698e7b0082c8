// A WooCommerce-like checkout for the WordPress demo sites: the classic `/checkout/` page (billing fields, order
// review table, payment methods, Place order), `POST /?wc-ajax=checkout` with WooCommerce's JSON answers, and the
// `/checkout/order-received/<id>/?key=wc_order_…` thank-you page. A site supplies only what is in the cart.
import { createHash } from 'node:crypto';
import { esc, field, get, html, json, parseForm, post, type DemoRequest, type Form, type Route } from './http.ts';
import { formatMoney, Ledger } from './fixtures.ts';
import { renderPage, type Chrome } from './shell.ts';
import { SERVER_ASSETS } from './site.ts';
import { localize, wpNonce } from './wordpress.ts';

export interface WooItem {
  name: string;
  /** item meta shown under the name, e.g. [['Check-in', 'Dec 14, 2026'], ['Adults', '2']] */
  meta: [string, string][];
  total: number;
}

export interface WooOrder {
  id: number;
  key: string;
  items: WooItem[];
  total: number;
  paymentMethod: string;
  email: string;
}

export interface WooShop {
  /** site slug (nonces) */
  site: string;
  chrome: Chrome;
  /** body classes of the site's pages */
  bodyClass?: string;
  firstOrderId: number;
  /** the cart, from the checkout URL's query (demo sites keep it in the URL, not in a session); null: empty cart */
  cart(query: URLSearchParams): { items: WooItem[]; fields: Record<string, string> } | null;
  /** the items of the order being placed, from the posted form; a string is an error notice for the guest */
  order(form: Form): WooItem[] | string;
}

const PAYMENT_METHODS: [string, string][] = [
  ['bacs', 'Direct bank transfer'],
  ['cheque', 'Check payments'],
];

const BILLING: [string, string, string][] = [
  ['billing_first_name', 'First name', 'given-name'],
  ['billing_last_name', 'Last name', 'family-name'],
  ['billing_email', 'Email address', 'email'],
  ['billing_phone', 'Phone', 'tel'],
];

/** WooCommerce's price markup: `<span class="woocommerce-Price-amount amount"><bdi>…`. */
export const wcPrice = (amount: number): string =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>${formatMoney(amount, '')}</bdi></span>`;

const orderKey = (site: string, id: number): string => `wc_order_${createHash('sha256').update(`${site}#${id}`).digest('hex').slice(0, 13)}`;

const itemCell = (item: WooItem, metaList: (meta: [string, string][]) => string): string =>
  `${esc(item.name)}&nbsp;<strong class="product-quantity">&times;&nbsp;1</strong>${metaList(item.meta)}`;

const variation = (meta: [string, string][]): string =>
  `<dl class="variation">${meta.map(([k, v]) => `<dt class="variation-${esc(k.replace(/\W/g, ''))}">${esc(k)}:</dt><dd class="variation-${esc(k.replace(/\W/g, ''))}"><p>${esc(v)}</p></dd>`).join('')}</dl>`;

const itemMeta = (meta: [string, string][]): string =>
  `<ul class="wc-item-meta">${meta.map(([k, v]) => `<li><strong class="wc-item-meta-label">${esc(k)}:</strong> <p>${esc(v)}</p></li>`).join('')}</ul>`;

function checkoutMain(shop: WooShop, cart: { items: WooItem[]; fields: Record<string, string> }): string {
  const total = cart.items.reduce((t, i) => t + i.total, 0);
  const billing = BILLING.map(
    ([name, label, auto]) =>
      `<p class="form-row validate-required" id="${name}_field"><label for="${name}">${label}&nbsp;<abbr class="required" title="required">*</abbr></label><input type="${auto === 'email' ? 'email' : auto === 'tel' ? 'tel' : 'text'}" class="input-text" name="${name}" id="${name}" autocomplete="${auto}" value=""></p>`,
  ).join('\n');
  const rows = cart.items.map((i) => `<tr class="cart_item"><td class="product-name">${itemCell(i, variation)}</td><td class="product-total">${wcPrice(i.total)}</td></tr>`).join('');
  const methods = PAYMENT_METHODS.map(
    ([id, label], i) =>
      `<li class="wc_payment_method payment_method_${id}"><input id="payment_method_${id}" type="radio" class="input-radio" name="payment_method" value="${id}"${i === 0 ? ' checked' : ''}> <label for="payment_method_${id}">${label}</label></li>`,
  ).join('');
  const hidden = Object.entries(cart.fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return `<div class="woocommerce">
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" novalidate>
<div class="col2-set" id="customer_details"><div class="woocommerce-billing-fields"><h3>Billing details</h3>
${billing}
</div></div>
<h3 id="order_review_heading">Your order</h3>
<div id="order_review" class="woocommerce-checkout-review-order">
<table class="shop_table woocommerce-checkout-review-order-table">
<thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr class="cart-subtotal"><th>Subtotal</th><td>${wcPrice(total)}</td></tr><tr class="order-total"><th>Total</th><td><strong>${wcPrice(total)}</strong></td></tr></tfoot>
</table>
<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">${methods}</ul>
<div class="form-row place-order">
<p class="form-row validate-required"><label class="woocommerce-form__label-for-checkbox checkbox"><input type="checkbox" class="input-checkbox" name="terms" id="terms"> <span>I have read and agree to the website terms and conditions</span></label><input type="hidden" name="terms-field" value="1"></p>
<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${wpNonce(shop.site, 'woocommerce-process_checkout')}"><input type="hidden" name="_wp_http_referer" value="/?wc-ajax=update_order_review">${hidden}
<button type="submit" class="button alt btn" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button>
</div></div></div>
</form></div>`;
}

function receivedMain(order: WooOrder): string {
  const method = PAYMENT_METHODS.find(([id]) => id === order.paymentMethod)?.[1] ?? order.paymentMethod;
  const rows = order.items.map((i) => `<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${itemCell(i, itemMeta)}</td><td class="woocommerce-table__product-total product-total">${wcPrice(i.total)}</td></tr>`).join('');
  return `<div class="woocommerce"><div class="woocommerce-order">
<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
<li class="woocommerce-order-overview__order order">Order number: <strong>${order.id}</strong></li>
<li class="woocommerce-order-overview__email email">Email: <strong>${esc(order.email)}</strong></li>
<li class="woocommerce-order-overview__total total">Total: <strong>${wcPrice(order.total)}</strong></li>
<li class="woocommerce-order-overview__payment-method method">Payment method: <strong>${esc(method)}</strong></li>
</ul>
<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Order details</h2>
<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">
<thead><tr><th class="woocommerce-table__product-name product-name">Product</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Subtotal:</th><td>${wcPrice(order.total)}</td></tr><tr><th scope="row">Payment method:</th><td>${esc(method)}</td></tr><tr><th scope="row">Total:</th><td>${wcPrice(order.total)}</td></tr></tfoot>
</table></section>
</div></div>`;
}

const failure = (messages: string[]) =>
  json({ result: 'failure', messages: `<ul class="woocommerce-error" role="alert">${messages.map((m) => `<li>${m}</li>`).join('')}</ul>`, refresh: false, reload: false });

/** The checkout, the place-order endpoint and the order-received page for one shop (fresh orders per call). */
export function wooRoutes(shop: WooShop): Route[] {
  const ledger = new Ledger<WooOrder>(shop.firstOrderId);
  const page = (title: string, bodyClass: string, main: string, status = 200) =>
    html(
      renderPage(shop.chrome, {
        title,
        bodyClass: `${shop.bodyClass ?? ''} woocommerce-page ${bodyClass}`.trim(),
        main,
        inline: [localize({ wc_checkout_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', checkout_url: '/?wc-ajax=checkout' } })],
        scripts: Object.keys(SERVER_ASSETS),
      }),
      status,
    );

  const placeOrder = (req: DemoRequest) => {
    const form = parseForm(req.body);
    if (field(form, 'woocommerce-process-checkout-nonce') !== wpNonce(shop.site, 'woocommerce-process_checkout'))
      return failure(['We were unable to process your order, please try again.']);
    const missing = BILLING.filter(([name]) => !field(form, name).trim()).map(([, label]) => `<strong>Billing ${label}</strong> is a required field.`);
    if (!field(form, 'terms')) missing.push('Please read and accept the terms and conditions to proceed with your order.');
    if (missing.length) return failure(missing);
    const items = shop.order(form);
    if (typeof items === 'string') return failure([esc(items)]);
    const email = field(form, 'billing_email');
    const order = ledger.record(JSON.stringify([items, email]), (id) => ({
      id,
      key: orderKey(shop.site, id),
      items,
      total: items.reduce((t, i) => t + i.total, 0),
      paymentMethod: field(form, 'payment_method') || 'bacs',
      email,
    }));
    return json({ result: 'success', redirect: `http://${req.headers.host}/checkout/order-received/${order.id}/?key=${order.key}` });
  };

  return [
    post('/', placeOrder, (req) => req.query.get('wc-ajax') === 'checkout'),
    get('/checkout/', (req) => {
      const cart = shop.cart(req.query);
      if (!cart) return page('Checkout', 'woocommerce-checkout', '<div class="woocommerce"><p class="cart-empty woocommerce-info">Your cart is currently empty.</p></div>');
      return page('Checkout', 'woocommerce-checkout', checkoutMain(shop, cart));
    }),
    get('/checkout/order-received/:id/', (req, params) => {
      const order = ledger.find(Number(params.id));
      if (!order || req.query.get('key') !== order.key)
        return page('Checkout', 'woocommerce-order-received', '<div class="woocommerce"><p class="woocommerce-error">Sorry, this order is invalid and cannot be paid for.</p></div>', 404);
      return page('Order received', 'woocommerce-order-received', receivedMain(order));
    }),
  ];
}
