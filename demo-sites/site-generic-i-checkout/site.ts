// site-generic-i-checkout: Currituck Coast Rentals' own checkout host (checkout.currituckcoastrentals.com in
// production; the demo server serves www.<slug>-demo.test hosts), where the marketing site (demo-sites/site-generic-i)
// sends its guests: /checkout re-prices the stay (GET /api/v1/quote) and takes the guest's details
// (POST /api/v1/reservations holds the home), the PCI payment pages take the card (/page/pci/payment/Payment,
// POST /page/pci/payment/ProcessPayment, then /page/pci/payment/PaymentThanks), and the stay ends on
// /confirmation, with the guest portal at /guests/reservations/<id>. The same site mapping's siteKey as the
// marketing site (recordings/site-generic-i-checkout/mapping.json). See ../site-generic-i/README.md.
import { Ledger } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { toShortDate } from '../server/dates.ts';
import { esc, get, json, parseForm, parseJson, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { charges, FIRST_RESERVATION, homeById, PAST_RESERVATIONS, problem, stayOf, type Stay } from '../platforms/site-generic/currituck-coast/data.ts';

const JS = '/static/checkout.js';
const chrome: Chrome = {
  stylesheet: '/static/checkout.css', accent: '#2f6f73',
  brand: 'Currituck Coast Rentals', tagline: 'Secure checkout',
  nav: [{ label: 'Back to currituckcoastrentals.com', href: 'http://www.site-generic-i-demo.test/' }],
  footer: 'Currituck Coast Rentals · Payments are processed on our PCI DSS compliant payment pages',
};
const page = sitePages(chrome, { scripts: [JS] });
const usd = (n: number) => formatMoney(n, '$');
/** Stripe's documented "generic decline" test card number: the processor refuses it. */
export const DECLINED_CARD = '4000000000000002';

interface Reservation {
  id: string;
  stay: Stay;
  guest: string;
  email: string;
  paid: boolean;
  transaction?: string;
}

const stayLine = (s: Stay) => `${esc(s.home!.name)} · ${toShortDate(s.checkin)} to ${toShortDate(s.checkout)} · ${s.adults} adults, ${s.children} children`;
const lineTable = (s: Stay) => {
  const c = charges(s);
  return `<table class="charges">${c.lines.map((l) => `<tr><td>${esc(l.label)}</td><td>${usd(l.amount)}</td></tr>`).join('')}<tr><th>Total</th><th class="total">${usd(c.total)}</th></tr></table>`;
};

/** GET /api/v1/quote?listing&checkin&checkout&adults&children -> { listing: { id, name }, …, lines, total } or { error } */
export function quote(q: URLSearchParams) {
  const s = stayOf((n) => q.get(n), 'listing');
  const why = problem(s);
  if (why) return { error: why };
  const c = charges(s);
  return { listing: { id: s.home!.id, name: s.home!.name }, checkin: s.checkin, checkout: s.checkout, adults: s.adults, children: s.children, nights: c.nights, lines: c.lines, total: c.total, currency: 'USD' };
}

/** What the processor's answer and the pages show of a reservation. */
const reservationJson = (r: Reservation) => {
  const c = charges(r.stay);
  return { id: r.id, status: r.paid ? 'confirmed' : 'awaiting_payment', listing_id: r.stay.home!.id, listing_name: r.stay.home!.name, checkin: r.stay.checkin, checkout: r.stay.checkout, adults: r.stay.adults, children: r.stay.children, charges: c.lines, total: c.total, currency: 'USD' };
};

export default defineSite({
  slug: 'site-generic-i-checkout',
  provider: 'site-generic',
  platform: "independent rental company's own checkout host: checkout page, PCI payment pages, confirmation and guest portal",
  chrome,
  assets: { [JS]: 'assets/checkout.js' },
  routes() {
    const reservations = new Ledger<Reservation>(FIRST_RESERVATION);
    const find = (id: string | null | undefined) => reservations.find(Number(String(id ?? '').replace(/^CCR-/, '')));
    return [
      get('/checkout', (req) => {
        const s = stayOf((n) => req.query.get(n), 'listing');
        if (!s.home) return page.notFound();
        return page({
          title: 'Checkout',
          main: `<p class="muted">Step 1 of 2 · Your details</p><h1 class="home-name">${esc(s.home.name)}</h1><p class="card">${stayLine(s)}</p>
<div id="summary" class="card" data-listing="${s.home.id}"></div>
<form id="guest-form" class="card hidden"><label>First name <input id="first-name" name="first_name"></label> <label>Last name <input id="last-name" name="last_name"></label>
<label>E-mail <input id="email" name="email"></label> <label>Phone <input id="phone" name="phone"></label>
<button class="btn" id="continue-to-payment">Continue to payment</button><p id="form-error"></p></form>`,
        });
      }),
      get('/api/v1/quote', (req) => json(quote(req.query))),
      post('/api/v1/reservations', (req) => {
        const b = (parseJson(req.body) ?? {}) as Record<string, any>;
        const s = stayOf((n) => (b[n] == null ? null : String(b[n])), 'listing');
        const why = problem(s);
        if (why) return json({ error: why }, 422);
        const g = (b.guest ?? {}) as Record<string, string>;
        if (!g.first_name || !g.last_name || !/@/.test(g.email ?? '')) return json({ error: 'Please enter your name and e-mail address.' }, 422);
        const key = JSON.stringify([s.home!.id, s.checkin, s.checkout, s.adults, s.children, g.email]);
        const r = reservations.record(key, (n) => ({ id: `CCR-${n}`, stay: s, guest: `${g.first_name} ${g.last_name}`, email: g.email, paid: false }));
        return json({ reservation: reservationJson(r), payment_url: `/page/pci/payment/Payment?reservation=${r.id}` }, 201);
      }),
      get('/page/pci/payment/Payment', (req) => {
        const r = find(req.query.get('reservation'));
        if (!r) return page.notFound();
        return page({
          title: 'Payment',
          main: `<p class="muted">Step 2 of 2 · Payment</p><h1>Pay for reservation ${esc(r.id)}</h1><p class="card">${stayLine(r.stay)}</p>${lineTable(r.stay)}
<form id="card-form" class="card" data-reservation="${esc(r.id)}"><label>Name on card <input id="card-name" name="card_name" autocomplete="cc-name"></label>
<label>Card number <input id="card-number" name="card_number" autocomplete="cc-number" inputmode="numeric"></label> <label>Expiry (MM/YY) <input id="card-exp" name="card_exp" autocomplete="cc-exp"></label>
<label>CVC <input id="card-cvc" name="card_cvc" autocomplete="cc-csc"></label><button class="btn" id="pay">Pay ${usd(charges(r.stay).total)}</button><p id="payment-error" role="alert"></p></form>`,
        });
      }),
      post('/page/pci/payment/ProcessPayment', (req) => {
        const f = parseForm(req.body);
        const r = find(String(f.reservation ?? ''));
        if (!r) return json({ result: 'Error', message: 'Unknown reservation.' }, 404);
        const card = String(f.card_number ?? '').replace(/\D/g, '');
        if (card.length < 15 || !/^\d{2}\/\d{2}$/.test(String(f.card_exp ?? '')) || !/^\d{3,4}$/.test(String(f.card_cvc ?? ''))) return json({ result: 'Error', message: 'Please check your card details.' });
        if (card === DECLINED_CARD) return json({ result: 'Declined', message: 'Your card was declined. Please try another card.' });
        r.paid = true;
        r.transaction = `TXN-${r.id.slice(4)}-01`;
        return json({ result: 'Approved', transaction_id: r.transaction, reservation: reservationJson(r), redirect: `/page/pci/payment/PaymentThanks?reservation=${r.id}` });
      }),
      get('/page/pci/payment/PaymentThanks', (req) => {
        const r = find(req.query.get('reservation'));
        if (!r?.paid) return page.notFound();
        return page({
          title: 'Payment received',
          main: `<div class="card"><h1>Thank you, your payment was received</h1><p>${usd(charges(r.stay).total)} · transaction <span id="transaction">${esc(r.transaction)}</span></p>
<p><a class="btn" id="view-confirmation" href="/confirmation?reservation=${esc(r.id)}">View your confirmation</a></p></div>`,
        });
      }),
      get('/confirmation', (req) => {
        const r = find(req.query.get('reservation'));
        if (!r?.paid) return page.notFound();
        return page({
          title: 'Reservation confirmed',
          main: `<div class="card confirmation"><h1>Your reservation is confirmed</h1><p>Reservation number <strong id="reservation-number">${esc(r.id)}</strong></p><p>${stayLine(r.stay)}</p>${lineTable(r.stay)}
<p>A confirmation has been sent to ${esc(r.email)}. Door codes are in your guest portal 3 days before arrival.</p><p><a class="btn" id="manage-reservation" href="/guests/reservations/${esc(r.id)}">Manage your reservation</a></p></div>`,
        });
      }),
      get('/guests/reservations/:id', (_req, p) => {
        const r = find(p.id);
        const past = PAST_RESERVATIONS.find((x) => x.id === p.id);
        const view = r?.paid ? { id: r.id, stay: r.stay, guest: r.guest } : past ? { id: past.id, stay: { home: homeById(past.homeId), checkin: past.checkin, checkout: past.checkout, adults: past.adults, children: past.children }, guest: past.guest } : null;
        if (!view) return page.notFound();
        return page({
          title: `Reservation ${view.id}`,
          main: `<div class="card guest-portal"><h1>Welcome, ${esc(view.guest.split(' ')[0])}</h1><p>Reservation <strong id="portal-reservation">${esc(view.id)}</strong> · confirmed</p><p>${stayLine(view.stay)}</p>
<ul><li>Check-in 4 pm, check-out 10 am</li><li>Door code: available 3 days before arrival</li><li>Linens and towels: add on by calling (252) 555-0176</li></ul></div>`,
        });
      }),
    ];
  },
});
