// q4vr-b: Hatteras Shores Rentals, a second WordPress site on the Q4VR plugin (Escapia data). Its unit page's
// rate box sends the stay form to admin-ajax as `action=unit_rate_check_vr` (spec 7's Q4VR action) instead of
// q4vr_stay; the request fields and the answer are read the same way (no public source shows this action: see
// demo-sites/q4vr/SOURCES.md#site-q4vr-b). Searches go through the plugin's pre_get_posts search on the home URL
// (`/?post_type=vacation_rental&s=&start_date&end_date&guests`). The houses, templates, stay answer and booking
// are demo-sites/q4vr's (same plugin).
import { Ledger } from '../server/fixtures.ts';
import { get, post, redirect } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../server/wordpress.ts';
import { FIRST_FOLIO, HOUSES } from '../platforms/q4vr/data.ts';
import { bookMain, confirmationMain, houseMain, searchMain } from '../platforms/q4vr/pages.ts';
import { houseByCode, q4vrActions, refusal, STAY_NONCE, stayFrom } from '../platforms/q4vr/stay.ts';

export const RATE_ACTION = 'unit_rate_check_vr';
const PLUGIN_JS = '/wp-content/plugins/q4vr/public/js/q4vr-public.js';

const chrome: Chrome = {
  head: WP_HEAD, brand: 'Hatteras Shores Rentals', tagline: 'Cottages on Hatteras Island',
  accent: '#b35c1e', nav: [{ label: 'Home', href: '/' }, { label: 'Find a Rental', href: '/?post_type=vacation_rental&s=' }],
  stylesheet: '/wp-content/themes/q4-child/style.css', footer: 'Hatteras Shores Rentals · Avon, NC',
};

const page = sitePages(chrome);
const rateBoxGlobals = localize({ VRAjax: { ajaxurl: `http://www.q4vr-b-demo.test${ADMIN_AJAX}`, search_nonce: wpNonce('q4vr-b', STAY_NONCE) } });
const reader = (lookup: (n: string) => string | null) => (n: string) => lookup(n) ?? '';
/** The unit page's stay form with the rate-check action in its hidden `action` field. */
const rateForm = (html: string) => html.replace('name="action" value="q4vr_stay"', `name="action" value="${RATE_ACTION}"`);

export default defineSite({
  slug: 'q4vr-b', provider: 'q4vr',
  chrome,
  platform: 'Q4VR WordPress plugin (Escapia): admin-ajax unit_rate_check_vr GET with an HTML summary; pre_get_posts search',
  assets: { [PLUGIN_JS]: '../platforms/q4vr/assets/q4vr-quote.js' },
  routes() {
    const folios = new Ledger<{ folio: number; unit: number }>(FIRST_FOLIO);
    return [
      get('/', (req) => {
        if (req.query.get('post_type') !== 'vacation_rental')
          return page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Hatteras Island cottages</h1><p><a class="btn" href="/?post_type=vacation_rental&amp;s=">Find a rental</a></p></section>' });
        const stay = stayFrom(reader((n) => req.query.get(n)));
        // the result links carry the stay (start_date, end_date, guests), not the search's own query vars
        const carried = new URLSearchParams(['start_date', 'end_date', 'guests'].map((k) => [k, req.query.get(k) ?? '']));
        return page({ title: 'Search Results', bodyClass: 'search search-results post-type-archive-vacation_rental', main: searchMain(stay, carried.toString()) });
      }),
      get('/vacation-rentals/:slug/', (req, { slug }) => {
        const house = HOUSES.find((h) => h.slug === slug);
        if (!house) return null;
        return page({
          title: house.name, bodyClass: `vacation_rental-template-default single single-vacation_rental postid-${house.id}`,
          main: rateForm(houseMain(house, stayFrom(reader((n) => req.query.get(n))))), inline: [rateBoxGlobals], scripts: [Object.keys(SERVER_ASSETS)[0], PLUGIN_JS],
        });
      }),
      get('/booking/', (req) => {
        const house = houseByCode(req.query.get('unit_code'));
        const stay = stayFrom(reader((n) => req.query.get(n)));
        if (!house || refusal(house, stay)) return page({ title: 'Reserve', main: '<div class="alert alert-danger">Please check availability for your dates first.</div>' }, 404);
        return page({ title: 'Reserve', bodyClass: 'page q4vr-booking', main: bookMain(house, stay, req.query) });
      }),
      post('/booking/', (req) => {
        const posted = new URLSearchParams(req.body);
        const house = houseByCode(posted.get('unit_code'));
        const stay = stayFrom(reader((n) => posted.get(n)));
        if (!house || refusal(house, stay) || !posted.get('guest_email') || !posted.get('agree')) return redirect(`/booking/?${req.body}`, 303);
        const { folio } = folios.record(JSON.stringify([house.id, stay, posted.get('guest_email')]), (n) => ({ folio: n, unit: house.id }));
        return redirect(`/booking-confirmation/?folio=${folio}`, 303);
      }),
      get('/booking-confirmation/', (req) => {
        const booked = folios.find(Number(req.query.get('folio')));
        const house = booked && HOUSES.find((h) => h.id === booked.unit);
        return booked && house ? page({ title: 'Reservation confirmed', bodyClass: 'page q4vr-confirmation', main: confirmationMain(booked.folio, house) }) : null;
      }),
      ...adminAjax('q4vr-b', { [RATE_ACTION]: q4vrActions.q4vr_stay }),
    ];
  },
});
