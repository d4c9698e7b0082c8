// The all-sites main part's install records (ARCHITECTURE.md, "One page, one site's mapping"): it bakes none, so it
// stays the same size however many customers there are. A page loads its own site's records from
// `map/<domain>.js` beside the main part (same origin and nonce as the adapter parts; host-keyed, so a CDN caches
// each file on its own and a changed record needs no new main part), which hands them to the tag's global. The
// fetch starts when the main part is evaluated, so it overlaps the page's load; boot awaits it only when the page's
// own __beaconConfig.sites do not map the host. No file (the host is no customer's): the install notice.
import type { SiteMapping } from './core/types';
import { findSites, loadConfig, registerSitesLoader } from './core/config';
import { log } from './core/log';
import { mappingKey } from './core/mapping-key.mjs';
import { tagGlobal } from './tag/global';
import { appendScript } from './tag/append-script';

/** …/tracker.main.js?v=x -> …/map/<key>.js; '' for a main part with no src (inlined) or a host with no key. */
export const mappingUrl = (mainSrc: string, key: string): string => (mainSrc && key ? mainSrc.split(/[?#]/)[0].replace(/[^/]*$/, `map/${key}.js`) : '');

export function publishMappingLoader(): void {
  const g = tagGlobal();
  // start() refused this main part (no tag, another release), or a first copy of it serves the page
  if (!g || !g.main || g.mapping) return;
  const key = mappingKey(location.hostname);
  let records: SiteMapping[] = [];
  g.mapping = (k, list) => void (k === key && Array.isArray(list) && (records = list));
  let loading: Promise<SiteMapping[]> | undefined;
  const load = (): Promise<SiteMapping[]> =>
    (loading ||= new Promise((done) => {
      const main = g.mainScript;
      const url = mappingUrl((main && main.src) || '', key);
      if (!url) return done(records);
      appendScript(url, (main && main.nonce) || '', () => done(records), () => {
        log(`No install records for ${location.hostname}: ${url} did not load`);
        done(records);
      });
    }));
  registerSitesLoader(load);
  if (!findSites(loadConfig().sites, location.hostname).length) load();
}
