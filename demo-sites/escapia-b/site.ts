// escapia-b: Pelican Pointe Vacations, an ASP.NET website on Escapia: MVC unit pages (/Unit/Details/<UnitCode>,
// priced at load by GET /Unit/Rate/<UnitCode> and live by POST /Escapia/UnitStay, the EVRN UnitStay answer as
// JSON) beside WebForms booking pages under /vacation/ (all/searchresults.aspx with its GetUnits page method,
// rental/reservation.aspx cross-page posted to rental/resconfirmation.aspx). EVRN itself is called server-side.
// The shapes of the spec's Escapia paths have no public source (demo-sites/escapia/SOURCES.md#site-escapia-b): this is one assumed reading of them.
import { Ledger, formatMoney, fromUsDate, quoteStay, toUsDate, type Stay } from '../server/fixtures.ts';
import { esc, field, get, json, parseForm, parseJson, post, text, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { refusal, stayFrom } from '../platforms/escapia/engine.ts';
import { FIRST_RESERVATION, type Rental } from './data.ts';
import { getUnits, rentalByCode, unitRate, unitStay } from './evrn.ts';

const chrome: Chrome = {
  brand: 'Pelican Pointe Vacations', tagline: 'Gulf Shores · Orange Beach · Fort Morgan', accent: '#c2552b',
  nav: [{ label: 'Home', href: '/' }, { label: 'Search rentals', href: '/vacation/all/searchresults.aspx' }],
  stylesheet: '/Content/site.css', footer: 'Pelican Pointe Vacations · Gulf Shores, AL',
};
const page = sitePages(chrome);
const fromQuery = (req: DemoRequest) => (n: string) => req.query.get(n);
const hidden = (name: string, value: unknown, id = '') => `<input type="hidden"${id && ` id="${id}"`} name="${name}" value="${esc(value)}">`;
const dates = (stay: Stay, inName: string, outName: string) =>
  `<label>Arrival <input type="text" id="txtArrival" name="${inName}" placeholder="mm/dd/yyyy" value="${toUsDate(stay.checkin)}"></label>
<label>Departure <input type="text" id="txtDeparture" name="${outName}" placeholder="mm/dd/yyyy" value="${toUsDate(stay.checkout)}"></label>`;
/** The WebForms frame of the /vacation/ pages: one server form with its view state. */
const aspForm = (action: string, inner: string) =>
  `<form method="post" action="${action}" id="aspnetForm">${hidden('__VIEWSTATE', '/wEPDwUKMTI2NzQ4MzE2Mg9kFgJmD2QWAgIDD2QWAgIBD2QWAmYPZBYCAgEPFgIeBFRleHQFBlVuaXRzZGQ=', '__VIEWSTATE')}${hidden('__PREVIOUSPAGE', 'kPzW1dVPNm7F0qXb', '__PREVIOUSPAGE')}${inner}</form>`;

/** searchresults.aspx: the criteria form and the list results.js fills from the GetUnits page method. */
const resultsMain = (stay: Stay, sleeps: string, bedrooms: string) => `<h1 class="page-title">Search rentals</h1>
<form id="searchForm" class="card" onsubmit="return false">${dates(stay, 'strCheckin', 'strCheckout')}
<label>Sleeps <input type="text" id="txtSleeps" name="sleeps" value="${esc(sleeps)}"></label><label>Bedrooms <input type="text" id="txtBedrooms" name="bedrooms" value="${esc(bedrooms)}"></label>
<button type="button" id="btnSearch" class="btn">Search</button></form>
<p class="results-count"><span id="lblResultCount"></span> units found</p><div id="unitList" class="grid"></div>`;

/** /Unit/Details/<code>: the unit, its rate box (filled at load from /Unit/Rate/) and the live availability form. */
const detailMain = (r: Rental, stay: Stay) => `<div class="panel panel-default"><div class="panel-heading"><h1>${esc(r.name)} <small>${esc(r.area)}</small></h1></div>
<ul class="unit-stats"><li>${r.bedrooms} Bedrooms</li><li>${r.bathrooms} Baths</li><li>Sleeps ${r.maxGuests}</li><li>${r.minNights} night minimum</li></ul></div>
<form id="stayForm" class="card" onsubmit="return false">${hidden('unitcode', r.code, 'UnitCode')}
${dates(stay, 'strCheckin', 'strCheckout')}<label>Adults <input type="text" id="txtAdults" name="Adults" value="${stay.adults}"></label>
<button type="button" id="btnCheckAvailability" class="btn">Check Availability</button></form>
<div id="rateBox" class="card"></div>`;

/** reservation.aspx: the stay's charges and the guest form, cross-page posted to resconfirmation.aspx. */
function reservationMain(r: Rental, stay: Stay): string {
  const q = quoteStay(r, stay);
  const row = (label: string, amount: number) => `<tr><th>${esc(label)}</th><td align="right">${formatMoney(amount)}</td></tr>`;
  return aspForm(
    '/vacation/rental/resconfirmation.aspx',
    `<h1>Reserve ${esc(r.name)}</h1><p>${toUsDate(stay.checkin)} – ${toUsDate(stay.checkout)} · ${stay.adults} adults</p>
<table class="table">${row('Rent', q.rent)}${q.fees.map((f) => row(f.name, f.amount)).join('')}${q.taxes.map((t) => row(t.name, t.amount)).join('')}<tr><th><strong>Total</strong></th><td align="right"><strong>${formatMoney(q.total)}</strong></td></tr></table>
${hidden('UnitCode', r.code)}${hidden('strCheckin', toUsDate(stay.checkin))}${hidden('strCheckout', toUsDate(stay.checkout))}${hidden('Adults', stay.adults)}
<div id="guest-info" class="card"><label>First name <input type="text" id="txtFirstName" name="ctl00$Main$txtFirstName"></label><label>Last name <input type="text" id="txtLastName" name="ctl00$Main$txtLastName"></label>
<label>Email <input type="email" id="txtEmail" name="ctl00$Main$txtEmail"></label><label>Card number <input type="text" id="txtCardNumber" name="ctl00$Main$txtCardNumber" autocomplete="cc-number"></label>
<label><input type="checkbox" id="chkAgree" name="ctl00$Main$chkAgree"> I agree to the rental agreement</label>
<input type="submit" id="btnCompleteReservation" name="ctl00$Main$btnCompleteReservation" class="btn" value="Complete Reservation"></div>`,
  );
}

const confirmMain = (code: number, r: Rental, form: Record<string, string | string[]>) => `<div class="booking booking-confirm container">
<h1>Reservation Confirmation</h1>
<p>Thank you, ${esc(field(form, 'ctl00$Main$txtFirstName'))} ${esc(field(form, 'ctl00$Main$txtLastName'))}. Your confirmation number is <span id="reservationNumber">${code}</span>.</p>
<p>${esc(r.name)} · Arrival ${esc(field(form, 'strCheckin'))} · Departure ${esc(field(form, 'strCheckout'))}</p></div>`;

export default defineSite({
  slug: 'escapia-b', provider: 'escapia', chrome,
  platform: 'ASP.NET website on Escapia: /Unit/ MVC pages, /Escapia/UnitStay JSON, WebForms /vacation/ pages',
  assets: { '/Scripts/results.js': 'assets/results.js', '/Scripts/unit.js': 'assets/unit.js' },
  routes() {
    const reservations = new Ledger<number>(FIRST_RESERVATION);
    return [
      get('/', () => page({ title: 'Home', main: `<section class="hero card"><h1>Your Alabama Gulf Coast rental</h1><p><a class="btn" href="/vacation/all/searchresults.aspx">Search rentals</a></p></section>` })),
      get('/vacation/all/searchresults.aspx', (req) =>
        page({ title: 'Search rentals', main: resultsMain(stayFrom(fromQuery(req)), req.query.get('sleeps') ?? '', req.query.get('bedrooms') ?? ''), scripts: ['/Scripts/results.js'] })),
      post('/vacation/all/searchresults.aspx/GetUnits', (req) => {
        const body = (parseJson(req.body) ?? {}) as Record<string, unknown>;
        const read = (n: string) => (body[n] == null ? null : String(body[n]));
        return json(getUnits(stayFrom(read, Number(read('sleeps')) || 1), Number(read('bedrooms')) || 0));
      }),
      get('/Unit/Details/:code', (req, { code }) => {
        const r = rentalByCode(code);
        return r ? page({ title: r.name, bodyClass: 'unit-details', main: detailMain(r, stayFrom(fromQuery(req), Number(req.query.get('adults')) || 2)), scripts: ['/Scripts/unit.js'] }) : null;
      }),
      get('/Unit/Rate/:code', (req, { code }) => {
        const r = rentalByCode(code);
        return r ? json(unitRate(r, stayFrom(fromQuery(req), Number(req.query.get('adults')) || 1))) : json({ error: 'Unit not found.' }, 404);
      }),
      post('/Escapia/UnitStay', (req) => {
        const form = parseForm(req.body);
        const read = (n: string) => field(form, n);
        return json(unitStay(rentalByCode(read('UnitCode')), stayFrom(read, Number(read('Adults')) || 1)));
      }),
      get('/vacation/rental/reservation.aspx', (req) => {
        const r = rentalByCode(req.query.get('UnitCode'));
        const stay = stayFrom(fromQuery(req), Number(req.query.get('Adults')) || 1);
        if (!r || refusal(r, stay)) return page({ title: 'Reservation', main: '<div class="alert alert-danger">These dates are no longer available.</div>' }, 404);
        return page({ title: `Reserve ${r.name}`, main: reservationMain(r, stay) });
      }),
      post('/vacation/rental/resconfirmation.aspx', (req) => {
        const form = parseForm(req.body);
        const r = rentalByCode(field(form, 'UnitCode'));
        if (!r || !field(form, 'ctl00$Main$txtEmail') || !field(form, 'ctl00$Main$chkAgree')) return text('The reservation could not be completed.', 400);
        const code = reservations.record(JSON.stringify([r.code, fromUsDate(field(form, 'strCheckin')), field(form, 'ctl00$Main$txtEmail')]), (id) => id);
        return page({ title: 'Reservation Confirmation', main: confirmMain(code, r, form) });
      }),
    ];
  },
});
