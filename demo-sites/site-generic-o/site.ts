// site-generic-o: Door County Cottage Co., a cottage-rental office on its own site: /rentals/search lists the
// cottages (bedrooms "n+", a nightly price range whose "Any" ends mean no limit), /property/<slug> shows a cottage
// with a rate calculator (form POST /property/rates, jQuery-style XHR, month-first dates; Recalculate asks again),
// /property/checkout takes the booking and answers 303 to /property/confirmation?reservation=… (spec 2
// "/property/confirmation"). Reported by the site-generic adapter, configured in recordings/site-generic-o/mapping.json.
// See README.md.
import { Ledger, quoteStay, stayProblem, toUsDate, type Stay } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { esc, get, json, parseForm, post, redirect } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { stayReader } from '../server/stay-reader.ts';
import { COTTAGES, FIRST_RESERVATION, PRICE_STEPS, PRICE_TOP, type Cottage } from './data.ts';

const JS = '/static/js/rate-calculator.js';
const chrome: Chrome = {
  stylesheet: '/static/css/cottages.css', accent: '#1c4e80',
  brand: 'Door County Cottage Co.', tagline: 'Waterfront cottages from Ephraim to Baileys Harbor',
  nav: [{ label: 'Find a cottage', href: '/' }, { label: 'All cottages', href: '/rentals/search' }],
  footer: 'Door County Cottage Co. · 9990 Water Street, Ephraim, WI 54211 · (920) 555-0188',
};
const page = sitePages(chrome, { scripts: [JS] });
const usd = (n: number) => formatMoney(n, '$');
const stayOf = stayReader({ fields: { checkin: 'check_in', checkout: 'check_out', adults: 'adults', children: 'children' }, dates: 'month-first' });
const byId = (v: unknown) => COTTAGES.find((c) => String(c.id) === String(v ?? ''));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function whyNot(c: Cottage, s: Stay): string | null {
  const p = stayProblem(c, s);
  if (!p) return null;
  return {
    dates: 'Select your check-in and check-out dates.',
    'min-stay': `${c.name} rents for ${c.minNights} nights or more.`,
    occupancy: `${c.name} accommodates ${c.maxGuests} guests at most.`,
    unavailable: 'Those dates are not available. Please try different dates.',
  }[p.kind];
}

function rate(c: Cottage, s: Stay) {
  const q = quoteStay(c, s);
  return {
    total: q.total,
    lines: [
      { label: `Lodging, ${plural(q.nights.length, 'night')}`, amount: q.rent },
      ...[...q.fees.filter((f) => !f.optional), ...q.taxes].map((l) => ({ label: l.name, amount: l.amount })),
    ],
  };
}

const stayFields = (c: Cottage, s: Stay): [string, string][] => [['property', String(c.id)], ['check_in', toUsDate(s.checkin)], ['check_out', toUsDate(s.checkout)], ['adults', String(s.adults)], ['children', String(s.children)]];
const select = (name: string, values: number[], label: (n: number) => string, chosen: number) => `<select name="${name}" id="${name}">${values.map((n) => `<option value="${n}"${n === chosen ? ' selected' : ''}>${label(n)}</option>`).join('')}</select>`;

function finder(q: URLSearchParams) {
  const s = stayOf(q);
  const min = Number(q.get('min_price') || 0);
  const max = Number(q.get('max_price') || PRICE_TOP);
  return `<form id="cottage-finder" class="card" method="get" action="/rentals/search">
<label>Check-in <input name="check_in" id="check_in" placeholder="mm/dd/yyyy" value="${esc(toUsDate(s.checkin))}"></label> <label>Check-out <input name="check_out" id="check_out" placeholder="mm/dd/yyyy" value="${esc(toUsDate(s.checkout))}"></label>
<label>Adults ${select('adults', [1, 2, 3, 4, 5, 6, 7, 8], String, s.adults)}</label> <label>Children ${select('children', [0, 1, 2, 3, 4, 5, 6], String, s.children)}</label>
<label>Bedrooms ${select('bedrooms', [0, 1, 2, 3, 4], (n) => (n ? `${n}+` : 'Any'), Number(q.get('bedrooms') || 0))}</label>
<label>Nightly rate ${select('min_price', [0, ...PRICE_STEPS], (n) => (n ? usd(n) : 'Any'), min)} to ${select('max_price', [...PRICE_STEPS, PRICE_TOP], (n) => (n < PRICE_TOP ? usd(n) : 'Any'), max)}</label>
<button class="btn" id="find-cottages">Find cottages</button></form>`;
}

function results(q: URLSearchParams) {
  const s = stayOf(q);
  const beds = Number(q.get('bedrooms') || 0);
  const min = Number(q.get('min_price') || 0);
  const max = Number(q.get('max_price') || PRICE_TOP);
  const hits = COTTAGES.filter((c) => c.bedrooms >= beds && c.nightly >= min && (max >= PRICE_TOP || c.nightly <= max) && c.maxGuests >= s.adults + s.children && (!s.checkin || !s.checkout || !stayProblem(c, s)));
  const carry = s.checkin && s.checkout ? `?${new URLSearchParams(stayFields(hits[0] ?? COTTAGES[0], s).slice(1))}` : '';
  return page({
    title: 'Available cottages',
    main: `${finder(q)}<h1>Available cottages</h1><p class="muted"><span id="rental-count">${plural(hits.length, 'cottage')}</span> match your search</p>
<div id="rentals" class="grid">${hits.map((c) => `<div class="card rental" data-property="${c.id}"><h3><a href="/property/${c.slug}${esc(carry)}">${esc(c.name)}</a></h3><p>${esc(c.town)} · ${c.bedrooms} bedrooms · sleeps ${c.maxGuests} · ${usd(c.nightly)} per night</p></div>`).join('')}</div>`,
  });
}

function cottagePage(c: Cottage, q: URLSearchParams) {
  const s = stayOf(q);
  return page({
    title: `${c.name} | Door County Cottage Co.`,
    main: `<h1 class="property-title">${esc(c.name)}</h1><p>${esc(c.town)}, Door County · ${c.bedrooms} bedrooms · ${c.bathrooms} baths · sleeps ${c.maxGuests} · ${c.minNights}-night minimum</p>
<form id="rate-calculator" class="card" data-property="${c.id}" onsubmit="return false"><label>Check-in <input id="rc-check-in" placeholder="mm/dd/yyyy" value="${esc(toUsDate(s.checkin))}"></label> <label>Check-out <input id="rc-check-out" placeholder="mm/dd/yyyy" value="${esc(toUsDate(s.checkout))}"></label>
<label>Adults <input type="number" id="rc-adults" min="1" value="${s.adults}"></label> <label>Children <input type="number" id="rc-children" min="0" value="${s.children}"></label>
<button type="button" class="btn" id="calculate">Calculate rate</button> <button type="button" class="btn-link" id="recalculate" disabled>Recalculate</button>
<div id="rate-output" aria-live="polite"></div><a class="btn" id="reserve" hidden href="#">Reserve now</a></form>`,
  });
}

export default defineSite({
  slug: 'site-generic-o',
  provider: 'site-generic',
  platform: 'independent cottage-rental site: its own pages (/rentals/search, /property/<slug>, /property/checkout, /property/confirmation) and one form-encoded call (POST /property/rates)',
  chrome,
  assets: { [JS]: 'assets/rate-calculator.js' },
  routes() {
    type Reservation = { number: string; cottage: Cottage; stay: Stay; guest: string };
    const ledger = new Ledger<Reservation>(FIRST_RESERVATION);
    return [
      get('/', (req) => page({ title: 'Door County cottage rentals', main: `<section class="hero card"><h1>Find your Door County cottage</h1><p>Lakeside and bayside cottages, booked direct with the people who clean them.</p></section>${finder(req.query)}` })),
      get('/rentals/search', (req) => results(req.query)),
      post('/property/rates', (req) => {
        const f = parseForm(req.body);
        const c = byId(f.property_id);
        if (!c) return json({ success: false, error: 'Property not found.' });
        const s = stayOf(f);
        const why = whyNot(c, s);
        const property = { id: c.id, name: c.name };
        return json(why ? { success: false, property, error: why } : { success: true, property, quote: rate(c, s) });
      }),
      get('/property/checkout', (req) => {
        const c = byId(req.query.get('property'));
        const s = stayOf(req.query);
        if (!c || whyNot(c, s)) return redirect('/rentals/search', 302);
        const r = rate(c, s);
        return page({
          title: `Reserve ${c.name}`,
          main: `<h1 class="property-title">${esc(c.name)}</h1><p class="card">${esc(toUsDate(s.checkin))} – ${esc(toUsDate(s.checkout))} · ${plural(s.adults, 'adult')}, ${plural(s.children, 'child').replace('childs', 'children')}</p>
<dl class="rate-lines">${r.lines.map((l) => `<dt>${esc(l.label)}</dt><dd>${usd(l.amount)}</dd>`).join('')}<dt>Total</dt><dd id="checkout-total">${usd(r.total)}</dd></dl>
<form id="checkout-form" class="card" method="post" action="/property/checkout">${stayFields(c, s).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}
<label>Name <input id="guest-name" name="guest_name"></label> <label>Email <input id="guest-email" name="guest_email"></label> <label>Phone <input id="guest-phone" name="guest_phone"></label>
<button class="btn" id="place-reservation">Place reservation</button></form>`,
        });
      }),
      post('/property/checkout', (req) => {
        const f = parseForm(req.body);
        const c = byId(f.property);
        const s = stayOf(f);
        if (!c || whyNot(c, s) || !f.guest_name || !/@/.test(String(f.guest_email ?? ''))) return redirect('/rentals/search', 303);
        const r = ledger.record(JSON.stringify([c.id, s, f.guest_email]), (n) => ({ number: `DCC-${n}`, cottage: c, stay: s, guest: String(f.guest_name) }));
        return redirect(`/property/confirmation?reservation=${r.number}`, 303);
      }),
      get('/property/confirmation', (req) => {
        const r = ledger.find(Number((req.query.get('reservation') ?? '').replace(/^DCC-/, '')));
        if (!r) return null;
        return page({
          title: 'Reservation confirmed',
          main: `<div class="card"><h1>Thank you, ${esc(r.guest)}. Your reservation is confirmed.</h1><p>Reservation number: <span id="reservation-number">${esc(r.number)}</span></p>
<p>${esc(r.cottage.name)}, ${esc(toUsDate(r.stay.checkin))} – ${esc(toUsDate(r.stay.checkout))}; total ${usd(rate(r.cottage, r.stay).total)}. Check-in is at 4 pm; the lockbox code comes by text the day before.</p></div>`,
        });
      }),
      get('/property/:slug', (req, p) => {
        const c = COTTAGES.find((x) => x.slug === p.slug);
        return c ? cottagePage(c, req.query) : null;
      }),
    ];
  },
});
