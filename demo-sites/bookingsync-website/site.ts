// bookingsync-website: Chalets des Aravis' Smily website (Website Builder, theme v3). Pages are rendered without
// their query (theme v3 caches them so); the theme's script reads the page's parameters and calls the website's
// Public API v2: the search on /en/rentals/search, the stay's price on /en/rentals/<id>-<slug>. See demo-sites/bookingsync/SOURCES.md for the public artefacts behind each shape.
import { searchAnswer, channelPricesAnswer, rentalById, rentalPath, type Answer } from '../platforms/bookingsync/api.ts';
import { CURRENCY, type Rental } from '../platforms/bookingsync/data.ts';
import { esc, get, json } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';

const HOST = 'www.bookingsync-website-demo.test';
const THEME_JS = '/assets/theme/application.js';
const chrome: Chrome = {
  brand: 'Chalets des Aravis',
  tagline: 'Chalets and apartments in La Clusaz and Le Grand-Bornand',
  nav: [{ label: 'Rentals', href: '/en/rentals/search' }],
  accent: '#25476a',
  stylesheet: '/assets/theme/application.css',
  head: '<meta name="generator" content="Smily Websites">',
  footer: 'Chalets des Aravis · Powered by Smily',
};

const page = sitePages(chrome, { scripts: [THEME_JS] });
const answer = (a: Answer) => json(a.body, a.status);

const searchPage = () =>
  page({
    title: 'Search rentals',
    bodyClass: 'rentals search',
    main: `<h1>Our rentals</h1><div id="search-results" data-currency="${CURRENCY}" data-locale="en"><p class="search-count">Searching…</p><ul class="rentals-list"></ul></div>`,
  });

/** The booking box of rental.liquid: the documented `bs_booknow_start_at` date input, its end and party fields. */
const rentalPage = (r: Rental) =>
  page({
    title: r.name,
    bodyClass: 'rentals show',
    main: `<h1 class="rental-title">${esc(r.name)}</h1><p class="rental-facts">${r.bedrooms} bedrooms · sleeps ${r.maxGuests} · ${esc(r.destination)}</p>
<form id="booknow" class="booknow card" data-rental-id="${r.id}" data-currency="${CURRENCY}" data-locale="en">
  <label>Check-in <input autocomplete="off" class="date form-control" id="bs_booknow_start_at" name="start_at" type="text" placeholder="yyyy-mm-dd"></label>
  <label>Check-out <input autocomplete="off" class="date form-control" id="bs_booknow_end_at" name="end_at" type="text" placeholder="yyyy-mm-dd"></label>
  <label>Guests <select id="bs_booknow_adults" name="adults">${Array.from({ length: r.maxGuests }, (_, i) => `<option value="${i + 1}">${i + 1}</option>`).join('')}</select></label>
  <p class="booknow-price" hidden></p><p class="booknow-error alert alert-danger" hidden></p>
  <a class="btn btn-primary booknow-link" href="https://www.bookingsync.com/en/booknow/rentals/${r.bookingsyncId}">Book now</a>
</form>`,
  });

export default defineSite({
  slug: 'bookingsync-website',
  provider: 'bookingsync',
  host: HOST,
  platform: "Smily (BookingSync) website, theme v3: /en/rentals/search and /en/rentals/<id>-<slug>, the theme's script on the Public API v2 (fetch, JSON)",
  chrome,
  assets: { [THEME_JS]: 'assets/application.js' },
  routes() {
    return [
      get('/en/rentals/search', searchPage),
      get('/en/rentals/:rental', (_req, { rental }) => {
        const r = rentalById(rental);
        return r && rental === rentalPath(r).split('/').pop() ? rentalPage(r) : null;
      }),
      get('/api/public/v2/search', (req) => answer(searchAnswer(req.query, `http://${HOST}`))),
      get('/api/public/v2/rentals/:id/channel_prices', (req, { id }) => answer(channelPricesAnswer(id, req.query))),
    ];
  },
});
