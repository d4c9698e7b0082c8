// Memory the tracker keeps on a busy page (issue 16): a page makes 1,000 fetches of 200 KB answers after the
// tracker has started; what the page holds is measured, in the same run, for: no tracker; the tracker (the
// one-script dist/tracker.js, every adapter in it, and the all-sites two-part tag, which loads one); and a
// control without the tracker that keeps 100 answers on purpose (≈ 20 MB), which proves the measurement sees kept
// answers. Figure: tracker minus none, from performance.measureUserAgentSpecificMemory on a cross-origin-isolated
// page, after gc(). Every answer differs (it carries its URL): with 1,000 identical answers Chromium shares one
// text between them and the control measured +0.2 MB instead of +20 MB.
import { launchChromium } from '../../harness/browser.ts';
import { TestServer } from '../../tracker/test/browser/server.ts';
import type { BenchRow } from '../bench.ts';
import { median } from './measure-eval.ts';

const CALLS = 1000;
const answer = (url: string) => JSON.stringify({ url, listings: 'x'.repeat(200 * 1024) });
const BUDGET = 1024 * 1024;
const ROUNDS = 3;
type Kind = 'none' | 'tracker' | 'tag' | 'control';

const page = (kind: Kind, origin: string) => `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>memory</title>
<script>
  window.__beaconConfig = { endpoint: '${origin}/collect', sessionPage: null, errorEndpoint: null, scriptHosts: [],
    sites: [{ host: '127.0.0.1', provider: 'pageview-only', siteKey: 'k' }] };
  window.kept = [];
  window.run = async (n, keep) => {
    for (let i = 0; i < n; i++) {
      const text = await (await fetch('/big?' + i)).text();
      if (i < keep) kept.push(text);
    }
    await new Promise((r) => setTimeout(r, 50)); // deferred deliveries
  };
</script>
${kind === 'tracker' ? '<script src="/dist/tracker.js"></script>' : kind === 'tag' ? '<script src="/dist/tag/tracker.js"></script>' : ''}`;

export default async function memoryBench(): Promise<BenchRow[]> {
  const server = await new TestServer().start();
  const isolated = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
  server.handlers.push((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const kind = /^\/memory\/(none|tracker|tag|control)$/.exec(path);
    if (kind) return void res.writeHead(200, { 'Content-Type': 'text/html', ...isolated }).end(page(kind[1] as Kind, server.origin)), true;
    if (path === '/big') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(answer(req.url ?? '')), true;
    return false;
  });
  // measurements at once rather than at the next GC; gc() so garbage is not counted
  const browser = await launchChromium({ args: ['--enable-blink-features=ForceEagerMeasureMemory', '--js-flags=--expose-gc'] });
  const bytes: Record<Kind, number[]> = { none: [], tracker: [], tag: [], control: [] };
  try {
    for (let r = 0; r < ROUNDS; r++)
      for (const kind of ['none', 'tracker', 'tag', 'control'] as Kind[]) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        const before = server.batches.length;
        await tab.goto(`${server.origin}/memory/${kind}`);
        if (!(await tab.evaluate(() => crossOriginIsolated))) throw new Error('the memory page is not cross-origin isolated');
        if (kind === 'tracker' || kind === 'tag') await server.waitForBatches(before + 1); // started: its provider runs
        await tab.evaluate(([n, keep]) => (window as any).run(n, keep), [CALLS, kind === 'control' ? 100 : 0]);
        bytes[kind].push(
          await tab.evaluate(async () => {
            for (let i = 0; i < 3; i++) (window as any).gc();
            return (await (performance as any).measureUserAgentSpecificMemory()).bytes as number;
          }),
        );
        if (kind !== 'none' && kind !== 'control' && (await tab.evaluate(() => !(window as any).__beacon))) throw new Error('the tracker did not start');
        await context.close();
      }
  } finally {
    await browser.close();
    await server.stop();
  }
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  const none = median(bytes.none);
  const tracker = median(bytes.tracker) - none;
  const tag = median(bytes.tag) - none;
  const control = median(bytes.control) - none;
  return [
    { figure: `page memory, no tracker (${CALLS} × 200 KB answers)`, value: mb(none) },
    { figure: 'control keeping 100 answers, minus none (≈ 20 MB)', value: mb(control), ok: control > 15 * 1024 * 1024 },
    { figure: `retained by the tracker after ${CALLS} × 200 KB calls, one script (every adapter)`, value: mb(tracker), budget: '≤ 1 MB', ok: tracker <= BUDGET },
    { figure: `the same, all-sites two-part tag (tag + main part)`, value: mb(tag), budget: '≤ 1 MB', ok: tag <= BUDGET },
  ];
}
