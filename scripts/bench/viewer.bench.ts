// The report viewer with a big report: 500 recordings × 50 events, written into .beacon-tmp/, turned into the
// static bundle (`npm run report -- --out`), opened from file:// in Chromium. Figures, each the median of a few runs:
// - first render: navigation start -> the overview painted with its rows (the viewer's performance mark);
// - open a recording: hash change -> the aligned events of a failing 50-event recording painted;
// - rows in the DOM: the overview list is virtualised, so only a window of the 500 rows exists.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { launchChromium } from '../../harness/browser.ts';
import { compareEvents } from '../../harness/golden/diff.ts';
import type { GoldenEvent, RunIndex, ServedCall, SiteReport } from '../../harness/report/types.ts';
import type { BenchRow } from '../bench.ts';
import { writeStaticBundle } from '../report.ts';

const RECORDINGS = 500;
const EVENTS = 50;
const RUNS = 5;
const BUDGET_FIRST_RENDER_MS = 1500;
const BUDGET_OPEN_MS = 500;

const ROOT = join(import.meta.dirname, '..', '..');
const WORK = join(ROOT, '.beacon-tmp', 'viewer-bench');

const STEPS = ['search', 'open-property', 'quote', 'checkout', 'book'];
const ACTIONS = ['pageview', 'search', 'property', 'quote', 'conversion'];

function event(site: number, i: number): GoldenEvent {
  const step = STEPS[Math.floor((i * STEPS.length) / EVENTS)];
  return {
    step,
    action: ACTIONS[i % ACTIONS.length],
    payload: {
      checkIn: '2025-07-04',
      checkOut: '2025-07-07',
      currency: 'USD',
      guests: 1 + (i % 4),
      page: `/listing/${site}/${i}`,
      pageview: `<pageview:${1 + Math.floor(i / 5)}>`,
      propertyId: String(1000 + site),
      session: '<session:1>',
      total: 100 + i,
      user: '<user:1>',
      items: [{ id: i, price: 20 + (i % 7) }, { id: i + 1, price: 30 }],
    },
  };
}

function call(site: number, i: number, step: string): ServedCall {
  return {
    entry: i,
    step,
    method: 'POST',
    url: `https://www.site-${site}.test/wp-admin/admin-ajax.php`,
    status: 200,
    requestBody: `action=homey_calculate_booking_cost&listing_id=${1000 + site}&check_in_date=2025-07-04&check_out_date=2025-07-07&guests=2`,
    responseBody: JSON.stringify({ success: true, total_price: 100 + i, nights: 3, fees: { cleaning: 15 }, html: '<div>'.padEnd(300, 'x') }),
    rule: 'exact',
  };
}

/** Writes a RunIndex and RECORDINGS SiteReports (one in five failing: a changed field, a missing and an extra event). */
function generateReport(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'snapshots'), { recursive: true });
  const recordings: RunIndex['recordings'] = [];
  const counts = { total: RECORDINGS, pass: 0, fail: 0, error: 0 };
  for (let s = 0; s < RECORDINGS; s++) {
    const site = `site-${String(s).padStart(3, '0')}`;
    const status: SiteReport['status'] = s % 5 === 0 ? 'fail' : s % 97 === 0 ? 'error' : 'pass';
    const expected = Array.from({ length: EVENTS }, (_, i) => event(s, i));
    let actual = expected;
    if (status === 'fail') {
      actual = expected.map((e, i) => (i % 10 === 3 ? { ...e, payload: { ...e.payload, total: (e.payload.total as number) + 15 } } : e));
      actual = [...actual.slice(0, 20), ...actual.slice(21), { step: 'book', action: 'debug', payload: { note: 'extra' } }];
    }
    // the differences and the alignment as the harness writes them
    const { diff, alignment } = compareEvents(expected, actual);
    const snapshots = STEPS.map((step, n) => {
      const path = `snapshots/${site}/${String(n + 1).padStart(2, '0')}-${step}.html`;
      mkdirSync(join(dir, 'snapshots', site), { recursive: true });
      writeFileSync(join(dir, path), `<!doctype html><title>${site} ${step}</title><main><h1>${site}</h1>${'<p>Recorded page text.</p>'.repeat(150)}</main>`);
      return { step, path };
    });
    const report: SiteReport = {
      version: 1,
      site,
      provider: s % 2 ? 'homey' : 'streamline',
      status,
      error: status === 'error' ? 'The replay stopped in step “quote”: a selector matched nothing for 30 s.' : null,
      expected,
      actual,
      diff,
      alignment,
      unmatched: status === 'fail' && s % 10 === 0 ? [{ step: 'quote', method: 'GET', url: `https://www.${site}.test/api?_=1`, body: null, key: 'GET /api' }] : [],
      sources: actual.map((e, i) => (i % 5 === 3 ? [call(s, i, e.step)] : [])),
      snapshots,
      console: Array.from({ length: 10 }, (_, i) => ({ type: 'log', text: `[beacon] line ${i}`, step: STEPS[i % STEPS.length] })),
      durationMs: 3000 + ((s * 37) % 4000),
    };
    writeFileSync(join(dir, `${site}.json`), JSON.stringify(report, null, 2));
    counts[status]++;
    recordings.push({ site, provider: report.provider, status, differences: diff.length, unmatched: report.unmatched.length, durationMs: report.durationMs, file: `${site}.json` });
  }
  const index: RunIndex = {
    version: 1,
    tracker: { hash: 'bench0000000000000000000000000000000000', bytes: 18000, gzipBytes: 7000 },
    startedAt: new Date(0).toISOString(),
    durationMs: 600_000,
    counts,
    recordings,
  };
  writeFileSync(join(dir, 'index.json'), JSON.stringify(index, null, 2));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// Page-side code is passed as text: tsx's transform would wrap named functions in a helper the page lacks.

/** Milliseconds from navigation start until the viewer marked its overview painted. */
async function firstRender(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(`new Promise((resolve) => {
    (function poll() {
      const mark = performance.getEntriesByName('beacon:overview', 'mark')[0];
      if (mark) resolve(mark.startTime);
      else setTimeout(poll, 5);
    })();
  })`);
}

/** Milliseconds from the hash change until the recording's aligned events were painted. */
async function openRecording(page: Page, site: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const markName = ${JSON.stringify(`beacon:site:${site}`)};
    performance.clearMarks(markName);
    const started = performance.now();
    location.hash = ${JSON.stringify(`#/site/${site}`)};
    (function poll() {
      const mark = performance.getEntriesByName(markName, 'mark')[0];
      if (mark && document.querySelector('[data-testid="events"]')) resolve(mark.startTime - started);
      else setTimeout(poll, 2);
    })();
  })`);
}

export default async function viewerBench(): Promise<BenchRow[]> {
  const reportDir = join(WORK, 'report');
  const outDir = join(WORK, 'bundle');
  const t0 = performance.now();
  generateReport(reportDir);
  const bundle = await writeStaticBundle(reportDir, outDir);
  const prepared = performance.now() - t0;

  const browser = await launchChromium();
  try {
    const renders: number[] = [];
    const opens: number[] = [];
    let rowsInDom = 0;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      renders.push(await firstRender(page, bundle.indexUrl));
      rowsInDom = await page.locator('tr[data-site]').count();
      // A failing recording (the largest page: 50 aligned events, diffs, folds), a different one each run.
      const site = `site-${String(run * 5 + 5).padStart(3, '0')}`;
      opens.push(await openRecording(page, site));
      await context.close();
    }
    const firstMs = median(renders);
    const openMs = median(opens);
    return [
      { figure: `report: ${RECORDINGS} recordings × ${EVENTS} events, bundle written`, value: `${(prepared / 1000).toFixed(1)} s` },
      { figure: `static bundle data (report-data, ${bundle.files} files)`, value: `${(bundle.bytes / 1024 / 1024).toFixed(1)} MiB` },
      {
        figure: `first render from file:// (median of ${RUNS})`,
        value: `${Math.round(firstMs)} ms`,
        budget: `≤ ${BUDGET_FIRST_RENDER_MS} ms`,
        ok: firstMs <= BUDGET_FIRST_RENDER_MS,
      },
      {
        figure: `open a failing ${EVENTS}-event recording (median of ${RUNS})`,
        value: `${Math.round(openMs)} ms`,
        budget: `≤ ${BUDGET_OPEN_MS} ms`,
        ok: openMs <= BUDGET_OPEN_MS,
      },
      { figure: 'overview rows in the DOM (virtualised)', value: `${rowsInDom} of ${RECORDINGS}`, ok: rowsInDom < RECORDINGS / 5 },
    ];
  } finally {
    await browser.close();
  }
}
