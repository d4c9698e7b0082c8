// `npm run replay -- [site…] [--delivery tag|one-script|per-site] [--no-build] [--update] [--grep re] [--workers n] [--report-dir dir] [--shard i/n] [--list]`
// `npm run replay -- --merge <dir>… [--report-dir dir]`
//
// Replays every recording in recordings/ (or the named ones) with the freshly built tracker, as a customer's page
// gets it (the all-sites two-part tag and its parts, harness/replay/delivery.ts), and compares the events with
// each golden.json. Exit codes in USAGE: a FAIL (the events differ) and an ERROR (the recording could
// not be replayed) are told apart, so CI can say "review a diff" or "the harness broke".
// --update rewrites golden.json of the named sites (all when none are named) from the replay and prints what
// changed (a golden.json that does not parse is replaced); without it, goldens are never written. The report
// (index.json, <site>.json, snapshots/) goes to replay-report/ or --report-dir; `npm run report` shows it. A run of
// some recordings (site names, --grep) keeps the latest earlier result of every other recording in the report,
// marked as earlier. --shard i/n replays the recordings whose `golden <site>` test Playwright puts in shard i/n of
// `--project golden` (harness/replay/shard.ts) into replay-report/shard-i-of-n/; --merge joins such reports into
// one (harness/replay/merge.ts). docs/ci.md has the CI recipe.
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';
import { join, relative, resolve } from 'node:path';
import { listRecordings } from '../harness/recording/layout.ts';
import { ensureEngine, parseEngines, type Engine } from '../harness/engines.ts';
import { ensureTrackerBuilt, ROOT } from '../harness/replay/build.ts';
import { DELIVERIES, deliveryFile, ensurePerSiteBuilt, type Delivery } from '../harness/replay/delivery.ts';
import { runReplays, type SiteRun } from '../harness/replay/run.ts';
import { describeDiff } from '../harness/golden/diff.ts';
import { describeFallbackFailure, fallbackFailures } from '../harness/replay/fallback-check.ts';
import { goldenSitesInShard, parseShard, shardDirName, shardLabel, type Shard } from '../harness/replay/shard.ts';
import { MergeError, mergeReports } from '../harness/replay/merge.ts';
import type { RunIndex } from '../harness/report/types.ts';

const USAGE = `usage: npm run replay -- [site…] [--browser <engine>] [--delivery <d>] [--no-build] [--update] [--grep <regexp>] [--workers <n>] [--report-dir <dir>]
       npm run replay -- --shard <i>/<n> [--update] [--workers <n>] [--report-dir <dir>]
       npm run replay -- --merge <dir>… [--report-dir <dir>]
       add --list to print the recordings a replay would replay (one per line) and stop

  site…              replay only these recordings (folder names under recordings/)
  --browser <engine> chromium (default), firefox, webkit, all, or a comma-separated list: the engines to replay in,
                     one after the other, each against the same golden.json (ARCHITECTURE.md, "Every engine").
                     Chromium's report goes to replay-report/ (or --report-dir), another engine's to
                     replay-report-<engine>/ (or --report-dir itself when it is the only engine, <dir>-<engine>
                     otherwise); the exit code is the worst of the engines'
  --delivery <d>     what the page loads (default tag): tag = the all-sites two-part tag dist/tag/tracker.js with
                     its main, adapter and upload parts and the host's install records (dist/tag/map/), served as a
                     CDN serves dist/tag/; one-script = dist/tracker.js; per-site = dist/tag/sites/<siteKey>.js
                     (built when missing)
  --no-build         replay dist/ as it is (e.g. a production build: npm run build -- --mappings <records>);
                     without it dist/ is rebuilt with the recordings' records when stale
  --update           rewrite golden.json of the named sites (all when none are named) and print what changed;
                     a golden.json that is not valid JSON is replaced
  --grep <regexp>    replay only the recordings whose name matches
  --workers <n>      recordings replayed at the same time (default 2)
  --report-dir <dir> where the report goes (default replay-report/; with --shard, replay-report/shard-<i>-of-<n>/).
                     A run of some recordings (site names, --grep) updates their results there and keeps the
                     latest earlier result of every other recording, marked as earlier; a run of all replaces it
  --shard <i>/<n>    replay shard i of n: the recordings whose \`golden <site>\` test Playwright puts in shard i/n
                     of \`npx playwright test --project golden\` (asked from Playwright, same split); not with
                     site names or --grep. A shard with no golden test writes an empty report
  --merge <dir>…     join the reports of shards (each a --shard run's report folder) into --report-dir and print
                     the summary; checks them first: missing or malformed folders, a site in two shards,
                     different tracker builds, mixed splits. A shard of the split not given is a warning (exit 3)
  --list             print the recordings this replay would replay and exit 0 (no build, no browser)
  -h, --help         this text

exit codes:
  ${EXIT.ok}  every recording passed (or its golden was updated); --merge: every merged result passed
  ${EXIT.failed}  FAIL: a recording replayed but its events differ from golden.json, or a request went unanswered
  ${EXIT.usage}  bad usage (unknown option or recording name, --shard not i/n with 1 <= i <= n, --shard with
     site names or --grep, --merge without folders)
  ${EXIT.error}  ERROR: a recording could not be replayed (unreadable files, a step that never worked, no golden
     to compare with), or the tracker build or the browser failed, or Playwright could not list the shard;
     --merge: the reports could not be merged (nothing written), a merged result is an ERROR, or a shard is
     missing; wins over ${EXIT.failed} when both happen`;

interface Args {
  engines: Engine[];
  sites: string[];
  update: boolean;
  grep: RegExp | null;
  workers: number;
  reportDir: string;
  /** --report-dir was given */
  reportDirGiven: boolean;
  trace: boolean;
  shard: Shard | null;
  merge: boolean;
  list: boolean;
  delivery: Delivery;
  build: boolean;
}

function parseReplayArgs(argv: string[]): Args | 'help' {
  const { values, positionals } = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: {
      ...HELP_OPTION,
      update: { type: 'boolean' },
      grep: { type: 'string' },
      workers: { type: 'string' },
      'report-dir': { type: 'string' },
      shard: { type: 'string' },
      merge: { type: 'boolean' },
      list: { type: 'boolean' },
      delivery: { type: 'string' },
      'no-build': { type: 'boolean' },
      browser: { type: 'string' },
    },
  });
  const delivery = (values.delivery ?? 'tag') as Delivery;
  if (!DELIVERIES.includes(delivery)) throw new UsageError(`--delivery ${values.delivery}: expected one of ${DELIVERIES.join(', ')}`);
  if (values.help) return 'help';
  let engines: Engine[];
  try {
    engines = parseEngines(values.browser);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  let shard: Shard | null = null;
  if (values.shard !== undefined) {
    try {
      shard = parseShard(values.shard);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    if (positionals.length || values.grep !== undefined) {
      throw new UsageError(`--shard picks the recordings itself (Playwright's split); do not combine it with ${positionals.length ? 'site names' : '--grep'}`);
    }
  }
  if (values.merge) {
    const clash = (['shard', 'update', 'grep', 'list', 'workers', 'browser'] as const).filter((k) => values[k] !== undefined);
    if (clash.length) throw new UsageError(`--merge joins existing reports; it takes no ${clash.map((k) => `--${k}`).join(', ')}`);
    if (!positionals.length) throw new UsageError('--merge needs the report folders to merge, e.g. --merge replay-report/shard-1-of-2 replay-report/shard-2-of-2');
  }
  let grep: RegExp | null = null;
  if (values.grep !== undefined) {
    try {
      grep = new RegExp(values.grep);
    } catch (e) {
      throw new UsageError(`--grep ${values.grep}: not a regular expression (${(e as Error).message})`);
    }
  }
  const workers = values.workers ?? '2';
  if (!/^\d+$/.test(workers) || Number(workers) < 1) throw new UsageError(`--workers ${workers}: expected a whole number of at least 1`);
  return {
    engines,
    sites: positionals,
    update: !!values.update,
    grep,
    workers: Number(workers),
    reportDir:
      values['report-dir'] !== undefined ? resolve(values['report-dir']) : join(ROOT, 'replay-report', ...(shard ? [shardDirName(shard)] : [])),
    reportDirGiven: values['report-dir'] !== undefined,
    trace: !!process.env.BEACON_REPLAY_TRACE,
    shard,
    merge: !!values.merge,
    list: !!values.list,
    delivery,
    build: !values['no-build'],
  };
}

const STATUS = { pass: 'pass', fail: 'FAIL', error: 'ERROR' } as const;

function line(run: SiteRun, i: number, total: number): string {
  const r = run.report;
  const bits = [`${r.actual.length} events`];
  if (r.diff.length) bits.push(`${r.diff.length} differences`);
  if (r.unmatched.length) bits.push(`${r.unmatched.length} unmatched`);
  const fallbacks = r.fallbacks ? Object.entries(r.fallbacks.counts).filter(([, n]) => n > 0) : [];
  if (fallbacks.length) bits.push(`fallback answers: ${fallbacks.map(([f, n]) => `${f} ${n}`).join(', ')}`);
  const changed = fallbackFailures(r.fallbacks).length;
  if (changed) bits.push(`${changed} fallback${changed === 1 ? '' : 's'} changed events`);
  if (r.error) bits.push(r.error);
  return `[${i}/${total}] ${STATUS[r.status].padEnd(5)} ${r.site} (${(r.durationMs / 1000).toFixed(1)} s): ${bits.join(', ')}`;
}

async function main(): Promise<number> {
  const args = parseOrUsage('replay', USAGE, parseReplayArgs);
  if (args === 'help') return EXIT.ok;
  if (!args) return EXIT.usage;
  if (args.merge) return merge(args);
  // BEACON_RECORDINGS points at another recordings root (the harness's own tests use temp copies).
  const root = process.env.BEACON_RECORDINGS ? resolve(process.env.BEACON_RECORDINGS) : join(ROOT, 'recordings');
  const all = listRecordings(root);
  const known = all.map((d) => relative(root, d));
  const unknown = args.sites.filter((s) => !known.includes(s));
  if (unknown.length) {
    console.error(`replay: no recording named ${unknown.map((s) => `"${s}"`).join(', ')} in recordings/.`);
    console.error(known.length ? `Known recordings: ${known.join(', ')}` : 'There are no recordings yet.');
    return EXIT.usage;
  }
  if (all.length === 0) {
    console.log('No recordings yet (recordings/ is empty). Record one with `npm run record -- <url> --name <site>` or `npm run record:demos`.');
    return 0;
  }
  let chosen = args.sites.length ? all.filter((d) => args.sites.includes(relative(root, d))) : all;
  if (args.grep) chosen = chosen.filter((d) => args.grep!.test(relative(root, d)));
  if (chosen.length === 0) {
    console.error(`replay: --grep ${args.grep} matches none of: ${known.join(', ')}`);
    return EXIT.usage;
  }
  if (args.shard) {
    let sites: string[];
    try {
      sites = await goldenSitesInShard(args.shard);
    } catch (e) {
      console.error(`replay: ${(e as Error).message}`);
      return EXIT.error;
    }
    const strange = sites.filter((s) => !known.includes(s));
    if (strange.length) {
      console.error(`replay: Playwright lists golden tests for ${strange.join(', ')}, which are not recordings under ${root}`);
      return EXIT.error;
    }
    chosen = all.filter((d) => sites.includes(relative(root, d)));
  }
  if (args.list) {
    for (const d of chosen) console.log(relative(root, d));
    return EXIT.ok;
  }
  // a run of some recordings keeps the earlier results of the others in the report; a shard's report is its own
  const subset = !args.shard && (args.sites.length > 0 || args.grep !== null) && chosen.length < all.length;
  const keepEarlier = subset ? known.filter((s) => !chosen.some((d) => relative(root, d) === s)) : undefined;

  if (args.shard && chosen.length === 0) {
    console.log(`Shard ${shardLabel(args.shard)} holds none of the \`golden <site>\` tests (Playwright's split): nothing to replay; writing an empty report.`);
  }

  try {
    if (chosen.length) for (const engine of args.engines) ensureEngine(engine, (l) => console.log(l));
    if (args.build) await ensureTrackerBuilt((l) => console.log(l));
    if (args.delivery === 'per-site') await ensurePerSiteBuilt(chosen, (l) => console.log(l));
  } catch (e) {
    console.error(`replay: ${(e as Error).message}`);
    return EXIT.error;
  }
  let worst: number = EXIT.ok;
  for (const engine of args.engines) {
    const reportDir = engineReportDir(args, engine);
    if (args.engines.length > 1) console.log(`\n=== ${engine} ===`);
    const code = await replayIn(engine, { ...args, reportDir }, chosen, root, all.length, keepEarlier);
    if (code === EXIT.error || (code === EXIT.failed && worst === EXIT.ok)) worst = code;
  }
  if (args.engines.length > 1) console.log(`\nEngines ${args.engines.join(', ')}: exit ${worst}`);
  return worst;
}

/** Where an engine's report goes: Chromium's where it always went; another engine's beside it (see USAGE). */
function engineReportDir(args: Args, engine: Engine): string {
  if (engine === 'chromium' || (args.reportDirGiven && args.engines.length === 1)) return args.reportDir;
  if (args.reportDirGiven) return `${args.reportDir}-${engine}`;
  return join(ROOT, `replay-report-${engine}`, ...(args.shard ? [shardDirName(args.shard)] : []));
}

/** One engine's replay of the chosen recordings: progress lines, the summary, and the exit code. */
async function replayIn(engine: Engine, args: Args, chosen: string[], root: string, allCount: number, keepEarlier: string[] | undefined): Promise<number> {
  const started = Date.now();
  const of = args.shard ? ` (shard ${shardLabel(args.shard)}: ${chosen.length} of ${allCount})` : '';
  console.log(`Replaying ${chosen.length} recording${chosen.length === 1 ? '' : 's'}${of} in ${engine} with the ${args.delivery} delivery (${args.delivery === 'per-site' ? 'dist/tag/sites/<siteKey>.js' : relative(ROOT, deliveryFile(args.delivery, chosen[0] ?? ''))}${args.build ? '' : ', dist/ as it is'}; ${args.workers} at a time)${args.update ? ', updating goldens' : ''}…`);
  let done = 0;
  let result;
  try {
    result = await runReplays(chosen, {
      engine,
      keepEarlier,
      shard: args.shard ?? undefined,
      workers: args.workers,
      update: args.update,
      reportDir: args.reportDir,
      trackerFileFor: (dir) => deliveryFile(args.delivery, dir),
      trace: args.trace,
      log: args.trace ? (l) => console.log(l) : undefined,
      onSite: (run) => {
        console.log(line(run, ++done, chosen.length));
        for (const f of run.report.findings ?? []) console.log(`        FINDING: ${f}`);
        for (const w of run.warnings) console.log(`        warning: ${w}`);
        if (run.update) {
          if (run.update.replacedInvalid) console.log(`        the previous golden.json was unreadable, so it is replaced, not compared: ${run.update.replacedInvalid}`);
          if (!run.update.written) console.log(`        golden.json not written: ${run.update.reason}`);
          else if (run.update.replacedInvalid) {
            console.log(`        golden.json written afresh, ${run.report.actual.length} events (read them before committing):`);
            for (const c of run.update.changes) console.log(`          ${c}`);
          } else if (run.update.changes.length === 0) console.log('        golden.json unchanged');
          else {
            console.log(`        golden.json rewritten, ${run.update.changes.length} change${run.update.changes.length === 1 ? '' : 's'}:`);
            for (const c of run.update.changes) console.log(`          ${c}`);
          }
        } else if (run.report.status === 'fail') {
          for (const d of describeDiffLines(run)) console.log(`        ${d}`);
        }
        for (const c of fallbackFailures(run.report.fallbacks)) console.log(`        FALLBACK ${describeFallbackFailure(c)}`);
        for (const u of run.report.unmatched.slice(0, 10)) console.log(`        unmatched [${u.step}] ${u.method} ${u.url}\n          key: ${u.key}`);
        if (run.report.unmatched.length > 10) console.log(`        … and ${run.report.unmatched.length - 10} more unmatched requests`);
      },
    });
  } catch (e) {
    console.error(`replay: ${(e as Error).message}`);
    return EXIT.error;
  }

  const { index } = result;
  console.log('');
  const ran = index.recordings.filter((r) => !r.earlier);
  const w = Math.max(4, ...ran.map((r) => r.site.length));
  if (ran.length) console.log(`${'site'.padEnd(w)}  status  events  diffs  unmatched  time`);
  for (const r of ran) {
    const run = result.sites.find((s) => s.site === r.site)!;
    console.log(
      `${r.site.padEnd(w)}  ${STATUS[r.status].padEnd(6)}  ${String(run.report.actual.length).padStart(6)}  ${String(r.differences).padStart(5)}  ${String(r.unmatched).padStart(9)}  ${(r.durationMs / 1000).toFixed(1)} s`,
    );
  }
  const counts = { pass: 0, fail: 0, error: 0 };
  for (const r of ran) counts[r.status]++;
  console.log(`\n${engine}: ${counts.pass} passed, ${counts.fail} failed, ${counts.error} errors in ${((Date.now() - started) / 1000).toFixed(1)} s (tracker ${index.tracker.hash}, ${index.tracker.bytes} bytes, ${index.tracker.gzipBytes} gzip)`);
  const earlier = index.recordings.filter((r) => r.earlier);
  const reportRel = relative(process.cwd(), args.reportDir) || '.';
  console.log(`Report: ${reportRel}/index.json${earlier.length ? ` (${ran.length} result${ran.length === 1 ? '' : 's'} from this run; ${earlier.length} earlier result${earlier.length === 1 ? '' : 's'} kept for the recordings not replayed, marked as earlier)` : ''}`);
  // "See what differs" only when something differed: an ERROR alone has no diff to look at, only its reason above.
  const differed = ran.filter((r) => r.differences > 0 || r.unmatched > 0);
  if (differed.length) {
    console.log(`See what differs with: npm run report${args.reportDir !== join(ROOT, 'replay-report') ? ` -- --report-dir ${reportRel}` : ''}`);
  }
  const failed = ran.filter((r) => r.status === 'fail' && r.differences > 0).map((r) => r.site);
  if (!args.update && failed.length) console.log(`If the change is intended: npm run replay -- ${failed.join(' ')} --update, then review the golden diff.`);
  if (args.shard && !args.reportDirGiven) {
    console.log(`Join the shards' reports with: npm run replay -- --merge ${relative(process.cwd(), join(ROOT, 'replay-report')) || '.'}/shard-*-of-${args.shard.total}`);
  }
  if (counts.error) {
    const errored = ran.filter((r) => r.status === 'error').map((r) => r.site);
    console.log(`Could not replay ${errored.join(', ')}: the reason is on ${errored.length === 1 ? 'its line' : 'their lines'} above (exit ${EXIT.error}).`);
    return EXIT.error;
  }
  return counts.fail ? EXIT.failed : EXIT.ok;
}

/** `--merge dir…`: one report of the shards' reports, its summary, and the exit code its results earn. */
function merge(args: Args): number {
  let index: RunIndex;
  let warnings: string[];
  try {
    ({ index, warnings } = mergeReports(args.sites, args.reportDir));
  } catch (e) {
    console.error(`replay --merge: ${(e as Error).message}`);
    if (!(e instanceof MergeError)) console.error('Nothing was merged.');
    return EXIT.error;
  }
  const rows = index.recordings;
  const w = Math.max(4, ...rows.map((r) => r.site.length));
  console.log(`${'site'.padEnd(w)}  status  diffs  unmatched  time     ran at`);
  for (const r of rows) {
    console.log(
      `${r.site.padEnd(w)}  ${STATUS[r.status].padEnd(6)}  ${String(r.differences).padStart(5)}  ${String(r.unmatched).padStart(9)}  ${`${(r.durationMs / 1000).toFixed(1)} s`.padStart(7)}  ${r.ranAt ?? ''}${r.earlier ? ' (earlier run)' : ''}`,
    );
  }
  const { counts } = index;
  const shards = index.scope?.shards?.length ? ` from shards ${index.scope.shards.map((s) => `${s.current}/${s.total}`).join(', ')}` : '';
  console.log(`\nMerged ${args.sites.length} report${args.sites.length === 1 ? "" : "s"}${shards}: ${counts.pass} passed, ${counts.fail} failed, ${counts.error} errors (tracker ${index.tracker.hash})`);
  console.log(`Report: ${relative(process.cwd(), args.reportDir) || '.'}/index.json; see it with: npm run report${args.reportDir !== join(ROOT, 'replay-report') ? ` -- --report-dir ${relative(process.cwd(), args.reportDir)}` : ''}`);
  for (const warning of warnings) console.error(`replay --merge: warning: ${warning} (exit ${EXIT.error})`);
  if (counts.error || warnings.length) return EXIT.error;
  return counts.fail ? EXIT.failed : EXIT.ok;
}

function describeDiffLines(run: SiteRun): string[] {
  const lines = describeDiff(run.report.diff);
  return lines.length > 20 ? [...lines.slice(0, 20), `… and ${lines.length - 20} more differences (see the report)`] : lines;
}

process.exitCode = await main();
