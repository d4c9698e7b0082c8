// site-generic-m: Casas da Costa, a small independent beach-house rental agency on the Algarve coast of Portugal (Lagos, Carvoeiro,
// Tavira) on its own PHP site: /casas.php?resort=… lists a resort's chalets (a nightly price slider, 0 to 2,000
// EUR, whose ends mean "no limit"; bedrooms "n+"), /casa.php?id=… shows a chalet with its price calendar
// (/ajax/price_cal) and price (/ajax/priceDetails, again in the "Price details" window), /book.php prices the stay
// per payment method (POST /api/properties/room_rate) and takes the booking: a bank transfer ends on the booking's
// page /order/confirm?ref=AR-5120 (linking the guest portal /guest/reservation/?ref=), a card goes through /payment.php to /checkout-success. Chalets the owner confirms take an
// inquiry (/inquiry.php, then /done). Reported by the site-generic adapter, configured in
// tracker/sites/site-generic-m.json. See README.md.
import { Ledger } from '../kit/fixtures.ts';
import { formatMoney } from '../kit/money.ts';
import { esc, get, json, parseForm, parseJson, post, redirect, type DemoRequest } from '../kit/http.ts';
import { sitePages } from '../kit/page.ts';
import type { Chrome } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { areaName, charges, priceCal, priceDetails, problem, roomRate, searchChalets, stayOf, chaletById, type Stay } from './api.ts';
import { AREAS, FIRST_BOOKING, FIRST_INQUIRY, PRICE_MAX, PRICE_STEP, CHALETS, type Chalet } from './data.ts';

const JS = '/assets/js/costa.js';
const chrome: Chrome = {
  stylesheet: '/assets/css/style.css', accent: '#3d7a4a',
  brand: 'Casas da Costa', tagline: 'Beach houses in Lagos, Carvoeiro and Tavira',
  nav: [{ label: 'Home', href: '/' }, { label: 'Lagos', href: '/casas.php?resort=lagos' }, { label: 'Carvoeiro', href: '/casas.php?resort=carvoeiro' }, { label: 'Tavira', href: '/casas.php?resort=tavira' }],
  footer: 'Casas da Costa, Lda. · Rua da Porta de Portugal 41, 8600-657 Lagos, Portugal · +351 282 771 234',
};
const page = sitePages(chrome, { scripts: [JS] });
const chf = (n: number) => formatMoney(n, "€", { thousands: ".", decimals: 0 });
const options = (from: number, to: number, chosen: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('');
const fromForm = (body: string) => {
  const f = parseForm(body);
  return (n: string) => (typeof f[n] == 'string' ? (f[n] as string) : null);
};
const stayQuery = (s: Stay) => new URLSearchParams({ checkin: s.checkin, checkout: s.checkout, adults: String(s.adults), children: String(s.children) }).toString();

function searchForm() {
  const areas = AREAS.map((a) => `<option value="${a.slug}">${esc(a.name)}</option>`).join('');
  const beds = ['<option value="">Any</option>', ...[1, 2, 3, 4, 5, 6].map((n) => `<option value="${n}">${n}+</option>`)].join('');
  const slider = (name: string, v: number) => `<input type="range" name="${name}" min="0" max="${PRICE_MAX}" step="${PRICE_STEP}" value="${v}">`;
  return `<form id="chalet-search" class="card" method="get" action="/casas.php"><label>Resort <select name="resort">${areas}</select></label>
<label>Check-in <input type="date" name="checkin"></label> <label>Check-out <input type="date" name="checkout"></label>
<label>Adults <select name="adults">${options(1, 10, 2)}</select></label> <label>Children <select name="children">${options(0, 6, 0)}</select></label>
<label>Bedrooms <select name="bedrooms">${beds}</select></label>
<fieldset id="price-slider"><legend>Price per night</legend>${slider('price_min', 0)} ${slider('price_max', PRICE_MAX)} <span id="price-label">Any price</span></fieldset>
<button class="btn" id="search-btn">Find chalets</button></form>`;
}

function resultsPage(q: URLSearchParams) {
  const hits = searchChalets(q);
  const area = areaName(q.get('resort'));
  const stay = new URLSearchParams(['checkin', 'checkout', 'adults', 'children'].filter((k) => q.get(k)).map((k) => [k, q.get(k)!])).toString();
  return page({
    title: area ? `Chalets in ${area}` : 'All chalets',
    main: `<h1>Chalets in <span id="resort-name">${esc(area ?? 'the Algarve')}</span></h1><p id="result-count" class="muted">${hits.length} ${hits.length === 1 ? 'chalet' : 'chalets'} found</p><p><a href="/">Modify search</a></p>
<div id="results" class="grid">${hits.map((v) => `<div class="card chalet" data-id="${v.id}"><a class="chalet-link" href="/casa.php?id=${v.id}${stay ? `&${esc(stay)}` : ''}">${esc(v.name)}</a> <span>${v.bedrooms} bedrooms · sleeps ${v.sleeps} · from ${chf(v.nightly)}/night${v.instant ? '' : ' · on request'}</span></div>`).join('')}</div>`,
  });
}

function chaletPage(v: Chalet, q: URLSearchParams) {
  const s = stayOf((n) => q.get(n), 'id');
  const next = v.instant
    ? '<a class="btn hidden" id="book-now" href="#">Book now</a>'
    : `<form id="inquiry-form" class="hidden" method="post" action="/inquiry.php"><p>This chalet is booked on request: the owner confirms your dates within 48 hours.</p>
<input type="hidden" name="casa_id" value="${v.id}"><input type="hidden" name="checkin"><input type="hidden" name="checkout"><input type="hidden" name="adults"><input type="hidden" name="children">
<label>Name <input id="inq-name" name="name"></label> <label>E-mail <input id="inq-email" name="email"></label> <label>Phone <input id="inq-phone" name="phone"></label>
<label>Message <textarea id="inq-message" name="message"></textarea></label><button class="btn" id="send-inquiry">Send inquiry</button></form>`;
  return page({
    title: v.name,
    main: `<article class="chalet"><h1 class="chalet-name">${esc(v.name)}</h1><p>${esc(areaName(v.area))} · ${v.bedrooms} bedrooms · sleeps ${v.sleeps} · minimum ${v.minNights} nights · from ${chf(v.nightly)}/night, plus cleaning and tourist tax</p>
<div id="price-cal" class="card" data-chalet="${v.id}"></div>
<div id="stay-widget" class="card" data-chalet="${v.id}" data-instant="${v.instant ? 1 : 0}"><label>Check-in <input type="date" id="checkin" value="${esc(s.checkin)}"></label> <label>Check-out <input type="date" id="checkout" value="${esc(s.checkout)}"></label>
<label>Adults <select id="adults">${options(1, v.sleeps, s.adults || 2)}</select></label> <label>Children <select id="children">${options(0, v.sleeps - 1, s.children)}</select></label>
<button type="button" class="btn" id="check-availability">Check availability</button><div id="stay-output"></div>
<a href="#" id="price-details-link" class="hidden">Price details</a><div id="price-details-modal" class="hidden card"></div>${next}</div></article>`,
  });
}

function bookPage(s: Stay) {
  const v = s.chalet!;
  return page({
    title: `Book ${v.name}`,
    main: `<h1 class="chalet-name">${esc(v.name)}</h1><p class="card">${esc(s.checkin)} to ${esc(s.checkout)} · ${s.adults} adults, ${s.children} children</p>
<form id="book-form" class="card" method="post" action="/book.php"><input type="hidden" name="casa_id" value="${v.id}">
${['checkin', 'checkout', 'adults', 'children'].map((k) => `<input type="hidden" name="${k}" value="${esc((s as unknown as Record<string, unknown>)[k])}">`).join('')}
<fieldset><legend>Payment</legend><label><input type="radio" name="payment_method" id="pay-bank" value="bank_transfer" checked> Bank transfer to Millennium BCP (within 5 days)</label>
<label><input type="radio" name="payment_method" id="pay-card" value="card"> Credit card (Visa, Mastercard; 2% surcharge)</label></fieldset><div id="rate-summary"></div>
<label>Full name <input id="guest-name" name="name"></label> <label>E-mail <input id="guest-email" name="email"></label> <label>Phone <input id="guest-phone" name="phone"></label>
<button class="btn" id="confirm-booking">Confirm booking</button></form>`,
  });
}

export default defineSite({
  slug: 'site-generic-m',
  provider: 'site-generic',
  platform: 'independent PHP site: legacy pages (/casas.php?resort=, /casa.php?id=, /book.php) and a small JSON API (/ajax/price_cal, /ajax/priceDetails, /api/properties/room_rate)',
  chrome,
  assets: { [JS]: 'assets/costa.js' },
  routes() {
    type Booking = { ref: string; stay: Stay; payment: 'card' | 'bank_transfer'; name: string; paid: boolean };
    const bookings = new Ledger<Booking>(FIRST_BOOKING);
    const inquiries = new Ledger<{ ref: string; stay: Stay; name: string }>(FIRST_INQUIRY);
    const key = (s: Stay, ...more: unknown[]) => JSON.stringify([s.chalet?.id, s.checkin, s.checkout, s.adults, s.children, ...more]);
    const bookingOf = (ref: string | null) => bookings.find(Number((ref ?? '').replace(/^AR-/, '')));
    const summary = (b: Booking) => `${esc(b.stay.chalet!.name)} · ${esc(b.stay.checkin)} to ${esc(b.stay.checkout)} · total ${chf(charges(b.stay, b.payment).total)}`;
    const bookingPage = (b: Booking | undefined) => {
        if (!b || b.payment !== 'bank_transfer') return null;
        return page({
          title: 'Booking complete',
          main: `<div class="card"><h1>Obrigado, ${esc(b.name)}! Your chalet is booked</h1><p>Booking reference <strong id="booking-ref">${esc(b.ref)}</strong></p><p>${summary(b)}</p>
<p>Please transfer the total within 5 days to Millennium BCP, IBAN PT50 0033 0000 4535 7654 3210 5 (Casas da Costa, Lda.), with ${esc(b.ref)} as the reference; we confirm by e-mail once it arrives. </p><p><a id="manage-booking" href="/guest/reservation/?ref=${esc(b.ref)}">Manage your reservation</a></p></div>`,
        });
    };
    return [
      get('/', () =>
        page({
          title: 'Beach houses in the Algarve',
          main: `<section class="hero card"><h1>Beach houses on the Algarve</h1><p>Family-run in Lagos since 1998: houses we know, a team on the coast all year.</p></section>${searchForm()}
<div class="grid">${CHALETS.map((v) => `<div class="card"><a href="/casa.php?id=${v.id}">${esc(v.name)}</a> · ${esc(areaName(v.area))}</div>`).join('')}</div>`,
        }),
      ),
      get('/casas.php', (req) => resultsPage(req.query)),
      get('/casa.php', (req) => {
        const v = chaletById(req.query.get('id'));
        return v ? chaletPage(v, req.query) : null;
      }),
      get('/ajax/price_cal', (req) => json(priceCal(req.query))),
      get('/ajax/priceDetails', (req) => json(priceDetails(stayOf((n) => req.query.get(n), 'casa_id')))),
      post('/api/properties/room_rate', (req) => {
        const body = parseJson(req.body);
        return json(roomRate(body && typeof body == 'object' ? (body as Record<string, unknown>) : {}));
      }),
      get('/book.php', (req) => {
        const s = stayOf((n) => req.query.get(n), 'casa_id');
        if (problem(s) || !s.chalet!.instant) return page({ title: 'Book', main: '<p class="alert">These dates cannot be booked online. Please call us on +351 282 771 234.</p>' }, 404);
        return bookPage(s);
      }),
      post('/book.php', (req) => {
        const f = fromForm(req.body);
        const s = stayOf(f, 'casa_id');
        if (problem(s) || !s.chalet!.instant || !f('name') || !/@/.test(f('email') ?? '')) return redirect(`/book.php?casa_id=${s.chalet?.id ?? ''}&${stayQuery(s)}`, 303);
        const payment = f('payment_method') === 'bank_transfer' ? 'bank_transfer' : 'card';
        const b = bookings.record(key(s, payment, f('email')), (n) => ({ ref: `AR-${n}`, stay: s, payment, name: f('name')!, paid: false }));
        return redirect(payment === "bank_transfer" ? `/order/confirm?ref=${b.ref}` : `/payment.php?order=${b.ref}`, 303);
      }),
      get("/order/confirm", (req) => bookingPage(bookingOf(req.query.get("ref")))),
      // the guest portal, linked from the confirmation and the e-mail
      get("/guest/reservation/", (req) => {
        const b = bookingOf(req.query.get("ref"));
        if (!b) return null;
        return page({ title: "Your reservation", main: `<div class="card"><h1>Your reservation</h1><p>Reservation <strong id="portal-reservation">${esc(b.ref)}</strong></p><p>${summary(b)}</p><p>Arrival from 16:00; key box code sent 3 days before arrival.</p></div>` });
      }),
      get('/payment.php', (req) => {
        const b = bookingOf(req.query.get('order'));
        if (!b || b.payment !== 'card') return null;
        return page({
          title: 'Card payment',
          main: `<h1>Card payment</h1><p class="card">Order ${esc(b.ref)} · ${summary(b)}</p><form id="card-form" class="card" method="post" action="/payment.php?order=${esc(b.ref)}">
<label>Card number <input id="card-number" name="card_number" autocomplete="cc-number"></label> <label>Expiry <input id="card-expiry" name="expiry" placeholder="MM/YY"></label> <label>CVV <input id="card-cvv" name="cvv"></label>
<button class="btn" id="pay-now">Pay ${chf(charges(b.stay, b.payment).total)}</button></form>`,
        });
      }),
      post('/payment.php', (req: DemoRequest) => {
        const b = bookingOf(req.query.get('order'));
        if (!b || b.payment !== 'card') return null;
        if (((fromForm(req.body)('card_number') ?? '').replace(/\D/g, '')).length < 12) return redirect(`/payment.php?order=${b.ref}`, 303);
        b.paid = true;
        return redirect(`/checkout-success?res=${b.ref}`, 303);
      }),
      get('/checkout-success', (req) => {
        const b = bookingOf(req.query.get('res'));
        if (!b || !b.paid) return null;
        return page({
          title: 'Payment successful',
          main: `<div class="card"><h1>Payment received — your chalet is booked</h1><p>Booking reference <strong id="booking-ref">${esc(b.ref)}</strong></p><p>${summary(b)}, paid by card.</p></div>`,
        });
      }),
      post('/inquiry.php', (req) => {
        const f = fromForm(req.body);
        const s = stayOf(f, 'casa_id');
        if (problem(s) || !f('name') || !/@/.test(f('email') ?? '')) return redirect(`/casa.php?id=${s.chalet?.id ?? ''}&${stayQuery(s)}`, 303);
        const r = inquiries.record(key(s, f('email')), (n) => ({ ref: String(n), stay: s, name: f('name')! }));
        return redirect(`/done?inquiry=${r.ref}`, 303);
      }),
      get('/done', (req) => {
        const r = inquiries.find(Number(req.query.get('inquiry') ?? ''));
        if (!r) return null;
        return page({
          title: 'Thank you',
          main: `<div class="card"><h1>Thank you, ${esc(r.name)}!</h1><p>Inquiry number <strong id="booking-ref">${esc(r.ref)}</strong></p>
<p>The owner of ${esc(r.stay.chalet!.name)} will confirm ${esc(r.stay.checkin)} to ${esc(r.stay.checkout)} within 48 hours; nothing is charged until then.</p></div>`,
        });
      }),
    ];
  },
});
