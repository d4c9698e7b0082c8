// vrpconnector: a rental company's WordPress site on Gueststream's VRPConnector plugin, with the markup of the
// plugin's bundled theme templates (vrpSearchForm, results.php, unit.php with #unit-data and #bookingform, step3.php
// with #vrpbookform, confirm.php) and the AJAX dispatcher on the site root (`/?vrpjax=1&act=…`).
// See demo-sites/vrpconnector/SOURCES.md for the public shapes.
import { formatMoney, fromUsDate, isAvailable, toShortDate, toUsDate } from '../server/fixtures.ts';
import { esc, get, inlineJson, post, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { bookedDates, checkAvailability, newLedger, processBooking, rateQuote, refusal, searchStay, unitById, unitStay, type Booking } from './api.ts';
import { UNITS, type VrpUnit } from './data.ts';

const ORIGIN = 'http://www.vrpconnector-demo.test';
const chrome: Chrome = {
  brand: 'Seagrove Shores Vacations',
  tagline: 'Beach houses along Scenic Highway 30A',
  nav: [{ label: 'Search rentals', href: '/' }],
  accent: '#0f6b8a',
  stylesheet: '/wp-content/themes/seagrove/style.css',
  footer: 'Seagrove Shores Vacations · 3375 E County Hwy 30A, Santa Rosa Beach, FL 32459',
};
const PLUGIN = '/wp-content/plugins/vrpconnector/themes/desertsunrise/js';
/** the server's jQuery-style XHR helper (siteAjax.serialize/post), standing in for jQuery */
const JQUERY = '/wp-content/mu-plugins/site-kit/ajax.js';
/** wp_localize_script's settings every plugin page carries (the theme's scripts read url_paths.site_url). */
const SETTINGS = `var url_paths = ${inlineJson({ site_url: ORIGIN, stylesheet_dir_url: `${ORIGIN}/wp-content/themes/seagrove` })};`;

const page = sitePages(chrome, { inline: [SETTINGS] });
const options = (from: number, to: number, selected: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)
    .map((v) => `<option value="${v}"${v === selected ? ' selected="selected"' : ''}>${v}</option>`)
    .join('');

/** [vrpAdvancedSearchForm]: GET /vrp/search/results/ with search[…] fields. */
const searchForm = () => `<form action="/vrp/search/results/" method="GET" id="vrp-advanced-search-form"><table>
<tr><td>Arrival:</td><td><input type="text" name="search[arrival]" class="vrpArrivalDate" placeholder="Not Sure"></td></tr>
<tr><td>Departure:</td><td><input type="text" name="search[departure]" class="vrpDepartureDate" placeholder="Not Sure"></td></tr>
<tr><td>Adults:</td><td><select name="search[Adults]"><option selected="selected" value="">Any</option>${options(1, 12, 0)}</select></td></tr>
<tr><td>Bedrooms:</td><td><select name="search[bedrooms]" style="width:90px;"><option value="">Any</option>${options(1, 6, 0)}</select></td></tr>
</table><input type="hidden" name="show" value="20"><input type="submit" name="propSearch" class="ButtonView" value="Search"></form>`;

/** results.php: one .vrp-item card per unit in #vrpresults, or "No Results Found". */
function resultsPage(q: URLSearchParams) {
  const stay = searchStay(q);
  const bedrooms = Number(q.get('search[bedrooms]') || 0);
  const found = UNITS.filter((u) => u.bedrooms >= bedrooms && u.maxGuests >= stay.adults + stay.children && (!stay.checkin || isAvailable(u, stay.checkin, stay.checkout)));
  const card = (u: VrpUnit) => `<div class="vrp-col-md-4 vrp-item-wrap vrp-grid"><div class="vrp-item result-wrap" data-vrp-address="${esc(`${u.Address1} ${u.City}, FL`)}" data-vrp-name="${esc(u.name)}" data-vrp-url="${ORIGIN}/vrp/unit/${u.page_slug}">
<div data-unit="${u.id}" class="resultsFavorite vrp-favorite-button add-favorite"></div>
<div class="vrp-results-description"><h3><a href="/vrp/unit/${u.page_slug}" title="${esc(u.name)}">${esc(u.name)}</a></h3>
<div class="vrp-result-line details">${u.bedrooms} BR | ${esc(u.City)}</div>
<div class="vrp-results-line rate">Starting at ${formatMoney(u.nightly)}/night</div></div></div></div>`;
  const main = found.length
    ? `<div id="vrp" data-vrp-arrival="${esc(q.get('search[arrival]'))}" data-vrp-depart="${esc(q.get('search[departure]'))}"><div id="vrpresults" class="vrp-container-fluid results"><div class="vrp-row">${found.map(card).join('')}</div></div></div>`
    : `<div class="vrp-row"><h2>No Results Found</h2><p>Please revise your search criteria.</p>${searchForm()}</div>`;
  return page({ title: 'Search Results', main });
}

/** unit.php (desertsunrise): #unit-data, the name, the #bookingform the theme's checkAvailability serializes. */
function unitPage(u: VrpUnit) {
  return page({
    title: u.name,
    main: `<div id="vrp"><div class="vrp-container-fluid"><div class="vrp-row" id="unit-data" data-unit-id="${u.id}" data-unit-slug="${u.page_slug}" data-unit-address1="${esc(u.Address1)}" data-unit-city="${esc(u.City)}" data-unit-state="FL" data-display-pageviews="false">
<div class="vrp-col-md-9"><div class="vrp-row vrp-pad"><h2 class="unit-name">${esc(u.name)}</h2></div>
<div class="vrp-row vrp-pad">${u.bedrooms} Bedroom(s) | ${u.bathrooms} Bathroom(s) | Sleeps ${u.maxGuests}</div></div></div>
<div class="vrp-col-md-3 vrp-check-avail"><div id="checkavailbox"><div class="heading-bar">Book Your Stay</div><div id="datespicked" class="booknow-content">
<form action="${ORIGIN}/vrp/book/step3/" method="get" id="bookingform">
<span class="check-avail-field arrive"><label for="checkin">Check In</label><input type="text" id="check-availability-arrival-date" name="obj[Arrival]" class="input unitsearch" value="" placeholder="Check In"></span>
<span class="check-avail-field depart"><label for="checkout">Check Out</label><input type="text" id="check-availability-departure-date" name="obj[Departure]" class="input unitsearch" value="" placeholder="Check Out"></span>
<span class="check-avail-field adults"><label for="adults">Adults</label><select id="searchadults" name="obj[Adults]">${options(1, u.maxGuests, 2)}</select></span>
<span class="check-avail-field children"><label for="children">Children</label><select id="searchchildren" name="obj[Children]">${options(0, u.maxGuests, 0)}</select></span>
<span class="check-avail-field promo"><label for="packagecode">Promo Code:</label><input type="text" id="packagecode" name="obj[strPromotionCode]" class="input unitsearch" value=""></span>
<div id="errormsg"><div></div></div>
<div class="ratebreakdown"><table id="ratebreakdown" style="width:100%;"></table></div>
<div class="check-avail-field buttons"><input type="hidden" name="obj[PropID]" value="${u.id}">
<input type="submit" value="Book Now" id="booklink" style="display: none"><input type="button" id="checkbutton" class="getratesbtn vrp-blue" value="Get Rates"></div>
</form></div></div></div></div></div>`,
    scripts: [JQUERY, `${PLUGIN}/vrp.unit.js`],
  });
}

/** step3.php: the stay and its total, the guest form (#vrpbookform) with the quote's values in hidden fields. */
function checkoutPage(req: DemoRequest) {
  const q = req.query;
  const unit = unitById(q.get('obj[PropID]') ?? '');
  const stay = unitStay(q);
  const error = refusal(unit, stay);
  if (!unit || error) return page({ title: 'Reservations', main: `<div class="userbox"><h3>Reservations</h3><div class="alert alert-error">${esc(error)}</div></div>` });
  const r = rateQuote(unit, stay);
  const hidden = (name: string, value: unknown) => `<input type="hidden" name="booking[${name}]" value="${esc(value)}">`;
  const row = (id: string, label: string) => `<tr id="${id}tr"><th>${label}*:</th><td><input type="text" name="booking[${id}]" id="${id}" value=""></td></tr>`;
  const action = `${ORIGIN}/vrp/book/confirm/?obj[Arrival]=${r.Arrival}&obj[Departure]=${r.Departure}&obj[PropID]=${unit.id}`;
  return page({
    title: 'Reservations',
    main: `<div class="userbox" id="stay-summary"><h3>${esc(unit.name)}</h3><p>${toShortDate(stay.checkin)} – ${toShortDate(stay.checkout)} · ${r.Nights} nights · Total ${formatMoney(Number(r.TotalCost))}</p></div>
<form action="${esc(action)}" id="vrpbookform" method="post"><div class="userbox" id="guestinfodiv"><h3>Guest Information</h3><table class="booktable">
${row('fname', 'First Name')}${row('lname', 'Last Name')}${row('email', 'Email')}
<tr><th>Adults:</th><td>${hidden('adults', stay.adults)}${stay.adults}${hidden('children', stay.children)}</td></tr></table></div>
<div class="userbox"><h3>Travel Insurance</h3><input type="radio" name="booking[acceptinsurance]" value="1"> Yes <input type="radio" name="booking[acceptinsurance]" value="0" checked> No ($${r.InsuranceAmount}, optional)</div>
${hidden('password', ' ')}${hidden('password2', ' ')}<input type="hidden" id="vrp-prop-id" name="booking[PropID]" value="${unit.id}">
${hidden('arrival', r.Arrival)}${hidden('depart', r.Departure)}${hidden('nights', r.Nights)}${hidden('DueToday', r.DueToday)}${hidden('TotalCost', r.TotalCost)}${hidden('TotalTax', r.TotalTax)}
<div id="vrploadinggif" style="display:none"><b>Processing Your Booking...</b></div><input type="submit" value="Book This Property Now" class="vrp-btn vrp-btn-success" id="bookingbuttonvrp"></form>`,
    scripts: [JQUERY, `${PLUGIN}/vrp.checkout.js`],
  });
}

/** confirm.php: the booking the plugin kept in the session (here: the last one booked for this stay). */
function confirmPage(req: DemoRequest, booked: Booking[]) {
  const id = req.query.get('obj[PropID]');
  const checkin = fromUsDate(req.query.get('obj[Arrival]') ?? '');
  const b = [...booked].reverse().find((x) => String(x.unit.id) === id && x.stay.checkin === checkin);
  if (!b) return page({ title: 'Reservations', main: '<div class="userbox"><h3>Reservations</h3><p>Your session has expired.</p></div>' });
  const nights = rateQuote(b.unit, b.stay).Nights;
  return page({
    title: 'Reservations',
    main: `<div class="userbox"><h3>Congratulations!</h3><div class="padit"><b>Reservation Confirmation Number:</b> ${b.BookingNumber}<br><br>
You have successfully booked <b>${esc(b.unit.name)}</b> from <b>${toUsDate(b.stay.checkin)}</b> for <b>${nights}</b> nights.<br><br>
You will receive an email confirmation shortly with additional information.</div></div>`,
  });
}

const isVrpjax = (req: DemoRequest) => req.query.get('vrpjax') != null;

export default defineSite({
  slug: 'vrpconnector',
  provider: 'vrpconnector',
  platform: "Gueststream's VRPConnector WordPress plugin: /vrp/ pages and the /?vrpjax=1&act=… dispatcher (checkavailability, processbooking)",
  chrome,
  assets: { [`${PLUGIN}/vrp.unit.js`]: 'assets/vrp.unit.js', [`${PLUGIN}/vrp.checkout.js`]: 'assets/vrp.checkout.js' },
  routes() {
    const ledger = newLedger();
    const booked: Booking[] = [];
    return [
      get('/', (req) => {
        const act = req.query.get('act');
        if (act === 'checkavailability') return checkAvailability(req.query);
        if (act === 'getUnitBookedDates') return bookedDates(req.query.get('par') ?? '');
        return null;
      }, isVrpjax),
      post('/', (req) => {
        if (req.query.get('act') !== 'processbooking') return null;
        const { answer, booking } = processBooking(new URLSearchParams(req.body), ledger);
        if (booking) booked.push(booking);
        return answer;
      }, isVrpjax),
      get('/', () => page({ title: 'Home', main: `<h1>Find your 30A beach house</h1><div class="vrp-search">${searchForm()}</div>` })),
      get('/vrp/search/results/', (req) => resultsPage(req.query)),
      get('/vrp/unit/:slug', (_req, { slug }) => {
        const u = UNITS.find((x) => x.page_slug === slug);
        return u ? unitPage(u) : null;
      }),
      get('/vrp/book/step3/', (req) => checkoutPage(req)),
      get('/vrp/book/confirm/', (req) => confirmPage(req, booked)),
    ];
  },
});
