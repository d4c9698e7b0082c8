// `npm run record -- <url> --name <site> [--steps file] [--provider p --site-key k] [--headed] [--force]`
//
// Records a site into recordings/<site>/ (harness/record/recorder.ts): HAR with bodies, steps.json, a DOM
// snapshot per step, meta.json; then replays it once and writes golden.json, and prints the events.
//   --steps <file>        run these steps (steps.json format) headless, or headed with --headed
//   --headed              show the browser; without --steps you browse, and press Enter here when done:
//                         navigations, clicks, form fields and selects become steps.json
//   --provider <slug>     the adapter that reports this site (default: the adapter named like --name when one
//                         exists, else the demo site's, else pageview-only)
//   --site-key <key>      the site key sent in batches (default: the name); --client-id, --install-id likewise
//   --force               replace an existing recording (only once the new one is complete)
//   --host-resolver-rules <rules>   Chromium host mapping; for *.test URLs without it, the demo sites are
//                         started and mapped automatically
//   --timezone, --locale  pinned in meta.json and used for recording and replay (default UTC, en-US)
//   --no-golden           skip the first replay (golden.json is then written by `npm run replay -- <site> --update`)
// Exit 0 recorded; 1 failed; 2 bad usage; 130 interrupted (nothing written).
import { parseOrUsage, UsageError } from './cli.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from '../harness/browser.ts';
import { ensureTrackerBuilt, ROOT } from '../harness/replay/build.ts';
import { recordSite, describeEvents, RecordError } from '../harness/record/recorder.ts';
import { parseSteps, type Step } from '../harness/recording/layout.ts';

const USAGE = `usage: npm run record -- <url> --name <site> [--steps <file>] [--provider <slug> --site-key <key>] [--headed] [--force]
       [--client-id <id>] [--install-id <id>] [--host-resolver-rules <rules>] [--timezone <tz>] [--locale <locale>] [--no-golden]`;

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

function parseArgs(argv: string[]): Args {
  const a: Partial<Args> & { positional: string[] } = { positional: [], headed: false, force: false, golden: true };
  const valued: Record<string, keyof Args> = {
    '--name': 'name',
    '--steps': 'steps',
    '--provider': 'provider',
    '--site-key': 'siteKey',
    '--client-id': 'clientId',
    '--install-id': 'installId',
    '--host-resolver-rules': 'rules',
    '--timezone': 'timezone',
    '--locale': 'locale',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (flag === '--headed') a.headed = true;
    else if (flag === '--force') a.force = true;
    else if (flag === '--no-golden') a.golden = false;
    else if (flag === '-h' || flag === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else if (valued[flag]) {
      const v = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (v === undefined || v === '' || (eq < 0 && v.startsWith('--'))) throw new UsageError(`${flag} needs a value`);
      (a as Record<string, unknown>)[valued[flag]] = v;
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else a.positional.push(arg);
  }
  if (a.positional.length !== 1) throw new UsageError(a.positional.length ? `one URL expected, got ${a.positional.join(' ')}` : 'the URL to record is missing');
  const url = a.positional[0]!;
  if (!/^https?:\/\//.test(url) || !URL.canParse(url)) throw new UsageError(`${url} is not an absolute http(s) URL`);
  if (!a.name) throw new UsageError('--name <site> is required (the recording folder: a lowercase slug)');
  if (a.siteKey && !a.provider) throw new UsageError('--site-key goes with --provider');
  return {
    url,
    name: a.name,
    steps: a.steps ?? null,
    provider: a.provider ?? null,
    siteKey: a.siteKey ?? null,
    clientId: a.clientId ?? null,
    installId: a.installId ?? null,
    headed: !!a.headed,
    force: !!a.force,
    rules: a.rules ?? null,
    timezone: a.timezone ?? null,
    locale: a.locale ?? null,
    golden: a.golden !== false,
  };
}

const idValue = (v: string | null) => (v === null ? null : /^-?\d+$/.test(v) ? Number(v) : v);

async function main(): Promise<number> {
  const args = parseOrUsage('record', USAGE, parseArgs);
  if (!args) return 2;
  let steps: Step[] | null = null;
  if (args.steps) {
    const file = resolve(args.steps);
    if (!existsSync(file)) {
      console.error(`record: --steps ${args.steps}: no such file`);
      return 2;
    }
    try {
      steps = parseSteps(JSON.parse(readFileSync(file, 'utf8')), file);
    } catch (e) {
      console.error(`record: ${(e as Error).message}`);
      return 2;
    }
  } else if (args.headed && process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    console.error('record: --headed needs a display (DISPLAY is not set): run it on a desktop, under xvfb-run, or record with --steps <file>.');
    return 2;
  } else if (!args.headed) {
    console.error('record: without --steps the recording is interactive and needs --headed (browse, then press Enter).');
    return 2;
  }

  const recordingsRoot = process.env.BEACON_RECORDINGS ? resolve(process.env.BEACON_RECORDINGS) : join(ROOT, 'recordings');
  if (existsSync(join(recordingsRoot, args.name)) && !args.force) {
    console.error(`record: ${join(recordingsRoot, args.name)} already exists: pass --force to record it again (the old recording is replaced only when the new one is complete)`);
    return 2;
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
      return 2;
    }
    demoProvider = site.provider;
    rules = demos.hostResolverRules;
    console.log(`Demo sites started on 127.0.0.1:${demos.port} (${host} → ${site.slug})`);
  }

  let provider = args.provider;
  if (!provider) {
    if (existsSync(join(ROOT, 'tracker', 'src', 'adapters', `${args.name}.ts`))) provider = args.name;
    else provider = demoProvider ?? 'pageview-only';
    console.log(`Provider: ${provider} (pass --provider to choose another)`);
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
      if (r.unmatched.length) return 1;
    }
    return 0;
  } catch (e) {
    if (e instanceof RecordError) {
      console.error(`record: ${e.message}`);
      return 2;
    }
    console.error(`record: ${(e as Error).stack ?? e}`);
    return 1;
  } finally {
    await stopDemos?.();
  }
}

process.exitCode = await main();
