// site-generic-d: Nerja Mar Apartamentos, an independent holiday-apartment agency on the Costa del Sol (Nerja,
// Frigiliana, Torrox Costa), a hand-written PHP site with no booking platform. English pages for foreign guests,
// Spanish script names: the home page's availability box calls searchproperty.php, the /apartments list filters
// with /get_properties.php, the /destination/<slug> landings with /get_properties_landing.php; property pages
// /apartment/<slug>/<id> (and their /view/<id> share links) price a stay with /ajax?property-price-details; the
// booking form posts /api/apartments/book and lands on /detalles-de-la-reserva (paid by card) or
// /reservation-summary (pay on arrival); the property page's question form posts to /enviarContacto.php, whose
// answer is the thank-you page. Reported by the site-generic adapter, configured in recordings/site-generic-d/mapping.json.
import { Ledger } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { esc, field, get, json, parseForm, parseJson, post, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { apartmentById, apartmentUrl, bookable, listProperties, price, priceDetails, stayOf, tipoLabel, type Stay } from './api.ts';
import { APARTMENTS, FIRST_BOOKING, FIRST_INQUIRY, PLACES, TIPOS, type Apartment, type Tipo } from './data.ts';

const JS = '/js/nerjamar.js';
const chrome: Chrome = {
  stylesheet: '/css/estilo.css', accent: '#1d6fa5',
  brand: 'Nerja Mar Apartamentos', tagline: 'Holiday apartments and houses in Nerja, Frigiliana and Torrox Costa',
  nav: [{ label: 'Home', href: '/' }, { label: 'Apartments', href: '/apartments' }, { label: 'Nerja', href: '/destination/nerja' }, { label: 'Villas', href: '/accommodation/villas' }],
  footer: 'Nerja Mar Apartamentos S.L. · Calle Pintada, Nerja (Málaga) · Registro de Turismo de Andalucía',
};
const page = sitePages(chrome, { scripts: [JS] });
const eur = (n: number) => formatMoney(n, '€');

const card = (a: Apartment) => `<div class="card apartment" data-id="${a.id}"><a class="apartment-link" href="${apartmentUrl(a)}">${esc(a.name)}</a><span>${esc(tipoLabel(a.tipo))} · ${a.bedrooms} bedrooms · sleeps ${a.sleeps} · from ${eur(a.nightly)}/night</span></div>`;
const count = (n: number) => (n === 1 ? '1 property' : `${n} properties`);
const options = (from: number, to: number, chosen: number) => Array.from({ length: to - from + 1 }, (_, i) => `<option${i + from === chosen ? ' selected' : ''}>${i + from}</option>`).join('');
const stayFields = (adults: number) =>
  `<label>Arrival <input type="date" name="llegada"></label> <label>Departure <input type="date" name="salida"></label> <label>Adults <select name="adultos">${options(1, 8, adults)}</select></label> <label>Children <select name="ninos">${options(0, 6, 0)}</select></label>`;
const tipoOptions = () => `<option value="">All types</option>${TIPOS.map(([v, l]) => `<option value="${v}">${esc(l)}</option>`).join('')}`;

/** /accommodation/<type> category pages */
const CATEGORY_PAGES: Record<string, Tipo> = { apartments: 'apartamento', 'semi-detached-houses': 'adosado', villas: 'villa' };

function propertyPage(a: Apartment | undefined) {
  if (!a) return null;
  const place = PLACES.find((p) => p.slug === a.place)!;
  return page({
    title: a.name,
    main: `<article class="apartment-page"><h1 class="apartment-name">${esc(a.name)}</h1><p>${esc(tipoLabel(a.tipo))} in ${esc(place.name)} · ${a.bedrooms} bedrooms · sleeps ${a.sleeps} · minimum ${a.minNights} nights · from ${eur(a.nightly)}/night</p>
<p class="muted">Share: <a class="share-link" href="/view/${a.id}">www.nerjamar.example/view/${a.id}</a></p>
<div id="price-box" class="card" data-id="${a.id}"><label>Arrival <input type="date" id="llegada"></label> <label>Departure <input type="date" id="salida"></label>
<label>Adults <select id="adultos">${options(1, a.sleeps, 2)}</select></label> <label>Children <select id="ninos">${options(0, 4, 0)}</select></label>
<button type="button" class="btn" id="ver-precio">See price</button><div id="precio"></div><a class="btn hidden" id="reservar" href="#">Book now</a></div>
<form id="contact-form" class="card" method="post" action="/enviarContacto.php"><h2>Ask us about this property</h2><input type="hidden" name="id" value="${a.id}">
<label>Name <input name="nombre" id="contact-name"></label> <label>Email <input name="email" id="contact-email"></label> <label>Your question <textarea name="mensaje" id="contact-message"></textarea></label>
<button class="btn" id="contact-send">Send</button></form></article>`,
  });
}

function listPage(title: string, intro: string, list: Apartment[], extra = '') {
  return page({ title, main: `${intro}<p class="results-count">${count(list.length)}</p>${extra}<div id="results" class="grid">${list.map(card).join('')}</div>` });
}

export default defineSite({
  slug: 'site-generic-d',
  provider: 'site-generic',
  platform: 'independent PHP site: searchproperty.php, /get_properties.php, /get_properties_landing.php, /ajax?property-price-details, POST /api/apartments/book (fetch)',
  chrome,
  assets: { [JS]: 'assets/nerjamar.js' },
  routes() {
    const bookings = new Ledger<Stay & { codigo: string; nombre: string; pago: string }>(FIRST_BOOKING);
    const inquiries = new Ledger<{ ref: string }>(FIRST_INQUIRY);
    const byRef = (ref: string | null) => bookings.find(Number((ref ?? '').replace(/^NM-/, '')));
    const summary = (b: (Stay & { codigo: string; pago: string }) | undefined, heading: string, note: string) => {
      const a = b && apartmentById(b.id);
      if (!b || !a) return null;
      const p = price(a, b);
      return page({
        title: heading,
        main: `<div class="card booking-details"><h1>${esc(heading)}</h1><p>Reservation <strong id="booking-ref">${esc(b.codigo)}</strong></p><p>${esc(a.name)} · ${esc(b.llegada)} – ${esc(b.salida)} · ${b.adultos} adults, ${b.ninos} children</p>
<ul>${p.desglose.map((l) => `<li>${esc(l.concepto)}: ${eur(l.importe)}</li>`).join('')}</ul><p>Total <strong id="booking-total">${eur(p.total)}</strong></p><p class="muted">${esc(note)}</p></div>`,
      });
    };
    return [
      get('/', () =>
        page({
          title: 'Home',
          main: `<section class="hero card"><h1>Holidays by the sea in Nerja</h1><form id="availability-box">${stayFields(2)} <button class="btn" id="check-availability">Check availability</button></form><div id="availability-result"></div>
<p>${PLACES.map((p) => `<a class="btn" href="/destination/${p.slug}">${esc(p.name)}</a>`).join(' ')} <a class="btn" href="/apartments">All apartments</a></p></section>`,
        }),
      ),
      get('/apartments', () =>
        listPage('Apartments', '<h1>Our apartments and houses</h1>', APARTMENTS, `<form id="filter-form" class="card">${stayFields(2)} <label>Type <select name="tipo">${tipoOptions()}</select></label> <button class="btn" id="filter">Search</button></form>`),
      ),
      get('/destination/:slug', (_req, { slug }) => {
        const place = PLACES.find((p) => p.slug === slug);
        if (!place) return null;
        const chips = TIPOS.map(([v, l]) => `<button type="button" class="chip tipo-chip" data-tipo="${v}">${esc(l)}</button>`).join(' ');
        return listPage(place.name, `<h1 class="destination-name">${esc(place.name)}</h1><p>Holiday homes in ${esc(place.name)}, a short walk from the beach.</p>`, APARTMENTS.filter((a) => a.place === slug), `<div id="tipo-chips" data-destino="${slug}">${chips}</div>`);
      }),
      get('/accommodation/:type', (_req, { type }) => {
        const tipo = CATEGORY_PAGES[type];
        if (!tipo) return null;
        const label = type === 'villas' ? 'Villas' : type === 'apartments' ? 'Apartments' : 'Semi-detached houses';
        return listPage(label, `<h1>${label} on the Costa del Sol</h1>`, APARTMENTS.filter((a) => a.tipo === tipo));
      }),
      get('/apartment/:slug/:id', (_req, { slug, id }) => {
        const a = apartmentById(id);
        return a && a.slug === slug ? propertyPage(a) : null;
      }),
      get('/view/:id', (_req, { id }) => propertyPage(apartmentById(id))),
      get('/searchproperty.php', (req) => json(listProperties(req.query))),
      get('/get_properties.php', (req) => json(listProperties(req.query))),
      get('/get_properties_landing.php', (req) => json(listProperties(req.query, req.query.get('destino') || undefined))),
      get('/ajax', (req) => json(priceDetails(stayOf(req.query))), (req) => req.query.has('property-price-details')),
      get('/booking', (req) => {
        const s = stayOf(req.query);
        const a = bookable(s);
        if (!a) return page({ title: 'Booking', main: '<p class="alert">These dates cannot be booked.</p>' }, 404);
        return page({
          title: 'Booking',
          main: `<h1>Book ${esc(a.name)}</h1><p class="card">${esc(s.llegada)} – ${esc(s.salida)} · total <strong id="booking-form-total">${eur(price(a, s).total)}</strong></p>
<form id="booking-form" class="card" data-stay="${esc(JSON.stringify(s))}"><label>Full name <input id="guest-name" name="nombre"></label> <label>Email <input id="guest-email" name="email"></label>
<fieldset><label><input type="radio" name="pago" value="tarjeta" id="pay-card" checked> Pay now by card</label> <label><input type="radio" name="pago" value="llegada" id="pay-later"> Pay on arrival</label></fieldset>
<button class="btn" id="confirm-booking">Confirm booking</button><p id="booking-error"></p></form>`,
        });
      }),
      post('/api/apartments/book', (req) => {
        const b = parseJson(req.body) as Stay & { nombre?: string; email?: string; pago?: string };
        const a = bookable(b);
        if (!a || !b.nombre || !/@/.test(b.email ?? '') || !['tarjeta', 'llegada'].includes(b.pago ?? '')) return json({ success: false, error: 'Please check your details' }, 422);
        const key = JSON.stringify([b.id, b.llegada, b.salida, b.adultos, b.ninos, b.email]);
        const r = bookings.record(key, (n) => ({ ...b, codigo: `NM-${n}`, nombre: b.nombre!, pago: b.pago! }));
        const p = price(a, r);
        const redirect = r.pago === 'tarjeta' ? `/detalles-de-la-reserva?ref=${r.codigo}&paymentResult=success` : `/reservation-summary?ref=${r.codigo}`;
        return json({ success: true, reserva: { codigo: r.codigo, id: a.id, apartamento: a.name, llegada: r.llegada, salida: r.salida, adultos: r.adultos, ninos: r.ninos, total: p.total, desglose: p.desglose }, redirect });
      }),
      get('/detalles-de-la-reserva', (req: DemoRequest) => summary(byRef(req.query.get('ref')), 'Your booking is confirmed', 'Paid by card. We will send you the key collection details a week before arrival.')),
      get('/reservation-summary', (req: DemoRequest) => summary(byRef(req.query.get('ref')), 'Reservation summary', 'Pay on arrival: the full amount is due at key collection, in cash or by card.')),
      post('/enviarContacto.php', (req) => {
        const f = parseForm(req.body);
        const a = apartmentById(field(f, 'id'));
        if (!a || !field(f, 'nombre') || !/@/.test(field(f, 'email'))) return page({ title: 'Contact', main: '<p class="alert">Please give your name and email.</p>' }, 400);
        const q = inquiries.record(JSON.stringify([a.id, field(f, 'email'), field(f, 'mensaje')]), (n) => ({ ref: `C-${n}` }));
        return page({ title: 'Thank you', main: `<div class="card inquiry-sent"><h1>Thank you, ${esc(field(f, 'nombre'))}</h1><p>We have received your question about ${esc(a.name)} and will answer within 24 hours. Reference <strong id="inquiry-ref">${q.ref}</strong></p></div>` });
      }),
    ];
  },
});
