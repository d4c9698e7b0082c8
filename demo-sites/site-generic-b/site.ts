// site-generic-b: Marina Keys Holiday Homes, an independent Dubai holiday-home site on its own small JSON API, no
// booking platform: a server-rendered /beach-villas landing page, an /our-properties search calling
// /api/properties/fetch, property pages /en/properties/<id> quoting with POST /api/v1/quote, a checkout posting
// /api/v1/bookings, and /booking-success reading the booking from /api/v1/bookings/<ref>/receipt. Reported by
// the same site-generic adapter as site-generic, configured in recordings/site-generic-b/mapping.json. See README.md.
import { Ledger } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { esc, get, json, parseJson, post, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { bookable, fetchProperties, homeById, homeUrl, price, quote, type StayRequest } from './api.ts';
import { CATEGORIES, FIRST_BOOKING, HOMES, PRICE_ANY, type Home } from './data.ts';

const JS = '/static/js/marinakeys.js';
const chrome: Chrome = {
  stylesheet: '/static/css/site.css', accent: '#0b4f6c',
  brand: 'Marina Keys Holiday Homes', tagline: 'DTCM-licensed holiday homes in Dubai',
  nav: [{ label: 'Home', href: '/' }, { label: 'Beach villas', href: '/beach-villas' }, { label: 'Our properties', href: '/our-properties' }],
  footer: 'Marina Keys Holiday Homes L.L.C. · Dubai Marina, UAE',
};
const page = sitePages(chrome, { scripts: [JS] });
const aed = (n: number) => formatMoney(n, 'AED ');

const card = (h: Home) => `<div class="card home" data-property-id="${h.id}"><a class="home-link" href="${homeUrl(h)}">${esc(h.name)}</a><span>${esc(h.area)} · ${h.bedrooms} BR · sleeps ${h.sleeps} · from ${aed(h.nightly)}/night</span></div>`;
const options = (n: number, chosen: number) => Array.from({ length: n + 1 }, (_, i) => `<option${i === chosen ? ' selected' : ''}>${i}</option>`).join('');

function searchPage() {
  const cats = CATEGORIES.map(([v, label]) => `<label><input type="checkbox" name="category" value="${v}"> ${esc(label)}</label>`).join(' ');
  const prices = [[PRICE_ANY[1], 'Any price'], [500, 'up to AED 500'], [1000, 'up to AED 1,000'], [2000, 'up to AED 2,000']].map(([v, l]) => `<option value="${v}">${l}</option>`).join('');
  return page({
    title: 'Our properties',
    main: `<h1>Our properties</h1><form id="property-search" class="card"><label>Check-in <input type="date" name="checkIn"></label> <label>Check-out <input type="date" name="checkOut"></label>
<label>Adults <select name="adults">${options(10, 2)}</select></label> <label>Children <select name="children">${options(6, 0)}</select></label>
<fieldset class="categories">${cats}</fieldset><input type="hidden" name="minPrice" value="${PRICE_ANY[0]}"><select name="maxPrice">${prices}</select>
<button class="btn" id="search-homes">Search</button></form><p id="result-count" class="muted"></p><div id="results" class="grid"></div>`,
  });
}

function propertyPage(id: string) {
  const h = homeById(id);
  if (!h) return null;
  return page({
    title: h.name,
    main: `<article class="property"><h1 class="property-name">${esc(h.name)}</h1><p>${esc(h.area)} · ${h.bedrooms} bedrooms · sleeps ${h.sleeps} · minimum ${h.minNights} nights · from ${aed(h.nightly)}/night</p>
<div id="booking-widget" class="card" data-property-id="${h.id}"><label>Check-in <input type="date" id="check-in"></label> <label>Check-out <input type="date" id="check-out"></label>
<label>Adults <select id="adults">${options(h.sleeps, 2)}</select></label> <label>Children <select id="children">${options(4, 0)}</select></label>
<button type="button" class="btn" id="get-quote">Get a quote</button><div id="quote"></div><a class="btn hidden" id="book-now" href="#">Book now</a></div></article>`,
  });
}

const stayOf = (q: URLSearchParams): StayRequest => ({ propertyId: q.get('propertyId'), checkIn: q.get('checkIn') ?? '', checkOut: q.get('checkOut') ?? '', adults: Number(q.get('adults') || 0), children: Number(q.get('children') || 0) });

export default defineSite({
  slug: 'site-generic-b',
  provider: 'site-generic',
  platform: 'independent site on its own JSON API: /api/properties/fetch, POST /api/v1/quote, /api/v1/bookings/<ref>/receipt (fetch)',
  chrome,
  assets: { [JS]: 'assets/marinakeys.js' },
  routes() {
    const bookings = new Ledger<StayRequest & { reference: string; name: string }>(FIRST_BOOKING);
    const byRef = (ref: string) => bookings.find(Number(ref.replace(/^MK-/, '')));
    return [
      get('/', () => page({ title: 'Home', main: '<section class="hero card"><h1>Holiday homes by the sea</h1><p><a class="btn" href="/beach-villas">Beach villas</a> <a class="btn" href="/our-properties">All our properties</a></p></section>' })),
      get('/beach-villas', () => {
        const here = HOMES.filter((h) => h.categories.includes('beach-house'));
        return page({ title: 'Beach villas', main: `<h1>Beach villas on the Palm</h1><p class="villa-count">${here.length} beach villas</p><div class="grid">${here.map(card).join('')}</div>` });
      }),
      get('/our-properties', searchPage),
      get('/en/properties/:id', (_req, { id }) => propertyPage(id)),
      get('/api/properties/fetch', (req) => json(fetchProperties(req.query))),
      post('/api/v1/quote', (req) => json(quote(parseJson(req.body) as StayRequest))),
      get('/en/checkout', (req) => {
        const s = stayOf(req.query);
        const h = bookable(s);
        if (!h) return page({ title: 'Checkout', main: '<p class="alert">These dates cannot be booked.</p>' }, 404);
        return page({
          title: 'Checkout',
          main: `<h1>Book ${esc(h.name)}</h1><p class="card">${esc(s.checkIn)} – ${esc(s.checkOut)} · total <strong id="checkout-total">${aed(price(h, s).total)}</strong></p>
<form id="checkout-form" class="card" data-stay="${esc(JSON.stringify(s))}"><label>Full name <input id="guest-name" name="name"></label> <label>Email <input id="guest-email" name="email"></label>
<button class="btn" id="confirm-booking">Confirm booking</button><p id="checkout-error"></p></form>`,
        });
      }),
      post('/api/v1/bookings', (req) => {
        const b = parseJson(req.body) as StayRequest & { name?: string; email?: string };
        if (!bookable(b) || !b.name || !/@/.test(b.email ?? '')) return json({ error: { code: 'INVALID', message: 'Please check your details' } }, 422);
        const key = JSON.stringify([b.propertyId, b.checkIn, b.checkOut, b.adults, b.children, b.email]);
        const booking = bookings.record(key, (n) => ({ ...b, reference: `MK-${n}`, name: b.name! }));
        return json({ reference: booking.reference });
      }),
      get('/api/v1/bookings/:ref/receipt', (_req, { ref }) => {
        const b = byRef(ref);
        const h = b && homeById(b.propertyId);
        if (!b || !h) return json({ error: { code: 'NOT_FOUND', message: 'Booking not found' } }, 404);
        const p = price(h, b);
        return json({ booking: { reference: b.reference, status: 'confirmed', propertyId: h.id, propertyName: h.name, checkIn: b.checkIn, checkOut: b.checkOut, adults: b.adults, children: b.children, currency: 'AED', total: p.total, breakdown: p.breakdown } });
      }),
      get('/booking-success', (req: DemoRequest) => {
        if (!byRef(req.query.get('ref') ?? '')) return null;
        return page({ title: 'Booking confirmed', main: `<div class="card booking-success" data-ref="${esc(req.query.get('ref'))}"><h1>Your booking is confirmed</h1><div id="receipt"><p class="loading">Loading your receipt…</p></div></div>` });
      }),
    ];
  },
});
