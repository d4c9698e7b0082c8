// Builds dist/tracker.js: one minified ES2017 IIFE with its source map.
// The site mappings in tracker/sites/*.json are baked in as one encoded string (spec section 1).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import terser from '@rollup/plugin-terser';
import replace from '@rollup/plugin-replace';
import { bakeConfig } from './build/bake-config.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));
// BEACON_ENTRY lets `npm run size` build variants (core only, core + capture) from the same config.
const input = process.env.BEACON_ENTRY || join(here, 'src', 'index.ts');
const output = process.env.BEACON_OUT || 'dist/tracker.js';
// BEACON_SITES_DIR bakes another site list (size variants measure code without the demo mappings).
const sitesDir = process.env.BEACON_SITES_DIR || join(here, 'sites');

export default {
  input,
  output: { file: output, format: 'iife', sourcemap: true, name: undefined },
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        __BEACON_CONFIG__: JSON.stringify(bakeConfig(sitesDir)),
        __BEACON_VERSION__: JSON.stringify(pkg.version),
      },
    }),
    nodeResolve(),
    typescript({ tsconfig: join(here, 'tsconfig.build.json'), outputToFilesystem: false }),
    terser({ ecma: 2017, compress: { passes: 2 }, format: { comments: false } }),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY') return;
    warn(warning);
  },
};
