// `npm run replay -- --shard i/n`: which recordings shard i of n replays. The split is Playwright's own, taken from
// Playwright itself, not recomputed: `playwright test --list --project golden --shard i/n --reporter json` lists
// the tests of that shard, and the shard replays exactly the recordings whose `golden <site>` test is among them.
//
// Why ask Playwright: its --shard cuts the whole `golden` project (every harness/**/*.spec.ts, in file order, the
// other spec files and golden.spec.ts's `truth <site>` tests and self-checks included) by test count, after
// grouping tests by hooks and parallel mode (node_modules/playwright/lib/runner/index.js, createTestGroups and
// filterForShard; PWTEST_SHARD_WEIGHTS changes the sizes). A copy of that arithmetic would need the same test
// list, which only loading every spec file gives, and would drift with Playwright's versions. So "the same split"
// means: shard i/n of `npm run replay` = the `golden <site>` tests of shard i/n of `npx playwright test --project
// golden`, in the same checkout and with the same BEACON_RECORDINGS and PWTEST_SHARD_WEIGHTS. Listing costs a few
// seconds (Playwright loads the spec files; no browser starts). A shard may hold no golden test at all (n larger
// than the tests, or a shard of other tests only): it then replays nothing and says so.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './build.ts';

export interface Shard {
  /** 1-based */
  current: number;
  total: number;
}

export const GOLDEN_SPEC = 'harness/golden.spec.ts';
const PLAYWRIGHT_CLI = join(ROOT, 'node_modules', 'playwright', 'cli.js');

/** `2/3` -> { current: 2, total: 3 }; anything else (3/2, 0/2, x, 1/2/3) throws with the reason. */
export function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new Error(`--shard ${JSON.stringify(text)}: expected i/n, e.g. 1/3 (shard i of n, 1-based)`);
  const current = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1) throw new Error(`--shard ${text}: n must be at least 1`);
  if (current < 1 || current > total) throw new Error(`--shard ${text}: i must be from 1 to ${total}`);
  return { current, total };
}

export function shardLabel(shard: Shard): string {
  return `${shard.current}/${shard.total}`;
}

/** The report folder of a shard when no --report-dir is given: `<base>/shard-i-of-n`. */
export function shardDirName(shard: Shard): string {
  return `shard-${shard.current}-of-${shard.total}`;
}

interface JsonSuite {
  title?: string;
  file?: string;
  specs?: { title: string; file?: string; tests?: { projectName?: string }[] }[];
  suites?: JsonSuite[];
}

/** The environment of the child Playwright: ours, without what a parent Playwright run put there for its workers. */
export function playwrightEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries({ ...process.env, ...extra })) {
    if (key === 'NODE_OPTIONS' || key.startsWith('TEST_') || key === 'PLAYWRIGHT_JSON_OUTPUT_NAME' || key === 'PLAYWRIGHT_JSON_OUTPUT_FILE') continue;
    if (key.startsWith('PW_') && key !== 'PW_TEST_HTML_REPORT_OPEN') continue;
    env[key] = value;
  }
  return env;
}

/** The `<site>` of every top-level `golden <site>` test of golden.spec.ts (project golden) in a Playwright JSON report. */
export function goldenSitesInListing(report: { suites?: JsonSuite[] }): string[] {
  const sites: string[] = [];
  // the reporter's top-level suites are the spec files; tests inside describe blocks are in nested suites
  for (const suite of report.suites ?? []) {
    for (const spec of suite.specs ?? []) {
      if ((spec.file ?? suite.file) !== GOLDEN_SPEC) continue;
      if (!(spec.tests ?? []).some((t) => t.projectName === 'golden')) continue;
      const m = /^golden (.+)$/.exec(spec.title);
      if (m) sites.push(m[1]!);
    }
  }
  return sites;
}

/**
 * Asks Playwright which `golden <site>` tests shard `shard` of `--project golden` holds. `env` adds to this
 * process's environment (BEACON_RECORDINGS decides the tests). Throws when Playwright fails or says nothing useful.
 */
export function goldenSitesInShard(shard: Shard, env: NodeJS.ProcessEnv = {}): Promise<string[]> {
  const args = [PLAYWRIGHT_CLI, 'test', '--list', '--project', 'golden', '--shard', shardLabel(shard), '--reporter', 'json'];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: playwrightEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => {
      const command = `npx playwright test --list --project golden --shard ${shardLabel(shard)}`;
      let report: { suites?: JsonSuite[]; errors?: { message?: string }[] };
      try {
        report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as typeof report;
      } catch {
        fail(new Error(`\`${command}\` (to learn which recordings this shard holds) exited ${code} without a test list:\n${(stderr || stdout).trim().slice(0, 2000)}`));
        return;
      }
      const errors = (report.errors ?? []).map((e) => e.message ?? JSON.stringify(e));
      if (code !== 0 || errors.length) {
        fail(new Error(`\`${command}\` (to learn which recordings this shard holds) failed (exit ${code}):\n${[...errors, stderr.trim()].filter(Boolean).join('\n').slice(0, 2000)}`));
        return;
      }
      done(goldenSitesInListing(report));
    });
  });
}
