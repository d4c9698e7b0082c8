// Shared types of the tracker. The core, the capture layer and the adapters all speak these.

/** Action names on the wire (fixed: the collection service and the goldens rely on them). */
export type Action =
  | 'identify'
  | 'pageview'
  | 'page_timing'
  | 'install'
  | 'shared_install'
  | 'unresolved_install'
  | 'search'
  | 'property'
  | 'quote'
  | 'conversion'
  | 'page_upload';

export type Payload = Record<string, unknown>;

/** One site mapping: which hostname uses which provider (adapter slug) and with which keys. */
export interface SiteMapping {
  /** exact hostname, or `*.example.com` for any subdomain (and example.com itself) */
  host: string;
  provider: string;
  siteKey?: string | null;
  clientId?: number | string | null;
  installId?: number | string | null;
  /** URL substring -> fields merged into the first search payload (spec 3, "Install record") */
  slugMap?: Record<string, Payload> | null;
  /** adapter-specific settings, e.g. the action names wp-ajax-generic observes */
  options?: Record<string, unknown>;
}

/** The baked config (service settings, install records) merged with window.__beaconConfig. */
export interface BeaconConfig {
  endpoint: string;
  sessionPage: string | null;
  errorEndpoint: string | null;
  /** hostnames the script may be served from; anything else logs the replace-your-script-tag banner */
  scriptHosts: string[];
  sites: SiteMapping[];
}

/** What the core hands a provider when it starts it. */
export interface ProviderContext {
  site: SiteMapping;
  /** Stores an event in the buffer; the sender batches it. Never throws. */
  track(action: Action, payload: Payload): void;
  /** Debug log (prints only when __beaconDebug is set). */
  log(...args: unknown[]): void;
  /** Reports an error to the error-reporting endpoint (tagged with the provider). Never throws. */
  report(error: unknown, extra?: Payload): void;
  /** true when the hash flag beaconDisable=<source> turned this source off */
  isDisabled(source: string): boolean;
}

/** A provider (one per booking platform). Adapters are providers built with the capture layer. */
export interface Provider {
  name: string;
  /** true when the provider sends its own pageviews on history navigation (the core then does not) */
  handlesNavigation?: boolean;
  start(ctx: ProviderContext): void | Promise<void>;
  /** A resolver (shared-domain installs): the install of this page among those its mapping lists, by page
   * content; null when none matches. The core then starts the install's own provider. */
  resolve?(site: SiteMapping, page: InstallMarkers): SiteMapping | null;
}

/** What tells installs on one domain apart (spec 3: shared-domain install report, extra {emp, footer}). */
export interface InstallMarkers {
  /** the company/employer id the page carries (an `emp` query parameter, as booking engines shared by many
   * companies use, or a `data-emp` attribute) */
  emp: string | null;
  /** the page footer's text, whitespace collapsed, first 200 characters */
  footer: string | null;
}
