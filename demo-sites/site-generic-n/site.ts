// site-generic-n: Great Smoky Retreats, a family cabin-rental company in the Smokies on its own site: /lodging lists
// the cabins free for a stay (bedrooms "n or more"), /lodging/<slug> shows a cabin with a "Get my total" quote (GET
// /api/quote, fetch, JSON; "Refresh total" asks again), /booking/new takes the guest's details and the form's POST
// /booking answers 303 to /booking/<confirmation>/complete (spec 2 "/complete"). Reported by the site-generic
// adapter, configured in recordings/site-generic-n/mapping.json. See README.md.
import { Ledger, nightsOf, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { esc, get, json, parseForm, post, redirect, type Form } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { stayReader } from '../server/stay-reader.ts';
import { CABINS, FIRST_CONFIRMATION, type Cabin } from './data.ts';

const JS = '/js/smoky-quote.js';
const chrome: Chrome = {
  stylesheet: '/css/retreats.css', accent: '#3d5a2a',
  brand: 'Great Smoky Retreats', tagline: 'Log cabins and chalets in Gatlinburg and Pigeon Forge',
  nav: [{ label: 'Cabins', href: '/lodging' }, { label: 'Gatlinburg', href: '/#gatlinburg' }, { label: 'Pigeon Forge', href: '/#pigeon-forge' }],
  footer: 'Great Smoky Retreats LLC · 120 Parkway, Gatlinburg, TN 37738 · (865) 555-0140',
};
const page = sitePages(chrome, { scripts: [JS] });
const usd = (n: number) => formatMoney(n, '$');
const readStay = stayReader({ fields: { checkin: 'arrive', checkout: 'depart', adults: 'adults', children: 'children' }, dates: 'iso', defaults: { adults: 2, children: 0 } });
const cabinBy = (key: 'id' | 'slug', v: unknown) => CABINS.find((c) => String(c[key]) === String(v ?? ''));
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the site says when a stay cannot be booked (null: it can). */
function refusal(c: Cabin, s: Stay): string | null {
  const p = stayProblem(c, s);
  if (!p) return null;
  if (p.kind === 'dates') return 'Please choose your check-in and check-out dates.';
  if (p.kind === 'min-stay') return `A minimum stay of ${p.minNights} nights is required for ${c.name}.`;
  if (p.kind === 'occupancy') return `${c.name} sleeps up to ${p.maxGuests} guests.`;
  return `${c.name} is already booked on some of those nights.`;
}

/** The quote's charges as the site lists them: rent, fees, taxes. */
function charges(c: Cabin, s: Stay) {
  const q = quoteStay(c, s);
  const lines = [{ description: `Rent (${count(q.nights.length, 'night', 'nights')})`, amount: q.rent }, ...q.fees.map((f) => ({ description: f.name, amount: f.amount })), ...q.taxes.map((t) => ({ description: t.name, amount: t.amount }))];
  return { lines, total: q.total };
}

const stayQuery = (c: Cabin, s: Stay) => new URLSearchParams({ cabin_id: String(c.id), arrive: s.checkin, depart: s.checkout, adults: String(s.adults), children: String(s.children) }).toString();
const picker = (name: string, from: number, to: number, chosen: number, id = '') => `<select name="${name}"${id ? ` id="${id}"` : ''}>${Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('')}</select>`;

function searchForm(s: Stay, beds: number) {
  return `<form id="cabin-search" class="card" method="get" action="/lodging">
<label>Check-in <input type="date" name="arrive" value="${esc(s.checkin)}"></label> <label>Check-out <input type="date" name="depart" value="${esc(s.checkout)}"></label>
<label>Adults ${picker('adults', 1, 12, s.adults)}</label> <label>Children ${picker('children', 0, 8, s.children)}</label>
<label>Bedrooms <select name="bedrooms"><option value="">Any</option>${[1, 2, 3, 4].map((n) => `<option value="${n}"${n === beds ? ' selected' : ''}>${n}+</option>`).join('')}</select></label>
<button class="btn" id="find-cabins">Find cabins</button></form>`;
}

function lodging(q: URLSearchParams) {
  const s = readStay(q);
  const beds = Number(q.get('bedrooms') || 0);
  const dated = nightsOf(s.checkin, s.checkout).length > 0;
  const fits = CABINS.filter((c) => c.bedrooms >= beds && c.maxGuests >= s.adults + s.children && (!dated || !stayProblem(c, s)));
  const carry = dated ? `?arrive=${esc(s.checkin)}&depart=${esc(s.checkout)}&adults=${s.adults}&children=${s.children}` : '';
  return page({
    title: 'Cabin rentals',
    main: `<h1>Cabin rentals</h1>${searchForm(s, beds)}
<p id="result-count">${count(fits.length, 'cabin', 'cabins')} available</p>
<ul id="cabin-list" class="grid">${fits.map((c) => `<li class="card cabin" data-id="${c.id}"><a href="/lodging/${c.slug}${carry}">${esc(c.name)}</a> ${esc(c.area)} · ${c.bedrooms} BR · sleeps ${c.maxGuests} · from ${usd(c.nightly)}/night</li>`).join('')}</ul>`,
  });
}

function cabinPage(c: Cabin, q: URLSearchParams) {
  const s = readStay(q);
  return page({
    title: c.name,
    main: `<article><h1 class="cabin-name">${esc(c.name)}</h1><p>${esc(c.area)}, Tennessee · ${c.bedrooms} bedrooms · ${c.bathrooms} baths · sleeps ${c.maxGuests} · ${c.minNights}-night minimum</p>
<aside id="quote-box" class="card" data-cabin-id="${c.id}"><label>Check-in <input type="date" id="arrive" value="${esc(s.checkin)}"></label> <label>Check-out <input type="date" id="depart" value="${esc(s.checkout)}"></label>
<label>Adults ${picker('adults', 1, c.maxGuests, s.adults, 'adults')}</label> <label>Children ${picker('children', 0, c.maxGuests - 1, s.children, 'children')}</label>
<button type="button" class="btn" id="get-quote">Get my total</button> <button type="button" class="btn-link hidden" id="refresh-quote">Refresh total</button>
<div id="quote-result"></div><a class="btn hidden" id="book-now" href="#">Book now</a></aside></article>`,
  });
}

function bookingForm(c: Cabin, s: Stay) {
  const { lines, total } = charges(c, s);
  const hidden = new URLSearchParams(stayQuery(c, s));
  return page({
    title: `Book ${c.name}`,
    main: `<h1 class="cabin-name">${esc(c.name)}</h1><p class="card">${esc(s.checkin)} to ${esc(s.checkout)} · ${s.adults} adults, ${s.children} children</p>
<table class="charges">${lines.map((l) => `<tr><td>${esc(l.description)}</td><td>${usd(l.amount)}</td></tr>`).join('')}<tr><th>Total</th><th id="booking-total">${usd(total)}</th></tr></table>
<form id="booking-form" class="card" method="post" action="/booking">${[...hidden].map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}
<label>First name <input id="first-name" name="first_name"></label> <label>Last name <input id="last-name" name="last_name"></label> <label>Email <input id="email" name="email"></label>
<label>Card number <input id="card-number" name="card_number" autocomplete="cc-number"></label> <label><input type="checkbox" id="agree" name="agree" value="1"> I accept the rental agreement</label>
<button class="btn" id="complete-booking">Complete booking</button></form>`,
  });
}

export default defineSite({
  slug: 'site-generic-n',
  provider: 'site-generic',
  platform: 'independent cabin-rental site: its own pages (/lodging, /lodging/<slug>, /booking/new, /booking/<n>/complete) and one JSON call (GET /api/quote)',
  chrome,
  assets: { [JS]: 'assets/smoky-quote.js' },
  routes() {
    type Booking = { ref: string; cabin: Cabin; stay: Stay; guest: string };
    const ledger = new Ledger<Booking>(FIRST_CONFIRMATION);
    const byRef = (ref: string) => ledger.find(Number(ref.replace(/^GSR-/, '')));
    const field = (f: Form) => (n: string) => (typeof f[n] == 'string' ? (f[n] as string) : null);
    return [
      get('/', () =>
        page({
          title: 'Smoky Mountain cabin rentals',
          main: `<section class="hero card"><h1>Cabins in the Great Smoky Mountains</h1><p>Family-owned since 1998: hot tubs, mountain views, minutes from the National Park.</p></section>${searchForm(readStay(new URLSearchParams()), 0)}
${['Gatlinburg', 'Pigeon Forge'].map((a) => `<h2 id="${a.toLowerCase().replace(' ', '-')}">${a}</h2><ul>${CABINS.filter((c) => c.area === a).map((c) => `<li><a href="/lodging/${c.slug}">${esc(c.name)}</a></li>`).join('')}</ul>`).join('')}`,
        }),
      ),
      get('/lodging', (req) => lodging(req.query)),
      get('/lodging/:slug', (req, p) => {
        const c = cabinBy('slug', p.slug);
        return c ? cabinPage(c, req.query) : null;
      }),
      get('/api/quote', (req) => {
        const c = cabinBy('id', req.query.get('cabin_id'));
        if (!c) return json({ message: 'Unknown cabin.' }, 404);
        const s = readStay(req.query);
        const head = { cabin: { id: c.id, name: c.name }, arrive: s.checkin, depart: s.checkout };
        const why = refusal(c, s);
        if (why) return json({ ...head, message: why });
        const { lines, total } = charges(c, s);
        return json({ ...head, nights: nightsOf(s.checkin, s.checkout).length, charges: lines, total });
      }),
      get('/booking/new', (req) => {
        const c = cabinBy('id', req.query.get('cabin_id'));
        const s = readStay(req.query);
        return c && !refusal(c, s) ? bookingForm(c, s) : redirect('/lodging', 302);
      }),
      post('/booking', (req) => {
        const f = field(parseForm(req.body));
        const c = cabinBy('id', f('cabin_id'));
        const s = readStay(f);
        if (!c || refusal(c, s)) return redirect('/lodging', 303);
        if (!f('first_name') || !/@/.test(f('email') ?? '') || f('agree') !== '1') return redirect(`/booking/new?${stayQuery(c, s)}`, 303);
        const key = JSON.stringify([c.id, s, f('email')]);
        const b = ledger.record(key, (n) => ({ ref: `GSR-${n}`, cabin: c, stay: s, guest: `${f('first_name')} ${f('last_name') ?? ''}`.trim() }));
        return redirect(`/booking/${b.ref}/complete`, 303);
      }),
      get('/booking/:ref/complete', (_req, p) => {
        const b = byRef(p.ref);
        if (!b) return null;
        return page({
          title: 'Booking complete',
          main: `<div class="card"><h1>Your cabin is booked, ${esc(b.guest)}!</h1><p>Confirmation number <strong id="confirmation-number">${esc(b.ref)}</strong></p>
<p>${esc(b.cabin.name)} · ${esc(b.stay.checkin)} to ${esc(b.stay.checkout)} · total charged ${usd(charges(b.cabin, b.stay).total)}</p><p>Door codes and directions arrive by e-mail 3 days before check-in.</p></div>`,
        });
      }),
    ];
  },
});
