// The scaffold's promise (issue 29): `npm run new-adapter -- <slug>` writes every file the layout and the tests
// require, and its output passes as generated. Runs the scaffold (recording included) in a copy of the checkout
// under .beacon-tmp/ (BEACON_ROOT), then, in that copy, the checks `npm test` runs for a platform: the adapter's
// unit test, the tests that walk adapters, demo sites and recordings (registry, one copy, spec coverage, support
// matrix and SOURCES.md, install records, demo-site server), lint and typecheck of the new files, and the recording's golden
// replay and truth check (golden.spec.ts there). Minutes: its own project, `npm run test:scaffold` (docs/ci.md).
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './replay/build.ts';

const TMP = join(ROOT, '.beacon-tmp', `new-adapter-spec-${process.pid}`);
const COPY = join(TMP, 'repo');
const SLUG = 'sea-breeze';
// not copied: installed or generated (dist/ is rebuilt in the copy, with the new adapter and its record)
const SKIP = new Set(['node_modules', 'dist', '.git', '.beacon-tmp', 'replay-report', 'test-results', 'playwright-report']);

/** A command in the copy; resolves with its exit code and output. The outer Playwright's variables are dropped so
 * a Playwright run inside is a run of its own. */
function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(TEST_|PW_|PLAYWRIGHT_|FORCE_COLOR$)/.test(k)));
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: COPY, env: { ...base, ...env } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('error', (e) => done({ code: -1, out: out + e.message }));
    // no colours: the checks below read the words (Playwright's worker sets FORCE_COLOR, which the tools obey)
    child.on('close', (code) => done({ code, out: stripVTControlCharacters(out) }));
  });
}

test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

test(`npm run new-adapter -- ${SLUG} in a copy: every file written, and the checks npm test runs pass there`, async () => {
  test.setTimeout(900_000);
  mkdirSync(TMP, { recursive: true });
  // entry by entry: cpSync refuses to copy a folder into itself (the copy is under ROOT/.beacon-tmp/)
  for (const name of readdirSync(ROOT).filter((n) => !SKIP.has(n)))
    cpSync(join(ROOT, name), join(COPY, name), { recursive: true, filter: (src) => !SKIP.has(basename(src)) });
  symlinkSync(join(ROOT, 'node_modules'), join(COPY, 'node_modules'));
  // the spec and the real-shape suite are read from ../shared, beside the checkout
  const shared = resolve(ROOT, '..', 'shared');
  if (existsSync(shared)) symlinkSync(shared, join(TMP, 'shared'));

  const scaffold = await run(process.execPath, ['--import', 'tsx', join(COPY, 'scripts', 'new-adapter.ts'), SLUG], { BEACON_ROOT: COPY });
  expect(scaffold.code, scaffold.out).toBe(0);
  const written = [
    `tracker/src/adapters/${SLUG}.ts`,
    `tracker/src/adapters/${SLUG}.test.ts`,
    `demo-sites/${SLUG}/SOURCES.md`,
    `demo-sites/${SLUG}/site.ts`,
    `demo-sites/${SLUG}/README.md`,
    `recordings/${SLUG}/truth.json`,
    ...['steps.json', 'mapping.json', 'meta.json', 'recording.har', 'golden.json'].map((f) => `recordings/${SLUG}/${f}`),
  ];
  // soft: a missing file should also show which of the checks below it fails
  expect.soft(written.filter((f) => !existsSync(join(COPY, f))), 'files the scaffold did not write').toEqual([]);
  expect(readFileSync(join(COPY, 'tracker/src/adapters/index.ts'), 'utf8')).toContain(`import './${SLUG}';`);
  // the derived files name the new platform (their tests below say they are current)
  expect.soft(readFileSync(join(COPY, 'docs/platforms.md'), 'utf8')).toContain(`[\`${SLUG}\`](../demo-sites/${SLUG}/SOURCES.md)`);

  const unit = await run('npx', [
    'vitest', 'run', '--reporter', 'verbose',
    `tracker/src/adapters/${SLUG}.test.ts`,
    'tracker/src/adapters/registry.test.ts',
    'scripts/platforms.test.ts',
    'scripts/one-copy.test.ts',
    'scripts/spec-coverage.test.ts',
    'tracker/build/install-records.test.ts',
    'harness/recording/layout.test.ts',
    'demo-sites/server/',
  ]);
  expect(unit.code, unit.out).toBe(0);
  // a check that found no adapter would pass too: the new one's tests ran
  expect(unit.out).toContain(`adapter ${SLUG} > has its evidence file, which its header links`);

  const sources = written.filter((f) => f.endsWith('.ts'));
  const lint = await run('npx', ['eslint', ...sources, 'tracker/src/adapters/index.ts']);
  expect(lint.code, lint.out).toBe(0);
  const types = await run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  expect(types.code, types.out).toBe(0);

  // golden.spec.ts in the copy, as npm test's smoke and the golden suite run it: the replay against the golden the
  // scaffold recorded, and that golden against truth.json
  const golden = await run('npx', ['playwright', 'test', '--project', 'golden', '--workers', '1', '--reporter', 'line', '-g', `(golden|truth) ${SLUG}$`]);
  expect(golden.code, golden.out).toBe(0);
  expect(golden.out).toMatch(/2 passed/);
});
