// The other deliveries than the all-sites tag (which golden.spec replays every recording with), on one recording
// of each adapter family: the all-sites one-script bundle (dist/tracker.js) and the site's per-site pair
// (npm run build:recordings -- --site <key>: dist/tag/sites/<key>.js + <key>.main.js, and the upload part the main
// part loads on upload pages, <key>.upload.js), and for the first site its per-site one-script bundle
// (dist/sites/<key>.js) too: no unmatched request, no difference from golden.json. A per-site bundle must leave the
// other adapters out.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeDiff } from './golden/diff.ts';
import { FAMILY_RECORDINGS } from './family-recordings.ts';
import { readRecording } from './recording/layout.ts';
import { startRecord } from './recording/mapping.ts';
import { ROOT } from './replay/build.ts';
import { runSite } from './replay/run.ts';
import { mainHash, mainOf, uploadOf } from './replay/tracker-main.ts';

const SITES: readonly string[] = FAMILY_RECORDINGS;

/** Builds dist/sites/<key>.js and its two-part tag as the collection service's build would (the harness uses the
 * tracker as built): the one-script bundle, the tag script and the main part it loads (the replay serves the one
 * of its hash). */
function buildSite(key: string, { pair = true, whole = true } = {}): { whole: Buffer; tag: Buffer; main: Buffer; upload: Buffer } {
  const env = { ...process.env, BEACON_PAIR: pair ? '1' : '0', BEACON_ONE_SCRIPT: whole ? '1' : '0' };
  execFileSync('npm', ['run', '--silent', 'build:recordings', '--', '--site', key], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const tag = join(ROOT, 'dist', 'tag', 'sites', `${key}.js`);
  const none = Buffer.alloc(0);
  return {
    whole: whole ? readFileSync(join(ROOT, 'dist', 'sites', `${key}.js`)) : none,
    ...(pair ? { tag: readFileSync(tag), main: readFileSync(mainOf(tag)), upload: readFileSync(uploadOf(tag)) } : { tag: none, main: none, upload: none }),
  };
}

test.describe.configure({ mode: 'serial' });

for (const site of SITES) {
  test(`per-site bundle replays ${site} green`, async ({ browser }) => {
    test.setTimeout(360_000);
    const dir = join(ROOT, 'recordings', site);
    const { meta, mapping, provider } = readRecording(dir);
    const first = site === SITES[0];
    const { whole, tag, main, upload } = buildSite(startRecord(mapping, meta.startUrl).siteKey as string, { whole: first });
    if (first) {
      expect(tag.toString('utf8'), 'the tag asks for its own main part').toContain(`?v=${mainHash(main)}`);
      // the page upload is a part of its own, loaded by the main part on upload pages (the golden has one)
      expect(main.toString('utf8'), 'the main part asks for its own upload part').toContain(`"upload","${mainHash(upload)}"`);
      expect(main.toString('utf8'), 'the body walk is in the upload part, not the main part').not.toContain(';base64,');
      expect(upload.toString('utf8')).toContain(';base64,');
      expect(readFileSync(join(dir, 'golden.json'), 'utf8'), 'the pair replays an upload').toContain('"page_upload"');
      // its adapter watches no JSONP callback: its tag carries no JSONP observer (tracker/build/two-part.mjs); the
      // all-sites tag, whose hostfully adapter does, carries it
      expect(tag.toString('utf8'), 'no JSONP observer in a tag whose adapters watch no callback').not.toContain('MutationObserver');
      expect(readFileSync(join(ROOT, 'dist', 'tag', 'tracker.js'), 'utf8'), 'the all-sites tag watches JSONP').toContain('MutationObserver');
    }
    for (const [what, code] of [...(first ? [['one-script bundle', whole.toString('utf8')]] : []), ['main part', main.toString('utf8')]]) {
      expect(code, `its own adapter is in the ${what}`).toContain(`"${provider}"`);
      for (const other of SITES.filter((s) => s !== site)) expect(code, `${other}'s adapter is left out of the ${what}`).not.toContain(`"${other}"`);
    }
    const deliveries = [['all-sites one-script bundle', readFileSync(join(ROOT, 'dist', 'tracker.js'))], ['per-site two-part tag', tag], ...(first ? [['per-site one-script bundle', whole] as const] : [])] as const;
    for (const [what, trackerSource] of deliveries) {
      const r = (await runSite(browser, dir, { trackerSource })).report;
      expect(r.error, what).toBeNull();
      expect(r.unmatched.map((u) => `[${u.step}] ${u.method} ${u.url}`), what).toEqual([]);
      expect(describeDiff(r.diff), `${site}: events with the ${what} differ from golden.json`).toEqual([]);
    }
  });
}

test('a per-site build whose mappings ask for no conversion tracker carries none; the all-sites one does', () => {
  test.setTimeout(180_000);
  const { whole } = buildSite('site-generic-e', { pair: false });
  expect(whole.toString('utf8'), 'site-generic-e asks for no conversion tracker').not.toContain('trackConversion');
  expect(whole.toString('utf8'), 'its adapter is there').toContain('"site-generic"');
  expect(readFileSync(join(ROOT, 'dist', 'tracker.js'), 'utf8'), 'ferieby (baked in the all-sites bundle) asks for one').toContain('trackConversion');
});

test('a per-site pair whose site asks for the conversion tracker loads it as a part of its own, on the page that converts', async ({ page }) => {
  test.setTimeout(180_000);
  const { main } = buildSite('ferieby', { whole: false });
  const conversion = readFileSync(join(ROOT, 'dist', 'tag', 'sites', 'ferieby.conversion.js'));
  expect(main.toString('utf8'), "impact.com's call is not in the main part").not.toContain('trackConversion');
  expect(conversion.toString('utf8')).toContain('trackConversion');
  expect(main.toString('utf8'), 'the main part asks for its own conversion part').toContain(`"${mainHash(conversion)}"`);
  // ferieby's booking page as its install record reads it (recordings/ferieby/mapping.json), with impact.com's UTT
  // queue and the per-site tag; the tag's files come from dist/tag/ as the CDN serves them
  const asked: string[] = [];
  await page.route('https://cdn.beacon-analytics.com/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    asked.push(path);
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(ROOT, 'dist', 'tag', path)) });
  });
  await page.route('https://collect.beacon-analytics.com/**', (route) => route.fulfill({ contentType: 'application/json', body: '{}' }));
  const booking = { booking: { nummer: 'KF-30417', husnavn: 'Klitrosen', total: 8310, linjer: [{ tekst: 'Leje', beloeb: 8400 }] } };
  await page.route('http://www.ferieby-demo.test/**', (route) =>
    new URL(route.request().url()).pathname === '/api/booking'
      ? route.fulfill({ contentType: 'application/json', body: JSON.stringify(booking) })
      : route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><script>window.ire=window.ire||function(){(window.ire.a=window.ire.a||[]).push(arguments)};</script>
<script src="https://cdn.beacon-analytics.com/sites/ferieby.js"></script><h1>Klitrosen</h1>
<button id="book" onclick="fetch('/api/booking',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'hus=118&ankomst=2027-07-10&afrejse=2027-07-17&voksne=2&email=m%40example.dk'})">Book</button>`,
        }),
  );
  await page.goto('http://www.ferieby-demo.test/booking');
  await expect.poll(() => asked.some((p) => p.endsWith('/ferieby.main.js')), 'the main part loaded').toBe(true);
  expect(asked.filter((p) => p.endsWith('.conversion.js')), 'no conversion part before a conversion').toEqual([]);
  await page.click('#book');
  const calls = () => page.evaluate(() => ((window as unknown as { ire: { a?: ArrayLike<unknown>[] } }).ire.a ?? []).map((a) => Array.from(a)[0]));
  await expect.poll(calls, { message: "the page's ire() gets impact.com's conversion" }).toEqual(['trackConversion']);
  expect(asked.filter((p) => p.endsWith('.conversion.js'))).toEqual(['/sites/ferieby.conversion.js']);
});
