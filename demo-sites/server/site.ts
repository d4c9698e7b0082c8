// What a demo site is: its identity (slug, host, provider), its look, its client-side scripts and its routes.
// `demo-sites/<slug>/site.ts` default-exports one of these; the server finds them by listing the folder.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dispatch, get, html, text, type DemoRequest, type DemoResponse, type Route } from './http.ts';
import { NOT_FOUND_PAGE } from './not-found.ts';
import { renderPage, SHARED_CSS, type Chrome } from './shell.ts';

export interface DemoSite {
  /** the same slug as the adapter, the recording and the golden */
  slug: string;
  /** the adapter that should report this site (tracker/src/adapters/<provider>.ts) */
  provider: string;
  /** realistic hostname, mapped to loopback with Chromium's host-resolver rules */
  host: string;
  label: string;
  /** which platform the site imitates, in a few words */
  platform: string;
  chrome: Chrome;
  /** the site's folder (for its assets; its steps.json and truth.json are in recordings/<slug>/) */
  dir: string;
  /** URL path → file in the site's folder (its client-side scripts) */
  assets?: Record<string, string>;
  /** the site's pages and APIs; called once per server, so state (orders, reservations) starts fresh */
  routes(): Route[];
}

const SERVER_DIR = import.meta.dirname;

/** What a site's site.ts declares: `host` defaults to www.<slug>-demo.test, `dir` to its folder
 * (demo-sites/<slug>/), `label` to its brand. */
export type SiteSpec = Omit<DemoSite, 'host' | 'dir' | 'label'> & Partial<Pick<DemoSite, 'host' | 'dir' | 'label'>>;

export function defineSite(site: SiteSpec): DemoSite {
  return { host: `www.${site.slug}-demo.test`, label: site.chrome.brand, dir: join(SERVER_DIR, '..', site.slug), ...site };
}

/** Client-side helpers every site may load (plain JS files in demo-sites/server/assets/). */
export const SERVER_ASSETS: Record<string, string> = {
  '/wp-content/mu-plugins/site-kit/ajax.js': 'ajax.js',
  '/wp-content/plugins/woocommerce/assets/js/frontend/checkout.js': 'woo-checkout.js',
};

const JS = 'application/javascript; charset=UTF-8';

function assetRoutes(site: DemoSite): Route[] {
  const fromSite = Object.entries(site.assets ?? {}).map(([path, file]) => get(path, async () => text(await readFile(join(site.dir, file), 'utf8'), 200, JS)));
  const fromServer = Object.entries(SERVER_ASSETS).map(([path, file]) => get(path, async () => text(await readFile(join(SERVER_DIR, 'assets', file), 'utf8'), 200, JS)));
  const css = get(site.chrome.stylesheet, () => text(SHARED_CSS, 200, 'text/css; charset=UTF-8'));
  return [...fromSite, ...fromServer, css];
}

/** The site as one request handler (fresh state each call): its routes, assets, WordPress-style slash redirects, 404. */
export function siteHandler(site: DemoSite): (req: DemoRequest) => Promise<DemoResponse> {
  const routes = [...site.routes(), ...assetRoutes(site)];
  return async (req) =>
    (await dispatch(routes, req)) ??
    html(renderPage(site.chrome, NOT_FOUND_PAGE), 404);
}
