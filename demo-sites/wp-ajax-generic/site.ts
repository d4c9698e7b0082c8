// wp-ajax-generic: Blue Heron Vacation Homes, a rental theme whose calls are getSearchResultsAJAX and
// calculatePriceAJAX. Reported by the configured wp-ajax-generic adapter (recordings/wp-ajax-generic/mapping.json).
// See README.md in this folder for the wire shapes.
import { Ledger } from '../server/fixtures.ts';
import { get, post, redirect } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../server/wordpress.ts';
import { alertFor, homeById, PRICE_NONCE, SEARCH_NONCE, stayIn, themeActions } from './ajax.ts';
import { FIRST_CONFIRMATION, HOMES } from './data.ts';
import { confirmedMain, homeMain, reservationMain, searchMain } from './pages.ts';

const THEME_JS = '/wp-content/themes/blueheron/assets/js/blue-heron.js';

const chrome: Chrome = {
  brand: 'Blue Heron Vacation Homes', accent: '#145da0', head: WP_HEAD,
  tagline: 'Destin, Florida',
  nav: [{ label: 'Home', href: '/' }, { label: 'Find a home', href: '/search/' }], stylesheet: '/wp-content/themes/blueheron/style.css',
  footer: 'Blue Heron Vacation Homes · Destin, FL · DBPR licensed',
};

const page = sitePages(chrome, { inline: [localize({ blueHeron: { ajaxurl: ADMIN_AJAX } })] });
/** the pages with the theme's widgets load its script after the server's ajax helper */
const THEME_SCRIPTS = [Object.keys(SERVER_ASSETS)[0], THEME_JS];

export default defineSite({
  slug: 'wp-ajax-generic', provider: 'wp-ajax-generic', chrome,
  platform: 'WordPress rental theme, admin-ajax getSearchResultsAJAX / calculatePriceAJAX',
  assets: { [THEME_JS]: 'assets/blue-heron.js' },
  routes() {
    const confirmations = new Ledger<{ number: string; home: number }>(FIRST_CONFIRMATION);
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Steps from the sugar-white sand</h1><p><a class="btn" href="/search/">Find a home</a></p></section>' })),
      get('/search/', (req) => page({ title: 'Search', bodyClass: 'page-template-search', main: searchMain(req.query, wpNonce('wp-ajax-generic', SEARCH_NONCE)), scripts: THEME_SCRIPTS })),
      get('/property/:slug/', (_req, { slug }) => {
        const home = HOMES.find((h) => h.slug === slug);
        return home ? page({ title: home.name, bodyClass: `single-property postid-${home.id}`, main: homeMain(home, wpNonce('wp-ajax-generic', PRICE_NONCE)), scripts: THEME_SCRIPTS }) : null;
      }),
      get('/reservation/', (req) => {
        const home = homeById(req.query.get('property_id'));
        const stay = stayIn((n) => req.query.get(n) ?? '');
        if (!home || alertFor(home, stay)) return page({ title: 'Reserve', main: '<div class="alert alert-danger">Please calculate a price first.</div>' }, 404);
        return page({ title: 'Reserve', bodyClass: 'page-template-reservation', main: reservationMain(home, stay, req.query.toString()) });
      }),
      post('/reservation/', (req) => {
        const form = new URLSearchParams(req.body);
        const home = homeById(req.query.get('property_id'));
        const stay = stayIn((n) => req.query.get(n) ?? '');
        if (!home || alertFor(home, stay) || form.get('accept') !== 'yes' || !form.get('guest_email')) return redirect(`/reservation/?${req.query}`, 303);
        const done = confirmations.record(`${req.query}|${form.get('guest_email')}`, (n) => ({ number: `BH-${n}`, home: home.id }));
        return redirect(`/reservation-confirmed/?confirmation=${done.number}`, 303);
      }),
      get('/reservation-confirmed/', (req) => {
        const done = confirmations.find(Number((req.query.get('confirmation') ?? '').replace('BH-', '')));
        const home = done && homeById(done.home);
        return done && home ? page({ title: 'Reservation confirmed', bodyClass: 'page-template-confirmation', main: confirmedMain(done.number, home) }) : null;
      }),
      ...adminAjax('wp-ajax-generic', themeActions),
    ];
  },
});
