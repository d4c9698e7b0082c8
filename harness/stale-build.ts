// "Rebuild if stale, under a lock", once: the tracker (harness/replay/build.ts: dist/ from tracker/) and the report
// viewer (scripts/report.ts: report-viewer/dist from its sources) are both rebuilt on demand by whichever process
// needs them first, while other processes (Playwright workers, a second terminal) wait for it and then re-check.
// The lock is a folder holding the builder's pid: a lock whose owner died is taken over, one held for three
// minutes is an error naming the folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The newest file under these paths (files or folders, recursively), or null when none exists. */
export function newestFile(paths: string[], skip: (file: string) => boolean = () => false): { file: string; mtimeMs: number } | null {
  let best: { file: string; mtimeMs: number } | null = null;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else if (!skip(path) && (!best || st.mtimeMs > best.mtimeMs)) best = { file: path, mtimeMs: st.mtimeMs };
  };
  for (const path of paths) visit(path);
  return best;
}

function ownerAlive(lock: string): boolean {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    if (!pid) return true; // being created: give it time
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface StaleBuild {
  /** the lock folder (created on demand; its parent must be writable) */
  lock: string;
  /** why a build is needed, or null when the output is current: asked before and again under the lock */
  stale: () => string | null;
  /** builds; throws when the build fails */
  build: (reason: string) => Promise<void>;
  timeoutMs?: number;
}

/** Builds when stale, one process at a time. True when this process built. */
export async function rebuildIfStale({ lock, stale, build, timeoutMs = 180_000 }: StaleBuild): Promise<boolean> {
  if (!stale()) return false;
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // another process is building: wait for it, then see whether it is still needed
      if (Date.now() > until) throw new Error(`${lock} has been held for ${Math.round(timeoutMs / 60_000)} minutes: a build is stuck (remove the folder if no build runs)`, { cause: e });
      const st = existsSync(lock) ? statSync(lock) : null;
      if (st && Date.now() - st.mtimeMs > 2_000 && !ownerAlive(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.once('exit', release);
  try {
    const reason = stale();
    if (!reason) return false;
    await build(reason);
    return true;
  } finally {
    process.off('exit', release);
    release();
  }
}
