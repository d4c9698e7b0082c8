// escapia: Emerald Coast Escapes, a ColdFusion booking engine on Escapia's EVRN API (the engine shared by several
// rental companies' sites: booking folder /rentals, ajax/get-pdp-rates.cfm, ajax/results.cfm, book-now.cfm,
// book-now-confirm.cfm). EVRN itself is called server-side; the browser sees only the engine's pages and
// fragments. See demo-sites/escapia/SOURCES.md for the public shapes.
import { Ledger, formatMoney, quoteStay, toUsDate, type Stay } from '../server/fixtures.ts';
import { esc, get, parseForm, field, post, text, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../server/site.ts';
import { FIRST_RESERVATION, RENTALS, type Rental } from '../platforms/escapia/data.ts';
import { BOOKING_DIR, pdpRates, refusal, rentalByCode, resultCards, searchResults, stayFrom } from '../platforms/escapia/engine.ts';

const chrome: Chrome = {
  brand: 'Emerald Coast Escapes', tagline: 'Beach rentals from Destin to 30A', accent: '#1d6f8a',
  nav: [{ label: 'Home', href: '/' }, { label: 'Search rentals', href: `${BOOKING_DIR}/results.cfm` }],
  stylesheet: `${BOOKING_DIR}/stylesheets/global.css`, footer: 'Emerald Coast Escapes · Miramar Beach, FL',
};
const JS = `${BOOKING_DIR}/javascripts`;
const page = sitePages(chrome);
const scripts = (file: string) => [Object.keys(SERVER_ASSETS)[0], `${JS}/${file}`];
const fromQuery = (req: DemoRequest) => (n: string) => req.query.get(n);

const hidden = (name: string, value: unknown) => `<input type="hidden" name="${name}" value="${esc(value)}">`;
const dateInputs = (stay: Stay, inName: string, outName: string) =>
  `<label>Arrival <input type="text" id="startDate" name="${inName}" class="datepicker" value="${toUsDate(stay.checkin)}"></label>
<label>Departure <input type="text" id="endDate" name="${outName}" class="datepicker" value="${toUsDate(stay.checkout)}"></label>`;

/** The results page: #refineForm and #sortForm, filled in by results.js from ajax/results.cfm. */
const resultsMain = (stay: Stay, sleeps: string, bedrooms: string) => `<h1 class="page-title">Search rentals</h1>
<form id="refineForm" class="refine-form card" onsubmit="return false">${dateInputs(stay, 'strCheckin', 'strCheckout')}
<label>Guests <input type="text" name="sleeps" value="${esc(sleeps)}"></label><label>Bedrooms <input type="text" name="bedrooms" value="${esc(bedrooms)}"></label>
${hidden('page', 0)}<button type="button" id="refineDatesApply" class="btn">Apply</button></form>
<form id="sortForm" onsubmit="return false">${hidden('sortBy', 'random')}</form>
<p class="results-count"><span class="props-return"></span> properties found</p><div id="list-all-results" class="grid"></div>`;

/** The detail page: the unit, #refineForm (details-datepicker) and the #APIresponse box. */
const detailMain = (r: Rental, stay: Stay) => `<div class="panel panel-default"><div class="panel-heading"><h1>${esc(r.name)} <span class="small">${esc(r.area)}</span></h1></div>
<ul class="unit-stats"><li>${r.bedrooms} Bedrooms</li><li>${r.bathrooms} Baths</li><li>Sleeps ${r.maxGuests}</li></ul></div>
<form id="refineForm" class="card" onsubmit="return false">${hidden('formtype', 'details-datepicker')}${hidden('page', 0)}${hidden('propertyid', r.code)}${hidden('unitshortname', r.slug)}${hidden('redskyclient', 'no')}
${dateInputs(stay, 'strcheckin', 'strcheckout')}<button type="button" id="checkAvailability" class="btn">Check Availability</button></form>
<div id="APIresponse" class="card"></div>`;

/** book-now.cfm: the stay's charges and the guest form posted to book-now-confirm.cfm. */
function bookMain(r: Rental, stay: Stay): string {
  const q = quoteStay(r, stay);
  const row = (label: string, amount: number) => `<tr><th>${esc(label)}</th><td align="right">${formatMoney(amount)}</td></tr>`;
  const taxes = q.taxes.reduce((t, l) => t + l.amount, 0);
  return `<div class="booking container"><p class="h3">Book ${esc(r.name)}</p>
<table class="table table-striped">${row('Base Rate', q.rent)}${q.fees.map((f) => row(f.name, f.amount)).join('')}${row('Taxes', taxes)}<tr><th><strong>Total</strong></th><td align="right"><strong>${formatMoney(q.total)}</strong></td></tr></table>
<form id="bookNowForm" class="card" method="post" action="${BOOKING_DIR}/book-now-confirm.cfm">${hidden('propertyid', r.code)}${hidden('propertyName', r.name)}${hidden('strCheckin', toUsDate(stay.checkin))}${hidden('strCheckout', toUsDate(stay.checkout))}${hidden('TotalTotal', q.total)}
<label>First name <input type="text" id="firstname" name="firstname"></label><label>Last name <input type="text" id="lastname" name="lastname"></label>
<label>Email <input type="email" id="email" name="email"></label><label>Adults <input type="text" id="numAdults" name="numAdults" value="2"></label>
<label>Card number <input type="text" id="ccNumber" name="ccNumber" autocomplete="cc-number"></label>
<label><input type="checkbox" id="agreeTerms" name="agreeTerms" value="yes"> I agree to the rental agreement</label>
<button type="submit" id="bookNowSubmit" class="btn">Book Now</button></form></div>`;
}

const confirmMain = (code: number, form: Record<string, string | string[]>) => `<div class="booking booking-confirm container">
<div class="page-header"><p class="h3">Booking Confirmation</p></div>
<p>Thank you <b>${esc(field(form, 'firstname'))} ${esc(field(form, 'lastname'))}</b> for selecting your accommodations with <b>www.escapia-demo.test</b>.</p>
<p><strong>Your reservation code is: ${code}</strong></p>
<p>Name: ${esc(field(form, 'propertyName'))}</p><p>Check In: ${esc(field(form, 'strCheckin'))}</p><p>Check Out: ${esc(field(form, 'strCheckout'))}</p>
<p>Total Amount for Reservation: ${formatMoney(Number(field(form, 'TotalTotal')))}</p></div>`;

export default defineSite({
  slug: 'escapia', provider: 'escapia', chrome,
  platform: 'ColdFusion booking engine on Escapia EVRN: get-pdp-rates.cfm HTML fragments',
  assets: { [`${JS}/property.js`]: 'assets/property.js', [`${JS}/results.js`]: 'assets/results.js' },
  routes() {
    const reservations = new Ledger<number>(FIRST_RESERVATION);
    return [
      get('/', () => page({ title: 'Home', main: `<section class="hero card"><h1>Your Emerald Coast beach rental</h1><p><a class="btn" href="${BOOKING_DIR}/results.cfm">Search rentals</a></p></section>` })),
      get(`${BOOKING_DIR}/results.cfm`, (req) =>
        page({ title: 'Search rentals', main: resultsMain(stayFrom(fromQuery(req)), req.query.get('sleeps') ?? '', req.query.get('bedrooms') ?? ''), scripts: scripts('results.js') })),
      post(`${BOOKING_DIR}/ajax/results.cfm`, (req) => {
        const form = parseForm(req.body);
        const read = (n: string) => field(form, n);
        const stay = stayFrom(read, Number(read('sleeps')) || 1);
        const found = searchResults(stay, Number(read('bedrooms')) || 0);
        const res = text(resultCards(found, stay), 200, 'text/html; charset=UTF-8');
        res.headers['set-cookie'] = `NUMRESULTS=${found.length}; Path=/`;
        return res;
      }),
      post(`${BOOKING_DIR}/ajax/get-pdp-rates.cfm`, (req) => {
        const form = parseForm(req.body);
        const read = (n: string) => field(form, n);
        return text(pdpRates(rentalByCode(read('propertyid')), stayFrom(read)), 200, 'text/html; charset=UTF-8');
      }),
      get(`${BOOKING_DIR}/book-now.cfm`, (req) => {
        const r = rentalByCode(req.query.get('propertyid'));
        const stay = stayFrom(fromQuery(req));
        if (!r || refusal(r, stay)) return page({ title: 'Booking error', main: '<div class="alert alert-danger">Sorry, these dates are no longer available.</div>' }, 404);
        return page({ title: `Book ${r.name}`, main: bookMain(r, stay) });
      }),
      post(`${BOOKING_DIR}/book-now-confirm.cfm`, (req) => {
        const form = parseForm(req.body);
        const r = rentalByCode(field(form, 'propertyid'));
        if (!r || !field(form, 'email') || !field(form, 'agreeTerms')) return text('Propertyid is required.', 400);
        const code = reservations.record(JSON.stringify([r.code, field(form, 'strCheckin'), field(form, 'email')]), (id) => id);
        return page({ title: 'Booking Confirmation', bodyClass: 'booking-confirm-page', main: confirmMain(code, form) });
      }),
      get(`${BOOKING_DIR}/:slug`, (req, { slug }) => {
        const r = RENTALS.find((x) => x.slug === slug);
        return r ? page({ title: r.name, bodyClass: 'property-detail', main: detailMain(r, stayFrom(fromQuery(req))), scripts: scripts('property.js') }) : null;
      }),
    ];
  },
});
