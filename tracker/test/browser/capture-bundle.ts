// The capture tests' tracker: the real core and network observers with only the fake adapter registered
// (pages/capture/entry.ts), bundled by the same rollup plugins as dist/tracker.js, served at /capture-bundle.js.
import { join } from 'node:path';
import { rollup } from 'rollup';
import nodeResolve from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import terser from '@rollup/plugin-terser';
import replace from '@rollup/plugin-replace';
import type { TestServer } from './server';

const TRACKER = join(import.meta.dirname, '../..');

/** `tracker`: another copy's tracker/ (a git revision's, for a before/after run); `minify: false` keeps the
 * functions' names (profiling). */
export async function buildCaptureBundle(tracker = TRACKER, minify = true): Promise<string> {
  const build = await rollup({
    input: join(tracker, 'test/browser/pages/capture/entry.ts'),
    plugins: [
      // nothing baked: the pages' window.__beaconConfig is the whole configuration
      replace({ preventAssignment: true, values: { __BEACON_CONFIG__: '""', __BEACON_VERSION__: '"0.1.0"' } }),
      nodeResolve(),
      typescript({ tsconfig: join(tracker, 'tsconfig.build.json'), include: ['**/*.ts'], exclude: ['**/*.test.ts'], compilerOptions: { rootDir: tracker, sourceMap: false }, outputToFilesystem: false }),
      minify && terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
    ],
    onwarn: (w, warn) => void (w.code === 'CIRCULAR_DEPENDENCY' || warn(w)),
  });
  const code = (await build.generate({ format: 'iife' })).output[0].code;
  await build.close();
  return code;
}

export function serveCaptureBundle(server: TestServer, bundle: string): void {
  server.handlers.push((req, res) => (req.url === '/capture-bundle.js' ? (res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(bundle), true) : false));
}
