// The page-upload long-task bench and test's tracker: the real core, network observers and capture layer with the capture tests'
// fake adapter (tracker/test/browser/pages/capture/entry.ts: page_upload on /capture/thank-you*), the capture tests'
// bundle (capture-bundle.ts). The bundle of dist/tracker.js has no adapter that uploads pages.
// `rev` builds the same bundle from a git revision's tracker/ (the before side of a before/after run).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildCaptureBundle } from './capture-bundle';

const ROOT = resolve(import.meta.dirname, '../../..');

/** `minify: false` for profiling: the functions keep their names. */
export async function buildUploadBundle(rev?: string, minify = true): Promise<string> {
  if (!rev) return buildCaptureBundle(join(ROOT, 'tracker'), minify);
  const dir = mkdtempSync(join(tmpdir(), 'beacon-upload-'));
  try {
    const archive = execFileSync('git', ['-C', ROOT, 'archive', rev, 'tracker', 'tsconfig.json'], { maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    return await buildCaptureBundle(join(dir, 'tracker'), minify);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
