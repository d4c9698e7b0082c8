// hostfully: a cabin manager's own site, a small single-page app (pushState between the cabin list and the cabin
// pages) with Hostfully's lead-capture booking widget on each cabin page. The widget talks JSONP to its endpoints
// (the agency's custom domain, so the same host) and sends the guest to the site's thank-you page when booked.
import { Ledger, formatMoney, toShortDate } from '../kit/fixtures.ts';
import { esc, get, html, inlineJson, type DemoRequest } from '../kit/http.ts';
import { jsonp } from '../kit/jsonp.ts';
import { renderPage, type Chrome, type Page } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { availabilityAnswer, leadAnswer, quoteAnswer, searchAnswer, type Lead } from './api.ts';
import { CABINS, FIRST_LEAD, leadUid } from './data.ts';

const JS = '/assets/js';
const chrome: Chrome = {
  brand: 'Laurel Creek Cabins',
  tagline: 'Mountain cabins around Blue Ridge, Georgia',
  nav: [{ label: 'Our cabins', href: '/' }],
  accent: '#2f5d3a',
  stylesheet: '/assets/css/cabins.css',
  footer: 'Laurel Creek Cabins LLC · 615 E Main St, Blue Ridge, GA 30513 · Online booking by Hostfully',
};

/** What the app needs of each cabin (the widget gets only the property UID). */
const APP_DATA = CABINS.map((c) => ({ uid: c.uid, slug: c.slug, name: c.name, area: c.area, bedrooms: c.bedrooms, maxGuests: c.maxGuests, nightly: c.nightly, minNights: c.minNights }));

const page = (p: Page, status = 200) => html(renderPage(chrome, p), status);
const app = () =>
  page({
    title: 'Cabins',
    bodyClass: 'cabins-app',
    main: '<div id="app"></div>',
    inline: [`var HF_CABINS = ${inlineJson(APP_DATA)};`],
    scripts: [`${JS}/leadCaptureWidget_2.0.js`, `${JS}/spa.js`, `${JS}/cabins-app.js`],
  });

function thankYou(req: DemoRequest, leads: Map<string, Lead>) {
  const lead = leads.get(req.query.get('leadUid') ?? '');
  if (!lead) return page({ title: 'Page not found', main: '<h1>We could not find that booking.</h1>' }, 404);
  return page({
    title: 'Thank you',
    bodyClass: 'thank-you',
    main: `<section class="card"><h1>Thank you, ${esc(lead.firstName)}! Your cabin is booked.</h1>
<p>Booking reference <strong id="booking-reference">${esc(lead.leadUid)}</strong></p>
<p>${esc(lead.cabin.name)} · ${toShortDate(lead.stay.checkin)} – ${toShortDate(lead.stay.checkout)}</p>
<p>A confirmation with the door code and directions is on its way to ${esc(lead.email)}. A ${formatMoney(lead.cabin.securityDeposit)} refundable deposit is held on your card.</p></section>`,
  });
}

export default defineSite({
  slug: 'hostfully',
  provider: 'hostfully',
  host: 'www.hostfully-demo.test',
  label: chrome.brand,
  platform: 'Hostfully lead-capture widget: JSONP quotes and bookings in a pushState single-page site',
  chrome,
  dir: import.meta.dirname,
  assets: {
    [`${JS}/spa.js`]: '../kit/assets/spa.js',
    [`${JS}/leadCaptureWidget_2.0.js`]: 'assets/leadCaptureWidget_2.0.js',
    [`${JS}/cabins-app.js`]: 'assets/cabins-app.js',
  },
  routes() {
    const ledger = new Ledger<Lead>(FIRST_LEAD);
    const leads = new Map<string, Lead>();
    const book = (key: string, make: (uid: string) => Lead) => {
      const lead = ledger.record(key, (n) => make(leadUid(n)));
      leads.set(lead.leadUid, lead);
      return lead;
    };
    return [
      get('/', app),
      get('/cabins/:slug/', (_req, { slug }) => (CABINS.some((c) => c.slug === slug) ? app() : null)),
      get('/thank-you/', (req) => thankYou(req, leads)),
      get('/api/widget/search', (req) => jsonp(req, searchAnswer(req.query))),
      get('/api/widget/availability', (req) => jsonp(req, availabilityAnswer(req.query))),
      get('/api/widget/quote', (req) => jsonp(req, quoteAnswer(req.query))),
      get('/api/widget/lead', (req) => jsonp(req, leadAnswer(req.query, book))),
    ];
  },
});
