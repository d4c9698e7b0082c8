// Writes docs/spec-coverage.md: each path of spec section 2, each host call of spec section 7 ("Host calls
// observed") and each site-specific constant of section 9 -> the adapter(s) covering it and the recording(s)
// exercising it. Only the list of spec items and their samples is typed by hand (scripts/spec-coverage-items.ts);
// the rest comes from the adapters' own metadata and the recordings:
//   - a path item is covered by an adapter when routeKinds(spec, sample) (capture/adapter.ts) holds the section's
//     kind (search, property, conversion) for one of its samples, with the adapter's paths built for a default
//     site mapping and for each of its install records in recordings/*/mapping.json;
//   - a call item is covered when one of the adapter's `observe` watches (built the same way) matches one of its
//     sample requests (net/bus.ts `matches`; `ajaxAction` watches via capture/adapter.ts `ajaxAction`; `jsonp`
//     watches by callback name);
//   - a page object / custom event, and a section-9 constant, by the adapter's metadata (currency, bounds; or its
//     site mappings' options.currency, options.bounds) or a regex over tracker/src/adapters/*.ts, its site mappings'
//     options and tracker/src/{capture,parse}/ (scripts/spec-coverage-items.ts);
//   - an (item, adapter) pair is exercised when a recording of that adapter (meta.json `provider`) visited a page
//     (recording.har documents, steps.json, golden.json event URLs) the adapter routes to the kind and of the
//     item's shape, or made a request (recording.har) the adapter's watch matches and of the item's shape.
//   npm run spec-coverage             rewrite docs/spec-coverage.md
//   npm run spec-coverage -- --check  exit 1 when docs/spec-coverage.md is not what the adapters and recordings say
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import '../tracker/src/adapters/index.ts';
import { getProvider, providerNames } from '../tracker/src/core/registry.ts';
import { ajaxAction, routeKinds, type AdapterSpec, type Kind, type PageRoutes, type PathRule, type Watch, type Watches } from '../tracker/src/capture/adapter.ts';
import { matches, type Call } from '../tracker/src/net/bus.ts';
import type { SiteMapping } from '../tracker/src/core/types.ts';
import { readHar } from '../harness/har/read.ts';
import { readRecording } from '../harness/recording/layout.ts';
import { readMapping, startRecord } from '../harness/recording/mapping.ts';
import { readInstallRecords } from '../tracker/build/install-records.mjs';
import { CALLS, CONSTANTS, CONSTANT_BULLETS, CONVERSION, PROPERTY, SEARCH, type CallItem, type ConstantItem, type PathItem, type Recorded, type Req } from './spec-coverage-items.ts';

const ROOT = resolve(import.meta.dirname, '..');
export const DOC = join(ROOT, 'docs/spec-coverage.md');
export const SPEC_FILE = resolve(ROOT, '../shared/spec/tracker-spec.md');
const ORIGIN = 'https://example.test';

// capture/adapter.ts `query` resolves against location.href (a browser global): give Node one.
// Path predicates that read the page (window globals, the DOM) see no page here: they answer false (safeRoutes).
if (typeof (globalThis as any).location == 'undefined') (globalThis as any).location = new URL(ORIGIN + '/');
if (typeof (globalThis as any).window == 'undefined') (globalThis as any).window = globalThis;

// ------------------------------------------------------------------ the spec's lists

export interface Clause {
  /** the bullet's label ("Other", "Streamline, method names"), '' when none */
  label: string;
  text: string;
  /** [start, end) of each comma-separated fragment of text (commas inside parentheses do not split) */
  frags: [number, number][];
}

const LABELS = /^(Paths containing:|Also:|Streamline:|WordPress \/wp-admin\/admin-ajax\.php actions:|Guesty-style:|Other:|Page objects and custom events:|method names)\s*/;

function splitOutside(s: string, sep: string): [number, number][] {
  const out: [number, number][] = [];
  let depth = 0,
    start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c == '(') depth++;
    else if (c == ')') depth--;
    else if (!depth && c == sep) {
      out.push([start, i]);
      start = i + 1;
      while (s[start] == ' ') start++;
    }
  }
  out.push([start, s.length]);
  return out;
}

function sectionText(spec: string, n: number): string {
  const m = new RegExp(`^## ${n}\\. [^]*?(?=^## |(?![^]))`, 'm').exec(spec);
  if (!m) throw new Error(`spec: no section ${n}`);
  return m[0];
}

function subsection(section: string, title: string): string {
  const at = section.indexOf(`\n### ${title}\n`);
  if (at < 0) throw new Error(`spec: no subsection "${title}"`);
  const rest = section.slice(at + title.length + 6);
  const end = rest.search(/^### /m);
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

/** A block of the spec as clauses: bullets (or the paragraph), split into sentences and on ';', a known label
 * ("Other:", "Also:", …) taken off the front; each clause's fragments are its comma-separated parts. */
export function clauses(block: string): Clause[] {
  const out: Clause[] = [];
  for (const bullet of block.split('\n').map((l) => l.replace(/^- /, '').trim()).filter(Boolean))
    for (const sentence of bullet.replace(/\.$/, '').split(/\.\s+(?=[A-Z])/)) {
      // a label holds for the rest of its sentence ("Streamline: …; method names …")
      let sentenceLabel = '';
      for (const [s, e] of splitOutside(sentence, ';')) {
        let text = sentence.slice(s, e).trim();
        const m = LABELS.exec(text);
        if (m) {
          const label = m[1].replace(/:$/, '');
          sentenceLabel = label == 'method names' && sentenceLabel ? `${sentenceLabel}, method names` : label;
          text = text.slice(m[0].length);
        }
        out.push({ label: sentenceLabel, text, frags: splitOutside(text, ',') });
      }
    }
  return out;
}

export interface SpecLists {
  search: Clause[];
  property: Clause[];
  conversion: Clause[];
  calls: Clause[];
  /** section 9 as one text */
  constants: string;
}

export function specLists(text = readFileSync(SPEC_FILE, 'utf8')): SpecLists {
  const s2 = sectionText(text, 2);
  const s7 = sectionText(text, 7);
  return {
    search: clauses(subsection(s2, 'Search pages')),
    property: clauses(subsection(s2, 'Property pages')),
    conversion: clauses(subsection(s2, 'Confirmation or conversion pages')),
    calls: clauses(subsection(s7, 'Host calls observed (read only)')),
    constants: sectionText(text, 9),
  };
}

/**
 * Lays the table's items over the spec's clauses in order: each item must be one fragment of the spec, or a run
 * of consecutive fragments of one clause (a call the spec describes with commas: "POST /api/icnea, body field ws
 * is …"), and together they must be every fragment once. Returns each item's clause label and the problems found.
 */
export function tile(items: { spec: string }[], list: Clause[]): { labels: string[]; problems: string[] } {
  const labels: string[] = [];
  const problems: string[] = [];
  let c = 0,
    f = 0,
    i = 0;
  const fragment = () => list[c].text.slice(list[c].frags[f][0], list[c].frags[f][1]);
  while (c < list.length && i < items.length) {
    const cl = list[c];
    const start = cl.frags[f][0];
    let j = f;
    while (j < cl.frags.length && cl.text.slice(start, cl.frags[j][1]) !== items[i].spec) j++;
    if (j == cl.frags.length) {
      const later = items.findIndex((it, k) => k > i && it.spec === fragment());
      if (later > i) {
        problems.push(`the table has "${items[i].spec}" where the spec has "${fragment()}" (not in the spec, or out of order)`);
        i++;
      } else {
        problems.push(`the spec's "${fragment()}"${cl.label ? ` (${cl.label})` : ''} is missing from the table (before "${items[i].spec}")`);
        f++;
      }
    } else {
      labels[i] = cl.label;
      i++;
      f = j + 1;
    }
    if (f >= cl.frags.length) {
      c++;
      f = 0;
    }
  }
  for (; c < list.length; c++, f = 0) for (; f < list[c].frags.length; f++) problems.push(`the spec's "${fragment()}" is missing from the table (at the end)`);
  for (; i < items.length; i++) problems.push(`the table has "${items[i].spec}", which the spec does not have (at the end)`);
  return { labels, problems };
}

/** Problems with the section-9 constants: a wording that is not a phrase of section 9, a bullet not found. */
export function constantProblems(section9: string): string[] {
  const flat = section9.replace(/\s+/g, ' ');
  return [
    ...CONSTANT_BULLETS.filter((b) => !flat.includes(`- ${b}`)).map((b) => `section 9 has no bullet "${b}"`),
    ...CONSTANTS.filter((k) => !flat.includes(k.spec)).map((k) => `"${k.spec}" is not a phrase of section 9`),
  ];
}

// ------------------------------------------------------------------ adapters

interface AdapterInfo {
  spec: AdapterSpec;
  /** a default site mapping, then every install record of the recordings (mapping.json) naming the adapter */
  sites: SiteMapping[];
  source: string;
}

const siteMappings = readInstallRecords(join(ROOT, 'recordings')).sites as SiteMapping[];

export function adapters(): AdapterInfo[] {
  return providerNames()
    .map((name) => (getProvider(name) as unknown as { spec?: AdapterSpec }).spec)
    .filter((spec): spec is AdapterSpec => !!spec)
    .map((spec) => ({
      spec,
      sites: [{ host: '', provider: spec.slug } as SiteMapping, ...siteMappings.filter((m) => m.provider === spec.slug)],
      source: readFileSync(join(ROOT, 'tracker/src/adapters', `${spec.slug}.ts`), 'utf8'),
    }));
}

const list = <T>(v: T | T[] | undefined): T[] => (v == null ? [] : ([] as T[]).concat(v));
const KINDS: Kind[] = ['search', 'property', 'quote', 'page_upload', 'conversion'];

/** The adapter's page paths on a site, predicates that throw (no DOM here) answering false. */
function safeRoutes(spec: AdapterSpec, site: SiteMapping): Pick<AdapterSpec, 'paths'> {
  const paths = (typeof spec.paths == 'function' ? spec.paths(site) : spec.paths) || {};
  const safe = (r: PathRule): PathRule =>
    typeof r == 'function'
      ? (loc) => {
          try {
            return r(loc);
          } catch {
            return false;
          }
        }
      : r;
  const out: PageRoutes = {};
  for (const k of KINDS) if (paths[k] != null) out[k] = list(paths[k]).map(safe);
  return { paths: out };
}

const kindsOf = (spec: AdapterSpec, url: string, site: SiteMapping): Kind[] => routeKinds(safeRoutes(spec, site), url, site);

/** The same URL or body with every word replaced by nonsense ('/vacation-rentals/sea-view' -> '/zq-zq/zq-zq'). A
 * sample covers an item for an adapter only when the adapter does not take this control too: a rule that takes
 * any page ('!?bookid='), or any two segments ('/:lang/:slug'), says nothing about a particular spec path. */
export function control(url: string): string {
  const u = new URL(url, ORIGIN + '/');
  const z = (s: string) => s.replace(/[A-Za-z]+/g, 'zq');
  return u.origin + z(u.pathname) + z(u.search) + z(u.hash);
}
const controlBody = (b: string | null | undefined) => (b == null ? null : b.replace(/[A-Za-z]+/g, 'zq'));

function watchesOf(spec: AdapterSpec, site: SiteMapping): [Kind, Watch][] {
  const w: Watches = (typeof spec.observe == 'function' ? spec.observe(site) : spec.observe) || {};
  return KINDS.flatMap((k) => list(w[k]).map((x) => [k, x] as [Kind, Watch]));
}

const fits = (n: string | RegExp, k: string) => (typeof n === 'string' ? n === k : ((n.lastIndex = 0), n.test(k)));
const abs = (u: string) => new URL(u, ORIGIN + '/').href;
const asCall = (method: string, url: string, body: string | null): Call =>
  ({ via: 'xhr', method: method.toUpperCase(), url: abs(url), requestBody: body, status: 200, responseText: null, json: null, headers: {}, timestamp: 0, page: ORIGIN + '/' }) as Call;

/** Whether a watch sees a request (a JSONP watch: one whose URL's query names its callback). */
function watchSees(w: Watch, r: Recorded, jsonp?: string): boolean {
  try {
    if (w.jsonp) {
      if (jsonp != null) return fits(w.jsonp, jsonp);
      let hit = false;
      new URL(abs(r.url)).searchParams.forEach((v) => (hit = hit || fits(w.jsonp!, v)));
      return hit;
    }
    if (jsonp != null) return false;
    return matches(w.ajaxAction ? ajaxAction(w) : w, asCall(r.method, r.url, r.body));
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------ recordings

/** The record a page of the recording is tracked under: its host's among the site's, else the start host's. */
const recordOf = (r: RecordingInfo, url: string): SiteMapping => {
  const host = new URL(url).hostname;
  return r.records.find((m) => m.host === host) ?? r.mapping;
};

interface RecordingInfo {
  site: string;
  provider: string;
  /** the start host's record */
  mapping: SiteMapping;
  /** every record of the site (its siteKey): a journey may cross its hosts (a marketing host, a checkout host) */
  records: SiteMapping[];
  pages: string[];
  requests: Recorded[];
  events: { action: string; payload: any }[];
  /** text of the documents and scripts it served (page objects, custom events) */
  served: string;
}

const REC_DIR = join(ROOT, 'recordings');

export function recordings(): RecordingInfo[] {
  return readdirSync(REC_DIR)
    .filter((site) => existsSync(join(REC_DIR, site, 'meta.json')))
    .sort()
    .map((site) => {
      const dir = join(REC_DIR, site);
      const { meta, provider } = readRecording(dir);
      const pages = new Set<string>();
      const requests: Recorded[] = [];
      let served = '';
      if (existsSync(join(dir, 'recording.har')))
        for (const e of readHar(join(dir, 'recording.har')).entries) {
          const doc = e.resourceType ? e.resourceType == 'document' : e.method == 'GET' && /html/.test(e.responseMimeType || '');
          if (doc) pages.add(e.url);
          else requests.push({ method: e.method, url: e.url, body: e.requestBody });
          if (doc || e.resourceType == 'script' || /html|javascript/.test(e.responseMimeType || '')) served += e.responseBody.toString('utf8') + '\n';
        }
      if (existsSync(join(dir, 'steps.json')))
        for (const step of JSON.parse(readFileSync(join(dir, 'steps.json'), 'utf8')) as { goto?: string }[]) if (step.goto) pages.add(step.goto);
      let events: RecordingInfo['events'] = [];
      if (existsSync(join(dir, 'golden.json'))) {
        events = JSON.parse(readFileSync(join(dir, 'golden.json'), 'utf8')).events || [];
        for (const e of events as { url?: string }[]) if (e.url) pages.add(e.url);
      }
      const mapping = startRecord(readMapping(dir), meta.startUrl) as SiteMapping;
      const records = mapping.siteKey ? siteMappings.filter((m) => m.siteKey === mapping.siteKey && m.provider === provider) : [mapping];
      return { site, provider, mapping, records, pages: [...pages].sort(), requests, events, served };
    });
}

// ------------------------------------------------------------------ samples and shapes

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FILL: Record<string, string> = { slug: 'tuscany', id: '12', lang: 'en', x: 'villa' };
const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => FILL[k] ?? 'x');
/** the wording's path as a pattern: placeholders are one segment */
const pathPattern = (s: string) => esc(s).replace(/\\\{\w+\\\}/g, '[^/?#]+');
const locText = (url: string) => {
  const u = new URL(url, ORIGIN + '/');
  return u.pathname + u.search + u.hash;
};

export type PathSection = 'search' | 'property' | 'conversion';

export function pathSamples(item: PathItem, section: PathSection): string[] {
  if (item.samples) return item.samples;
  const w = fill(item.spec);
  const base = w.startsWith('/') ? w : '/' + w;
  const hasExt = /\.\w+$/.test(base);
  if (section == 'property') return base.endsWith('/') ? [base + 'sea-view', base + '12'] : hasExt ? [base] : [base, base + '/sea-view'];
  return base.endsWith('/') || hasExt ? [base] : [base, base + '/'];
}

export function pathShape(item: PathItem): RegExp {
  return item.shape || new RegExp(pathPattern(item.spec), 'i');
}

/** The method and path of a call's wording: 'POST x', 'x (GET, …)', else any method. */
function callWording(spec: string): { methods: string[]; path: string } {
  let s = spec;
  let methods = ['GET', 'POST'];
  const lead = /^(GET|POST) /.exec(s);
  if (lead) {
    methods = [lead[1]];
    s = s.slice(lead[0].length);
  }
  const paren = / \(([^)]*)\)$/.exec(s);
  if (paren) {
    const m = /^(GET|POST)\b/.exec(paren[1]);
    if (m && !lead) methods = [m[1]];
    s = s.slice(0, paren.index);
  }
  return { methods, path: s.startsWith('/') ? s : '/' + s };
}

export function callSamples(item: CallItem): Req[] {
  if (item.samples) return item.samples;
  if (item.action != null) {
    const name = String(item.action);
    return [
      { method: 'POST', url: '/wp-admin/admin-ajax.php', body: `action=${name}` },
      { method: 'GET', url: `/wp-admin/admin-ajax.php?action=${name}` },
    ];
  }
  const { methods, path } = callWording(item.spec);
  return methods.map((method) => ({ method, url: fill(path) }));
}

const actionOf = (r: Recorded) => {
  try {
    const t = (r.body || '').trim();
    const fromBody = t[0] == '{' ? JSON.parse(t).action : new URLSearchParams(t).get('action');
    return fromBody ?? new URL(abs(r.url)).searchParams.get('action');
  } catch {
    return null;
  }
};

export function callShape(item: CallItem): (r: Recorded) => boolean {
  const s = item.shape;
  if (typeof s == 'function') return s;
  if (s) return (r) => ((s.lastIndex = 0), s.test(r.url));
  if (item.action != null) {
    const a = item.action;
    return (r) => {
      const got = actionOf(r);
      return got != null && (typeof a == 'string' ? got === a : a.test(got));
    };
  }
  const { methods, path } = callWording(item.spec);
  const re = new RegExp(pathPattern(path), 'i');
  return (r) => methods.includes(r.method.toUpperCase()) && re.test(r.url);
}

// ------------------------------------------------------------------ coverage

export type Status = 'covered+exercised' | 'covered, no recording' | 'UNCOVERED';

export interface Row {
  section: 'paths' | 'calls' | 'constants';
  /** search / property / conversion; call / page object; the constant's group */
  kind: string;
  /** the clause label ("Other", "Also", …) */
  label: string;
  spec: string;
  /** covering adapters (for constants found in shared code: capture/…, parse/… files) */
  adapters: string[];
  /** adapter -> recordings of it that exercise the item */
  exercised: Record<string, string[]>;
  /** calls: adapter -> the kinds its matching watches capture */
  as?: Record<string, Kind[]>;
  status: Status;
}

/** A row's key in the test's allowlists. */
export const rowKey = (r: Pick<Row, 'section' | 'kind' | 'label' | 'spec'>) => `${r.section}/${r.kind}${r.label ? `/${r.label}` : ''}: ${r.spec}`;

const SECTION_KIND: Record<PathSection, Kind> = { search: 'search', property: 'property', conversion: 'conversion' };

const statusOf = (adapters: string[], exercised: Record<string, string[]>): Status =>
  !adapters.length ? 'UNCOVERED' : adapters.every((a) => (exercised[a] || []).length) ? 'covered+exercised' : 'covered, no recording';

function pathRows(section: PathSection, items: PathItem[], labels: string[], ads: AdapterInfo[], recs: RecordingInfo[]): Row[] {
  const kind = SECTION_KIND[section];
  return items.map((item, i) => {
    const samples = pathSamples(item, section);
    const shape = pathShape(item);
    const adaptersHere: string[] = [];
    const exercised: Record<string, string[]> = {};
    for (const a of ads) {
      const covers = a.sites.some((site) => samples.some((url) => kindsOf(a.spec, url, site).includes(kind) && !kindsOf(a.spec, control(url), site).includes(kind)));
      if (!covers) continue;
      adaptersHere.push(a.spec.slug);
      exercised[a.spec.slug] = recs
        .filter((r) => r.provider === a.spec.slug && r.pages.some((url) => kindsOf(a.spec, url, recordOf(r, url)).includes(kind) && ((shape.lastIndex = 0), shape.test(locText(url)))))
        .map((r) => r.site);
    }
    return { section: 'paths', kind: section, label: labels[i] || '', spec: item.spec, adapters: adaptersHere, exercised, status: statusOf(adaptersHere, exercised) };
  });
}

function callRows(items: CallItem[], labels: string[], ads: AdapterInfo[], recs: RecordingInfo[]): Row[] {
  return items.map((item, i) => {
    const adaptersHere: string[] = [];
    const exercised: Record<string, string[]> = {};
    if (item.pageObject) {
      const name = new RegExp(`(['"\`])${esc(item.spec)}\\1`);
      for (const a of ads)
        if (name.test(a.source)) {
          adaptersHere.push(a.spec.slug);
          exercised[a.spec.slug] = recs.filter((r) => r.provider === a.spec.slug && r.served.includes(item.spec)).map((r) => r.site);
        }
      return { section: 'calls', kind: 'page object', label: labels[i] || '', spec: item.spec, adapters: adaptersHere, exercised, status: statusOf(adaptersHere, exercised) };
    }
    const samples = callSamples(item);
    const shape = callShape(item);
    const as: Record<string, Kind[]> = {};
    for (const a of ads) {
      const seen = (w: Watch) =>
        samples.some(
          (q) =>
            watchSees(w, { method: q.method || 'GET', url: q.url, body: q.body ?? null }, q.jsonp) &&
            !watchSees(w, { method: q.method || 'GET', url: control(q.url), body: controlBody(q.body) }, q.jsonp == null ? undefined : 'zq'),
        );
      const kinds = [...new Set(a.sites.flatMap((site) => watchesOf(a.spec, site).filter(([, w]) => seen(w)).map(([k]) => k)))];
      if (!kinds.length) continue;
      adaptersHere.push(a.spec.slug);
      as[a.spec.slug] = KINDS.filter((k) => kinds.includes(k));
      exercised[a.spec.slug] = recs
        .filter((r) => r.provider === a.spec.slug)
        .filter((r) => {
          const ws = r.records
            .flatMap((m) => watchesOf(a.spec, m))
            .map(([, w]) => w)
            .filter(seen);
          return r.requests.some((q) => shape(q) && ws.some((w) => watchSees(w, q)));
        })
        .map((r) => r.site);
    }
    return { section: 'calls', kind: 'call', label: labels[i] || '', spec: item.spec, adapters: adaptersHere, exercised, as, status: statusOf(adaptersHere, exercised) };
  });
}

const SHARED_DIRS = ['tracker/src/capture', 'tracker/src/capture/families', 'tracker/src/parse'];
function sharedSources(): [string, string][] {
  return SHARED_DIRS.flatMap((d) =>
    readdirSync(join(ROOT, d))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'adapter-testing.ts')
      .sort()
      .map((f) => [`${d.replace('tracker/src/', '')}/${f}`, readFileSync(join(ROOT, d, f), 'utf8')] as [string, string]),
  );
}

function constantRows(items: ConstantItem[], ads: AdapterInfo[], recs: RecordingInfo[]): Row[] {
  const shared = sharedSources();
  return items.map((item) => {
    const adaptersHere: string[] = [];
    const exercised: Record<string, string[]> = {};
    const byGolden = (rs: RecordingInfo[]) => rs.filter((r) => !item.golden || r.events.some((e) => item.golden!(e))).map((r) => r.site);
    for (const a of ads) {
      const meta = { slug: a.spec.slug, sends: a.spec.sends, currency: a.spec.currency, bounds: a.spec.bounds as any };
      const holds = (text: string, opts: Record<string, any>[]) => !!((item.meta && item.meta(meta, opts)) || (item.source && ((item.source.lastIndex = 0), item.source.test(text))));
      // the adapter's own (its source, its metadata), or only some site mappings' options (a configured adapter:
      // baked into the bundle with it): then only the recordings made under those mappings exercise it
      const own = holds(a.source, []);
      const mappings = a.sites.filter((m) => m.options && holds(JSON.stringify(m.options, null, 1), [m.options as Record<string, any>]));
      if (!own && !mappings.length) continue;
      adaptersHere.push(a.spec.slug);
      const underIt = (r: RecordingInfo) => own || mappings.some((m) => r.records.some((o) => m.host === o.host && m.siteKey === o.siteKey));
      exercised[a.spec.slug] = byGolden(recs.filter((r) => r.provider === a.spec.slug && underIt(r)));
    }
    if (item.source)
      for (const [file, text] of shared)
        if (((item.source.lastIndex = 0), item.source.test(text))) {
          adaptersHere.push(file);
          exercised[file] = byGolden(recs);
        }
    return { section: 'constants', kind: item.group, label: '', spec: item.spec, adapters: adaptersHere, exercised, status: statusOf(adaptersHere, exercised) };
  });
}

export interface Coverage {
  rows: Row[];
  /** the table against the spec's lists */
  problems: string[];
}

export function coverage(spec = specLists()): Coverage {
  const ads = adapters().filter((a) => a.spec.slug !== 'pageview-only');
  const recs = recordings();
  const problems: string[] = [];
  const rows: Row[] = [];
  for (const [section, items] of [
    ['search', SEARCH],
    ['property', PROPERTY],
    ['conversion', CONVERSION],
  ] as [PathSection, PathItem[]][]) {
    const t = tile(items, spec[section]);
    problems.push(...t.problems.map((p) => `section 2, ${section} pages: ${p}`));
    rows.push(...pathRows(section, items, t.labels, ads, recs));
  }
  const t = tile(CALLS, spec.calls);
  problems.push(...t.problems.map((p) => `section 7, host calls: ${p}`));
  rows.push(...callRows(CALLS, t.labels, ads, recs));
  problems.push(...constantProblems(spec.constants).map((p) => `section 9: ${p}`));
  rows.push(...constantRows(CONSTANTS, ads, recs));
  return { rows, problems };
}

// ------------------------------------------------------------------ the document

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (s: string) => (s.includes('`') ? s : '`' + s + '`');

export function render(rows: Row[]): string {
  const count = (section: Row['section']) => {
    const rs = rows.filter((r) => r.section === section);
    return {
      all: rs.length,
      covered: rs.filter((r) => r.status !== 'UNCOVERED').length,
      exercised: rs.filter((r) => r.status === 'covered+exercised').length,
      notExercised: rs.filter((r) => r.status === 'covered, no recording').length,
    };
  };
  const p = count('paths'),
    c = count('calls'),
    k = count('constants');
  const lines = [
    '# Spec coverage',
    '',
    'Generated by `npm run spec-coverage` (`scripts/spec-coverage.ts`); a test (`scripts/spec-coverage.test.ts`) fails when',
    'this file is out of date, when the item table (`scripts/spec-coverage-items.ts`) and the spec\'s lists differ, and',
    'when an item becomes uncovered or covered without a recording beyond the lists it holds.',
    '',
    'Each path of spec section 2, each host call of section 7 ("Host calls observed") and each site-specific constant',
    'of section 9 (`../shared/spec/tracker-spec.md`) -> the adapter(s) covering it and the recording(s) exercising it.',
    'Only the list of items, with the spec\'s wording and sample URLs or requests for each, is written by hand:',
    '',
    '- **path**: covered by an adapter whose page paths route a sample URL to the section\'s kind (`routeKinds`,',
    '  `tracker/src/capture/adapter.ts`; search, property, conversion), with paths built for a default site mapping and',
    '  each of its install records in `recordings/*/mapping.json`; exercised by a recording of that adapter (the provider of its `mapping.json`)',
    '  that visited a page (HAR documents, `steps.json`, golden event URLs) the adapter routes to that kind and whose',
    '  URL has the item\'s shape. Rules that read the page (a DOM marker, a page global) answer no here, and a sample',
    '  counts only when the adapter does not also take it with its words replaced by nonsense (`/vacation-rentals/x`',
    '  -> `/zq-zq/zq`): a rule taking any page (`!?bookid=`) or any two segments (`/:lang/:slug`) covers no',
    '  particular spec path.',
    '- **call**: covered by an adapter one of whose `observe` watches (built the same way) matches a sample request',
    '  (`matches` of `tracker/src/net/bus.ts`, `ajaxAction` for admin-ajax actions, the callback name for JSONP);',
    '  exercised by a recording of that adapter with a HAR request that watch matches and that has the item\'s shape',
    '  (the same nonsense control applies to the sample\'s URL and body). "as quote": the kinds those watches capture.',
    '  Page objects and custom events have no watch form yet: covered where the adapter\'s source names them,',
    '  exercised where a recording of it served a page or script naming them.',
    '- **constant** (section 9): found from adapter metadata (`currency`, or a site mapping\'s `options.currency`;',
    '  `bounds`, or a site mapping\'s `options.bounds`) or by a small regex per constant over `tracker/src/adapters/*.ts`,',
    '  the adapter\'s site mappings\' `options` and `tracker/src/{capture,parse}/` (a shared file is listed by name);',
    '  exercised by a golden of a covering adapter\'s recording (any recording for a shared file) with an event showing',
    '  it (the currency, the label, a 9999 maximum, a search for bounds).',
    '',
    'Section 2\'s hash flags (beaconEnable / beaconDisable) are the core\'s, not an adapter\'s, and are not listed.',
    '',
    '## Summary',
    '',
    '| | in the spec | covered | covered and exercised | covered, no recording | uncovered |',
    '|---|---|---|---|---|---|',
    `| paths (section 2) | ${p.all} | ${p.covered} | ${p.exercised} | ${p.notExercised} | ${p.all - p.covered} |`,
    `| host calls (section 7) | ${c.all} | ${c.covered} | ${c.exercised} | ${c.notExercised} | ${c.all - c.covered} |`,
    `| constants (section 9) | ${k.all} | ${k.covered} | ${k.exercised} | ${k.notExercised} | ${k.all - k.covered} |`,
    '',
    `${p.covered} of ${p.all} paths, ${c.covered} of ${c.all} calls and ${k.covered} of ${k.all} constants covered; ` +
      `${p.notExercised + c.notExercised + k.notExercised} covered but not exercised by a recording of every adapter covering them, ` +
      `${rows.filter((r) => r.adapters.length && !r.adapters.some((a) => (r.exercised[a] || []).length)).length} of them by no recording at all. ` +
      'An adapter marked "(no recording)" covers the item but none of its recordings exercises it.',
    '',
  ];
  const table = (title: string, rs: Row[]) => {
    lines.push(`## ${title}`, '', '| spec item | kind | adapter(s) | recording(s) | status |', '|---|---|---|---|---|');
    for (const r of rs) {
      const item = (r.label ? `*${cell(r.label)}:* ` : '') + code(cell(r.spec));
      const ads =
        r.adapters
          .map((a) => `\`${a}\`` + (r.as && r.as[a] ? ` as ${r.as[a].join(', ')}` : '') + ((r.exercised[a] || []).length ? '' : ' (no recording)'))
          .join('; ') || '—';
      const recs = [...new Set(r.adapters.flatMap((a) => r.exercised[a] || []))].sort().map((s) => `\`${s}\``);
      const shown = recs.length > 6 ? [...recs.slice(0, 6), `… ${recs.length} in all`] : recs;
      lines.push(`| ${item} | ${r.kind} | ${ads} | ${shown.join(', ') || '—'} | ${r.status == 'UNCOVERED' ? '**UNCOVERED**' : r.status} |`);
    }
    lines.push('');
  };
  table('Section 2: paths', rows.filter((r) => r.section === 'paths'));
  table('Section 7: host calls observed', rows.filter((r) => r.section === 'calls'));
  table('Section 9: site-specific constants', rows.filter((r) => r.section === 'constants'));
  return lines.join('\n');
}

const USAGE = `usage: npm run spec-coverage [-- --check]
  Writes docs/spec-coverage.md: each spec path (section 2), host call (section 7) and site-specific constant
  (section 9) -> the adapters covering it (from their metadata) and the recordings exercising it.
  --check   only compare with docs/spec-coverage.md
exit codes: 0 written (or up to date), 1 out of date (--check) or the item table differs from the spec, 2 bad usage`;

if (import.meta.url === `file://${process.argv[1]}`) {
  let values: { check?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (e) {
    console.error(`spec-coverage: ${(e as Error).message.split(/(?<=\.) /)[0]}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const { rows, problems } = coverage();
  if (problems.length) {
    console.error(`scripts/spec-coverage-items.ts and the spec differ:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const text = render(rows);
  if (values.check) {
    const now = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
    if (now !== text) {
      console.error('docs/spec-coverage.md is out of date: run `npm run spec-coverage` and commit it.');
      process.exit(1);
    }
    console.log('docs/spec-coverage.md is up to date.');
  } else {
    writeFileSync(DOC, text);
    const n = (s: Row['section'], st?: Status) => rows.filter((r) => r.section === s && (!st || r.status === st)).length;
    const cov = (s: Row['section']) => n(s) - n(s, 'UNCOVERED');
    console.log(
      `docs/spec-coverage.md: paths ${cov('paths')}/${n('paths')} covered (${n('paths', 'covered+exercised')} exercised), ` +
        `calls ${cov('calls')}/${n('calls')} (${n('calls', 'covered+exercised')}), constants ${cov('constants')}/${n('constants')} (${n('constants', 'covered+exercised')}).`,
    );
  }
}
