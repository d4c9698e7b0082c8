// site-generic-f: Dalmatinka Holidays, a holiday-rental agency in Split (Croatia) on an older Java site of its own
// (JSP pages and servlets), no booking platform. Search pages: /all.jsp (every house, a 50–1000 EUR price slider),
// /features/private-pool/, /inspiration/family-holidays/, /stay?region=Hvar and /book/step1 (the booking wizard's
// step 1: free houses for dates, after the home page's availability check POST /ajax/results). House pages
// /house.jsp?id=<n>: instant houses are priced by POST /book/step1 (ajax) and booked through /book/step2 and POST
// /book/confirm -> /book_confirmed.jsp, then /add-payment/ (the deposit) -> /my-reservation?goto=pay-success ->
// /my-bookings/receipt; houses let on request are priced by the owners' calendar system (GET /dbs/quote) and
// requested by POST /submit-request; the owner's acceptance mails a /book/confirm?request= link, then /book/view
// and /manage-booking. Reported by the site-generic adapter, configured in recordings/site-generic-f/mapping.json.
import { formatMoney } from '../server/money.ts';
import { esc, get, json, parseForm, post, redirect, type Form } from '../server/http.ts';
import { Ledger, money } from '../server/fixtures.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { bookable, dbsQuote, houseById, houseUrl, price, results, siteDate, stayOf, step1, type Stay } from './api.ts';
import { DEPOSIT_RATE, FEATURES, FIRST_BOOKING, FIRST_REQUEST, HOUSES, PRICE_SLIDER, REGIONS, THEMES, type Feature, type House, type Theme } from './data.ts';

const JS = '/js/dalmatinka.js';
const chrome: Chrome = {
  stylesheet: '/css/dalmatinka.css', accent: '#1d5c8a',
  brand: 'Dalmatinka Holidays', tagline: 'Villas, stone houses and apartments in Central Dalmatia since 1998',
  nav: [{ label: 'Home', href: '/' }, { label: 'All houses', href: '/all.jsp' }, { label: 'Pool villas', href: '/features/private-pool/' }, { label: 'Inspiration', href: '/inspiration/family-holidays/' }, { label: 'Stay on Hvar', href: '/stay?region=Hvar' }],
  footer: 'Dalmatinka Holidays d.o.o. · Obala Lazareta 3, 21000 Split, Croatia · ID code HR-AB-21-060012345',
};
const page = sitePages(chrome, { scripts: [JS] });
const eur = (n: number) => formatMoney(n, '€ ', { thousands: '.', decimal: ',' });
const one = (f: Form, k: string) => String([].concat((f[k] ?? '') as never)[0] ?? '');

const card = (h: House) => `<div class="card house" data-house="${h.id}"><a class="house-link" href="${houseUrl(h)}">${esc(h.name)}</a><span>${esc(h.place)}, ${esc(h.region)} · sleeps ${h.sleeps} · from ${eur(h.nightly)} / night${h.booking == 'request' ? ' · on request' : ''}</span></div>`;
const list = (title: string, intro: string, hs: House[], count: string, extra = '') =>
  page({ title, main: `<h1>${esc(title)}</h1><p>${esc(intro)}</p>${extra}<p class="results-count">${count}</p><div class="grid">${hs.map(card).join('')}</div>` });
const houses = (n: number) => `${n} ${n == 1 ? 'house' : 'houses'}`;
const options = (n: number, chosen: number, from = 0) => Array.from({ length: n - from + 1 }, (_, i) => `<option${i + from === chosen ? ' selected' : ''}>${i + from}</option>`).join('');
const dates = '<label>Arrival <input name="arrival" id="arrival" placeholder="dd.mm.yyyy" size="10"></label> <label>Departure <input name="departure" id="departure" placeholder="dd.mm.yyyy" size="10"></label>';

function home() {
  const regions = ['<option value="">Any region</option>', ...REGIONS.map((r) => `<option>${r}</option>`)].join('');
  return page({
    title: 'Holiday homes in Dalmatia',
    main: `<section class="hero card"><h1>Holiday homes in Split, on Brač and Hvar</h1>
<form id="quick-search" class="card" action="/book/step1">${dates}
<label>Adults <select name="adults" id="adults">${options(10, 2, 1)}</select></label> <label>Children <select name="children" id="children">${options(6, 0)}</select></label>
<label>Region <select name="region" id="region">${regions}</select></label> <button class="btn" id="check-availability">Check availability</button></form>
<div id="availability"></div></section>`,
  });
}

function housePage(h: House) {
  const box = h.booking == 'instant'
    ? '<button type="button" class="btn" id="check-price">Check price</button><div id="quote"></div><a class="btn hidden" id="book-now" href="#">Book now</a>'
    : `<button type="button" class="btn" id="check-price">Check price</button><div id="quote"></div>
<form id="request-form" class="hidden"><p>This house is let on request: the owner confirms within 24 hours.</p><label>Name <input name="name" id="guest-name"></label> <label>E-mail <input name="email" id="guest-email"></label>
<label>Message <textarea name="message" id="guest-message"></textarea></label><button class="btn" id="send-request">Send booking request</button><p id="request-result"></p></form>`;
  return page({
    title: h.name,
    main: `<article class="house-page"><h1 class="house-name">${esc(h.name)}</h1><p>${esc(h.place)}, ${esc(h.region)} · ${h.kind} · sleeps ${h.sleeps} · from ${eur(h.nightly)} / night</p>
<div id="booking-box" class="card" data-house="${h.id}" data-booking="${h.booking}">${dates}
<label>Adults <select name="adults" id="adults">${options(h.sleeps, 2, 1)}</select></label> <label>Children <select name="children" id="children">${options(4, 0)}</select></label>
${box}</div></article>`,
  });
}

const stayLine = (h: House, s: Stay) => `${esc(h.name)} · ${siteDate(s.arrival)} – ${siteDate(s.departure)} · ${s.adults} adults, ${s.children} children`;

export default defineSite({
  slug: 'site-generic-f',
  provider: 'site-generic',
  platform: 'independent Java (JSP/servlet) site: /all.jsp, /book/step1 (page and ajax), /ajax/results, /dbs/quote, /submit-request, /book/confirm, book_confirmed.jsp',
  chrome,
  assets: { [JS]: 'assets/dalmatinka.js' },
  routes() {
    type Booking = Stay & { ref: string; name: string; email: string; deposit: number; paid: number };
    const bookings = new Ledger<Booking>(FIRST_BOOKING);
    const requests = new Ledger<Stay & { id: string; name: string; email: string }>(FIRST_REQUEST);
    const byRef = (ref: string | null) => bookings.find(Number((ref ?? '').replace(/^AH-/, '')));
    const book = (s: Stay, name: string, email: string) =>
      bookings.record(JSON.stringify([s.house, s.arrival, s.departure, s.adults, s.children, email]), (n) => {
        const h = houseById(s.house)!;
        return { ...s, house: h.id, ref: `AH-${n}`, name, email, deposit: money(price(h, s).total * DEPOSIT_RATE), paid: 0 };
      });
    const summary = (b: Booking) => {
      const h = houseById(b.house)!;
      const p = price(h, b);
      return `<p>Booking number <strong id="booking-ref">${esc(b.ref)}</strong></p><p>${stayLine(h, b)}</p><ul class="breakdown">${p.items.map((l) => `<li>${esc(l.label)}: ${eur(l.amount)}</li>`).join('')}</ul><p>Total <strong class="booking-total">${eur(p.total)}</strong></p>`;
    };
    const bookingPage = (title: string, cls: string, ref: string | null, body: (b: Booking) => string) => {
      const b = byRef(ref);
      return b ? page({ title, main: `<div class="card ${cls}"><h1>${esc(title)}</h1>${summary(b)}${body(b)}</div>` }) : null;
    };
    return [
      get('/', home),
      get('/all.jsp', (req) => {
        const lo = Number(req.query.get('priceFrom') || PRICE_SLIDER[0]);
        const hi = Number(req.query.get('priceTo') || PRICE_SLIDER[1]);
        const hs = HOUSES.filter((h) => h.nightly >= lo && h.nightly <= hi);
        const form = `<form id="price-filter" class="card" action="/all.jsp">Price per night: <label>from € <input type="range" name="priceFrom" min="${PRICE_SLIDER[0]}" max="${PRICE_SLIDER[1]}" step="10" value="${lo}"></label> <label>to € <input type="range" name="priceTo" min="${PRICE_SLIDER[0]}" max="${PRICE_SLIDER[1]}" step="10" value="${hi}"></label> <button class="btn">Filter</button></form>`;
        return list('All our houses', 'Every villa, stone house and apartment we let.', hs, houses(hs.length), form);
      }),
      get('/features/:feature/', (_req, { feature }) => {
        const title = FEATURES[feature as Feature];
        const hs = HOUSES.filter((h) => h.features.includes(feature as Feature));
        return title ? list(title, 'Heated pools, sea views, and all to yourselves.', hs, houses(hs.length)) : null;
      }),
      get('/inspiration/:theme/', (_req, { theme }) => {
        const title = THEMES[theme as Theme];
        const hs = HOUSES.filter((h) => h.themes.includes(theme as Theme));
        return title ? list(title, 'Pebble beaches with shallow water, gardens and a playground nearby: our picks for families.', hs, houses(hs.length)) : null;
      }),
      get('/stay', (req) => {
        const region = req.query.get('region') ?? '';
        if (!REGIONS.includes(region as never)) return null;
        const hs = HOUSES.filter((h) => h.region === region);
        return list(`Stay on ${region}`, 'Lavender fields, old stone villages and the liveliest harbour of the Adriatic.', hs, houses(hs.length));
      }),
      get('/book/step1', (req) => {
        const s = stayOf((k) => req.query.get(k));
        const found = results(s, req.query.get('region'));
        const hs = found.houses.map((x) => houseById(x.id)!);
        return list('Book online – step 1 of 3: choose your house', `Free from ${siteDate(s.arrival)} to ${siteDate(s.departure)} for ${s.adults} adults and ${s.children} children.`, hs, `${houses(found.count)} available`);
      }),
      post('/ajax/results', (req) => {
        const f = parseForm(req.body);
        return json(results(stayOf((k) => one(f, k) || null), one(f, 'region') || null));
      }),
      get('/house.jsp', (req) => {
        const h = houseById(req.query.get('id'));
        return h ? housePage(h) : null;
      }),
      post('/book/step1', (req) => {
        const f = parseForm(req.body);
        return json(step1(stayOf((k) => one(f, k) || null)));
      }),
      get('/dbs/quote', (req) => json(dbsQuote(stayOf((k) => req.query.get(k), { house: 'object', arrival: 'from', departure: 'to' })))),
      post('/submit-request', (req) => {
        const f = parseForm(req.body);
        const s = stayOf((k) => one(f, k) || null);
        const h = houseById(s.house);
        const [name, email] = [one(f, 'name'), one(f, 'email')];
        if (!h || h.booking != 'request' || !bookable(s)) return json({ status: 'ERROR', message: 'The house cannot be requested for these dates.' });
        if (!name || !/@/.test(email)) return json({ status: 'ERROR', message: 'Please enter your name and e-mail address.' });
        const r = requests.record(JSON.stringify([h.id, s.arrival, s.departure, s.adults, s.children, email]), (n) => ({ ...s, house: h.id, id: `RQ-${n}`, name, email }));
        return json({ status: 'OK', requestId: r.id });
      }),
      get('/book/step2', (req) => {
        const s = stayOf((k) => req.query.get(k));
        const h = bookable(s);
        if (!h || h.booking != 'instant') return page({ title: 'Book online', main: '<p class="alert">These dates cannot be booked.</p>' }, 404);
        const hidden = ['house', 'arrival', 'departure', 'adults', 'children'].map((k) => `<input type="hidden" name="${k}" value="${esc(req.query.get(k))}">`).join('');
        return page({
          title: 'Book online – step 2 of 3',
          main: `<h1>Book online – step 2 of 3: your details</h1><p class="card">${stayLine(h, s)} · total <strong>${eur(price(h, s).total)}</strong>, ${Math.round(DEPOSIT_RATE * 100)}% deposit on booking</p>
<form id="guest-form" class="card" method="post" action="/book/confirm">${hidden}<label>Full name <input name="name" id="guest-name"></label> <label>E-mail <input name="email" id="guest-email"></label>
<label><input type="checkbox" name="terms" value="1" id="terms"> I accept the terms of rental</label> <button class="btn" id="confirm-booking">Confirm booking</button></form>`,
        });
      }),
      post('/book/confirm', (req) => {
        const f = parseForm(req.body);
        const s = stayOf((k) => one(f, k) || null);
        const h = bookable(s);
        if (!h || !one(f, 'name') || !/@/.test(one(f, 'email')) || one(f, 'terms') != '1') return page({ title: 'Book online', main: '<p class="alert">Please check your details.</p>' }, 400);
        return redirect(`/book_confirmed.jsp?ref=${book(s, one(f, 'name'), one(f, 'email')).ref}`);
      }),
      get('/book_confirmed.jsp', (req) =>
        bookingPage('Booking confirmed', 'book-confirmed', req.query.get('ref'), (b) => `<p>Thank you, ${esc(b.name)}. Please pay the deposit of <strong>${eur(b.deposit)}</strong> within 3 days.</p><p><a class="btn" id="pay-deposit" href="/add-payment/?ref=${b.ref}">Pay the deposit now</a></p>`),
      ),
      get('/add-payment/', (req) =>
        bookingPage('Pay your deposit', 'add-payment', req.query.get('ref'), (b) => `<form id="payment-form" class="card" method="post" action="/add-payment/"><input type="hidden" name="ref" value="${b.ref}"><p>Deposit due <strong id="deposit">${eur(b.deposit)}</strong></p>
<label>Card number <input name="card" id="card-number" autocomplete="cc-number"></label> <label>Expiry <input name="expiry" id="card-expiry" placeholder="mm/yy"></label> <label>CVC <input name="cvc" id="card-cvc"></label> <button class="btn" id="pay">Pay ${eur(b.deposit)}</button></form>`),
      ),
      post('/add-payment/', (req) => {
        const f = parseForm(req.body);
        const b = byRef(one(f, 'ref'));
        if (!b || !/^\d{12,19}$/.test(one(f, 'card').replace(/\s/g, ''))) return page({ title: 'Payment', main: '<p class="alert">The payment was declined.</p>' }, 402);
        b.paid = b.deposit;
        return redirect(`/my-reservation?ref=${b.ref}&goto=pay-success`);
      }),
      get('/my-reservation', (req) =>
        bookingPage(req.query.get('goto') == 'pay-success' ? 'Payment received' : 'My reservation', 'my-reservation', req.query.get('ref'), (b) => `<p>Paid <strong id="paid">${eur(b.paid)}</strong>; the balance is due 30 days before arrival.</p><p><a id="receipt-link" href="/my-bookings/receipt?ref=${b.ref}">Your receipt</a></p>`),
      ),
      get('/my-bookings/receipt', (req) => bookingPage('Receipt', 'receipt', req.query.get('ref'), (b) => `<p>Received with thanks: <strong id="receipt-paid">${eur(b.paid)}</strong> (deposit), ${esc(b.name)}, ${esc(b.email)}</p>`)),
      get('/book/confirm', (req) => {
        // the owner accepted the request; the mail's link books it
        const r = requests.find(Number((req.query.get('request') ?? '').replace(/^RQ-/, '')));
        if (!r || !bookable(r)) return null;
        const b = book(r, r.name, r.email);
        return bookingPage('Your booking is confirmed', 'book-confirm', b.ref, () => `<p>The owner has accepted your request ${esc(r.id)}.</p><p><a id="view-booking" href="/book/view?ref=${b.ref}">View your booking</a></p>`);
      }),
      get('/book/view', (req) => bookingPage('Your booking', 'book-view', req.query.get('ref'), (b) => `<p>Deposit due <strong>${eur(b.deposit)}</strong>.</p><p><a id="manage-booking" href="/manage-booking?ref=${b.ref}">Manage booking</a></p>`)),
      get('/manage-booking', (req) => bookingPage('Manage booking', 'manage-booking', req.query.get('ref'), () => '<p>Change arrival time, add a cot or a high chair, or cancel.</p><button class="btn" type="button" id="add-extras">Add extras</button>')),
    ];
  },
});

