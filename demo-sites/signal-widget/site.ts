// signal-widget: Harbourlight Cottages, an agency site whose booking runs in an embedded widget on /book/. The
// widget is a small single-page app (assets/widget.js): its views (search, results, property, checkout,
// confirmation) change without the URL changing, it reads the widget API below, and it tells the host page what it
// does by custom events: SIGNAL_PAGE_CHANGE on every view, SIGNAL_QUOTE on every price shown, SIGNAL_BOOK on the
// booking made. The event names are the spec's; every shape here is assumed (demo-sites/signal-widget/SOURCES.md).
import { Ledger, isAvailable, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { esc, get, json, parseJson, post, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { COTTAGES, FIRST_BOOKING, MIN_STAY, NOT_AVAILABLE, TOO_MANY, bookingRef, cottageById, propertyId, type Cottage } from './data.ts';

const chrome: Chrome = {
  brand: 'Harbourlight Cottages',
  tagline: 'Harbourside holiday cottages in West Cornwall',
  nav: [{ label: 'Home', href: '/' }, { label: 'Book a stay', href: '/book/' }],
  accent: '#1d5c7a',
  stylesheet: '/assets/css/harbourlight.css',
  footer: 'Harbourlight Cottages · The Strand, Newlyn, Penzance TR18 5HW',
};
const WIDGET = '/widget/v2/signal-widget.js';
const page = sitePages(chrome);

const stayOf = (read: (n: string) => unknown): Stay => ({
  checkin: String(read('checkIn') ?? ''),
  checkout: String(read('checkOut') ?? ''),
  adults: Number(read('adults')) || 1,
  children: Number(read('children')) || 0,
});
const fromQuery = (req: DemoRequest) => stayOf((n) => req.query.get(n));

function refusal(c: Cottage, stay: Stay): string | null {
  const p = stayProblem(c, stay);
  if (!p) return null;
  return p.kind == 'min-stay' ? MIN_STAY(p.minNights) : p.kind == 'occupancy' ? TOO_MANY(p.maxGuests) : NOT_AVAILABLE(c.name);
}

/** The widget's price answer: the lines in the order the widget lists them, the total, or the refusal. */
export function priceAnswer(c: Cottage | undefined, stay: Stay) {
  const refused = c ? refusal(c, stay) : 'Please choose a cottage.';
  if (refused || !c) return { available: false, currency: 'GBP', total: null, lines: [], message: refused };
  const q = quoteStay(c, stay);
  const lines = [{ label: `${q.nights.length} nights`, amount: q.rent }, ...q.fees.map((f) => ({ label: f.name, amount: f.amount }))];
  return { available: true, currency: 'GBP', total: q.total, lines, message: null };
}

const summary = (c: Cottage) => ({ id: propertyId(c), name: c.name, village: c.village, bedrooms: c.bedrooms, sleeps: c.maxGuests, nightlyFrom: c.nightly });

export default defineSite({
  slug: 'signal-widget',
  provider: 'signal-widget',
  platform: 'an embedded booking widget (single-page app) announcing its views, prices and bookings by custom events',
  chrome,
  assets: { [WIDGET]: 'assets/widget.js' },
  routes() {
    const bookings = new Ledger<string>(FIRST_BOOKING);
    return [
      get('/', () =>
        page({
          title: 'Home',
          main: `<section class="hero card"><h1>${esc(chrome.tagline)}</h1><p>${COTTAGES.length} cottages from Mousehole to St Ives.</p><p><a class="btn" href="/book/">Check availability</a></p></section>`,
        }),
      ),
      get('/book/', () =>
        page({
          title: 'Book a stay',
          bodyClass: 'page-book',
          main: `<h1>Book a stay</h1><div id="harbourlight-booking" class="card" data-signal-widget data-widget-key="hlc-7f3a" data-currency="GBP"><noscript>Please enable JavaScript to book.</noscript></div>`,
          scripts: [WIDGET],
        }),
      ),
      get('/widget/api/search', (req) => {
        const stay = fromQuery(req);
        const found = COTTAGES.filter((c) => c.maxGuests >= stay.adults + stay.children && isAvailable(c, stay.checkin, stay.checkout));
        return json({ checkIn: stay.checkin, checkOut: stay.checkout, results: found.map(summary) });
      }),
      get('/widget/api/properties/:id', (_req, { id }) => {
        const c = cottageById(id);
        return c ? json(summary(c)) : json({ error: 'not found' }, 404);
      }),
      get('/widget/api/price', (req) => json(priceAnswer(cottageById(req.query.get('propertyId')), fromQuery(req)))),
      post('/widget/api/bookings', (req) => {
        const b = (parseJson(req.body) ?? {}) as Record<string, any>;
        const c = cottageById(String(b.propertyId ?? ''));
        const stay = stayOf((n) => b[n]);
        const price = priceAnswer(c, stay);
        const email = String(b.guest?.email ?? '');
        if (!c || !price.available || !email) return json({ status: 'rejected', message: price.message ?? 'Please give your email address.' }, 422);
        const ref = bookings.record(JSON.stringify([c.id, stay.checkin, stay.checkout, email]), bookingRef);
        return json({ bookingId: ref, status: 'confirmed', ...price });
      }),
    ];
  },
});
