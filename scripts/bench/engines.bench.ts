// Figures per engine (issue 30), Chromium, Firefox and WebKit in the same run:
// - replay time: one recording of each adapter family (harness/family-recordings.ts), one at a time
//   (harness/driver/), each engine's time against Chromium's for the same recording, and whether the replay matched
//   its golden. No budget: a figure to watch (WebKit starts a MiniBrowser session per replay).
//   BEACON_BENCH_SITES=a,b replays those instead (empty: none, the page figures only);
// - evaluation across the tag (budget ≤ 2 ms, as Chromium's eval bench): the tag script as shipped appended inline
//   in a fresh document, minus an empty script, timed in the page with performance.now(). Firefox and WebKit
//   clamp that clock to 1 ms, so the figure is the mean over many documents (a clamped clock's error averages out;
//   a median would not), Chromium's taken the same way beside it;
// - the XHR/fetch wrappers' wall-time ratio (budget ≤ 1.10, as wrappers.bench.ts in Chromium): the same loopback
//   page and ABBA rounds, wall time only (main-thread busy time is Chromium's CDP).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINES } from '../../harness/engines.ts';
import { FAMILY_RECORDINGS } from '../../harness/family-recordings.ts';
import { launchDriver } from '../../harness/driver/launch.ts';
import { ensureTrackerBuilt, ROOT, TAG_FILE } from '../../harness/replay/build.ts';
import { runSite } from '../../harness/replay/run.ts';
import { launchPlain, type PlainPage } from '../../harness/driver/plain.ts';
import { TestServer } from '../../tracker/test/browser/server.ts';
import { buildNetObservers } from '../../tracker/test/browser/net-fixtures.ts';
import type { BenchRow } from '../bench.ts';
import { PAGE, PING, SUBSCRIPTIONS } from './wrappers.bench.ts';

const EVAL_DOCUMENTS = 40;
const WRAP_ROUNDS = 20;
const WRAP_PER_ROUND = 25;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export default async function bench(): Promise<BenchRow[]> {
  await ensureTrackerBuilt();
  const tracker = readFileSync(TAG_FILE); // the all-sites tag, as the replays serve it
  const sites = process.env.BEACON_BENCH_SITES?.split(',').filter(Boolean) ?? [...FAMILY_RECORDINGS];
  const ms = new Map<string, Map<string, number>>();
  const rows: BenchRow[] = [];
  for (const engine of sites.length ? ENGINES : []) {
    const driver = await launchDriver(engine);
    const times = new Map<string, number>();
    try {
      for (const site of sites) {
        const run = await runSite(driver, join(ROOT, 'recordings', site), { trackerSource: tracker });
        times.set(site, run.report.durationMs);
        rows.push({ figure: `${engine} ${site}`, value: `${(run.report.durationMs / 1000).toFixed(1)} s ${run.report.status}` });
      }
    } finally {
      await driver.close();
    }
    ms.set(engine, times);
  }
  rows.push(...(await pageFigures(readFileSync(TAG_FILE, 'utf8'))));
  for (const engine of ENGINES.filter((e) => e !== 'chromium' && sites.length)) {
    const ratios = sites.map((s) => ms.get(engine)!.get(s)! / ms.get('chromium')!.get(s)!);
    rows.push({ figure: `${engine} / chromium replay time, median of ${sites.length}`, value: `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})` });
  }
  return rows;
}

/** Evaluation across the tag and the wrappers' wall ratio, in each engine's plain page (harness/driver/plain.ts). */
async function pageFigures(tag: string): Promise<BenchRow[]> {
  const observers = await buildNetObservers(SUBSCRIPTIONS);
  const server = await new TestServer().start();
  server.handlers.push((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/bench/eval.html') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>eval</title>'), true;
    if (path === '/bench/page.html') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE), true;
    if (path === '/bench/observers.js') return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(observers), true;
    if (path === '/bench/ping') return void res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(PING) }).end(PING), true;
    return false;
  });
  const rows: BenchRow[] = [];
  try {
    for (const engine of ENGINES) {
      const browser = await launchPlain(engine);
      try {
        const page = await browser.newPage();
        const cost = await evaluation(page, server.origin, tag);
        rows.push({ figure: `${engine} evaluation across the tag, all-sites tag minus an empty script (mean of ${EVAL_DOCUMENTS} documents)`, value: `${cost.toFixed(2)} ms`, budget: '≤ 2 ms', ok: cost <= 2 });
        await page.goto(`${server.origin}/bench/page.html`);
        for (const kind of ['fetch', 'xhr'] as const) {
          const ratio = await wrapperRatio(page, kind);
          rows.push({ figure: `${engine} ${kind === 'fetch' ? 'fetch' : 'XHR'} ×${WRAP_ROUNDS * WRAP_PER_ROUND} loopback, wall time: with / without`, value: `${ratio.toFixed(3)}×`, budget: '≤ 1.10', ok: ratio <= 1.1 });
        }
        await page.close();
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

/** Mean time to append `tag` inline in a fresh document, minus the same for an empty script (alternating). */
async function evaluation(page: PlainPage, origin: string, tag: string): Promise<number> {
  const time = async (src: string, i: number) => {
    await page.goto(`${origin}/bench/eval.html?i=${i}`);
    return page.evaluate<number>(`(function (src) {
      var s = document.createElement('script');
      s.textContent = src;
      var t0 = performance.now();
      document.head.appendChild(s);
      return performance.now() - t0;
    })(${JSON.stringify(src)})`);
  };
  await time(tag, -1); // warm-up: the engine's own first-document costs
  const withTag: number[] = [];
  const empty: number[] = [];
  for (let i = 0; i < EVAL_DOCUMENTS; i++) {
    withTag.push(await time(tag, i));
    empty.push(await time('', i));
  }
  return mean(withTag) - mean(empty);
}

/** Median of the with/without wall ratios of adjacent rounds, ABBA (wrappers.bench.ts's method). */
async function wrapperRatio(page: PlainPage, kind: 'fetch' | 'xhr'): Promise<number> {
  const round = (on: boolean, n = WRAP_PER_ROUND) =>
    page.evaluate<number>(`(async function () {
      var w = window;
      if (${on}) w.__netTest.net.installNetworkObservers(); else w.__netTest.net.uninstallNetworkObservers();
      var ms = await (${kind === 'fetch'} ? w.fetchRound(${n}, '${on ? 'on' : 'off'}') : w.xhrRound(${n}, '${on ? 'on' : 'off'}'));
      await new Promise(function (r) { setTimeout(r, 0); });
      return ms;
    })()`);
  await round(false, 100); // warm-up: connections, JIT
  await round(true, 100);
  const ratios: number[] = [];
  for (let r = 0; r < WRAP_ROUNDS; r++) {
    const order = r % 2 ? [true, false] : [false, true];
    const got = new Map<boolean, number>();
    for (const on of order) got.set(on, await round(on));
    ratios.push(got.get(true)! / got.get(false)!);
  }
  return median(ratios);
}
