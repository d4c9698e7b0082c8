// `record --from-har` without a browser: reading exports (errors with positions), pages → steps for the DevTools,
// Firefox and Safari shapes, what is left out and why, redaction and the files written (no replay: golden: false),
// and the command line's refusals. The replay of imported exports is harness/record-from-har.spec.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseExport, describeAnalysis, FromHarError, importHar, jsonErrorPosition, readExport } from './from-har.ts';
import { toDevToolsHar, toFirefoxHar } from './har-export-shapes-testing.ts';
import { EXIT } from '../../scripts/cli.ts';
import { REPO_ROOT, runScript } from '../../scripts/run-script.ts';

const LMPM = join(REPO_ROOT, 'recordings', 'lmpm');
const haveLmpm = existsSync(join(LMPM, 'recording.har'));

let tmp: string | null = null;
afterEach(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  tmp = null;
});
function temp(): string {
  tmp ??= mkdtempSync(join(tmpdir(), 'beacon-from-har-'));
  return tmp;
}
function write(name: string, content: unknown): string {
  const file = join(temp(), name);
  writeFileSync(file, typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content, null, 2));
  return file;
}
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof FromHarError) return e.message;
    throw e;
  }
  throw new Error('expected a FromHarError');
}

const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const H = (o: Record<string, string>) => Object.entries(o).map(([name, value]) => ({ name, value }));

/** A minimal entry as the exporters write it; `extra` overrides. */
function entry(method: string, url: string, status: number, body: string | null, mime: string, extra: Record<string, unknown> = {}, reqHeaders: Record<string, string> = {}): Record<string, unknown> {
  return {
    startedDateTime: '2026-03-02T10:00:00.000Z',
    request: { method, url, httpVersion: 'HTTP/1.1', headers: H({ 'User-Agent': UA, 'Accept-Language': 'fr-FR,fr;q=0.9', ...reqHeaders }), queryString: [], cookies: [], headersSize: -1, bodySize: 0 },
    response: { status, statusText: '', httpVersion: 'HTTP/1.1', headers: H({ 'Content-Type': mime }), cookies: [], content: { size: body === null ? 10 : body.length, mimeType: mime, ...(body === null ? {} : { text: body }) }, redirectURL: '', headersSize: -1, bodySize: -1 },
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: 5, receive: 1 },
    time: 6,
    ...extra,
  };
}

describe('reading an export', () => {
  it('locates JSON syntax errors (Node 20 gives no position)', () => {
    expect(jsonErrorPosition('{"a": [1, 2, {"b": null}], "c": "x"}')).toBe(-1);
    expect(jsonErrorPosition('{"a": 1,}')).toBe(8);
    expect(jsonErrorPosition('{"a": "x\ny"}')).toBe(8);
    expect(jsonErrorPosition('{"log": {"entries": [')).toBe(21);
    expect(jsonErrorPosition('{"a": tru}')).toBe(6);
  });

  it('refuses a missing file, a folder, a zip, text that is not JSON (with its line and column) and JSON that is not a HAR', () => {
    expect(refusal(() => readExport(join(temp(), 'nope.har')))).toMatch(/nope\.har: no such file/);
    expect(refusal(() => readExport(temp()))).toMatch(/is a folder/);
    expect(refusal(() => readExport(write('a.har', Buffer.from([0x50, 0x4b, 3, 4]))))).toMatch(/zip archive/);
    const bad = refusal(() => readExport(write('bad.har', '{\n  "log": {\n    "entries": [}\n}')));
    expect(bad).toMatch(/bad\.har is not JSON: at line 3, column 17 \(position 29\), near "}/);
    expect(refusal(() => readExport(write('cut.har', '{"log": {"entries": [{"request"')))).toMatch(/is not JSON: it ends early, at line 1, column 32/);
    expect(refusal(() => readExport(write('arr.har', [])))).toMatch(/arr\.har is not a HAR: its JSON is an array/);
    expect(refusal(() => readExport(write('nolog.har', { version: 1 })))).toMatch(/is not a HAR: it has no "log" object.*Save all as HAR with content/);
    expect(refusal(() => readExport(write('noentries.har', { log: { pages: [] } })))).toMatch(/is not a HAR: its "log" has no "entries" array/);
    // entries read.ts cannot use: its HarError, naming the entry and field
    expect(refusal(() => readExport(write('badentry.har', { log: { entries: [{ request: { method: 'GET', url: '/relative' }, response: { status: 200 } }] } })))).toMatch(/entry 0 .*request\.url.*not an absolute URL/);
  });

  it('refuses an export with no page navigation, saying how to export one', () => {
    const har = { log: { creator: { name: 'WebInspector', version: '537.36' }, entries: [entry('GET', 'https://a.example/api/x', 200, '{}', 'application/json', { _resourceType: 'xhr' })] } };
    expect(refusal(() => analyseExport(readExport(write('xhr.har', har))))).toMatch(/no page navigation found: the HAR holds 1 requests but no main-frame document.*Preserve log/);
  });
});

describe.skipIf(!haveLmpm)('DevTools and Firefox exports of the lmpm demo-site visit (har-export-shapes-testing.ts)', () => {
  it('DevTools: pages → goto steps; the production tracker, the cancelled and the bodiless entries are left out and named', () => {
    const a = analyseExport(readExport(write('devtools.har', toDevToolsHar(LMPM, { withoutBody: [11], aborted: [10], productionTracker: true }))));
    expect(a.flavour).toBe('devtools');
    expect(a.steps).toEqual([
      { name: 'open', goto: 'http://www.lmpm-demo.test/all-properties/?start=2027-01-09&end=2027-01-16&adults=2&children=0' },
      { name: 'goto-vacation-rentals-gulf-breeze-cottage', goto: 'http://www.lmpm-demo.test/vacation-rentals/gulf-breeze-cottage/?hub_property_id=aXRlbTo0MTI3&start-date=2027-01-02&end-date=2027-01-09' },
    ]);
    expect(a).toMatchObject({ pages: 2, production: 1, nonHttp: [], recordedAt: '2026-11-25T18:06:18.686Z', locale: 'en-US' });
    expect(a.kept).toHaveLength(10);
    expect(a.missing.map((m) => m.why)).toEqual([expect.stringMatching(/^status 0 \(net::ERR_ABORTED\)/), expect.stringMatching(/^no content\.text/)]);
    const text = describeAnalysis(a).join('\n');
    expect(text).toContain('2 page navigations found → 2 steps');
    expect(text).toContain('entries: 10 of 13 kept; left out: 1 of the production tracker, 2 without a response body, 0 not HTTP');
    expect(text).toMatch(/GET http:\/\/www\.lmpm-demo\.test\/wp-json\/lmpm\/v1\/properties\/4127\/property-items\/search\?start=2027-01-09.* \(no content\.text/);
  });

  it('Firefox: the same steps from one page for the whole visit (its default) or one per navigation, titled by the document', () => {
    const dev = analyseExport(readExport(write('devtools.har', toDevToolsHar(LMPM))));
    const ff = analyseExport(readExport(write('firefox.har', toFirefoxHar(LMPM, { withoutBody: [11] }))));
    expect(ff.flavour).toBe('firefox');
    expect(ff.pages).toBe(1);
    expect(ff.steps).toEqual(dev.steps);
    expect(ff.recordedAt).toBe('2026-11-25T18:06:18.686Z');
    expect(ff.missing).toHaveLength(1);
    expect(ff.kept).toHaveLength(11);
    const multi = analyseExport(readExport(write('firefox-multi.har', toFirefoxHar(LMPM, { multipage: true }))));
    expect(multi.pages).toBe(2);
    expect(multi.steps).toEqual(dev.steps);
    expect(multi.navigations.map((n) => n.title)).toEqual(['All Properties | Sandhaven Vacation Rentals', 'Gulf Breeze Cottage | Sandhaven Vacation Rentals']);
  });
});

describe('Safari and exports without resource types', () => {
  const safari = () => ({
    log: {
      version: '1.2',
      creator: { name: 'WebKit Web Inspector', version: '18.0' },
      pages: [
        { startedDateTime: '2026-03-02T10:00:00.000Z', id: 'page_0', title: 'https://www.villa.example/', pageTimings: { onContentLoad: 100, onLoad: 200 } },
        { startedDateTime: '2026-03-02T10:00:05.000Z', id: 'page_1', title: 'https://www.villa.example/book', pageTimings: {} },
        { startedDateTime: '2026-03-02T10:00:09.000Z', id: 'page_2', title: 'https://www.villa.example/thanks', pageTimings: {} },
        { startedDateTime: '2026-03-02T10:00:12.000Z', id: 'page_3', title: 'https://www.villa.example/cached', pageTimings: {} },
      ],
      entries: [
        // page 0: a redirect, then the document, an iframe, a logo (base64) and an XHR; Safari sends no Sec-Fetch-* here
        entry('GET', 'http://villa.example/?token=s3cr3tT0ken99', 301, '', 'text/html', { pageref: 'page_0', startedDateTime: '2026-03-02T10:00:00.100Z', response: { status: 301, statusText: 'Moved', headers: H({ Location: 'https://www.villa.example/' }), content: { size: 0, mimeType: 'text/html' }, redirectURL: 'https://www.villa.example/' }, _fetchType: 'Network Load' }),
        entry('GET', 'https://www.villa.example/', 200, '<html><title>Villa</title><input type="password" name="pw" value="hunter22"></html>', 'text/html', { pageref: 'page_0', startedDateTime: '2026-03-02T10:00:00.200Z', _fetchType: 'Network Load', _priority: 'high' }, { Cookie: 'sid=abc123def456' }),
        entry('GET', 'https://widget.example/frame.html', 200, '<html>frame</html>', 'text/html', { pageref: 'page_0', startedDateTime: '2026-03-02T10:00:00.400Z', _fetchType: 'Network Load' }, { Accept: 'text/html,*/*' }),
        entry('GET', 'https://www.villa.example/logo.png', 200, null, 'image/png', { pageref: 'page_0', startedDateTime: '2026-03-02T10:00:00.500Z', _fetchType: 'Memory Cache' }),
        entry('GET', 'https://www.villa.example/api/rates', 200, '{"rate":120}', 'application/json', { pageref: 'page_0', startedDateTime: '2026-03-02T10:00:01.000Z' }, { 'X-Requested-With': 'XMLHttpRequest', Authorization: 'Bearer abc.def.ghi' }),
        // page 1: a form POST
        entry('POST', 'https://www.villa.example/book', 200, '<html>booked</html>', 'text/html', { pageref: 'page_1', startedDateTime: '2026-03-02T10:00:05.100Z' }),
        // page 2: an ordinary GET
        entry('GET', 'https://www.villa.example/thanks', 200, '<html>thanks</html>', 'text/html', { pageref: 'page_2', startedDateTime: '2026-03-02T10:00:09.100Z' }),
        // page 3: answered from the browser cache (304, no body)
        entry('GET', 'https://www.villa.example/cached', 304, null, 'text/html', { pageref: 'page_3', startedDateTime: '2026-03-02T10:00:12.100Z' }),
        // a WebSocket and the production tracker's batch
        entry('GET', 'wss://www.villa.example/live', 101, null, '', { pageref: 'page_2', startedDateTime: '2026-03-02T10:00:09.500Z' }),
        entry('POST', 'https://collect.beacon-analytics.com/action', 200, '{}', 'application/json', { pageref: 'page_2', startedDateTime: '2026-03-02T10:00:09.600Z' }),
      ],
    },
  });
  // the logo, as Safari writes an image: base64
  const withLogo = () => {
    const h = safari();
    const logo = h.log.entries[3] as { response: { content: Record<string, unknown> } };
    logo.response.content = { size: 8, mimeType: 'image/png', text: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64'), encoding: 'base64' };
    return h;
  };

  it('pages titled by URL, documents found without resource types, a redirect chain as one step, frames, POSTs and cached pages named', () => {
    const a = analyseExport(readExport(write('safari.har', withLogo())));
    expect(a.flavour).toBe('safari');
    expect(a.steps).toEqual([
      { name: 'open', goto: 'http://villa.example/?token=%5BREDACTED%5D' },
      { name: 'goto-thanks', goto: 'https://www.villa.example/thanks' },
    ]);
    expect(a.navigations[0]).toMatchObject({ entry: 0, documentEntry: 1 });
    expect(a.notReplayable).toEqual([
      { entry: 5, url: 'https://www.villa.example/book', reason: expect.stringMatching(/^a POST form submission/) },
      { entry: 7, url: 'https://www.villa.example/cached', reason: expect.stringMatching(/no body in the export \(304 Not Modified without content/) },
    ]);
    expect(a.missing.map((m) => m.url)).toEqual(['https://www.villa.example/cached']);
    expect(a.nonHttp.map((n) => n.why)).toEqual([expect.stringMatching(/^a wss: URL/)]);
    expect(a.production).toBe(1);
    expect(a.base64).toBe(1);
    expect(a.locale).toBe('fr-FR');
    expect(a.userAgent).toBe(UA);
    expect(a.recordedAt).toBe('2026-03-02T10:00:00.000Z');
  });

  it('an image without its body is named, not served empty', () => {
    const a = analyseExport(readExport(write('safari.har', safari())));
    expect(a.missing.map((m) => [m.url, m.why])).toContainEqual(['https://www.villa.example/logo.png', expect.stringMatching(/^no content\.text/)]);
  });

  it('without pages: Sec-Fetch-Dest tells documents from frames', () => {
    const doc = (url: string, dest: string, t: string) => entry('GET', url, 200, '<html></html>', 'text/html', { startedDateTime: t }, { 'Sec-Fetch-Dest': dest, 'Sec-Fetch-Mode': 'navigate' });
    const har = { log: { entries: [doc('https://a.example/', 'document', '2026-01-01T00:00:01Z'), doc('https://b.example/frame', 'iframe', '2026-01-01T00:00:02Z'), doc('https://a.example/next', 'document', '2026-01-01T00:00:03Z')] } };
    const a = analyseExport(readExport(write('nopages.har', har)));
    expect(a.steps.map((s) => s.goto)).toEqual(['https://a.example/', 'https://a.example/next']);
  });

  it('writes the recording layout with secrets redacted (no replay)', async () => {
    const root = join(temp(), 'recordings');
    const r = await importHar({ file: write('safari.har', withLogo()), name: 'villa', provider: 'pageview-only', siteKey: 'villa', root, golden: false });
    const dir = join(root, 'villa');
    expect(readdirSync(dir).sort()).toEqual(['mapping.json', 'meta.json', 'recording.har', 'snapshots', 'steps.json']);
    expect(readdirSync(join(dir, 'snapshots'))).toEqual(['01-open.html', '02-goto-thanks.html']);
    expect(readFileSync(join(dir, 'snapshots', '01-open.html'), 'utf8')).toContain('value="[REDACTED]"');
    const har = readFileSync(join(dir, 'recording.har'), 'utf8');
    expect(har).not.toMatch(/s3cr3tT0ken99|abc123def456|abc\.def\.ghi/);
    expect(har).not.toContain('beacon-analytics.com');
    expect(JSON.parse(readFileSync(join(dir, 'steps.json'), 'utf8'))).toEqual(r.analysis.steps);
    expect(JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'))).toMatchObject({
      site: 'villa',
      // the page the visitor landed on after the first navigation's redirects (the install's host)
      startUrl: 'https://www.villa.example/',
      recordedAt: '2026-03-02T10:00:00.000Z',
      locale: 'fr-FR',
      timezone: 'UTC',
      userAgent: UA,
      browserVersion: 'WebKit Web Inspector 18.0',
      recorderVersion: 'beacon-har-import/1',
    });
    expect(JSON.parse(readFileSync(join(dir, 'mapping.json'), 'utf8'))).toEqual({ host: 'www.villa.example', provider: 'pageview-only', siteKey: 'villa', clientId: null, installId: null });
    expect(r.entries).toBe(7); // 10 minus the 304, the WebSocket and the production batch (the frame is kept)
    // an existing recording is refused without --force, replaced with it
    await expect(importHar({ file: write('safari.har', withLogo()), name: 'villa', provider: 'pageview-only', siteKey: 'villa', root, golden: false })).rejects.toThrow(/already exists: pass --force/);
    await importHar({ file: write('safari.har', withLogo()), name: 'villa', provider: 'pageview-only', siteKey: 'villa', root, golden: false, force: true });
  });
});

describe('the command line', () => {
  const TIMEOUT = 180_000; // each case starts tsx; the machine is shared
  it('--help documents --from-har', { timeout: TIMEOUT }, async () => {
    const run = await runScript('record.ts', ['--help']);
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toMatch(/npm run record -- --from-har <file\.har> --name <site> --provider <slug> --site-key <key>/);
    expect(run.stdout).toMatch(/Save all as HAR with content/);
  });

  it('refuses what it cannot use with exit 2, naming what to pass, and writes nothing', { timeout: TIMEOUT }, async () => {
    const root = join(temp(), 'recordings');
    mkdirSync(join(root, 'taken'), { recursive: true });
    const env = { BEACON_RECORDINGS: root };
    const har = write('x.har', { log: { entries: [] } });
    const noProvider = await runScript('record.ts', ['--from-har', har, '--name', 'villa'], env);
    expect(noProvider.code).toBe(EXIT.usage);
    expect(noProvider.stderr).toMatch(/--from-har needs --provider <slug> \(the adapter that reports this site, one of: .*lmpm.*\) and --site-key <key>/);
    const unknown = await runScript('record.ts', ['--from-har', har, '--name', 'villa', '--provider', 'nosuch', '--site-key', 'k'], env);
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.stderr).toMatch(/--provider nosuch: no such adapter/);
    // a siteKey no install record has (recordings/*/mapping.json, BEACON_MAPPINGS) is refused: README says so (issue 31)
    const unknownKey = await runScript('record.ts', ['--from-har', har, '--name', 'villa', '--provider', 'lmpm', '--site-key', 'lmpn'], env);
    expect(unknownKey.code).toBe(EXIT.usage);
    expect(unknownKey.stderr).toMatch(/--site-key lmpn: no install record has this siteKey \(recordings\/\*\/mapping\.json[^)]*\); similar: lmpm/);
    const missing = await runScript('record.ts', ['--from-har', join(temp(), 'gone.har'), '--name', 'villa', '--provider', 'lmpm', '--site-key', 'lmpm'], env);
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.stderr).toMatch(/gone\.har: no such file/);
    const taken = await runScript('record.ts', ['--from-har', har, '--name', 'taken', '--provider', 'lmpm', '--site-key', 'lmpm'], env);
    expect(taken.code).toBe(EXIT.usage);
    expect(taken.stderr).toMatch(/taken already exists: pass --force/);
    expect(readdirSync(root)).toEqual(['taken']);
  });
});
