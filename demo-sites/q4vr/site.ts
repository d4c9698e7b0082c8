// q4vr: Sandbar Coastal Rentals, a WordPress site on the Q4VR plugin (Escapia data): the unit page's stay form
// sends admin-ajax q4vr_stay as a GET and gets an HTML summary back. See demo-sites/q4vr/SOURCES.md for the public shapes.
import { Ledger } from '../server/fixtures.ts';
import { get, post, redirect } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../server/wordpress.ts';
import { FIRST_FOLIO, HOUSES } from '../platforms/q4vr/data.ts';
import { bookMain, confirmationMain, houseMain, searchMain } from '../platforms/q4vr/pages.ts';
import { houseByCode, q4vrActions, refusal, STAY_NONCE, stayFrom } from '../platforms/q4vr/stay.ts';

const PLUGIN = '/wp-content/plugins/q4vr/public/js';

const chrome: Chrome = {
  head: WP_HEAD, brand: 'Sandbar Coastal Rentals', tagline: 'Outer Banks beach houses',
  accent: '#2a7f8f', nav: [{ label: 'Home', href: '/' }, { label: 'Vacation Rentals', href: '/vacation-rentals/' }],
  stylesheet: '/wp-content/themes/q4-theme/style.css', footer: 'Sandbar Coastal Rentals · Nags Head, NC',
};

const vrAjax = localize({ VRAjax: { ajaxurl: `http://www.q4vr-demo.test${ADMIN_AJAX}`, search_nonce: wpNonce('q4vr', STAY_NONCE) } });
const page = sitePages(chrome);
const queryOf = (req: { query: URLSearchParams }) => (n: string) => req.query.get(n) ?? '';

export default defineSite({
  slug: 'q4vr', provider: 'q4vr',
  chrome,
  platform: 'Q4VR WordPress plugin (Escapia): admin-ajax q4vr_stay GET with an HTML summary',
  assets: { [`${PLUGIN}/q4vr-public.js`]: '../platforms/q4vr/assets/q4vr-quote.js' },
  routes() {
    const folios = new Ledger<{ folio: number; unit: number }>(FIRST_FOLIO);
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Your Outer Banks beach house</h1><p><a class="btn" href="/vacation-rentals/">Search rentals</a></p></section>' })),
      get('/vacation-rentals/', (req) =>
        page({ title: 'Vacation Rentals', bodyClass: 'archive post-type-archive post-type-archive-vacation_rental', main: searchMain(stayFrom(queryOf(req)), req.query.toString()) })),
      get('/vacation-rentals/:slug/', (req, { slug }) => {
        const house = HOUSES.find((h) => h.slug === slug);
        if (!house) return null;
        return page({
          title: house.name, bodyClass: `vacation_rental-template-default single single-vacation_rental postid-${house.id}`,
          main: houseMain(house, stayFrom(queryOf(req))), inline: [vrAjax], scripts: [Object.keys(SERVER_ASSETS)[0], `${PLUGIN}/q4vr-public.js`],
        });
      }),
      get('/booking/', (req) => {
        const house = houseByCode(req.query.get('unit_code'));
        const stay = stayFrom(queryOf(req));
        if (!house || refusal(house, stay)) return page({ title: 'Reserve', main: '<div class="alert alert-danger">Please check availability for your dates first.</div>' }, 404);
        return page({ title: 'Reserve', bodyClass: 'page q4vr-booking', main: bookMain(house, stay, req.query) });
      }),
      post('/booking/', (req) => {
        const form = new URLSearchParams(req.body);
        const house = houseByCode(form.get('unit_code'));
        const stay = stayFrom((n) => form.get(n) ?? '');
        if (!house || refusal(house, stay) || !form.get('guest_email') || !form.get('agree')) return redirect(`/booking/?${req.body}`, 303);
        const booked = folios.record(JSON.stringify([house.id, stay, form.get('guest_email')]), (folio) => ({ folio, unit: house.id }));
        return redirect(`/booking-confirmation/?folio=${booked.folio}`, 303);
      }),
      get('/booking-confirmation/', (req) => {
        const booked = folios.find(Number(req.query.get('folio')));
        const house = booked && HOUSES.find((h) => h.id === booked.unit);
        if (!booked || !house) return null;
        return page({ title: 'Reservation confirmed', bodyClass: 'page q4vr-confirmation', main: confirmationMain(booked.folio, house) });
      }),
      ...adminAjax('q4vr', q4vrActions),
    ];
  },
});
