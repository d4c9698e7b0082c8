// `npm run demo-sites [-- --port 8480]`: serves every demo site on loopback and prints how to reach each one.
// `npm run demo-sites -- --check [slug…] [--headed]`: drives each site's steps.json in Chromium and says whether
// every step worked (and, with a build of the all-sites tag in dist/tag/, which events it sent and how they fare against
// truth.json). Options and exit codes in USAGE (--help).
import { readMapping } from '../harness/recording/mapping.ts';
import { pinEmbedTag } from '../harness/replay/embed-tag.ts';
import { AnswerGate, captureAnswer, REPLAY_ENDPOINT, REPLAY_ERROR_ENDPOINT, newLedger, routeUnloadPosts, TRACKER_URL, trackerFileAnswer } from '../harness/replay/routing.ts';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../harness/browser.ts';
import { loadDemoSites, localhostAlias, RECORDINGS_DIR, startDemoSites, type DemoSiteInfo, type DemoSitesServer } from '../demo-sites/server/server.ts';
import { runStep, stepAction, trackNetwork } from '../demo-sites/server/steps.ts';
import { siteAnswers } from '../demo-sites/server/answers.ts';
import { checkAgainstTruth, loadTruth, type TruthEvent } from '../demo-sites/server/truth.ts';

const USAGE = `usage: npm run demo-sites -- [--port <n>] [--check [slug…] [--headed]] [--answers [slug…]]

Serves every demo site on 127.0.0.1 and prints how to reach each one (Ctrl-C, or SIGTERM to the npm process,
stops it and frees the port).

  --port <n>    the port to serve on (default 8480; 0: any free port)
  --check       drive each site's steps.json in Chromium (only the named slugs when given) and say whether every
                step worked; with a build in dist/tag/ (npm run build:recordings), also which events it sent
                and how they fare against the site's truth.json
  --headed      show the browser during --check
  --answers     print what each site (only the named slugs when given) answers to every request its recording
                made to it and to every asset path, one hashed line each: run before and after a change of demo
                code and diff the two (a refactor must not change a byte a site serves)
  -h, --help    this text

npm run record and npm run record:demos start their own demo sites: they do not use this server.

exit codes: ${EXIT.ok} served until stopped, every checked step worked, or the answers printed; ${EXIT.failed} a checked step failed, or the events it sent break the site's truth.json; ${EXIT.usage} bad usage`;

function parseDemoSitesArgs(argv: string[]): { port: number; check: boolean; headed: boolean; answers: boolean; slugs: string[] } | 'help' {
  const { values, positionals } = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: { ...HELP_OPTION, port: { type: 'string' }, check: { type: 'boolean' }, headed: { type: 'boolean' }, answers: { type: 'boolean' } },
  });
  if (values.help) return 'help';
  const port = Number(values.port ?? 8480);
  if (!/^\d+$/.test(values.port ?? '8480') || port > 65535) throw new UsageError(`--port needs a number from 0 to 65535, not "${values.port}"`);
  if (values.check && values.answers) throw new UsageError('--check and --answers are two jobs: give one');
  return { port, check: !!values.check, headed: !!values.headed, answers: !!values.answers, slugs: positionals };
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

// The check runs what a customer's page gets, as a replay does: the all-sites two-part tag (dist/tag/tracker.js), its
// parts and the site's install records (map/<key>.js, from recordings/<slug>/mapping.json when the build lacks
// them), with the page's embed tag made parser-blocking so the tracker runs at the tag's place every time
// (harness/replay/embed-tag.ts: an async tag may otherwise run after the page's first calls, which it cannot see).
const TAG = join(import.meta.dirname, '..', 'dist', 'tag', 'tracker.js');
/** A real build, not the placeholder the skeleton ships. */
const trackerBuild = (): Buffer | null => (existsSync(TAG) && statSync(TAG).size > 1024 ? readFileSync(TAG) : null);

async function check(demo: DemoSitesServer, sites: DemoSiteInfo[], headed: boolean): Promise<boolean> {
  const build = trackerBuild();
  const browser = await launchChromium({ headless: !headed, args: [`--host-resolver-rules=${demo.hostResolverRules}`] });
  // every demo host is served: a site's flow may cross to another site's host (site-generic-i's checkout)
  const slugOf = new Map(demo.sites.map((s) => [s.host, s.slug]));
  let ok = true;
  try {
    for (const site of sites) {
      console.log(`\n${site.slug}: ${site.steps.length} steps`);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'America/New_York' });
      const calls: string[] = [];
      // the replay's own capture endpoint and its record of batches (harness/replay/routing.ts), also for the posts
      // of a page being unloaded (a conversion handed over at pagehide), which no context route sees
      const ledger = newLedger('', { warn: (text) => calls.push(`warning: ${text}`) });
      const stopUnloadPosts = build ? await routeUnloadPosts(context, ledger, new AnswerGate()) : async () => {};
      const mapping = readMapping(join(RECORDINGS_DIR, site.slug));
      await context.route('**/*', async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        if (slugOf.has(url.hostname)) {
          if (!build) return route.fallback();
          // asked of the server directly, every request of the page (a page answered from here that loads from
          // loopback would be blocked as a private-network request)
          const { host: _host, ...headers } = await request.allHeaders();
          const answer = await demo.request(slugOf.get(url.hostname)!, url.pathname + url.search, { method: request.method(), body: request.postData() ?? undefined, headers });
          const flat = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => k !== 'content-length').map(([k, v]) => [k, Array.isArray(v) ? v.join('\n') : (v ?? '')]));
          return route.fulfill({ status: answer.status, headers: flat, body: (request.resourceType() === 'document' && pinEmbedTag(answer.body, TRACKER_URL)) || answer.body });
        }
        const file = build ? trackerFileAnswer({ tracker: build, mapping, ledger }, request.url()) : null;
        if (file) return route.fulfill({ status: file.status, headers: file.headers, body: file.body });
        const captured = captureAnswer(ledger, { method: request.method(), url: request.url(), body: request.postData() ?? '', origin: await request.headerValue('origin') ?? undefined });
        if (captured) return route.fulfill(captured);
        return route.abort();
      });
      const config = { endpoint: REPLAY_ENDPOINT, sessionPage: null, errorEndpoint: REPLAY_ERROR_ENDPOINT };
      if (build) await context.addInitScript(`window.__beaconConfig = ${JSON.stringify(config)};`);
      const page = await context.newPage();
      trackNetwork(page);
      page.on('requestfinished', (req) => {
        if (['xhr', 'fetch'].includes(req.resourceType())) void req.response().then((res) => calls.push(`${req.method()} ${new URL(req.url()).pathname}${new URL(req.url()).search.slice(0, 40)} ${res?.status()}`));
      });
      page.on('pageerror', (error) => calls.push(`page error: ${error.message}`));
      page.on('console', (line) => {
        if (line.type() === 'error') calls.push(`console error: ${line.text()}`);
      });
      for (const step of site.steps) {
        ledger.step = step.name;
        calls.length = 0;
        const started = Date.now();
        try {
          await runStep(page, step);
          console.log(`  ok    ${step.name.padEnd(22)} ${stepAction(step).padEnd(6)} ${String(Date.now() - started).padStart(5)} ms  ${calls.join(' | ')}`);
        } catch (error) {
          ok = false;
          console.log(`  FAIL  ${step.name.padEnd(22)} ${(error as Error).message.split('\n')[0]}  ${calls.join(' | ')}`);
          break;
        }
      }
      await stopUnloadPosts();
      if (build) {
        const events: TruthEvent[] = ledger.batches.flatMap((b) => b.batch.events.map((e) => ({ step: b.step, action: e.action, payload: e.payload ?? {} })));
        console.log(`  events: ${events.map((e) => `${e.step}:${e.action}`).join(', ') || 'none'}`);
        for (const finding of ledger.findings) console.log(`  finding: ${finding}`);
        const problems = checkAgainstTruth(loadTruth(site.slug), events);
        console.log(problems.length ? `  truth: ${problems.length} problem(s)\n    ${problems.join('\n    ')}` : '  truth: satisfied');
        if (problems.length) ok = false;
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (!build) console.log('\n(no tracker build in dist/tag/: steps checked without the tracker; npm run build:recordings)');
  return ok;
}

const args = parseOrUsage('demo-sites', USAGE, parseDemoSitesArgs);
if (args === 'help') process.exit(EXIT.ok);
if (!args) process.exit(EXIT.usage);
if (args.answers) {
  const sites = (await loadDemoSites()).filter((s) => !args.slugs.length || args.slugs.includes(s.slug));
  const unknown = args.slugs.filter((slug) => !sites.some((s) => s.slug === slug));
  if (unknown.length) {
    console.error(`unknown demo site: ${unknown.join(', ')}`);
    process.exit(EXIT.usage);
  }
  let count = 0;
  for (const site of sites) {
    const lines = await siteAnswers(site);
    count += lines.length;
    if (lines.length) console.log(lines.join('\n'));
  }
  console.error(`${count} answers from ${sites.length} demo sites`);
  process.exit(EXIT.ok);
}
// a check serves every site (a flow may cross to another site's host) and drives the named ones
const demo = await startDemoSites({ port: args.check ? 0 : args.port, only: args.slugs.length && !args.check ? args.slugs : undefined });
if (args.slugs.some((s) => !demo.sites.some((site) => site.slug === s))) {
  console.error(`unknown demo site in ${args.slugs.join(', ')} (have: ${demo.sites.map((s) => s.slug).join(', ')})`);
  await demo.close();
  process.exit(2);
}
if (args.check) {
  const ok = await check(demo, demo.sites.filter((s) => !args.slugs.length || args.slugs.includes(s.slug)), args.headed);
  await demo.close();
  process.exit(ok ? 0 : 1);
}
printSites(demo);
// Stop with whatever runs us: `npm run demo-sites` execs tsx (package.json), which relays npm's SIGINT/SIGTERM
// here, and a closed terminal sends SIGHUP.
const stop = () => void demo.close().then(() => process.exit(EXIT.ok));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
