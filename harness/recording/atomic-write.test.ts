import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { thrown } from '../testing.ts';
import { RecordingError } from './error.ts';
import { stageRecording, writeRecordingAtomically } from './atomic-write.ts';

let tmp: string | null = null;
afterEach(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  tmp = null;
});
const root = () => (tmp ??= mkdtempSync(join(tmpdir(), 'beacon-rec-')));

const recordingError = (fn: () => unknown) => thrown(fn, RecordingError);

describe('writeRecordingAtomically', () => {
  const hidden = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('.'));

  it('writes every file, nested ones included', () => {
    const target = join(root(), 'recordings', 'homey-demo');
    writeRecordingAtomically(target, { 'meta.json': '{}', 'snapshots/01-search.html': '<p>', 'recording.har': Buffer.from('har') });
    expect(readFileSync(join(target, 'snapshots/01-search.html'), 'utf8')).toBe('<p>');
    expect(readFileSync(join(target, 'recording.har'), 'utf8')).toBe('har');
    expect(hidden(join(root(), 'recordings'))).toEqual([]);
  });

  it('refuses to overwrite without force and leaves the old recording as it was', () => {
    const target = join(root(), 'homey-demo');
    writeRecordingAtomically(target, { 'meta.json': 'old', 'steps.json': 'old' });
    const e = recordingError(() => writeRecordingAtomically(target, { 'meta.json': 'new' }));
    expect(e.message).toMatch(/already exists\. Pass --force/);
    // the recorder stages before it starts the browser: the refusal comes before anything is written
    expect(() => stageRecording(target)).toThrow(/already exists/);
    expect(hidden(root())).toEqual([]);
    expect(readFileSync(join(target, 'meta.json'), 'utf8')).toBe('old');
    writeRecordingAtomically(target, { 'meta.json': 'new' }, { force: true });
    expect(readdirSync(target)).toEqual(['meta.json']);
    expect(readFileSync(join(target, 'meta.json'), 'utf8')).toBe('new');
    expect(hidden(root())).toEqual([]);
  });

  it('keeps the truth.json of a recording it replaces (no recording writes it)', () => {
    const target = join(root(), 'homey');
    writeRecordingAtomically(target, { 'meta.json': 'old', 'truth.json': '{"site":"homey"}' });
    writeRecordingAtomically(target, { 'meta.json': 'new' }, { force: true });
    expect(readdirSync(target).sort()).toEqual(['meta.json', 'truth.json']);
    expect(readFileSync(join(target, 'truth.json'), 'utf8')).toBe('{"site":"homey"}');
    writeRecordingAtomically(target, { 'meta.json': 'newer', 'truth.json': 'given' }, { force: true });
    expect(readFileSync(join(target, 'truth.json'), 'utf8')).toBe('given');
  });

  it('leaves nothing half-written when a write fails', () => {
    const target = join(root(), 'fresh');
    // `a` as a file and as a folder: the second write fails after the first succeeded
    expect(() => writeRecordingAtomically(target, { 'meta.json': '{}', a: 'x', 'a/b': 'y' })).toThrow();
    expect(existsSync(target)).toBe(false);
    expect(hidden(root())).toEqual([]);
    const existing = join(root(), 'existing');
    writeRecordingAtomically(existing, { 'meta.json': 'old' });
    expect(() => writeRecordingAtomically(existing, { 'meta.json': 'new', a: 'x', 'a/b': 'y' }, { force: true })).toThrow();
    expect(readFileSync(join(existing, 'meta.json'), 'utf8')).toBe('old');
    expect(hidden(root())).toEqual([]);
  });

  it('rejects paths that leave the recording folder', () => {
    const target = join(root(), 'x');
    expect(() => writeRecordingAtomically(target, { '../escape.txt': 'x' })).toThrow(RecordingError);
    expect(() => writeRecordingAtomically(target, { '/etc/passwd': 'x' })).toThrow(RecordingError);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(join(root(), 'escape.txt'))).toBe(false);
  });

  it('removes the temporary folder on abort, and on Ctrl-C in a running process', () => {
    const staging = stageRecording(join(root(), 'aborted'));
    writeFileSync(join(staging.dir, 'meta.json'), '{}');
    staging.abort();
    expect(readdirSync(root())).toEqual([]);

    const script = join(root(), 'child.mts');
    const target = join(root(), 'interrupted');
    writeFileSync(
      script,
      `import { stageRecording } from ${JSON.stringify(join(import.meta.dirname, 'atomic-write.ts'))};
       import { writeFileSync } from 'node:fs';
       const s = stageRecording(${JSON.stringify(target)});
       writeFileSync(s.dir + '/recording.har', 'partial');
       console.log(s.dir);
       process.kill(process.pid, 'SIGINT');
       setTimeout(() => { console.log('still alive'); s.commit(); }, 2000);`,
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: join(import.meta.dirname, '..', '..'), encoding: 'utf8', timeout: 30_000 });
    const tempDir = child.stdout.trim().split('\n')[0]!;
    expect(child.stderr).not.toMatch(/Error/);
    expect(tempDir).toContain('.interrupted.tmp-');
    expect(child.signal).toBe('SIGINT');
    expect(child.stdout).not.toContain('still alive');
    expect(existsSync(tempDir)).toBe(false);
    expect(existsSync(target)).toBe(false);
  }, 40_000);
});
