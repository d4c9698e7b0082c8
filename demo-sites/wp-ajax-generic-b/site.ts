// wp-ajax-generic-b: Lakeshore Cabins, a second rental theme (get_property_search_result / quote_listing, other
// field names and answer shapes than wp-ajax-generic), reported by the same wp-ajax-generic adapter configured
// in recordings/wp-ajax-generic-b/mapping.json. See README.md in this folder for the wire shapes.
import { formatMoney, Ledger } from '../server/fixtures.ts';
import { esc, get, post, redirect, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../server/wordpress.ts';
import { CABINS, FIRST_REQUEST } from './data.ts';
import { cabinById, errorsFor, isoOf, lakeshoreActions, NONCE, quoteListing } from './quote.ts';

const JS = '/wp-content/themes/lakeshore/js/lakeshore.js';
const chrome: Chrome = {
  stylesheet: '/wp-content/themes/lakeshore/style.css', head: WP_HEAD, accent: '#3d6b4f',
  brand: 'Lakeshore Cabins', tagline: 'Muskoka, Ontario', nav: [{ label: 'Home', href: '/' }, { label: 'Cabins', href: '/cabins/' }],
  footer: 'Lakeshore Cabins · Port Carling, ON',
};
const SETTINGS = localize({ lakeshore: { ajaxurl: ADMIN_AJAX, security: wpNonce('wp-ajax-generic-b', NONCE) } });
const page = sitePages(chrome, { inline: [SETTINGS] });
const show = (title: string, main: string, status = 200, script = false) => page({ title, main, scripts: script ? [JS] : [] }, status);

const options = (max: number, chosen: string) => Array.from({ length: max }, (_, i) => `<option${String(i + 1) === chosen ? ' selected' : ''}>${i + 1}</option>`).join('');

function cabinsPage(req: DemoRequest) {
  const q = (n: string) => esc(req.query.get(n) ?? '');
  return show(
    'Cabins',
    `<h1>Cabins</h1><form id="cabin-search" class="card"><input name="check_in" value="${q('check_in')}" placeholder="dd-mm-yyyy"> <input name="check_out" value="${q('check_out')}" placeholder="dd-mm-yyyy">
<select name="guests">${options(8, req.query.get('guests') ?? '2')}</select><input type="hidden" name="region" value="muskoka"><button class="btn">Search</button></form><div id="cabin-results"></div>`,
    200,
    true,
  );
}

function listingPage(slug: string) {
  const c = CABINS.find((x) => x.slug === slug);
  if (!c) return null;
  return show(
    c.name,
    `<div class="listing" data-listing="${c.id}"><h1 class="listing-title">${esc(c.name)}</h1><p>${esc(c.lake)} · ${c.bedrooms} bedrooms · sleeps ${c.maxGuests} · ${c.minNights} nights minimum</p>
<div id="quote-widget" class="card" data-listing="${c.id}"><label>Guests <select id="guests">${options(c.maxGuests, '2')}</select></label>
<label>Check in <input id="check_in" placeholder="dd-mm-yyyy"></label> <label>Check out <input id="check_out" placeholder="dd-mm-yyyy"></label>
<button type="button" id="check-availability" class="btn">Check availability</button><div id="quote-output"></div>
<a id="request-booking" class="btn hidden" href="#">Request to book</a></div></div>`,
    200,
    true,
  );
}

export default defineSite({
  slug: 'wp-ajax-generic-b',
  provider: 'wp-ajax-generic',
  platform: 'WordPress rental theme, admin-ajax get_property_search_result / quote_listing (fetch)',
  chrome,
  assets: { [JS]: 'assets/lakeshore.js' },
  routes() {
    const requests = new Ledger<string>(FIRST_REQUEST);
    const bookable = (q: URLSearchParams) => {
      const c = cabinById(q.get('listing_id'));
      const [checkin, checkout] = [isoOf(q.get('check_in') ?? ''), isoOf(q.get('check_out') ?? '')];
      return c && !Object.keys(errorsFor(c, checkin, checkout, Number(q.get('guests')) || 1)).length ? c : null;
    };
    return [
      get('/', () => show('Home', '<section class="hero card"><h1>Your cabin on the lake</h1><a class="btn" href="/cabins/">Find a cabin</a></section>')),
      get('/cabins/', cabinsPage),
      get('/listing/:slug/', (_req, { slug }) => listingPage(slug)),
      get('/book/', (req) => {
        const c = bookable(req.query);
        if (!c) return show('Request to book', '<p class="alert alert-danger">These dates cannot be booked.</p>', 404);
        const { price } = quoteListing(Object.fromEntries(req.query)) as { price: { total: number } };
        return show(
          'Request to book',
          `<h1>Request to book ${esc(c.name)}</h1><p class="card">Total <strong id="book-total">${formatMoney(price.total, 'C$')}</strong></p>
<form id="booking-request" class="card" method="post"><label>Name <input id="your-name" name="your_name"></label> <label>Email <input id="your-email" name="your_email"></label>
<button class="btn" id="send-request">Send booking request</button></form>`,
        );
      }),
      post('/book/', (req) => {
        const email = new URLSearchParams(req.body).get('your_email');
        if (!bookable(req.query) || !email) return redirect(`/book/?${req.query}`, 303);
        return redirect(`/booking-request-received/?ref=LC-${requests.record(`${req.query}|${email}`, (n) => String(n))}`, 303);
      }),
      get('/booking-request-received/', (req) => {
        const ref = req.query.get('ref') ?? '';
        if (!requests.find(Number(ref.slice(3)))) return null;
        return show('Request received', `<div class="card booking-received"><h1>Thanks! We have your request.</h1><p>Reference <strong id="request-ref">${esc(ref)}</strong></p></div>`);
      }),
      ...adminAjax('wp-ajax-generic-b', lakeshoreActions),
    ];
  },
});
