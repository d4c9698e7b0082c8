// `npm run report` itself: clear errors, serving on loopback, the static bundle's refusal to overwrite.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, FIXTURE_REPORT, tempDir, test } from './fixtures.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const run = (args: string[]) => spawnSync(TSX, ['scripts/report.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

test('clear errors: no report dir, bad usage, a folder it must not overwrite', () => {
  const missing = run(['--report-dir', '/nonexistent/replay-report']);
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain('Run `npm run replay` first');

  const usage = run(['--port', 'abc']);
  expect(usage.status).toBe(2);
  expect(usage.stderr).toContain('--port must be a number');

  const dir = tempDir('beacon-viewer-out-');
  try {
    mkdirSync(join(dir.path, 'mine'));
    writeFileSync(join(dir.path, 'mine', 'notes.txt'), 'keep me');
    const refused = run(['--report-dir', FIXTURE_REPORT, '--out', join(dir.path, 'mine')]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('refusing to overwrite');
  } finally {
    dir.remove();
  }
});

test('serves the report on loopback and prints the URL', async ({ page }) => {
  const child = spawn(TSX, ['scripts/report.ts', '--report-dir', FIXTURE_REPORT, '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', (code) => reject(new Error(`report exited with ${code}: ${out}`)));
    });
    await page.goto(url);
    await expect(page.getByTestId('counts')).toHaveText(/5 total/);
  } finally {
    child.kill('SIGINT');
  }
});
