// site-generic-e: Makai Villa Collection, an independent Maui luxury villa agency (USD) on its own small JSON API,
// no booking platform: search pages /search-maui-vacation-rentals (filters re-run with GET /villa-rentals),
// /availability, /book-online, /inspiring-homes and /boutique; villa pages /destinations/<area>/<villa> that check a
// stay with /api/villas/<id>/calendar and price it with /api/villas/<id>/pricing (instant-book villas) or
// /api/listing-price (inquiry villas); two flows: instant booking (/payment, then /instant-success reading
// /api/reservations/<number>) and inquiry (/inquiry-success reading /api/inquiries/<reference>). Reported by the
// site-generic adapter, configured in recordings/site-generic-e/mapping.json. See README.md.
import { Ledger } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { esc, get, json, parseJson, post, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { calendar, findVillas, listingPrice, price, pricing, problem, stayOf, villaById, villaRentals, villaUrl, type Stay } from './api.ts';
import { FIRST_INQUIRY, FIRST_RESERVATION, PRICE_ANY, VILLAS, type Villa } from './data.ts';

const JS = '/assets/js/makai.js';
const chrome: Chrome = {
  stylesheet: '/assets/css/site.css', accent: '#0e5e6f',
  brand: 'Makai Villa Collection', tagline: 'Luxury villa rentals on Maui',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Search villas', href: '/search-maui-vacation-rentals' },
    { label: 'Inspiring homes', href: '/inspiring-homes' },
    { label: 'Boutique', href: '/boutique' },
    { label: 'Book online', href: '/book-online' },
  ],
  footer: 'Makai Villa Collection LLC · Wailea, Maui, Hawaii · TA-000-000-0000-01',
};
const page = sitePages(chrome, { scripts: [JS] });
const usd = (n: number) => formatMoney(n, '$');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const card = (v: Villa) =>
  `<div class="card villa" data-villa-id="${v.id}"><a class="villa-link" href="${villaUrl(v)}">${esc(v.name)}</a><span>${esc(v.area[1])} · ${v.bedrooms} bedrooms · sleeps ${v.sleeps} · from ${usd(v.nightly)}/night · ${v.booking === 'instant' ? 'Instant booking' : 'On request'}</span></div>`;
const list = (villas: Villa[], count: string) => `<p class="results-count">${count}</p><div id="results" class="grid">${villas.map(card).join('')}</div>`;
const options = (values: [number | string, string][], chosen: string | null) =>
  values.map(([v, l]) => `<option value="${v}"${String(v) === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const counts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => [from + i, String(from + i)] as [number, string]);

function searchPage(q: URLSearchParams) {
  const hits = findVillas(q);
  const val = (k: string) => esc(q.get(k) ?? '');
  const beds: [number, string][] = [[0, 'Any'], [2, '2+'], [3, '3+'], [4, '4+'], [5, '5+']];
  const prices: [number, string][] = [[PRICE_ANY[1], '$10,000+ (any)'], [5000, 'up to $5,000'], [3000, 'up to $3,000'], [2000, 'up to $2,000'], [1000, 'up to $1,000']];
  return page({
    title: 'Maui vacation rentals',
    main: `<h1>Search Maui vacation rentals</h1><form id="villa-search" class="card" action="/search-maui-vacation-rentals">
<label>Arrive <input type="date" name="checkin" value="${val('checkin')}"></label> <label>Depart <input type="date" name="checkout" value="${val('checkout')}"></label>
<label>Adults <select name="adults">${options(counts(1, 16), q.get('adults') ?? '2')}</select></label> <label>Children <select name="children">${options(counts(0, 8), q.get('children') ?? '0')}</select></label>
<label>Bedrooms <select name="bedrooms">${options(beds, q.get('bedrooms') ?? '0')}</select></label>
<input type="hidden" name="price_min" value="${PRICE_ANY[0]}"><label>Nightly rate <select name="price_max">${options(prices, q.get('price_max') ?? String(PRICE_ANY[1]))}</select></label>
<button class="btn" id="update-results">Update results</button></form>${list(hits, `${plural(hits.length, 'villa')} match your search`)}`,
  });
}

function collectionPage(title: string, intro: string, villas: Villa[]) {
  return page({ title, main: `<h1>${esc(title)}</h1><p>${esc(intro)}</p>${list(villas, plural(villas.length, 'villa'))}` });
}

function villaPage(v: Villa) {
  const stay = `<label>Arrive <input type="date" id="checkin"></label> <label>Depart <input type="date" id="checkout"></label>
<label>Adults <select id="adults">${options(counts(1, v.sleeps), '2')}</select></label> <label>Children <select id="children">${options(counts(0, 6), '0')}</select></label>`;
  const widget =
    v.booking === 'instant'
      ? `<div id="villa-booking" class="card instant" data-villa-id="${v.id}">${stay}
<button type="button" class="btn" id="check-price">Check price</button><div id="quote"></div><a class="btn hidden" id="book-now" href="#">Book now</a></div>`
      : `<div id="villa-booking" class="card inquiry" data-villa-id="${v.id}">${stay}
<button type="button" class="btn" id="get-estimate">Get an estimate</button><div id="quote"></div>
<form id="inquiry-form" class="hidden"><label>Full name <input id="guest-name"></label> <label>Email <input id="guest-email"></label>
<label>Message <textarea id="guest-message"></textarea></label><button class="btn" id="send-inquiry">Send inquiry</button><p id="inquiry-error"></p></form></div>`;
  return page({
    title: v.name,
    main: `<article class="villa-page"><p class="crumbs"><a href="/search-maui-vacation-rentals">Maui</a> › ${esc(v.area[1])}</p><h1 class="villa-name">${esc(v.name)}</h1>
<p>${esc(v.area[1])} · ${v.bedrooms} bedrooms · sleeps ${v.sleeps} · ${v.minNights}-night minimum · from ${usd(v.nightly)}/night</p>
<p class="muted">${v.booking === 'instant' ? 'Instant booking: confirmed as soon as you pay.' : 'This villa is booked on request: send an inquiry and our concierge replies within a day.'}</p>${widget}</article>`,
  });
}

const bookable = (s: Stay & { villa_id?: unknown }): Villa | null => {
  const v = villaById(s.villa_id);
  return v && v.booking === 'instant' && !problem(v, s) ? v : null;
};

export default defineSite({
  slug: 'site-generic-e',
  provider: 'site-generic',
  platform: 'independent site on its own JSON API: /villa-rentals, /api/villas/<id>/calendar and /pricing, /api/listing-price, /api/reservations, /api/inquiries (fetch)',
  chrome,
  assets: { [JS]: 'assets/makai.js' },
  routes() {
    type Reservation = Stay & { number: string; villa: Villa };
    type Inquiry = Stay & { reference: string; villa: Villa };
    const reservations = new Ledger<Reservation>(FIRST_RESERVATION);
    const inquiries = new Ledger<Inquiry>(FIRST_INQUIRY);
    const reservation = (n: string) => reservations.find(Number(n.replace(/^MVC-/, '')));
    const inquiry = (r: string) => inquiries.find(Number(r.replace(/^INQ-/, '')));
    return [
      get('/', () =>
        page({
          title: 'Home',
          main: `<section class="hero card"><h1>Maui's finest private villas</h1><form action="/availability" class="card"><label>Arrive <input type="date" name="checkin"></label> <label>Depart <input type="date" name="checkout"></label>
<label>Adults <select name="adults">${options(counts(1, 16), '2')}</select></label> <button class="btn">Check availability</button></form>
<p><a class="btn" href="/search-maui-vacation-rentals">All villas</a> <a class="btn" href="/inspiring-homes">Inspiring homes</a> <a class="btn" href="/boutique">Boutique</a></p></section>`,
        }),
      ),
      get('/search-maui-vacation-rentals', (req) => searchPage(req.query)),
      get('/availability', (req) => {
        const hits = findVillas(req.query);
        return page({ title: 'Availability', main: `<h1>Availability</h1><p>${esc(req.query.get('checkin'))} – ${esc(req.query.get('checkout'))}</p>${list(hits, `${plural(hits.length, 'villa')} available`)}` });
      }),
      get('/book-online', () => collectionPage('Book online', 'Villas you can book and pay for instantly.', VILLAS.filter((v) => v.booking === 'instant'))),
      get('/inspiring-homes', () => collectionPage('Inspiring homes', 'Our most remarkable estates and oceanfront homes.', VILLAS.filter((v) => v.collections.includes('inspiring')))),
      get('/boutique', () => collectionPage('Boutique', 'Small, design-led cottages and retreats.', VILLAS.filter((v) => v.collections.includes('boutique')))),
      get('/destinations/:area/:slug', (_req, { area, slug }) => {
        const v = VILLAS.find((x) => x.area[0] === area && x.slug === slug);
        return v ? villaPage(v) : null;
      }),
      get('/villa-rentals', (req) => json(villaRentals(req.query))),
      get('/api/villas/:id/calendar', (req, { id }) => {
        const c = calendar(id, stayOf(req.query));
        return c && json(c);
      }),
      get('/api/villas/:id/pricing', (req, { id }) => {
        const p = pricing(id, stayOf(req.query));
        return p && json(p);
      }),
      get('/api/listing-price', (req) => json(listingPrice(req.query))),
      get('/payment', (req) => {
        const s = { ...stayOf(req.query), villa_id: req.query.get('villa_id') };
        const v = bookable(s);
        if (!v) return page({ title: 'Payment', main: '<p class="alert">These dates cannot be booked.</p>' }, 404);
        return page({
          title: 'Payment',
          main: `<h1>Secure payment</h1><p class="card">${esc(v.name)} · ${esc(s.checkin)} – ${esc(s.checkout)} · total <strong id="payment-total">${usd(price(v, s).total)}</strong></p>
<form id="payment-form" class="card" data-stay="${esc(JSON.stringify({ villa_id: v.id, checkin: s.checkin, checkout: s.checkout, adults: s.adults, children: s.children }))}">
<label>Full name <input id="guest-name"></label> <label>Email <input id="guest-email"></label> <label>Card number <input id="card-number" autocomplete="cc-number"></label>
<button class="btn" id="pay">Pay and confirm</button><p id="payment-error"></p></form>`,
        });
      }),
      post('/api/reservations', (req) => {
        const b = parseJson(req.body) as Stay & { villa_id?: unknown; name?: string; email?: string; card?: string };
        const v = bookable(b);
        if (!v || !b.name || !/@/.test(b.email ?? '') || (b.card ?? '').replace(/\D/g, '').length < 12) return json({ error: 'Please check your details and card.' }, 422);
        const key = JSON.stringify([v.id, b.checkin, b.checkout, b.adults, b.children, b.email]);
        const r = reservations.record(key, (n) => ({ checkin: b.checkin, checkout: b.checkout, adults: b.adults, children: b.children, number: `MVC-${n}`, villa: v }));
        return json({ number: r.number });
      }),
      get('/api/reservations/:number', (_req, { number }) => {
        const r = reservation(number);
        if (!r) return json({ error: 'Reservation not found.' }, 404);
        const p = price(r.villa, r);
        return json({ reservation: { number: r.number, status: 'confirmed', villa_id: r.villa.id, villa_name: r.villa.name, checkin: r.checkin, checkout: r.checkout, adults: r.adults, children: r.children, currency: p.currency, total: p.total, items: p.items } });
      }),
      post('/api/inquiries', (req) => {
        const b = parseJson(req.body) as Stay & { listing?: unknown; name?: string; email?: string; message?: string };
        const v = villaById(b.listing);
        if (!v || v.booking !== 'inquiry' || problem(v, b) || !b.name || !/@/.test(b.email ?? '')) return json({ error: 'Please check your details.' }, 422);
        const key = JSON.stringify([v.id, b.checkin, b.checkout, b.adults, b.children, b.email]);
        const i = inquiries.record(key, (n) => ({ checkin: b.checkin, checkout: b.checkout, adults: b.adults, children: b.children, reference: `INQ-${n}`, villa: v }));
        return json({ reference: i.reference });
      }),
      get('/api/inquiries/:reference', (_req, { reference }) => {
        const i = inquiry(reference);
        if (!i) return json({ error: 'Inquiry not found.' }, 404);
        const p = price(i.villa, i);
        return json({ inquiry: { reference: i.reference, status: 'received', villa_id: i.villa.id, villa_name: i.villa.name, checkin: i.checkin, checkout: i.checkout, adults: i.adults, children: i.children, estimate: { currency: p.currency, total: p.total, items: p.items } } });
      }),
      get('/instant-success', (req: DemoRequest) => {
        if (!reservation(req.query.get('ref') ?? '')) return null;
        return page({ title: 'Booking confirmed', main: `<div class="card booking-confirmed" data-ref="${esc(req.query.get('ref'))}"><h1>Mahalo! Your villa is booked</h1><div id="receipt"><p class="loading">Loading your reservation…</p></div></div>` });
      }),
      get('/inquiry-success', (req: DemoRequest) => {
        if (!inquiry(req.query.get('ref') ?? '')) return null;
        return page({ title: 'Inquiry sent', main: `<div class="card inquiry-sent" data-ref="${esc(req.query.get('ref'))}"><h1>Mahalo! Your inquiry is on its way</h1><div id="receipt"><p class="loading">Loading your inquiry…</p></div></div>` });
      }),
    ];
  },
});
