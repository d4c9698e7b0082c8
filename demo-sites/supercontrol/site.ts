// supercontrol: a holiday-cottage agency's site on SuperControl. The availability page is script-driven (the
// calendar widget posts sc_calendar_post_v2.php; feature filters call the filter API and pushState the URL), the
// cottage page's price widget uses new_get_price and fullpricequote.ashx, and the booking summary defines the
// sc-summary-booking-info page object. See README.md.
import { Ledger, quoteStay, stayProblem } from '../kit/fixtures.ts';
import { get, html, inlineJson, json, parseForm, parseJson, post, redirect, type DemoRequest } from '../kit/http.ts';
import { renderPage, type Chrome, type Page } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { availability, cottageById, fullPriceQuote, newGetPrice, payments, stayOf } from './api.ts';
import { COTTAGES, FIRST_BOOKING } from './data.ts';
import { availabilityMain, bookingMain, confirmationMain, cottageMain, homeMain, scConfig, summaryObject, type Booking } from './pages.ts';

const JS = '/sc/js';
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

const page = (p: Page, status = 200) => html(renderPage(chrome, { ...p, inline: [scConfig(), ...(p.inline ?? [])] }), status);
const notFound = () => page({ title: 'Page not found', main: '<h1>Page not found</h1>' }, 404);
const asFields = (form: Record<string, unknown>) => ({ get: (k: string) => (form[k] == null ? null : String(form[k])) });

function book(req: DemoRequest, ledger: Ledger<Booking>) {
  const form = parseForm(req.body);
  const f = asFields(form);
  const cottage = cottageById(f.get('propertyID'));
  const stay = stayOf(f);
  if (!cottage || stayProblem(cottage, stay) || f.get('terms') !== '1' || !(f.get('email') ?? '').includes('@')) return null;
  const total = quoteStay(cottage, stay).total;
  const key = JSON.stringify([cottage.id, stay, f.get('email')]);
  const b = ledger.record(key, (bookingRef) => ({
    bookingRef,
    cottage,
    stay,
    infants: Number(f.get('infants')) || 0,
    leadGuest: { firstName: f.get('firstname') ?? '', lastName: f.get('surname') ?? '', email: f.get('email') ?? '' },
    total,
    payments: payments(stay.checkin, total),
  }));
  return redirect(`/booking/confirmation/?bookingref=${b.bookingRef}`, 303);
}

export default defineSite({
  slug: 'supercontrol',
  provider: 'supercontrol',
  host: 'www.supercontrol-demo.test',
  label: chrome.brand,
  platform: 'SuperControl: calendar post, filter API (pushState), new_get_price and fullpricequote.ashx, booking summary page object',
  chrome,
  dir: import.meta.dirname,
  assets: { [`${JS}/availability.js`]: 'assets/availability.js', [`${JS}/price-widget.js`]: 'assets/price-widget.js' },
  routes() {
    const ledger = new Ledger<Booking>(FIRST_BOOKING);
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: homeMain() })),
      get('/availability/', (req) => page({ title: 'Availability', bodyClass: 'sc-availability', main: availabilityMain(req.query.getAll('features')), scripts: [`${JS}/availability.js`] })),
      get('/cottages/:slug/', (req, { slug }) => {
        const c = COTTAGES.find((x) => x.slug === slug);
        return c ? page({ title: c.name, bodyClass: 'sc-property', main: cottageMain(c, req.query), scripts: [`${JS}/price-widget.js`] }) : notFound();
      }),
      get('/booking/', (req) => {
        const c = cottageById(req.query.get('propertyID'));
        const stay = stayOf(req.query);
        if (!c || stayProblem(c, stay)) return notFound();
        return page({ title: 'Book', bodyClass: 'sc-booking', main: bookingMain(c, req.query, stay, quoteStay(c, stay).total) });
      }),
      post('/booking/process/', (req) => book(req, ledger) ?? page({ title: 'Booking', main: '<p class="alert">Please complete every field and accept the booking conditions.</p>' }, 400)),
      get('/booking/confirmation/', (req) => {
        const b = ledger.find(Number(req.query.get('bookingref')));
        if (!b) return notFound();
        return page({ title: 'Booking confirmed', bodyClass: 'sc-confirmation', main: confirmationMain(b), inline: [`window["sc-summary-booking-info"] = ${inlineJson(summaryObject(b))};`] });
      }),
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
