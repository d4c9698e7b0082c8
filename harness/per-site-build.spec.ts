// Per-site bundles (npm run build -- --site <key>): the core and only that site's adapter(s) and mappings. For three
// recordings, build their site's bundle and replay the recording with it instead of dist/tracker.js: no unmatched
// request, no difference from golden.json. The bundle must also leave the other adapters out.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeDiff } from './golden/diff.ts';
import { readRecording } from './recording/layout.ts';
import { ROOT } from './replay/build.ts';
import { runSite } from './replay/run.ts';

const SITES = ['homey', 'lodgify-like', 'supercontrol'];

/** Builds dist/sites/<key>.js as the collection service's build would (the harness uses the tracker as built). */
function buildSite(key: string): Buffer {
  execFileSync('npm', ['run', '--silent', 'build', '--', '--site', key], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return readFileSync(join(ROOT, 'dist', 'sites', `${key}.js`));
}

test.describe.configure({ mode: 'serial' });

for (const site of SITES) {
  test(`per-site bundle replays ${site} green`, async ({ browser }) => {
    test.setTimeout(360_000);
    const dir = join(ROOT, 'recordings', site);
    const { meta } = readRecording(dir);
    const source = buildSite(meta.siteKey as string);
    const code = source.toString('utf8');
    expect(code, 'its own adapter is in the bundle').toContain(`"${meta.provider}"`);
    for (const other of SITES.filter((s) => s !== site)) expect(code, `${other}'s adapter is left out`).not.toContain(`"${other}"`);
    const run = await runSite(browser, dir, { trackerSource: source });
    const r = run.report;
    expect(r.error).toBeNull();
    expect(r.unmatched.map((u) => `[${u.step}] ${u.method} ${u.url}`)).toEqual([]);
    expect(describeDiff(r.diff), `${site}: events with the per-site bundle differ from golden.json`).toEqual([]);
  });
}
