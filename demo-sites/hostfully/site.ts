// hostfully: a cabin manager's own WordPress-looking site with Hostfully's lead-capture widget on each cabin page,
// embedded with Hostfully's embed code. The widget's endpoints sit on the agency's custom domain (pathRoot), here
// the site's own host. See SOURCES.md for the public shapes.
import { esc, get, inlineJson, json } from '../kit/http.ts';
import { sitePages } from '../kit/page.ts';
import type { Chrome } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { leadAnswer, notAvailableAnswer, propertyAnswer, quoteAnswer, validityAnswer } from './api.ts';
import { CABINS, type Cabin } from './data.ts';

const chrome: Chrome = {
  brand: 'Laurel Creek Cabins',
  tagline: 'Mountain cabins around Blue Ridge, Georgia',
  nav: [{ label: 'Our cabins', href: '/rentals/' }],
  accent: '#2f5d3a',
  stylesheet: '/wp-content/themes/cabins/style.css',
  footer: 'Laurel Creek Cabins LLC · 615 E Main St, Blue Ridge, GA 30513',
};
export const AGENCY_ID = 'ORB-55120';
const ROOT = 'http://www.hostfully-demo.test/';
const WIDGET = '/assets/js/leadCaptureWidget_2.0.js';

const page = sitePages(chrome);

/** The embed code Hostfully gives an owner: the script, the element, and `new Widget(…)` with its options. */
const embed = (c: Cabin) => {
  const config = { type: 'agency', showAvailability: true, lang: 'US', minStay: true, price: true, showTotalWithoutSD: true, showPriceDetailsLink: false, redirectURL: false, agencyID: AGENCY_ID, valuesByDefaults: { checkIn: { value: '' }, checkOut: { value: '' }, guests: { value: '' } }, pathRoot: ROOT };
  // Started at load, not inline as owners paste it: the widget's property call made while the page parses can
  // finish before the async tracker is evaluated (unobservable), which made the golden depend on machine load.
  return `<div id="leadWidget"></div><script>var widget; addEventListener('load', function () { widget = new Widget('leadWidget', '${c.uid}', ${inlineJson(config)}); });</script>`;
};

const cabinPage = (c: Cabin) =>
  page({
    title: c.name,
    bodyClass: 'page rental-page',
    main: `<h1 class="rental-title">${esc(c.name)}</h1><p class="rental-facts">${c.bedrooms} bedrooms · ${c.bathrooms} baths · sleeps ${c.maxGuests} · ${esc(c.area)}</p>
<aside class="rental-booking card"><h2>Check availability</h2><script src="${WIDGET}"></script>${embed(c)}</aside>`,
  });

export default defineSite({
  slug: 'hostfully',
  provider: 'hostfully',
  platform: "Hostfully lead-capture widget: JSONP .jsp calls with the `jsoncallback` parameter on the owner's pages",
  chrome,
  assets: { [WIDGET]: 'assets/leadCaptureWidget_2.0.js' },
  routes() {
    return [
      get('/rentals/', () => page({ title: 'Our cabins', main: `<h1>Our cabins</h1><ul>${CABINS.map((c) => `<li><a href="/rentals/${c.slug}/">${esc(c.name)}</a></li>`).join('')}</ul>` })),
      get('/rentals/:slug/', (_req, { slug }) => {
        const c = CABINS.find((x) => x.slug === slug);
        return c ? cabinPage(c) : null;
      }),
      get('/getproperty_api.jsp', (req) => propertyAnswer(req.query)),
      get('/api/notavailabledates_get_api.jsp', (req) => notAvailableAnswer(req.query)),
      get('/api/lead_getquotewidget_api.jsp', (req) => quoteAnswer(req.query)),
      get('/lead_checkvalidity_ajx.jsp', (req) => json(validityAnswer(req.query))),
      get('/leadCaptureWidget_process.jsp', (req) => leadAnswer(req.query)),
    ];
  },
});
