// payout-widget: Sonoran Casitas, an owner's own website (plain pages, one per casita) with the iGMS Direct Booking
// widget embedded on each casita page: `<div class="igms-direct-booking-widget" data-listing-id="<uuid>" …>` and
// the widget script. The widget prices with GET /api/direct-booking-widget/get-payout and books with POST …/book
// (XHR, JSON, iGMS's { data } envelope). See demo-sites/payout-widget/SOURCES.md for what each shape rests on.
import { esc, get, json, parseJson, post, type DemoResponse } from '../kit/http.ts';
import { Ledger } from '../kit/fixtures.ts';
import { sitePages } from '../kit/page.ts';
import type { Chrome } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { book, getPayout, type Answer, type Reservation } from './api.ts';
import { CASITAS, FIRST_RESERVATION, type Casita } from './data.ts';

const API = '/api/direct-booking-widget';
/** where the widget script is served (real sites load it from //www.igms.com/app/widgets/direct-booking/widget.js) */
const WIDGET_JS = '/app/widgets/direct-booking/widget.js';
const chrome: Chrome = {
  brand: 'Sonoran Casitas',
  tagline: 'Private pool casitas in Scottsdale',
  nav: [{ label: 'Casitas', href: '/' }, ...CASITAS.map((c) => ({ label: c.name, href: `/casitas/${c.slug}/` }))],
  accent: '#c0672e',
  stylesheet: '/wp-content/themes/sonoran/style.css',
  footer: 'Sonoran Casitas · 7014 E Camelback Rd, Scottsdale, AZ 85251 · TPT license 21458733',
};

const page = sitePages(chrome);

const home = (): DemoResponse =>
  page({
    title: 'Our casitas',
    bodyClass: 'home page',
    main: `<h1 class="page-title">Our casitas</h1><div class="grid">${CASITAS.map(
      (c) => `<article class="casita-card card"><h2><a class="casita-link" href="/casitas/${c.slug}/">${esc(c.name)}</a></h2><p>${esc(c.neighborhood)} · ${c.bedrooms} bedrooms · sleeps ${c.maxGuests}</p></article>`,
    ).join('')}</div>`,
  });

/** A casita's page: the owner's text and the widget's embed element (the id is the plugin's directBooking<n>). */
const casitaPage = (c: Casita): DemoResponse =>
  page({
    title: c.name,
    bodyClass: 'page casita',
    main: `<div class="grid"><article class="card"><h1>${esc(c.name)}</h1><p>${esc(c.neighborhood)} · ${c.bedrooms} bedrooms · sleeps ${c.maxGuests} · ${c.minNights}-night minimum</p></article>
<aside class="card"><div class="igms-direct-booking-widget" id="directBooking${c.id}" data-listing-id="${c.uuid}" data-widget-color="#c0672e" data-text-check-availability="Check availability" data-text-book-now="Book now"></div></aside></div>`,
    scripts: [WIDGET_JS],
  });

const answer = (a: Answer) => json(a.body, a.status);

export default defineSite({
  slug: 'payout-widget',
  provider: 'payout-widget',
  platform: 'iGMS Direct Booking widget embedded on an owner site: get-payout pricing and booking (XHR, JSON { data })',
  chrome,
  assets: { [WIDGET_JS]: 'assets/widget.js' },
  routes() {
    const ledger = new Ledger<Reservation>(FIRST_RESERVATION);
    const record = (key: string, make: (code: string) => Reservation) => ledger.record(key, (n) => make(`DBW-${n}`));
    return [
      get('/', home),
      get('/casitas/:slug/', (_req, { slug }) => {
        const c = CASITAS.find((x) => x.slug === slug);
        return c ? casitaPage(c) : null;
      }),
      get(`${API}/get-payout`, (req) => answer(getPayout(req.query))),
      post(`${API}/book`, (req) => answer(book(parseJson(req.body) as Record<string, any> | null, record))),
    ];
  },
});
