// Replays test the tracker as built: dist/tracker.js is rebuilt (`npm run build`) when it is missing or older
// than any file it is built from. Several processes may ask at once (Playwright workers): a lock folder makes
// one of them build while the others wait and then re-check.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

export const ROOT = join(import.meta.dirname, '..', '..');
export const TRACKER_FILE = join(ROOT, 'dist', 'tracker.js');
/** What dist/tracker.js is built from. */
export const TRACKER_SOURCES = ['tracker/src', 'tracker/sites', 'tracker/build', 'tracker/rollup.config.mjs', 'tracker/tsconfig.build.json'];

function newest(path: string): { file: string; mtimeMs: number } | null {
  if (!existsSync(path)) return null;
  const st = statSync(path);
  if (!st.isDirectory()) return { file: path, mtimeMs: st.mtimeMs };
  let best: { file: string; mtimeMs: number } | null = null;
  for (const name of readdirSync(path)) {
    const n = newest(join(path, name));
    if (n && (!best || n.mtimeMs > best.mtimeMs)) best = n;
  }
  return best;
}

/** Why the tracker must be (re)built, or null when dist/tracker.js is up to date. */
export function staleReason(root = ROOT): string | null {
  const out = join(root, 'dist', 'tracker.js');
  if (!existsSync(out)) return 'dist/tracker.js is missing';
  // the two-part tag, built with it (tracker-main.ts)
  if (!existsSync(join(root, 'dist', 'tag', 'tracker.main.js'))) return 'dist/tag/tracker.main.js is missing';
  const built = statSync(out).mtimeMs;
  for (const src of TRACKER_SOURCES) {
    const n = newest(join(root, src));
    if (n && n.mtimeMs > built) return `${n.file.slice(root.length + 1)} is newer than dist/tracker.js`;
  }
  return null;
}

function lockOwnerAlive(lock: string): boolean {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    if (!pid) return true; // being created: give it time
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Builds the tracker when stale. Throws with the build's exit status when the build fails. */
export async function ensureTrackerBuilt(log: (line: string) => void = () => {}, root = ROOT): Promise<void> {
  if (!staleReason(root)) return;
  const tmp = join(root, '.beacon-tmp');
  mkdirSync(tmp, { recursive: true });
  const lock = join(tmp, 'build.lock');
  const until = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      // another process is building: wait for it, then see whether it is still needed
      if (Date.now() > until) throw new Error(`${lock} has been held for 3 minutes: a build is stuck (remove the folder if no build runs)`);
      const st = existsSync(lock) ? statSync(lock) : null;
      if (st && Date.now() - st.mtimeMs > 2_000 && !lockOwnerAlive(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.once('exit', release);
  try {
    const reason = staleReason(root);
    if (!reason) return;
    log(`Building the tracker (${reason}): npm run build`);
    const code = await new Promise<number | string>((ok) => {
      const child = spawn('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
      child.on('error', (e) => ok(e.message));
      child.on('exit', (c, signal) => ok(c ?? signal ?? 'unknown'));
    });
    if (code !== 0) throw new Error(`npm run build failed (exit ${code}); fix the build, then run again`);
  } finally {
    process.off('exit', release);
    release();
  }
}
