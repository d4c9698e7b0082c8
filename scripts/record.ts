// `npm run record -- <url> --name <site> …`: records a site into recordings/<site>/ (harness/record/recorder.ts):
// HAR with bodies, steps.json, a DOM snapshot per step, meta.json; then replays it once and writes golden.json,
// and prints the events. The options and exit codes are in USAGE (printed by --help).
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from '../harness/browser.ts';
import { ensureTrackerBuilt, ROOT } from '../harness/replay/build.ts';
import { recordSite, describeEvents, RecordError } from '../harness/record/recorder.ts';
import { parseSteps, type Step } from '../harness/recording/layout.ts';
import { chooseProvider } from './record-provider.ts';

const USAGE = `usage: npm run record -- <url> --name <site> [--steps <file>] [--provider <slug> --site-key <key>] [--headed] [--force]
       [--client-id <id>] [--install-id <id>] [--host-resolver-rules <rules>] [--timezone <tz>] [--locale <locale>] [--no-golden]

Records <url> into recordings/<site>/: HAR with bodies, steps.json, a DOM snapshot per step, meta.json; then
replays it once, writes golden.json and prints its events.

  --name <site>         the recording folder (a lowercase slug)
  --steps <file>        run these steps (steps.json format) headless, or headed with --headed
  --headed              show the browser; without --steps you browse, and press Enter here when done:
                        navigations, clicks, form fields and selects become steps.json
  --provider <slug>     the adapter that reports this site (default: the adapter named like --name when one
                        exists, else the demo site's, else pageview-only)
  --site-key <key>      the site key sent in batches (default: the name); --client-id, --install-id likewise
  --force               replace an existing recording (only once the new one is complete)
  --host-resolver-rules <rules>
                        Chromium host mapping (e.g. "MAP www.example.test 127.0.0.1:8480")
  --timezone, --locale  pinned in meta.json and used for recording and replay (default UTC, en-US)
  --no-golden           skip the first replay (write golden.json later with npm run replay -- <site> --update)
  -h, --help            this text

Demo sites: for a *.test URL without --host-resolver-rules, record starts its own copy of the demo sites on a
free loopback port and maps their hosts to it, whether or not \`npm run demo-sites\` is running (that one is
not used). To record from a running \`npm run demo-sites\` instead, pass its --host-resolver-rules and the
--provider of the site (record warns when a demo-site URL would be recorded pageview-only).

exit codes: ${EXIT.ok} recorded; ${EXIT.failed} recorded but the first replay left requests unanswered, or it failed;
            ${EXIT.usage} bad usage or refused (nothing written); 130 interrupted (nothing written)`;

interface Args {
  url: string;
  name: string;
  steps: string | null;
  provider: string | null;
  siteKey: string | null;
  clientId: string | null;
  installId: string | null;
  headed: boolean;
  force: boolean;
  rules: string | null;
  timezone: string | null;
  locale: string | null;
  golden: boolean;
}

function parseRecordArgs(argv: string[]): Args | 'help' {
  const { values, positionals } = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: {
      ...HELP_OPTION,
      name: { type: 'string' },
      steps: { type: 'string' },
      provider: { type: 'string' },
      'site-key': { type: 'string' },
      'client-id': { type: 'string' },
      'install-id': { type: 'string' },
      'host-resolver-rules': { type: 'string' },
      timezone: { type: 'string' },
      locale: { type: 'string' },
      headed: { type: 'boolean' },
      force: { type: 'boolean' },
      'no-golden': { type: 'boolean' },
    },
  });
  if (values.help) return 'help';
  for (const [flag, value] of Object.entries(values)) if (value === '') throw new UsageError(`--${flag} needs a value`);
  if (positionals.length !== 1) throw new UsageError(positionals.length ? `one URL expected, got ${positionals.join(' ')}` : 'the URL to record is missing');
  const url = positionals[0]!;
  if (!/^https?:\/\//.test(url) || !URL.canParse(url)) throw new UsageError(`${url} is not an absolute http(s) URL`);
  if (!values.name) throw new UsageError('--name <site> is required (the recording folder: a lowercase slug)');
  if (values['site-key'] && !values.provider) throw new UsageError('--site-key goes with --provider');
  return {
    url,
    name: values.name,
    steps: values.steps ?? null,
    provider: values.provider ?? null,
    siteKey: values['site-key'] ?? null,
    clientId: values['client-id'] ?? null,
    installId: values['install-id'] ?? null,
    headed: !!values.headed,
    force: !!values.force,
    rules: values['host-resolver-rules'] ?? null,
    timezone: values.timezone ?? null,
    locale: values.locale ?? null,
    golden: !values['no-golden'],
  };
}

const idValue = (v: string | null) => (v === null ? null : /^-?\d+$/.test(v) ? Number(v) : v);

async function main(): Promise<number> {
  const args = parseOrUsage('record', USAGE, parseRecordArgs);
  if (args === 'help') return EXIT.ok;
  if (!args) return EXIT.usage;
  let steps: Step[] | null = null;
  if (args.steps) {
    const file = resolve(args.steps);
    if (!existsSync(file)) {
      console.error(`record: --steps ${args.steps}: no such file`);
      return EXIT.usage;
    }
    try {
      steps = parseSteps(JSON.parse(readFileSync(file, 'utf8')), file);
    } catch (e) {
      console.error(`record: ${(e as Error).message}`);
      return EXIT.usage;
    }
  } else if (args.headed && process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    console.error('record: --headed needs a display (DISPLAY is not set): run it on a desktop, under xvfb-run, or record with --steps <file>.');
    return EXIT.usage;
  } else if (!args.headed) {
    console.error('record: without --steps the recording is interactive and needs --headed (browse, then press Enter).');
    return EXIT.usage;
  }

  const recordingsRoot = process.env.BEACON_RECORDINGS ? resolve(process.env.BEACON_RECORDINGS) : join(ROOT, 'recordings');
  if (existsSync(join(recordingsRoot, args.name)) && !args.force) {
    console.error(`record: ${join(recordingsRoot, args.name)} already exists: pass --force to record it again (the old recording is replaced only when the new one is complete)`);
    return EXIT.usage;
  }

  // Demo sites (*.test hosts): start them and map their hosts unless the caller maps hosts itself.
  const host = new URL(args.url).hostname;
  let rules = args.rules;
  let demoProvider: string | null = null;
  let stopDemos: (() => Promise<void>) | null = null;
  if (!rules && host.endsWith('.test')) {
    const { startDemoSites } = await import('../demo-sites/kit/server.ts');
    const demos = await startDemoSites();
    stopDemos = () => demos.close();
    const site = demos.sites.find((s) => s.host === host);
    if (!site) {
      await demos.close();
      console.error(`record: ${host} is not a demo site host (demo sites: ${demos.sites.map((s) => s.host).join(', ') || 'none'}); pass --host-resolver-rules to map it yourself`);
      return EXIT.usage;
    }
    demoProvider = site.provider;
    rules = demos.hostResolverRules;
    console.log(`Demo sites started on 127.0.0.1:${demos.port} (${host} → ${site.slug}); a running \`npm run demo-sites\` is not used`);
  }

  let provider = args.provider;
  if (!provider) {
    const { listDemoSites, localhostAlias } = await import('../demo-sites/kit/server.ts');
    const choice = chooseProvider({
      url: args.url,
      adapterNamedLikeSite: existsSync(join(ROOT, 'tracker', 'src', 'adapters', `${args.name}.ts`)) ? args.name : null,
      startedDemoProvider: demoProvider,
      demos: await listDemoSites(),
      localhostAlias,
    });
    provider = choice.provider;
    console.log(`Provider: ${provider} (pass --provider to choose another)`);
    if (choice.warning) console.error(`record: warning: ${choice.warning}`);
  }

  const interrupted = () => {
    console.error('\nrecord: interrupted; nothing was written.');
    process.exit(130);
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);

  try {
    ensureChromium((l) => console.log(l));
    if (args.golden) await ensureTrackerBuilt((l) => console.log(l));
    console.log(`Recording ${args.url} as recordings/${args.name}/${steps ? ` (${steps.length} steps${args.headed ? ', headed' : ''})` : ' (interactive)'}…`);
    const result = await recordSite({
      url: args.url,
      name: args.name,
      steps,
      headed: args.headed,
      provider,
      siteKey: args.siteKey ?? args.name,
      clientId: idValue(args.clientId),
      installId: idValue(args.installId),
      timezone: args.timezone ?? undefined,
      locale: args.locale ?? undefined,
      hostResolverRules: rules ?? undefined,
      force: args.force,
      root: recordingsRoot,
      golden: args.golden,
      log: (l) => console.log(l),
      finished: steps
        ? undefined
        : () =>
            new Promise<void>((ok) => {
              process.stdin.resume();
              process.stdin.once('data', () => {
                process.stdin.pause();
                ok();
              });
            }),
    });
    console.log(`\nWrote ${result.dir}: ${result.entries} requests, ${result.steps.length} steps, ${result.steps.length} snapshots${result.golden ? ', golden.json' : ''}.`);
    const replay = result.replay;
    if (replay) {
      const r = replay.report;
      if (r.status === 'error') console.log(`The first replay failed: ${r.error}\nFix it, then write the golden with: npm run replay -- ${args.name} --update`);
      for (const u of r.unmatched) console.log(`  unmatched during the first replay [${u.step}] ${u.method} ${u.url}\n    key: ${u.key}`);
      for (const w of replay.warnings) console.log(`  warning: ${w}`);
      if (result.golden) {
        console.log(`\ngolden.json: ${result.golden.length} events (read them: they are what the tracker must keep sending)`);
        for (const l of describeEvents(result.golden)) console.log(l);
        const changes = replay.update?.changes ?? [];
        if (result.hadGolden) {
          console.log(changes.length ? `\nAgainst the previous golden.json (${changes.length} changes):` : '\nThe same events as the previous golden.json.');
          for (const c of changes) console.log(`  ${c}`);
        }
      }
      if (r.unmatched.length || r.status === 'error') return EXIT.failed;
    }
    return EXIT.ok;
  } catch (e) {
    if (e instanceof RecordError) {
      console.error(`record: ${e.message}`);
      return EXIT.usage;
    }
    console.error(`record: ${(e as Error).stack ?? e}`);
    return EXIT.failed;
  } finally {
    await stopDemos?.();
  }
}

process.exitCode = await main();
