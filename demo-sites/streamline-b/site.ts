// streamline-b: a second Streamline VRS site on the Streamline Core (ResortPro) WordPress plugin, left on the
// plugin's default search setting: the results page asks GetPropertyListWordPress without dates and
// GetPropertyAvailabilitySimple with them (api.ts). Its theme overrides the plugin's checkout template, whose
// #form_thankyou posts to the site's own thank-you page, /thank-you-for-your-booking/ (a page carrying the
// plugin's thank-you shortcode). The inventory, the unit, checkout and thank-you markup and the other methods are
// demo-sites/streamline's (same plugin). demo-sites/streamline/SOURCES.md#site-streamline-b.
import { Ledger, type Stay } from '../server/fixtures.ts';
import { field, get, json, parseForm, parseJson, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { stayReader } from '../server/stay-reader.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD } from '../server/wordpress.ts';
import { book, calendarAnswer, priceAnswer, refuse, reservationInfo, unitById, verifyAnswer, type Call, type Reservation } from '../platforms/streamline/api.ts';
import { FIRST_RESERVATION, UNITS } from '../platforms/streamline/data.ts';
import { checkoutMain, searchInit, searchMain, thankYouForm, thankYouMain, unitMain } from '../platforms/streamline/pages.ts';
import { availabilitySimple, propertyList } from './api.ts';

const JS = '/wp-content/plugins/streamline-core/assets/dist/js';
export const THANK_YOU = '/thank-you-for-your-booking/';
/** The plugin's search settings as its app reads them ($rootScope.searchSettings). */
const SEARCH_SETTINGS = { searchMethod: 'GetPropertyAvailabilitySimple', maxSearchDays: 30, propertyPagination: 12 };

const chrome: Chrome = {
  brand: 'Emerald Dunes Getaways',
  tagline: 'Beach homes from Seaside to Inlet Beach',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'All Rentals', href: '/search-results/' },
  ],
  accent: '#1f7a4d',
  stylesheet: '/wp-content/themes/emerald-dunes/style.css',
  head: WP_HEAD,
  footer: 'Emerald Dunes Getaways · Santa Rosa Beach, FL · Reservations by Streamline',
};

const page = sitePages(chrome, {
  scripts: [`${JS}/rpapi.js`],
  inline: [localize({ streamlinecoreConfig: { ajaxUrl: ADMIN_AJAX, propertyUrl: '/vacation-rentals/' } })],
});

/** sd / ed mm/dd/yyyy, oc adults, ch children; no party unless given (the "All Rentals" view asks for none). */
const queryStay = stayReader({ fields: { checkin: 'sd', checkout: 'ed', adults: 'oc', children: 'ch' }, dates: 'month-first', defaults: { adults: 0 } });
/** Unit links carry the query encoded twice (goToProperty). */
const stayIn = (q: URLSearchParams) => queryStay((name) => decodeURIComponent(q.get(name) ?? ''));
const bookingPanel = stayReader({ fields: { checkin: 'book_start_date', checkout: 'book_end_date', adults: 'book_occupants', children: 'book_occupants_small' }, dates: 'month-first' });

/** The plugin's results template: a "Loading..." line while the call runs; the count line (.search-pagination) is
 * only rendered once units came back (ng-if="!loading && total_units > 0"). */
const resultsMain = (stay: Stay, beds: number) =>
  searchMain(stay, beds).replace(/<p id="search-count"[^>]*>Loading\.\.\.<\/p>/, '<div class="loading" id="search-loading">Loading...</div><div id="search-count"></div>');

export default defineSite({
  slug: 'streamline-b',
  provider: 'streamline',
  platform: 'Streamline VRS: Streamline Core plugin on its default search setting (GetPropertyListWordPress / GetPropertyAvailabilitySimple), thank-you page /thank-you-for-your-booking/',
  chrome,
  assets: {
    [`${JS}/rpapi.js`]: '../platforms/streamline/assets/rpapi.js',
    [`${JS}/search.js`]: 'assets/search.js',
    [`${JS}/unit.js`]: '../platforms/streamline/assets/unit.js',
    [`${JS}/checkout.js`]: '../platforms/streamline/assets/checkout.js',
  },
  routes() {
    const ledger = new Ledger<Reservation>(FIRST_RESERVATION);
    const methods = new Map<string, (params: Record<string, unknown>) => unknown>([
      ['GetPropertyListWordPress', propertyList],
      ['GetPropertyAvailabilitySimple', availabilitySimple],
      ['VerifyPropertyAvailability', verifyAnswer],
      ['GetPreReservationPrice', priceAnswer],
      ['GetPropertyAvailabilityRawData', calendarAnswer],
      ['MakeReservation', (params) => book(params, (key, build) => ledger.record(key, build))],
      ['GetReservationInfo', (params) => reservationInfo(ledger.find(Number(params.confirmation_id)))],
    ]);
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Emerald Dunes Getaways</h1><p><a class="btn" href="/search-results/">See all rentals</a></p></section>' })),
      get('/search-results/', (req) => {
        const stay = stayIn(req.query);
        const beds = Number(req.query.get('beds')) || 0;
        const settings = localize({ searchSettings: SEARCH_SETTINGS, ...searchInit(stay, beds, SEARCH_SETTINGS.searchMethod) });
        return page({ title: 'Search Results', bodyClass: 'page streamline-core', main: resultsMain(stay, beds), inline: [settings], scripts: [`${JS}/search.js`] });
      }),
      get('/vacation-rentals/:slug/', (req, { slug }) => {
        const unit = UNITS.find((u) => u.seoPageName === slug);
        return unit ? page({ title: unit.name, bodyClass: 'page streamline-core resortpro-unit', main: unitMain(unit, stayIn(req.query)), scripts: [`${JS}/unit.js`] }) : page.notFound();
      }),
      post('/checkout/', (req) => {
        const posted = parseForm(req.body);
        const unit = unitById(field(posted, 'book_unit'));
        if (!unit) return page.notFound();
        const stay = bookingPanel(posted);
        // the theme's checkout template: the plugin's, with #form_thankyou pointed at the site's thank-you page
        const handOff = thankYouForm.replace('action="/thank-you/"', `action="${THANK_YOU}"`);
        return page({ title: 'Checkout', bodyClass: 'page resortpro-checkout', main: checkoutMain(unit, stay, refuse(unit, stay)?.status.description ?? null) + handOff, scripts: [`${JS}/checkout.js`] });
      }),
      post(THANK_YOU, (req) => {
        const posted = parseForm(req.body);
        const r = ledger.find(Number(field(posted, 'confirmation_id')));
        const title = 'Thank You for Your Booking';
        if (!r) return page({ title, bodyClass: 'page', main: `<h1 class="entry-title">${title}</h1>` });
        const transaction = localize({ streamline_transaction: { id: String(r.confirmation_id), affiliation: chrome.brand, revenue: Number(r.price_common), shipping: '0', unit_name: r.unit_name } });
        const shown: Record<string, string> = {};
        for (const k of ['confirmation_id', 'unit_name', 'startdate', 'enddate', 'occupants', 'pets', 'price_balance']) shown[k] = field(posted, k);
        return page({ title, bodyClass: 'page streamline-core', main: thankYouMain(shown).replace('>Thank You<', `>${title}<`), inline: [transaction] });
      }),
      ...adminAjax('streamline-b', {
        'streamlinecore-api-request': {
          handle(form) {
            const call = parseJson(field(form, 'params')) as Call | null;
            const answer = call ? methods.get(call.methodName) : undefined;
            return json(answer ? answer(call!.params ?? {}) : { status: { code: 'E0001', description: 'Unknown method.' } });
          },
        },
      }),
    ];
  },
});
