// streamline: a Streamline VRS property manager on WordPress with the Streamline Core (ResortPro) plugin, replicating
// the plugin's real wire (demo-sites/streamline/SOURCES.md): every Streamline method goes through the admin-ajax gateway
// (`?action=streamlinecore-api-request&params=<JSON>`, empty POST body); unit pages, checkout and the thank-you page
// follow the plugin's templates.
import { Ledger } from '../server/fixtures.ts';
import { field, get, json, parseForm, parseJson, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { stayReader } from '../server/stay-reader.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD } from '../server/wordpress.ts';
import { book, calendarAnswer, priceAnswer, refuse, reservationInfo, searchAnswer, unitById, verifyAnswer, type Call, type Reservation } from '../platforms/streamline/api.ts';
import { FIRST_RESERVATION, UNITS } from '../platforms/streamline/data.ts';
import { checkoutMain, homeMain, searchInit, searchMain, thankYouForm, thankYouMain, unitMain } from '../platforms/streamline/pages.ts';

const JS = '/wp-content/plugins/streamline-core/assets/dist/js';
const SEARCH_METHOD = 'GetPropertyAvailabilityWithRatesWordPress';

const chrome: Chrome = {
  brand: 'Gulf Breeze Vacation Rentals',
  tagline: 'Beach houses on 30A since 1998',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Search Rentals', href: '/search-results/' },
  ],
  accent: '#0b6e8a',
  stylesheet: '/wp-content/plugins/streamline-core/assets/dist/css/resortpro.min.css',
  head: WP_HEAD,
  footer: 'Gulf Breeze Vacation Rentals · 4935 E County Hwy 30A, Santa Rosa Beach, FL · Powered by Streamline',
};

/** streamline-core's localized gateway URL and the property URL its app.run sets. */
const CONFIG = localize({ streamlinecoreConfig: { ajaxUrl: ADMIN_AJAX, propertyUrl: '/vacation-rentals/' } });

const page = sitePages(chrome, { scripts: [`${JS}/rpapi.js`], inline: [CONFIG] });
const notFound = page.notFound;

/** The stay in a page's query: `sd`, `ed` mm/dd/yyyy, `oc` adults, `ch` children. */
const stayInQuery = stayReader({ fields: { checkin: 'sd', checkout: 'ed', adults: 'oc', children: 'ch' }, dates: 'month-first', defaults: { adults: 2 } });
/** Unit links carry the query's values encoded twice. */
const stayFrom = (q: URLSearchParams) => stayInQuery((name) => decodeURIComponent(q.get(name) ?? ''));
/** The stay the unit page's booking form posts to the checkout. */
const stayPosted = stayReader({
  fields: { checkin: 'book_start_date', checkout: 'book_end_date', adults: 'book_occupants', children: 'book_occupants_small' },
  dates: 'month-first',
});

export default defineSite({
  slug: 'streamline',
  provider: 'streamline',
  platform: 'Streamline VRS: WordPress Streamline Core plugin, admin-ajax gateway (methodName/params in the query)',
  chrome,
  assets: {
    [`${JS}/rpapi.js`]: '../platforms/streamline/assets/rpapi.js',
    [`${JS}/search.js`]: 'assets/search.js',
    [`${JS}/unit.js`]: '../platforms/streamline/assets/unit.js',
    [`${JS}/checkout.js`]: '../platforms/streamline/assets/checkout.js',
  },
  routes() {
    const reservations = new Ledger<Reservation>(FIRST_RESERVATION);
    const METHODS: Record<string, (params: Record<string, unknown>) => unknown> = {
      [SEARCH_METHOD]: searchAnswer,
      VerifyPropertyAvailability: verifyAnswer,
      GetPreReservationPrice: priceAnswer,
      GetPropertyAvailabilityRawData: calendarAnswer,
      MakeReservation: (params) => book(params, (key, build) => reservations.record(key, build)),
      GetReservationInfo: (params) => reservationInfo(reservations.find(Number(params.confirmation_id))),
    };
    return [
      get('/', (req) => page({ title: 'Home', bodyClass: 'home', main: homeMain(stayFrom(req.query)) })),
      get('/search-results/', (req) => {
        const stay = stayFrom(req.query);
        const beds = Number(req.query.get('beds')) || 0;
        return page({ title: 'Search Results', bodyClass: 'page streamline-core', main: searchMain(stay, beds), inline: [localize(searchInit(stay, beds, SEARCH_METHOD))], scripts: [`${JS}/search.js`] });
      }),
      get('/vacation-rentals/:slug/', (req, { slug }) => {
        const unit = UNITS.find((u) => u.seoPageName === slug);
        if (!unit) return notFound();
        return page({ title: unit.name, bodyClass: 'page streamline-core resortpro-unit', main: unitMain(unit, stayFrom(req.query)), scripts: [`${JS}/unit.js`] });
      }),
      post('/checkout/', (req) => {
        const form = parseForm(req.body);
        const unit = unitById(field(form, 'book_unit'));
        if (!unit) return notFound();
        const stay = stayPosted(form);
        const refused = refuse(unit, stay);
        return page({ title: 'Checkout', bodyClass: 'page resortpro-checkout', main: checkoutMain(unit, stay, refused?.status.description ?? null) + thankYouForm, scripts: [`${JS}/checkout.js`] });
      }),
      post('/thank-you/', (req) => {
        const f = parseForm(req.body);
        const value = (k: string) => field(f, k);
        const r = reservations.find(Number(value('confirmation_id')));
        if (!r) return page({ title: 'Thank You', bodyClass: 'page', main: '<h1 class="entry-title">Thank You</h1>' });
        // wp_localize_script('ecommerce', 'streamline_transaction', …) from the reservation's price
        const total = Number(r.price_common);
        const ecommerce = localize({ streamline_transaction: { id: String(r.confirmation_id), affiliation: chrome.brand, revenue: total, shipping: '0', unit_name: r.unit_name } });
        const fields = Object.fromEntries(['confirmation_id', 'unit_name', 'startdate', 'enddate', 'occupants', 'pets', 'price_balance'].map((k) => [k, value(k)]));
        return page({ title: 'Thank You', bodyClass: 'page streamline-core', main: thankYouMain(fields), inline: [ecommerce] });
      }),
      ...adminAjax('streamline', {
        'streamlinecore-api-request': {
          handle(form) {
            const call = parseJson(field(form, 'params')) as Call | null;
            const answer = call && Object.hasOwn(METHODS, call.methodName) ? METHODS[call.methodName] : null;
            return json(answer ? answer(call!.params ?? {}) : { status: { code: 'E0001', description: 'Unknown method.' } });
          },
        },
      }),
    ];
  },
});
