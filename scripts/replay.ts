// `npm run replay -- [site…] [--update] [--grep re] [--workers n] [--report-dir dir]`
//
// Replays every recording in recordings/ (or the named ones) with the freshly built tracker and compares the
// events with each golden.json. Exit 0: all pass; 1: any fail or error; 2: bad usage.
// --update rewrites golden.json of the named sites (all when none are named) from the replay and prints what
// changed; without it, goldens are never written. The report (index.json, <site>.json, snapshots/) goes to
// replay-report/ or --report-dir; `npm run report` shows it.
import { parseOrUsage, UsageError } from './cli.ts';
import { join, relative, resolve } from 'node:path';
import { listRecordings } from '../harness/recording/layout.ts';
import { ensureChromium } from '../harness/browser.ts';
import { ensureTrackerBuilt, ROOT, TRACKER_FILE } from '../harness/replay/build.ts';
import { runReplays, type SiteRun } from '../harness/replay/run.ts';
import { describeDiff } from '../harness/golden/diff.ts';

const USAGE = `usage: npm run replay -- [site…] [--update] [--grep <regexp>] [--workers <n>] [--report-dir <dir>]

  site…              replay only these recordings (folder names under recordings/)
  --update           rewrite golden.json of the named sites (all when none are named) and print what changed
  --grep <regexp>    replay only the recordings whose name matches
  --workers <n>      recordings replayed at the same time (default 2)
  --report-dir <dir> where the report goes (default replay-report/)`;

interface Args {
  sites: string[];
  update: boolean;
  grep: RegExp | null;
  workers: number;
  reportDir: string;
  trace: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { sites: [], update: false, grep: null, workers: 2, reportDir: join(ROOT, 'replay-report'), trace: !!process.env.BEACON_REPLAY_TRACE };
  const value = (i: number, flag: string) => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] = a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const take = () => (inline !== undefined ? inline : value(i++, flag));
    switch (flag) {
      case '--update':
        args.update = true;
        break;
      case '--grep': {
        const re = take();
        try {
          args.grep = new RegExp(re);
        } catch (e) {
          throw new UsageError(`--grep ${re}: not a regular expression (${(e as Error).message})`);
        }
        break;
      }
      case '--workers': {
        const n = take();
        if (!/^\d+$/.test(n) || Number(n) < 1) throw new UsageError(`--workers ${n}: expected a whole number of at least 1`);
        args.workers = Number(n);
        break;
      }
      case '--report-dir':
        args.reportDir = resolve(take());
        break;
      case '-h':
      case '--help':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
        args.sites.push(a);
    }
  }
  return args;
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
  const args = parseOrUsage('replay', USAGE, parseArgs);
  if (!args) return 2;
  // BEACON_RECORDINGS points at another recordings root (the harness's own tests use temp copies).
  const root = process.env.BEACON_RECORDINGS ? resolve(process.env.BEACON_RECORDINGS) : join(ROOT, 'recordings');
  const all = listRecordings(root);
  const known = all.map((d) => relative(root, d));
  const unknown = args.sites.filter((s) => !known.includes(s));
  if (unknown.length) {
    console.error(`replay: no recording named ${unknown.map((s) => `"${s}"`).join(', ')} in recordings/.`);
    console.error(known.length ? `Known recordings: ${known.join(', ')}` : 'There are no recordings yet.');
    return 2;
  }
  if (all.length === 0) {
    console.log('No recordings yet (recordings/ is empty). Record one with `npm run record -- <url> --name <site>` or `npm run record:demos`.');
    return 0;
  }
  let chosen = args.sites.length ? all.filter((d) => args.sites.includes(relative(root, d))) : all;
  if (args.grep) chosen = chosen.filter((d) => args.grep!.test(relative(root, d)));
  if (chosen.length === 0) {
    console.error(`replay: --grep ${args.grep} matches none of: ${known.join(', ')}`);
    return 2;
  }

  try {
    ensureChromium((l) => console.log(l));
    await ensureTrackerBuilt((l) => console.log(l));
  } catch (e) {
    console.error(`replay: ${(e as Error).message}`);
    return 1;
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
        if (!run.update.written) console.log(`        golden.json not written: ${run.update.reason}`);
        else if (run.update.changes.length === 0) console.log('        golden.json unchanged');
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
  if (counts.fail || counts.error) {
    console.log(`See what differs with: npm run report${args.reportDir !== join(ROOT, 'replay-report') ? ` -- --report-dir ${relative(process.cwd(), args.reportDir)}` : ''}`);
    if (!args.update && counts.fail) console.log('If the change is intended: npm run replay -- <site> --update, then review the golden diff.');
    return 1;
  }
  return 0;
}

function describeDiffLines(run: SiteRun): string[] {
  const lines = describeDiff(run.report.diff);
  return lines.length > 20 ? [...lines.slice(0, 20), `… and ${lines.length - 20} more differences (see the report)`] : lines;
}

process.exitCode = await main();
