// `npm run record:demos [-- slug…]`: records every demo site (or the named ones) into recordings/<slug>/.
//
// It starts the demo sites on loopback (demo-sites/server/server.ts), maps their *.test hostnames to it with
// Chromium's host-resolver rules (URLs carry no port, so recordings do not depend on the port picked), and runs
// `npm run record` semantics for each: recordings/<slug>/steps.json headless, provider from the demo site, the
// install records of recordings/<slug>/mapping.json kept as they are (a new site: one record, site key = slug),
// then one replay that writes golden.json and a check of that golden against truth.json.
//
// Overwriting: demo recordings are generated, not captured from the wild, so this command always re-records
// (the equivalent of `--force`): each recordings/<slug>/ is replaced atomically once its new recording is
// complete. Review the git diff of recordings/ and goldens like code. Exit 0 all recorded and agreeing with
// their truth; 1 otherwise; 2 bad usage (unknown slug).
import { relative, resolve } from 'node:path';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage } from './cli.ts';
import { ensureChromium } from '../harness/browser.ts';
import { ensureTrackerBuilt, ROOT } from '../harness/replay/build.ts';
import { recordSite, describeEvents } from '../harness/record/recorder.ts';
import { startDemoSites, listDemoSites } from '../demo-sites/server/server.ts';
import { truthProblems } from '../demo-sites/server/truth-check.ts';
import { recordsFor } from '../harness/record/site-mapping.ts';

const USAGE = `usage: npm run record:demos [-- [slug…] [--verbose]]

Re-records every demo site (or the named ones) into recordings/<slug>/ (replacing the recording once the new one is
complete), writes its golden.json by one replay and checks that golden against recordings/<slug>/truth.json. It
starts its own demo sites on a free loopback port (a running \`npm run demo-sites\` is not used).

  slug…        only these demo sites (folder names under demo-sites/)
  --verbose    print every event of each golden
  -h, --help   this text

exit codes: ${EXIT.ok} all recorded and agreeing with their truth; ${EXIT.failed} otherwise; ${EXIT.usage} bad usage (unknown option or slug)`;

async function main(): Promise<number> {
  const args = parseOrUsage('record:demos', USAGE, (argv) => {
    const { values, positionals } = parseCommandLine({ args: argv, allowPositionals: true, options: { ...HELP_OPTION, verbose: { type: 'boolean' } } });
    return values.help ? 'help' : { verbose: !!values.verbose, wanted: positionals };
  });
  if (args === 'help') return EXIT.ok;
  if (!args) return EXIT.usage;
  const { verbose, wanted } = args;
  const demos = await listDemoSites();
  const unknown = wanted.filter((w) => !demos.some((d) => d.slug === w));
  if (unknown.length) {
    console.error(`record:demos: no demo site named ${unknown.join(', ')}. Demo sites: ${demos.map((d) => d.slug).join(', ') || 'none'}`);
    return EXIT.usage;
  }
  const chosen = wanted.length ? demos.filter((d) => wanted.includes(d.slug)) : demos;
  if (chosen.length === 0) {
    console.log('No demo sites yet (demo-sites/<slug>/site.ts). Scaffold one with `npm run new-adapter -- <slug>`.');
    return 0;
  }
  ensureChromium((l) => console.log(l));
  await ensureTrackerBuilt((l) => console.log(l));

  const server = await startDemoSites({ only: chosen.map((d) => d.slug) });
  console.log(`Demo sites on 127.0.0.1:${server.port}; re-recording ${chosen.map((d) => d.slug).join(', ')} (existing recordings are replaced).`);
  let failed = 0;
  try {
    for (const demo of chosen) {
      console.log(`\n== ${demo.slug} (${demo.host}, provider ${demo.provider}, ${demo.steps.length} steps)`);
      // the site's install records, kept as they are (the recording's mapping.json is their only copy)
      const mapping = recordsFor(demo.host);
      try {
        const result = await recordSite({
          url: demo.startUrl,
          name: demo.slug,
          steps: demo.steps,
          provider: demo.provider,
          siteKey: demo.slug,
          mapping: mapping?.records,
          hostResolverRules: server.hostResolverRules,
          force: true,
          root: process.env.BEACON_RECORDINGS ? resolve(process.env.BEACON_RECORDINGS) : undefined,
          log: (l) => console.log(l),
        });
        const report = result.replay?.report;
        const events = result.golden ?? [];
        console.log(`  ${relative(ROOT, result.dir)}/: ${result.entries} requests, ${result.steps.length} steps, golden ${events.length} events`);
        if (verbose) for (const l of describeEvents(events)) console.log(l);
        const changes = result.replay?.update?.changes ?? [];
        if (result.hadGolden && result.golden) {
          console.log(changes.length ? `  golden.json changed against the previous recording (${changes.length}):` : '  golden.json unchanged');
          for (const c of changes) console.log(`    ${c}`);
        }
        if (!report || report.status === 'error') {
          console.log(`  FIRST REPLAY FAILED: ${report?.error ?? 'not run'}`);
          failed++;
          continue;
        }
        for (const u of report.unmatched) console.log(`  unmatched [${u.step}] ${u.method} ${u.url}`);
        const problems = await truthProblems(result.dir, events);
        if (problems === null) console.log('  truth.json: none yet');
        else if (problems.length === 0) console.log('  golden agrees with truth.json');
        else {
          console.log(`  golden DISAGREES with truth.json (${problems.length}):`);
          for (const p of problems) console.log(`    ${p}`);
        }
        if (report.unmatched.length || (problems && problems.length)) failed++;
      } catch (e) {
        console.log(`  FAILED: ${(e as Error).message}`);
        failed++;
      }
    }
  } finally {
    await server.close();
  }
  console.log(`\n${chosen.length - failed} of ${chosen.length} demo recordings are clean.${failed ? ' Fix the adapter (never the truth), then run again.' : ''}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
