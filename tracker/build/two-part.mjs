// The two-part tag (ARCHITECTURE.md, "Light on the host page"): dist/tracker.js, the tag script, holds only the
// network observers and a loader; dist/tracker.main.js, the main part, holds the rest and reaches the tag's
// observers through one global (src/tag/global.ts). Build the main part first: the tag bakes its hash (the
// `?v=` query) and the JSONP callbacks its adapters watch while the page loads.
//   netFromTag: in the main part, every import of tracker/src/net resolves to a module reading the global; the
//     names are net/index.ts's own exports (rollup's ModuleInfo), so there is no list to keep in step. Another
//     module of net/ imported directly is a build error: the tag publishes net/index.ts only. The JSON builtins
//     (builtins/json.ts), which the observers need too, come from the tag the same way (one copy on the page).
//   partHash: records a part's hash once it is generated (the upload part's for its main part, the main part's
//     for its tag).
//   earlyJsonp: what the tag bakes so it can watch a mapped provider's JSONP callbacks from evaluation on.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const SRC = join(here, '..', 'src');
const NET = join(SRC, 'net');
const NET_INDEX = join(NET, 'index.ts');
const JSON_MODULE = join(SRC, 'builtins', 'json.ts');
/** module of the tag -> the key of the global that holds its exports (src/tag/install.ts publishes them) */
const FROM_TAG = { [NET_INDEX]: 'net', [JSON_MODULE]: 'json' };
const STUB = '\0beacon-from-tag:';
export const GLOBAL = '__beacon_v1';

const inNet = (id) => id.startsWith(NET + '/') || id.startsWith(NET + '\\');

/** package version + a hash of the sources the tag publishes (net/, the JSON builtins): the interface between
 * the parts. Both must carry the same. */
export function stamp(version) {
  const h = createHash('sha256');
  const net = readdirSync(NET).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort().map((f) => join(NET, f));
  for (const file of [...net, JSON_MODULE]) h.update(file.slice(SRC.length)).update(readFileSync(file));
  return `${version}-${h.digest('hex').slice(0, 8)}`;
}

export function netFromTag() {
  return {
    name: 'beacon-net-from-tag',
    async resolveId(source, importer, options) {
      // @rollup/plugin-node-resolve asks the other plugins first, flagged: the outer call decides (adapter-parts.mjs)
      if (options && options.custom && options.custom['node-resolve']) return null;
      // the tag's own modules (only loaded here, to read their exports) import each other as usual
      if (!importer || importer.startsWith(STUB) || source.startsWith(STUB) || inNet(importer) || importer === JSON_MODULE) return null;
      const r = await this.resolve(source, importer, { skipSelf: true });
      if (!r || !(inNet(r.id) || r.id === JSON_MODULE)) return null;
      if (!FROM_TAG[r.id]) this.error(`${importer} imports ${r.id}: the main part reaches the tag's network observers through tracker/src/net/index.ts only`);
      return STUB + FROM_TAG[r.id];
    },
    async load(id) {
      if (!id.startsWith(STUB)) return null;
      const key = id.slice(STUB.length);
      const real = Object.keys(FROM_TAG).find((m) => FROM_TAG[m] === key);
      const names = (await this.load({ id: real })).exports.filter((n) => n !== 'default');
      // read when the main part is evaluated; a missing or foreign tag is start.ts's to refuse (nothing here runs).
      // One pure read per name: rollup drops those the main part never uses (a destructuring it keeps whole)
      return `const g = window.${GLOBAL}, t = (g && g.${key}) || {};\n${names.map((n) => `export const ${n} = /* @__PURE__ */ (() => t.${n})();\n`).join('')}`;
    },
  };
}

const JSONP_MODULE = join(NET, 'jsonp.ts');
const NO_JSONP = '\0beacon-no-jsonp';

/** A per-site tag whose adapters watch no JSONP callback (shared.early, filled while its main part was built)
 * carries no JSONP observer: net/jsonp.ts becomes no-ops (JSONP calls are recorded only for a watched callback,
 * so nothing is lost; ≈ 0.45 KB min+gzip). */
export function jsonpOnlyIfWatched(shared) {
  return {
    name: 'beacon-jsonp-only-if-watched',
    async resolveId(source, importer, options) {
      if (options && options.custom && options.custom['node-resolve']) return null;
      if (!importer || Object.keys(shared.early || {}).length) return null;
      const r = await this.resolve(source, importer, { skipSelf: true });
      return r && r.id === JSONP_MODULE ? NO_JSONP : null;
    },
    load(id) {
      if (id !== NO_JSONP) return null;
      return '// no adapter of this build watches a JSONP callback (tracker/build/two-part.mjs jsonpOnlyIfWatched)\nexport const observeJsonp = () => () => {};\nexport const expectJsonp = () => {};\nexport const watchJsonpEarly = () => {};\n';
    },
  };
}

/** Records a part's hash once it is generated (shared[key]: mainHash, uploadHash), for the part that loads it. */
export function partHash(shared, key) {
  return {
    name: `beacon-${key}`,
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      shared[key] = createHash('sha256').update(chunk.code).digest('hex').slice(0, 10);
    },
  };
}

/** Some hostname matches both patterns (an exact host, or `*.base` for base and its subdomains). */
function overlap(a, b) {
  a = a.toLowerCase();
  b = b.toLowerCase();
  const base = (p) => (p.startsWith('*.') ? p.slice(2) : null);
  const covers = (p, host) => (base(p) ? host === base(p) || host.endsWith('.' + base(p)) : p === host);
  if (!base(a) || !base(b)) return base(a) ? covers(a, b) : covers(b, a);
  return covers(a, base(b)) || covers(b, base(a));
}

/** JavaScript source of __BEACON_EARLY__: the providers whose adapters watch JSONP callbacks (from
 * adapterModules' onEarly, collected in shared.early while the main part was built), and, for a per-site tag
 * (`siteKey`), its records that can decide whether a host maps to one of them: theirs, and every other that
 * overlaps one of theirs (an exact mapping beats a wildcard one, core/config.ts findSite). The all-sites tag bakes
 * no record (s: null: it watches every such provider's callbacks, src/tag/early-jsonp.ts), so it stays the same
 * size however many customers there are. */
export function earlyJsonp(shared, records, siteKey) {
  const providers = Object.entries(shared.early || {}).map(([slug, names]) => [slug, names.filter((n) => n != null)]).filter(([, names]) => names.length);
  if (!providers.length) return 'null';
  const p = `{${providers.map(([slug, names]) => `${JSON.stringify(slug)}:[${names.join(',')}]`).join(',')}}`;
  if (siteKey == null) return `{p:${p},s:null}`;
  const early = new Set(providers.map(([slug]) => slug));
  const sites = records.sites.filter((s) => s.siteKey === siteKey);
  const theirs = sites.filter((s) => early.has(s.provider));
  const kept = sites.filter((s) => theirs.some((t) => overlap(t.host, s.host))).map((s) => ({ host: s.host, provider: s.provider }));
  return `{p:${p},s:${JSON.stringify(kept)}}`;
}
