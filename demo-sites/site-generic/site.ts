// site-generic: Serra Verde Temporada, an independent chalet-rental site in the Serra da Mantiqueira (Brazil) with
// no booking platform: server-rendered destination and search pages, a chalet page whose widget checks
// /properties/availability and prices the stay with /getquote.php, and a booking form posted to /booking.php
// (XMLHttpRequest) that leads to /booking/thankyou. Reported by the configured site-generic adapter
// (recordings/site-generic/mapping.json). See README.md for the wire shapes.
import { Ledger } from '../server/fixtures.ts';
import { esc, get, json, parseForm, field, post, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { isAvailable } from './search.ts';
import { BEDROOM_IDS, CHALETS, FIRST_RESERVATION, PRICE_SLIDER, TOWNS, type Chalet } from './data.ts';
import { availability, brl, chaletById, getQuote, isoOf, problemOf, stayPrice } from './quote.ts';

const JS = '/js/serraverde.js';
const chrome: Chrome = {
  stylesheet: '/css/style.css', accent: '#2f5d3a',
  brand: 'Serra Verde Temporada', tagline: 'Chalés em Campos do Jordão e Monte Verde',
  nav: [{ label: 'Início', href: '/' }, { label: 'Campos do Jordão', href: '/destinations/campos-do-jordao' }, { label: 'Monte Verde', href: '/destinations/monte-verde' }, { label: 'Buscar', href: '/search' }],
  footer: 'Serra Verde Temporada · Campos do Jordão, SP · CNPJ 00.000.000/0001-00',
};
const page = sitePages(chrome, { scripts: [JS] });

const card = (c: Chalet) =>
  `<div class="card chalet" data-propid="${c.id}"><a class="chalet-link" href="/stay-details?propid=${c.id}">${esc(c.name)}</a>
<span class="chalet-meta">${esc(TOWNS[c.town])} · ${c.bedrooms ? `${c.bedrooms} quartos` : 'estúdio'} · até ${c.sleeps} hóspedes · ${brl(c.nightly)}/noite</span></div>`;
const count = (n: number, what: string) => `<p class="results-count">${n} ${n === 1 ? 'chalé' : 'chalés'} ${what}</p>`;

const opts = (values: [string, string][], chosen: string | null) => values.map(([v, label]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(label)}</option>`).join('');
const BEDROOM_LABELS: [string, string][] = [['', 'Quartos'], ['studio', 'Estúdio'], ['one_room', '1+ quarto'], ['two_rooms', '2+ quartos'], ['three_rooms', '3+ quartos'], ['four_rooms', '4+ quartos']];

function searchForm(q: URLSearchParams) {
  const v = (n: string) => esc(q.get(n) ?? '');
  return `<form id="search-form" class="card" action="/search" method="get">
<label>Entrada <input name="checkin" value="${v('checkin')}" placeholder="dd/mm/aaaa"></label> <label>Saída <input name="checkout" value="${v('checkout')}" placeholder="dd/mm/aaaa"></label>
<label>Adultos <input name="adults" type="number" value="${v('adults') || '2'}"></label> <label>Crianças <input name="children" type="number" value="${v('children') || '0'}"></label>
<select name="bedrooms">${opts(BEDROOM_LABELS, q.get('bedrooms'))}</select>
<label>R$ <input name="price_min" value="${v('price_min') || PRICE_SLIDER[0]}"> a <input name="price_max" value="${v('price_max') || PRICE_SLIDER[1]}"> por noite</label>
<label><input type="checkbox" name="flexible"${q.get('flexible') ? ' checked' : ''}> datas flexíveis (± 3 dias)</label>
<button class="btn">Buscar</button></form>`;
}

function searchPage(req: DemoRequest) {
  const q = req.query;
  const [checkin, checkout] = [isoOf(q.get('checkin')), isoOf(q.get('checkout'))];
  const guests = Number(q.get('adults') || 0) + Number(q.get('children') || 0);
  const minRooms = BEDROOM_IDS[q.get('bedrooms') ?? ''] ?? 0;
  const [lo, hi] = [Number(q.get('price_min') || PRICE_SLIDER[0]), Number(q.get('price_max') || PRICE_SLIDER[1])];
  const hits = CHALETS.filter(
    (c) => c.bedrooms >= minRooms && c.sleeps >= guests && (lo <= PRICE_SLIDER[0] || c.nightly >= lo) && (hi >= PRICE_SLIDER[1] || c.nightly <= hi) && isAvailable(c, checkin, checkout, q.get('flexible') ? 3 : 0),
  );
  return page({ title: 'Buscar chalés', main: `<h1>Buscar chalés</h1>${searchForm(q)}${count(hits.length, 'encontrados')}<div class="grid">${hits.map(card).join('')}</div>` });
}

function chaletPage(req: DemoRequest) {
  const c = chaletById(req.query.get('propid'));
  if (!c) return null;
  return page({
    title: c.name,
    main: `<article class="chalet-page"><h1 class="stay-name">${esc(c.name)}</h1><p>${esc(TOWNS[c.town])} · ${c.bedrooms ? `${c.bedrooms} quartos` : 'estúdio'} · até ${c.sleeps} hóspedes · mínimo ${c.minNights} noites · a partir de ${brl(c.nightly)}/noite</p>
<div id="quote-widget" class="card" data-propid="${c.id}"><label>Entrada <input id="checkin" placeholder="dd/mm/aaaa"></label> <label>Saída <input id="checkout" placeholder="dd/mm/aaaa"></label>
<label>Adultos <select id="adults">${opts([['1', '1'], ['2', '2'], ['3', '3'], ['4', '4'], ['5', '5'], ['6', '6']], '2')}</select></label> <label>Crianças <select id="children">${opts([['0', '0'], ['1', '1'], ['2', '2']], '0')}</select></label>
<button type="button" id="calcular" class="btn">Calcular</button><div id="quote-output"></div><a id="reservar" class="btn hidden" href="#">Reservar</a></div></article>`,
  });
}

export default defineSite({
  slug: 'site-generic',
  provider: 'site-generic',
  platform: 'independent PHP site: server-rendered search pages, /properties/availability and /getquote.php (XMLHttpRequest), /booking.php',
  chrome,
  assets: { [JS]: 'assets/serraverde.js' },
  routes() {
    const reservations = new Ledger<string>(FIRST_RESERVATION);
    const bookable = (q: URLSearchParams) => {
      const c = chaletById(q.get('home'));
      const guests = Number(q.get('adults') || 0) + Number(q.get('children') || 0);
      return c && !problemOf(c, isoOf(q.get('checkin')), isoOf(q.get('checkout')), guests) ? c : null;
    };
    return [
      get('/', () => page({ title: 'Início', main: `<section class="hero card"><h1>Seu chalé na serra</h1>${searchForm(new URLSearchParams())}</section><p><a href="/destinations/campos-do-jordao">Campos do Jordão</a> · <a href="/destinations/monte-verde">Monte Verde</a></p>` })),
      get('/destinations/:slug', (_req, { slug }) => {
        const town = TOWNS[slug];
        if (!town) return null;
        const here = CHALETS.filter((c) => c.town === slug);
        return page({ title: town, main: `<h1 class="destination-name">${esc(town)}</h1>${count(here.length, 'na região')}<div class="grid">${here.map(card).join('')}</div>` });
      }),
      get('/search', searchPage),
      get('/stay-details', chaletPage),
      get('/properties/availability', (req) => json(availability(req.query))),
      get('/getquote.php', (req) => json(getQuote(req.query))),
      get('/reserve', (req) => {
        const c = bookable(req.query);
        if (!c) return page({ title: 'Reserva', main: '<p class="alert alert-danger">Estas datas não podem ser reservadas.</p>' }, 404);
        const p = stayPrice(c, isoOf(req.query.get('checkin')), isoOf(req.query.get('checkout')));
        return page({
          title: 'Reserva',
          main: `<h1>Reservar ${esc(c.name)}</h1><p class="card">${esc(req.query.get('checkin'))} a ${esc(req.query.get('checkout'))} · ${p.nights} noites · total <strong id="reserve-total">${brl(p.total)}</strong></p>
<form id="reserve-form" class="card">${['home', 'checkin', 'checkout', 'adults', 'children'].map((n) => `<input type="hidden" name="${n}" value="${esc(req.query.get(n))}">`).join('')}
<label>Nome <input id="guest-name" name="name"></label> <label>E-mail <input id="guest-email" name="email"></label> <button class="btn" id="confirmar">Confirmar reserva</button><p id="reserve-error"></p></form>`,
        });
      }),
      post('/booking.php', (req) => {
        const form = parseForm(req.body);
        const q = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)]));
        if (!bookable(q)) return json({ status: 'error', message: 'Estas datas não podem ser reservadas.' });
        if (!field(form, 'name') || !/@/.test(field(form, 'email'))) return json({ status: 'error', message: 'Informe nome e e-mail.' });
        const n = reservations.record(`${req.body}`, (x) => String(x));
        return json({ status: 'ok', reservation: `SV-${n}`, redirect: `/booking/thankyou?ref=SV-${n}` });
      }),
      get('/booking/thankyou', (req) => {
        const ref = req.query.get('ref') ?? '';
        if (!reservations.find(Number(ref.slice(3)))) return null;
        return page({ title: 'Reserva confirmada', main: `<div class="card booking-done"><h1>Obrigado! Sua reserva está confirmada.</h1><p>Código da reserva <strong id="booking-ref">${esc(ref)}</strong></p></div>` });
      }),
    ];
  },
});
