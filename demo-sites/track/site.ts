// track: a rental company's own site on TRACK's booking engine. The property page carries the hidden fields and
// the inline siteFolder / siteURLEnding the page script (z_pdp.js) builds its ajax/quote call from; the answer is
// HTML the page shows as it is. See demo-sites/track/SOURCES.md for the public shapes and what is assumed.
import { esc, get, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { UNITS, type TrackUnit } from './data.ts';
import { quoteAnswer } from './quote.ts';

const chrome: Chrome = {
  brand: 'Emerald Tide Getaways',
  tagline: 'Vacation homes in Panama City Beach',
  nav: [{ label: 'Rentals', href: '/rentals/' }],
  accent: '#12806a',
  stylesheet: '/bookingEngine/css/site.css',
  footer: 'Emerald Tide Getaways · 17501 Front Beach Rd, Panama City Beach, FL 32413',
};
const SCRIPT = '/bookingEngine/js/z_pdp.js';
const page = sitePages(chrome, { inline: ["var siteFolder = '/'; var siteURLEnding = '';"] });

const hidden = (name: string, value: unknown) => `<input type="hidden" name="${name}" value="${esc(value)}">`;
const propertyPage = (u: TrackUnit) =>
  page({
    title: u.name,
    bodyClass: 'pdp',
    main: `<h1 class="pdp-title">${esc(u.name)}</h1><p class="pdp-facts">${u.bedrooms} Bedrooms · ${u.bathrooms} Baths · Sleeps ${u.maxGuests}</p>
<aside class="pdp-booking"><form id="pdpDatesForm"><label>Check in <input type="text" name="checkin" id="pdpCheckin" placeholder="MM/DD/YYYY"></label>
<label>Check out <input type="text" name="checkout" id="pdpCheckout" placeholder="MM/DD/YYYY"></label>
${hidden('propertyID', u.id)}${hidden('roomTypeID', '')}${hidden('propertyName', u.name)}${hidden('hash', '')}
<button type="submit" class="btn btn-primary" id="pdpGetQuote">Get Quote</button></form><div id="pdpQuote" class="pdp-quote"></div></aside>`,
    scripts: ['/wp-content/mu-plugins/site-kit/ajax.js', SCRIPT],
  });

export default defineSite({
  slug: 'track',
  provider: 'track',
  platform: "TRACK's booking engine on the company's domain: hidden propertyID fields, POST ajax/quote answered with HTML",
  chrome,
  assets: { [SCRIPT]: 'assets/z_pdp.js' },
  routes() {
    return [
      get('/', () => page({ title: 'Home', main: `<h1>${esc(chrome.tagline)}</h1><p><a href="/rentals/">See all rentals</a></p>` })),
      get('/rentals/', () => page({ title: 'Rentals', main: `<h1>Rentals</h1><ul>${UNITS.map((u) => `<li><a href="/rentals/${u.slug}/">${esc(u.name)}</a></li>`).join('')}</ul>` })),
      get('/rentals/:slug/', (_req, { slug }) => {
        const u = UNITS.find((x) => x.slug === slug);
        return u ? propertyPage(u) : null;
      }),
      post('/ajax/quote', (req) => quoteAnswer(req.body)),
    ];
  },
});
