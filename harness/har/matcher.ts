// Answers replayed requests from a HAR. Stricter and smarter than Playwright's routeFromHAR: it ignores
// cache-busters, timestamps and nonces (match-config.ts), keeps the order of repeated calls, serves redirects
// as recorded, and says so (null) when nothing matches, never falling through to the network.
//
// Rules, tried in this order for each request:
//   1. exact         method + URL + body, byte for byte
//   2. volatile      the normalised key: query sorted, volatile fields dropped (query, form, multipart, JSON at any
//                    depth, JSON inside form fields), timestamps near recordedAt replaced, fields recorded as
//                    [REDACTED] ignored; multipart boundaries do not matter
//   3. (repeat)      when every entry of the exact and the volatile group was served already, the volatile
//                    group's last one again (it holds the exact group's entries: same URL and body, same key)
//   4. similar-body  same method, origin and path, both bodies structured (JSON, form, multipart), the same values
//                    for the required fields (action, methodName, …): the most equal fields wins; ties go to an
//                    entry not served yet, then to recorded order
// 3 and 4 are the FALLBACKS: they answer a request with an entry recorded for another one (or with one answer
// again), so each answer they give carries its name (`fallback`), the replay report counts them, and a replay
// checks that a fallback changed no event (harness/replay/fallback-check.ts; ARCHITECTURE.md "Nothing hidden").
// `disable` turns a fallback off (that check's second replay): the request is then unmatched.
// Within a group of identical requests (1 and 2) the first request gets the first recorded answer not yet served,
// the next one the next, and after the last the last again: Polly's (id, order). The reported rule is then
// `sequence` when the group held more than one answer, and `redirect` whenever the answer is a 3xx redirect
// (served as recorded, with its Location, so the browser follows it and the next hop is matched in turn).
// Entries recorded as failed (status <= 0) or as 304 without a body (it was in the browser cache, not in the HAR)
// are never served; a 304 that carries its body is served as a 200 with it.
import { createHash } from 'node:crypto';
import type { Har, HarEntry, HarHeader } from './types.ts';
import { REDACTED } from './types.ts';
import { maybeJson, nameSegments, parseBody, parseForm, sortKeys, stableStringify, compareCodeUnits } from './body.ts';
import { resolveMatchConfig, type MatchConfig } from './match-config.ts';

export interface MatchRequest {
  method: string;
  url: string;
  body: string | null;
  headers?: Record<string, string>;
}

export type MatchRule = 'exact' | 'volatile' | 'similar-body' | 'sequence' | 'redirect';

/** The matcher's fallbacks (rules 3 and 4 above): answers with an entry recorded for another request, or again. */
export const FALLBACKS = ['repeat', 'similar-body'] as const;
export type Fallback = (typeof FALLBACKS)[number];

export interface MatchResult {
  /** index of the entry in the HAR's log.entries */
  entry: number;
  rule: MatchRule;
  status: number;
  statusText: string;
  /** recorded headers minus hop-by-hop and encoding headers; a redirect always carries its Location */
  headers: { name: string; value: string }[];
  body: Buffer;
  /** the fallback that gave this answer (its rule may read `sequence` or `redirect`), null for rules 1 and 2 */
  fallback: Fallback | null;
}

export interface HarMatcherOptions {
  /** meta.json recordedAt: numbers within a day of it (epoch ms or s) are timestamps. Default: the HAR's own time span */
  recordedAt?: string;
  /** extra volatile field names (meta.json matcher.volatileKeys) */
  volatileKeys?: string[];
  /** default volatile names this site uses for real (meta.json matcher.keepKeys) */
  keepKeys?: string[];
  /** extra fields the similar-body rule requires equal (meta.json matcher.requiredKeys) */
  requiredKeys?: string[];
  /** fallbacks turned off: a request only they would answer is unmatched (the fallback check's second replay) */
  disable?: readonly Fallback[];
}

interface Analysed {
  exact: string;
  key: string;
  /** METHOD origin+path */
  route: string;
  structured: boolean;
  /** flattened `path=value` of the volatile-cleaned query and body, for similarity */
  fields: string[];
  /** path -> value for the required fields */
  required: Map<string, string>;
}

const TIME = '<time>';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function headerValue(headers: Record<string, string> | HarHeader[] | undefined, name: string): string | null {
  if (!headers) return null;
  if (Array.isArray(headers)) return headers.find((h) => h.name.toLowerCase() === name)?.value ?? null;
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return v;
  return null;
}

function stripHash(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href;
  } catch {
    return url.replace(/#.*$/, '');
  }
}

/** A 304 that carries its body (proxies and some browsers write the cached copy into the HAR) is that answer. */
function isServable(e: HarEntry): boolean {
  return e.status > 0 && (e.status !== 304 || e.responseBody.length > 0);
}

export class HarMatcher {
  private readonly har: Har;
  private readonly cfg: MatchConfig;
  private readonly volatile: Set<string>;
  private readonly volatileIfNumeric: Set<string>;
  private readonly required: Set<string>;
  private readonly timeRange: [number, number] | null;
  private readonly analysed: (Analysed | null)[];
  private readonly byExact = new Map<string, number[]>();
  private readonly byKey = new Map<string, number[]>();
  private readonly byRoute = new Map<string, number[]>();
  private readonly served: number[];
  private readonly disabled: ReadonlySet<Fallback>;

  constructor(har: Har, opts: HarMatcherOptions = {}) {
    this.har = har;
    this.disabled = new Set(opts.disable ?? []);
    this.cfg = resolveMatchConfig({ volatileKeys: opts.volatileKeys, keepKeys: opts.keepKeys, requiredKeys: opts.requiredKeys });
    this.volatileIfNumeric = new Set(this.cfg.volatileIfNumeric);
    this.required = new Set(this.cfg.requiredKeys);
    this.timeRange = this.computeTimeRange(opts.recordedAt);
    // Fields the recording holds only as [REDACTED] are ignored on both sides: the page will send the real value.
    this.volatile = new Set([...this.cfg.volatileKeys, ...this.redactedNames()]);
    this.served = har.entries.map(() => 0);
    this.analysed = har.entries.map((e, i) => {
      if (!isServable(e)) return null;
      const a = this.analyse({ method: e.method, url: e.url, body: e.requestBody, headers: e.requestMimeType ? { 'content-type': e.requestMimeType } : undefined }, e.requestHeaders);
      push(this.byExact, a.exact, i);
      push(this.byKey, a.key, i);
      push(this.byRoute, a.route, i);
      return a;
    });
  }

  /** The normalised request key (what the volatile rule compares), for unmatched-request reports. */
  key(req: MatchRequest): string {
    return this.analyse(req).key;
  }

  /** Each servable entry's key, to compare an unmatched request's key with. */
  recordedKeys(): { entry: number; key: string }[] {
    return this.analysed.flatMap((a, entry) => (a ? [{ entry, key: a.key }] : []));
  }

  /** Recorded entries with the request's method, origin and path: the near misses worth showing next to it. */
  candidates(req: MatchRequest): { entry: number; key: string }[] {
    const route = this.analyse(req).route;
    return (this.byRoute.get(route) ?? []).map((entry) => ({ entry, key: this.analysed[entry]!.key }));
  }

  /** How many times each entry was served (index = entry). Entries at 0 were recorded but never asked for. */
  servedCounts(): number[] {
    return [...this.served];
  }

  /** The answer match() would give now, without counting it as served. */
  peek(req: MatchRequest): MatchResult | null {
    const served = [...this.served];
    try {
      return this.match(req);
    } finally {
      served.forEach((n, i) => (this.served[i] = n));
    }
  }

  /** Forget what was served, to replay again from the start. */
  reset(): void {
    this.served.fill(0);
  }

  match(req: MatchRequest): MatchResult | null {
    const a = this.analyse(req);
    const exact = this.byExact.get(a.exact);
    const volatile = this.byKey.get(a.key);

    const firstUnused = (group: number[] | undefined) => group?.find((i) => this.served[i] === 0);
    let chosen: { entry: number; rule: MatchRule; fallback: Fallback | null } | null = null;
    let entry = firstUnused(exact);
    if (entry !== undefined) chosen = { entry, rule: exact!.length > 1 ? 'sequence' : 'exact', fallback: null };
    if (!chosen && (entry = firstUnused(volatile)) !== undefined) chosen = { entry, rule: volatile!.length > 1 ? 'sequence' : 'volatile', fallback: null };
    // Every answer of the group was served: keep answering the last one (the volatile group holds the exact one).
    if (!chosen && volatile?.length && !this.disabled.has('repeat')) {
      chosen = { entry: volatile.at(-1)!, rule: volatile.length > 1 ? 'sequence' : exact ? 'exact' : 'volatile', fallback: 'repeat' };
    }
    if (!chosen && a.structured && !volatile?.length && !this.disabled.has('similar-body')) {
      const best = this.mostSimilar(a);
      if (best !== null) chosen = { entry: best, rule: 'similar-body', fallback: 'similar-body' };
    }
    if (!chosen) return null;
    this.served[chosen.entry]!++;
    return this.result(chosen.entry, chosen.rule, chosen.fallback);
  }

  private mostSimilar(a: Analysed): number | null {
    let best: number | null = null;
    let bestScore = 0;
    for (const i of this.byRoute.get(a.route) ?? []) {
      const b = this.analysed[i]!;
      if (!b.structured || !sameRequired(a.required, b.required)) continue;
      const score = overlap(a.fields, b.fields);
      if (score === 0) continue;
      const better =
        best === null ||
        score > bestScore ||
        (score === bestScore && this.served[i] === 0 && this.served[best] !== 0);
      if (better) {
        best = i;
        bestScore = score;
      }
    }
    return best;
  }

  private result(i: number, rule: MatchRule, fallback: Fallback | null): MatchResult {
    const e = this.har.entries[i]!;
    const drop = new Set(this.cfg.dropResponseHeaders);
    const headers = e.responseHeaders.filter((h) => !h.name.startsWith(':') && !drop.has(h.name.toLowerCase())).map((h) => ({ name: h.name, value: h.value }));
    const redirect = REDIRECTS.has(e.status);
    if (redirect && !headers.some((h) => h.name.toLowerCase() === 'location') && e.redirectURL) headers.push({ name: 'location', value: e.redirectURL });
    // a 304 with its body: the page never sent the conditional request it answered, so it is served as the 200 it stands for
    if (e.status === 304) return { entry: i, rule, status: 200, statusText: 'OK', headers, body: e.responseBody, fallback };
    return { entry: i, rule: redirect ? 'redirect' : rule, status: e.status, statusText: e.statusText, headers, body: e.responseBody, fallback };
  }

  // ---- normalisation ----

  private computeTimeRange(recordedAt: string | undefined): [number, number] | null {
    const w = this.cfg.timeWindowMs;
    if (recordedAt) {
      const t = Date.parse(recordedAt);
      if (!Number.isNaN(t)) return [t - w, t + w];
    }
    const times = this.har.entries.map((e) => (e.startedDateTime ? Date.parse(e.startedDateTime) : NaN)).filter((t) => !Number.isNaN(t));
    if (times.length === 0) return null;
    return [Math.min(...times) - w, Math.max(...times) + w];
  }

  private isTime(v: unknown): boolean {
    if (!this.timeRange) return false;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{9,13}(\.\d+)?$/.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(n)) return false;
    const [lo, hi] = this.timeRange;
    return (n >= lo && n <= hi) || (n * 1000 >= lo && n * 1000 <= hi);
  }

  private isVolatile(name: string, value: unknown): boolean {
    if (value === REDACTED) return true;
    const segs = nameSegments(name).map((s) => s.toLowerCase());
    if (segs.length === 0) return name === '' ? false : this.volatile.has(name.toLowerCase());
    if (segs.some((s) => this.volatile.has(s))) return true;
    const last = segs.at(-1)!;
    return this.volatileIfNumeric.has(last) && (typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)));
  }

  /** JSON value with volatile fields dropped and timestamps replaced. */
  private clean(v: unknown): unknown {
    if (Array.isArray(v)) return v.map((x) => this.clean(x));
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        if (this.isVolatile(k, x)) continue;
        Object.defineProperty(out, k, { value: this.clean(x), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    if (this.isTime(v)) return TIME;
    return v;
  }

  private cleanPairs(pairs: { name: string; value: string }[]): [string, unknown][] {
    return pairs
      .filter((p) => !this.isVolatile(p.name, p.value))
      .map((p): [string, unknown] => [p.name, this.clean(maybeJson(p.value))])
      .sort((x, y) => compareCodeUnits(x[0], y[0]));
  }

  private analyse(req: MatchRequest, recordedHeaders?: HarHeader[]): Analysed {
    const method = req.method.toUpperCase();
    const href = stripHash(req.url);
    const exact = `${method} ${href}\n${req.body ?? ''}`;
    let origin = '';
    let path = href;
    let search = '';
    try {
      const u = new URL(href);
      origin = u.origin;
      path = u.pathname;
      search = u.search.slice(1);
    } catch {}
    const route = `${method} ${origin}${path}`;
    const query = this.cleanPairs(parseForm(search));
    const fields: string[] = [];
    const required = new Map<string, string>();
    const collect = (prefix: string, v: unknown) => flatten(prefix, v, (p, leaf) => {
      fields.push(`${p}=${leaf}`);
      const last = nameSegments(p.replace(/^\?/, '')).at(-1)?.toLowerCase();
      if (last && this.required.has(last)) required.set(p, leaf);
    });
    for (const [n, v] of query) collect(`?${n}`, v);

    const contentType = headerValue(req.headers, 'content-type') ?? headerValue(recordedHeaders, 'content-type');
    const body = parseBody(req.body, contentType);
    let bodyKey = '';
    let structured = false;
    switch (body.kind) {
      case 'none':
        break;
      case 'json': {
        structured = true;
        const cleaned = this.clean(body.value);
        bodyKey = `json ${stableStringify(cleaned)}`;
        collect('', cleaned);
        break;
      }
      case 'form':
      case 'multipart': {
        structured = true;
        const pairs =
          body.kind === 'form'
            ? body.fields
            : body.parts.map((p) => ({ name: p.name, value: p.filename !== null ? `@${p.filename}:${hash(p.value)}` : p.value }));
        const cleaned = this.cleanPairs(pairs);
        bodyKey = `${body.kind} ${encodePairs(cleaned)}`;
        for (const [n, v] of cleaned) collect(n, v);
        break;
      }
      case 'text':
        bodyKey = `text ${body.text}`;
        fields.push(`=${body.text}`);
        break;
    }
    const q = encodePairs(query);
    const key = `${route}${q ? `?${q}` : ''}${bodyKey ? ` ${bodyKey}` : ''}`;
    return { exact, key, route, structured, fields, required };
  }

  private redactedNames(): string[] {
    const names = new Set<string>();
    const visit = (name: string, v: unknown) => {
      if (v === REDACTED) {
        const last = nameSegments(name).at(-1);
        if (last) names.add(last.toLowerCase());
      } else if (Array.isArray(v)) v.forEach((x) => visit(name, x));
      else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) visit(k, x);
    };
    for (const e of this.har.entries) {
      try {
        for (const p of parseForm(new URL(e.url).search.slice(1))) visit(p.name, maybeJson(p.value));
      } catch {}
      const body = parseBody(e.requestBody, e.requestMimeType ?? headerValue(e.requestHeaders, 'content-type'));
      if (body.kind === 'json') visit('', body.value);
      else if (body.kind === 'form') body.fields.forEach((f) => visit(f.name, maybeJson(f.value)));
      else if (body.kind === 'multipart') body.parts.forEach((p) => visit(p.name, maybeJson(p.value)));
    }
    return [...names];
  }
}

function push(map: Map<string, number[]>, key: string, i: number): void {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

function hash(s: string): string {
  return createHash('sha1').update(s).digest('hex').slice(0, 10);
}

function encodePairs(pairs: [string, unknown][]): string {
  return pairs.map(([n, v]) => `${encodeURIComponent(n)}=${typeof v === 'string' ? encodeURIComponent(v) : stableStringify(v)}`).join('&');
}

function flatten(path: string, v: unknown, leaf: (path: string, value: string) => void): void {
  if (Array.isArray(v)) {
    if (v.length === 0) leaf(path, '[]');
    v.forEach((x, i) => flatten(`${path}[${i}]`, x, leaf));
  } else if (v !== null && typeof v === 'object') {
    const keys = Object.keys(sortKeys(v) as object);
    if (keys.length === 0) leaf(path, '{}');
    for (const k of keys) flatten(path ? `${path}.${k}` : k, (v as Record<string, unknown>)[k], leaf);
  } else {
    leaf(path, v === null ? 'null' : String(v));
  }
}

function overlap(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const x of b) counts.set(x, (counts.get(x) ?? 0) + 1);
  let n = 0;
  for (const x of a) {
    const c = counts.get(x) ?? 0;
    if (c > 0) {
      n++;
      counts.set(x, c - 1);
    }
  }
  return n;
}

function sameRequired(a: Map<string, string>, b: Map<string, string>): boolean {
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  for (const k of b.keys()) if (!a.has(k)) return false;
  return true;
}
