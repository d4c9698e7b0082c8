// site-generic-g: Pelican Cove Vacation Rentals, a long-running independent rental company on Florida's Gulf County
// coast, on classic server pages: ColdFusion pages and remote CFC methods (/search.cfm calling
// /properties.cfc?method=search, /rental.cfm?propid= checking /availability.cfc then quoting with
// /ajax/ajax-property-quote.cfm, "e-mail me this quote" through /generatequote) and a PHP booking engine
// (/engine/reserve/ pricing with /engine/cost/, POST /booking.php, then /booking/success.cfm). Homes whose owner
// approves each stay take a booking request instead (POST /site_process.php, then /booking-request-sent.cfm).
// Reported by the site-generic adapter, configured in recordings/site-generic-g/mapping.json. See README.md.
import { Ledger, money } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { esc, get, json, parseForm, post, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { availability, charges, engineCost, homeById, homeUrl, problem, propertyQuote, searchHomes, stayOf, type Stay } from './api.ts';
import { AREAS, FIRST_QUOTE, FIRST_REQUEST, FIRST_RESERVATION, HOMES, type Home } from './data.ts';

const JS = '/js/pelicancove.js';
const chrome: Chrome = {
  stylesheet: '/css/styles.css', accent: '#1d6f8c',
  brand: 'Pelican Cove Vacation Rentals', tagline: 'Cape San Blas · Indian Pass · Port St. Joe — since 1996',
  nav: [{ label: 'Home', href: '/' }, { label: 'Search availability', href: '/search.cfm' }],
  footer: 'Pelican Cove Vacation Rentals, Inc. · 4693 Cape San Blas Rd, Port St. Joe, FL 32456 · (850) 555-0142',
};
const page = sitePages(chrome, { scripts: [JS] });
const usd = (n: number) => formatMoney(n, '$');
const options = (from: number, to: number, chosen: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('');
const fromForm = (body: string) => {
  const f = parseForm(body);
  return (n: string) => (typeof f[n] == 'string' ? (f[n] as string) : null);
};

function searchPage() {
  const areas = ['<option value="">All areas</option>', ...AREAS.map((a) => `<option>${esc(a)}</option>`)].join('');
  const beds = ['<option value="">Any</option>', ...[1, 2, 3, 4].map((n) => `<option value="${n}">${n}+</option>`)].join('');
  return page({
    title: 'Search availability',
    main: `<h1>Search availability</h1><form id="avail-search" class="card"><label>Arrive <input type="text" name="arrive" placeholder="mm/dd/yyyy"></label> <label>Depart <input type="text" name="depart" placeholder="mm/dd/yyyy"></label>
<label>Adults <select name="adults">${options(1, 12, 2)}</select></label> <label>Children <select name="children">${options(0, 8, 0)}</select></label>
<label>Bedrooms <select name="bedrooms">${beds}</select></label> <label>Area <select name="area">${areas}</select></label>
<button class="btn" id="search-btn">Search</button></form><p id="result-count" class="muted"></p><div id="results" class="grid"></div>`,
  });
}

function rentalPage(h: Home) {
  const next = h.instant
    ? `<div id="email-quote-box" class="hidden"><label>E-mail me this quote <input type="email" id="quote-email"></label> <button type="button" class="btn" id="email-quote">Send</button><p id="quote-sent"></p></div>
<a class="btn hidden" id="book-now" href="#">Book now</a>`
    : `<form id="request-form" class="hidden"><p>The owner approves each stay: send a booking request and we will confirm within 24 hours.</p>
<label>Name <input id="req-name" name="name"></label> <label>E-mail <input id="req-email" name="email"></label> <label>Phone <input id="req-phone" name="phone"></label>
<label>Comments <textarea id="req-comments" name="comments"></textarea></label><button class="btn" id="send-request">Send booking request</button><p id="request-error"></p></form>`;
  return page({
    title: h.name,
    main: `<article class="rental"><h1 class="unit-name">${esc(h.name)}</h1><p>${esc(h.area)} · ${h.bedrooms} bedrooms · sleeps ${h.sleeps} · ${h.minNights}-night minimum · from ${usd(h.nightly)}/night</p>
<div id="quote-widget" class="card" data-propid="${h.id}" data-instant="${h.instant ? 1 : 0}"><label>Arrive <input type="text" id="arrive" placeholder="mm/dd/yyyy"></label> <label>Depart <input type="text" id="depart" placeholder="mm/dd/yyyy"></label>
<label>Adults <select id="adults">${options(1, h.sleeps, 2)}</select></label> <label>Children <select id="children">${options(0, h.sleeps - 1, 0)}</select></label>
<button type="button" class="btn" id="check-rates">Check rates</button><div id="quote-output"></div>${next}</div></article>`,
  });
}

function reservePage(s: Stay) {
  const h = s.home!;
  return page({
    title: `Reserve ${h.name}`,
    main: `<p class="muted">Secure reservation · step 1 of 1</p><h1 class="unit-name">${esc(h.name)}</h1><p class="card">${esc(s.arrive)} to ${esc(s.depart)} · ${s.adults} adults, ${s.children} children</p>
<form id="reserve-form" class="card" data-unit="${h.id}"><input type="hidden" name="unit" value="${h.id}">
<label><input type="checkbox" id="insurance" name="insurance" value="1"> Add travel insurance (6.5% of the trip cost)</label><div id="cost-summary"></div>
<label>First name <input id="first-name" name="first_name"></label> <label>Last name <input id="last-name" name="last_name"></label>
<label>E-mail <input id="email" name="email"></label> <label>Phone <input id="phone" name="phone"></label>
<label><input type="checkbox" id="agree" name="agree" value="1"> I agree to the rental agreement</label>
<button class="btn" id="complete-reservation">Complete reservation</button><p id="reserve-error"></p></form>`,
  });
}

export default defineSite({
  slug: 'site-generic-g',
  provider: 'site-generic',
  platform: 'independent site on classic server pages: ColdFusion (.cfm, .cfc?method=…&returnformat=json) and a PHP booking engine (/engine/cost/, /booking.php, /site_process.php, /generatequote)',
  chrome,
  assets: { [JS]: 'assets/pelicancove.js' },
  routes() {
    const reservations = new Ledger<{ number: string; stay: Stay; insurance: boolean; name: string }>(FIRST_RESERVATION);
    const requests = new Ledger<{ id: string; stay: Stay; name: string }>(FIRST_REQUEST);
    const quotes = new Ledger<{ no: string }>(FIRST_QUOTE);
    const key = (s: Stay, ...more: unknown[]) => JSON.stringify([s.home?.id, s.arrive, s.depart, s.adults, s.children, ...more]);
    return [
      get('/', () =>
        page({
          title: 'Home',
          main: `<section class="hero card"><h1>Gulf-front cottages on the Forgotten Coast</h1><p>Family owned since 1996.</p><p><a class="btn" href="/search.cfm">Search availability</a></p></section>
<div class="grid">${HOMES.map((h) => `<div class="card"><a href="${homeUrl(h)}">${esc(h.name)}</a> · ${esc(h.area)}</div>`).join('')}</div>`,
        }),
      ),
      get('/search.cfm', searchPage),
      get('/rental.cfm', (req) => {
        const h = homeById(req.query.get('propid'));
        return h ? rentalPage(h) : null;
      }),
      get('/properties.cfc', (req) => (req.query.get('method') === 'search' ? json(searchHomes(req.query)) : null)),
      get('/availability.cfc', (req) => (req.query.get('method') === 'check' ? json(availability(stayOf((n) => req.query.get(n), 'propid'))) : null)),
      get('/ajax/ajax-property-quote.cfm', (req) => json(propertyQuote(stayOf((n) => req.query.get(n), 'propid')))),
      post('/generatequote', (req) => {
        const f = fromForm(req.body);
        const s = stayOf(f, 'propid');
        const why = problem(s);
        if (why || !/@/.test(f('email') ?? '')) return json({ status: 'error', message: why ?? 'Please enter your e-mail address.' });
        const c = charges(s);
        const q = quotes.record(key(s, f('email')), (n) => ({ no: `PCQ-${n}` }));
        return json({ status: 'sent', quote_no: q.no, total: c.total, lines: Object.fromEntries(c.lines) });
      }),
      get('/engine/reserve/', (req) => {
        const s = stayOf((n) => req.query.get(n), 'unit');
        if (problem(s) || !s.home!.instant) return page({ title: 'Reserve', main: '<p class="alert">These dates cannot be reserved online. Please call us.</p>' }, 404);
        return reservePage(s);
      }),
      get('/engine/cost/', (req) => json(engineCost(stayOf((n) => req.query.get(n), 'unit'), req.query.get('insurance') === '1'))),
      post('/booking.php', (req) => {
        const f = fromForm(req.body);
        const s = stayOf(f, 'unit');
        const why = problem(s);
        if (why || !s.home!.instant) return json({ status: 'error', message: why ?? 'This home takes booking requests only.' });
        if (!f('first_name') || !f('last_name') || !/@/.test(f('email') ?? '')) return json({ status: 'error', message: 'Please fill in your name and e-mail address.' });
        if (f('agree') !== '1') return json({ status: 'error', message: 'Please accept the rental agreement.' });
        const insurance = f('insurance') === '1';
        const r = reservations.record(key(s, insurance, f('email')), (n) => ({ number: `PC-${n}`, stay: s, insurance, name: `${f('first_name')} ${f('last_name')}` }));
        const c = charges(r.stay, r.insurance);
        const h = r.stay.home!;
        return json({
          status: 'success',
          reservation: { number: r.number, unit_id: h.id, unit_name: h.name, arrive: r.stay.arrive, depart: r.stay.depart, adults: r.stay.adults, children: r.stay.children, charges: Object.fromEntries(c.lines), total: c.total, deposit: money(c.total / 2) },
          redirect: `/booking/success.cfm?res=${r.number}`,
        });
      }),
      get('/booking/success.cfm', (req: DemoRequest) => {
        const r = reservations.find(Number((req.query.get('res') ?? '').replace(/^PC-/, '')));
        if (!r) return null;
        const c = charges(r.stay, r.insurance);
        return page({
          title: 'Reservation confirmed',
          main: `<div class="card booking-success"><h1>Thank you, your reservation is confirmed</h1><p>Confirmation number <strong id="res-number">${esc(r.number)}</strong></p>
<p>${esc(r.stay.home!.name)} · ${esc(r.stay.arrive)} to ${esc(r.stay.depart)} · total ${usd(c.total)}; a deposit of ${usd(money(c.total / 2))} has been charged, the balance is due 30 days before arrival.</p></div>`,
        });
      }),
      post('/site_process.php', (req) => {
        const f = fromForm(req.body);
        if (f('process') !== 'booking_request') return json({ result: 'error', message: 'Unknown request.' });
        const s = stayOf(f, 'propid');
        const why = problem(s);
        if (why) return json({ result: 'error', message: why });
        if (!f('name') || !/@/.test(f('email') ?? '')) return json({ result: 'error', message: 'Please fill in your name and e-mail address.' });
        const r = requests.record(key(s, f('email')), (n) => ({ id: `BR-${n}`, stay: s, name: f('name')! }));
        return json({ result: 'ok', request_id: r.id, redirect: `/booking-request-sent.cfm?id=${r.id}` });
      }),
      get('/booking-request-sent.cfm', (req) => {
        const r = requests.find(Number((req.query.get('id') ?? '').replace(/^BR-/, '')));
        if (!r) return null;
        return page({
          title: 'Booking request sent',
          main: `<div class="card"><h1>Your booking request has been sent</h1><p>Request number <strong id="request-number">${esc(r.id)}</strong></p>
<p>The owner of ${esc(r.stay.home!.name)} will answer within 24 hours; nothing is charged until the stay is confirmed.</p></div>`,
        });
      }),
    ];
  },
});
