// `npm run demo-sites [-- --port 8480]`: serves every demo site on loopback and prints how to reach each one.
// `npm run demo-sites -- --check [slug…] [--headed]`: drives each site's steps.json in Chromium and says whether
// every step worked (and, when dist/tracker.js is a real build, which events it sent and how they fare against
// truth.json). Options and exit codes in USAGE (--help).
import { siteMappingFor } from '../harness/record/site-mapping.ts';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../harness/browser.ts';
import { localhostAlias, startDemoSites, type DemoSiteInfo, type DemoSitesServer } from '../demo-sites/server/server.ts';
import { runStep, stepAction, trackNetwork } from '../demo-sites/server/steps.ts';
import { checkAgainstTruth, loadTruth, type TruthEvent } from '../demo-sites/server/truth.ts';

const USAGE = `usage: npm run demo-sites -- [--port <n>] [--check [slug…] [--headed]]

Serves every demo site on 127.0.0.1 and prints how to reach each one (Ctrl-C, or SIGTERM to the npm process,
stops it and frees the port).

  --port <n>    the port to serve on (default 8480; 0: any free port)
  --check       drive each site's steps.json in Chromium (only the named slugs when given) and say whether every
                step worked; with a real dist/tracker.js, also which events it sent and how they fare against truth.json
  --headed      show the browser during --check
  -h, --help    this text

npm run record and npm run record:demos start their own demo sites: they do not use this server.

exit codes: ${EXIT.ok} served until stopped, or every checked step worked; ${EXIT.failed} a checked step failed; ${EXIT.usage} bad usage`;
const TRACKER = join(import.meta.dirname, '..', 'dist', 'tracker.js');
const SCRIPT_URL = 'https://cdn.beacon-analytics.com/tracker.js';
const COLLECT = 'https://collect.beacon-analytics.com';

function parseDemoSitesArgs(argv: string[]): { port: number; check: boolean; headed: boolean; slugs: string[] } | 'help' {
  const { values, positionals } = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: { ...HELP_OPTION, port: { type: 'string' }, check: { type: 'boolean' }, headed: { type: 'boolean' } },
  });
  if (values.help) return 'help';
  const port = Number(values.port ?? 8480);
  if (!/^\d+$/.test(values.port ?? '8480') || port > 65535) throw new UsageError(`--port needs a number from 0 to 65535, not "${values.port}"`);
  return { port, check: !!values.check, headed: !!values.headed, slugs: positionals };
}

function printSites(demo: DemoSitesServer): void {
  console.log(`Demo sites on 127.0.0.1:${demo.port}\n`);
  for (const site of demo.sites) {
    console.log(`  ${site.slug.padEnd(12)} ${site.label} (${site.platform})`);
    console.log(`  ${''.padEnd(12)} ${site.startUrl}`);
    console.log(`  ${''.padEnd(12)} without the flag: ${site.startUrl.replace(`//${site.host}`, `//${localhostAlias(site.host)}:${demo.port}`)}\n`);
  }
  console.log('Chromium flag for the .test hostnames (the port is remapped, URLs carry none):');
  console.log(`  --host-resolver-rules="${demo.hostResolverRules}"`);
  console.log(`e.g. chromium --user-data-dir=/tmp/demo-profile --host-resolver-rules="${demo.hostResolverRules}" "${demo.sites[0]?.startUrl ?? ''}"`);
  console.log('\nThe pages embed the production tracker tag; it loads nothing here (use --check to run a build).');
}

// dist/tracker.js is the whole tracker in one script; a two-part tag's main part (tracker.main.js?v=…, ARCHITECTURE.md)
// would be asked for beside it and is served from dist/tag/ when built
const MAIN = join(import.meta.dirname, '..', 'dist', 'tag', 'tracker.main.js');
/** A real build, not the placeholder the skeleton ships. */
const trackerBuild = (): { tag: string; main: string } | null =>
  existsSync(TRACKER) && statSync(TRACKER).size > 1024 ? { tag: readFileSync(TRACKER, 'utf8'), main: existsSync(MAIN) ? readFileSync(MAIN, 'utf8') : '' } : null;

async function check(demo: DemoSitesServer, sites: DemoSiteInfo[], headed: boolean): Promise<boolean> {
  const build = trackerBuild();
  const browser = await launchChromium({ headless: !headed, args: [`--host-resolver-rules=${demo.hostResolverRules}`] });
  let ok = true;
  try {
    for (const site of sites) {
      console.log(`\n${site.slug}: ${site.steps.length} steps`);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'America/New_York' });
      const events: TruthEvent[] = [];
      let current = '';
      const calls: string[] = [];
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === site.host) return route.fallback();
        if (route.request().url() === SCRIPT_URL && build) return route.fulfill({ contentType: 'application/javascript', body: build.tag });
        if (route.request().url().split('?')[0] === SCRIPT_URL.replace(/\.js$/, '.main.js') && build) return route.fulfill({ contentType: 'application/javascript', body: build.main });
        if (url.origin === COLLECT && route.request().method() === 'POST') {
          const batch = JSON.parse(route.request().postData() ?? '{}') as { events?: { action: string; payload: Record<string, unknown> }[] };
          for (const e of batch.events ?? []) events.push({ step: current, action: e.action, payload: e.payload });
          return route.fulfill({ contentType: 'application/json', body: '{}' });
        }
        return route.abort();
      });
      const config = { endpoint: COLLECT, sessionPage: null, errorEndpoint: null, sites: [{ siteKey: `demo-${site.slug}`, ...siteMappingFor(site.host), host: site.host, provider: site.provider }] };
      if (build) await context.addInitScript(`window.__beaconConfig = ${JSON.stringify(config)};`);
      const page = await context.newPage();
      trackNetwork(page);
      page.on('requestfinished', (req) => {
        if (['xhr', 'fetch'].includes(req.resourceType())) void req.response().then((res) => calls.push(`${req.method()} ${new URL(req.url()).pathname}${new URL(req.url()).search.slice(0, 40)} ${res?.status()}`));
      });
      page.on('pageerror', (error) => calls.push(`page error: ${error.message}`));
      for (const step of site.steps) {
        current = step.name;
        calls.length = 0;
        const started = Date.now();
        try {
          await runStep(page, step);
          console.log(`  ok    ${step.name.padEnd(22)} ${stepAction(step).padEnd(6)} ${String(Date.now() - started).padStart(5)} ms  ${calls.join(' | ')}`);
        } catch (error) {
          ok = false;
          console.log(`  FAIL  ${step.name.padEnd(22)} ${(error as Error).message.split('\n')[0]}`);
          break;
        }
      }
      if (build) {
        console.log(`  events: ${events.map((e) => `${e.step}:${e.action}`).join(', ') || 'none'}`);
        const problems = checkAgainstTruth(loadTruth(site.slug), events);
        console.log(problems.length ? `  truth: ${problems.length} problem(s)\n    ${problems.join('\n    ')}` : '  truth: satisfied');
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (!build) console.log('\n(no tracker build in dist/: steps checked without the tracker)');
  return ok;
}

const args = parseOrUsage('demo-sites', USAGE, parseDemoSitesArgs);
if (args === 'help') process.exit(EXIT.ok);
if (!args) process.exit(EXIT.usage);
const demo = await startDemoSites({ port: args.check ? 0 : args.port, only: args.slugs.length ? args.slugs : undefined });
if (args.slugs.some((s) => !demo.sites.some((site) => site.slug === s))) {
  console.error(`unknown demo site in ${args.slugs.join(', ')} (have: ${demo.sites.map((s) => s.slug).join(', ')})`);
  await demo.close();
  process.exit(2);
}
if (args.check) {
  const ok = await check(demo, demo.sites, args.headed);
  await demo.close();
  process.exit(ok ? 0 : 1);
}
printSites(demo);
// Stop with whatever runs us: `npm run demo-sites` execs tsx (package.json), which relays npm's SIGINT/SIGTERM
// here, and a closed terminal sends SIGHUP.
const stop = () => void demo.close().then(() => process.exit(EXIT.ok));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
