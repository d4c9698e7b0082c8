// site-generic-k: Kernow Coast Holiday Homes, a small letting agency for self-catering holiday homes in Cornwall (St
// Ives, Padstow, Falmouth) on its own site: /holiday-homes?location=… lists the homes (bedrooms "n+", price per
// night selects whose "No min" / "No max" ends mean no limit), /cottage?id=… shows a home with an availability and
// price check (POST /api/availability/quote, again when the price breakdown opens), /book takes the booking: a bank
// transfer (25% deposit) ends on /booking-thanks, a card goes through /secure-payment to /reservation-success. Homes
// the owner confirms take an enquiry posted to /make-a-booking, which thanks the guest on that URL. Reported by the
// site-generic adapter, configured in recordings/site-generic-k/mapping.json. See README.md.
import { Ledger } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { esc, get, json, parseForm, parseJson, post, redirect, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { areaName, charges, homeById, problem, quote, searchHomes, stayOf, type Stay } from './api.ts';
import { AREAS, DEPOSIT, FIRST_BOOKING, FIRST_ENQUIRY, HOMES, PRICE_STEPS, PRICE_TOP, type Home } from './data.ts';

const JS = '/assets/js/kernow.js';
const chrome: Chrome = {
  stylesheet: '/assets/css/style.css', accent: '#1f5f7a',
  brand: 'Kernow Coast Holiday Homes', tagline: 'Self-catering cottages and houses in St Ives, Padstow and Falmouth',
  nav: [{ label: 'Home', href: '/' }, { label: 'St Ives', href: '/holiday-homes?location=st-ives' }, { label: 'Padstow', href: '/holiday-homes?location=padstow' }, { label: 'Falmouth', href: '/holiday-homes?location=falmouth' }],
  footer: 'Kernow Coast Holiday Homes Ltd · 4 Fore Street, St Ives, Cornwall TR26 1AB · 01736 000 000',
};
const page = sitePages(chrome, { scripts: [JS] });
const gbp = (n: number) => formatMoney(n, '£', { thousands: ',', decimals: 0 });
const options = (from: number, to: number, chosen: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('');
const fromForm = (body: string) => {
  const f = parseForm(body);
  return (n: string) => (typeof f[n] == 'string' ? (f[n] as string) : null);
};
const stayQuery = (s: Stay) => new URLSearchParams({ arrival: s.arrival, departure: s.departure, adults: String(s.adults), children: String(s.children) }).toString();

function searchForm() {
  const areas = AREAS.map((a) => `<option value="${a.slug}">${esc(a.name)}</option>`).join('');
  const beds = ['<option value="">Any</option>', ...[1, 2, 3, 4].map((n) => `<option value="${n}">${n}+</option>`)].join('');
  const mins = ['<option value="0">No min</option>', ...PRICE_STEPS.map((p) => `<option value="${p}">${gbp(p)}</option>`)].join('');
  const maxs = [...PRICE_STEPS.map((p) => `<option value="${p}">${gbp(p)}</option>`), `<option value="${PRICE_TOP}" selected>No max</option>`].join('');
  return `<form id="home-search" class="card" method="get" action="/holiday-homes"><label>Location <select name="location">${areas}</select></label>
<label>Arrival <input type="date" name="arrival"></label> <label>Departure <input type="date" name="departure"></label>
<label>Adults <select name="adults">${options(1, 10, 2)}</select></label> <label>Children <select name="children">${options(0, 6, 0)}</select></label>
<label>Bedrooms <select name="bedrooms">${beds}</select></label>
<label>Price per night from <select name="min_price">${mins}</select></label> <label>to <select name="max_price">${maxs}</select></label>
<button class="btn" id="search-btn">Search holiday homes</button></form>`;
}

function resultsPage(q: URLSearchParams) {
  const hits = searchHomes(q);
  const area = areaName(q.get('location'));
  const stay = new URLSearchParams(['arrival', 'departure', 'adults', 'children'].filter((k) => q.get(k)).map((k) => [k, q.get(k)!])).toString();
  return page({
    title: area ? `Holiday homes in ${area}` : 'Holiday homes in Cornwall',
    main: `<h1>Holiday homes in <span id="area-name">${esc(area ?? 'Cornwall')}</span></h1><p id="result-count" class="muted">${hits.length} holiday ${hits.length === 1 ? 'home' : 'homes'} found</p><p><a href="/">Change search</a></p>
<div id="results" class="grid">${hits.map((h) => `<div class="card home" data-id="${h.id}"><a class="home-link" href="/cottage?id=${h.id}${stay ? `&${esc(stay)}` : ''}">${esc(h.name)}</a> <span>${h.bedrooms} bedrooms · sleeps ${h.sleeps} · from ${gbp(h.nightly)} per night${h.instant ? '' : ' · enquire to book'}</span></div>`).join('')}</div>`,
  });
}

function homePage(h: Home, q: URLSearchParams) {
  const s = stayOf((n) => q.get(n), 'id');
  const next = h.instant
    ? '<a class="btn hidden" id="book-now" href="#">Book now</a>'
    : `<form id="enquiry-form" class="hidden" method="post" action="/make-a-booking"><p>The owner confirms every booking of this home: send us your dates and we reply within a working day.</p>
<input type="hidden" name="id" value="${h.id}"><input type="hidden" name="arrival"><input type="hidden" name="departure"><input type="hidden" name="adults"><input type="hidden" name="children">
<label>Name <input id="enq-name" name="name"></label> <label>Email <input id="enq-email" name="email"></label> <label>Phone <input id="enq-phone" name="phone"></label>
<label>Message <textarea id="enq-message" name="message"></textarea></label><button class="btn" id="send-enquiry">Send booking enquiry</button></form>`;
  return page({
    title: h.name,
    main: `<article class="home"><h1 class="home-name">${esc(h.name)}</h1><p>${esc(areaName(h.area))} · ${h.bedrooms} bedrooms · sleeps ${h.sleeps} · minimum ${h.minNights} nights · from ${gbp(h.nightly)} per night</p>
<div id="availability" class="card" data-home="${h.id}" data-instant="${h.instant ? 1 : 0}"><label>Arrival <input type="date" id="arrival" value="${esc(s.arrival)}"></label> <label>Departure <input type="date" id="departure" value="${esc(s.departure)}"></label>
<label>Adults <select id="adults">${options(1, h.sleeps, s.adults || 2)}</select></label> <label>Children <select id="children">${options(0, h.sleeps - 1, s.children)}</select></label>
<button type="button" class="btn" id="check-price">Check availability &amp; price</button><div id="quote-output"></div>
<a href="#" id="breakdown-link" class="hidden">See price breakdown</a><div id="breakdown" class="hidden card"></div>${next}</div></article>`,
  });
}

function bookPage(s: Stay) {
  const h = s.home!;
  const c = charges(s);
  return page({
    title: `Book ${h.name}`,
    main: `<h1 class="home-name">${esc(h.name)}</h1><p class="card">${esc(s.arrival)} to ${esc(s.departure)} · ${s.adults} adults, ${s.children} children · total <strong id="book-total">${gbp(c.total)}</strong></p>
<form id="book-form" class="card" method="post" action="/book"><input type="hidden" name="id" value="${h.id}">
${(['arrival', 'departure', 'adults', 'children'] as const).map((k) => `<input type="hidden" name="${k}" value="${esc(s[k])}">`).join('')}
<fieldset><legend>Payment</legend><label><input type="radio" name="payment" id="pay-bank" value="bank" checked> Bank transfer: ${gbp(Math.round(c.total * DEPOSIT))} deposit now, the balance 6 weeks before arrival</label>
<label><input type="radio" name="payment" id="pay-card" value="card"> Debit or credit card: pay ${gbp(c.total)} in full now</label></fieldset>
<label>Full name <input id="guest-name" name="name"></label> <label>Email <input id="guest-email" name="email"></label> <label>Phone <input id="guest-phone" name="phone"></label>
<button class="btn" id="confirm-booking">Confirm booking</button></form>`,
  });
}

export default defineSite({
  slug: 'site-generic-k',
  provider: 'site-generic',
  platform: 'independent letting-agency site: its own pages (/holiday-homes?location=, /cottage?id=, /book, /make-a-booking) and one JSON call (/api/availability/quote)',
  chrome,
  assets: { [JS]: 'assets/kernow.js' },
  routes() {
    type Booking = { ref: string; stay: Stay; payment: 'card' | 'bank'; name: string; paid: boolean };
    const bookings = new Ledger<Booking>(FIRST_BOOKING);
    const enquiries = new Ledger<{ ref: string; stay: Stay; name: string }>(FIRST_ENQUIRY);
    const key = (s: Stay, ...more: unknown[]) => JSON.stringify([s.home?.id, s.arrival, s.departure, s.adults, s.children, ...more]);
    const bookingOf = (ref: string | null) => bookings.find(Number((ref ?? '').replace(/^KCH-/, '')));
    const summary = (b: Booking) => `${esc(b.stay.home!.name)} · ${esc(b.stay.arrival)} to ${esc(b.stay.departure)} · total ${gbp(charges(b.stay).total)}`;
    return [
      get('/', () =>
        page({
          title: 'Cornwall holiday homes',
          main: `<section class="hero card"><h1>Holiday homes on the Cornish coast</h1><p>Cottages and houses we know and look after, a local team in St Ives since 2009.</p></section>${searchForm()}
<div class="grid">${HOMES.map((h) => `<div class="card"><a href="/cottage?id=${h.id}">${esc(h.name)}</a> · ${esc(areaName(h.area))}</div>`).join('')}</div>`,
        }),
      ),
      get('/holiday-homes', (req) => resultsPage(req.query)),
      get('/cottage', (req) => {
        const h = homeById(req.query.get('id'));
        return h ? homePage(h, req.query) : null;
      }),
      post('/api/availability/quote', (req) => {
        const body = parseJson(req.body);
        return json(quote(body && typeof body == 'object' ? (body as Record<string, unknown>) : {}));
      }),
      get('/book', (req) => {
        const s = stayOf((n) => req.query.get(n), 'id');
        if (problem(s) || !s.home!.instant) return page({ title: 'Book', main: '<p class="alert">These dates cannot be booked online. Please call us on 01736 000 000.</p>' }, 404);
        return bookPage(s);
      }),
      post('/book', (req) => {
        const f = fromForm(req.body);
        const s = stayOf(f, 'id');
        if (problem(s) || !s.home!.instant || !f('name') || !/@/.test(f('email') ?? '')) return redirect(`/book?id=${s.home?.id ?? ''}&${stayQuery(s)}`, 303);
        const payment = f('payment') === 'card' ? 'card' : 'bank';
        const b = bookings.record(key(s, payment, f('email')), (n) => ({ ref: `KCH-${n}`, stay: s, payment, name: f('name')!, paid: false }));
        return redirect(payment === 'bank' ? `/booking-thanks?ref=${b.ref}` : `/secure-payment?ref=${b.ref}`, 303);
      }),
      get('/booking-thanks', (req) => {
        const b = bookingOf(req.query.get('ref'));
        if (!b || b.payment !== 'bank') return null;
        const deposit = Math.round(charges(b.stay).total * DEPOSIT);
        return page({
          title: 'Thank you for your booking',
          main: `<div class="card"><h1>Thank you, ${esc(b.name)}: your holiday home is booked</h1><p>Booking reference <strong id="booking-ref">${esc(b.ref)}</strong></p><p>${summary(b)}</p>
<p>Please pay the ${gbp(deposit)} deposit within 3 days to Kernow Coast Holiday Homes Ltd, sort code 00-00-00, account 12345678, quoting ${esc(b.ref)}; the balance is due 6 weeks before arrival.</p></div>`,
        });
      }),
      get('/secure-payment', (req) => {
        const b = bookingOf(req.query.get('ref'));
        if (!b || b.payment !== 'card') return null;
        return page({
          title: 'Secure card payment',
          main: `<h1>Secure card payment</h1><p class="card">Booking ${esc(b.ref)} · ${summary(b)}</p><form id="card-form" class="card" method="post" action="/secure-payment?ref=${esc(b.ref)}">
<label>Card number <input id="card-number" name="card_number" autocomplete="cc-number"></label> <label>Expiry <input id="card-expiry" name="expiry" placeholder="MM/YY"></label> <label>Security code <input id="card-cvv" name="cvv"></label>
<button class="btn" id="pay-now">Pay ${gbp(charges(b.stay).total)}</button></form>`,
        });
      }),
      post('/secure-payment', (req: DemoRequest) => {
        const b = bookingOf(req.query.get('ref'));
        if (!b || b.payment !== 'card') return null;
        if ((fromForm(req.body)('card_number') ?? '').replace(/\D/g, '').length < 12) return redirect(`/secure-payment?ref=${b.ref}`, 303);
        b.paid = true;
        return redirect(`/reservation-success?booking=${b.ref}`, 303);
      }),
      get('/reservation-success', (req) => {
        const b = bookingOf(req.query.get('booking'));
        if (!b || !b.paid) return null;
        return page({
          title: 'Reservation confirmed',
          main: `<div class="card"><h1>Payment received: your reservation is confirmed</h1><p>Booking reference <strong id="booking-ref">${esc(b.ref)}</strong></p><p>${summary(b)}, paid in full by card.</p></div>`,
        });
      }),
      // the enquiry form (on the home's page) posts here; the answer thanks the guest on this same URL
      post('/make-a-booking', (req) => {
        const f = fromForm(req.body);
        const s = stayOf(f, 'id');
        if (problem(s) || !f('name') || !/@/.test(f('email') ?? '')) return redirect(`/cottage?id=${s.home?.id ?? ''}&${stayQuery(s)}`, 303);
        const r = enquiries.record(key(s, f('email')), (n) => ({ ref: `ENQ-${n}`, stay: s, name: f('name')! }));
        return page({
          title: 'Booking enquiry received',
          main: `<div class="card"><h1>Thank you, ${esc(r.name)}</h1><p>Enquiry reference <strong id="booking-ref">${esc(r.ref)}</strong></p>
<p>We have asked the owner of ${esc(r.stay.home!.name)} to confirm ${esc(r.stay.arrival)} to ${esc(r.stay.departure)}; we reply within a working day, and nothing is charged until then.</p></div>`,
        });
      }),
    ];
  },
});
