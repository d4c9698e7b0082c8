// site-generic-j: Brunswick Isles Realty, a beach-rental company on North Carolina's southern beaches (Holden Beach,
// Ocean Isle Beach), on an ASP.NET WebForms vacation-rental engine whose pages live under /vacation/ (the URL scheme
// of seashorerealtync.com's /vacation/all/detailpage/<id>/<slug> and white-realty.com's /vacation/category/all;
// the vendor is not named by any public source, see demo-sites/site-generic/SOURCES.md#site-site-generic-j): /vacation/search/searchoptions.aspx (search
// options), /vacation/all/searchresults.aspx (results), /vacation/category/<category> (category lists),
// /vacation/all/detailpage/<propertyid>/<slug> (a home, priced through the ASMX script service
// /vacation/common/services/ratequote.asmx/GetQuote), /vacation/rental/reservation.aspx (the reservation form,
// cross-page posted to /vacation/rental/resconfirmation.aspx). Reported by the site-generic adapter, configured in
// recordings/site-generic-j/mapping.json. See README.md.
import { Ledger, money, toUsDate } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { esc, get, json, parseForm, parseJson, post, text } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { charges, getQuote, homeById, homeUrl, inCategory, problem, searchHomes, stayOf, thumbUrl, type Stay } from './api.ts';
import { CATEGORIES, FIRST_RESERVATION, HOMES, LOCATIONS, type Home } from './data.ts';

const JS = '/vacation/common/scripts/brunswick.js';
const chrome: Chrome = {
  stylesheet: '/css/styles.css', accent: '#0f5e7a',
  brand: 'Brunswick Isles Realty', tagline: 'Holden Beach · Ocean Isle Beach vacation rentals',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Search Rentals', href: '/vacation/search/searchoptions.aspx' },
    { label: 'Oceanfront', href: '/vacation/category/oceanfront' },
    { label: 'All Rentals', href: '/vacation/category/all' },
  ],
  footer: 'Brunswick Isles Realty · 131 Ocean Blvd W, Holden Beach, NC 28462 · (910) 555-0176',
};
const page = sitePages(chrome, { scripts: [JS] });
const usd = (n: number) => formatMoney(n, '$');
/** the WebForms frame every page has: one server form with its view state */
const aspForm = (action: string, inner: string) =>
  `<form method="post" action="${action}" id="aspnetForm"><div class="aspNetHidden"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKLTQ2MDYzNjc0Nw9kFgJmD2QWAgIDD2QWAgIBD2QWAgIBD2QWAmYPZBYCAgEPZBYCZg9kFgICAQ8WAh4EVGV4dGVkZA=="><input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEdAAOZ3qj4pF6m7cG7k1mYqB2P"></div>${inner}</form>`;
const options = (from: number, to: number, chosen: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('');

function card(h: Home) {
  return `<div class="card property-thumb" data-propertyid="${h.id}"><a href="${homeUrl(h)}"><img src="${thumbUrl(h)}" alt="${esc(h.name)}" width="160" height="100"></a>
<a class="property-link" href="${homeUrl(h)}">${esc(h.name)}</a><ul class="details"><li>${esc(h.location)}</li><li><strong>Type:</strong> ${esc(CATEGORIES[h.category])}</li><li>${h.bedrooms} Bedrooms</li><li>${h.baths} Baths</li><li>Sleeps ${h.sleeps}</li></ul></div>`;
}
const list = (homes: Home[]) =>
  `<p class="results-count"><span id="ctl00_ContentMain_lblResultCount">${homes.length} ${homes.length === 1 ? 'Property' : 'Properties'} Found</span></p><div class="grid">${homes.map(card).join('')}</div>`;

function searchOptions() {
  const locs = ['<option value="">All Locations</option>', ...LOCATIONS.map((l) => `<option>${esc(l)}</option>`)].join('');
  const beds = ['<option value="">Any</option>', ...[1, 2, 3, 4, 5].map((n) => `<option value="${n}">${n}+</option>`)].join('');
  return page({
    title: 'Search Options',
    main: aspForm(
      './searchoptions.aspx',
      `<h1>Search Options</h1><div id="search-options" class="card">
<label>Arrival <input type="text" id="txtArrival" name="ctl00$ContentMain$txtArrival" placeholder="mm/dd/yyyy"></label> <label>Departure <input type="text" id="txtDeparture" name="ctl00$ContentMain$txtDeparture" placeholder="mm/dd/yyyy"></label>
<label>Sleeps <select id="ddlSleeps" name="ctl00$ContentMain$ddlSleeps"><option value="">Any</option>${options(1, 12, 0)}</select></label>
<label>Bedrooms <select id="ddlBedrooms" name="ctl00$ContentMain$ddlBedrooms">${beds}</select></label>
<label>Location <select id="ddlLocation" name="ctl00$ContentMain$ddlLocation">${locs}</select></label>
<input type="submit" class="btn" id="btnSearch" name="ctl00$ContentMain$btnSearch" value="Search"></div>`,
    ),
  });
}

function detailPage(h: Home) {
  return page({
    title: h.name,
    main: aspForm(
      `./${h.slug}`,
      `<input type="hidden" id="DisplayProperty_ctl00_hfPropertyID" name="DisplayProperty$ctl00$hfPropertyID" value="${h.id}">
<article class="detail"><h1 class="property-name">${esc(h.name)}</h1><ul class="details"><li>${esc(h.location)}</li><li><strong>Type:</strong> ${esc(CATEGORIES[h.category])}</li><li>${h.bedrooms} Bedrooms</li><li>${h.baths} Baths</li><li>Sleeps ${h.sleeps}</li></ul>
<p>${h.minNights}-night minimum · from ${usd(h.nightly)}/night</p>
<div id="DisplayProperty_ctl00_UpdatePanel1" class="card rate-calc"><h2>Rates &amp; Availability</h2>
<label>Arrival <input type="text" id="txtQuoteArrival" placeholder="mm/dd/yyyy"></label> <label>Departure <input type="text" id="txtQuoteDeparture" placeholder="mm/dd/yyyy"></label>
<label>Adults <select id="ddlAdults">${options(1, h.sleeps, 2)}</select></label> <label>Children <select id="ddlChildren">${options(0, h.sleeps - 1, 0)}</select></label>
<button type="button" class="btn" id="btnGetQuote">Get Quote</button><div id="quote-result"></div><a class="btn hidden" id="lnkBookNow" href="#">Book Now</a></div></article>`,
    ),
  });
}

function reservationPage(s: Stay) {
  const h = s.home!;
  const c = charges(s);
  return page({
    title: `Reserve ${h.name}`,
    main: aspForm(
      '/vacation/rental/resconfirmation.aspx',
      `<h1 class="property-name">${esc(h.name)}</h1><p class="card">${esc(s.arrive)} to ${esc(s.depart)} · ${s.adults} adults, ${s.children} children · total ${usd(c.total)}</p>
<input type="hidden" name="propertyid" value="${h.id}"><input type="hidden" name="arrival" value="${toUsDate(s.arrive)}"><input type="hidden" name="departure" value="${toUsDate(s.depart)}"><input type="hidden" name="adults" value="${s.adults}"><input type="hidden" name="children" value="${s.children}">
<div class="card" id="guest-info"><label>First Name <input id="txtFirstName" name="firstname"></label> <label>Last Name <input id="txtLastName" name="lastname"></label>
<label>Email <input id="txtEmail" name="email"></label> <label>Phone <input id="txtPhone" name="phone"></label>
<label><input type="checkbox" id="chkAgree" name="agree" value="1"> I have read and agree to the rental agreement</label>
<input type="submit" class="btn" id="btnCompleteReservation" name="btnCompleteReservation" value="Complete Reservation"></div>`,
    ),
  });
}

/** The engine's thumbnail handler: a small image per property. */
const thumb = (h: Home) =>
  text(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#9cc9d9"/><rect y="70" width="160" height="30" fill="#e8d8a8"/><text x="8" y="20" font-size="11" font-family="sans-serif">${esc(h.name)}</text></svg>`, 200, 'image/svg+xml');

export default defineSite({
  slug: 'site-generic-j',
  provider: 'site-generic',
  platform: 'independent site on an ASP.NET WebForms vacation-rental engine under /vacation/ (.aspx pages, an ASMX script service answering { d: … })',
  chrome,
  assets: { [JS]: 'assets/brunswick.js' },
  routes() {
    const reservations = new Ledger<{ number: number; stay: Stay; name: string }>(FIRST_RESERVATION);
    return [
      get('/', () =>
        page({
          title: 'Home',
          main: `<section class="hero card"><h1>Vacation rentals on Holden Beach and Ocean Isle Beach</h1><p><a class="btn" href="/vacation/search/searchoptions.aspx">Search rentals</a></p></section>${list(HOMES)}`,
        }),
      ),
      get('/vacation/search/searchoptions.aspx', searchOptions),
      get('/vacation/all/searchresults.aspx', (req) => page({ title: 'Search Results', main: `<h1>Search Results</h1>${list(searchHomes(req.query))}` })),
      get('/vacation/category/:category', (_req, p) => {
        const c = p.category.toLowerCase();
        if (c !== 'all' && !(c in CATEGORIES)) return null;
        return page({ title: c === 'all' ? 'All Rentals' : `${CATEGORIES[c as keyof typeof CATEGORIES]} Rentals`, main: `<h1>${c === 'all' ? 'All Rentals' : `${esc(CATEGORIES[c as keyof typeof CATEGORIES])} Rentals`}</h1>${list(inCategory(c))}` });
      }),
      get('/vacation/all/detailpage/:id/:slug', (_req, p) => {
        const h = homeById(p.id);
        return h ? detailPage(h) : null;
      }),
      get('/vacation/common/displaythumb.ashx', (req) => {
        const h = homeById(req.query.get('propertyid'));
        return h ? thumb(h) : null;
      }),
      post('/vacation/common/services/ratequote.asmx/GetQuote', (req) => {
        const body = (parseJson(req.body) ?? {}) as Record<string, unknown>;
        return json(getQuote(stayOf((n) => body[n])));
      }),
      get('/vacation/rental/reservation.aspx', (req) => {
        const s = stayOf((n) => req.query.get(n));
        if (problem(s)) return page({ title: 'Reservation', main: '<p class="alert">These dates cannot be reserved online. Please call our office.</p>' }, 404);
        return reservationPage(s);
      }),
      post('/vacation/rental/resconfirmation.aspx', (req) => {
        const f = parseForm(req.body);
        const get1 = (n: string) => (typeof f[n] == 'string' ? (f[n] as string) : null);
        const s = stayOf(get1);
        const why = problem(s) ?? (!get1('firstname') || !get1('lastname') || !/@/.test(get1('email') ?? '') ? 'Please enter your name and email address.' : get1('agree') !== '1' ? 'Please accept the rental agreement.' : null);
        if (why) return page({ title: 'Reservation', main: `<p class="alert alert-danger" id="reservation-error">${esc(why)}</p>` }, 400);
        const r = reservations.record(JSON.stringify([s.home!.id, s.arrive, s.depart, s.adults, s.children, get1('email')]), (n) => ({ number: n, stay: s, name: `${get1('firstname')} ${get1('lastname')}` }));
        const c = charges(r.stay);
        return page({
          title: 'Reservation Confirmation',
          main: `<div class="card res-confirmation"><h1>Thank you, ${esc(r.name)}!</h1><p>Your confirmation number is <span id="ctl00_ContentMain_lblConfirmationNumber">${r.number}</span>.</p>
<p>${esc(r.stay.home!.name)} · ${esc(r.stay.arrive)} to ${esc(r.stay.depart)} · total ${usd(c.total)}; an advance deposit of ${usd(money(c.total / 2))} has been charged.</p></div>`,
        });
      }),
    ];
  },
});
