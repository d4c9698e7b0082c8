// Replays test the tracker as built: dist/tracker.js is rebuilt (`npm run build`) when it is missing or older
// than any file it is built from. Several processes may ask at once (Playwright workers): one builds while the
// others wait and then re-check (stale-build.ts).
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { newestFile, rebuildIfStale } from '../stale-build.ts';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

export const ROOT = join(import.meta.dirname, '..', '..');
export const TRACKER_FILE = join(ROOT, 'dist', 'tracker.js');
/** What dist/tracker.js is built from. */
export const TRACKER_SOURCES = ['tracker/src', 'tracker/sites', 'tracker/build', 'tracker/rollup.config.mjs', 'tracker/tsconfig.build.json'];

/** Why the tracker must be (re)built, or null when dist/tracker.js is up to date. */
export function staleReason(root = ROOT): string | null {
  const out = join(root, 'dist', 'tracker.js');
  if (!existsSync(out)) return 'dist/tracker.js is missing';
  // the two-part tag, built with it (tracker-main.ts)
  if (!existsSync(join(root, 'dist', 'tag', 'tracker.main.js'))) return 'dist/tag/tracker.main.js is missing';
  const built = statSync(out).mtimeMs;
  const n = newestFile(TRACKER_SOURCES.map((src) => join(root, src)));
  return n && n.mtimeMs > built ? `${n.file.slice(root.length + 1)} is newer than dist/tracker.js` : null;
}

/** Builds the tracker when stale. Throws with the build's exit status when the build fails. */
export async function ensureTrackerBuilt(log: (line: string) => void = () => {}, root = ROOT): Promise<void> {
  mkdirSync(join(root, '.beacon-tmp'), { recursive: true });
  await rebuildIfStale({
    lock: join(root, '.beacon-tmp', 'build.lock'),
    stale: () => staleReason(root),
    build: async (reason) => {
      log(`Building the tracker (${reason}): npm run build`);
      const code = await new Promise<number | string>((ok) => {
        const child = spawn('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
        child.on('error', (e) => ok(e.message));
        child.on('exit', (c, signal) => ok(c ?? signal ?? 'unknown'));
      });
      if (code !== 0) throw new Error(`npm run build failed (exit ${code}); fix the build, then run again`);
    },
  });
}
