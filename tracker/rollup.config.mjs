// Builds the tracker: one minified ES2020 IIFE with its source map.
//   npm run build                    dist/tracker.js: every adapter, every site mapping (spec section 1)
//   npm run build -- --site <key>    dist/sites/<key>.js: the core and only that site's adapter(s) and mappings
//   npm run build -- --sites         dist/tracker.js and dist/sites/<key>.js for every siteKey (the build matrix)
// The site mappings in tracker/sites/*.json are baked in as one encoded string. Adapters are lazy and lean in the
// bundle (build/adapter-modules.mjs). `trackerBuild` is also what `npm run size` and the benches build with.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import terser from '@rollup/plugin-terser';
import replace from '@rollup/plugin-replace';
import { bakeConfig } from './build/bake-config.mjs';
import { adapterModules } from './build/adapter-modules.mjs';
import { siteEntry, siteEntryId, siteKeys } from './build/site-builds.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));
export const SITES_DIR = join(here, 'sites');

/**
 * Rollup options for one bundle.
 * - input: an entry module (default src/index.ts: every adapter);
 * - site: a siteKey: the entry is that site's adapters, and only its mappings are baked;
 * - sitesDir: the site mappings to bake (size variants measure code with only _service.json).
 */
export function trackerBuild({ input, output = 'dist/tracker.js', site, sitesDir = SITES_DIR } = {}) {
  return {
    input: site != null ? siteEntryId(site) : input || join(here, 'src', 'index.ts'),
    output: { file: output, format: 'iife', sourcemap: true, name: undefined },
    plugins: [
      siteEntry(sitesDir),
      // the baked config differs per build: a shared rollup cache (npm run size) must not reuse it
      { name: 'beacon-fresh-config', shouldTransformCachedModule: ({ id }) => /[\\/]core[\\/]config\.ts$/.test(id) },
      replace({
        preventAssignment: true,
        values: {
          __BEACON_CONFIG__: JSON.stringify(bakeConfig(sitesDir, site)),
          __BEACON_VERSION__: JSON.stringify(pkg.version),
        },
      }),
      nodeResolve(),
      typescript({ tsconfig: join(here, 'tsconfig.build.json'), outputToFilesystem: false }),
      adapterModules(),
      // unsafe_arrows/unsafe_methods: function expressions that use neither `this` nor `arguments` become arrows
      // and object-literal functions shorthand methods; we never `new` our own functions (the host-facing wrappers
      // use `this` and are shorthand methods already, net-conformance.spec checks what the host can see)
      terser({ ecma: 2020, compress: { passes: 2, unsafe_arrows: true, unsafe_methods: true }, format: { comments: false } }),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      warn(warning);
    },
  };
}

export const siteBundle = (key) => `dist/sites/${key}.js`;

export default function config(args) {
  const site = args.site;
  const matrix = args.sites;
  // custom flags: removed so rollup does not warn about them
  delete args.site;
  delete args.sites;
  if (site === true || (site != null && typeof site !== 'string')) throw new Error('--site needs a siteKey: npm run build -- --site <key>');
  if (site) return trackerBuild({ site, output: siteBundle(site) });
  if (matrix) return [trackerBuild(), ...siteKeys(SITES_DIR).map((key) => trackerBuild({ site: key, output: siteBundle(key) }))];
  return trackerBuild();
}
