// The all-sites two-part tag loads its site's adapter as a part of its own (tracker/build/adapter-parts.mjs,
// ARCHITECTURE.md "Light on the host page"): the main part holds no adapter and no list of them, and asks for a
// part by its provider's name and the parts' hash.
// Replays with the tag and its parts are golden.spec.ts's own (every recording; among them hostfully: JSONP callbacks
// watched from the tag's evaluation, before its part has loaded; shared-domain: a resolver's part, then the picked
// install's; homey: the family helpers copied into its part, and the upload part; streamline; mews-like: the kit's
// once-per-reservation ids in the session store the main part publishes; ferieby: site-generic's part loads the
// conversion part for impact.com's conversion call).
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './replay/build.ts';
import { adapterPartsHash, findPart, mainHash, mainOf } from './replay/tracker-main.ts';

const TAG = join(ROOT, 'dist', 'tag', 'tracker.js');

test('the all-sites main part holds no platform adapter and asks for each part by the hash of the parts as built', () => {
  const main = readFileSync(mainOf(TAG), 'utf8');
  const parts = readdirSync(join(ROOT, 'dist', 'tag')).filter((n) => /^tracker\.adapter\.[a-z0-9-]+\.js$/.test(n));
  expect(parts.length, 'one part per platform adapter').toBeGreaterThan(40);
  const hash = adapterPartsHash(parts.map((name) => ({ file: name, hash: mainHash(readFileSync(join(ROOT, 'dist', 'tag', name))) })));
  // the baked `?v=` of every part: one string of 10 hex characters, the parts' hash
  expect(main, 'the main part asks for its adapter parts by their hash').toContain(`"${hash}"`);
  // no list of the parts: a part is asked for by its provider's name (core/registry.ts registerParts), so no string
  // of the main part names more than a few adapter slugs
  const names = parts.map((name) => name.slice('tracker.adapter.'.length, -'.js'.length));
  const strings = [...main.matchAll(/"([^"\\]{2,2000})"/g)].map((m) => m[1]);
  const most = Math.max(0, ...strings.map((text) => names.filter((n) => text.split(/[^a-z0-9-]/).includes(n)).length));
  expect(most, 'a string of the main part lists the adapter parts').toBeLessThan(4);
  expect(main, 'the main part builds a part\'s name from the provider\'s').toContain('adapter.');
  for (const name of parts) {
    const slug = name.slice('tracker.adapter.'.length, -'.js'.length);
    const code = readFileSync(join(ROOT, 'dist', 'tag', name));
    expect(findPart(hash, name)?.equals(code), `the replay serves ${name} for its hash`).toBe(true);
    // the adapter's spec (`slug:"…"`, or a provider's `name:"…"`) is in its part only
    const spec = new RegExp(`\\b(slug|name):"${slug}"`);
    expect(spec.test(main), `${slug}'s adapter is left out of the main part`).toBe(false);
    expect(spec.test(code.toString('utf8')), `${slug}'s part holds its adapter`).toBe(true);
  }
  // one hash for the set: another set's (a part changed) finds nothing
  expect(findPart('0000000000', parts[0])).toBeNull();
});

