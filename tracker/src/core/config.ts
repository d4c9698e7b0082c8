// The configuration: the baked string (the service settings and the install records the build was given, as ASCII
// JSON; none in the all-sites main part, which loads its host's: src/mapping-part.ts) with window.__beaconConfig
// merged over it.
import type { BeaconConfig, SiteMapping } from './types';
import { parse } from '../builtins/json';

/**
 * Timers that tests may change through `__beaconConfig.test`; the values here are the production defaults.
 * - debounceMs: the send debounce (spec 9: 100 ms).
 * - lockMs: how long a tab's buffer lock lives without renewal (a dead tab's events are recovered after it).
 * - frameMs: how long init waits for the session-page frame to answer (spec: "not shown"; 3 s keeps init
 *   reasonably quick on slow third-party loads while letting a normal frame answer).
 */
export const T = { debounceMs: 100, lockMs: 15000, frameMs: 3000 };

export type Overrides = Partial<BeaconConfig> & { test?: Partial<typeof T> };

const BAKED = typeof __BEACON_CONFIG__ === 'string' ? __BEACON_CONFIG__ : '';

/** The baked string back to the config (tracker/build/bake-config.mjs); {} when it is not JSON. */
export function decode(encoded: string): Partial<BeaconConfig> {
  try {
    return parse(encoded) as Partial<BeaconConfig>;
  } catch {
    return {};
  }
}

// The last string decoded and what it gave: decoded once, when first needed (not at evaluation).
let decoded: [string, Partial<BeaconConfig>] | undefined;

export function loadConfig(baked: string = BAKED, over: Overrides | null | undefined = (window as { __beaconConfig?: Overrides }).__beaconConfig): BeaconConfig {
  if (!decoded || decoded[0] !== baked) decoded = [baked, decode(baked)];
  const config: BeaconConfig = { endpoint: '', sessionPage: null, errorEndpoint: null, scriptHosts: [], sites: [], ...decoded[1] };
  if (over && typeof over === 'object') {
    const baked = config.sites;
    for (const key in over) {
      const value = over[key as keyof Overrides];
      // undefined means "not given"; null is a real value (sessionPage: null skips the frame).
      if (value !== undefined) (config as unknown as Record<string, unknown>)[key] = value;
    }
    // The page's sites replace the baked mappings of the hosts they map (an override, not an extra install);
    // baked mappings of other hosts stay usable.
    const page = Array.isArray(over.sites) ? over.sites : [];
    config.sites = page.concat(baked.filter((b) => !page.some((p) => p && p.host === b.host)));
    if (over.test) Object.assign(T, over.test);
  }
  config.endpoint = String(config.endpoint || '').replace(/\/+$/, '');
  return config;
}

/** `host` is an exact hostname, or `*.example.com` for example.com and any of its subdomains. */
export function matchHost(pattern: string, host: string): boolean {
  pattern = pattern.toLowerCase();
  host = host.toLowerCase();
  if (pattern.slice(0, 2) !== '*.') return pattern === host;
  // '.' + host ends with '.example.com' for example.com and for any of its subdomains
  const dotBase = pattern.slice(1);
  return ('.' + host).slice(-dotBase.length) === dotBase;
}

/** The installs of a host: its exact mappings, else its wildcard ones. More than one is a shared domain
 * (spec 3 and 8: several installs on one domain), which a resolver must pick from (boot.ts). */
export function findSites(sites: SiteMapping[], host: string): SiteMapping[] {
  const ok = sites.filter((s) => s && typeof s.host === 'string' && matchHost(s.host, host));
  const exact = ok.filter((s) => s.host.slice(0, 2) !== '*.');
  return exact.length ? exact : ok;
}

// The all-sites main part bakes no install record: it loads its host's from a file of their own
// (src/mapping-part.ts), which registers here; every other build has its records baked.
let sitesLoader: (() => Promise<SiteMapping[]>) | undefined;
export const registerSitesLoader = (load: () => Promise<SiteMapping[]>): void => void (sitesLoader = load);
/** The host's install records from their file, when this build loads them; undefined otherwise. */
export const loadSiteRecords = (): Promise<SiteMapping[]> | undefined => sitesLoader && sitesLoader();

/** The first install of a host (an exact mapping beats a wildcard one). */
export const findSite = (sites: SiteMapping[], host: string): SiteMapping | undefined => findSites(sites, host)[0];
