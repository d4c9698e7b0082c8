// Long tasks of a page upload (issue 16): a generated 5 MB booking page (svg, style, base64 images, ~50k
// nodes; tracker/test/browser/longtask-page.ts) loads the tracker with an adapter that uploads it; the longest long
// task the tracker's script ran in is set beside the 50 ms budget, with the main-thread time of the page with
// and without the tracker (same run, alternating). While the upload is built, the bench clicks a button again
// and again and reports the longest wait for its handler. `LONGTASK_BEFORE=<git rev>` adds the same figures for
// the tracker built from that revision (the before side).
import { launchChromium } from '../../harness/browser.ts';
import { TestServer } from '../../tracker/test/browser/server.ts';
import type { BenchRow } from '../bench.ts';
import { median } from './measure-eval.ts';
import { buildUploadBundle } from '../../tracker/test/browser/longtask-bundle.ts';
import { BUDGET_MS, bigPage, figures, type LongTaskFigures, type Observed } from '../../tracker/test/browser/longtask-page.ts';
import type { Browser } from 'playwright';

const ROUNDS = 3;
const PAGE = '/capture/thank-you/big';

type Subject = 'none' | 'after' | 'before';
interface Run {
  f: LongTaskFigures;
  /** main-thread task time from navigation until the upload arrived (or, without the tracker, until the same point) */
  taskMs: number;
  uploadChars: number;
}

async function measure(browser: Browser, server: TestServer, subject: Subject): Promise<Run> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  try {
    const before = server.events().filter((e) => e.action === 'page_upload').length;
    await page.goto(`${server.origin}${PAGE}?${subject}`, { waitUntil: 'load' });
    const uploaded = () => server.events().filter((e) => e.action === 'page_upload').length > before;
    // click while the tracker works, until the upload is on the server (the baseline: a few clicks after load)
    for (let clicks = 0; subject === 'none' ? clicks < 10 : !uploaded(); clicks++) {
      await page.click('#tap');
      if (subject !== 'none' && clicks > 2000) throw new Error(`${subject}: no page_upload arrived`);
    }
    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const taskMs = 1000 * (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN);
    const seen = await page.evaluate(() => (window as unknown as { __lt: Observed }).__lt);
    const upload = server.events().filter((e) => e.action === 'page_upload')[before];
    return { f: figures(seen, '/upload-bundle-'), taskMs, uploadChars: upload ? String(upload.payload.bodyHTML).length : 0 };
  } finally {
    await context.close();
  }
}

export default async function longtaskBench(): Promise<BenchRow[]> {
  const beforeRev = process.env.LONGTASK_BEFORE;
  const bundles: Partial<Record<Subject, string>> = { after: await buildUploadBundle() };
  if (beforeRev) bundles.before = await buildUploadBundle(beforeRev);
  const subjects: Subject[] = ['none', 'after', ...(beforeRev ? (['before'] as Subject[]) : [])];
  const pages = Object.fromEntries(subjects.map((s) => [s, bigPage(s === 'none' ? null : `/upload-bundle-${s}.js`)]));
  const server = await new TestServer().start();
  server.handlers.push((req, res) => {
    const [path, query] = (req.url ?? '').split('?');
    const bundle = /^\/upload-bundle-(after|before)\.js$/.exec(path);
    if (bundle) return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(bundles[bundle[1] as Subject]), true;
    if (path === PAGE) return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(pages[query as Subject]), true;
    return false;
  });
  const browser = await launchChromium();
  const runs: Record<Subject, Run[]> = { none: [], after: [], before: [] };
  try {
    for (let r = 0; r < ROUNDS; r++) for (const s of subjects) runs[s].push(await measure(browser, server, s));
  } finally {
    await browser.close();
    await server.stop();
  }
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const worst = (s: Subject, k: keyof LongTaskFigures) => Math.max(...runs[s].map((x) => x.f[k]));
  const rows: BenchRow[] = [
    { figure: `page size (${(pages.none.length / 1024 / 1024).toFixed(1)} MB of HTML), bodyHTML uploaded`, value: `${(runs.after[0].uploadChars / 1024 / 1024).toFixed(2)} MB` },
    { figure: 'main-thread task time, no tracker (median)', value: ms(median(runs.none.map((x) => x.taskMs))) },
    { figure: 'longest long task, no tracker (page parse etc.)', value: ms(worst('none', 'longestAny')) },
  ];
  for (const s of subjects.slice(1) as Subject[]) {
    const label = s === 'after' ? 'tracker' : `tracker at ${beforeRev}`;
    const longest = worst(s, 'longestTracker');
    rows.push(
      { figure: `${label}: longest long task running tracker script (worst of ${ROUNDS})`, value: ms(longest), budget: `≤ ${BUDGET_MS} ms`, ok: s === 'after' ? longest <= BUDGET_MS : undefined },
      { figure: `${label}:   tracker script in that task`, value: ms(worst(s, 'trackerScriptInIt')) },
      { figure: `${label}:   long tasks running tracker script (worst)`, value: String(worst(s, 'trackerTasks')) },
      { figure: `${label}: main-thread task time minus no tracker (median)`, value: ms(median(runs[s].map((x) => x.taskMs)) - median(runs.none.map((x) => x.taskMs))) },
      { figure: `${label}: longest wait of a click during the upload`, value: ms(worst(s, 'clickWait')) },
      { figure: `${label}: its evaluation or init at load, longest (not the upload)`, value: ms(worst(s, 'evalAndInit')) },
    );
  }
  return rows;
}
