// What every owner site here with the iGMS Direct Booking widget serves alike (demo-sites/payout-widget and its
// variants): a home page listing the casitas, one page per casita carrying the widget's embed element and script,
// and the widget's API (get-payout, book) on the site's host. A site gives its chrome, the folder of its casita
// pages, any scripts of its own on those pages, and its own extra pages (a thank-you page…).
import { esc, get, json, parseJson, post, type DemoResponse, type Route } from '../../server/http.ts';
import { Ledger } from '../../server/fixtures.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';
import { defineSite, type DemoSite } from '../../server/site.ts';
import { book, getPayout, type Answer, type Reservation } from './api.ts';
import { CASITAS, FIRST_RESERVATION, type Casita } from './data.ts';

const API = '/api/direct-booking-widget';
/** where the widget script is served (real sites load it from //www.igms.com/app/widgets/direct-booking/widget.js) */
const WIDGET_JS = '/app/widgets/direct-booking/widget.js';

export interface OwnerSite {
  slug: string;
  platform: string;
  /** without the casita links: they are added to `nav` */
  chrome: Chrome;
  /** the owner's page of a casita: <folder><slug>/ */
  folder: string;
  /** the owner's own scripts (URL path -> file in this site's folder), loaded on each casita page after the widget */
  scripts?: Record<string, string>;
  /** the owner's other pages, given a page renderer */
  pages?: (page: ReturnType<typeof sitePages>) => Route[];
}

export function ownerSite(site: OwnerSite): DemoSite {
  const chrome: Chrome = { ...site.chrome, nav: [...site.chrome.nav, ...CASITAS.map((c) => ({ label: c.name, href: `${site.folder}${c.slug}/` }))] };
  const page = sitePages(chrome);
  const own = Object.keys(site.scripts ?? {});

  const home = (): DemoResponse =>
    page({
      title: 'Our casitas',
      bodyClass: 'home page',
      main: `<h1 class="page-title">Our casitas</h1><div class="grid">${CASITAS.map(
        (c) => `<article class="casita-card card"><h2><a class="casita-link" href="${site.folder}${c.slug}/">${esc(c.name)}</a></h2><p>${esc(c.neighborhood)} · ${c.bedrooms} bedrooms · sleeps ${c.maxGuests}</p></article>`,
      ).join('')}</div>`,
    });

  /** A casita's page: the owner's text and the widget's embed element (the id is the plugin's directBooking<n>). */
  const casitaPage = (c: Casita): DemoResponse =>
    page({
      title: c.name,
      bodyClass: 'page casita',
      main: `<div class="grid"><article class="card"><h1>${esc(c.name)}</h1><p>${esc(c.neighborhood)} · ${c.bedrooms} bedrooms · sleeps ${c.maxGuests} · ${c.minNights}-night minimum</p></article>
<aside class="card"><div class="igms-direct-booking-widget" id="directBooking${c.id}" data-listing-id="${c.uuid}" data-widget-color="${chrome.accent}" data-text-check-availability="Check availability" data-text-book-now="Book now"></div></aside></div>`,
      scripts: [WIDGET_JS, ...own],
    });

  const answer = (a: Answer) => json(a.body, a.status);

  return defineSite({
    slug: site.slug,
    provider: 'payout-widget',
    platform: site.platform,
    chrome,
    assets: { [WIDGET_JS]: '../platforms/payout-widget/assets/widget.js', ...site.scripts },
    routes() {
      const ledger = new Ledger<Reservation>(FIRST_RESERVATION);
      const record = (key: string, make: (code: string) => Reservation) => ledger.record(key, (n) => make(`DBW-${n}`));
      return [
        get('/', home),
        get(`${site.folder}:slug/`, (_req, { slug }) => {
          const c = CASITAS.find((x) => x.slug === slug);
          return c ? casitaPage(c) : null;
        }),
        ...(site.pages?.(page) ?? []),
        get(`${API}/get-payout`, (req) => answer(getPayout(req.query))),
        post(`${API}/book`, (req) => answer(book(parseJson(req.body) as Record<string, any> | null, record))),
      ];
    },
  });
}
