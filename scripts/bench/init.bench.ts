// The tracker's own cost on a page, in Chromium: median of 20 cold page loads (a fresh browser context each,
// so ids are created, the cookie domain discovered and identify sent: the heaviest path) of a page with the
// built dist/tracker.js served from loopback. Main-thread time comes from a Chrome trace
// (devtools.timeline), as thread CPU time where Chrome records it, so other load on the machine counts less:
// - evaluation: the EvaluateScript task of tracker.js (compile + run; parsing happens off the main thread);
// - init: the tracker's tasks from the load event until the first event is queued in the buffer (the load
//   listener and the init task: config, hash flags, identity, site mapping, identify, pageview, page_timing);
// - evaluation + init, per load;
// - wall clock from the load event to the first batch posted (includes the 100 ms send debounce).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { launchChromium } from '../../harness/browser.ts';
import { TestServer } from '../../tracker/test/browser/server.ts';
import type { BenchRow } from '../bench.ts';

const RUNS = 20;
const ROOT = join(import.meta.dirname, '..', '..');

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>init bench</title>
<script>
  window.__beaconConfig = {
    endpoint: location.origin + '/collect', sessionPage: null, errorEndpoint: location.origin + '/errors', scriptHosts: ['127.0.0.1'],
    sites: [{ host: '127.0.0.1', provider: 'pageview-only', siteKey: 'k', clientId: 7, installId: 9 }],
  };
  window.__bench = {};
  var setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key) {
    if (key.indexOf('__beaconBuffer') === 0 && !__bench.queued) { __bench.queued = performance.now(); performance.mark('beacon-queued'); }
    return setItem.apply(this, arguments);
  };
  var realFetch = window.fetch;
  window.fetch = function (url) {
    if (String(url).indexOf('/collect/action') >= 0 && !__bench.posted) __bench.posted = performance.now();
    return realFetch.apply(this, arguments);
  };
  addEventListener('load', function () { __bench.load = performance.now(); });
</script>
<script src="/dist/tracker.js"></script>
</head><body><h1>init bench</h1></body></html>`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string } };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x: number) => `${x.toFixed(2)} ms`;
/** thread time when recorded, else wall time; microseconds -> milliseconds */
const cost = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;

export default async function initBench(): Promise<BenchRow[]> {
  if (!existsSync(join(ROOT, 'dist/tracker.js'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const server = await new TestServer().start();
  server.handlers.push((req, res) => {
    if (req.url !== '/bench-init.html') return false;
    res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }).end(PAGE);
    return true;
  });
  const browser = await launchChromium();
  const runs: { evaluation: number; init: number; posted: number }[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const before = server.batches.length;
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
      await page.goto(`${server.origin}/bench-init.html`);
      await server.waitForBatches(before + 1);
      const wall = await page.evaluate(() => {
        const b = (window as unknown as { __bench: Record<string, number> }).__bench;
        return b.posted - b.load;
      });
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      // both parts of the tag: tracker.js and the main part it loads, tracker.main.js (where init runs)
      const ours = trace.traceEvents.filter((e) => e.ph === 'X' && /\/dist\/tracker(\.main)?\.js/.test(e.args?.data?.url ?? ''));
      const queued = trace.traceEvents.find((e) => e.name === 'beacon-queued');
      if (!queued) throw new Error('no beacon-queued mark in the trace');
      runs.push({
        evaluation: ours.filter((e) => e.name === 'EvaluateScript').reduce((sum, e) => sum + cost(e), 0),
        init: ours.filter((e) => e.name === 'FunctionCall' && e.ts <= queued.ts).reduce((sum, e) => sum + cost(e), 0),
        posted: wall,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return [
    { figure: `evaluation, main thread (median of ${RUNS} cold loads)`, value: ms(median(runs.map((r) => r.evaluation))) },
    { figure: 'init: load event -> first event queued, main thread', value: ms(median(runs.map((r) => r.init))) },
    { figure: 'evaluation + init', value: ms(median(runs.map((r) => r.evaluation + r.init))) },
    { figure: 'load event -> first batch posted (wall, 100 ms debounce)', value: ms(median(runs.map((r) => r.posted))) },
  ];
}
