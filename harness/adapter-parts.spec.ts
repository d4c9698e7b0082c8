// The all-sites two-part tag loads its site's adapter as a part of its own (tracker/build/adapter-parts.mjs,
// ARCHITECTURE.md "Light on the host page"): the main part holds no adapter and asks for each part by its hash.
// Replays with the tag and its parts are golden.spec.ts's own (every recording; among them hostfully: JSONP callbacks
// watched from the tag's evaluation, before its part has loaded; shared-domain: a resolver's part, then the picked
// install's; homey: the family helpers copied into its part, and the upload part; streamline; mews-like: the kit's
// once-per-reservation ids in the session store the main part publishes).
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './replay/build.ts';
import { mainHash, mainOf } from './replay/tracker-main.ts';

const TAG = join(ROOT, 'dist', 'tag', 'tracker.js');

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

