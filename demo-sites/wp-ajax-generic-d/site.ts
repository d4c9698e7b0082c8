// wp-ajax-generic-d: Palm Shores Villas, a WordPress rental theme whose villa pages ask check_availablity (sic) and
// then quickquote (bare json_encode answers), reported by the wp-ajax-generic adapter configured in
// recordings/wp-ajax-generic-d/mapping.json. The search page is server-rendered. See README.md.
import { formatMoney, isAvailable, Ledger } from '../server/fixtures.ts';
import { esc, get, post, redirect, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../server/wordpress.ts';
import { FIRST_RESERVATION, VILLAS } from './data.ts';
import { NONCE, palmShoresActions, quickquote, stayOf, villaById, villaUrl } from './quote.ts';

const JQUERY = '/wp-content/mu-plugins/site-kit/ajax.js';
const JS = '/wp-content/themes/palmshores/js/quick-quote.js';
const chrome: Chrome = {
  stylesheet: '/wp-content/themes/palmshores/style.css', head: WP_HEAD, accent: '#0f7c8c',
  brand: 'Palm Shores Villas', tagline: 'Southwest Florida', nav: [{ label: 'Home', href: '/' }, { label: 'Villas', href: '/villas/' }],
  footer: 'Palm Shores Villas · Cape Coral, FL',
};
const SETTINGS = localize({ palmshores: { ajaxurl: ADMIN_AJAX, nonce: wpNonce('wp-ajax-generic-d', NONCE) } });
const page = sitePages(chrome, { inline: [SETTINGS] });
const show = (title: string, main: string, status = 200, script = false) => page({ title, main, scripts: script ? [JQUERY, JS] : [] }, status);

const options = (from: number, to: number, chosen: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i)).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('');

function villasPage(req: DemoRequest) {
  const q = (n: string) => esc(req.query.get(n) ?? '');
  const stay = stayOf(Object.fromEntries(req.query));
  const party = stay.adults + stay.children;
  const dated = !!stay.checkin && !!stay.checkout && stay.checkout > stay.checkin;
  const hits = VILLAS.filter((v) => v.maxGuests >= party && (!dated || isAvailable(v, stay.checkin, stay.checkout)));
  const cards = hits.map((v) => `<div class="villa-card" data-villa="${v.id}"><h3><a class="villa-link" href="${villaUrl(v)}">${esc(v.name)}</a></h3><p>${esc(v.area)} · ${v.bedrooms} BR · sleeps ${v.maxGuests} · from $${v.nightly}/night</p></div>`);
  return show(
    'Villas',
    `<h1>Pool villas</h1><form id="villa-search" class="card" method="get" action="/villas/"><input name="arrival" value="${q('arrival')}" placeholder="mm/dd/yyyy"> <input name="departure" value="${q('departure')}" placeholder="mm/dd/yyyy">
<select name="adults">${options(1, 8, req.query.get('adults') ?? '2')}</select> <select name="children">${options(0, 6, req.query.get('children') ?? '0')}</select> <button class="btn">Search</button></form>
<p class="villa-count">${hits.length} ${hits.length === 1 ? 'villa' : 'villas'} match your search</p><div class="grid">${cards.join('')}</div>`,
  );
}

function villaPage(slug: string) {
  const v = VILLAS.find((x) => x.slug === slug);
  if (!v) return null;
  return show(
    v.name,
    `<h1 class="villa-name">${esc(v.name)}</h1><p>${esc(v.area)} · ${v.bedrooms} bedrooms · ${v.bathrooms} baths · sleeps ${v.maxGuests} · ${v.minNights} night minimum</p>
<div id="quick-quote" class="card" data-villa="${v.id}"><h2>Quick quote</h2><label>Arrival <input id="arrival" placeholder="mm/dd/yyyy"></label> <label>Departure <input id="departure" placeholder="mm/dd/yyyy"></label>
<label>Adults <select id="adults">${options(1, v.maxGuests, '2')}</select></label> <label>Children <select id="children">${options(0, v.maxGuests - 1, '0')}</select></label>
<button type="button" id="get-quote" class="btn">Get a quote</button><div id="quote-result"></div><a id="reserve" class="btn hidden" href="#">Reserve now</a></div>`,
    200,
    true,
  );
}

export default defineSite({
  slug: 'wp-ajax-generic-d',
  provider: 'wp-ajax-generic',
  platform: 'WordPress rental theme, admin-ajax check_availablity / quickquote (bare JSON echoes)',
  chrome,
  assets: { [JS]: 'assets/palmshores.js' },
  routes() {
    const reservations = new Ledger<string>(FIRST_RESERVATION);
    const priced = (q: URLSearchParams) => {
      const answer = quickquote(Object.fromEntries(q));
      return answer.quote ? { villa: villaById(q.get('villa_id'))!, total: answer.quote.total } : null;
    };
    return [
      get('/', () => show('Home', '<section class="hero card"><h1>Your private pool on the Gulf</h1><a class="btn" href="/villas/">See the villas</a></section>')),
      get('/villas/', villasPage),
      get('/our-villas/:slug/', (_req, { slug }) => villaPage(slug)),
      get('/reserve/', (req) => {
        const p = priced(req.query);
        if (!p) return show('Reserve', '<p class="alert alert-danger">These dates cannot be reserved.</p>', 404);
        return show(
          'Reserve',
          `<h1>Reserve ${esc(p.villa.name)}</h1><p class="card">${esc(req.query.get('arrival'))} – ${esc(req.query.get('departure'))} · total <strong id="reserve-total">${formatMoney(p.total, '$')}</strong></p>
<form id="reserve-form" class="card" method="post"><label>Full name <input id="full-name" name="full_name"></label> <label>Email <input id="email" name="email"></label>
<button class="btn" id="complete-reservation">Complete reservation</button></form>`,
        );
      }),
      post('/reserve/', (req) => {
        const email = new URLSearchParams(req.body).get('email');
        if (!priced(req.query) || !email) return redirect(`/reserve/?${req.query}`, 303);
        return redirect(`/thank-you/?res=PSV-${reservations.record(`${req.query}|${email}`, (n) => String(n))}`, 303);
      }),
      get('/thank-you/', (req) => {
        const res = req.query.get('res') ?? '';
        if (!reservations.find(Number(res.slice(4)))) return null;
        return show('Thank you', `<div class="card reservation-complete"><h1>Thank you! Your villa is reserved.</h1><p>Reservation number <strong id="res-number">${esc(res)}</strong></p></div>`);
      }),
      ...adminAjax('wp-ajax-generic-d', palmShoresActions),
    ];
  },
});
