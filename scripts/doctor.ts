// `npm run doctor`: can this machine replay the recordings? Prints each engine's version and whether it can replay
// (Chromium, Firefox, WebKit: a probe page replayed in each), the Chromium found (path, where from, version),
// Playwright's version, the pinned environment, and for every recording whether it is replayable here: meta.json,
// steps.json, recording.har and golden.json valid (harness/doctor.ts), and its recorded environment accepted by
// this browser. One line per problem, naming the file and what to do.
// BEACON_RECORDINGS: another recordings root (as for `npm run replay`).
// Exit 0 everything replayable; 1 a problem (no browser, or a recording that cannot be replayed); 2 bad usage.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Browser } from 'playwright';
import { findChromium, launchChromium, type BrowserSource } from '../harness/browser.ts';
import { ROOT } from '../harness/replay/build.ts';
import { checkEnvironments, checkRecordings, environmentsOf } from '../harness/doctor.ts';
import { DEFAULT_ENV } from '../harness/pinned-env.ts';
import { ENGINES, engineVersion, installCommand } from '../harness/engines.ts';
import { launchDriver } from '../harness/driver/launch.ts';
import { probeReplay } from '../harness/driver/probe.ts';
import type { EngineDriver } from '../harness/driver/types.ts';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage } from './cli.ts';

const USAGE = 'usage: npm run doctor   (BEACON_RECORDINGS=<dir> checks another recordings folder)';

const SOURCES: Record<BrowserSource, string> = {
  env: 'BEACON_CHROMIUM',
  playwright: "Playwright's own Chromium",
  system: "the system's Chromium",
};

function playwrightVersions(): { playwright: string; chromium: string | null } {
  const require = createRequire(import.meta.url);
  const playwright = (require('playwright/package.json') as { version: string }).version;
  let chromium: string | null = null;
  try {
    // not among playwright-core's exports: read it beside the package's entry point
    const file = join(dirname(require.resolve('playwright-core')), 'browsers.json');
    const browsers = JSON.parse(readFileSync(file, 'utf8')) as { browsers: { name: string; browserVersion?: string }[] };
    chromium = browsers.browsers.find((b) => b.name === 'chromium')?.browserVersion ?? null;
  } catch {}
  return { playwright, chromium };
}

async function main(): Promise<number> {
  const args = parseOrUsage('doctor', USAGE, (argv) => (parseCommandLine({ args: argv, options: { ...HELP_OPTION } }).values.help ? 'help' : {}));
  if (args === 'help') return EXIT.ok;
  if (!args) return EXIT.usage;
  let failed = false;
  const problem = (line: string) => {
    failed = true;
    console.log(`  PROBLEM  ${line}`);
  };

  console.log('beacon doctor\n');
  const pw = playwrightVersions();
  console.log(`  playwright  ${pw.playwright}${pw.chromium ? ` (its own Chromium would be ${pw.chromium})` : ''}`);
  let found: ReturnType<typeof findChromium> = null;
  try {
    found = findChromium();
  } catch (e) {
    problem((e as Error).message);
  }
  let browser: Browser | null = null;
  if (found) {
    console.log(`  browser     ${found.path} (${SOURCES[found.source]})`);
    try {
      browser = await launchChromium();
      console.log(`  version     Chromium ${browser.version()}`);
    } catch (e) {
      problem(`${found.path} does not start under Playwright: ${(e as Error).message.split('\n')[0]}. Run \`npm run ensure-browser\`, or point BEACON_CHROMIUM at another Chromium.`);
    }
  } else if (!failed) {
    problem('no Chromium found. Run `npm run ensure-browser` (installs Debian\'s chromium as root), or point BEACON_CHROMIUM at a Chromium binary.');
  }
  const d = DEFAULT_ENV;
  console.log(`  pinned      ${d.userAgent}; ${d.timezone}; ${d.locale}; ${d.viewport.width}x${d.viewport.height} (harness/pinned-env.ts, new recordings)`);

  try {
    const root = process.env.BEACON_RECORDINGS ? resolve(process.env.BEACON_RECORDINGS) : join(ROOT, 'recordings');
    const checks = checkRecordings(root);
    console.log(`\nrecordings in ${relative(process.cwd(), root) || '.'}: ${checks.length}`);
    const recordedWith = new Map<string, number>();
    for (const c of checks) if (c.meta) recordedWith.set(c.meta.browserVersion, (recordedWith.get(c.meta.browserVersion) ?? 0) + 1);
    if (recordedWith.size) console.log(`  recorded with Chromium ${[...recordedWith].map(([v, n]) => `${v} (${n})`).join(', ')}; replays pin each recording's environment, not the browser's`);

    const envProblems = browser ? await checkEnvironments(browser, environmentsOf(checks)) : [];
    const width = Math.max(0, ...checks.map((c) => c.site.length));
    for (const c of checks) {
      const what = c.problems.length ? 'NOT REPLAYABLE' : 'ok';
      const facts = [c.steps !== null ? `${c.steps} steps` : null, c.harEntries !== null ? `${c.harEntries} HAR entries` : null].filter(Boolean).join(', ');
      console.log(`  ${what === 'ok' ? 'ok  ' : 'FAIL'}  ${c.site.padEnd(width)}  ${what === 'ok' ? facts : what}`);
      for (const p of c.problems) problem(p);
      for (const n of c.notes) console.log(`           note: ${n}`);
    }
    for (const p of envProblems) problem(p);
    if (!browser && found) problem('recordings could not be checked against the browser (it did not start).');
    const bad = checks.filter((c) => c.problems.length).length;
    console.log(`\n${checks.length - bad} of ${checks.length} recordings replayable with this browser${envProblems.length ? `; ${envProblems.length} environment problems` : ''}.`);
    if (!checks.length) console.log('No recordings yet: `npm run record:demos` records the demo sites.');
  } finally {
    await browser?.close();
  }
  await checkEngines(problem);
  console.log(failed ? 'Something is not replayable here: fix the PROBLEM lines above.' : 'This machine can replay every recording: `npm run replay`.');
  return failed ? 1 : 0;
}

/** Each engine: its version, and whether it replays (harness/driver/probe.ts: one page served as a replay serves
 * it, and the tracker's pageview reaching the capture endpoint). */
async function checkEngines(problem: (line: string) => void): Promise<void> {
  console.log('\nengines (npm run replay -- --browser <engine>)');
  for (const engine of ENGINES) {
    const version = engineVersion(engine);
    if (!version) {
      console.log(`  ${engine.padEnd(8)}  not installed`);
      problem(`${engine} is not installed: run \`npm run ensure-browser\` as root, or ${installCommand(engine)}`);
      continue;
    }
    let verdict: string | null;
    let driver: EngineDriver | null = null;
    try {
      driver = await launchDriver(engine);
      verdict = await probeReplay(driver);
    } catch (e) {
      verdict = `it does not start: ${(e as Error).message.split('\n')[0]}`;
    } finally {
      await driver?.close().catch(() => {});
    }
    console.log(`  ${engine.padEnd(8)}  ${version}${driver ? ` (driver: ${driver.version})` : ''}: ${verdict ? 'CANNOT replay' : 'can replay'}`);
    if (verdict) problem(`${engine}: ${verdict}`);
  }
}

process.exitCode = await main();
