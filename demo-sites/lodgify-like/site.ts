// lodgify-like: a holiday-home owner's Lodgify website. Server-rendered pages as the website builder serves them:
// /en/ (search bar), /en/{rosterPageId}/all-properties (results from the lodging search), unit pages
// /en/{propertyId}/{slug} and /en/{slug} (h1, JSON-LD identifier, booking box on the v3 website rate call), and the
// checkout's reservation page /{lang}/{tenant}/{propertyId}/reservation (checkout.lodgify.com on real sites) with
// its GET price call (platforms/lodgify-like/platform.ts). See README.md and demo-sites/lodgify-like/SOURCES.md.
import { get, redirect } from '../server/http.ts';
import { RATES_API, websiteRate } from '../platforms/lodgify-like/api.ts';
import { PROPERTIES, ROSTER_PAGE } from '../platforms/lodgify-like/data.ts';
import { homeMain, rosterMain, unitMain } from '../platforms/lodgify-like/pages.ts';
import { lodgifySite, WEBSITE_JS } from '../platforms/lodgify-like/platform.ts';

export default lodgifySite({
  slug: 'lodgify-like',
  platform: 'Lodgify website (server-rendered unit pages, v3 website rate call) and checkout (GET price call)',
  chrome: {
    brand: 'Algarve Shore Houses',
    tagline: 'Two family homes on the Algarve coast',
    nav: [
      { label: 'Home', href: '/en/' },
      { label: 'All properties', href: `/en/${ROSTER_PAGE}/all-properties` },
    ],
    accent: '#1f6f78',
    stylesheet: '/static/website/theme.css',
    footer: 'Algarve Shore Houses · Rua do Paraíso 12, Carvoeiro, Portugal · Registo AL 118204/AL',
  },
  bodyClass: 'lodgify-website',
  routes(page) {
    const unit = (slug: string, q: URLSearchParams, id?: string) => {
      const p = PROPERTIES.find((x) => x.slug === slug && (id === undefined || String(x.id) === id));
      return p ? page({ title: p.name, main: unitMain(p, q), scripts: [WEBSITE_JS] }) : null;
    };
    return [
      get('/', () => redirect('/en/', 301)),
      get('/en/', () => page({ title: 'Holiday homes in the Algarve', main: homeMain() })),
      get(`/en/${ROSTER_PAGE}/all-properties`, () => page({ title: 'All properties', main: rosterMain(), scripts: [WEBSITE_JS] })),
      get('/en/:id/:slug', (req, { id, slug }) => unit(slug, req.query, id)),
      get('/en/:slug', (req, { slug }) => unit(slug, req.query)),
      get(`${RATES_API}/:lang/property/:id`, (req, { id }) => websiteRate(id, req.query)),
    ];
  },
});
