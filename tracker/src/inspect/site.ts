// The site mapping and the adapter in force, as the inspector part finds them without the main part's help (it keeps
// nothing for the inspector): the page's own window.__beaconConfig.sites first, as the core reads them, else the
// host's records file the all-sites main part loaded (map/<domain>.js, read again through the tag's global); and the
// adapter's rules (watches) from its part (tracker.adapter.<slug>.js, run again with a registry that keeps what it
// registers and hands it on: the page's own copy may run meanwhile, and must still reach the core). A build with its adapters inside its main part (per-site tags) publishes no layer: no rules there.
import type { SiteMapping } from '../core/types';
import type { Rule } from './rows';
import { tagGlobal } from '../tag/global';
import { appendScript } from '../tag/append-script';

const matchHost = (pattern: string, host: string) =>
  pattern.slice(0, 2) === '*.' ? ('.' + host.toLowerCase()).slice(-(pattern.length - 1)) === pattern.slice(1).toLowerCase() : pattern.toLowerCase() === host.toLowerCase();

/** The first mapping of `host` (an exact one beats a wildcard one), as core/config.ts findSites. */
export function siteOf(sites: unknown, host: string): SiteMapping | null {
  const ok = (Array.isArray(sites) ? sites : []).filter((s): s is SiteMapping => !!s && typeof s.host == 'string' && matchHost(s.host, host));
  return ok.find((s) => s.host.slice(0, 2) !== '*.') || ok[0] || null;
}

const scriptLike = (part: string): HTMLScriptElement | null =>
  Array.prototype.find.call(document.scripts, (s: HTMLScriptElement) => s.src.indexOf(part) >= 0) || null;

/** Runs a script of ours again (same URL: the browser's cache answers), with its nonce. */
const rerun = (s: HTMLScriptElement): Promise<void> => new Promise((done) => appendScript(s.src, s.nonce || '', done, done));

/** The site mapping in force on this page, or null. */
export async function findSite(): Promise<SiteMapping | null> {
  const own = siteOf((window as { __beaconConfig?: { sites?: unknown } }).__beaconConfig?.sites, location.hostname);
  if (own) return own;
  const g = tagGlobal();
  const map = scriptLike('/map/');
  if (!g || !g.mapping || !map) return null;
  const keep = g.mapping;
  let records: SiteMapping[] = [];
  // forwarded too: the page's own map file may run while ours loads (a slow page), and the core must get it
  g.mapping = (key, list) => {
    records = list;
    keep(key, list);
  };
  try {
    await rerun(map);
  } finally {
    g.mapping = keep;
  }
  return siteOf(records, location.hostname);
}

/** The rules of adapter `slug` on `site` (its part run again), or [] when they cannot be read. */
export async function findRules(slug: string, site: SiteMapping): Promise<Rule[]> {
  const g = tagGlobal();
  const part = scriptLike(`.adapter.${slug}.js`);
  if (!g || !g.layer || !part) return [];
  const registry = g.layer.registry;
  let spec: { observe?: unknown } | undefined;
  // forwarded too: the page's own part may run while ours loads (a slow page), and the core must get its adapter
  g.layer.registry = {
    registerProvider: (p) => {
      spec = (p as unknown as { spec?: { observe?: unknown } }).spec;
      registry.registerProvider(p);
    },
  };
  try {
    await rerun(part);
  } finally {
    g.layer.registry = registry;
  }
  let watches = spec && spec.observe;
  if (typeof watches == 'function') watches = watches(site);
  const rules: Rule[] = [];
  for (const kind of ['search', 'property', 'quote', 'page_upload', 'conversion'])
    for (const watch of ([] as unknown[]).concat(((watches || {}) as Record<string, unknown>)[kind] ?? [])) rules.push({ kind, watch: watch as Record<string, unknown> });
  return rules;
}
