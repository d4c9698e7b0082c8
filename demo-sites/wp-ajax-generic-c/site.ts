// wp-ajax-generic-c: Kestrel Bay Holiday Homes, a WordPress property theme whose grid is load_available_properties /
// load_properties (wp_send_json_success { html, total, has_more, page }) and whose homes ask checkRoomAvailability,
// reported by the wp-ajax-generic adapter configured in recordings/wp-ajax-generic-c/mapping.json. See README.md.
import { formatMoney, Ledger } from '../server/fixtures.ts';
import { esc, get, post, redirect, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../server/wordpress.ts';
import { FIRST_BOOKING, HOMES } from './data.ts';
import { checkRoomAvailability, homeById, kestrelActions, NONCE } from './quote.ts';

const JS = '/wp-content/themes/kestrel-bay/js/properties.js';
const chrome: Chrome = {
  stylesheet: '/wp-content/themes/kestrel-bay/style.css', head: WP_HEAD, accent: '#1f5d74',
  brand: 'Kestrel Bay Holiday Homes', tagline: 'West Cornwall', nav: [{ label: 'Home', href: '/' }, { label: 'Find a home', href: '/find-a-home/' }],
  footer: 'Kestrel Bay Holiday Homes · Penzance, Cornwall',
};
const SETTINGS = localize({ kestrel_ajax: { ajax_url: ADMIN_AJAX, nonce: wpNonce('wp-ajax-generic-c', NONCE) } });
const page = sitePages(chrome, { inline: [SETTINGS] });
const show = (title: string, main: string, status = 200, script = false) => page({ title, main, scripts: script ? [JS] : [] }, status);

const options = (from: number, to: number, chosen: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i)).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('');

function searchPage(req: DemoRequest) {
  const q = (n: string) => esc(req.query.get(n) ?? '');
  return show(
    'Find a home',
    `<h1>Find a home</h1><form id="home-search" class="card"><label>Arrive <input type="date" name="checkIn" value="${q('checkIn')}"></label> <label>Depart <input type="date" name="checkOut" value="${q('checkOut')}"></label>
<label>Adults <select name="adults">${options(1, 8, req.query.get('adults') ?? '2')}</select></label> <label>Children <select name="children">${options(0, 6, req.query.get('children') ?? '0')}</select></label> <button class="btn">Search</button></form>
<p id="results-count" class="results-count"></p><div id="property-grid" class="grid"></div><button type="button" id="load-more" class="btn hidden">Load more</button>`,
    200,
    true,
  );
}

function homePage(slug: string) {
  const h = HOMES.find((x) => x.slug === slug);
  if (!h) return null;
  return show(
    h.name,
    `<h1 class="home-title">${esc(h.name)}</h1><p>${esc(h.village)} · ${h.bedrooms} bedrooms · ${h.bathrooms} bathrooms · sleeps ${h.maxGuests} · ${h.minNights} nights minimum</p>
<form id="availability-form" class="card" data-room="${h.id}" onsubmit="return false"><label>Arrive <input type="date" id="checkIn" name="checkIn"></label> <label>Depart <input type="date" id="checkOut" name="checkOut"></label>
<label>Adults <select id="adults" name="adults">${options(1, h.maxGuests, '2')}</select></label> <label>Children <select id="children" name="children">${options(0, h.maxGuests - 1, '0')}</select></label>
<button type="button" id="check-availability" class="btn">Check availability</button></form><div id="availability-output"></div><a id="book-now" class="btn hidden" href="#">Book now</a>`,
    200,
    true,
  );
}

export default defineSite({
  slug: 'wp-ajax-generic-c',
  provider: 'wp-ajax-generic',
  platform: 'WordPress property theme, admin-ajax load_available_properties / load_properties / checkRoomAvailability',
  chrome,
  assets: { [JS]: 'assets/kestrel.js' },
  routes() {
    const bookings = new Ledger<string>(FIRST_BOOKING);
    const bookable = (q: URLSearchParams) => {
      const answer = checkRoomAvailability(Object.fromEntries(q));
      return answer.success ? { home: homeById(q.get('room'))!, total: (answer.data as { total: number }).total } : null;
    };
    return [
      get('/', () => show('Home', '<section class="hero card"><h1>Holiday homes by the sea</h1><a class="btn" href="/find-a-home/">Find a home</a></section>')),
      get('/find-a-home/', searchPage),
      get('/home/:slug/', (_req, { slug }) => homePage(slug)),
      get('/book/', (req) => {
        const b = bookable(req.query);
        if (!b) return show('Book', '<p class="alert alert-danger">These dates cannot be booked.</p>', 404);
        return show(
          'Book',
          `<h1>Book ${esc(b.home.name)}</h1><p class="card">${esc(req.query.get('checkIn'))} to ${esc(req.query.get('checkOut'))} · total <strong id="book-total">${formatMoney(b.total, '£')}</strong></p>
<form id="booking-form" class="card" method="post"><label>Name <input id="guest-name" name="guest_name"></label> <label>Email <input id="guest-email" name="guest_email"></label>
<button class="btn" id="confirm-booking">Confirm booking</button></form>`,
        );
      }),
      post('/book/', (req) => {
        const email = new URLSearchParams(req.body).get('guest_email');
        if (!bookable(req.query) || !email) return redirect(`/book/?${req.query}`, 303);
        return redirect(`/booking-confirmed/?ref=KB-${bookings.record(`${req.query}|${email}`, (n) => String(n))}`, 303);
      }),
      get('/booking-confirmed/', (req) => {
        const ref = req.query.get('ref') ?? '';
        if (!bookings.find(Number(ref.slice(3)))) return null;
        return show('Booking confirmed', `<div class="card booking-confirmed"><h1>Your holiday is booked</h1><p>Booking reference <strong id="booking-ref">${esc(ref)}</strong></p></div>`);
      }),
      ...adminAjax('wp-ajax-generic-c', kestrelActions),
    ];
  },
});
