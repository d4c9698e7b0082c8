// Builds the tracker, each file a minified ES2020 IIFE with its source map. The install records (spec 3: one site
// mapping per install) are data given to the build, never code (build/install-records.mjs):
//   npm run build [-- --mappings <dir | file.json | file.jsonl>]     (or BEACON_MAPPINGS=<path>)
//                                    dist/ afresh: dist/tracker.js, every adapter and every record in one script
//                                    (the contract a plain embed tag and outside checks load), and the two-part tag
//                                    under dist/tag/ (ARCHITECTURE.md, "Light on the host page"): tracker.js (observers
//                                    + loader), tracker.main.js (no record), its upload and adapter parts, and map/
//                                    (each site domain's records, which a page loads for its own host). Without
//                                    records the tracker knows no site: every host gets the install notice.
//   npm run build -- --site <key>    adds dist/sites/<key>.js (+ dist/tag/sites/<key>.js, <key>.main.js): the core and
//                                    only that site's adapter(s) and records
//   npm run build -- --sites         both of the above for every siteKey (the build matrix)
//   npm run build:recordings         the test and replay build: the records of recordings/*/mapping.json
// Adapters are lazy and lean in the bundle (build/adapter-modules.mjs). `trackerPair` and `trackerBuild` are also
// what `npm run size` and the benches build with.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { basename, dirname, join, relative } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import { transpileTs } from './build/transpile-ts.mjs';
import terser from '@rollup/plugin-terser';
import replace from '@rollup/plugin-replace';
import { bakeConfig } from './build/bake-config.mjs';
import { RecordError, mappingsInput, mayShareHost, readInstallRecords } from './build/install-records.mjs';
import { mappingFiles } from './build/mapping-files.mjs';
import { adapterModules } from './build/adapter-modules.mjs';
import { siteEntry, siteEntryId, siteKeys, siteRecords } from './build/site-builds.mjs';
import { earlyJsonp, jsonpOnlyIfWatched, netFromTag, partHash, stamp } from './build/two-part.mjs';
import { layerFromMain, layerScript, partHashes } from './build/adapter-parts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));
/** The records of a build without --mappings: BEACON_MAPPINGS, else none (tracker/service.json's settings only). */
export const defaultRecords = () => readInstallRecords(mappingsInput());
/** Where the CDN's root is (README "Per-site bundles"): https://<script host>/x/y.js is dist/tag/x/y.js. */
/** Where builds go: dist/, or BEACON_DIST (a test builds a production set into a folder of its own). */
export const DIST = process.env.BEACON_DIST || 'dist';
const TAG_ROOT = `${DIST}/tag`;

/** The main part's file beside a tag file: dist/tracker.js -> dist/tracker.main.js (src/tag/load-main.ts). */
export const mainFile = (tagFile) => tagFile.replace(/(\.js)?$/, '.main.js');
/** The upload part's file beside a tag file: dist/tracker.js -> dist/tracker.upload.js (capture/upload-part.ts). */
export const uploadFile = (tagFile) => tagFile.replace(/(\.js)?$/, '.upload.js');
/** The conversion part's file beside a tag file: dist/tracker.js -> dist/tracker.conversion.js (the all-sites tag's
 * adapter parts load it: capture/families/impact.ts). */
export const conversionFile = (tagFile) => tagFile.replace(/(\.js)?$/, '.conversion.js');
/** The errors part's file beside a tag file: dist/tracker.js -> dist/tracker.errors.js (tag/errors-part.ts). */
export const errorsFile = (tagFile) => tagFile.replace(/(\.js)?$/, '.errors.js');
/** The inspector part's file beside a tag file: dist/tracker.js -> dist/tracker.inspect.js (tag/inspect-part.ts). */
export const inspectFile = (tagFile) => tagFile.replace(/(\.js)?$/, '.inspect.js');

/** terser, as every part is minified. unsafe_arrows/unsafe_methods: function expressions that use neither `this`
 * nor `arguments` become arrows and object-literal functions shorthand methods; we never `new` our own functions
 * (the host-facing wrappers use `this` and are shorthand methods already, net-conformance.spec checks what the host
 * can see). Mangled properties: only names that live inside one bundle's capture layer and adapters (a map
 * function's Source `param`, adapter-spec keys), never a name the host, a payload, the site config or storage
 * sees; not across files (adapter parts and the main part they stand on), which would each mangle them their way. */
const minify = ({ mangleProps = true } = {}) =>
  terser({
    ecma: 2020,
    compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true },
    mangle: mangleProps ? { properties: { regex: /^(param|ajaxAction|sameQuote)$/ } } : true,
    format: { comments: false },
  });

/**
 * Rollup options for one bundle.
 * - part: 'whole' (default: tag, main part and upload part in one script), 'upload', 'errors', 'inspect',
 *   'conversion', 'main' or 'tag' (use trackerPair: the upload part is loaded by the main part the first time a page
 *   uploads, the errors part the first time it reports an error, the inspector part when asked (#beaconInspect,
 *   window.__beacon.inspect()), the conversion part
 *   by an adapter part the first time a conversion is tracked for the conversion tracker);
 * - input: an entry module of the main part (default src/index.ts: every adapter); the tag's entry is src/tag.ts;
 * - site: a siteKey: the entry is that site's adapters, and only its records are baked;
 * - records: the install records and service settings (build/install-records.mjs; default: defaultRecords()).
 *   The one-script bundle and the per-site builds bake theirs; the all-sites main part bakes none and writes
 *   dist/tag/map/ instead (build/mapping-files.mjs);
 * - shared: what the main part's build leaves for its tag's (trackerPair);
 * - uploadPart: a 'whole' script that leaves the page upload to the upload part too (npm run size measures the
 *   layer as a page that does not upload loads it); a main part always does;
 * - adapterParts: a main part whose platform adapters are parts of their own (adapterPartsBuild, built first):
 *   the all-sites two-part tag (trackerPair).
 */
/** Whether a build's main part loads the conversion tracker's call from the conversion part: a per-site main part
 * whose records ask for the tracker (it runs on conversions only: the page that converts loads it). */
const convertsByPart = (part, site, own) => part === 'main' && site != null && own.some((m) => m.options && m.options.conversionTracker);

export function trackerBuild({ input, output = `${DIST}/tracker.js`, site, records = defaultRecords(), part = 'whole', shared = {}, uploadPart = false, adapterParts = false } = {}) {
  const tag = part === 'tag';
  const own = site != null ? siteRecords(records, site) : records.sites;
  // what this file bakes: a one-script bundle, a per-site main part and a main part with every adapter inline
  // (BEACON_ADAPTER_PARTS=0) carry their records; the all-sites main part loads its page's from dist/tag/map/
  const baked = part === 'whole' || (part === 'main' && !adapterParts) ? own : [];
  return {
    input: tag ? join(here, 'src', 'tag.ts') : part === 'upload' ? join(here, 'src', 'upload.ts') : part === 'errors' ? join(here, 'src', 'errors.ts') : part === 'inspect' ? join(here, 'src', 'inspect.ts') : part === 'conversion' ? join(here, 'src', 'conversion.ts') : site != null ? siteEntryId(site) : input || join(here, 'src', 'index.ts'),
    output: { file: output, format: 'iife', sourcemap: true, name: undefined },
    plugins: [
      siteEntry(records),
      ...(part === 'main' || part === 'upload' || part === 'errors' || part === 'inspect' || part === 'conversion' ? [netFromTag()] : []),
      ...(tag && site != null ? [jsonpOnlyIfWatched(shared)] : []),
      // the baked constants differ per build: a shared rollup cache (npm run size) must not reuse them
      { name: 'beacon-fresh-config', shouldTransformCachedModule: ({ id }) => /[\\/](core[\\/](config|boot|errors)|net[\\/]index|capture[\\/]families[\\/]impact|start|tag[\\/][^\\/]+)\.ts$/.test(id) },
      replace({
        preventAssignment: true,
        values: {
          __BEACON_CONFIG__: JSON.stringify(bakeConfig(records, baked)),
          __BEACON_VERSION__: JSON.stringify(pkg.version),
          __BEACON_PART__: JSON.stringify(part),
          __BEACON_STAMP__: JSON.stringify(stamp(pkg.version)),
          // read when the tag is built, after its main part (trackerPair)
          __BEACON_MAIN_HASH__: () => {
            if (tag && !shared.mainHash) throw new Error('build the main part before its tag (trackerPair)');
            return JSON.stringify(shared.mainHash || 'whole');
          },
          __BEACON_UPLOAD_PART__: JSON.stringify(part === 'main' || uploadPart),
          __BEACON_UPLOAD_HASH__: () => {
            if ((part === 'main' || uploadPart) && !shared.uploadHash) throw new Error('build the upload part before its main part (trackerPair)');
            return JSON.stringify(shared.uploadHash || 'whole');
          },
          __BEACON_INSPECT_HASH__: () => {
            if (part === 'main' && !shared.inspectHash) throw new Error('build the inspector part before its main part (trackerPair)');
            return JSON.stringify(shared.inspectHash || 'whole');
          },
          __BEACON_ERRORS_PART__: JSON.stringify(part === 'main'),
          __BEACON_ERRORS_HASH__: () => {
            if (part === 'main' && !shared.errorsHash) throw new Error('build the errors part before its main part (trackerPair)');
            return JSON.stringify(shared.errorsHash || 'whole');
          },
          __BEACON_MAIN_FALLBACK__: JSON.stringify(tag && records.scriptHosts.length ? `https://${records.scriptHosts[0]}/${relative(TAG_ROOT, mainFile(output)).split('\\').join('/')}` : ''),
          __BEACON_EARLY__: () => (tag ? earlyJsonp(shared, records, site) : 'null'),
          __BEACON_HAS_ADAPTER_PARTS__: JSON.stringify(!!adapterParts),
          // installs sharing a host (spec 3, 8) need the page's markers to be told apart: a per-site build whose records
          // have one install per host and no resolver carries no marker reading (core/boot.ts)
          __BEACON_SHARED_DOMAINS__: JSON.stringify(site == null || mayShareHost(own)),
          // a per-site build whose mappings ask for no conversion tracker carries none (capture/families/impact.ts)
          __BEACON_CONVERSION_TRACKER__: JSON.stringify(own.some((m) => m.options && m.options.conversionTracker)),
          // the all-sites tag's adapter parts (adapterPartsBuild) and a per-site main part whose records ask for the
          // conversion tracker load the conversion part the first time a conversion is tracked; a one-script
          // bundle holds the conversion tracker's call
          __BEACON_CONVERSION_PART__: JSON.stringify(convertsByPart(part, site, own)),
          __BEACON_CONVERSION_HASH__: () => {
            if (!convertsByPart(part, site, own)) return '""';
            if (!shared.conversionHash) throw new Error('build the conversion part before its main part (trackerPair)');
            return JSON.stringify(shared.conversionHash);
          },
          __BEACON_ADAPTER_PARTS_HASH__: () => {
            if (adapterParts && !shared.adapterParts) throw new Error('build the adapter parts before their main part (trackerPair)');
            return JSON.stringify(adapterParts ? shared.adapterPartsHash : '');
          },
        },
      }),
      nodeResolve({ extensions: ['.ts', '.mjs', '.js'] }),
      transpileTs(),
      adapterModules({ onEarly: (slug, names) => ((shared.early ||= {})[slug] = names) }),
      // the inspector part reads the rules (watches) of the main part's adapters: no property of its own is mangled
      minify({ mangleProps: !adapterParts && part !== 'conversion' && part !== 'inspect' }),
      ...(part === 'main' ? [partHash(shared, 'mainHash')] : part === 'upload' ? [partHash(shared, 'uploadHash')] : part === 'errors' ? [partHash(shared, 'errorsHash')] : part === 'inspect' ? [partHash(shared, 'inspectHash')] : part === 'conversion' ? [partHash(shared, 'conversionHash')] : []),
      ...(part === 'main' && adapterParts ? [mappingFiles(records, output)] : []),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      warn(warning);
    },
  };
}

/** The platform adapters of the all-sites bundle (src/adapters/index.ts), but the built-in pageview-only. */
export function adapterSlugs() {
  const index = readFileSync(join(here, 'src', 'adapters', 'index.ts'), 'utf8');
  return [...index.matchAll(/^import '\.\/([^']+)';/gm)].map((m) => m[1]).filter((slug) => slug !== 'pageview-only');
}

/** The adapter parts of the all-sites two-part tag (build/adapter-parts.mjs): one build, one file per adapter
 * beside the tag, `<tag>.adapter.<slug>.js`; their hashes go to shared (adapterParts, adapterPartsHash) for the main
 * part. A part whose
 * adapter has the conversion tracker loads the conversion part (built first: its hash is baked when each part is
 * rendered, never from a rollup cache). */
export function adapterPartsBuild({ output = `${DIST}/tracker.js`, shared = {}, slugs = adapterSlugs() } = {}) {
  const layer = {};
  return {
    input: Object.fromEntries(slugs.map((slug) => [slug, join(here, 'src', 'adapters', `${slug}.ts`)])),
    output: {
      dir: dirname(output),
      format: 'es',
      entryFileNames: `${basename(output, '.js')}.adapter.[name].js`,
      sourcemap: true,
      plugins: [layerScript(layer), minify({ mangleProps: false }), partHashes(shared)],
    },
    plugins: [
      // the conversion part's hash differs per build: a shared rollup cache (npm run size) must not reuse it
      { name: 'beacon-fresh-conversion-hash', shouldTransformCachedModule: ({ id }) => /[\\/]capture[\\/]families[\\/]impact\.ts$/.test(id) },
      replace({
        preventAssignment: true,
        values: {
          // a part is loaded for a site mapping, which decides whether the conversion tracker runs
          __BEACON_CONVERSION_TRACKER__: 'true',
          __BEACON_CONVERSION_PART__: 'true',
          __BEACON_CONVERSION_HASH__: () => {
            if (!shared.conversionHash) throw new Error('build the conversion part before the adapter parts (trackerPair)');
            return JSON.stringify(shared.conversionHash);
          },
        },
      }),
      layerFromMain(layer),
      nodeResolve({ extensions: ['.ts', '.mjs', '.js'] }),
      transpileTs(),
      // a part is loaded when its provider is asked for: it defines its adapter as it runs (lean, not lazy)
      adapterModules({ lazy: false, onEarly: (slug, names) => ((shared.early ||= {})[slug] = names) }),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      warn(warning);
    },
  };
}

/** The builds of a two-part tag, in the order they must run: the upload, errors and inspector parts, for the all-sites tag the conversion
 * part and its adapter parts (which bake the conversion part's hash), the main part (which bakes theirs), then the
 * tag (which bakes the main part's). `output` is the tag's file; the others go beside it (mainFile, uploadFile,
 * errorsFile, inspectFile, conversionFile, adapterPartsBuild). A per-site tag keeps its
 * adapter(s) in its main part: it is already one site's. BEACON_ADAPTER_PARTS=0: the all-sites main part keeps
 * every adapter too. */
export function trackerPair({ output = `${DIST}/tracker.js`, ...rest } = {}) {
  const shared = {};
  const parts = rest.site == null && rest.input == null && process.env.BEACON_ADAPTER_PARTS !== '0';
  const records = rest.records ?? defaultRecords();
  const siteConverts = rest.site != null && convertsByPart('main', rest.site, siteRecords(records, rest.site));
  return [
    trackerBuild({ ...rest, output: uploadFile(output), part: 'upload', shared }),
    trackerBuild({ ...rest, output: errorsFile(output), part: 'errors', shared }),
    trackerBuild({ ...rest, output: inspectFile(output), part: 'inspect', shared }),
    ...(parts ? [trackerBuild({ ...rest, output: conversionFile(output), part: 'conversion', shared }), adapterPartsBuild({ output, shared })] : []),
    ...(siteConverts ? [trackerBuild({ ...rest, output: conversionFile(output), part: 'conversion', shared })] : []),
    trackerBuild({ ...rest, ...(parts ? { input: join(here, 'src', 'main-parts.ts'), adapterParts: true } : {}), output: mainFile(output), part: 'main', shared }),
    trackerBuild({ ...rest, output, part: 'tag', shared }),
  ];
}

export const siteBundle = (key) => `${DIST}/sites/${key}.js`;
/** Where the two-part tag of a bundle goes: dist/tracker.js -> dist/tag/tracker.js (+ dist/tag/tracker.main.js). */
export const tagOf = (bundle) => (bundle.startsWith(`${DIST}/`) ? `${TAG_ROOT}/${bundle.slice(DIST.length + 1)}` : bundle.replace(/^dist\//, 'dist/tag/'));

/** One delivery's builds: the one-script bundle at `output` (the contract: dist/tracker.js, dist/sites/<key>.js,
 * what a plain embed tag and every outside check load) and its two-part tag under dist/tag/ (ARCHITECTURE.md). */
const delivery = ({ output = `${DIST}/tracker.js`, ...rest } = {}) => [
  // BEACON_ONE_SCRIPT=0 (with --site): the pair only (a test that replays only the per-site tag)
  ...(process.env.BEACON_ONE_SCRIPT === '0' && rest.site ? [] : [trackerBuild({ ...rest, output })]),
  // BEACON_PAIR=0: the one-script bundle only (a test that replays only it skips the pair's two builds)
  ...(process.env.BEACON_PAIR === '0' ? [] : trackerPair({ ...rest, output: tagOf(output) })),
];

/** dist/build-info.json: which records the build in dist/ carries (the replay rebuilds when they are not the ones
 * it replays with: harness/replay/build.ts). Names the input and a hash, never a host. */
function writeBuildInfo(records) {
  const hash = createHash('sha256').update(JSON.stringify(records.sites)).digest('hex').slice(0, 12);
  mkdirSync(DIST, { recursive: true });
  writeFileSync(`${DIST}/build-info.json`, JSON.stringify({ mappings: records.input && relative(process.cwd(), records.input), records: records.sites.length, recordsHash: hash }, null, 2) + '\n');
}

export default function config(args) {
  const site = args.site;
  const matrix = args.sites;
  const input = mappingsInput(args.mappings);
  // custom flags: removed so rollup does not warn about them
  delete args.site;
  delete args.sites;
  delete args.mappings;
  if (site === true || (site != null && typeof site !== 'string')) throw new Error('--site needs a siteKey: npm run build -- --site <key>');
  let records;
  try {
    records = readInstallRecords(input);
  } catch (error) {
    if (!(error instanceof RecordError)) throw error;
    console.error(`beacon build: ${error.message}`);
    process.exit(1);
  }
  // rollup builds the configs of the list one after the other, in order (each pair: main part, then tag)
  if (site) return delivery({ site, records, output: siteBundle(site) });
  // the all-sites build starts from an empty dist/: it holds only this build (no earlier build's records)
  rmSync(DIST, { recursive: true, force: true });
  writeBuildInfo(records);
  if (!records.sites.length) console.log('beacon build: no install records given (--mappings <dir | file.json | file.jsonl> or BEACON_MAPPINGS): this tracker knows no site, every host gets the install notice');
  else console.log(`beacon build: ${records.sites.length} install record${records.sites.length === 1 ? '' : 's'} from ${relative(process.cwd(), records.input) || records.input}`);
  if (matrix) return [...delivery({ records }), ...siteKeys(records).flatMap((key) => delivery({ site: key, records, output: siteBundle(key) }))];
  return delivery({ records });
}
