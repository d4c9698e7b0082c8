// `npm run record -- <url> --name <site> …`: records a site into recordings/<site>/ (harness/record/recorder.ts):
// HAR with bodies, steps.json, a DOM snapshot per step, meta.json; then replays it once and writes golden.json,
// and prints the events. `--from-har <file.har>` makes the recording from an exported HAR instead
// (harness/record/from-har.ts). The options and exit codes are in USAGE (printed by --help).
import type { GoldenEvent } from '../harness/report/types.ts';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from '../harness/browser.ts';
import { ensureTrackerBuilt, ROOT } from '../harness/replay/build.ts';
import { recordSite, describeEvents, RecordError } from '../harness/record/recorder.ts';
import { parseSteps, type Step } from '../harness/recording/steps.ts';
import { chooseProvider, knownProviders } from './record-provider.ts';
import { describeReplay, FromHarError, importHar } from '../harness/record/from-har.ts';
import { unknownSiteKey } from '../harness/record/site-keys.ts';
import { siteMappingFor } from '../harness/record/site-mapping.ts';

const USAGE = `usage: npm run record -- <url> --name <site> [--steps <file>] [--provider <slug> --site-key <key>] [--headed] [--force]
       [--client-id <id>] [--install-id <id>] [--host-resolver-rules <rules>] [--timezone <tz>] [--locale <locale>] [--no-golden]
       npm run record -- --from-har <file.har> --name <site> --provider <slug> --site-key <key> [--force]
       [--client-id <id>] [--install-id <id>] [--timezone <tz>] [--locale <locale>] [--no-golden]

Records <url> into recordings/<site>/: HAR with bodies, steps.json, a DOM snapshot per step, meta.json; then
replays it once, writes golden.json and prints its events.

  --from-har <file.har> makes the recording from a HAR someone exported instead of a browser run: any browser's
                        network panel (Chrome DevTools "Save all as HAR with content", Edge, Brave, Firefox,
                        Safari, IE11), a proxy (Fiddler, Charles,
                        mitmproxy), Insomnia, WebPagetest, Playwright's recordHar (record the visit with
                        "Preserve log"/"Persist Logs" and the cache disabled). Each page navigation becomes a goto
                        step (inferred from the documents when the export has no pages; edit steps.json to add
                        clicks and form fields), secrets are redacted, the production tracker's requests are left
                        out, and so is every entry the export holds no response body for (listed with its entry
                        index: not replayable, never guessed; a 304 with content is kept as that answer); a page
                        whose document has no body is reported as PAGE LOST, never kept empty. Pictures, fonts,
                        media and stylesheets the export lacks are answered empty on replay, and listed. Snapshots are the
                        pages' HTML as served. --provider and --site-key (of a known install) are required. The
                        user agent is the visitor's (its User-Agent header), the locale the first of its
                        Accept-Language unless --locale, the time zone UTC unless --timezone. Prints pages →
                        steps, the entries kept and without body, then what the first replay made of it.

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

exit codes: ${EXIT.ok} recorded (--from-har: every page of the export kept); ${EXIT.failed} recorded but the first replay
            left requests unanswered, or it failed, or (--from-har) a page of the export could not be kept;
            ${EXIT.usage} bad usage or refused (nothing written); 130 interrupted (nothing written)`;

interface Args {
  /** the URL to record; null with --from-har */
  url: string | null;
  fromHar: string | null;
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
      'from-har': { type: 'string' },
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
  const fromHar = values['from-har'] ?? null;
  let url: string | null = null;
  if (fromHar) {
    if (positionals.length) throw new UsageError(`--from-har records from the HAR, not a URL: leave out ${positionals.join(' ')}`);
    for (const flag of ['steps', 'headed', 'host-resolver-rules'] as const) {
      if (values[flag] !== undefined) throw new UsageError(`--${flag} does not go with --from-har (steps come from the HAR's page navigations; edit steps.json afterwards)`);
    }
    if (!values.name) throw new UsageError('--name <site> is required (the recording folder: a lowercase slug)');
    const providers = knownProviders();
    const list = `one of: ${providers.join(', ')}`;
    if (!values.provider && !values['site-key']) throw new UsageError(`--from-har needs --provider <slug> (the adapter that reports this site, ${list}) and --site-key <key> (the site key its tag sends)`);
    if (!values.provider) throw new UsageError(`--from-har needs --provider <slug>: the adapter that reports this site, ${list}`);
    if (!values['site-key']) throw new UsageError('--from-har needs --site-key <key>: the site key the site\'s tag sends (the siteKey of its install record)');
  } else {
    if (positionals.length !== 1) throw new UsageError(positionals.length ? `one URL expected, got ${positionals.join(' ')}` : 'the URL to record is missing (or --from-har <file.har>)');
    url = positionals[0]!;
    if (!/^https?:\/\//.test(url) || !URL.canParse(url)) throw new UsageError(`${url} is not an absolute http(s) URL`);
    if (!values.name) throw new UsageError('--name <site> is required (the recording folder: a lowercase slug)');
    if (values['site-key'] && !values.provider) throw new UsageError('--site-key goes with --provider');
  }
  if (values.provider) {
    const providers = knownProviders();
    if (!providers.includes(values.provider)) throw new UsageError(`--provider ${values.provider}: no such adapter (tracker/src/adapters/); one of: ${providers.join(', ')}`);
  }
  // an imported HAR's events must be the ones a real install sends
  const unknownKey = fromHar && values['site-key'] ? unknownSiteKey(values['site-key']) : null;
  if (unknownKey) throw new UsageError(unknownKey);
  return {
    url,
    fromHar,
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
  if (args.fromHar) return fromHar(args, args.fromHar);
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

  const url = args.url!;
  // Demo sites (*.test hosts): start them and map their hosts unless the caller maps hosts itself.
  const host = new URL(url).hostname;
  let rules = args.rules;
  let demoProvider: string | null = null;
  let stopDemos: (() => Promise<void>) | null = null;
  if (!rules && host.endsWith('.test')) {
    const { startDemoSites } = await import('../demo-sites/server/server.ts');
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
    const { listDemoSites, localhostAlias } = await import('../demo-sites/server/server.ts');
    const choice = chooseProvider({
      url,
      adapterNamedLikeSite: existsSync(join(ROOT, 'tracker', 'src', 'adapters', `${args.name}.ts`)) ? args.name : null,
      startedDemoProvider: demoProvider,
      demos: await listDemoSites(),
      localhostAlias,
    });
    provider = choice.provider;
    console.log(`Provider: ${provider} (pass --provider to choose another)`);
    if (choice.warning) console.error(`record: warning: ${choice.warning}`);
  }

  exitWhenInterrupted();

  try {
    ensureChromium((l) => console.log(l));
    if (args.golden) await ensureTrackerBuilt((l) => console.log(l));
    console.log(`Recording ${url} as recordings/${args.name}/${steps ? ` (${steps.length} steps${args.headed ? ', headed' : ''})` : ' (interactive)'}…`);
    const result = await recordSite({
      url,
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
    const r = result.replay?.report;
    if (r?.status === 'error') console.log(`The first replay failed: ${r.error}`);
    for (const u of r?.unmatched ?? []) console.log(`  unmatched during the first replay [${u.step}] ${u.method} ${u.url}\n    key: ${u.key}`);
    for (const w of result.replay?.warnings ?? []) console.log(`  warning: ${w}`);
    return verdict(result, `Fix it, then write the golden with: npm run replay -- ${args.name} --update`);
  } catch (e) {
    return failure(e, RecordError);
  } finally {
    await stopDemos?.();
  }
}

/** `--from-har`: a recording from an exported HAR (harness/record/from-har.ts). */
async function fromHar(args: Args, file: string): Promise<number> {
  const recordingsRoot = process.env.BEACON_RECORDINGS ? resolve(process.env.BEACON_RECORDINGS) : join(ROOT, 'recordings');
  exitWhenInterrupted();
  try {
    if (existsSync(join(recordingsRoot, args.name)) && !args.force) {
      console.error(`record: ${join(recordingsRoot, args.name)} already exists: pass --force to replace it (the old recording is replaced only when the new one is complete)`);
      return EXIT.usage;
    }
    console.log(`Importing ${file} as recordings/${args.name}/…`);
    const result = await importHar({
      file: resolve(file),
      name: args.name,
      provider: args.provider!,
      siteKey: args.siteKey!,
      clientId: idValue(args.clientId),
      installId: idValue(args.installId),
      timezone: args.timezone ?? undefined,
      locale: args.locale ?? undefined,
      force: args.force,
      root: recordingsRoot,
      golden: args.golden,
      log: (l) => console.log(l),
      // after the HAR was read and found usable: nothing is built or installed for a file that is refused
      prepare: async () => {
        ensureChromium((l) => console.log(l));
        await ensureTrackerBuilt((l) => console.log(l));
      },
      siteOptions: (startUrl) => {
        // the adapter options of the site's own mapping, when it has one for this provider (e.g. wp-ajax-generic's actions)
        const mapping = siteMappingFor(new URL(startUrl).hostname);
        if (mapping?.provider !== args.provider || !mapping.options) return undefined;
        console.log(`  adapter options from the mapping of ${mapping.host} in recordings/: ${JSON.stringify(mapping.options)}`);
        return mapping.options;
      },
    });
    console.log(`\nWrote ${result.dir}: ${result.entries} requests, ${result.analysis.steps.length} steps (goto), ${result.analysis.navigations.length} snapshots${result.golden ? ', golden.json' : ''}.`);
    for (const l of describeReplay(result)) console.log(l);
    const code = verdict(result, `Fix it (steps.json, or a fuller export), then write the golden with: npm run replay -- ${args.name} --update`);
    // exit 0 means every page of the export was kept
    const lost = result.analysis.notReplayable;
    if (lost.length) console.log(`\n${lost.length} page${lost.length > 1 ? 's' : ''} of the export could not be kept (PAGE LOST above): the recording holds the others.`);
    return lost.length ? EXIT.failed : code;
  } catch (e) {
    return failure(e, FromHarError);
  }
}

process.exitCode = await main();

/** Ctrl-C or a kill leaves nothing half-written: recordings are moved into place only when complete. */
function exitWhenInterrupted(): void {
  const interrupted = () => {
    console.error('\nrecord: interrupted; nothing was written.');
    process.exit(130);
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
}

/** A refusal (the input named in the message) is bad usage; anything else is a failure, with its stack. */
function failure(e: unknown, refusal: new (...args: never[]) => Error): number {
  if (e instanceof refusal) {
    console.error(`record: ${e.message}`);
    return EXIT.usage;
  }
  console.error(`record: ${(e as Error).stack ?? e}`);
  return EXIT.failed;
}

interface Recorded {
  golden: GoldenEvent[] | null;
  hadGolden: boolean;
  replay?: { report: { status: string; unmatched: unknown[] }; update?: { changes: string[] } | null } | null;
}

/** Both ways of recording end alike: the golden as written, then failure when the first replay left gaps. */
function verdict(result: Recorded, fixHint: string): number {
  const replay = result.replay;
  if (!replay) return EXIT.ok;
  if (replay.report.status === 'error') console.log(fixHint);
  printGolden(result.golden, result.hadGolden, replay.update?.changes ?? []);
  return replay.report.unmatched.length || replay.report.status === 'error' ? EXIT.failed : EXIT.ok;
}

/** The first golden as the engineer reads it after recording, and what changed against the previous one. */
function printGolden(golden: GoldenEvent[] | null, hadGolden: boolean, changes: string[]): void {
  if (!golden) return;
  console.log(`\ngolden.json: ${golden.length} events (read them: they are what the tracker must keep sending)`);
  for (const l of describeEvents(golden)) console.log(l);
  if (!hadGolden) return;
  console.log(changes.length ? `\nAgainst the previous golden.json (${changes.length} changes):` : '\nThe same events as the previous golden.json.');
  for (const c of changes) console.log(`  ${c}`);
}
