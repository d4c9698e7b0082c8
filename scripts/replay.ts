// `npm run replay -- [site…] [--update] [--grep re] [--workers n] [--report-dir dir]`
//
// Replays every recording in recordings/ (or the named ones) with the freshly built tracker and compares the
// events with each golden.json. Exit codes in USAGE: a FAIL (the events differ) and an ERROR (the recording could
// not be replayed) are told apart, so CI can say "review a diff" or "the harness broke".
// --update rewrites golden.json of the named sites (all when none are named) from the replay and prints what
// changed (a golden.json that does not parse is replaced); without it, goldens are never written. The report
// (index.json, <site>.json, snapshots/) goes to replay-report/ or --report-dir; `npm run report` shows it.
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';
import { join, relative, resolve } from 'node:path';
import { listRecordings } from '../harness/recording/layout.ts';
import { ensureChromium } from '../harness/browser.ts';
import { ensureTrackerBuilt, ROOT, TRACKER_FILE } from '../harness/replay/build.ts';
import { runReplays, type SiteRun } from '../harness/replay/run.ts';
import { describeDiff } from '../harness/golden/diff.ts';

const USAGE = `usage: npm run replay -- [site…] [--update] [--grep <regexp>] [--workers <n>] [--report-dir <dir>]

  site…              replay only these recordings (folder names under recordings/)
  --update           rewrite golden.json of the named sites (all when none are named) and print what changed;
                     a golden.json that is not valid JSON is replaced
  --grep <regexp>    replay only the recordings whose name matches
  --workers <n>      recordings replayed at the same time (default 2)
  --report-dir <dir> where the report goes (default replay-report/)
  -h, --help         this text

exit codes:
  ${EXIT.ok}  every recording passed (or its golden was updated)
  ${EXIT.failed}  FAIL: a recording replayed but its events differ from golden.json, or a request went unanswered
  ${EXIT.usage}  bad usage (unknown option or recording name)
  ${EXIT.error}  ERROR: a recording could not be replayed (unreadable files, a step that never worked, no golden
     to compare with), or the tracker build or the browser failed; wins over ${EXIT.failed} when both happen`;

interface Args {
  sites: string[];
  update: boolean;
  grep: RegExp | null;
  workers: number;
  reportDir: string;
  trace: boolean;
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
    },
  });
  if (values.help) return 'help';
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
    sites: positionals,
    update: !!values.update,
    grep,
    workers: Number(workers),
    reportDir: values['report-dir'] !== undefined ? resolve(values['report-dir']) : join(ROOT, 'replay-report'),
    trace: !!process.env.BEACON_REPLAY_TRACE,
  };
}

const STATUS = { pass: 'pass', fail: 'FAIL', error: 'ERROR' } as const;

function line(run: SiteRun, i: number, total: number): string {
  const r = run.report;
  const bits = [`${r.actual.length} events`];
  if (r.diff.length) bits.push(`${r.diff.length} differences`);
  if (r.unmatched.length) bits.push(`${r.unmatched.length} unmatched`);
  if (r.error) bits.push(r.error);
  return `[${i}/${total}] ${STATUS[r.status].padEnd(5)} ${r.site} (${(r.durationMs / 1000).toFixed(1)} s): ${bits.join(', ')}`;
}

async function main(): Promise<number> {
  const args = parseOrUsage('replay', USAGE, parseReplayArgs);
  if (args === 'help') return EXIT.ok;
  if (!args) return EXIT.usage;
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

  try {
    ensureChromium((l) => console.log(l));
    await ensureTrackerBuilt((l) => console.log(l));
  } catch (e) {
    console.error(`replay: ${(e as Error).message}`);
    return EXIT.error;
  }

  const started = Date.now();
  console.log(`Replaying ${chosen.length} recording${chosen.length === 1 ? '' : 's'} with ${relative(ROOT, TRACKER_FILE)} (${args.workers} at a time)${args.update ? ', updating goldens' : ''}…`);
  let done = 0;
  const result = await runReplays(chosen, {
    workers: args.workers,
    update: args.update,
    reportDir: args.reportDir,
    trackerFile: TRACKER_FILE,
    trace: args.trace,
    log: args.trace ? (l) => console.log(l) : undefined,
    onSite: (run) => {
      console.log(line(run, ++done, chosen.length));
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
      for (const u of run.report.unmatched.slice(0, 10)) console.log(`        unmatched [${u.step}] ${u.method} ${u.url}\n          key: ${u.key}`);
      if (run.report.unmatched.length > 10) console.log(`        … and ${run.report.unmatched.length - 10} more unmatched requests`);
    },
  });

  const { index } = result;
  console.log('');
  const w = Math.max(4, ...index.recordings.map((r) => r.site.length));
  console.log(`${'site'.padEnd(w)}  status  events  diffs  unmatched  time`);
  for (const r of index.recordings) {
    const run = result.sites.find((s) => s.site === r.site)!;
    console.log(
      `${r.site.padEnd(w)}  ${STATUS[r.status].padEnd(6)}  ${String(run.report.actual.length).padStart(6)}  ${String(r.differences).padStart(5)}  ${String(r.unmatched).padStart(9)}  ${(r.durationMs / 1000).toFixed(1)} s`,
    );
  }
  const { counts } = index;
  console.log(`\n${counts.pass} passed, ${counts.fail} failed, ${counts.error} errors in ${((Date.now() - started) / 1000).toFixed(1)} s (tracker ${index.tracker.hash}, ${index.tracker.bytes} bytes, ${index.tracker.gzipBytes} gzip)`);
  console.log(`Report: ${relative(process.cwd(), args.reportDir) || '.'}/index.json`);
  // "See what differs" only when something differed: an ERROR alone has no diff to look at, only its reason above.
  const differed = index.recordings.filter((r) => r.differences > 0 || r.unmatched > 0);
  if (differed.length) {
    console.log(`See what differs with: npm run report${args.reportDir !== join(ROOT, 'replay-report') ? ` -- --report-dir ${relative(process.cwd(), args.reportDir)}` : ''}`);
  }
  const failed = index.recordings.filter((r) => r.status === 'fail' && r.differences > 0).map((r) => r.site);
  if (!args.update && failed.length) console.log(`If the change is intended: npm run replay -- ${failed.join(' ')} --update, then review the golden diff.`);
  if (counts.error) {
    const errored = index.recordings.filter((r) => r.status === 'error').map((r) => r.site);
    console.log(`Could not replay ${errored.join(', ')}: the reason is on ${errored.length === 1 ? 'its line' : 'their lines'} above (exit ${EXIT.error}).`);
    return EXIT.error;
  }
  return counts.fail ? EXIT.failed : EXIT.ok;
}

function describeDiffLines(run: SiteRun): string[] {
  const lines = describeDiff(run.report.diff);
  return lines.length > 20 ? [...lines.slice(0, 20), `… and ${lines.length - 20} more differences (see the report)`] : lines;
}

process.exitCode = await main();
