// ferieby: Klitby Feriehuse, a Danish holiday-home agency on its own small form/JSON API, no booking platform: a
// server-rendered /feriehuse search, house pages /feriehus/<id> quoting with POST /api/pris, and a booking page whose
// POST /api/booking (guest e-mail and promo code in the form) answers the booking, confirmed in place. Every page
// carries impact.com's Universal Tracking Tag snippet (`ire`) for the agency's partner program; after the booking the
// tracker calls ire('trackConversion', 33477, …) (spec 5/6 and 9, capture/families/impact.ts). Reported by the
// site-generic adapter, configured in recordings/ferieby/mapping.json. See demo-sites/site-generic/SOURCES.md#site-ferieby.
import { formatMoney } from '../server/money.ts';
import { esc, get, json, post, type DemoRequest } from '../server/http.ts';
import { Ledger } from '../server/fixtures.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { available, houseById, price, problem, quote, stayOf, type StayForm } from './api.ts';
import { FIRST_BOOKING, PROMO_CODES, type House } from './data.ts';

const JS = '/js/klitby.js';
const UTT = '/js/impact-utt.js';
// impact.com's UTT snippet as its integration guide gives it; the real one loads https://utt.impactcdn.com/<account>.js,
// here a stand-in on the site's own host (assets/impact-utt.js) so recordings stay on loopback.
const UTT_SNIPPET = `<script>(function(a,b,c,d,e,f,g){e['ire_o']=c;e[c]=e[c]||function(){(e[c].a=e[c].a||[]).push(arguments)};f=d.createElement(b);g=d.getElementsByTagName(b)[0];f.async=1;f.src=a;g.parentNode.insertBefore(f,g);})('${UTT}','script','ire',document,window);</script>`;
const chrome: Chrome = {
  stylesheet: '/css/klitby.css', accent: '#1d5c63',
  brand: 'Klitby Feriehuse', tagline: 'Feriehuse ved Vesterhavet',
  nav: [{ label: 'Forside', href: '/' }, { label: 'Feriehuse', href: '/feriehuse' }],
  footer: 'Klitby Feriehuse ApS · Vejers Strand · CVR 00000000',
  head: UTT_SNIPPET,
};
const page = sitePages(chrome, { scripts: [JS] });
const dkk = (n: number) => formatMoney(n, 'DKK ', { thousands: '.', decimal: ',' });
const options = (n: number, chosen: number) => Array.from({ length: n + 1 }, (_, i) => `<option${i === chosen ? ' selected' : ''}>${i}</option>`).join('');

const card = (h: House) => `<div class="card house" data-house="${h.id}"><a href="/feriehus/${h.id}">${esc(h.name)}</a><span>${esc(h.area)} · ${h.bedrooms} soveværelser · ${h.sleeps} personer · fra ${dkk(h.nightly)}/nat</span></div>`;

function searchPage(q: URLSearchParams) {
  const [ankomst, afrejse] = [q.get('ankomst') ?? '', q.get('afrejse') ?? ''];
  const voksne = Number(q.get('voksne') || 2);
  const boern = Number(q.get('boern') || 0);
  const hits = available(ankomst, afrejse, voksne + boern);
  return page({
    title: 'Feriehuse',
    main: `<h1>Find dit feriehus</h1><form id="soeg" class="card" action="/feriehuse" method="get"><label>Ankomst <input type="date" name="ankomst" value="${esc(ankomst)}"></label> <label>Afrejse <input type="date" name="afrejse" value="${esc(afrejse)}"></label>
<label>Voksne <select name="voksne">${options(8, voksne)}</select></label> <label>Børn <select name="boern">${options(6, boern)}</select></label> <button class="btn" id="soeg-knap">Søg</button></form>
<p class="results-count">${hits.length} ledige feriehuse</p><div class="grid">${hits.map(card).join('')}</div>`,
  });
}

function housePage(id: string) {
  const h = houseById(id);
  if (!h) return null;
  return page({
    title: h.name,
    main: `<article><h1 class="house-name">${esc(h.name)}</h1><p>${esc(h.area)} · ${h.bedrooms} soveværelser · ${h.sleeps} personer · mindst ${h.minNights} nætter · fra ${dkk(h.nightly)}/nat</p>
<div id="booking-box" class="card" data-house="${h.id}"><label>Ankomst <input type="date" id="ankomst"></label> <label>Afrejse <input type="date" id="afrejse"></label>
<label>Voksne <select id="voksne">${options(h.sleeps, 2)}</select></label> <label>Børn <select id="boern">${options(4, 0)}</select></label>
<button type="button" class="btn" id="beregn">Beregn pris</button><div id="pris"></div><a class="btn hidden" id="book" href="#">Book nu</a></div></article>`,
  });
}

function bookingPage(s: StayForm) {
  const h = houseById(s.hus);
  if (!h || problem(h, s)) return page({ title: 'Booking', main: '<p class="alert">Perioden kan ikke bookes.</p>' }, 404);
  const hidden = Object.entries(s).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('');
  return page({
    title: 'Booking',
    main: `<h1>Book ${esc(h.name)}</h1><p class="card">${esc(s.ankomst)} – ${esc(s.afrejse)} · ${s.voksne} voksne, ${s.boern} børn · i alt <strong>${dkk(price(h, s).total)}</strong></p>
<form id="booking-form" class="card">${hidden}<label>Navn <input id="navn" name="navn"></label> <label>E-mail <input id="email" name="email"></label> <label>Rabatkode <input id="rabatkode" name="rabatkode"></label>
<button class="btn" id="bekraeft">Bekræft booking</button><p id="booking-fejl"></p></form><div id="bekraeftelse"></div>`,
  });
}

export default defineSite({
  slug: 'ferieby',
  provider: 'site-generic',
  platform: 'independent Danish holiday-home site on its own form/JSON API (POST /api/pris, POST /api/booking), impact.com UTT conversion tag',
  chrome,
  assets: { [JS]: 'assets/klitby.js', [UTT]: 'assets/impact-utt.js' },
  routes() {
    const bookings = new Ledger<{ nummer: string }>(FIRST_BOOKING);
    return [
      get('/', () => page({ title: 'Forside', main: '<section class="hero card"><h1>Feriehuse ved Vesterhavet</h1><p><a class="btn" href="/feriehuse">Se alle feriehuse</a></p></section>' })),
      get('/feriehuse', (req: DemoRequest) => searchPage(req.query)),
      get('/feriehus/:id', (_req, { id }) => housePage(id)),
      get('/booking', (req) => bookingPage(stayOf(req.query))),
      post('/api/pris', (req) => json(quote(stayOf(new URLSearchParams(req.body))))),
      post('/api/booking', (req) => {
        const f = new URLSearchParams(req.body);
        const s = stayOf(f);
        const h = houseById(s.hus);
        const code = (f.get('rabatkode') ?? '').trim().toUpperCase();
        const fejl = problem(h, s) ?? (!f.get('navn') ? 'Udfyld navn' : !/@/.test(f.get('email') ?? '') ? 'Ugyldig e-mailadresse' : code && !PROMO_CODES[code] ? 'Ukendt rabatkode' : null);
        if (fejl || !h) return json({ ok: false, fejl });
        const { nummer } = bookings.record(JSON.stringify([s, f.get('email'), code]), (n) => ({ nummer: `KF-${n}` }));
        const p = price(h, s, code || undefined);
        return json({ ok: true, booking: { nummer, hus: h.id, husnavn: h.name, ankomst: s.ankomst, afrejse: s.afrejse, total: p.total, linjer: p.linjer } });
      }),
    ];
  },
});

