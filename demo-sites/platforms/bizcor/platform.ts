// What every Bizcor-built WordPress site on Streamline's streamline-core plugin shares (demo sites bizcor, bizcor-b):
// the theme's pages, the widgets relaying Streamline's methods through admin-ajax (action
// streamlinecore-api-request; search uses Bizcor's own method) and the cabins. A site is its chrome and settings.
import { Ledger } from '../../server/fixtures.ts';
import { field, get, json, parseJson } from '../../server/http.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../../server/site.ts';
import { stayReader } from '../../server/stay-reader.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD } from '../../server/wordpress.ts';
import { cabinById, METHODS, type Confirmation } from './api.ts';
import { CABINS, FIRST_CONFIRMATION } from './data.ts';
import { bookingMain, cabinMain, confirmationMain, searchMain } from './pages.ts';

const PLUGIN_JS = '/wp-content/plugins/streamline-core/public/js/bizcor-widgets.js';
const AJAX_JS = Object.keys(SERVER_ASSETS).find((path) => path.endsWith('/ajax.js')) as string;

/** The plugin's stay query: sd / ed (mm/dd/yyyy), oc adults, os children. */
const stayFrom = stayReader({ fields: { checkin: 'sd', checkout: 'ed', adults: 'oc', children: 'os' }, dates: 'month-first', defaults: { adults: 2 } });

/** A Bizcor site on this theme and plugin: its identity, look and the plugin's thank-you page setting
 * (`confirmationUrl`, where the booking form sends the guest), plus other pages carrying the plugin's thank-you
 * shortcode (`thankYouPages`, e.g. the plugin's default /thank-you/ kept published). */
export interface BizcorSite {
  slug: string;
  platform: string;
  /** the site's look; its head is WordPress's, every site's */
  chrome: Omit<Chrome, 'head'>;
  confirmationUrl: string;
  thankYouPages?: string[];
}

export function bizcorSite({ slug, platform, chrome: look, confirmationUrl, thankYouPages = [] }: BizcorSite) {
  const chrome: Chrome = { ...look, head: WP_HEAD };
  const settings = localize({ streamlinecoreConfig: { ajaxUrl: ADMIN_AJAX, bookingUrl: '/cabins/booking/', confirmationUrl } });
  const page = sitePages(chrome, { inline: [settings], scripts: [AJAX_JS, PLUGIN_JS] });
  const missing = page.notFound;
  return defineSite({
    slug,
    provider: 'bizcor',
    platform,
    chrome,
    assets: { [PLUGIN_JS]: '../platforms/bizcor/assets/bizcor-widgets.js' },
    routes() {
      const confirmations = new Ledger<Confirmation>(FIRST_CONFIRMATION);
      const thankYou = (path: string) =>
        get(path, (req) =>
          page({ title: 'Reservation', bodyClass: 'page bizcor-confirmation', main: confirmationMain(confirmations.find(Number(req.query.get('confirmation_id'))), chrome.brand) }),
        );
      return [
        get('/', (req) => page({ title: 'Home', bodyClass: 'home', main: searchMain(stayFrom(req.query), 1) })),
        get('/search-cabins/', (req) => page({ title: 'Available Cabins', bodyClass: 'page bizcor-search', main: searchMain(stayFrom(req.query), Number(req.query.get('beds')) || 1) })),
        get('/cabins/booking/', (req) => {
          const cabin = cabinById(req.query.get('unit'));
          return cabin ? page({ title: 'Reserve', bodyClass: 'page bizcor-booking', main: bookingMain(cabin, stayFrom(req.query)) }) : missing();
        }),
        ...[confirmationUrl, ...thankYouPages].map(thankYou),
        get('/cabins/:slug/', (req, { slug }) => {
          const cabin = CABINS.find((c) => c.slug === slug);
          return cabin ? page({ title: cabin.name, bodyClass: `single single-cabin cabin-${cabin.id}`, main: cabinMain(cabin, stayFrom(req.query)) }) : missing();
        }),
        ...adminAjax(slug, {
          'streamlinecore-api-request': {
            handle(form) {
              const relayed = parseJson(field(form, 'params')) as { methodName?: string; params?: Record<string, unknown> } | null;
              const method = relayed && typeof relayed.methodName === 'string' && Object.hasOwn(METHODS, relayed.methodName) ? METHODS[relayed.methodName] : null;
              if (!relayed || !method) return json({ status: { code: 'E0001', description: 'Unknown method.' } });
              return json(method(relayed.params ?? {}, (key, build) => confirmations.record(key, build)));
            },
          },
        }),
      ];
    },
  });
}

