// streamline: a Streamline VRS site (WordPress + the streamline-core plugin) whose booking widgets talk to the
// site's booking API with Streamline method names. See README.md in this folder for the wire shapes.
import { fromUsDate, Ledger, type Stay } from '../kit/fixtures.ts';
import { field, get, html, json, parseJson, post, type DemoRequest, type DemoResponse } from '../kit/http.ts';
import { renderPage, type Chrome, type Page } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD } from '../kit/wordpress.ts';
import { API, book, calendarAnswer, priceAnswer, refuse, searchAnswer, unitById, verifyAnswer, type Call, type Reservation } from './api.ts';
import { FIRST_RESERVATION, UNITS } from './data.ts';
import { checkoutMain, confirmationMain, homeMain, searchMain, unitMain } from './pages.ts';

const JS = '/wp-content/plugins/streamline-core/public/js';

const chrome: Chrome = {
  brand: 'Gulf Breeze Vacation Rentals',
  tagline: 'Beach houses on 30A since 1998',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Search Rentals', href: '/search-results/' },
  ],
  accent: '#0b6e8a',
  stylesheet: '/wp-content/plugins/streamline-core/public/dist/css/resortpro.min.css',
  head: WP_HEAD,
  footer: 'Gulf Breeze Vacation Rentals · 4935 E County Hwy 30A, Santa Rosa Beach, FL · Powered by Streamline',
};

/** streamline-core's localized settings, on every page. */
const CONFIG = localize({ streamlinecoreConfig: { ajaxUrl: ADMIN_AJAX, bookingApi: API, checkoutUrl: '/checkout/', confirmationUrl: '/booking-confirmation/' } });

const page = (p: Page, status = 200) => html(renderPage(chrome, { ...p, inline: [CONFIG, ...(p.inline ?? [])] }), status);
const notFound = () => page({ title: 'Page not found', bodyClass: 'error404', main: '<h1 class="page-title">Oops! That page can’t be found.</h1>' }, 404);

/** The stay in a page's query (`sd`, `ed` mm/dd/yyyy; `oc` adults; `os` children). */
const stayFrom = (q: URLSearchParams): Stay => ({
  checkin: fromUsDate(q.get('sd') ?? ''),
  checkout: fromUsDate(q.get('ed') ?? ''),
  adults: Number(q.get('oc')) || 2,
  children: Number(q.get('os')) || 0,
});

/** One booking-API endpoint: a JSON `{ methodName, params }` body, and the one method it serves. */
function endpoint(methodName: string, answer: (params: Record<string, unknown>) => unknown) {
  return (req: DemoRequest): DemoResponse => {
    const call = parseJson(req.body) as Call | null;
    if (!call || typeof call.params !== 'object' || call.params === null) return json({ status: { code: 'E0002', description: 'Malformed request.' } }, 400);
    if (call.methodName !== methodName) return json({ status: { code: 'E0001', description: `Method ${call.methodName} is not available here.` } }, 400);
    return json(answer(call.params));
  };
}

/** The plugin's own calls through admin-ajax; only the calendar is used by these pages. */
const PLUGIN_METHODS: Record<string, (params: Record<string, unknown>) => unknown> = {
  GetPropertyAvailabilityRawData: calendarAnswer,
  GetPropertyListWordPress: () => ({ data: { property: UNITS.map((u) => ({ id: u.id, name: u.name, seo_page_name: u.seoPageName, location_name: u.locationName })) } }),
};

export default defineSite({
  slug: 'streamline',
  provider: 'streamline',
  host: 'www.streamline-demo.test',
  label: chrome.brand,
  platform: 'Streamline VRS: WordPress streamline-core plugin + booking API (methodName/params)',
  chrome,
  dir: import.meta.dirname,
  assets: {
    [`${JS}/search.js`]: 'assets/search.js',
    [`${JS}/unit.js`]: 'assets/unit.js',
    [`${JS}/checkout.js`]: 'assets/checkout.js',
  },
  routes() {
    const reservations = new Ledger<Reservation>(FIRST_RESERVATION);
    return [
      get('/', (req) => page({ title: 'Home', bodyClass: 'home', main: homeMain(stayFrom(req.query)) })),
      get('/search-results/', (req) =>
        page({ title: 'Search Results', bodyClass: 'page resortpro-search-results', main: searchMain(stayFrom(req.query), Number(req.query.get('beds')) || 0), scripts: [`${JS}/search.js`] }),
      ),
      get('/vacation-rentals/:slug/', (req, { slug }) => {
        const unit = UNITS.find((u) => u.seoPageName === slug);
        if (!unit) return notFound();
        return page({ title: unit.name, bodyClass: `single single-property resortpro-unit-${unit.id}`, main: unitMain(unit, stayFrom(req.query)), scripts: [`${JS}/unit.js`] });
      }),
      get('/checkout/', (req) => {
        const unit = unitById(req.query.get('unit'));
        if (!unit) return notFound();
        const stay = stayFrom(req.query);
        const refused = refuse(unit, stay);
        return page({ title: 'Checkout', bodyClass: 'page resortpro-checkout', main: checkoutMain(unit, stay, refused?.status.description ?? null), scripts: [`${JS}/checkout.js`] });
      }),
      get('/booking-confirmation/', (req) => {
        const reservation = reservations.find(Number(req.query.get('confirmation_id')));
        if (!reservation) return notFound();
        return page({ title: 'Reservation Confirmed', bodyClass: 'page resortpro-thank-you', main: confirmationMain(reservation) });
      }),
      post(`${API}/booking/search`, endpoint('GetPropertyAvailabilityWithRatesWordPress', searchAnswer)),
      post(`${API}/booking/availability`, endpoint('VerifyPropertyAvailability', verifyAnswer)),
      post(`${API}/quote`, endpoint('GetPreReservationPrice', priceAnswer)),
      post(`${API}/booking/book-now`, endpoint('MakeReservation', (params) => book(params, (key, build) => reservations.record(key, build)))),
      ...adminAjax('streamline', {
        'streamlinecore-api-request': {
          handle(form) {
            const call = parseJson(field(form, 'params')) as Call | null;
            const answer = call && Object.hasOwn(PLUGIN_METHODS, call.methodName) ? PLUGIN_METHODS[call.methodName] : null;
            if (!call || !answer) return json({ status: { code: 'E0001', description: 'Unknown method.' } });
            return json(answer(call.params ?? {}));
          },
        },
      }),
    ];
  },
});
