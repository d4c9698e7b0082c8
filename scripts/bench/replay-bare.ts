// What the replay benches (replay.bench.ts, replay-scale.bench.ts) share: the baseline (bare routeFromHAR on the
// same HAR, same steps), the recordings to measure, and the figures' arithmetic.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright';
import { listRecordings, readRecording } from '../../harness/recording/layout.ts';
import { resolveStep } from '../../harness/recording/steps.ts';
import { ROOT } from '../../harness/replay/build.ts';
import { readHar } from '../../harness/har/read.ts';
import { HarMatcher } from '../../harness/har/matcher.ts';
import { matcherOptionsFromMeta } from '../../harness/har/match-config.ts';
import { performStep, stepTarget } from '../../harness/recording/perform-step.ts';
import { recordSite } from '../../harness/record/recorder.ts';
import { FIXTURE_ORIGIN, FIXTURE_STEPS, startFixtureSite } from '../../harness/replay/fixture-site-testing.ts';

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Playwright's own routeFromHAR on the same HAR, same steps, no tracker, no clock, no idle waits: goto waits for
 * load, actions and waits auto-wait in real time. routeFromHAR alone cannot answer cache-busted or repeated calls
 * and the flows stop at the first one (on the demo sites, the first search), so what it misses
 * (notFound: 'fallback') is answered by the HarMatcher: the bare run gets through the same steps. Steps that still
 * fail are left out of its time and counted, which only makes the ratio stricter.
 */
export async function bareReplay(browser: Browser, dir: string): Promise<{ ms: number; failed: number }> {
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
      try {
        // the replay's own actions (harness/recording/perform-step.ts); a wait step waits in real time
        await performStep(page, s, () => stepTarget(page, s), s.action === 'goto' ? 10_000 : 2_000);
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

/** The recordings a replay bench measures: BEACON_RECORDINGS, else recordings/, else the harness's fixture site
 * recorded on the spot under .beacon-tmp/<tmpName>/. */
export async function benchRecordings(tmpName: string): Promise<{ root: string; dirs: string[]; fixture: boolean }> {
  const root = process.env.BEACON_RECORDINGS ? resolve(process.env.BEACON_RECORDINGS) : join(ROOT, 'recordings');
  const dirs = listRecordings(root);
  if (dirs.length) return { root, dirs, fixture: false };
  const tmp = join(ROOT, '.beacon-tmp', tmpName);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const site = await startFixtureSite();
  try {
    await recordSite({ url: `${FIXTURE_ORIGIN}/`, name: 'fixture', steps: FIXTURE_STEPS, provider: 'pageview-only', hostResolverRules: site.hostResolverRules, root: join(tmp, 'recordings'), force: true });
  } finally {
    await site.close();
  }
  return { root: join(tmp, 'recordings'), dirs: listRecordings(join(tmp, 'recordings')), fixture: true };
}

/** A positive integer from the environment, else `fallback`. */
export function envInt(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
