// Replay time per engine (issue 30): one recording of each adapter family (harness/family-recordings.ts) replayed in Chromium, Firefox and WebKit
// in the same run, one at a time (harness/driver/), each engine's time against Chromium's for the same recording,
// and whether the replay matched its golden. No budget: a figure to watch (WebKit starts a MiniBrowser session per
// replay). BEACON_BENCH_SITES=a,b replays those instead.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINES } from '../../harness/engines.ts';
import { FAMILY_RECORDINGS } from '../../harness/family-recordings.ts';
import { launchDriver } from '../../harness/driver/launch.ts';
import { ensureTrackerBuilt, ROOT, TAG_FILE } from '../../harness/replay/build.ts';
import { runSite } from '../../harness/replay/run.ts';
import type { BenchRow } from '../bench.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export default async function bench(): Promise<BenchRow[]> {
  await ensureTrackerBuilt();
  const tracker = readFileSync(TAG_FILE); // the all-sites tag, as the replays serve it
  const sites = process.env.BEACON_BENCH_SITES?.split(',').filter(Boolean) ?? [...FAMILY_RECORDINGS];
  const ms = new Map<string, Map<string, number>>();
  const rows: BenchRow[] = [];
  for (const engine of ENGINES) {
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
  for (const engine of ENGINES.filter((e) => e !== 'chromium')) {
    const ratios = sites.map((s) => ms.get(engine)!.get(s)! / ms.get('chromium')!.get(s)!);
    rows.push({ figure: `${engine} / chromium replay time, median of ${sites.length}`, value: `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})` });
  }
  return rows;
}
