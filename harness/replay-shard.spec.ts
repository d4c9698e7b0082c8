// Sharded replays in one report (issue 20), through the command lines as CI runs them (docs/ci.md):
// - `npm run replay -- --shard i/n` picks exactly the recordings whose `golden <site>` test Playwright lists in shard
//   i/n of `--project golden` (n = 2 and 3, the committed recordings), and bad --shard values are usage errors;
// - two shard processes (each its own --report-dir) and `--merge` give the report of one unsharded run (sites,
//   statuses, events, differences, snapshots; timings aside), which the viewer opens (`npm run report -- --merge
//   … --out`); a replay of one recording then keeps the other results, marked as earlier.
// The replays use copies of four small recordings (BEACON_RECORDINGS) in .beacon-tmp/.
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listRecordings } from './recording/layout.ts';
import { ensureTrackerBuilt, ROOT } from './replay/build.ts';
import { playwrightEnv } from './replay/shard.ts';
import type { RunIndex, SiteReport } from './report/types.ts';
import { EXIT } from '../scripts/cli.ts';
import { runScript, type ScriptResult } from '../scripts/run-script.ts';

const TMP = join(ROOT, '.beacon-tmp', `replay-shard-spec-${process.pid}`);
const SMALL = ['bluetent-riot', 'bookingsync-calendar', 'lmpm', 'track'];
const COMMITTED = process.env.BEACON_RECORDINGS ?? join(ROOT, 'recordings');

test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** `npx playwright test --list --project golden [--shard i/n]` (list reporter): the titles in order. */
function playwrightList(shard: string | null, env: Record<string, string>): Promise<string[]> {
  const args = [join(ROOT, 'node_modules', 'playwright', 'cli.js'), 'test', '--list', '--project', 'golden', '--reporter', 'list', ...(shard ? ['--shard', shard] : [])];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: playwrightEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) fail(new Error(`playwright --list exited ${code}: ${err || out}`));
      // `  [golden] › harness/golden.spec.ts:66:3 › golden track`
      else done(out.split('\n').flatMap((l) => /^\s*\[golden\] › (\S+):\d+:\d+ › (.+)$/.exec(l)?.slice(1, 3).join(' › ') ?? []));
    });
  });
}
const goldenSites = (titles: string[]) => titles.flatMap((t) => /^harness\/golden\.spec\.ts › golden (.+)$/.exec(t)?.[1] ?? []);
const lines = (r: ScriptResult) => r.stdout.split('\n').filter(Boolean);
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

test('--shard i/n replays the golden tests Playwright puts in shard i/n (n = 2, 3); bad --shard is a usage error', async () => {
  test.setTimeout(240_000);
  const env: Record<string, string> = process.env.BEACON_RECORDINGS ? { BEACON_RECORDINGS: process.env.BEACON_RECORDINGS } : {};
  const all = listRecordings(COMMITTED).map((d) => basename(d));
  test.skip(all.length === 0, 'no recordings');
  for (const n of [2, 3]) {
    const picked: string[][] = [];
    for (let i = 1; i <= n; i++) {
      const [replay, listed] = await Promise.all([runScript('replay.ts', ['--shard', `${i}/${n}`, '--list'], env), playwrightList(`${i}/${n}`, env)]);
      expect(replay.code, replay.stdout + replay.stderr).toBe(EXIT.ok);
      expect(lines(replay), `shard ${i}/${n}: npm run replay -- --shard ${i}/${n} --list vs Playwright's --list`).toEqual(goldenSites(listed));
      picked.push(lines(replay));
    }
    expect(picked.flat().sort(), `the ${n} shards together replay every recording once`).toEqual([...all].sort());
    if (all.length >= 20) {
      // golden.spec.ts must split by test: with a hook at its top level, Playwright put every golden in shard 1
      expect(picked.filter((p) => p.length > 0).length, `shards of ${n} replaying some of the ${all.length} recordings: ${picked.map((p) => p.length).join(', ')}`).toBeGreaterThan(1);
    }
  }
  for (const bad of ['3/2', 'x', '0/2', '1/2/3']) {
    const r = await runScript('replay.ts', ['--shard', bad], env);
    expect(r.code, `--shard ${bad}`).toBe(EXIT.usage);
    expect(r.stderr).toContain(`replay: --shard`);
    expect(r.stderr).toContain('usage: npm run replay');
  }
  const mixed = await runScript('replay.ts', ['--shard', '1/2', '--grep', 'a'], env);
  expect(mixed.code).toBe(EXIT.usage);
  expect(mixed.stderr).toContain('do not combine it with --grep');
});

test.describe('two shards and a merge, as CI runs them', () => {
  test.describe.configure({ mode: 'serial' });
  const root = join(TMP, 'recordings');
  const one = join(TMP, 'one');
  const env = { BEACON_RECORDINGS: root };

  test('two shard processes + --merge = one unsharded run; the viewer opens the merged report', async ({ page }) => {
    test.setTimeout(300_000);
    const missing = SMALL.filter((s) => !existsSync(join(COMMITTED, s, 'golden.json')));
    test.skip(missing.length > 0, `recordings missing: ${missing.join(', ')}`);
    mkdirSync(root, { recursive: true });
    for (const s of SMALL) cpSync(join(COMMITTED, s), join(root, s), { recursive: true });
    await ensureTrackerBuilt();

    // With four recordings Playwright's even split puts every golden in shard 1/2 (the other tests of the project
    // fill shard 2): weights (PWTEST_SHARD_WEIGHTS, which both Playwright and the replay obey) that end shard 1 just
    // before the last golden test make both shards replay something.
    const titles = await playwrightList(null, env);
    const last = titles.map((t) => t.startsWith('harness/golden.spec.ts › golden ')).lastIndexOf(true);
    expect(last, titles.join('\n')).toBeGreaterThan(0);
    const shardEnv = { ...env, PWTEST_SHARD_WEIGHTS: `${last}:${titles.length - last}` };

    const [unsharded, s1, s2, listed1, listed2] = await Promise.all([
      runScript('replay.ts', ['--report-dir', one], env),
      runScript('replay.ts', ['--shard', '1/2', '--report-dir', join(TMP, 'shard-1')], shardEnv),
      runScript('replay.ts', ['--shard', '2/2', '--report-dir', join(TMP, 'shard-2')], shardEnv),
      playwrightList('1/2', shardEnv),
      playwrightList('2/2', shardEnv),
    ]);
    for (const r of [unsharded, s1, s2]) expect(r.code, r.stdout + r.stderr).toBe(EXIT.ok);
    const shard1 = readJson<RunIndex>(join(TMP, 'shard-1', 'index.json'));
    const shard2 = readJson<RunIndex>(join(TMP, 'shard-2', 'index.json'));
    expect(shard1.recordings.map((r) => r.site)).toEqual(goldenSites(listed1));
    expect(shard2.recordings.map((r) => r.site)).toEqual(goldenSites(listed2));
    expect(shard1.recordings.length, 'shard 1 replays some recordings').toBeGreaterThan(0);
    expect(shard2.recordings.length, 'shard 2 replays some recordings').toBeGreaterThan(0);
    expect(shard1.scope).toEqual({ kind: 'shard', ranThisRun: shard1.recordings.length, shard: { current: 1, total: 2 } });

    const merged = join(TMP, 'merged');
    const merge = await runScript('replay.ts', ['--merge', join(TMP, 'shard-1'), join(TMP, 'shard-2'), '--report-dir', merged], env);
    expect(merge.code, merge.stdout + merge.stderr).toBe(EXIT.ok);
    expect(merge.stdout).toContain('Merged 2 reports from shards 1/2, 2/2: 4 passed, 0 failed, 0 errors');

    // the same report as the unsharded run, timings aside
    const a = readJson<RunIndex>(join(one, 'index.json'));
    const b = readJson<RunIndex>(join(merged, 'index.json'));
    const rows = (i: RunIndex) => i.recordings.map(({ site, provider, status, differences, unmatched, file, tracker }) => ({ site, provider, status, differences, unmatched, file, tracker }));
    expect(rows(b)).toEqual(rows(a));
    expect(rows(b).map((r) => r.site)).toEqual(SMALL);
    expect(b.counts).toEqual(a.counts);
    expect(b.tracker).toEqual(a.tracker);
    expect(b.scope).toMatchObject({ kind: 'merged', ranThisRun: 4, shards: [{ current: 1, total: 2 }, { current: 2, total: 2 }] });
    const content = ({ site, provider, status, error, expected, actual, diff, unmatched, sources, snapshots }: SiteReport) => ({ site, provider, status, error, expected, actual, diff, unmatched, sources, snapshots });
    for (const site of SMALL) {
      const x = readJson<SiteReport>(join(one, `${site}.json`));
      const y = readJson<SiteReport>(join(merged, `${site}.json`));
      expect(content(y), `${site}.json`).toEqual(content(x));
      expect(y.actual.length, `${site}: events`).toBeGreaterThan(0);
      expect(readdirSync(join(merged, 'snapshots', site)).sort()).toEqual(readdirSync(join(one, 'snapshots', site)).sort());
    }

    // the merge job's publishing step: npm run report -- --merge … --out <bundle>, opened from file://
    const bundle = join(TMP, 'bundle');
    const report = await runScript('report.ts', ['--merge', join(TMP, 'shard-1'), join(TMP, 'shard-2'), '--report-dir', join(TMP, 'merged-again'), '--out', bundle], env);
    expect(report.code, report.stdout + report.stderr).toBe(0);
    expect(report.stdout).toContain('Merged 2 reports into');
    await page.goto(pathToFileURL(join(bundle, 'index.html')).href);
    await expect(page.getByTestId('counts')).toHaveText(/4 total/);
    await expect(page.getByTestId('scope')).toHaveText('shards 1/2, 2/2 merged');
    await expect(page.locator('tr[data-site]')).toHaveCount(4);
  });

  test('a replay of one recording keeps the latest result of the others, marked as earlier', async ({ page }) => {
    test.setTimeout(180_000);
    test.skip(!existsSync(join(one, 'index.json')), 'needs the unsharded report of the test before');
    const dir = join(TMP, 'subset');
    cpSync(one, dir, { recursive: true });
    const before = readJson<RunIndex>(join(dir, 'index.json'));
    const r = await runScript('replay.ts', ['track', '--report-dir', dir], env);
    expect(r.code, r.stdout + r.stderr).toBe(EXIT.ok);
    expect(r.stdout).toContain('(1 result from this run; 3 earlier results kept for the recordings not replayed, marked as earlier)');
    const after = readJson<RunIndex>(join(dir, 'index.json'));
    expect(after.scope).toEqual({ kind: 'subset', ranThisRun: 1 });
    expect(after.counts.total).toBe(4);
    for (const row of after.recordings) {
      const old = before.recordings.find((o) => o.site === row.site)!;
      if (row.site === 'track') {
        expect(row.earlier, 'track ran in this run').toBeUndefined();
        expect(Date.parse(row.ranAt!)).toBeGreaterThan(Date.parse(old.ranAt!));
      } else {
        expect(row, `${row.site}: kept from the earlier run`).toMatchObject({ earlier: true, ranAt: old.ranAt, status: old.status });
        expect(existsSync(join(dir, row.file)), `${row.file} kept`).toBe(true);
        expect(existsSync(join(dir, 'snapshots', row.site)), `snapshots of ${row.site} kept`).toBe(true);
      }
    }
    // and the viewer says so (a static bundle of that report)
    const bundle = join(TMP, 'subset-bundle');
    const out = await runScript('report.ts', ['--report-dir', dir, '--out', bundle], {});
    expect(out.code, out.stdout + out.stderr).toBe(0);
    await page.goto(pathToFileURL(join(bundle, 'index.html')).href);
    await expect(page.getByTestId('scope')).toHaveText('a subset run: 1 result from this run, 3 results from earlier runs (marked earlier)');
    await expect(page.locator('tr[data-site] .earlier-tag')).toHaveCount(3);
    await expect(page.locator('tr[data-site="track"] .earlier-tag')).toHaveCount(0);
  });
});
