// Every npm script answers --help with its full usage and exit 0, and doing nothing else (issue 20: record printed
// only its usage line, new-adapter and record:demos refused --help, bench printed nothing for --help or an unknown
// bench and exited 0).
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EXIT } from './cli.ts';
import { REPO_ROOT, runScript } from './run-script.ts';

const TIMEOUT = 60_000;

const HELP: [script: string, mustSay: RegExp[]][] = [
  ['record.ts', [/^usage: npm run record -- <url> --name <site>/, /--steps <file> +run these steps/, /--no-golden/, /starts its own copy of the demo sites/, /exit codes: 0 recorded/]],
  ['replay.ts', [/^usage: npm run replay --/, /--update/, /--shard <i>\/<n>/, /--merge <dir>…/, /1 {2}FAIL: /, /3 {2}ERROR: /]],
  ['record-demos.ts', [/^usage: npm run record:demos/, /--verbose/, /a running `npm run demo-sites` is not used/]],
  ['demo-sites.ts', [/^usage: npm run demo-sites --/, /--port <n>/, /--check/, /record and npm run record:demos start their own demo sites/]],
  ['new-adapter.ts', [/^usage: npm run new-adapter -- <slug>/, /--no-record/]],
  ['report.ts', [/^Usage: npm run report/, /--out dir/, /--merge dir…/, /exit codes: 0/]],
  ['doctor.ts', [/^usage: npm run doctor/]],
  ['ensure-browser.ts', [/^usage: npm run ensure-browser/, /exit codes: 0/]],
  ['adapter-lines.ts', [/^usage: npx tsx scripts\/adapter-lines\.ts/, /--only a,b/]],
  ['size.ts', [/^usage: npm run size/, /--quick/, /--per-site/, /exit codes: 0/]],
  ['spec-coverage.ts', [/^usage: npm run spec-coverage/, /--check/]],
];

describe('--help', () => {
  for (const [script, mustSay] of HELP) {
    it(`${script} prints its usage and exits 0`, { timeout: TIMEOUT }, async () => {
      const run = await runScript(script, ['--help']);
      expect(run.code, run.stderr).toBe(EXIT.ok);
      for (const re of mustSay) expect(run.stdout).toMatch(re);
    });
  }

  it('bench --help lists every bench', { timeout: TIMEOUT }, async () => {
    const run = await runScript('bench.ts', ['--help']);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const names = readdirSync(join(REPO_ROOT, 'scripts', 'bench')).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace('.bench.ts', ''));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(run.stdout).toMatch(new RegExp(`^ {2}${name} +\\S`, 'm'));
    expect((await runScript('bench.ts', ['-h'])).stdout, '-h is --help').toBe(run.stdout);
  });
});

describe('bad usage', () => {
  it('bench with an unknown bench names the benches and exits 2, running none', { timeout: TIMEOUT }, async () => {
    const run = await runScript('bench.ts', ['nosuchbench']);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toMatch(/no bench named like "nosuchbench"; the benches: \w/);
    expect(run.stdout).not.toContain('==');
  });

  // one parser (scripts/cli.ts) for all: two scripts stand for the rest (each spawn costs seconds)
  for (const script of ['new-adapter.ts', 'bench.ts']) {
    it(`${script} refuses an unknown option with exit 2 and its usage`, { timeout: TIMEOUT }, async () => {
      const run = await runScript(script, ['--no-such-option']);
      expect(run.code).toBe(EXIT.usage);
      expect(run.stderr).toMatch(/Unknown option '--no-such-option'[\s\S]*usage: npm run/i);
    });
  }
});
