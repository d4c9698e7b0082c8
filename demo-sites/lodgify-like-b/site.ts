// lodgify-like-b: Algarve Shore Houses on an older Lodgify website template. The roster page and the checkout are
// lodgify-like's (its lodging search, its reservation page and price call, its scripts: platforms/lodgify-like/platform.ts);
// the unit page's booking form prices with v2/websites/rates/property/{id}/quotation?arrival&departure&adults&children.
// See demo-sites/lodgify-like/SOURCES.md#site-lodgify-like-b.
import { get, redirect } from '../server/http.ts';
import { PROPERTIES, ROSTER_PAGE } from '../platforms/lodgify-like/data.ts';
import { rosterMain } from '../platforms/lodgify-like/pages.ts';
import { lodgifySite, WEBSITE_JS } from '../platforms/lodgify-like/platform.ts';
import { unitMain } from './pages.ts';
import { QUOTATION, quotation } from './quotation.ts';

const FORM_JS = '/static/js/booking-form.js';

export default lodgifySite({
  slug: 'lodgify-like-b',
  platform: 'Lodgify website, older template (v2 quotation call in the booking form) and checkout (GET price call)',
  chrome: {
    brand: 'Algarve Shore Houses',
    tagline: 'Family homes between Carvoeiro and Loulé',
    nav: [{ label: 'Our houses', href: `/en/${ROSTER_PAGE}/all-properties` }],
    accent: '#2f5d8a',
    stylesheet: '/static/website/classic.css',
    footer: 'Algarve Shore Houses · Carvoeiro, Portugal · Registo AL 118204/AL',
  },
  bodyClass: 'lodgify-website lodgify-classic',
  assets: { [FORM_JS]: 'assets/booking-form.js' },
  routes: (page) => [
    get('/', () => redirect(`/en/${ROSTER_PAGE}/all-properties`, 301)),
    get(`/en/${ROSTER_PAGE}/all-properties`, () => page({ title: 'Our houses', main: rosterMain(), scripts: [WEBSITE_JS] })),
    get('/en/:id/:slug', (req, { id, slug }) => {
      const p = PROPERTIES.find((x) => x.slug === slug && String(x.id) === id);
      return p ? page({ title: p.name, main: unitMain(p, req.query), scripts: [FORM_JS] }) : null;
    }),
    get(QUOTATION(':id'), (req, { id }) => quotation(id, req.query)),
  ],
});
