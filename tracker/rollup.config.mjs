// Builds the tracker, each file a minified ES2020 IIFE with its source map:
//   npm run build                    dist/tracker.js: every adapter, every site mapping (spec 1), in one script
//                                    (the contract a plain embed tag and outside checks load), and its two-part tag
//                                    dist/tag/tracker.js + dist/tag/tracker.main.js (ARCHITECTURE.md, "Light on the
//                                    host page", build/two-part.mjs: observers + loader, then the rest)
//   npm run build -- --site <key>    dist/sites/<key>.js (+ dist/tag/sites/<key>.js, <key>.main.js): the core and
//                                    only that site's adapter(s) and mappings
//   npm run build -- --sites         both of the above for every siteKey (the build matrix)
// The site mappings in tracker/sites/*.json are baked in as one encoded string. Adapters are lazy and lean in the
// bundle (build/adapter-modules.mjs). `trackerPair` and `trackerBuild` are also what `npm run size` and the
// benches build with.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { basename, dirname, join, relative } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import terser from '@rollup/plugin-terser';
import replace from '@rollup/plugin-replace';
import { bakeConfig, loadSites } from './build/bake-config.mjs';
import { adapterModules } from './build/adapter-modules.mjs';
import { siteEntry, siteEntryId, siteKeys } from './build/site-builds.mjs';
import { earlyJsonp, jsonpOnlyIfWatched, netFromTag, partHash, stamp } from './build/two-part.mjs';
import { layerFromMain, layerScript, partHashes } from './build/adapter-parts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));
export const SITES_DIR = join(here, 'sites');

/** The main part's file beside a tag file: dist/tracker.js -> dist/tracker.main.js (src/tag/load-main.ts). */
export const mainFile = (tagFile) => tagFile.replace(/(\.js)?$/, '.main.js');
/** The upload part's file beside a tag file: dist/tracker.js -> dist/tracker.upload.js (capture/upload-part.ts). */
export const uploadFile = (tagFile) => tagFile.replace(/(\.js)?$/, '.upload.js');

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
    mangle: mangleProps ? { properties: { regex: /^(param|ajaxAction|sameQuote|rerun)$/ } } : true,
    format: { comments: false },
  });

/**
 * Rollup options for one bundle.
 * - part: 'whole' (default: tag, main part and upload part in one script), 'upload', 'main' or 'tag' (use
 *   trackerPair: the upload part is loaded by the main part the first time a page uploads);
 * - input: an entry module of the main part (default src/index.ts: every adapter); the tag's entry is src/tag.ts;
 * - site: a siteKey: the entry is that site's adapters, and only its mappings are baked;
 * - sitesDir: the site mappings to bake (size variants measure code with only _service.json);
 * - shared: what the main part's build leaves for its tag's (trackerPair);
 * - uploadPart: a 'whole' script that leaves the page upload to the upload part too (npm run size measures the
 *   layer as a page that does not upload loads it); a main part always does;
 * - adapterParts: a main part whose platform adapters are parts of their own (adapterPartsBuild, built first):
 *   the all-sites two-part tag (trackerPair).
 */
export function trackerBuild({ input, output = 'dist/tracker.js', site, sitesDir = SITES_DIR, part = 'whole', shared = {}, uploadPart = false, adapterParts = false } = {}) {
  const tag = part === 'tag';
  const service = loadSites(sitesDir);
  return {
    input: tag ? join(here, 'src', 'tag.ts') : part === 'upload' ? join(here, 'src', 'upload.ts') : site != null ? siteEntryId(site) : input || join(here, 'src', 'index.ts'),
    output: { file: output, format: 'iife', sourcemap: true, name: undefined },
    plugins: [
      siteEntry(sitesDir),
      ...(part === 'main' || part === 'upload' ? [netFromTag()] : []),
      ...(tag && site != null ? [jsonpOnlyIfWatched(shared)] : []),
      // the baked constants differ per build: a shared rollup cache (npm run size) must not reuse them
      { name: 'beacon-fresh-config', shouldTransformCachedModule: ({ id }) => /[\\/](core[\\/](config|boot)|net[\\/]index|capture[\\/]families[\\/]impact|start|tag[\\/][^\\/]+)\.ts$/.test(id) },
      replace({
        preventAssignment: true,
        values: {
          __BEACON_CONFIG__: JSON.stringify(bakeConfig(sitesDir, site)),
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
          __BEACON_MAIN_FALLBACK__: JSON.stringify(service.scriptHosts.length ? `https://${service.scriptHosts[0]}/${relative('dist', mainFile(output)).split('\\').join('/')}` : ''),
          __BEACON_EARLY__: () => (tag ? earlyJsonp(shared, sitesDir, site) : 'null'),
          __BEACON_HAS_ADAPTER_PARTS__: JSON.stringify(!!adapterParts),
          // a per-site build whose mappings ask for no conversion tracker carries none (capture/families/impact.ts)
          __BEACON_CONVERSION_TRACKER__: JSON.stringify(service.sites.some((m) => (site == null || m.siteKey === site) && m.options && m.options.conversionTracker)),
          __BEACON_ADAPTER_PARTS__: () => {
            if (adapterParts && !shared.adapterParts) throw new Error('build the adapter parts before their main part (trackerPair)');
            return JSON.stringify(adapterParts ? shared.adapterParts : {});
          },
        },
      }),
      nodeResolve(),
      typescript({ tsconfig: join(here, 'tsconfig.build.json'), outputToFilesystem: false }),
      adapterModules({ onEarly: (slug, names) => ((shared.early ||= {})[slug] = names) }),
      minify({ mangleProps: !adapterParts }),
      ...(part === 'main' ? [partHash(shared, 'mainHash')] : part === 'upload' ? [partHash(shared, 'uploadHash')] : []),
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
 * beside the tag, `<tag>.adapter.<slug>.js`; their hashes go to shared.adapterParts for the main part. */
export function adapterPartsBuild({ output = 'dist/tracker.js', shared = {}, slugs = adapterSlugs() } = {}) {
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
      layerFromMain(layer),
      nodeResolve(),
      typescript({ tsconfig: join(here, 'tsconfig.build.json'), outputToFilesystem: false }),
      adapterModules({ onEarly: (slug, names) => ((shared.early ||= {})[slug] = names) }),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      warn(warning);
    },
  };
}

/** The builds of a two-part tag, in the order they must run: the upload part, for the all-sites tag its adapter
 * parts, the main part (which bakes their hashes), then the tag (which bakes the main part's). `output` is the
 * tag's file; the others go beside it (mainFile, uploadFile, adapterPartsBuild). A per-site tag keeps its
 * adapter(s) in its main part: it is already one site's. BEACON_ADAPTER_PARTS=0: the all-sites main part keeps
 * every adapter too. */
export function trackerPair({ output = 'dist/tracker.js', ...rest } = {}) {
  const shared = {};
  const parts = rest.site == null && rest.input == null && process.env.BEACON_ADAPTER_PARTS !== '0';
  return [
    trackerBuild({ ...rest, output: uploadFile(output), part: 'upload', shared }),
    ...(parts ? [adapterPartsBuild({ output, shared })] : []),
    trackerBuild({ ...rest, ...(parts ? { input: join(here, 'src', 'main-parts.ts'), adapterParts: true } : {}), output: mainFile(output), part: 'main', shared }),
    trackerBuild({ ...rest, output, part: 'tag', shared }),
  ];
}

export const siteBundle = (key) => `dist/sites/${key}.js`;
/** Where the two-part tag of a bundle goes: dist/tracker.js -> dist/tag/tracker.js (+ dist/tag/tracker.main.js). */
export const tagOf = (bundle) => bundle.replace(/^dist\//, 'dist/tag/');

/** One delivery's builds: the one-script bundle at `output` (the contract: dist/tracker.js, dist/sites/<key>.js,
 * what a plain embed tag and every outside check load) and its two-part tag under dist/tag/ (ARCHITECTURE.md). */
const delivery = ({ output = 'dist/tracker.js', ...rest } = {}) => [
  trackerBuild({ ...rest, output }),
  // BEACON_PAIR=0: the one-script bundle only (a test that replays only it skips the pair's two builds)
  ...(process.env.BEACON_PAIR === '0' ? [] : trackerPair({ ...rest, output: tagOf(output) })),
];

export default function config(args) {
  const site = args.site;
  const matrix = args.sites;
  // custom flags: removed so rollup does not warn about them
  delete args.site;
  delete args.sites;
  if (site === true || (site != null && typeof site !== 'string')) throw new Error('--site needs a siteKey: npm run build -- --site <key>');
  // rollup builds the configs of the list one after the other, in order (each pair: main part, then tag)
  if (site) return delivery({ site, output: siteBundle(site) });
  if (matrix) return [...delivery(), ...siteKeys(SITES_DIR).flatMap((key) => delivery({ site: key, output: siteBundle(key) }))];
  return delivery();
}
