// q4vr: Sandbar Coastal Rentals, a Q4Launch site on the Q4VR plugin (Barefoot through Q4HUB): admin-ajax
// q4vr_stay and unit_rate_check_vr. See README.md in this folder for the wire shapes.
import { Ledger } from '../kit/fixtures.ts';
import { get, html, post, redirect } from '../kit/http.ts';
import { renderPage, type Chrome, type Page } from '../kit/shell.ts';
import { defineSite, KIT_ASSETS } from '../kit/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../kit/wordpress.ts';
import { FIRST_FOLIO, HOUSES } from './data.ts';
import { bookMain, confirmationMain, houseMain, searchMain } from './pages.ts';
import { houseById, q4vrActions, refusal, STAY_NONCE, stayFrom } from './stay.ts';

const PLUGIN = '/wp-content/plugins/q4vr/assets/js';

const chrome: Chrome = {
  head: WP_HEAD, brand: 'Sandbar Coastal Rentals', tagline: 'Outer Banks beach houses',
  accent: '#2a7f8f', nav: [{ label: 'Home', href: '/' }, { label: 'Vacation Rentals', href: '/vacation-rentals/' }],
  stylesheet: '/wp-content/themes/q4-theme/style.css', footer: 'Sandbar Coastal Rentals · Nags Head, NC · Website by Q4Launch',
};

const page = (p: Page, status = 200) => html(renderPage(chrome, { ...p, inline: [localize({ q4vr_vars: { ajax_url: ADMIN_AJAX } }), ...(p.inline ?? [])] }), status);

export default defineSite({
  slug: 'q4vr', provider: 'q4vr',
  host: 'www.q4vr-demo.test', chrome, label: chrome.brand,
  dir: import.meta.dirname, platform: 'Q4VR WordPress plugin (Q4HUB / Barefoot) with admin-ajax quotes',
  assets: { [`${PLUGIN}/q4vr-quote.js`]: 'assets/q4vr-quote.js' },
  routes() {
    const folios = new Ledger<{ folio: number; unit: number }>(FIRST_FOLIO);
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Your Outer Banks beach house</h1><p><a class="btn" href="/vacation-rentals/">Search rentals</a></p></section>' })),
      get('/vacation-rentals/', (req) => page({ title: 'Vacation Rentals', bodyClass: 'page q4vr-search', main: searchMain(stayFrom((n) => req.query.get(n) ?? '')) })),
      get('/vacation-rentals/:slug/', (_req, { slug }) => {
        const house = HOUSES.find((h) => h.slug === slug);
        if (!house) return null;
        return page({ title: house.name, bodyClass: `single single-vr_unit postid-${house.id}`, main: houseMain(house, wpNonce('q4vr', STAY_NONCE)), scripts: [Object.keys(KIT_ASSETS)[0], `${PLUGIN}/q4vr-quote.js`] });
      }),
      get('/book/', (req) => {
        const house = houseById(req.query.get('unit'));
        const stay = stayFrom((n) => req.query.get(n) ?? '');
        if (!house || refusal(house, stay)) return page({ title: 'Reserve', main: '<div class="alert alert-danger">Please get a quote for your dates first.</div>' }, 404);
        return page({ title: 'Reserve', bodyClass: 'page q4vr-book', main: bookMain(house, stay, req.query) });
      }),
      post('/book/', (req) => {
        const form = new URLSearchParams(req.body);
        const house = houseById(form.get('unit'));
        const stay = stayFrom((n) => form.get(n) ?? '');
        if (!house || refusal(house, stay) || !form.get('guest_email') || !form.get('agree')) return redirect(`/book/?${req.body}`, 303);
        const booked = folios.record(JSON.stringify([house.id, stay, form.get('guest_email')]), (folio) => ({ folio, unit: house.id }));
        return redirect(`/booking-confirmation/?folio=${booked.folio}`, 303);
      }),
      get('/booking-confirmation/', (req) => {
        const booked = folios.find(Number(req.query.get('folio')));
        const house = booked && houseById(booked.unit);
        if (!booked || !house) return null;
        return page({ title: 'Reservation confirmed', bodyClass: 'page q4vr-confirmation', main: confirmationMain(booked.folio, house) });
      }),
      ...adminAjax('q4vr', q4vrActions),
    ];
  },
});
