// cloudbeds: Casa Marisol's Cloudbeds booking engine as the engine hosts it, /<lang>/reservation/<slug> with the
// stay in the query (checkin, checkout, adults, children, currency). The engine page's script makes the public
// booking calls (POST /booking/rooms, /booking/calculateTotals, /booking/prepare). See demo-sites/cloudbeds/SOURCES.md.
import { esc, get, json, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { confirmationAnswer, newLedger, prepareAnswer, roomsAnswer, totalsAnswer } from './api.ts';
import { PROPERTY } from './data.ts';

const chrome: Chrome = {
  brand: PROPERTY.name,
  tagline: 'Book direct',
  nav: [{ label: 'Rooms', href: `/en/reservation/${PROPERTY.slug}` }],
  accent: '#0b6e78',
  stylesheet: '/booking/css/booking-engine.css',
  head: '<meta name="generator" content="Cloudbeds Booking Engine">',
  footer: 'Casa Marisol Sayulita · Calle Marlin 14, Sayulita, Nayarit · Reservations powered by Cloudbeds',
};
const ENGINE = '/booking/js/engine.js';
const page = sitePages(chrome);

export default defineSite({
  slug: 'cloudbeds',
  provider: 'cloudbeds',
  platform: 'Cloudbeds booking engine (hosted): /<lang>/reservation/<slug>, form-urlencoded POSTs to /booking/rooms, calculateTotals, prepare',
  chrome,
  assets: { [ENGINE]: 'assets/engine.js' },
  routes() {
    const ledger = newLedger();
    return [
      get('/:lang/reservation/:slug', (_req, { slug }) =>
        slug === PROPERTY.slug
          ? page({
              title: 'Reservation',
              bodyClass: 'booking-engine',
              main: `<h1 class="property-name">${esc(PROPERTY.name)}</h1><div id="be-app" data-property-id="${PROPERTY.id}" data-currency="${PROPERTY.currency.toLowerCase()}"><p class="loading">Loading…</p></div>`,
              scripts: [ENGINE],
            })
          : null,
      ),
      post('/booking/rooms', (req) => json(roomsAnswer(req.body))),
      post('/booking/calculateTotals', (req) => json(totalsAnswer(req.body))),
      post('/booking/prepare', (req) => json(prepareAnswer(req.body, ledger))),
      get('/booking/confirmation', (req) => json(confirmationAnswer(req.query.get('data_res'), ledger))),
    ];
  },
});
