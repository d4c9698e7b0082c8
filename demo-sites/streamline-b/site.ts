// streamline-b: a second Streamline VRS site on the Streamline Core (ResortPro) WordPress plugin, left on the
// plugin's default search setting: the results page asks GetPropertyListWordPress without dates and
// GetPropertyAvailabilitySimple with them (api.ts). Its theme overrides the plugin's checkout template, whose
// #form_thankyou posts to the site's own thank-you page, /thank-you-for-your-booking/ (a page carrying the
// plugin's thank-you shortcode). The inventory, the unit, checkout and thank-you pages, the gateway and the other
// methods are the plugin's, as demo-sites/streamline serves them (platforms/streamline/plugin.ts).
// demo-sites/streamline/SOURCES.md#site-streamline-b.
import type { Stay } from '../server/fixtures.ts';
import { get } from '../server/http.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { localize, WP_HEAD } from '../server/wordpress.ts';
import { searchInit, searchMain } from '../platforms/streamline/pages.ts';
import { JS, pluginAssets, pluginPages, pluginRoutes, stayInQuery } from '../platforms/streamline/plugin.ts';
import { availabilitySimple, propertyList } from './api.ts';

export const THANK_YOU = '/thank-you-for-your-booking/';
/** The plugin's search settings as its app reads them ($rootScope.searchSettings). */
const SEARCH_SETTINGS = { searchMethod: 'GetPropertyAvailabilitySimple', maxSearchDays: 30, propertyPagination: 12 };

const chrome: Chrome = {
  brand: 'Emerald Dunes Getaways',
  tagline: 'Beach homes from Seaside to Inlet Beach',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'All Rentals', href: '/search-results/' },
  ],
  accent: '#1f7a4d',
  stylesheet: '/wp-content/themes/emerald-dunes/style.css',
  head: WP_HEAD,
  footer: 'Emerald Dunes Getaways · Santa Rosa Beach, FL · Reservations by Streamline',
};

const page = pluginPages(chrome);

/** The stay in a page's query; no party unless given (the "All Rentals" view asks for none). */
const stayIn = stayInQuery(0);

/** The plugin's results template: a "Loading..." line while the call runs; the count line (.search-pagination) is
 * only rendered once units came back (ng-if="!loading && total_units > 0"). */
const resultsMain = (stay: Stay, beds: number) =>
  searchMain(stay, beds).replace(/<p id="search-count"[^>]*>Loading\.\.\.<\/p>/, '<div class="loading" id="search-loading">Loading...</div><div id="search-count"></div>');

export default defineSite({
  slug: 'streamline-b',
  provider: 'streamline',
  platform: 'Streamline VRS: Streamline Core plugin on its default search setting (GetPropertyListWordPress / GetPropertyAvailabilitySimple), thank-you page /thank-you-for-your-booking/',
  chrome,
  assets: pluginAssets(),
  routes() {
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Emerald Dunes Getaways</h1><p><a class="btn" href="/search-results/">See all rentals</a></p></section>' })),
      get('/search-results/', (req) => {
        const stay = stayIn(req.query);
        const beds = Number(req.query.get('beds')) || 0;
        const settings = localize({ searchSettings: SEARCH_SETTINGS, ...searchInit(stay, beds, SEARCH_SETTINGS.searchMethod) });
        return page({ title: 'Search Results', bodyClass: 'page streamline-core', main: resultsMain(stay, beds), inline: [settings], scripts: [`${JS}/search.js`] });
      }),
      // the theme's checkout template is the plugin's with #form_thankyou pointed at the site's thank-you page
      ...pluginRoutes({
        slug: 'streamline-b',
        chrome,
        page,
        stayIn,
        searchMethods: [
          ['GetPropertyListWordPress', propertyList],
          ['GetPropertyAvailabilitySimple', availabilitySimple],
        ],
        thankYou: { path: THANK_YOU, title: 'Thank You for Your Booking' },
      }),
    ];
  },
});
