// SuperControl site templates: the availability page (calendar widget + feature filters, results filled in by
// script), a cottage page with the price widget, the booking form and the booking summary, whose page object
// window["sc-summary-booking-info"] describes the booking.
import { formatMoney, nightsOf, type Stay } from '../kit/fixtures.ts';
import { esc, inlineJson } from '../kit/http.ts';
import { ukDate } from './api.ts';
import { FEATURES, OWNER_ID, SITE_ID, type Cottage } from './data.ts';

export interface Booking {
  bookingRef: number;
  cottage: Cottage;
  stay: Stay;
  infants: number;
  leadGuest: { firstName: string; lastName: string; email: string };
  total: number;
  payments: { description: string; dueDate: string; amount: number }[];
}

const pounds = (n: number) => formatMoney(n, '£');
const choice = (id: string, values: (string | number)[], selected: string | number, label = (v: string | number) => String(v)) =>
  `<select id="${id}" name="${id.replace(/^sc-/, '')}">${values.map((v) => `<option value="${esc(v)}"${String(v) === String(selected) ? ' selected' : ''}>${esc(label(v))}</option>`).join('')}</select>`;
const counts = (max: number) => Array.from({ length: max + 1 }, (_, i) => i);
/** Saturday changeovers of the summer season. */
const SATURDAYS = nightsOf('2026-07-04', '2026-09-06').filter((_d, i) => i % 7 === 0);

/** The SuperControl calendar widget's settings, as its embed code sets them. */
export const scConfig = (): string => `var sc_config = ${inlineJson({ ownerID: OWNER_ID, siteID: SITE_ID, calendarPost: '/ajax/sc_calendar_post_v2.php', filterApi: '/api/supercontrol/filter' })};`;

export const homeMain = (): string => `<section class="hero"><h1>Cottages by the Cornish sea</h1>
<form class="card" action="/availability/" method="get"><label>Arriving ${choice('sc-startdate', SATURDAYS.map(ukDate), '01/08/2026')}</label>
<label>Nights ${choice('sc-numbernights', [3, 4, 7, 14], 7)}</label><label>Adults ${choice('sc-adults', counts(8), 2)}</label>
<label>Children ${choice('sc-children', counts(6), 0)}</label><button class="btn">Check availability</button></form></section>`;

export function availabilityMain(features: string[]): string {
  const boxes = FEATURES.map((f) => {
    const id = `sc-filter-${f.toLowerCase().replace(/\W+/g, '-')}`;
    return `<label><input type="checkbox" id="${id}" name="features" value="${esc(f)}"${features.includes(f) ? ' checked' : ''}> ${esc(f)}</label>`;
  }).join('');
  return `<h1 class="page-title">Availability</h1>
<div class="grid"><aside id="sc-filters" class="card"><h3>Must have</h3>${boxes}</aside>
<section><p id="sc-count" aria-live="polite">Checking availability…</p><div id="sc-results" class="sc-calendar-results"></div></section></div>`;
}

export function cottageMain(c: Cottage, q: URLSearchParams): string {
  const party = (k: string, max: number, dflt: number) => choice(`sc-${k}`, counts(max), q.get(k) ?? dflt);
  return `<div class="grid"><article class="card" data-property-id="${c.id}"><h1 class="sc-property-name">${esc(c.name)}</h1>
<p>${esc(c.village)} · ${c.bedrooms} bedrooms · sleeps ${c.maxGuests} · from ${pounds(c.nightly * 7)} a week</p><ul>${c.features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul></article>
<aside id="sc-price-widget" class="card" data-property-id="${c.id}"><h3>Prices &amp; availability</h3>
<label>Arriving ${choice('sc-startdate', SATURDAYS.map(ukDate), q.get('startdate') ?? '01/08/2026')}</label>
<label>Nights ${choice('sc-numbernights', [3, 4, 7, 14], q.get('numbernights') ?? 7)}</label>
<label>Adults ${party('adults', c.maxGuests, 2)}</label><label>Children ${party('children', c.maxGuests, 0)}</label><label>Infants ${party('infants', 2, 0)}</label>
<button type="button" id="sc-check-price" class="btn">Check price</button><div id="sc-price"></div>
<button type="button" id="sc-full-quote" class="btn" disabled>Full price quote</button><div id="sc-quote"></div>
<a id="sc-book" class="btn hidden" href="#">Book now</a></aside></div>`;
}

export function bookingMain(c: Cottage, q: URLSearchParams, stay: Stay, total: number): string {
  const hidden = ['propertyID', 'startdate', 'numbernights', 'adults', 'children', 'infants'].map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k) ?? '')}">`).join('');
  const input = (name: string, label: string, type = 'text') => `<label>${label} <input id="sc-${name}" name="${name}" type="${type}"></label>`;
  return `<section class="card"><h1>Book ${esc(c.name)}</h1><p>${esc(ukDate(stay.checkin))} – ${esc(ukDate(stay.checkout))} · ${stay.adults} adults, ${stay.children} children · total <strong id="sc-booking-total">${pounds(total)}</strong></p>
<form id="sc-booking-form" method="post" action="/booking/process/">${hidden}<h2>Lead guest</h2>${input('firstname', 'First name')}${input('surname', 'Surname')}${input('email', 'Email', 'email')}${input('phone', 'Phone', 'tel')}
<label><input type="checkbox" id="sc-terms" name="terms" value="1"> I accept the booking conditions</label><button id="sc-confirm" class="btn">Confirm booking</button></form></section>`;
}

/** The booking summary page object SuperControl's confirmation page defines. */
export const summaryObject = (b: Booking) => ({
  bookingRef: b.bookingRef,
  propertyID: b.cottage.id,
  propertyName: b.cottage.name,
  arrivalDate: ukDate(b.stay.checkin),
  departureDate: ukDate(b.stay.checkout),
  numberOfNights: nightsOf(b.stay.checkin, b.stay.checkout).length,
  adults: b.stay.adults,
  children: b.stay.children,
  infants: b.infants,
  totalCost: b.total,
  currency: 'GBP',
  payments: b.payments.map((p, i) => ({ ...p, paid: i === 0 })),
  leadGuest: `${b.leadGuest.firstName} ${b.leadGuest.lastName}`,
});

export const confirmationMain = (b: Booking): string => `<section id="sc-summary" class="card"><h1>Thank you, ${esc(b.leadGuest.firstName)}. Your booking is confirmed.</h1>
<p>Booking reference <strong id="sc-booking-ref">${b.bookingRef}</strong></p>
<p>${esc(b.cottage.name)}, ${esc(b.cottage.village)} · arriving ${esc(ukDate(b.stay.checkin))} (from 4pm), leaving ${esc(ukDate(b.stay.checkout))} (by 10am)</p>
<ul class="price-list">${b.payments.map((p) => `<li><span>${esc(p.description)} due ${esc(p.dueDate)}</span><span>${pounds(p.amount)}</span></li>`).join('')}</ul>
<p>Total <strong>${pounds(b.total)}</strong></p></section>`;
