// Replay cost. For each recording (recordings/, or when there are none the harness's fixture site recorded on
// the spot into .beacon-tmp/), median of RUNS alternating runs in one browser:
// - harness: replayRecording (fresh context, pinned clock and randomness, HarMatcher, built tracker injected, idle
//   waits after every step), as `npm run replay` does for one site;
// - bare: Playwright's own routeFromHAR on the same HAR, same steps, no tracker, no clock, no idle waits: goto
//   waits for load, actions and waits auto-wait in real time. routeFromHAR alone cannot answer cache-busted or
//   repeated calls and the flows stop at the first one (on the demo sites, the first search), so what it misses
//   (notFound: 'fallback') is answered by the HarMatcher: the bare run gets through the same steps. Steps that
//   still fail are left out of its time and counted, which only makes the ratio stricter.
// - ratio harness / bare, budget 1.5;
// - the whole `npm run replay` (all recordings, default workers) as a child process, wall clock.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright';
import { launchChromium } from '../../harness/browser.ts';
import { listRecordings, readRecording, resolveStep } from '../../harness/recording/layout.ts';
import { ensureTrackerBuilt, ROOT, TRACKER_FILE } from '../../harness/replay/build.ts';
import { replayRecording } from '../../harness/replay/engine.ts';
import { readHar } from '../../harness/har/read.ts';
import { HarMatcher } from '../../harness/har/matcher.ts';
import { matcherOptionsFromMeta } from '../../harness/har/match-config.ts';
import { recordSite } from '../../harness/record/recorder.ts';
import { FIXTURE_ORIGIN, FIXTURE_STEPS, startFixtureSite } from '../../harness/replay/fixture-site.ts';
import type { BenchRow } from '../bench.ts';

const RUNS = 3;
const BUDGET = 1.5;
const TMP = join(ROOT, '.beacon-tmp', 'bench-replay');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function bareReplay(browser: Browser, dir: string): Promise<{ ms: number; failed: number }> {
  const rec = readRecording(dir);
  const started = Date.now();
  const context = await browser.newContext({ timezoneId: rec.meta.timezone, locale: rec.meta.locale, viewport: rec.meta.viewport, userAgent: rec.meta.userAgent, serviceWorkers: 'block' });
  let failed = 0;
  let lost = 0;
  try {
    const matcher = new HarMatcher(readHar(rec.harFile), matcherOptionsFromMeta(rec.meta));
    // registered first, so it runs after routeFromHAR (routes run last-registered first) falls back
    await context.route('**/*', async (route) => {
      const r = route.request();
      const m = matcher.match({ method: r.method(), url: r.url(), body: r.postData(), headers: r.headers() });
      if (!m) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ status: m.status, headers: Object.fromEntries(m.headers.map((h) => [h.name, h.value])), body: m.body });
    });
    await context.routeFromHAR(rec.harFile, { notFound: 'fallback' });
    const page = await context.newPage();
    for (const step of rec.steps) {
      const s = resolveStep(step, rec.meta.startUrl);
      const t = Date.now();
      const target = () => {
        if (!s.selector) return page.getByText(s.text ?? '').first();
        const loc = page.locator(s.selector);
        return (s.text ? loc.filter({ hasText: s.text }) : loc).first();
      };
      try {
        if (s.action === 'goto') await page.goto(s.url!, { waitUntil: 'load', timeout: 10_000 });
        else if (s.action === 'click') await target().click({ timeout: 2_000 });
        else if (s.action === 'fill') await target().fill(s.value ?? '', { timeout: 2_000 });
        else if (s.action === 'select') await target().selectOption(s.value ?? '', { timeout: 2_000 });
        else if (s.selector || s.text) await target().waitFor({ state: 'visible', timeout: 2_000 });
        await page.waitForLoadState('load', { timeout: 10_000 });
      } catch {
        failed++;
        lost += Date.now() - t;
      }
    }
  } finally {
    await context.close();
  }
  return { ms: Date.now() - started - lost, failed };
}

async function fixtureRecordings(): Promise<string> {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  const site = await startFixtureSite();
  try {
    await recordSite({ url: `${FIXTURE_ORIGIN}/`, name: 'fixture', steps: FIXTURE_STEPS, provider: 'pageview-only', hostResolverRules: site.hostResolverRules, root: join(TMP, 'recordings'), force: true });
  } finally {
    await site.close();
  }
  return join(TMP, 'recordings');
}

export default async function bench(): Promise<BenchRow[]> {
  await ensureTrackerBuilt();
  const real = listRecordings(join(ROOT, 'recordings'));
  const root = real.length ? join(ROOT, 'recordings') : await fixtureRecordings();
  const dirs = listRecordings(root);
  const tracker = readFileSync(TRACKER_FILE);
  const rows: BenchRow[] = [];
  const browser = await launchChromium();
  try {
    // warm up (first context of a browser is slower)
    await bareReplay(browser, dirs[0]!);
    for (const dir of dirs) {
      const site = dir.split('/').pop()!;
      const ours: number[] = [];
      const bare: number[] = [];
      let failed = 0;
      let error: string | null = null;
      for (let i = 0; i < RUNS && !error; i++) {
        const r = await replayRecording(browser, dir, { trackerSource: tracker });
        error = r.error;
        ours.push(r.durationMs);
        const b = await bareReplay(browser, dir);
        bare.push(b.ms);
        failed = b.failed;
      }
      if (error) {
        rows.push({ figure: `${site}: replay failed, not measured`, value: error.slice(0, 60) });
        continue;
      }
      const ratio = median(ours) / median(bare);
      rows.push({ figure: `${site}${real.length ? '' : ' (fixture)'}: replay, median of ${RUNS}`, value: `${median(ours)} ms` });
      rows.push({ figure: `${site}: bare routeFromHAR, same steps${failed ? ` (${failed} failed, left out)` : ''}`, value: `${median(bare)} ms` });
      rows.push({ figure: `${site}: ratio replay / bare`, value: ratio.toFixed(2), budget: `≤ ${BUDGET}`, ok: ratio <= BUDGET });
    }
  } finally {
    await browser.close();
  }
  const t = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'replay.ts'), '--report-dir', join(ROOT, '.beacon-tmp', 'bench-replay-report')], {
    cwd: ROOT,
    env: { ...process.env, ...(real.length ? {} : { BEACON_RECORDINGS: root }) },
    encoding: 'utf8',
  });
  const total = Date.now() - t;
  rows.push({
    figure: `npm run replay, ${dirs.length} recording${dirs.length === 1 ? '' : 's'}${real.length ? '' : ' (fixture)'}, exit ${run.status}`,
    value: `${(total / 1000).toFixed(1)} s`,
  });
  return rows;
}
