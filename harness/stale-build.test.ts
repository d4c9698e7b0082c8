import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newestFile, rebuildIfStale } from './stale-build.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'stale-build-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('rebuildIfStale', () => {
  it('builds once when several processes ask at once; the others wait, re-check and skip', async () => {
    const dir = tmp();
    let built = false;
    let builds = 0;
    const job = () =>
      rebuildIfStale({
        lock: join(dir, 'lock'),
        stale: () => (built ? null : 'missing'),
        build: async () => {
          builds++;
          await new Promise((r) => setTimeout(r, 300));
          built = true;
        },
      });
    expect(await Promise.all([job(), job(), job()])).toEqual(expect.arrayContaining([true, false, false]));
    expect(builds).toBe(1);
  });

  it('does nothing when current, and frees the lock when the build fails', async () => {
    const dir = tmp();
    const lock = join(dir, 'lock');
    expect(await rebuildIfStale({ lock, stale: () => null, build: async () => expect.unreachable() })).toBe(false);
    await expect(rebuildIfStale({ lock, stale: () => 'old', build: async () => { throw new Error('broken'); } })).rejects.toThrow('broken');
    expect(await rebuildIfStale({ lock, stale: () => 'old', build: async () => {} })).toBe(true);
  });

  it('takes over a lock whose owner died, and names a lock held too long', async () => {
    const dir = tmp();
    const lock = join(dir, 'lock');
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), '999999999'); // no such process
    const old = new Date(Date.now() - 10_000);
    utimesSync(lock, old, old);
    expect(await rebuildIfStale({ lock, stale: () => 'old', build: async () => {} })).toBe(true);
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid)); // alive: this process
    await expect(rebuildIfStale({ lock, stale: () => 'old', build: async () => {}, timeoutMs: 500 })).rejects.toThrow(`${lock} has been held`);
  });
});

describe('newestFile', () => {
  it('finds the newest file under files and folders, skipping what it is told to', () => {
    const dir = tmp();
    mkdirSync(join(dir, 'src', 'deep'), { recursive: true });
    const at = (f: string, s: number) => {
      writeFileSync(join(dir, f), '');
      utimesSync(join(dir, f), s, s);
    };
    at('src/a.ts', 1000);
    at('src/deep/b.ts', 3000);
    at('src/deep/b.test.ts', 5000);
    at('index.html', 2000);
    expect(newestFile([join(dir, 'src'), join(dir, 'index.html'), join(dir, 'gone')], (f) => f.endsWith('.test.ts'))?.file).toBe(join(dir, 'src/deep/b.ts'));
    expect(newestFile([join(dir, 'gone')])).toBeNull();
  });
});
