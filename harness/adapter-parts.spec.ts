// The all-sites two-part tag loads its site's adapter as a part of its own (tracker/build/adapter-parts.mjs,
// ARCHITECTURE.md "Light on the host page"): replaying recordings with dist/tag/tracker.js instead of the one-script
// bundle gives their goldens, with no unmatched request. The sites: hostfully (JSONP callbacks watched from the
// tag's evaluation, before its part has loaded), shared-domain (a resolver's part, then the picked install's),
// homey (the Homey and WooCommerce family helpers, copied into its part, and the upload part), streamline (the
// Streamline family), mews-like (the kit's once-per-reservation ids, in the session store the main part publishes).
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeDiff } from './golden/diff.ts';
import { ROOT } from './replay/build.ts';
import { runSite } from './replay/run.ts';
import { mainHash, mainOf } from './replay/tracker-main.ts';

const TAG = join(ROOT, 'dist', 'tag', 'tracker.js');
const SITES = ['hostfully', 'shared-domain', 'homey', 'streamline', 'mews-like'];

test('the all-sites main part holds no platform adapter and asks for each part by its hash', () => {
  const main = readFileSync(mainOf(TAG), 'utf8');
  const parts = readdirSync(join(ROOT, 'dist', 'tag')).filter((n) => /^tracker\.adapter\.[a-z0-9-]+\.js$/.test(n));
  expect(parts.length, 'one part per platform adapter').toBeGreaterThan(40);
  for (const name of parts) {
    const slug = name.slice('tracker.adapter.'.length, -'.js'.length);
    const code = readFileSync(join(ROOT, 'dist', 'tag', name));
    // the baked map slug -> hash (terser leaves a key unquoted where it can)
    const asked = new RegExp(`(^|[{,])"?${slug}"?:"([0-9a-f]{10})"`).exec(main);
    expect(asked && asked[2], `the main part asks for ${name} by its hash`).toBe(mainHash(code));
    // the adapter's spec (`slug:"…"`, or a provider's `name:"…"`) is in its part only
    const spec = new RegExp(`\\b(slug|name):"${slug}"`);
    expect(spec.test(main), `${slug}'s adapter is left out of the main part`).toBe(false);
    expect(spec.test(code.toString('utf8')), `${slug}'s part holds its adapter`).toBe(true);
  }
});

for (const site of SITES) {
  test(`the all-sites two-part tag replays ${site} green`, async ({ browser }) => {
    test.setTimeout(120_000);
    const dir = join(ROOT, 'recordings', site);
    const r = (await runSite(browser, dir, { trackerSource: readFileSync(TAG) })).report;
    expect(r.error).toBeNull();
    expect(r.unmatched.map((u) => `[${u.step}] ${u.method} ${u.url}`)).toEqual([]);
    expect(describeDiff(r.diff), `${site}: events with the all-sites two-part tag differ from golden.json`).toEqual([]);
  });
}
