// awaze: Trevarrick Cottages on Awaze's shared Next.js platform (Hoseasons, cottages.com). The search page
// (/search?adult&child&…&start=dd-mm-yyyy&nights…) fetches GET /api/search/properties/list with the x-awaze-*
// headers and re-fetches when a feature filter changes; a property page (/cottages/<slug>-<code>) asks
// GET /api/availability for the chosen start, nights and party (platforms/awaze/platform.ts). See demo-sites/awaze/SOURCES.md.
import { AWAZE_ASSETS, awazeRoutes } from '../platforms/awaze/platform.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { BRAND, COTTAGES, CURRENCY } from './data.ts';

const chrome: Chrome = {
  brand: 'Trevarrick Cottages',
  tagline: 'Holiday cottages in Cornwall',
  nav: [{ label: 'Search', href: '/search?adult=2&child=0&infant=0&pets=0&range=0&nights=7&accommodationType=cottages&regionName=Cornwall' }],
  accent: '#0f5c6e',
  stylesheet: '/_next/static/css/app.css',
  head: '<meta name="next-head-count" content="3">',
  footer: 'Trevarrick Cottages · part of the Awaze group · Prices include VAT',
};

/** the filters the search page offers: Awaze feature codes and their labels on the page */
const FEATURES: [string, string][] = [['pool', 'Swimming pool'], ['wifi', 'WiFi'], ['pets', 'Pets welcome'], ['bbq', 'BBQ'], ['dishwasher', 'Dishwasher'], ['parking', 'Parking']];

export default defineSite({
  slug: 'awaze',
  provider: 'awaze',
  platform: "Awaze's Next.js brand sites: GET /api/search/properties/list (x-awaze-brand/locale headers), GET /api/availability on /cottages/<slug>-<code>",
  chrome,
  assets: AWAZE_ASSETS,
  routes: () => awazeRoutes({ brand: BRAND, currency: CURRENCY, chrome, properties: COTTAGES, features: FEATURES }),
});
