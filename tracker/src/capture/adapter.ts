// defineAdapter: an adapter is data plus small map functions; this file does all the matching and wiring.
// - metadata (slug, label, family, sends, lastChecked) are literals, readable without starting anything;
// - detect is cheap and pure: the optional `on` paths and at most one DOM `marker`; nothing is observed,
//   patched or stored before it says yes;
// - `paths` start page captures (load, and for `spa` adapters or '#' rules also history/hash changes);
//   `observe` subscribes to the host's calls (CallMatcher, WordPress `ajaxAction`, or a `jsonp` callback);
// - every capture is a chain (chain.ts): [ready wait] -> map -> emit (emitter.ts). A map that throws loses that
//   one event; the error is reported tagged with the adapter slug and kind.
import type { Payload, Provider, ProviderContext, SiteMapping } from '../core/types';
import { expectJsonp, formField, observe, observeJsonp, type Call, type CallMatcher } from '../net';
import { chain } from './chain';
import { createEmitter, type Emit, type EmitOptions, type Kind } from './emitter';
import { exists } from './dom';
import type { Bounds, Fields } from './events';
import { onLocationChange } from '../core/location';
import { pageUploadPayload } from './page-upload-payload';
import { debounce, waitForElement } from './waits';

export type { Kind };
export type Loc = Pick<Location, 'pathname' | 'search' | 'hash'>;
/**
 * Where a kind is captured from the page:
 * - '/property/'      the path contains it (case-insensitive; spec 2 lists paths this way)
 * - '/rental/:slug'   whole-path pattern: ':name' is one segment, '*' anything, trailing '/' optional
 * - '/book-now?step=book_now', '?propid='   the part after '?' must be contained in the query string
 * - '#/reserve/confirmation'   hash route: the hash begins with it (re-checked on hash changes)
 * - '!/properties/search'      negation: no page matching it (any other rule form after '!')
 * - RegExp on pathname + search, or a predicate on the location
 */
export type PathRule = string | RegExp | ((loc: Loc) => boolean);
export type Paths = PathRule | PathRule[];
/** A CallMatcher; `ajaxAction` = POST/GET /wp-admin/admin-ajax.php whose `action` field equals the string
 * (or matches the RegExp); `jsonp` = the answer handed to that JSONP callback. */
export type Watch = CallMatcher & { ajaxAction?: string | RegExp; jsonp?: string | RegExp };
export type Watches = Partial<Record<Kind, Watch | Watch[]>>;
export type PageRoutes = Partial<Record<Kind, Paths>>;

/** What a map function gets. */
export interface Source {
  kind: Kind;
  /** the observed call; null for a page capture */
  call: Call | null;
  /** a signal capture's event detail (the kit's signals); undefined otherwise */
  detail?: any;
  /** the call's parsed JSON answer (null when not JSON or a page capture) */
  json: any;
  /** the call's request body parsed as JSON (for nested bodies; use param() for flat fields) */
  body: any;
  /** a request parameter: form/multipart/JSON body field, else the URL's (or hash route's) query parameter.
   * For page captures, the page URL's parameter. */
  param(name: string): string | null;
  site: SiteMapping;
  /** site.options (e.g. wp-ajax-generic's action names) */
  options: Record<string, any>;
  log(...args: unknown[]): void;
}
export type MapResult = Fields | Payload | (Fields | Payload)[] | null;
export type MapFn = (src: Source) => MapResult | Promise<MapResult>;
/** A kind's map: one function, or one per source (the engine picks: an observed call, or the page) when the two read
 * different things, so no map branches on `s.call`. (Not `call`/`page`: a function's own `call` would blur the
 * types.) */
export type KindMap = MapFn | { fromCall?: MapFn; fromPage?: MapFn };

export interface AdapterApi {
  ctx: ProviderContext;
  /** runs a capture of kind through the chain: from a call (taken by the kind's watch number `rule`), from the
   * page, or from fields the hook produces */
  capture(kind: Kind, from?: Call | (() => MapResult | Promise<MapResult>) | null, rule?: number): Promise<unknown>;
  /** the adapter's page paths on this site (paths built from the site mapping are built) */
  paths: PageRoutes;
  /** the adapter's map functions */
  map: AdapterSpec['map'];
  /** runs the page captures again, as on a new page (a page change without a URL change) */
  page(): void;
}

export interface AdapterSpec {
  /** permanent id: site mappings' `provider`, demo-sites/<slug>/, recordings/<slug>/ */
  slug: string;
  label: string;
  /** platform family, e.g. 'wp-admin-ajax', 'json-widget', 'jsonp-widget', 'booking-engine', 'site' */
  family: string;
  /** event kinds this adapter sends */
  sends: Kind[];
  /** yyyy-mm-dd: last checked against a recording */
  lastChecked: string;
  /** detect: only on pages matching these (default: every page of a mapped site) */
  on?: Paths;
  /** detect: a selector that must exist at start (one DOM marker) */
  marker?: string;
  /** literal, or built from the site mapping (wp-ajax-generic reads its pages' paths from site.options) */
  paths?: PageRoutes | ((site: SiteMapping) => PageRoutes);
  /** literal, or built from the site mapping (wp-ajax-generic reads action names from site.options) */
  observe?: Watches | ((site: SiteMapping) => Watches);
  /** one per captured kind; page_upload has a default (and, when `sends` has it, uploads the conversion pages
   * unless `paths.page_upload` says otherwise). Return loose fields (events.ts builds the payload), a
   * list of them (one event each), or null for "not ours / nothing to send". */
  map: Partial<Record<Kind, KindMap>>;
  /** page captures of a kind first wait (30 s) until this selector is visible (a confirmation block) */
  ready?: Partial<Record<Kind, string>>;
  /** re-run page captures on history navigation (pushState/replaceState/popstate) */
  spa?: boolean;
  /** default currency of quotes and conversions (site.options.currency overrides) */
  currency?: string;
  /** search range bounds that mean "unset" (price slider ends, bedroom maxima) */
  bounds?: Bounds;
  /** a quote with a total whose these fields equal the previous quote's on the page is a repeat (emitter.ts) */
  sameQuote?: EmitOptions['sameQuote'];
  /** false: no "answer fields missing" diagnostic (capture health): the install record names the answer paths (the
   * configured adapters), so an answer without them is as likely the record's choice (a calendar call watched for
   * its errors only) as a platform change */
  shapeCheck?: false;
  /** escape hatch for what data cannot say (page objects; the host's custom events: the kit's signals; re-running a
   * page capture: the kit's rerun); runs after detect, guarded */
  setup?(api: AdapterApi): void;
  /** routing cases checked by a unit test, no browser: URLs each kind handles (or any kind, as a list) and
   * URLs no kind handles */
  pathCases?: { handles: string[] | Partial<Record<Kind, string[]>>; ignores: string[] };
}

export interface Adapter extends Provider {
  spec: AdapterSpec;
}

// Page captures run in this order: an upload comes before the conversion on the same page (spec 4).
export const KINDS: Kind[] = ['search', 'property', 'quote', 'page_upload', 'conversion'];

const list = <T>(v: T | T[] | undefined): T[] => (v == null ? [] : ([] as T[]).concat(v));

export function matchPath(rule: PathRule, loc: Loc): boolean {
  if (typeof rule == 'function') return !!rule(loc);
  if (typeof rule != 'string') return (rule.lastIndex = 0), rule.test(loc.pathname + loc.search);
  const r = rule.toLowerCase();
  if (r[0] == '!') return !matchPath(rule.slice(1), loc);
  if (r[0] == '#') return loc.hash.toLowerCase().indexOf(r) == 0;
  const [path, query] = r.split('?');
  const p = loc.pathname.toLowerCase();
  return (!query || loc.search.toLowerCase().indexOf(query) >= 0) && (/[:*]/.test(path) ? pattern(path).test(p) : p.indexOf(path) >= 0);
}

// Whole-path patterns, compiled when a page is checked against them (never at evaluation).
const pattern = (path: string) =>
  new RegExp('^' + path.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+') + '/?$');

/** Any positive rule matches (or there is none) and no '!' rule excludes the page. */
export function matchPaths(paths: Paths | undefined, loc: Loc): boolean {
  const rules = list(paths);
  const neg = (r: PathRule) => typeof r == 'string' && r[0] == '!';
  const pos = rules.filter((r) => !neg(r));
  return rules.length > 0 && (!pos.length || pos.some((r) => matchPath(r, loc))) && rules.filter(neg).every((r) => matchPath(r, loc));
}

/** A spec part that is a literal or built from the site mapping, as built now ({} when absent). */
const ofSite = <T extends object>(part: T | ((site: SiteMapping) => T) | undefined, site: SiteMapping): T =>
  (typeof part == 'function' ? part(site) : part) || ({} as T);

/** The page paths of a spec on a site (paths built from the site mapping are built now). An adapter that sends
 * page_upload without paths of its own uploads its conversion pages, before their conversion (spec 4). */
const routes = (spec: Pick<AdapterSpec, 'paths'> & { sends?: Kind[] }, site: SiteMapping): PageRoutes => {
  const r = ofSite(spec.paths, site);
  return spec.sends?.includes('page_upload') && !r.page_upload ? { ...r, page_upload: r.conversion } : r;
};

/** Kinds whose paths handle a URL (path, query and hash; the host is irrelevant). Paths built from the site
 * mapping are those of `site` (default: a mapping without options). */
export function routeKinds(spec: Pick<AdapterSpec, 'paths'> & { sends?: Kind[] }, url: string, site: SiteMapping = { host: '', provider: '' }): Kind[] {
  const loc = new URL(url, 'https://example.test');
  const paths = routes(spec, site);
  return KINDS.filter((k) => paths[k] && matchPaths(paths[k], loc));
}

/** The pathCases that fail, as messages (empty when all hold). */
export function pathCaseFailures(spec: AdapterSpec): string[] {
  const out: string[] = [];
  const cases = spec.pathCases;
  if (!cases) return out;
  const handles = Array.isArray(cases.handles) ? { '': cases.handles } : cases.handles;
  for (const kind of Object.keys(handles))
    for (const url of (handles as Record<string, string[]>)[kind]) {
      const got = routeKinds(spec, url);
      if (kind ? got.indexOf(kind as Kind) < 0 : !got.length) out.push(`${spec.slug}: ${kind || 'some kind'} should handle ${url} (got ${got.join(',') || 'none'})`);
    }
  for (const url of cases.ignores) {
    const got = routeKinds(spec, url);
    if (got.length) out.push(`${spec.slug}: should ignore ${url} (handled as ${got.join(',')})`);
  }
  return out;
}

/** detect (spec: cheap and pure): the `on` paths (if any) and the one DOM marker (if any). */
export const detect = (spec: Pick<AdapterSpec, 'on' | 'marker'>, loc: Loc = location): boolean =>
  (!spec.on || matchPaths(spec.on, loc)) && (!spec.marker || exists(spec.marker));

const actionOf = (url: string, body: string | null) => formField(body, 'action') ?? query(url, 'action');
const same = (want: string | RegExp, got: string | null) =>
  got != null && (typeof want == 'string' ? got === want : ((want.lastIndex = 0), want.test(got)));

/** Matcher for WordPress admin-ajax calls by `action` (body or query), plus the watch's own parts. */
export const ajaxAction = (w: Watch): CallMatcher => ({
  method: w.method,
  url: w.url || 'admin-ajax.php',
  test: (url, body) => same(w.ajaxAction as string | RegExp, actionOf(url, body)) && (!w.test || w.test(url, body)),
});

/** A query parameter of the URL, or of a hash route's query ('#/search?checkin=…'). */
export function query(href: string, name: string): string | null {
  try {
    const u = new URL(href, location.href);
    return u.searchParams.get(name) ?? new URLSearchParams(u.hash.split('?')[1]).get(name);
  } catch {
    return null;
  }
}

/** The answer as a map reads it, counting in `n` the fields it asks for and finds without a value ([0]: absent, null
 * or '') and with one ([1]). A frozen object is read as it is (a proxy of it must answer with its own values). */
const watched = (v: any, n: number[]): any =>
  v && typeof v == 'object' && !Object.isFrozen(v)
    ? new Proxy(v, {
        get(t, k) {
          const x = t[k];
          // 'then': an await of the answer itself asks it, not the map (a symbol, an iterator, only adds a count)
          if (k != 'then') n[+(x != null && x !== '')]++;
          return watched(x, n);
        },
      })
    : v;

function source(kind: Kind, call: Call | null, ctx: ProviderContext, n: number[] = []): Source {
  let body: unknown = null;
  try {
    const text = call?.requestBody;
    if (text && /^\s*[[{]/.test(text)) body = JSON.parse(text);
  } catch {}
  return {
    kind,
    call,
    json: call ? watched(call.json, n) : null,
    body,
    param: (n) => (call ? formField(call.requestBody, n) ?? query(call.url, n) : query(location.href, n)),
    site: ctx.site,
    options: ctx.site.options || {},
    log: ctx.log,
  };
}

/** guard(fn): fn, with whatever it throws reported (tagged with the adapter) instead of reaching the host. */
const guards =
  (ctx: ProviderContext, slug: string) =>
  <A extends unknown[]>(fn: (...a: A) => unknown) =>
  (...a: A): void => {
    try {
      fn(...a);
    } catch (error) {
      ctx.report(error, { adapter: slug });
    }
  };

function run(spec: AdapterSpec, ctx: ProviderContext, guard: ReturnType<typeof guards>): void {
  // the spec's currency, bounds and sameQuote are the emitter's options
  const emit: Emit = createEmitter(ctx, spec);
  const paths = routes(spec, ctx.site);
  // Capture health (issue 33, ARCHITECTURE.md "Capture health"): 3 diagnostics per page at most; the site's
  // option `diagnostics`: false = off, a number = the share of diagnostics sent (default: all)
  const rate = (ctx.site.options || {}).diagnostics;
  let healthLeft = 3;
  const capture: AdapterApi['capture'] = (kind, from, rule) => {
    if (ctx.isDisabled(kind) || ctx.isDisabled(spec.slug)) return Promise.resolve(ctx.log('Capture disabled', kind));
    const call = from && typeof from == 'object' ? from : null;
    const page = !call;
    const m = spec.map[kind];
    const map = typeof from == 'function' ? from : (m && typeof m == 'object' ? (call ? m.fromCall : m.fromPage) : m) || (kind == 'page_upload' && pageUploadPayload);
    // an upload of a conversion page waits for what its conversion waits for: the page as the guest sees it
    const ready = page && (spec.ready?.[kind] || (kind == 'page_upload' && spec.ready?.conversion));
    // one compact diagnostic through the error endpoint: never a body, a query or a value (core/error-event.ts)
    const health = (reason: string) =>
      rate !== false &&
      healthLeft-- > 0 &&
      Math.random() < ((rate as number) ?? 1) &&
      ctx.report({ health: reason }, { adapter: spec.slug, rule: kind + '#' + (rule || 0), path: call ? call.url.split(/[?#]/)[0] : location.pathname });
    // the answer's fields the map asked for: [missing, found]
    const n = [0, 0];
    const shape = spec.shapeCheck !== false;
    return chain(ctx, { adapter: spec.slug, kind }, [
      map &&
        (async () => {
          if (ready) await waitForElement(ready, true);
          const r = await map(source(kind, call, ctx, n));
          // took the call (fields, not "not ours"), asked its answer for fields and found no value: an answer of
          // another shape (the platform changed)
          if (r && n[0] && !n[1] && shape) health('answer fields missing');
          return r;
        }),
      (fields: MapResult) => {
        let sent: Payload | null = null;
        for (const f of list(fields)) sent = emit(kind, f as Fields, page, health) || sent;
        return sent;
      },
    ]);
  };

  // Observed calls.
  const watches = ofSite(spec.observe, ctx.site);
  for (const kind of KINDS)
    for (const w of list(watches[kind])) {
      const rule = list(watches[kind]).indexOf(w);
      const handle = (c: Call) => void capture(kind, c, rule);
      if (w.jsonp) observeJsonp(w.jsonp, handle);
      else observe(w.ajaxAction ? ajaxAction(w) : w, handle);
    }

  // Page captures: now, then again when the location changes (spa: any change; else only hash routes).
  const done: Partial<Record<Kind, string>> = {};
  const isHash = (r: PathRule) => typeof r == 'string' && r.replace('!', '')[0] == '#';
  const pageRun = guard((hashOnly?: boolean) => {
    for (const kind of KINDS)
      if (done[kind] !== location.href && (!hashOnly || list(paths[kind]).some(isHash)) && matchPaths(paths[kind], location)) {
        done[kind] = location.href;
        capture(kind);
      }
  });
  pageRun();
  // 50 ms: the spec's history-change delay; the host's router renders first, and a burst counts once.
  if (spec.spa || KINDS.some((k) => list(paths[k]).some(isHash))) onLocationChange(debounce(() => pageRun(!spec.spa), 50));

  // What data cannot say: page objects, the host's custom events (kit/signals.ts), re-runs (kit/rerun.ts)
  spec.setup?.({
    ctx,
    capture,
    paths,
    map: spec.map,
    page() {
      for (const k in done) delete done[k as Kind];
      pageRun();
    },
  });
}

/** Turns an adapter spec into the provider the core registers and starts. */
export function defineAdapter(spec: AdapterSpec): Adapter {
  // literal JSONP watches are declared now (bundle evaluation), so calls made while the page loads are kept
  if (spec.observe && typeof spec.observe == 'object')
    for (const kind of KINDS) for (const w of list(spec.observe[kind])) if (w.jsonp) expectJsonp(w.jsonp);
  return {
    name: spec.slug,
    spec,
    start(ctx) {
      const guard = guards(ctx, spec.slug);
      guard(() => {
        if (detect(spec)) return run(spec, ctx, guard);
        ctx.log('Not detected', spec.slug);
        if (spec.spa) {
          const stop = onLocationChange(debounce(guard(() => detect(spec) && (stop(), run(spec, ctx, guard))), 50));
        }
      })();
    },
  };
}
