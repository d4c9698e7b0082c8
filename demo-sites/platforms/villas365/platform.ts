// What every demo site on the Villas 365 WordPress plugin shares (villas365, villas365-b, villas365-c): the
// plugin's pages and the 365villas booking API behind admin-ajax `_villas_365_calculate_booking`. See SOURCES.md.
import { Ledger } from '../../server/fixtures.ts';
import { field, get, parseForm, post, redirect, type DemoRequest } from '../../server/http.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../../server/wordpress.ts';
import { CALC_NONCE, refusal, stayOf, villaById, villasActions } from './api.ts';
import { FIRST_BOOKING, VILLAS } from './data.ts';
import { bookMain, confirmedMain, listMain, villaMain } from './pages.ts';

export const PLUGIN = '/wp-content/plugins/villas-365/public/assets';

interface Booking {
  ref: string;
  villa: number;
}

/** An agency on the plugin: its identity and look (the nav, Home and the plugin's /properties/ list, and WordPress's
 * head are every agency's), and its "confirm booking page" setting (the page 365villas' booking widget sends the
 * guest to, `_365_redirect_url`). */
export interface Villas365Site {
  slug: string;
  platform: string;
  chrome: Omit<Chrome, 'nav' | 'head'>;
  confirmPage: string;
}

export const villas365Site = ({ slug, platform, chrome: look, confirmPage }: Villas365Site) => {
  const chrome: Chrome = { ...look, nav: [{ label: 'Home', href: '/' }, { label: 'Villas', href: '/properties/' }], head: WP_HEAD };
  const page = sitePages(chrome);
  /** The floater's localized settings (wp_localize_script '_villas_365_wp_ajax'). */
  const FLOATER_VARS = localize({ _villas_365_wp_ajax: { ajax_url: ADMIN_AJAX, nonce: wpNonce(slug, CALC_NONCE) } });
  return defineSite({
    slug, provider: 'villas365',
    platform,
    chrome,
    assets: { [`${PLUGIN}/js/villas-365-property-floater.js`]: '../platforms/villas365/assets/villas-365-property-floater.js' },
    routes() {
      const bookings = new Ledger<Booking>(FIRST_BOOKING);
      const read = (q: URLSearchParams) => (name: string) => q.get(name.toLowerCase()) ?? '';
      // the search widget's party field is `guests`
      const searched = (q: URLSearchParams) => ({ ...stayOf(read(q)), adults: Number(q.get('guests')) || 0 });
      return [
        get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Villas in the Algarve</h1><p><a class="btn" href="/properties/">Browse our villas</a></p></section>' })),
        get('/properties/', (req) => page({ title: 'Our villas', bodyClass: 'page villas-365-properties', main: `<h1 class="entry-title">Our villas</h1>${listMain(searched(req.query))}` })),
        get('/property/:slug/', (_req, { slug }) => {
          const villa = VILLAS.find((v) => `${v.id}-${v.slug}` === slug);
          if (!villa) return null;
          return page({ title: villa.name, bodyClass: 'page villas-365-property', main: `<h1 class="entry-title">Property</h1>${villaMain(villa)}`, inline: [FLOATER_VARS], scripts: [Object.keys(SERVER_ASSETS)[0], `${PLUGIN}/js/villas-365-property-floater.js`] });
        }),
        get('/booking/', (req) => {
          const villa = villaById(req.query.get('property'));
          const stay = stayOf(read(req.query));
          if (!villa || refusal(villa, stay) !== null) return page({ title: 'Book now', main: '<p class="alert alert-danger">Please choose your dates on the villa page.</p>' }, 404);
          return page({ title: 'Book now', bodyClass: 'page villas-365-booking', main: bookMain(villa, stay) });
        }),
        post('/booking/', (req: DemoRequest) => {
          const form = parseForm(req.body);
          const villa = villaById(field(form, 'property'));
          const stay = stayOf(read(new URLSearchParams(req.body)));
          if (!villa || refusal(villa, stay) !== null || !field(form, 'email') || !field(form, 'terms')) return redirect(`/booking/?${req.body}`, 303);
          const booking = bookings.record(JSON.stringify([villa.id, stay, field(form, 'email')]), (n) => ({ ref: `V365-${n}`, villa: villa.id }));
          return redirect(`${confirmPage}?booking=${booking.ref}`, 303);
        }),
        get(confirmPage, (req) => {
          const ref = req.query.get('booking') ?? '';
          const booking = bookings.find(Number(ref.replace('V365-', '')));
          const villa = booking && villaById(booking.villa);
          if (!booking || !villa) return null;
          return page({ title: 'Booking confirmed', bodyClass: 'page villas-365-booking-confirmation', main: confirmedMain(booking.ref, villa) });
        }),
        ...adminAjax(slug, villasActions()),
      ];
    },
  });
};

