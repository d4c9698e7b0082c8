// streamline: a Streamline VRS property manager on WordPress with the Streamline Core (ResortPro) plugin, replicating
// the plugin's real wire (demo-sites/streamline/SOURCES.md): every Streamline method goes through the admin-ajax gateway
// (`?action=streamlinecore-api-request&params=<JSON>`, empty POST body); unit pages, checkout and the thank-you page
// follow the plugin's templates.
import { get } from '../server/http.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { localize, WP_HEAD } from '../server/wordpress.ts';
import { searchAnswer } from '../platforms/streamline/api.ts';
import { homeMain, searchInit, searchMain } from '../platforms/streamline/pages.ts';
import { JS, pluginAssets, pluginPages, pluginRoutes, stayInQuery } from '../platforms/streamline/plugin.ts';

const SEARCH_METHOD = 'GetPropertyAvailabilityWithRatesWordPress';

const chrome: Chrome = {
  brand: 'Gulf Breeze Vacation Rentals',
  tagline: 'Beach houses on 30A since 1998',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Search Rentals', href: '/search-results/' },
  ],
  accent: '#0b6e8a',
  stylesheet: '/wp-content/plugins/streamline-core/assets/dist/css/resortpro.min.css',
  head: WP_HEAD,
  footer: 'Gulf Breeze Vacation Rentals · 4935 E County Hwy 30A, Santa Rosa Beach, FL · Powered by Streamline',
};

const page = pluginPages(chrome);

/** The stay in a page's query; a party of 2 unless given. */
const stayFrom = stayInQuery(2);

export default defineSite({
  slug: 'streamline',
  provider: 'streamline',
  platform: 'Streamline VRS: WordPress Streamline Core plugin, admin-ajax gateway (methodName/params in the query)',
  chrome,
  assets: pluginAssets(),
  routes() {
    return [
      get('/', (req) => page({ title: 'Home', bodyClass: 'home', main: homeMain(stayFrom(req.query)) })),
      get('/search-results/', (req) => {
        const stay = stayFrom(req.query);
        const beds = Number(req.query.get('beds')) || 0;
        return page({ title: 'Search Results', bodyClass: 'page streamline-core', main: searchMain(stay, beds), inline: [localize(searchInit(stay, beds, SEARCH_METHOD))], scripts: [`${JS}/search.js`] });
      }),
      ...pluginRoutes({ slug: 'streamline', chrome, page, stayIn: stayFrom, searchMethods: [[SEARCH_METHOD, searchAnswer]], thankYou: { path: '/thank-you/', title: 'Thank You' } }),
    ];
  },
});
