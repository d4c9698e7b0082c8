// SuperControl site templates: the availability page (calendar widget + feature filters, results filled in by
// script), a cottage page with SuperControl's calendar widget element and the price widget, the booking form and
// the owner's booking-summary page (SuperControl's summary container and script).
import { formatMoney, nightsOf, type Stay } from '../server/fixtures.ts';
import { esc, inlineJson } from '../server/http.ts';
import { ukDate } from './api.ts';
import { CALENDAR_KEY, FEATURES, OWNER_ID, SITE_ID, type Cottage } from './data.ts';


/** where this site's SuperControl API calls go (real sites: https://api.supercontrol.co.uk) */
const API_DOMAIN = 'http://www.supercontrol-demo.test';
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
  // SuperControl's calendar widget element (its embed script fills it with the calendar iframes)
  const calendar = `<div class="sc-calendar-widget" data-calendar-key="${CALENDAR_KEY}" data-calendar-property-id="${c.id}" data-calendar-site-id="${SITE_ID}" data-calendar-api-domain="${API_DOMAIN}"></div>`;
  return `<div class="grid"><article class="card"><h1 class="sc-property-name">${esc(c.name)}</h1>
<p>${esc(c.village)} · ${c.bedrooms} bedrooms · sleeps ${c.maxGuests} · from ${pounds(c.nightly * 7)} a week</p><ul>${c.features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>
${calendar}</article>
<aside id="sc-price-widget" class="card"><h3>Prices &amp; availability</h3>
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

/** The owner's booking-summary page: SuperControl's summary script, then its container (the script finds it on
 * its next look, 500 ms later), which names the API domain. */
export const summaryMain = (script: string): string => `<h1 class="page-title">Your booking</h1>
<script src="${script}"></script>
<div class="sc-summary-container" data-api-domain="${API_DOMAIN}"></div>`;
