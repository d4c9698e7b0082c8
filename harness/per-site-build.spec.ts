// Per-site bundles (npm run build -- --site <key>): the core and only that site's adapter(s) and mappings. For three
// recordings, build their site's pair (tag script + main part) and replay the recording with it instead of
// dist/tracker.js: no unmatched request, no difference from golden.json. The bundle must leave the other adapters out.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeDiff } from './golden/diff.ts';
import { readRecording } from './recording/layout.ts';
import { ROOT } from './replay/build.ts';
import { runSite } from './replay/run.ts';
import { mainHash, mainOf } from './replay/tracker-main.ts';

const SITES = ['homey', 'lodgify-like', 'supercontrol'];

/** Builds dist/sites/<key>.js and <key>.main.js as the collection service's build would (the harness uses the
 * tracker as built): the tag script, and the main part it loads (the replay serves the one of its hash). */
function buildSite(key: string): { tag: Buffer; main: Buffer } {
  execFileSync('npm', ['run', '--silent', 'build', '--', '--site', key], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const tag = join(ROOT, 'dist', 'sites', `${key}.js`);
  return { tag: readFileSync(tag), main: readFileSync(mainOf(tag)) };
}

test.describe.configure({ mode: 'serial' });

for (const site of SITES) {
  test(`per-site bundle replays ${site} green`, async ({ browser }) => {
    test.setTimeout(360_000);
    const dir = join(ROOT, 'recordings', site);
    const { meta } = readRecording(dir);
    const { tag, main } = buildSite(meta.siteKey as string);
    expect(tag.toString('utf8'), 'the tag asks for its own main part').toContain(`?v=${mainHash(main)}`);
    const code = main.toString('utf8');
    expect(code, 'its own adapter is in the bundle').toContain(`"${meta.provider}"`);
    for (const other of SITES.filter((s) => s !== site)) expect(code, `${other}'s adapter is left out`).not.toContain(`"${other}"`);
    const run = await runSite(browser, dir, { trackerSource: tag });
    const r = run.report;
    expect(r.error).toBeNull();
    expect(r.unmatched.map((u) => `[${u.step}] ${u.method} ${u.url}`)).toEqual([]);
    expect(describeDiff(r.diff), `${site}: events with the per-site bundle differ from golden.json`).toEqual([]);
  });
}
