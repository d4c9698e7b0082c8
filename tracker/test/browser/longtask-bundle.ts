// The page-upload long-task bench and test's tracker: the real core, network observers and capture layer with the capture tests'
// fake adapter (tracker/test/browser/pages/capture/entry.ts: page_upload on /capture/thank-you*), bundled by the
// same rollup plugins as dist/tracker.js. The bundle of dist/tracker.js has no adapter that uploads pages.
// `rev` builds the same bundle from a git revision's tracker/ (the before side of a before/after run).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import nodeResolve from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import terser from '@rollup/plugin-terser';
import replace from '@rollup/plugin-replace';

const ROOT = resolve(import.meta.dirname, '../../..');

async function bundle(root: string, minify = true): Promise<string> {
  const tracker = join(root, 'tracker');
  const build = await rollup({
    input: join(tracker, 'test/browser/pages/capture/entry.ts'),
    plugins: [
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

/** `minify: false` for profiling: the functions keep their names. */
export async function buildUploadBundle(rev?: string, minify = true): Promise<string> {
  if (!rev) return bundle(ROOT, minify);
  const dir = mkdtempSync(join(tmpdir(), 'beacon-upload-'));
  try {
    const archive = execFileSync('git', ['-C', ROOT, 'archive', rev, 'tracker', 'tsconfig.json'], { maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    return await bundle(dir, minify);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
