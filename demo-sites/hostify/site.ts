// hostify: Bled Lake Chalets, a WordPress site with the Hostify Booking plugin: the [hfy_listings] results page,
// the listing page with the plugin's booking form (price block server-rendered for the stay in the URL, then
// admin-ajax listing_price on every change) and the Stripe payment page (init_reservation, payment).
// See demo-sites/hostify/SOURCES.md for each shape and its evidence.
import { isAvailable, quoteStay } from '../server/fixtures.ts';
import { esc, get } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD } from '../server/wordpress.ts';
import { hostifyActions, listingById, priceBlock, refusal, stayOf, withSymbol } from './api.ts';
import { LISTINGS, type Listing } from './data.ts';

const PLUGIN = '/wp-content/plugins/hostify-booking/public/res';
const chrome: Chrome = {
  brand: 'Bled Lake Chalets', tagline: 'Chalets and apartments around Lake Bled',
  nav: [{ label: 'Home', href: '/' }, { label: 'Our chalets', href: '/listings/' }],
  accent: '#2d6a4f', stylesheet: `${PLUGIN}/theme.css`,
  head: `${WP_HEAD}\n<meta name='hfy-csrf-token' content='5c1e9a0b7d' />`,
  footer: 'Bled Lake Chalets d.o.o. · Cesta svobode 12, 4260 Bled · Bookings by Hostify',
};
const page = sitePages(chrome, { inline: [localize({ hfyx: { url: ADMIN_AJAX } })] });
const q = (query: URLSearchParams) => (name: string) => query.get(name) ?? '';

/** UrlHelper::listing: the listing page's URL, guests/adults/children below 2 left out, dates when searched. */
function listingUrl(l: Listing, query: URLSearchParams): string {
  const p = new URLSearchParams({ id: String(l.id) });
  for (const n of ['guests', 'adults', 'children']) if (Number(query.get(n)) >= 2) p.set(n, query.get(n)!);
  if (query.get('start_date') && query.get('end_date')) for (const n of ['start_date', 'end_date']) p.set(n, query.get(n)!);
  return `/listing/?${p}`;
}

/** tpl/listing/listings.php + listings-item.php: a .list-card per listing, or the no-listings alert. */
function listingsMain(query: URLSearchParams): string {
  const stay = stayOf(q(query));
  const dated = !!(stay.checkin && stay.checkout);
  const found = LISTINGS.filter((l) => l.maxGuests >= stay.adults + stay.children && (!dated || isAvailable(l, stay.checkin, stay.checkout)));
  const card = (l: Listing) => {
    const price = dated ? `<span class="prefix">Total</span> ${withSymbol(quoteStay(l, stay).total)}` : `<span class="prefix">From</span> ${withSymbol(l.nightly)}`;
    return `<div id="lb-${l.id}" class="col-xs-12 col-sm-6 col-md-6"><div class="list-card"><a href="${esc(listingUrl(l, query))}" class="nostylish-hover"><div class="info"><div class="description">${esc(l.name)}</div><div class="title">${price}</div><p class="l-address">${esc(l.city)}, Slovenia</p></div></a></div></div>`;
  };
  const body = found.length
    ? `<div class="row listing-block">${found.map(card).join('')}</div>`
    : '<div class="alert alert-primary" role="alert">No available properties for your search.<br/>Try to change the filter conditions.</div>';
  const search = `<form class="hfy-search-form-wrap card" method="get" action="/listings/">
<label>Check in <input name="start_date" placeholder="DD-MM-YYYY" value="${esc(query.get('start_date') ?? '')}"></label>
<label>Check out <input name="end_date" placeholder="DD-MM-YYYY" value="${esc(query.get('end_date') ?? '')}"></label>
<label>Adults <input name="adults" value="${esc(query.get('adults') ?? '2')}"></label><label>Children <input name="children" value="${esc(query.get('children') ?? '0')}"></label>
<input type="hidden" name="guests" value="${stay.adults + stay.children}"><button class="btn" type="submit">Search</button></form>`;
  return `${search}<div class="hfy-widget-wrap"><div class="listings"><div class="section"><div class="container">${body}</div></div></div></div>`;
}

/** tpl/listing/listing-booking-form.php (guests selector with adults/children, two date fields, discount code). */
function listingMain(l: Listing, query: URLSearchParams): string {
  const stay = stayOf(q(query));
  const priced = stay.checkin && stay.checkout && !refusal(l, stay) ? priceBlock(l, stay) : '';
  return `<h1 class="hfy-listing-title">${esc(l.name)}</h1>
<p class="hfy-listing-info-address">${esc(l.city)}, Slovenia · ${l.bedrooms} bedrooms · sleeps ${l.maxGuests}</p>
<div class="hfy-listing-booking-form card"><div class="booking-price-block body"><div class="price-bar calendar-fields-wrapper">
<span class="price-title">${withSymbol(l.nightly)} / night</span>
<form class="listing-price" method="get">
<div class="row"><label>Check In <input type="text" name="start_date" class="calentim-start" placeholder="DD-MM-YYYY" value="${esc(query.get('start_date') ?? '')}"></label>
<label>Check Out <input type="text" name="end_date" class="calentim-end" placeholder="DD-MM-YYYY" value="${esc(query.get('end_date') ?? '')}"></label></div>
<div class="select-guests-wrap"><input type="hidden" name="guests" value="${stay.adults + stay.children}">
<div class="number-guest-input">Adults <a class="ctrl-dec">−</a><input type="text" id="adults" name="adults" readonly max="${l.maxGuests}" value="${stay.adults}"><a class="ctrl-inc">+</a></div>
<div class="number-guest-input">Children <a class="ctrl-dec">−</a><input type="text" id="children" name="children" readonly value="${stay.children}"><a class="ctrl-inc">+</a></div></div>
<div class="discount-code-wrap"><input type="text" name="discount_code" placeholder="Your discount code..."> <input type="button" class="btn btn-small btn-light discount_code_check" value="Apply"></div>
<div class="prices" data-channel-listing-id="0">${priced}</div>
<input type="hidden" name="id" value="${l.id}"><input type="hidden" name="listing_id" value="${l.id}">
</form></div></div></div>`;
}

/** tpl/payment/stripe-form-3ds.php: the stay, hfystripedata, the guest form (Stripe's card element stood in). */
function paymentMain(l: Listing, query: URLSearchParams): string {
  const stay = stayOf(q(query));
  const total = quoteStay(l, stay).total;
  const data = {
    key: 'pk_test_demo', start_date: query.get('start_date'), end_date: query.get('end_date'), guests: query.get('guests'), adults: query.get('adults'), children: query.get('children'),
    infants: '0', pets: '0', listing_id: String(l.id), note: '', total: total.toFixed(2), processFlow: 'reservation-payment', listingName: l.name, return_url: '',
  };
  return `<div class="hfy-payment card"><h1>${esc(l.name)}</h1>
<p class="payment-dates">${esc(query.get('start_date') ?? '')} – ${esc(query.get('end_date') ?? '')} · ${stay.adults + stay.children} guests</p>
<p class="payment-total">Total ${withSymbol(total)}</p>
<script>var hfystripedata = ${JSON.stringify(data)};</script>
<form id="hfy-payment-form" class="payment-form-main">
<label>Name <input id="hfy-payment-name"></label><label>Email <input id="hfy-payment-email"></label><label>Phone <input name="pphone"></label>
<label>Zip <input id="hfy-payment-zip"></label><textarea id="hfy-payment-note" hidden></textarea>
<div id="card-element" class="card-element">Card: 4242 4242 4242 4242 (test)</div>
<div class="payment-error hidden"><span class="error-message"></span></div>
<button type="submit" class="btn btn-pay">Pay ${withSymbol(total)}</button></form>
<div class="hfy-payment-success hidden"><h2>Payment successful</h2><p id="transaction-message"></p><p>Reservation <span id="reservation-id"></span></p><input type="hidden" id="reservation-code"></div></div>`;
}

export default defineSite({
  slug: 'hostify', provider: 'hostify',
  platform: 'Hostify Booking (WordPress plugin): admin-ajax listing_price, init_reservation, payment',
  chrome,
  assets: { [`${PLUGIN}/main4.js`]: 'assets/main4.js', [`${PLUGIN}/payment-3ds.js`]: 'assets/payment-3ds.js' },
  routes() {
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Stay by Lake Bled</h1><p><a class="btn" href="/listings/">See our chalets</a></p></section>' })),
      get('/listings/', (req) => page({ title: 'Our chalets', bodyClass: 'page hfy-listings', main: listingsMain(req.query) })),
      get('/listing/', (req) => {
        const l = listingById(req.query.get('id'));
        return l ? page({ title: l.name, bodyClass: 'page hfy-listing', main: listingMain(l, req.query), scripts: [`${PLUGIN}/main4.js`] }) : page.notFound();
      }),
      get('/payment/', (req) => {
        const l = listingById(req.query.get('listing_id'));
        if (!l || refusal(l, stayOf(q(req.query)))) return page({ title: 'Payment', main: '<div class="alert alert-danger">Please choose your dates on the listing page.</div>' }, 404);
        return page({ title: 'Payment', bodyClass: 'page hfy-payment-page', main: paymentMain(l, req.query), scripts: [`${PLUGIN}/main4.js`, `${PLUGIN}/payment-3ds.js`] });
      }),
      ...adminAjax('hostify', hostifyActions()),
    ];
  },
});
