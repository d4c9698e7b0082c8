// JSONP callbacks a widget calls while the page loads must be wrapped from the tag's evaluation on, before the
// main part (which holds the adapters) has arrived. The build bakes which providers declare such callbacks and,
// in a per-site tag, its records that could map this host to one of them (tracker/build/two-part.mjs); the
// page's own __beaconConfig.sites come first, as in core/config.ts. The all-sites tag knows no record (a page
// loads its own later, src/mapping-part.ts), so unless the page maps its host itself it watches every such
// provider's callbacks: a few specific names, recorded only when a script calls them.
import { findSite } from '../core/config';
import type { SiteMapping } from '../core/types';
import { expectJsonp } from '../net';

const EARLY = typeof __BEACON_EARLY__ === 'object' ? __BEACON_EARLY__ : null;

export function declareEarlyJsonp(): void {
  if (!EARLY) return;
  const over = (window as { __beaconConfig?: { sites?: unknown } }).__beaconConfig;
  const page = over && Array.isArray(over.sites) ? (over.sites as SiteMapping[]) : [];
  const site = findSite(page.concat((EARLY.s || []) as SiteMapping[]), location.hostname);
  const names = site ? EARLY.p[site.provider] : EARLY.s ? null : ([] as (string | RegExp)[]).concat(...Object.values(EARLY.p));
  if (names) names.forEach(expectJsonp);
}
