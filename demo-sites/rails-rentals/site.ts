// rails-rentals: Podere degli Ulivi, one property's own Ruby on Rails site (spec 1 "Rails-based properties"). The
// home page's availability search asks GET /rental_accommodations (JSON); each apartment's page
// (/rental_accommodations/<id>-<slug>) has a booking box that asks GET /get_booking_price for the quick price,
// POST /check_booking (validation, total, startdb, enddb) before booking, and POST /reservations to book, then
// shows /reservations/thank_you. The spec gives the four calls and check_booking's fields; everything else follows
// Rails conventions and is assumed (demo-sites/rails-rentals/SOURCES.md).
import { toDayFirst } from '../server/dates.ts';
import { formatMoney, Ledger, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { esc, field, get, json, parseForm, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { stayReader } from '../server/stay-reader.ts';
import { ACCOMMODATIONS, CSRF_TOKEN, FIRST_RESERVATION, PRICE_ERRORS, VALIDATION, type Accommodation } from './data.ts';

const SCRIPT = '/assets/application-5c1e0f7a.js';
const chrome: Chrome = {
  brand: 'Podere degli Ulivi', tagline: 'Holiday apartments on an olive estate near Montepulciano',
  nav: [{ label: 'Home', href: '/' }, { label: 'Apartments', href: '/rental_accommodations' }],
  accent: '#5b6b2f', stylesheet: '/assets/application-9a4d2b61.css',
  head: `<meta name="csrf-param" content="authenticity_token">\n<meta name="csrf-token" content="${CSRF_TOKEN}">`,
  footer: 'Podere degli Ulivi · Via delle Crete 14, 53045 Montepulciano (SI) · P.IVA 01234560523',
};
const page = sitePages(chrome);
/** BigDecimal#to_json: "1420.0" */
const decimal = (n: number) => (Number.isInteger(n) ? `${n}.0` : String(n));
/** number_to_currency(locale: :it): "1.420,00 €" */
const euros = (n: number) => `${formatMoney(n, '', { thousands: '.', decimal: ',' })} €`;
const path = (a: Accommodation) => `/rental_accommodations/${a.id}-${a.slug}`;
const byParam = (id: string | null | undefined) => ACCOMMODATIONS.find((a) => String(a.id) === String(parseInt(id ?? '', 10)));
const fromQuery = stayReader({ fields: { checkin: 'start', checkout: 'end', adults: 'adults', children: 'children' }, dates: 'day-first' });
const fromForm = stayReader({ fields: { checkin: 'reservation[start]', checkout: 'reservation[end]', adults: 'reservation[adults]', children: 'reservation[children]' }, dates: 'day-first' });
/** the quick price has no party: only dates, minimum stay and the calendar count */
const priceProblem = (a: Accommodation, stay: Stay) => stayProblem(a, { ...stay, adults: 1, children: 0 });

const options = (name: string, id: string, from: number, to: number, chosen: number) =>
  `<select name="${name}" id="${id}">${Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option value="${n}"${n === chosen ? ' selected' : ''}>${n}</option>`).join('')}</select>`;

function home(): string {
  return `<section class="hero card"><h1>Stay at Podere degli Ulivi</h1><p>Three apartments among the olive groves of the Val d'Orcia.</p>
<form id="availability_search" class="card" action="/rental_accommodations" method="get" data-remote="true">
<label>Arrival <input type="text" name="start" id="start" placeholder="dd/mm/yyyy"></label>
<label>Departure <input type="text" name="end" id="end" placeholder="dd/mm/yyyy"></label>
<label>Adults ${options('adults', 'adults', 1, 6, 2)}</label><label>Children ${options('children', 'children', 0, 4, 0)}</label>
<button type="submit" id="search-availability" class="btn">Check availability</button></form>
<div id="accommodations"></div></section>`;
}

function show(a: Accommodation, q: URLSearchParams): string {
  const v = (n: string) => esc(q.get(n) ?? '');
  const count = (n: string, fallback: number) => Number(q.get(n)) || fallback;
  return `<article class="rental-accommodation" id="rental_accommodation_${a.id}"><h1>${esc(a.name)}</h1>
<p class="summary">${esc(a.summary)} · ${a.bedrooms} bedrooms · sleeps ${a.maxGuests} · minimum ${a.minNights} nights</p>
<p class="from">From ${euros(a.nightly)} per night</p>
<form class="new_reservation card" id="new_reservation" action="/reservations" accept-charset="UTF-8" method="post">
<input type="hidden" name="authenticity_token" value="${CSRF_TOKEN}">
<input type="hidden" name="reservation[rental_accommodation_id]" id="reservation_rental_accommodation_id" value="${a.id}">
<label>Arrival <input type="text" name="reservation[start]" id="reservation_start" value="${v('start')}" placeholder="dd/mm/yyyy"></label>
<label>Departure <input type="text" name="reservation[end]" id="reservation_end" value="${v('end')}" placeholder="dd/mm/yyyy"></label>
<label>Adults ${options('reservation[adults]', 'reservation_adults', 1, 8, count('adults', 2))}</label>
<label>Children ${options('reservation[children]', 'reservation_children', 0, 4, count('children', 0))}</label>
<button type="button" id="calculate-price" class="btn">Calculate price</button>
<div id="booking-price"></div>
<button type="button" id="book-now" class="btn">Book now</button>
<div id="booking-errors"></div>
<fieldset id="guest-details" hidden><legend>Your details</legend>
<label>Name <input type="text" name="reservation[guest_name]" id="reservation_guest_name"></label>
<label>E-mail <input type="email" name="reservation[guest_email]" id="reservation_guest_email"></label>
<button type="submit" id="confirm-reservation" class="btn">Confirm reservation</button></fieldset>
</form></article>`;
}

interface Booking { id: number; code: string; accommodation: number; stay: Stay; total: number }

export default defineSite({
  slug: 'rails-rentals', provider: 'rails-rentals',
  platform: 'a property\'s own Ruby on Rails site (rental_accommodations, get_booking_price, check_booking, reservations)',
  chrome,
  assets: { [SCRIPT]: 'assets/application.js' },
  routes() {
    const bookings = new Ledger<Booking>(FIRST_RESERVATION);
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'pages home', main: home(), scripts: [SCRIPT] })),
      // rental_accommodations#index: HTML, or (format json, the search) the apartments free for the stay
      get('/rental_accommodations', (req) => {
        const wantsJson = /json/.test(req.headers.accept ?? '') || req.query.has('start');
        if (!wantsJson) return page({ title: 'Apartments', bodyClass: 'rental_accommodations index', main: `<h1>Our apartments</h1><ul class="accommodations">${ACCOMMODATIONS.map((a) => `<li><a href="${path(a)}">${esc(a.name)}</a></li>`).join('')}</ul>` });
        const stay = fromQuery(req.query);
        const free = ACCOMMODATIONS.filter((a) => !stayProblem(a, stay));
        return json(free.map((a) => ({ id: a.id, name: a.name, summary: a.summary, max_guests: a.maxGuests, bedrooms: a.bedrooms, price_from: decimal(a.nightly), url: path(a) })));
      }),
      get('/rental_accommodations/:id', (req, { id }) => {
        const a = byParam(id);
        return a ? page({ title: a.name, bodyClass: 'rental_accommodations show', main: show(a, req.query), scripts: [SCRIPT] }) : null;
      }),
      // the quick price: the stay's dates only
      get('/get_booking_price', (req) => {
        const a = byParam(req.query.get('rental_accommodation_id'));
        const stay = fromQuery(req.query);
        const p = a ? priceProblem(a, stay) : { kind: 'dates' as const };
        if (!a || p) return json({ price: null, error: a && p && p.kind !== 'occupancy' ? PRICE_ERRORS[p.kind](p, a) : PRICE_ERRORS.dates({ kind: 'dates' }, ACCOMMODATIONS[0]) });
        const q = quoteStay(a, stay);
        return json({ price: decimal(q.total), nights: q.nights.length, breakdown: [{ label: 'Rent', amount: decimal(q.rent) }, ...q.fees.map((f) => ({ label: f.name, amount: decimal(f.amount) }))] });
      }),
      // Reservation.new(reservation_params).valid?: its errors, the total, the dates as stored
      post('/check_booking', (req) => {
        const form = parseForm(req.body);
        const a = byParam(field(form, 'reservation[rental_accommodation_id]'));
        const stay = fromForm((n) => field(form, n));
        const p = a ? stayProblem(a, stay) : { kind: 'dates' as const };
        const dates = { startdb: stay.checkin || null, enddb: stay.checkout || null };
        if (!a || p) return json({ validation: a && p ? VALIDATION[p.kind](p, a) : { rental_accommodation: ['must exist'] }, total: null, ...dates });
        return json({ validation: {}, total: decimal(quoteStay(a, stay).total), ...dates });
      }),
      // reservations#create (format json): 201 with the reservation, 422 with its errors
      post('/reservations', (req) => {
        const form = parseForm(req.body);
        const a = byParam(field(form, 'reservation[rental_accommodation_id]'));
        const stay = fromForm((n) => field(form, n));
        const p = a ? stayProblem(a, stay) : { kind: 'dates' as const };
        if (!a || p) return json({ validation: a && p ? VALIDATION[p.kind](p, a) : { rental_accommodation: ['must exist'] } }, 422);
        if (!field(form, 'reservation[guest_name]').trim() || !field(form, 'reservation[guest_email]').includes('@')) return json({ validation: { guest_email: ['is invalid'] } }, 422);
        const b = bookings.record(JSON.stringify([a.id, stay, field(form, 'reservation[guest_email]')]), (n) => ({ id: n, code: `PU27-${String(n).padStart(4, '0')}`, accommodation: a.id, stay, total: quoteStay(a, stay).total }));
        return json({ id: b.id, code: b.code, rental_accommodation_id: a.id, total: decimal(b.total), startdb: stay.checkin, enddb: stay.checkout, thank_you_url: `/reservations/thank_you?code=${b.code}` }, 201);
      }),
      get('/reservations/thank_you', (req) => {
        const b = [...Array(20).keys()].map((i) => bookings.find(FIRST_RESERVATION + i)).find((x) => x?.code === req.query.get('code'));
        const a = b && ACCOMMODATIONS.find((x) => x.id === b.accommodation);
        if (!b || !a) return null;
        return page({ title: 'Thank you', bodyClass: 'reservations thank_you', main: `<div class="reservation-confirmation card"><h1>Grazie! Your reservation is confirmed</h1>
<p>Reservation code: <strong class="reservation-code">${b.code}</strong></p><p>Apartment: <span class="reservation-accommodation">${esc(a.name)}</span></p>
<p>Arrival: <span class="reservation-start">${toDayFirst(b.stay.checkin)}</span> · Departure: <span class="reservation-end">${toDayFirst(b.stay.checkout)}</span></p>
<p>Guests: ${b.stay.adults} adults, ${b.stay.children} children</p><p>Total: <span class="reservation-total">${euros(b.total)}</span></p></div>` });
      }),
    ];
  },
});
