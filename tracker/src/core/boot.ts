// Initialisation (spec 4): once per page, after the load event.
//   hash flags -> (production disabled: stop) -> serving-domain check (banner, continue) -> sender, left-overs
//   -> identity -> no site mapping: `install` {domain}, stop -> several installs on the domain: `shared_install`,
//   stop -> a resolver's mapping: its pick, or `unresolved_install`, stop -> identify (when fresh) -> pageview ->
//   page_timing -> provider.
import type { Action, Payload, ProviderContext, Provider, SiteMapping } from './types';
import { loadConfig, findSites, loadSiteRecords } from './config';
import { installMarkers } from './install-markers';
import { getProvider, loadPart } from './registry';
import { configureErrors, guard, report, VERSION } from './errors';
import { log } from './log';
import { newId } from './ids';
import { restore, type Identity } from './identity';
import { startSender, track as send } from './sender';
import type { Meta } from './buffer';
import { applyHashFlags, isDisabled, onNavigate } from './navigation';
import { sendTiming } from './timing';
import { redactUrl } from './redact-url';

/** whether this build loads adapter parts (the all-sites main part); outside a bundle (tests), yes */
// A per-site build for a host of one install (no resolver) reads no install markers: on its page a second install
// can only come from the page's own __beaconConfig, and is reported without them (tracker/rollup.config.mjs).
const SHARED = typeof __BEACON_SHARED_DOMAINS__ === 'boolean' ? __BEACON_SHARED_DOMAINS__ : true;
const PARTS = typeof __BEACON_HAS_ADAPTER_PARTS__ === 'boolean' ? __BEACON_HAS_ADAPTER_PARTS__ : true;

/** `window.__beacon`, the page-facing global (for the page, a child window and the console): the double-init
 * marker, the identity a child window reads and, in a two-part tag, `inspect()` (start.ts). The parts' own shared
 * state is another, versioned global (`__beacon_v1`, tag/global.ts). */
export interface BeaconGlobal {
  version: string;
  inspect?: () => Promise<unknown>;
  identity?: { user: Identity['user']; session: Identity['session'] };
}

/** `started`: run when init is over (the provider started, or init stopped early), whatever the outcome.
 * `scriptSrc`: the tag's URL, when boot runs in the main part (tracker.main.js) rather than in the tag itself. */
export function boot(started?: () => void, scriptSrc?: string): void {
  guard(() => {
    const w = window as unknown as { __beacon?: BeaconGlobal };
    if (w.__beacon) return log('Already initialised - aborting');
    w.__beacon = { version: VERSION };
    // currentScript only exists while the script itself is being evaluated, so it is read now.
    const script = document.currentScript as HTMLScriptElement | null;
    const src = scriptSrc ?? (script?.src || '');
    // A task after the load event, so the load event has ended and page_timing is complete.
    const start = () =>
      setTimeout(
        guard(() => {
          const done = init(src, w.__beacon as BeaconGlobal);
          if (started) done.then(guard(started), guard(started));
        }),
      );
    if (document.readyState === 'complete') start();
    else addEventListener('load', guard(start), { once: true });
  })();
}

async function init(src: string, global: BeaconGlobal): Promise<void> {
  const config = loadConfig();
  configureErrors(config.errorEndpoint);
  applyHashFlags();
  addEventListener('hashchange', guard(() => applyHashFlags()));
  if (isDisabled('production')) return log('Disabled by #beaconDisable=production');
  // Without an endpoint `${endpoint}/action` would post to the host's own site.
  if (!config.endpoint) return log('No endpoint - aborting');

  if (src) {
    const host = new URL(src, location.href).hostname;
    if (config.scriptHosts.length && config.scriptHosts.indexOf(host) < 0)
      console.error(
        `Beacon: this tracking script is served from ${host}, which is not a Beacon domain. ` +
          'Please replace the script tag with the one from your Beacon dashboard.',
      );
  }
  startSender(config.endpoint, src);

  const identity = await restore(config.sessionPage);
  global.identity = { user: identity.user, session: identity.session };
  let installs = findSites(config.sites, location.hostname);
  // the all-sites tag's main part: the host's records come from their own file (none there: the install notice)
  const records = installs.length ? undefined : loadSiteRecords();
  if (records) installs = findSites(await records, location.hostname);
  let site: SiteMapping | undefined = installs[0];
  let pageviewId = newId();
  let pageviews = 0;

  const track = (action: Action, payload: Payload): void => {
    // Flags may change while the page lives (hashchange).
    if (isDisabled('production') || isDisabled(action)) return log('Disabled', action);
    // The first pageview keeps the id the page started with (identify shares it); each later one is new.
    if (action === 'pageview' && pageviews++) pageviewId = newId();
    const meta: Meta = {
      client_id: site?.clientId ?? -1,
      site_key: site?.siteKey || null,
      user_id: identity.user.id,
      install_id: site?.installId ?? -1,
      session_id: identity.session.id,
      pageview_id: pageviewId,
      version: VERSION,
      post_id: null,
      url: redactUrl(location.href),
    };
    send(action, payload, meta);
  };

  if (!site) {
    track('install', { domain: location.hostname });
    return log('No site mapping - aborting');
  }
  // Several installs on one domain (spec 3, 8): what tells them apart goes to the collection service.
  const reportInstall = (action: Action) =>
    track(action, { domain: location.hostname, url: redactUrl(location.href), referrer: redactUrl(document.referrer), extra: SHARED ? installMarkers() : null });
  if (installs.length > 1) {
    site = undefined; // no install's keys on this report
    reportInstall('shared_install');
    return console.error(`Beacon: ${installs.length} installations on ${location.hostname} and no resolver; nothing is tracked on this page`);
  }
  configureErrors(config.errorEndpoint, site.provider);
  let provider: Provider | null = null;
  try {
    // the all-sites two-part tag loads the site's adapter now (src/adapter-parts.ts); other builds have it, do
    // not wait a turn for it, and carry no code for it (PARTS is false there at build time; each part is a
    // const of its own, which the minifier can then drop with its await)
    const part = PARTS && loadPart(site.provider);
    if (part) await part;
    provider = getProvider(site.provider);
    // A resolver's mapping lists the domain's installs: the page's own is picked by its content.
    if (provider.resolve) {
      const chosen = provider.resolve(site, SHARED ? installMarkers() : { emp: null, footer: null });
      if (!chosen) {
        reportInstall('unresolved_install');
        return log('Unresolved install - aborting');
      }
      site = chosen;
      configureErrors(config.errorEndpoint, site.provider);
      const chosenPart = PARTS && loadPart(site.provider);
      if (chosenPart) await chosenPart;
      provider = getProvider(site.provider);
    }
  } catch (error) {
    report(error); // No provider found for {name}
  }

  if (identity.fresh) {
    const s = screen;
    track('identify', {
      agent: navigator.userAgent,
      width: s.width,
      height: s.height,
      availWidth: s.availWidth,
      availHeight: s.availHeight,
      referrer: redactUrl(document.referrer),
      locale: navigator.language,
    });
  }
  const pageview = (referrer: string) => track('pageview', { url: redactUrl(location.href), referrer: redactUrl(referrer), title: document.title });
  pageview(document.referrer);
  sendTiming((timing) => track('page_timing', timing));

  if (!provider?.handlesNavigation) onNavigate(pageview);
  if (!provider || isDisabled(provider.name)) return;
  const ctx: ProviderContext = {
    site,
    track: guard(track),
    log,
    report,
    isDisabled,
  };
  log('Starting provider', provider.name);
  // Not awaited: a rejection is reported by the guard, once.
  guard(provider.start.bind(provider))(ctx);
}
