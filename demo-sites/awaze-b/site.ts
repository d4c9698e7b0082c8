// awaze-b: Redcliffe Coast Holidays, a second brand on Awaze's shared Next.js platform (platforms/awaze/platform.ts). Its search
// page offers the fuller filter panel of the group's brands: a property-type select (accommodationType), the pets
// count, feature boxes and "Clear all"; each change re-fetches GET /api/search/properties/list. See demo-sites/awaze/SOURCES.md#site-awaze-b.
import { AWAZE_ASSETS, awazeRoutes } from '../platforms/awaze/platform.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { BRAND, CURRENCY, FEATURES, HOMES, TYPES } from './data.ts';

const chrome: Chrome = {
  brand: 'Redcliffe Coast Holidays',
  tagline: 'Holiday homes on the Devon coast',
  nav: [{ label: 'Search', href: '/search?adult=2&child=0&infant=0&pets=0&range=0&nights=7&accommodationType=houses&regionName=Devon' }],
  accent: '#7a2e1f',
  stylesheet: '/_next/static/css/app.css',
  head: '<meta name="next-head-count" content="3">',
  footer: 'Redcliffe Coast Holidays · part of the Awaze group · Prices include VAT',
};

export default defineSite({
  slug: 'awaze-b',
  provider: 'awaze',
  platform: "Awaze's Next.js brand sites: the search page's property-type, pets and feature filters re-fetching GET /api/search/properties/list",
  chrome,
  assets: AWAZE_ASSETS,
  routes: () => awazeRoutes({ brand: BRAND, currency: CURRENCY, chrome, properties: HOMES, features: FEATURES, types: TYPES, pets: true, clearAll: true }),
});
