// aspnet-webmethods: Harbor Dunes Vacations, a rental company's ASP.NET WebForms site whose pages call web methods
// (POST, JSON parameters, the answer wrapped as { d: … }): the search page's page method DoAjaxSearch, the property
// page's booking box (page method GetPrice on /web-methods/property-details.aspx) and its rate calendar
// (/service.asmx/GetQuote with the page's `cal.rentalId`). See demo-sites/aspnet-webmethods/SOURCES.md for what each shape rests on.
import { esc, get, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { doAjaxSearch, getPrice, getQuote } from './api.ts';
import { UNITS, type DunesUnit } from './data.ts';

const chrome: Chrome = {
  brand: 'Harbor Dunes Vacations',
  tagline: 'Vacation rentals in Destin, Florida',
  nav: [{ label: 'Search Rentals', href: '/property-search.aspx' }],
  accent: '#0f6e8c',
  stylesheet: '/css/site.css',
  footer: 'Harbor Dunes Vacations · 1250 Harbor Blvd, Destin, FL 32541',
};
const SITE_JS = '/scripts/site.js';
const CALENDAR_JS = '/scripts/property-calendar.min.js';
/** What every WebForms page carries: the one server form's view state. */
const VIEWSTATE = '<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKLTM0NTY3ODkwMWRk"><input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="CA0B0334">';
const page = sitePages(chrome, { bodyClass: 'aspnet', scripts: [SITE_JS] });

const options = (values: number[], selected: number) => values.map((n) => `<option value="${n}"${n === selected ? ' selected' : ''}>${n}</option>`).join('');

const searchPage = () =>
  page({
    title: 'Search Rentals',
    bodyClass: 'property-search',
    main: `<form method="post" action="./property-search.aspx" id="form1">${VIEWSTATE}<h1>Search Rentals</h1>
<div class="search-bar"><label>Arrival <input type="text" id="txtArrival" placeholder="MM/DD/YYYY"></label>
<label>Departure <input type="text" id="txtDeparture" placeholder="MM/DD/YYYY"></label>
<label>Adults <select id="ddlAdults">${options([1, 2, 3, 4, 5, 6, 7, 8], 2)}</select></label>
<label>Children <select id="ddlChildren">${options([0, 1, 2, 3, 4], 0)}</select></label>
<label>Bedrooms <select id="ddlBedrooms"><option value="0">Any</option>${options([1, 2, 3, 4], -1)}</select></label>
<button type="button" id="btnSearch">Search</button></div>
<div id="searchResults"></div></form>`,
  });

const propertyPage = (u: DunesUnit) =>
  page({
    title: u.name,
    bodyClass: 'property-details',
    main: `<form method="post" action="./${u.slug}" id="form1">${VIEWSTATE}<h1 class="property-name">${esc(u.name)}</h1>
<p class="property-facts">${u.bedrooms} Bedrooms · ${u.bathrooms} Baths · Sleeps ${u.maxGuests}</p>
<section class="booking-box"><h2>Check Rates</h2>
<label>Arrival <input type="text" id="bbArrival" placeholder="MM/DD/YYYY"></label>
<label>Departure <input type="text" id="bbDeparture" placeholder="MM/DD/YYYY"></label>
<label>Adults <select id="bbAdults">${options([1, 2, 3, 4, 5, 6, 7, 8], 2)}</select></label>
<label>Children <select id="bbChildren">${options([0, 1, 2, 3, 4], 0)}</select></label>
<button type="button" id="bbCheckRates">Check Rates</button><div id="bbPrice"></div></section>
<section class="property-calendar"><h2>Availability &amp; Quote</h2>
<label>Arrival <input type="text" id="calArrival" placeholder="MM/DD/YYYY"></label>
<label>Departure <input type="text" id="calDeparture" placeholder="MM/DD/YYYY"></label>
<label>Promo code <input type="text" id="calPromo"></label>
<button type="button" id="calGetQuote">Get Quote</button><div id="calQuote"></div></section></form>`,
    inline: [`var cal = {rentalId: ${u.id}, reservationsUrl: '/r'};`],
    scripts: [CALENDAR_JS],
  });

export default defineSite({
  slug: 'aspnet-webmethods',
  provider: 'aspnet-webmethods',
  platform: "a rental company's ASP.NET WebForms site: page methods DoAjaxSearch and GetPrice, ASMX GetQuote, answers wrapped as { d: … }",
  chrome,
  assets: { [SITE_JS]: 'assets/site.js', [CALENDAR_JS]: 'assets/property-calendar.js' },
  routes() {
    return [
      get('/', () => page({ title: 'Home', main: `<h1>${esc(chrome.tagline)}</h1><p><a href="/property-search.aspx">Search our rentals</a></p>` })),
      get('/property-search.aspx', () => searchPage()),
      get('/property-details/:id/:slug', (_req, { id }) => {
        const u = UNITS.find((x) => String(x.id) === id);
        return u ? propertyPage(u) : null;
      }),
      post('/property-search.aspx/DoAjaxSearch', (req) => doAjaxSearch(req.body)),
      post('/web-methods/property-details.aspx/GetPrice', (req) => getPrice(req.body)),
      post('/service.asmx/GetQuote', (req) => getQuote(req.body)),
    ];
  },
});
