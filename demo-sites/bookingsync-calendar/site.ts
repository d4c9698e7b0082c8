// bookingsync-calendar: the owner of Chalet Les Sapins runs their own site and embeds Smily's calendar widget
// (npm bookingsync-calendar-widget) on the chalet's page: `<div data-smily-calendar-widget data-rental-id>` and the
// widget's script, which fetches the rental's availability map from the Smily API. The widget's `apiHost` option
// points it at this site's host (the demo serves one host per site; by default it is https://secure.smily.com).
// See demo-sites/bookingsync/SOURCES.md.
import { mapsAnswer } from '../platforms/bookingsync/api.ts';
import { CURRENCY, RENTALS } from '../platforms/bookingsync/data.ts';
import { esc, get, json } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';

const HOST = 'www.bookingsync-calendar-demo.test';
const WIDGET_JS = '/js/bookingsync-calendar-widget.js';
const chalet = RENTALS[0];
const chrome: Chrome = {
  brand: chalet.name,
  tagline: 'Family chalet in La Clusaz, Haute-Savoie',
  nav: [{ label: 'The chalet', href: '/le-chalet/' }],
  accent: '#6b3e26',
  stylesheet: '/css/site.css',
  footer: `${chalet.name} · La Clusaz`,
};

const page = sitePages(chrome);
const chaletPage = () =>
  page({
    title: chalet.name,
    bodyClass: 'page page-chalet',
    main: `<h1>${esc(chalet.name)}</h1><p>${chalet.bedrooms} bedrooms · sleeps ${chalet.maxGuests}</p>
<h2>Availability</h2>
<div data-smily-calendar-widget data-rental-id="${chalet.bookingsyncId}" data-currency="${CURRENCY}" data-show-rates="true" data-api-host="http://${HOST}"></div>`,
    scripts: [WIDGET_JS],
  });

export default defineSite({
  slug: 'bookingsync-calendar',
  provider: 'bookingsync',
  host: HOST,
  platform: "Smily (BookingSync) calendar widget on an owner's own page: GET /api/v2/public/maps.json?rental_id (fetch, JSON:API)",
  chrome,
  assets: { [WIDGET_JS]: 'assets/calendar-widget.js' },
  routes() {
    return [
      get('/le-chalet/', chaletPage),
      get('/api/v2/public/maps.json', (req) => {
        const a = mapsAnswer(req.query);
        return json(a.body, a.status);
      }),
    ];
  },
});
