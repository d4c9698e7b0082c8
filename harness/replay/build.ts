// Replays test the tracker as built, with the recordings' install records (`npm run build:recordings`: every
// recordings/*/mapping.json, the only copy): dist/ is rebuilt when it is missing, older than any file it is built
// from, or holds a build of other records (a production build from --mappings: dist/build-info.json says which).
// Several processes may ask at once (Playwright workers): one builds while the others wait and then re-check
// (stale-build.ts). `npm run replay -- --no-build` replays dist/ as it is.
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { newestFile, rebuildIfStale } from '../stale-build.ts';
import { basename, join } from 'node:path';
import { spawn } from 'node:child_process';

export const ROOT = join(import.meta.dirname, '..', '..');
/** The one-script bundle (`--delivery one-script`). */
export const TRACKER_FILE = join(ROOT, 'dist', 'tracker.js');
/** The all-sites two-part tag: what a customer's page gets, and what replays run by default. */
export const TAG_FILE = join(ROOT, 'dist', 'tag', 'tracker.js');
/** What dist/ is built from (besides the recordings' mapping.json files). */
export const TRACKER_SOURCES = ['tracker/src', 'tracker/service.json', 'tracker/build', 'tracker/rollup.config.mjs', 'tracker/tsconfig.build.json'];
/** The records the replay build carries: the recordings folder (build-info.json's `mappings`). */
export const REPLAY_MAPPINGS = 'recordings';

/** Why the tracker must be (re)built, or null when dist/ is up to date. */
export function staleReason(root = ROOT): string | null {
  const out = join(root, 'dist', 'tracker.js');
  if (!existsSync(out)) return 'dist/tracker.js is missing';
  // the two-part tag, built with it (tracker-main.ts)
  if (!existsSync(join(root, 'dist', 'tag', 'tracker.main.js'))) return 'dist/tag/tracker.main.js is missing';
  const info = join(root, 'dist', 'build-info.json');
  let mappings: unknown = null;
  try {
    mappings = (JSON.parse(readFileSync(info, 'utf8')) as { mappings?: unknown }).mappings;
  } catch {}
  if (mappings !== REPLAY_MAPPINGS) return `dist/ holds a build of ${mappings ? `the records of ${String(mappings)}` : 'no install records'}, not the recordings'`;
  const built = statSync(out).mtimeMs;
  const n = newestFile(
    [...TRACKER_SOURCES, REPLAY_MAPPINGS].map((src) => join(root, src)),
    (file) => file.startsWith(join(root, REPLAY_MAPPINGS)) && basename(file) !== 'mapping.json',
  );
  return n && n.mtimeMs > built ? `${n.file.slice(root.length + 1)} is newer than dist/tracker.js` : null;
}

/** Builds the tracker when stale. Throws with the build's exit status when the build fails. */
export async function ensureTrackerBuilt(log: (line: string) => void = () => {}, root = ROOT): Promise<void> {
  mkdirSync(join(root, '.beacon-tmp'), { recursive: true });
  await rebuildIfStale({
    lock: join(root, '.beacon-tmp', 'build.lock'),
    stale: () => staleReason(root),
    build: async (reason) => {
      log(`Building the tracker (${reason}): npm run build:recordings`);
      const code = await new Promise<number | string>((ok) => {
        const child = spawn('npm', ['run', 'build:recordings', '--silent'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
        child.on('error', (e) => ok(e.message));
        child.on('exit', (c, signal) => ok(c ?? signal ?? 'unknown'));
      });
      if (code !== 0) throw new Error(`npm run build:recordings failed (exit ${code}); fix the build, then run again`);
    },
  });
}
