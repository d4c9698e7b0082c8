// Atomic writes of recordings/<site>/: a whole folder is written into a hidden temporary folder beside the target,
// then renamed into place (replacing the old one only when forced and complete); one file is replaced by renaming a
// temporary file over it. Nothing is left half-written on error, Ctrl-C (SIGINT), SIGTERM or exit.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { RecordingError } from './error.ts';

export interface Staging {
  /** the temporary folder to write into (beside the target, hidden) */
  dir: string;
  /** moves the temporary folder into place (replacing the target when forced) */
  commit(): void;
  /** removes the temporary folder; safe to call more than once */
  abort(): void;
}

const live = new Set<() => void>();
let hooked = false;

function onSignal(signal: NodeJS.Signals): void {
  const alone = process.listenerCount(signal) === 1;
  for (const cleanup of [...live]) cleanup(); // the last cleanup also unhooks this listener
  // Only we were listening: let the signal do what it would have done without us (exit 130 for Ctrl-C).
  // Otherwise the program's own handler decides.
  if (alone) process.kill(process.pid, signal);
}

function onExit(): void {
  for (const cleanup of [...live]) cleanup();
}

function track(cleanup: () => void): void {
  live.add(cleanup);
  if (!hooked) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    process.on('exit', onExit);
    hooked = true;
  }
}

function untrack(cleanup: () => void): void {
  live.delete(cleanup);
  if (live.size === 0 && hooked) {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', onExit);
    hooked = false;
  }
}

function refuse(targetDir: string): RecordingError {
  return new RecordingError(targetDir, null, 'already exists', 'Pass --force to replace it, or choose another --name.');
}

/**
 * Starts an atomic write of a recording folder: write into `dir`, then `commit()`. Refuses an existing target
 * unless `force`. Until commit or abort, Ctrl-C (SIGINT), SIGTERM and process exit remove the temporary folder.
 */
export function stageRecording(targetDir: string, opts: { force?: boolean } = {}): Staging {
  const target = resolve(targetDir);
  if (existsSync(target) && !opts.force) throw refuse(targetDir);
  const parent = dirname(target);
  mkdirSync(parent, { recursive: true });
  const tmp = mkdtempSync(join(parent, `.${basename(target)}.tmp-`));
  let done = false;
  const cleanup = () => {
    if (done) return;
    done = true;
    rmSync(tmp, { recursive: true, force: true });
    untrack(cleanup);
  };
  track(cleanup);
  return {
    dir: tmp,
    abort: cleanup,
    commit() {
      if (done) throw new Error(`stageRecording(${targetDir}): already committed or aborted`);
      try {
        if (existsSync(target)) {
          if (!opts.force) throw refuse(targetDir);
          const old = `${tmp}.old`;
          renameSync(target, old);
          try {
            renameSync(tmp, target);
          } catch (e) {
            renameSync(old, target);
            throw e;
          }
          rmSync(old, { recursive: true, force: true });
        } else {
          renameSync(tmp, target);
        }
      } catch (e) {
        cleanup();
        throw e;
      }
      done = true;
      untrack(cleanup);
    },
  };
}

/** Replaces a file of a recording in one step (a temporary file renamed over it): a reader never sees half of it. */
export function replaceFileAtomically(file: string, content: string | Buffer): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, content);
  renameSync(tmp, file);
}

/**
 * What a recording folder holds that no recording writes: kept when the folder is recorded again (truth.json, a
 * demo site's ground truth, written by hand from the site's data).
 */
export const KEPT_ACROSS_RECORDING = ['truth.json'] as const;

/**
 * Writes a whole recording folder atomically. `files` maps paths inside the folder (`meta.json`,
 * `snapshots/01-search.html`, …) to their content; a file of KEPT_ACROSS_RECORDING the old folder has and `files`
 * does not give is carried over. Nothing is left behind on error or Ctrl-C.
 */
export function writeRecordingAtomically(targetDir: string, given: Record<string, string | Buffer>, opts: { force?: boolean } = {}): void {
  const files = { ...given };
  for (const name of KEPT_ACROSS_RECORDING) {
    const old = join(targetDir, name);
    if (!(name in files) && existsSync(old)) files[name] = readFileSync(old);
  }
  for (const name of Object.keys(files)) {
    const n = normalize(name);
    if (name === '' || isAbsolute(name) || n === '..' || n.startsWith(`..${sep}`) || n === '.') {
      throw new RecordingError(targetDir, name, 'is not a path inside the recording folder', 'Use paths such as "meta.json" or "snapshots/01-search.html".');
    }
  }
  const staging = stageRecording(targetDir, opts);
  try {
    for (const [name, content] of Object.entries(files)) {
      const path = join(staging.dir, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    }
    staging.commit();
  } catch (e) {
    staging.abort();
    throw e;
  }
}
