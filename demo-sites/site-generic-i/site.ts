// site-generic-i: Currituck Coast Rentals' marketing site (www.…): the availability search (/find-a-rental, served
// with its results), home pages (/homes/<slug>) priced with GET /api/rates, and a Book now link to the company's own
// checkout host (demo-sites/site-generic-i-checkout), where the guest pays and the reservation is confirmed.
// Reported by the site-generic adapter, configured per host in recordings/site-generic-i/mapping.json and
// recordings/site-generic-i-checkout/mapping.json (one siteKey). See README.md.
import { formatMoney } from '../server/money.ts';
import { esc, get, json } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { charges, HOMES, isFree, problem, stayOf, type Home } from '../platforms/site-generic/currituck-coast/data.ts';

/** The checkout host (checkout.currituckcoastrentals.com in production). */
export const CHECKOUT_ORIGIN = 'http://www.site-generic-i-checkout-demo.test';
const JS = '/assets/js/rentals.js';
const chrome: Chrome = {
  stylesheet: '/assets/css/site.css', accent: '#2f6f73',
  brand: 'Currituck Coast Rentals', tagline: 'Vacation homes in Corolla, Duck and Kitty Hawk',
  nav: [{ label: 'Home', href: '/' }, { label: 'Find a rental', href: '/find-a-rental' }],
  footer: 'Currituck Coast Rentals · 1210 Ocean Trail, Corolla, NC 27927 · (252) 555-0176',
};
const page = sitePages(chrome, { scripts: [JS] });
const usd = (n: number) => formatMoney(n, '$');
const options = (from: number, to: number, chosen: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('');
const homeUrl = (h: Home) => `/homes/${h.slug}`;

/** /find-a-rental: the search form (GET) and, once searched, the homes that fit, counted. */
function searchPage(q: URLSearchParams) {
  const checkin = q.get('checkin') ?? '';
  const checkout = q.get('checkout') ?? '';
  const adults = Number(q.get('adults') || 2);
  const children = Number(q.get('children') || 0);
  const beds = Number(q.get('bedrooms') || 0);
  const searched = !!checkin && !!checkout;
  const hits = HOMES.filter((h) => h.bedrooms >= beds && h.sleeps >= adults + children && isFree(h, checkin, checkout));
  const bedOptions = ['<option value="">Any</option>', ...[2, 3, 4, 5].map((n) => `<option value="${n}"${n === beds ? ' selected' : ''}>${n}+</option>`)].join('');
  const results = searched
    ? `<p id="result-count" class="muted">${hits.length} ${hits.length === 1 ? 'home' : 'homes'} available</p><div class="grid">${hits
        .map((h) => `<div class="card home" data-home-id="${h.id}"><a class="home-link" href="${homeUrl(h)}?checkin=${esc(checkin)}&amp;checkout=${esc(checkout)}&amp;adults=${adults}&amp;children=${children}">${esc(h.name)}</a> <span>${h.town} · ${h.bedrooms} BR · sleeps ${h.sleeps} · from ${usd(h.nightly)}/night</span></div>`)
        .join('')}</div>`
    : '';
  return page({
    title: 'Find a rental',
    main: `<h1>Find a rental</h1><form id="rental-search" class="card" method="get" action="/find-a-rental"><label>Check-in <input type="date" name="checkin" value="${esc(checkin)}"></label> <label>Check-out <input type="date" name="checkout" value="${esc(checkout)}"></label>
<label>Adults <select name="adults">${options(1, 12, adults)}</select></label> <label>Children <select name="children">${options(0, 8, children)}</select></label>
<label>Bedrooms <select name="bedrooms">${bedOptions}</select></label> <button class="btn" id="search-btn">Search</button></form>${results}`,
  });
}

function homePage(h: Home, q: URLSearchParams) {
  return page({
    title: h.name,
    main: `<article class="home"><h1 class="home-name">${esc(h.name)}</h1><p>${h.town} · ${h.bedrooms} bedrooms · sleeps ${h.sleeps} · ${h.minNights}-night minimum · from ${usd(h.nightly)}/night</p>
<div id="booking-widget" class="card" data-listing-id="${h.id}" data-checkout-host="${CHECKOUT_ORIGIN}"><label>Check-in <input type="date" id="checkin" value="${esc(q.get('checkin') ?? '')}"></label> <label>Check-out <input type="date" id="checkout" value="${esc(q.get('checkout') ?? '')}"></label>
<label>Adults <select id="adults">${options(1, h.sleeps, Number(q.get('adults') || 2))}</select></label> <label>Children <select id="children">${options(0, h.sleeps - 1, Number(q.get('children') || 0))}</select></label>
<button type="button" class="btn" id="check-price">Check price</button><div id="price-output"></div><a class="btn hidden" id="book-now" href="#">Book now</a>
<p class="muted">Secure payment on checkout.currituckcoastrentals.com</p></div></article>`,
  });
}

/** GET /api/rates?listing_id&checkin&checkout&adults&children -> { listing_id, nights, lines, total, currency } or { error } */
export function rates(q: URLSearchParams) {
  const s = stayOf((n) => q.get(n), 'listing_id');
  const why = problem(s);
  if (why) return { error: why };
  const c = charges(s);
  return { listing_id: s.home!.id, checkin: s.checkin, checkout: s.checkout, nights: c.nights, lines: c.lines, total: c.total, currency: 'USD' };
}

export default defineSite({
  slug: 'site-generic-i',
  provider: 'site-generic',
  platform: 'independent marketing site (server-rendered search, GET /api/rates quotes) sending guests to its own checkout host',
  chrome,
  assets: { [JS]: 'assets/rentals.js' },
  routes() {
    return [
      get('/', () =>
        page({
          title: 'Home',
          main: `<section class="hero card"><h1>Outer Banks vacation homes</h1><p>Book direct with the local team: no booking-site service fees.</p><p><a class="btn" href="/find-a-rental">Find a rental</a></p></section>
<div class="grid">${HOMES.map((h) => `<div class="card"><a href="${homeUrl(h)}">${esc(h.name)}</a> · ${h.town}</div>`).join('')}</div>`,
        }),
      ),
      get('/find-a-rental', (req) => searchPage(req.query)),
      ...HOMES.map((h) => get(homeUrl(h), (req) => homePage(h, req.query))),
      get('/api/rates', (req) => json(rates(req.query))),
    ];
  },
});
