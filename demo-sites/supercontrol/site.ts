// supercontrol: a holiday-cottage agency's site on SuperControl. The availability page is script-driven (the
// calendar widget posts sc_calendar_post_v2.php; feature filters call the filter API and pushState the URL), the
// cottage page carries SuperControl's calendar widget element and a price widget on new_get_price and
// fullpricequote.ashx; after booking, the owner's summary page (#k=<cart key>) runs SuperControl's summary script,
// which fetches /v3/cart/summary/{k}. See README.md and demo-sites/supercontrol/SOURCES.md.
import { Ledger, quoteStay, stayProblem } from '../server/fixtures.ts';
import { get, json, parseForm, parseJson, post, redirect, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { availability, cottageById, fullPriceQuote, newGetPrice, payments, stayOf } from './api.ts';
import { COTTAGES, FIRST_BOOKING } from './data.ts';
import { availabilityMain, bookingMain, cottageMain, homeMain, scConfig, summaryMain } from './pages.ts';
import { cartKeyOf, cartSummary, type Booking } from './summary.ts';

const JS = '/sc/js';
/** SuperControl's own scripts (real sites load them from secure.supercontrol.co.uk) */
const CALENDAR_JS = '/components/embed.js';
const SUMMARY_JS = '/components/summary.js';
const chrome: Chrome = {
  brand: 'Cornish Cottage Holidays',
  tagline: 'Self-catering cottages from Padstow to Zennor',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Availability', href: '/availability/?startdate=01/08/2026&numbernights=7&adults=2&children=0' },
  ],
  accent: '#1d5c7a',
  stylesheet: '/sc/css/site.css',
  head: '<meta name="booking-system" content="SuperControl">',
  footer: 'Cornish Cottage Holidays Ltd · The Old Sail Loft, Padstow PL28 8AE · Online booking by SuperControl',
};

const page = sitePages(chrome, { inline: [scConfig()] });
const notFound = () => page({ title: 'Page not found', main: '<h1>Page not found</h1>' }, 404);
const asFields = (form: Record<string, unknown>) => ({ get: (k: string) => (form[k] == null ? null : String(form[k])) });

function book(req: DemoRequest, ledger: Ledger<Booking>, byKey: Map<string, Booking>) {
  const form = parseForm(req.body);
  const f = asFields(form);
  const cottage = cottageById(f.get('propertyID'));
  const stay = stayOf(f);
  if (!cottage || stayProblem(cottage, stay) || f.get('terms') !== '1' || !(f.get('email') ?? '').includes('@')) return null;
  const total = quoteStay(cottage, stay).total;
  const key = JSON.stringify([cottage.id, stay, f.get('email')]);
  const b = ledger.record(key, (bookingRef) => ({
    bookingRef,
    cartKey: cartKeyOf(bookingRef),
    cottage,
    stay,
    infants: Number(f.get('infants')) || 0,
    leadGuest: { firstName: f.get('firstname') ?? '', lastName: f.get('surname') ?? '', email: f.get('email') ?? '' },
    total,
    payments: payments(stay.checkin, total),
  }));
  byKey.set(b.cartKey, b);
  // back from the cart to the owner's summary page, the cart key in the hash
  return redirect(`/booking-summary/#k=${b.cartKey}`, 303);
}

export default defineSite({
  slug: 'supercontrol',
  provider: 'supercontrol',
  platform: 'SuperControl: calendar post, filter API (pushState), calendar widget element, new_get_price and fullpricequote.ashx, cart summary call',
  chrome,
  assets: {
    [`${JS}/availability.js`]: 'assets/availability.js',
    [`${JS}/price-widget.js`]: 'assets/price-widget.js',
    [CALENDAR_JS]: 'assets/calendar-widget.js',
    [SUMMARY_JS]: 'assets/booking-summary.js',
  },
  routes() {
    const ledger = new Ledger<Booking>(FIRST_BOOKING);
    const byKey = new Map<string, Booking>();
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: homeMain() })),
      get('/availability/', (req) => page({ title: 'Availability', bodyClass: 'sc-availability', main: availabilityMain(req.query.getAll('features')), scripts: [`${JS}/availability.js`] })),
      get('/cottages/:slug/', (req, { slug }) => {
        const c = COTTAGES.find((x) => x.slug === slug);
        return c ? page({ title: c.name, bodyClass: 'sc-property', main: cottageMain(c, req.query), scripts: [CALENDAR_JS, `${JS}/price-widget.js`] }) : notFound();
      }),
      get('/booking/', (req) => {
        const c = cottageById(req.query.get('propertyID'));
        const stay = stayOf(req.query);
        if (!c || stayProblem(c, stay)) return notFound();
        return page({ title: 'Book', bodyClass: 'sc-booking', main: bookingMain(c, req.query, stay, quoteStay(c, stay).total) });
      }),
      post('/booking/process/', (req) => book(req, ledger, byKey) ?? page({ title: 'Booking', main: '<p class="alert">Please complete every field and accept the booking conditions.</p>' }, 400)),
      get('/booking-summary/', () => page({ title: 'Your booking', bodyClass: 'sc-summary-page', main: summaryMain(SUMMARY_JS) })),
      get('/v3/cart/summary/:key', (_req, { key }) => {
        const a = cartSummary(byKey.get(key), chrome.brand);
        return json(a.body, a.status);
      }),
      get('/v3/Calendar/Settings', () => json({ newCart: true })),
      post('/ajax/sc_calendar_post_v2.php', (req) => json(availability(asFields(parseForm(req.body))))),
      post('/api/supercontrol/filter', (req) => {
        const body = (parseJson(req.body) ?? {}) as Record<string, unknown>;
        return json(availability(asFields(body), Array.isArray(body.features) ? body.features.map(String) : []));
      }),
      post('/api/supercontrol/new_get_price', (req) => json(newGetPrice(asFields(parseForm(req.body))))),
      get('/fullpricequote.ashx', (req) => json(fullPriceQuote(req.query))),
    ];
  },
});
