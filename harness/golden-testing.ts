// What the golden specs share (golden.spec.ts, golden-self-checks.spec.ts, foreign-machine.spec.ts): the recordings
// root, the replay of a recording with the all-sites tag as built, a failure in words, and a recording to experiment
// on (the smallest real one, else one of the harness's fixture site made on the spot) with private copies of it
// under .beacon-tmp/. Test support only.
import type { Browser } from '@playwright/test';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { listRecordings } from './recording/layout.ts';
import { describeDiff } from './golden/diff.ts';
import { ensureTrackerBuilt, ROOT, TAG_FILE } from './replay/build.ts';
import { runSite, type SiteRun } from './replay/run.ts';
import { recordSite } from './record/recorder.ts';
import { FIXTURE_ORIGIN, FIXTURE_STEPS, startFixtureSite } from './replay/fixture-site-testing.ts';

// BEACON_RECORDINGS: another recordings root (as for `npm run replay`)
export const RECORDINGS = process.env.BEACON_RECORDINGS ? resolve(process.env.BEACON_RECORDINGS) : join(ROOT, 'recordings');
export const DEMO_SITES = join(ROOT, 'demo-sites');
export const recordings = listRecordings(RECORDINGS);

let tracker: Buffer | null = null;
export async function trackerSource(): Promise<Buffer> {
  if (!tracker) {
    await ensureTrackerBuilt();
    // the all-sites two-part tag: what a customer's page gets (its parts and map files served as a CDN serves them)
    tracker = readFileSync(TAG_FILE);
  }
  return tracker;
}

export async function replay(browser: Browser, dir: string): Promise<SiteRun> {
  return runSite(browser, dir, { trackerSource: await trackerSource() });
}

export function failureText(run: SiteRun): string {
  const r = run.report;
  return [
    r.error ? `error: ${r.error}` : null,
    ...r.unmatched.map((u) => `unmatched [${u.step}] ${u.method} ${u.url}\n    key: ${u.key}`),
    ...describeDiff(r.diff),
    ...run.warnings.map((w) => `warning: ${w}`),
  ]
    .filter(Boolean)
    .join('\n');
}

let fixture: Promise<string> | null = null;
/** A recording to experiment on: the real one with the smallest HAR (it has a golden), else the fixture site's
 * (recorded under `tmp`). */
export function baseRecording(tmp: string): Promise<string> {
  const real = recordings
    .filter((d) => existsSync(join(d, 'golden.json')))
    .sort((a, b) => statSync(join(a, 'recording.har')).size - statSync(join(b, 'recording.har')).size)[0];
  if (real) return Promise.resolve(real);
  fixture ??= trackerSource().then(async () => {
    const site = await startFixtureSite();
    try {
      const result = await recordSite({
        url: `${FIXTURE_ORIGIN}/`,
        name: 'fixture',
        steps: FIXTURE_STEPS,
        provider: 'pageview-only',
        siteKey: 'fixture',
        hostResolverRules: site.hostResolverRules,
        root: join(tmp, 'base'),
        force: true,
        trackerFile: TAG_FILE,
      });
      if (!result.golden) throw new Error(`recording the fixture site gave no golden: ${result.replay?.report.error}`);
      return result.dir;
    } finally {
      await site.close();
    }
  });
  return fixture;
}

/** A private copy of a recording folder under `tmp`/`label`/ (the folder name stays the site slug). */
export function copyOf(dir: string, tmp: string, label: string): string {
  const target = join(tmp, label, basename(dir));
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, '..'), { recursive: true });
  cpSync(dir, target, { recursive: true });
  return target;
}
