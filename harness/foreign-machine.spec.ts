// Recording a demo site again from a browser launched as another machine's (harness/foreign-machine.ts) writes the
// committed golden byte for byte: harness/pinned-env.ts keeps the machine out of recordings and goldens. A minute:
// project `golden` (`npm run test:golden`, sharded in CI), not `npm test` (pinned-env.spec.ts checks the pinned values).
import { test, expect } from '@playwright/test';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readRecording } from './recording/layout.ts';
import type { Meta } from './recording/meta.ts';
import { describeDiff, diffEvents } from './golden/diff.ts';
import { ROOT, TAG_FILE } from './replay/build.ts';
import { recordSite } from './record/recorder.ts';
import { FOREIGN_MACHINE, FOREIGN_TZ } from './foreign-machine.ts';
import { DEMO_SITES, RECORDINGS, recordings } from './golden-testing.ts';

const TMP = join(ROOT, '.beacon-tmp', `foreign-machine-${process.pid}`);
test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

test('recording a demo site again on a foreign machine gives the committed golden byte for byte', async () => {
  test.setTimeout(240_000);
  const demo = recordings.map((d) => basename(d)).find((s) => existsSync(join(DEMO_SITES, s, 'site.ts')) && existsSync(join(RECORDINGS, s, 'golden.json')));
  test.skip(!demo, 'no demo site has a recording yet (npm run record:demos)');
  const { startDemoSites } = await import('../demo-sites/server/server.ts');
  const committed = readRecording(join(RECORDINGS, demo!));
  // This process (the demo-site server, the recorder) runs in another time zone too; restored below.
  const tz = process.env.TZ;
  process.env.TZ = FOREIGN_TZ;
  const server = await startDemoSites({ only: [demo!] });
  try {
    const info = server.sites.find((s) => s.slug === demo)!;
    // as `npm run record:demos` does: no environment given, so the recorder's pinned defaults apply; the browser
    // that records and the one that replays once are launched as a foreign machine's (own agent, language,
    // time zone, scale, window)
    const result = await recordSite({
      url: info.startUrl,
      name: demo!,
      steps: committed.steps,
      provider: committed.provider,
      mapping: committed.mapping,
      hostResolverRules: server.hostResolverRules,
      launch: FOREIGN_MACHINE,
      root: join(TMP, 'rerecorded'),
      force: true,
      trackerFile: TAG_FILE,
    });
    const report = result.replay?.report;
    expect(report?.error ?? null, report ? `first replay: ${report.error}` : 'no first replay').toBeNull();
    expect(report!.unmatched.map((u) => `[${u.step}] ${u.method} ${u.url}`), 'requests the new recording could not answer').toEqual([]);
    const pinned = (m: Meta) => ({ userAgent: m.userAgent, timezone: m.timezone, locale: m.locale, viewport: m.viewport });
    expect(pinned(result.meta), 'the new meta.json pins another environment than the committed one').toEqual(pinned(committed.meta));
    expect(result.golden, 'no golden written').not.toBeNull();
    const diff = describeDiff(diffEvents(committed.golden!.events, result.golden!));
    expect(diff, `${demo}: the golden recorded on a foreign machine differs from the committed one`).toEqual([]);
    const fresh = readFileSync(join(result.dir, 'golden.json'), 'utf8');
    expect(fresh === readFileSync(join(RECORDINGS, demo!, 'golden.json'), 'utf8'), 'golden.json is not byte-identical (same events, different text)').toBe(true);
  } finally {
    await server.close();
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  }
});
