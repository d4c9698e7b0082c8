// Can this engine replay? One page served as a replay serves a recording (the engine's driver, routing.ts's
// answers, the pinned clock and environment, the replay's page-init with the build under test), and the tracker's
// pageview must reach the capture endpoint. `npm run doctor` runs it for each engine.
import { existsSync, readFileSync } from 'node:fs';
import type { Har } from '../har/types.ts';
import type { HarMatcher } from '../har/matcher.ts';
import { DEFAULT_ENV } from '../pinned-env.ts';
import { defaultTrackerFile, REPLAY_ENDPOINT, REPLAY_ERROR_ENDPOINT, TRACKER_URL } from '../replay/engine.ts';
import { pageInitScript } from '../replay/page-init.ts';
import { AnswerGate, newLedger } from '../replay/routing.ts';
import type { EngineDriver } from './types.ts';

const PAGE_URL = 'http://probe.beacon-doctor.test/';
const PAGE = '<!doctype html><html><head><title>probe</title></head><body><p>beacon doctor</p></body></html>';

/** Null when `driver` replayed the probe page and the tracker's pageview arrived; else what went wrong. */
export async function probeReplay(driver: EngineDriver, trackerFile = defaultTrackerFile()): Promise<string | null> {
  if (!existsSync(trackerFile)) return `${trackerFile} is missing: run \`npm run build\` first`;
  const ledger = newLedger('probe');
  const gate = new AnswerGate();
  const har = { entries: [{ url: PAGE_URL, responseMimeType: 'text/html' }] } as unknown as Har;
  const matcher = {
    match: (r: { url: string }) => (r.url === PAGE_URL ? { entry: 0, status: 200, headers: [{ name: 'content-type', value: 'text/html' }], body: Buffer.from(PAGE), rule: 'exact' } : null),
    key: (r: { method: string; url: string }) => `${r.method} ${r.url}`,
  } as unknown as HarMatcher;
  const session = await driver.openReplay({
    env: DEFAULT_ENV,
    startAt: Date.parse('2026-01-01T00:00:00Z'),
    initScript: pageInitScript({
      seed: 'doctor',
      trackerUrl: TRACKER_URL,
      inject: true,
      config: { endpoint: REPLAY_ENDPOINT, sessionPage: null, errorEndpoint: REPLAY_ERROR_ENDPOINT },
    }),
    // the probe host's install record, served as its map file (mapping-file.ts) as a recording's would be
    routing: { har, matcher, tracker: readFileSync(trackerFile), mapping: [{ host: new URL(PAGE_URL).hostname, provider: 'pageview-only', siteKey: 'doctor', clientId: null, installId: null }], allowed: () => false, gate, ledger },
    ledger,
    gate,
  });
  try {
    await session.page.perform({ name: 'probe', action: 'goto', url: PAGE_URL } as never, 30_000);
    // the tracker's first batch waits for its timers: run the clock until it is posted
    for (let i = 0; i < 40 && !ledger.batches.length; i++) {
      await gate.closedDuring(() => session.advanceClock(500));
      await session.watch.quiet({ capMs: 5_000 });
    }
    const actions = ledger.batches.flatMap((b) => (b.batch.events ?? []).map((e) => e.action));
    if (!actions.includes('pageview')) {
      const unmatched = ledger.unmatched.map((u) => `${u.method} ${u.url}`).join(', ');
      return `the probe page sent no pageview to the capture endpoint (batches: ${JSON.stringify(actions)}${unmatched ? `; unanswered: ${unmatched}` : ''})`;
    }
    return null;
  } finally {
    await session.close();
  }
}
