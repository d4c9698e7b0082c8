// lmpm: Sandhaven Vacation Rentals, a WordPress site on the LMPM plugin. Its search page lists homes from
// GET /wp-json/lmpm/v1/properties/search into #lmpm-property-search-list-scroll; a home's page
// (/vacation-rentals/<slug>/?hub_property_id=…) prices a stay with GET
// /wp-json/lmpm/v1/properties/<id>/property-items/search and shows refusals in .lmpm-error-message. See demo-sites/lmpm/SOURCES.md.
import { defineSite } from '../server/site.ts';
import { chrome, LMPM_ASSETS, lmpmRoutes } from '../platforms/lmpm/platform.ts';

export default defineSite({
  slug: 'lmpm',
  provider: 'lmpm',
  platform: "WordPress with the LMPM plugin: REST routes wp-json/lmpm/v1/properties/search and properties/<id>/property-items/search",
  chrome,
  assets: LMPM_ASSETS,
  routes: () => lmpmRoutes(),
});
