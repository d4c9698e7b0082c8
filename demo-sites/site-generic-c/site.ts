// site-generic-c: High Country Hideaways, an independent cabin and condo rental company in North Carolina's Blue
// Ridge (Banner Elk, Blowing Rock, Sugar and Beech Mountain) on its own PHP site, no booking platform: /our-properties
// lists everything, /rentals searches the cabins (server-rendered from its query, refined in place through
// /cabins/getAvailable/), cabin pages /property-detail/<slug> price with GET /quote and save the quote with
// POST /quotes before the booking form, which posts to /cabins/booking (the answer is the confirmation); condo pages
// /vacation-condos/<slug> price with their rates.json and book through POST /reservations, then
// /reservation-thank-you. Reported by the configured site-generic adapter (recordings/site-generic-c/mapping.json).
// See README.md for the wire shapes.
import { Ledger, type Stay } from '../server/fixtures.ts';
import { toShortDate } from '../server/dates.ts';
import { esc, field, get, json, parseForm, parseJson, post, redirect, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { byId, bySlug, cabinQuote, charges, condoRates, fromBody, getAvailable, problemOf, searchCabins, stayOf, urlOf, usd } from './api.ts';
import { FIRST_QUOTE, FIRST_RESERVATION, PRICE_SLIDER, PROPERTIES, type Property } from './data.ts';

const JS = '/assets/js/highcountry.js';
const chrome: Chrome = {
  stylesheet: '/assets/css/site.css', accent: '#3d5a45',
  brand: 'High Country Hideaways', tagline: 'Cabins and ski condos in the Blue Ridge Mountains',
  nav: [{ label: 'Home', href: '/' }, { label: 'Cabin rentals', href: '/rentals' }, { label: 'Our properties', href: '/our-properties' }],
  footer: 'High Country Hideaways · 4501 Tynecastle Hwy, Banner Elk, NC 28604 · (828) 555-0142',
};
const page = sitePages(chrome, { scripts: [JS] });

const facts = (p: Property) => `${esc(p.town)} · ${p.bedrooms} BR · sleeps ${p.maxGuests} · from ${usd(p.nightly)}/night`;
const card = (p: Property) => `<div class="card unit" data-unit="${p.id}"><a class="unit-link" href="${urlOf(p)}">${esc(p.name)}</a> <span class="unit-meta">${facts(p)}</span></div>`;
const count = (n: number, what: string) => `<p class="results-count">${n} ${what}</p>`;
const cabinsAvailable = (n: number) => count(n, n == 1 ? 'cabin available' : 'cabins available');
const options = (from: number, to: number, chosen: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i)).map((v) => `<option${v === chosen ? ' selected' : ''}>${v}</option>`).join('');

/** The cabin search (home page: a plain GET to /rentals; on /rentals the site's script refines in place). */
function searchForm(q: URLSearchParams, refine: boolean) {
  const v = (n: string, d = '') => esc(q.get(n) ?? d);
  const slider = (name: string, d: number) =>
    `<input type="range" name="${name}" min="${PRICE_SLIDER[0]}" max="${PRICE_SLIDER[1]}" step="50" value="${v(name, String(d))}">`;
  return `<form id="cabin-search" class="card" action="/rentals" method="get"${refine ? ' data-refine="1"' : ''}>
<label>Arrival <input name="arrival" value="${v('arrival')}" placeholder="mm/dd/yyyy"></label> <label>Departure <input name="departure" value="${v('departure')}" placeholder="mm/dd/yyyy"></label>
<label>Adults <select name="adults">${options(1, 16, v('adults', '2'))}</select></label> <label>Children <select name="children">${options(0, 8, v('children', '0'))}</select></label>
<label>Bedrooms <select name="bedrooms"><option value="">Any</option>${options(1, 8, v('bedrooms'))}</select></label>
<fieldset class="price-slider"><legend>Price per night ($0 – $5,000+)</legend>${slider('price_min', PRICE_SLIDER[0])} ${slider('price_max', PRICE_SLIDER[1])}</fieldset>
<button class="btn" id="${refine ? 'update-results' : 'find-cabins'}">${refine ? 'Update results' : 'Find cabins'}</button></form>`;
}

/** A cabin's or a condo's page: the same rate widget, priced by /quote (cabins) or rates.json (condos). */
function unitPage(p: Property | undefined) {
  if (!p) return page.notFound();
  const cabin = p.kind == 'cabin';
  const widget = `<div id="rate-widget" class="card" data-unit="${p.id}" data-kind="${p.kind}"${cabin ? '' : ` data-rates="${urlOf(p)}/rates.json"`}>
<label>Arrival <input id="arrival" placeholder="mm/dd/yyyy"></label> <label>Departure <input id="departure" placeholder="mm/dd/yyyy"></label>
<label>Adults <select id="adults">${options(1, p.maxGuests, '2')}</select></label> <label>Children <select id="children">${options(0, 6, '0')}</select></label>
<button type="button" class="btn" id="${cabin ? 'get-quote' : 'check-rates'}">${cabin ? 'Get a quote' : 'Check rates'}</button><div id="quote-result"></div>
${cabin ? '<button type="button" class="btn hidden" id="book-now">Book now</button>' : '<a class="btn hidden" id="reserve" href="#">Reserve</a>'}</div>`;
  return page({
    title: p.name,
    main: `<article class="unit-page"><h1 class="unit-name">${esc(p.name)}</h1><p>${facts(p)} · ${p.minNights} night minimum</p>${widget}</article>`,
  });
}

const stayLine = (p: Property, s: Stay) => `${esc(p.name)} · ${toShortDate(s.checkin)} – ${toShortDate(s.checkout)} · ${s.adults} adults, ${s.children} children`;
const confirmed = (ref: string, p: Property, s: Stay) =>
  page({
    title: 'Reservation confirmed',
    main: `<div class="card booking-confirmed"><h1>You're booked!</h1><p>Reservation number <strong id="reservation-number">${esc(ref)}</strong></p>
<p>${stayLine(p, s)}</p><p>Total <strong>${usd(charges(p, s).total)}</strong> · a confirmation e-mail is on its way.</p></div>`,
  });

type Saved = { id: string; unit: number; fields: Record<string, unknown> };
type Booking = { ref: string; unit: number; stay: Stay };

export default defineSite({
  slug: 'site-generic-c',
  provider: 'site-generic',
  platform: 'independent PHP site: server-rendered search pages, /cabins/getAvailable/ and /quote (XMLHttpRequest), POST /quotes and rates.json (fetch), a form posted to /cabins/booking',
  chrome,
  assets: { [JS]: 'assets/highcountry.js' },
  routes() {
    const quotes = new Ledger<Saved>(FIRST_QUOTE);
    const bookings = new Ledger<Booking>(FIRST_RESERVATION);
    const savedQuote = (id: string | null) => quotes.find(Number(String(id ?? '').replace(/^Q-/, '')));
    const book = (unit: Property, stay: Stay, who: string) => bookings.record(JSON.stringify([unit.id, stay, who]), (n) => ({ ref: `HC-${n}`, unit: unit.id, stay }));
    return [
      get('/', () => page({ title: 'Home', main: `<section class="hero card"><h1>Your cabin in the High Country</h1>${searchForm(new URLSearchParams(), false)}</section>` })),
      get('/our-properties', () =>
        page({ title: 'Our properties', main: `<h1>Our properties</h1>${count(PROPERTIES.length, 'cabins & condos')}<div class="grid">${PROPERTIES.map(card).join('')}</div>` }),
      ),
      get('/rentals', (req) => {
        const hits = searchCabins(req.query);
        return page({ title: 'Cabin rentals', main: `<h1>Cabin rentals</h1>${searchForm(req.query, true)}${cabinsAvailable(hits.length)}<div id="results" class="grid">${hits.map(card).join('')}</div>` });
      }),
      get('/cabins/getAvailable/', (req) => json(getAvailable(req.query))),
      get('/property-detail/:slug', (_req, { slug }) => unitPage(bySlug('cabin', slug))),
      get('/vacation-condos/:slug', (_req, { slug }) => unitPage(bySlug('condo', slug))),
      get('/quote', (req) => json(cabinQuote(req.query))),
      post('/quotes', (req) => {
        const body = (parseJson(req.body) ?? {}) as Record<string, unknown>;
        const answer = cabinQuote(fromBody(body));
        if (!answer.success) return json(answer);
        const key = JSON.stringify(['unit', 'arrival', 'departure', 'adults', 'children'].map((k) => body[k]));
        const saved = quotes.record(key, (n) => ({ id: `Q-${n}`, unit: Number(body.unit), fields: body }));
        return json(cabinQuote(fromBody(body), saved.id), 201);
      }),
      get('/vacation-condos/:slug/rates.json', (req, { slug }) => {
        const p = bySlug('condo', slug);
        return p ? json(condoRates(p, req.query)) : json({ available: false, message: 'Condo not found.' }, 404);
      }),
      get('/book', (req) => {
        const saved = savedQuote(req.query.get('quote'));
        const p = saved && byId(saved.unit);
        if (!saved || !p) return redirect('/rentals');
        const stay = stayOf(fromBody(saved.fields));
        return page({
          title: 'Book your cabin',
          main: `<h1>Book ${esc(p.name)}</h1><p class="card">${stayLine(p, stay)} · total <strong id="book-total">${usd(charges(p, stay).total)}</strong> (quote ${esc(saved.id)})</p>
<form id="booking-form" class="card" method="post" action="/cabins/booking"><input type="hidden" name="quote" value="${esc(saved.id)}">
<label>Full name <input id="guest-name" name="name"></label> <label>E-mail <input id="guest-email" name="email"></label> <button class="btn" id="complete-booking">Complete booking</button></form>`,
        });
      }),
      // The booking form posts here and the answer is the confirmation (no redirect); a plain visit goes back to the search.
      get('/cabins/booking', () => redirect('/rentals')),
      post('/cabins/booking', (req) => {
        const form = parseForm(req.body);
        const saved = savedQuote(field(form, 'quote'));
        const p = saved && byId(saved.unit);
        if (!saved || !p) return redirect('/rentals', 303);
        const stay = stayOf(fromBody(saved.fields));
        if (problemOf(p, stay) || !field(form, 'name') || !/@/.test(field(form, 'email')))
          return page({ title: 'Book your cabin', main: '<p class="alert alert-danger">Please enter your name and e-mail address.</p>' }, 422);
        return confirmed(book(p, stay, field(form, 'email')).ref, p, stay);
      }),
      get('/vacation-condos/:slug/reserve', (req, { slug }) => {
        const p = bySlug('condo', slug);
        const stay = stayOf(req.query);
        if (!p || problemOf(p, stay)) return page({ title: 'Reserve', main: '<p class="alert alert-danger">These dates cannot be reserved.</p>' }, 404);
        return page({
          title: 'Reserve',
          main: `<h1>Reserve ${esc(p.name)}</h1><p class="card">${stayLine(p, stay)} · total <strong id="reserve-total">${usd(charges(p, stay).total)}</strong></p>
<form id="condo-reserve-form" class="card" data-unit="${p.id}">${['arrival', 'departure', 'adults', 'children'].map((n) => `<input type="hidden" name="${n}" value="${esc(req.query.get(n))}">`).join('')}
<label>Full name <input id="guest-name" name="name"></label> <label>E-mail <input id="guest-email" name="email"></label> <button class="btn" id="confirm-reservation">Confirm reservation</button><p id="reserve-error"></p></form>`,
        });
      }),
      post('/reservations', (req) => {
        const body = (parseJson(req.body) ?? {}) as Record<string, unknown>;
        const p = byId(body.unit);
        const stay = stayOf(fromBody(body));
        if (!p || p.kind != 'condo' || problemOf(p, stay)) return json({ success: false, message: 'These dates cannot be reserved.' }, 422);
        if (!body.name || !/@/.test(String(body.email ?? ''))) return json({ success: false, message: 'Please enter your name and e-mail address.' }, 422);
        const b = book(p, stay, String(body.email));
        return json({ success: true, reservation: b.ref, redirect: `/reservation-thank-you?res=${b.ref}` });
      }),
      get('/reservation-thank-you', (req: DemoRequest) => {
        const b = bookings.find(Number((req.query.get('res') ?? '').replace(/^HC-/, '')));
        const p = b && byId(b.unit);
        return b && p ? confirmed(b.ref, p, b.stay) : null;
      }),
    ];
  },
});
