// The booking flow lmpm-b adds to Sandhaven's LMPM site (all assumed but the reservation's field names, demo-sites/lmpm/SOURCES.md#site-lmpm-b):
//   GET  /checkout/?pms_id&start&end&adults&children       the checkout page: the stay priced, the guest form
//   POST /wp-json/lmpm/v1/bookings  { pms_id, start, end, adults, children, guest: { first_name, last_name, email,
//        phone }, accept_terms }  -> 201 { success, reservation: { id, trip_id, confirmation_number, property_id,
//        start, end, adults, children, status, booking_source, rent_total, fees_total, tax_total, total, currency },
//        redirect_url }, or a WordPress REST error { code, message, data: { status } }
//   GET  /booking-confirmation/?trip_id=<uuid>              the confirmation page's shell; its script renders the trip
//   GET  /wp-json/lmpm/v1/trips/<trip_id>                   -> { trip_id, guest, reservations: [{ …, property: { id, name, url } }] }
import { createHash } from 'node:crypto';
import { esc, get, json, parseJson, post, type Route } from '../server/http.ts';
import { Ledger, quoteStay, stayProblem, sum, toShortDate, type Stay } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import type { SitePages } from '../server/page.ts';
import { CURRENCY, FIRST_CONFIRMATION, HOMES, hubId, type Home } from './data.ts';

export const CHECKOUT_JS = '/wp-content/plugins/lmpm/build/checkout.js';
export const CONFIRMATION_JS = '/wp-content/plugins/lmpm/build/booking-confirmation.js';

const count = (v: unknown, fallback: number) => (v != null && v !== '' && Number.isInteger(Number(v)) && Number(v) >= 0 ? Number(v) : fallback);
const stayOf = (q: { start?: unknown; end?: unknown; adults?: unknown; children?: unknown }): Stay => ({
  checkin: String(q.start ?? ''), checkout: String(q.end ?? ''), adults: count(q.adults, 2), children: count(q.children, 0),
});
const homeOf = (id: unknown) => HOMES.find((h) => String(h.id) === String(id ?? ''));
/** A uuid-shaped id from a seed (LMPM's reservation and trip ids are uuids), the same for the same booking. */
const uuid = (seed: string) => {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** The cost summary as the plugin's widget shows it: Rent, Fees, Taxes, Total. */
export function costRows(h: Home, s: Stay) {
  const q = quoteStay(h, s);
  return { rent_total: q.rent, fees_total: sum(q.fees), tax_total: sum(q.taxes), total: q.total };
}
const costTable = (c: ReturnType<typeof costRows>) =>
  `<table class="lmpm-cost-summary"><tr><td>Rent</td><td>${formatMoney(c.rent_total)}</td></tr><tr><td>Fees</td><td>${formatMoney(c.fees_total)}</td></tr>` +
  `<tr><td>Taxes</td><td>${formatMoney(c.tax_total)}</td></tr><tr class="lmpm-total"><th>Total</th><th>${formatMoney(c.total)}</th></tr></table>`;

const restError = (code: string, message: string, status: number) => json({ code, message, data: { status } }, status);

interface Booking {
  trip_id: string;
  guest: { first_name: string; last_name: string; email: string; phone: string };
  reservation: ReturnType<typeof costRows> & {
    id: string; trip_id: string; confirmation_number: string; property_id: number; start: string; end: string; adults: number; children: number;
    status: 'booked'; booking_source: 'website'; currency: string;
  };
}

export function bookingRoutes(page: SitePages): Route[] {
  const ledger = new Ledger<Booking>(FIRST_CONFIRMATION);
  const trips = new Map<string, Booking>();

  const checkoutPage = (q: URLSearchParams) => {
    const h = homeOf(q.get('pms_id'));
    if (!h) return page.notFound();
    const s = stayOf(Object.fromEntries(q));
    const problem = stayProblem(h, s);
    const stay = `<h2 class="lmpm-property-name">${esc(h.name)}</h2><p class="lmpm-stay">${esc(toShortDate(s.checkin))} – ${esc(toShortDate(s.checkout))} · ${s.adults} adults, ${s.children} children</p>`;
    const form = `<form id="lmpm-checkout-form" data-pms-id="${h.id}" data-start="${esc(s.checkin)}" data-end="${esc(s.checkout)}" data-adults="${s.adults}" data-children="${s.children}">
<label>First name <input name="first_name" autocomplete="given-name" required></label><label>Last name <input name="last_name" autocomplete="family-name" required></label>
<label>Email <input type="email" name="email" autocomplete="email" required></label><label>Phone <input type="tel" name="phone" autocomplete="tel"></label>
<label><input type="checkbox" name="accept_terms" value="1"> I accept the rental agreement</label>
<button type="submit" class="lmpm-book">Book now</button></form>`;
    return page({
      title: 'Checkout',
      bodyClass: 'page-template-lmpm-checkout',
      main: `<section class="lmpm-checkout"><h1>Complete your booking</h1>${stay}${
        problem ? '<div class="lmpm-error-message">Sorry, this property is not available for the dates you selected.</div>' : `${costTable(costRows(h, s))}${form}<div class="lmpm-error-message" hidden></div>`
      }</section>`,
      scripts: [CHECKOUT_JS],
    });
  };

  const book = (body: string) => {
    const b = (parseJson(body) ?? {}) as Record<string, any>;
    const h = homeOf(b.pms_id);
    const s = stayOf(b);
    const g = (b.guest ?? {}) as Record<string, unknown>;
    const guest = { first_name: String(g.first_name ?? '').trim(), last_name: String(g.last_name ?? '').trim(), email: String(g.email ?? '').trim(), phone: String(g.phone ?? '').trim() };
    if (!h) return restError('lmpm_property_not_found', 'This property could not be found.', 404);
    if (stayProblem(h, s)) return restError('lmpm_unavailable', 'Sorry, this property is not available for the dates you selected.', 409);
    if (!guest.first_name || !guest.last_name || !/^[^@\s]+@[^@\s]+$/.test(guest.email)) return restError('lmpm_invalid_guest', 'Please enter your name and email address.', 400);
    if (b.accept_terms !== true) return restError('lmpm_terms_not_accepted', 'Please accept the rental agreement.', 400);
    const booking = ledger.record(JSON.stringify([h.id, s, guest.email.toLowerCase()]), (n) => {
      const trip_id = uuid(`trip:${n}`);
      return {
        trip_id, guest,
        reservation: {
          id: uuid(`reservation:${n}`), trip_id, confirmation_number: String(n), property_id: h.id, start: s.checkin, end: s.checkout, adults: s.adults, children: s.children,
          status: 'booked', booking_source: 'website', ...costRows(h, s), currency: CURRENCY,
        },
      };
    });
    trips.set(booking.trip_id, booking);
    return json({ success: true, reservation: booking.reservation, redirect_url: `/booking-confirmation/?trip_id=${booking.trip_id}` }, 201);
  };

  const trip = (id: string) => {
    const t = trips.get(id);
    if (!t) return restError('lmpm_trip_not_found', 'This trip could not be found.', 404);
    const h = homeOf(t.reservation.property_id)!;
    return json({ trip_id: t.trip_id, guest: { first_name: t.guest.first_name, last_name: t.guest.last_name, email: t.guest.email }, reservations: [{ ...t.reservation, property: { id: h.id, name: h.name, url: `/vacation-rentals/${h.slug}/?hub_property_id=${encodeURIComponent(hubId(h))}` } }] });
  };

  return [
    get('/checkout/', (req) => checkoutPage(req.query)),
    post('/wp-json/lmpm/v1/bookings', (req) => book(req.body)),
    get('/booking-confirmation/', (req) =>
      page({
        title: 'Booking confirmation',
        bodyClass: 'page-template-lmpm-confirmation',
        main: `<section id="lmpm-booking-confirmation" data-trip-id="${esc(req.query.get('trip_id') ?? '')}"><p class="lmpm-loading">Loading your booking…</p></section>`,
        scripts: [CONFIRMATION_JS],
      }),
    ),
    get('/wp-json/lmpm/v1/trips/:id', (_req, { id }) => trip(id)),
  ];
}
