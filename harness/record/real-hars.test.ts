// Issue 31's failure classes, without a browser, on the real exports of fixtures/real-hars/ (SOURCES.md) and on
// entries shaped as those exporters write them. Each of these failed on the import as it was before issue 31; the
// replays (hang, pages loaded repeatedly, CSP) are in harness/record-real-hars.spec.ts and
// harness/record-real-failures.spec.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseExport, describeAnalysis, FromHarError, importHar, readExport } from './from-har.ts';
import { HarMatcher } from '../har/matcher.ts';
import { guardStep, StallError } from '../replay/watchdog.ts';
import { invalidHeader } from '../replay/routing.ts';
import { productionBlocks, allowReplayTracker } from '../replay/csp.ts';
import { realHar as fixture, wikipediaWithDocuments } from './real-har-fixtures.ts';

let tmp: string | null = null;
afterEach(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  tmp = null;
});
function write(name: string, content: string | Buffer): string {
  tmp ??= mkdtempSync(join(tmpdir(), 'beacon-real-hars-'));
  const file = join(tmp, name);
  writeFileSync(file, content);
  return file;
}

describe('304 answers that carry their body', () => {
  it('are kept as answers: Firefox 111 and Chrome exports of mitmproxy.org keep their page (both were refused)', () => {
    for (const f of ['firefox/mitmproxy-org-firefox111.har', 'chrome/mitmproxy-org-chrome114.har']) {
      const a = analyseExport(readExport(fixture(f)));
      expect(a.steps.map((s) => s.goto), f).toEqual(['https://mitmproxy.org/']);
      expect(a.notReplayable, f).toEqual([]);
    }
  });

  it('are served as the 200 they stand for; a 304 without content still is not', () => {
    const x = readExport(fixture('firefox/mitmproxy-org-firefox111.har'));
    const doc = x.har.entries[0]!;
    expect(doc.status).toBe(304);
    const m = new HarMatcher({ file: null, creator: null, entries: [doc, { ...doc, url: 'https://mitmproxy.org/empty', responseBody: Buffer.alloc(0) }] });
    expect(m.match({ method: 'GET', url: 'https://mitmproxy.org/', body: null })).toMatchObject({ status: 200, statusText: 'OK', body: doc.responseBody });
    expect(m.match({ method: 'GET', url: 'https://mitmproxy.org/empty', body: null })).toBeNull();
  });
});

describe('exports without pages', () => {
  it('infer the navigations (Charles, Insomnia, mitmproxy, Fiddler 2 were refused with advice about "Preserve log")', () => {
    const cases: [string, string[]][] = [
      ['charles/mitmproxy-org-charles4.har', ['https://mitmproxy.org/?=']],
      ['insomnia/mitm-it-insomnia2022.har', ['http://mitm.it/']],
      ['mitmproxy/example-com-curl.har', ['https://example.com/']],
      // the beacon pictures' 302s (Accept */*, a Referer) are no navigations
      ['fiddler/cnn-fiddler2.har', ['http://www.cnn.com/']],
    ];
    for (const [f, pages] of cases) expect(analyseExport(readExport(fixture(f))).steps.map((s) => s.goto), f).toEqual(pages);
  });
});

describe('pages lost while the run said success', () => {
  it('documents the export left without a body are reported with their entry, never kept as empty pages', () => {
    let message = '';
    try {
      analyseExport(readExport(fixture('webpagetest/sitespeed-io-wpt217.har')));
    } catch (e) {
      if (!(e instanceof FromHarError)) throw e;
      message = e.message;
    }
    expect(message).toMatch(/http:\/\/www\.sitespeed\.io\/: its document has no body in the export \(content\.size is 0 but the response carried \d+ bytes/);
  });

  it('steps follow the visit (the order of its pages), not clocks that disagree (WebPagetest run 3 came first)', () => {
    const a = analyseExport(readExport(write('wpt.har', JSON.stringify(wikipediaWithDocuments()))));
    expect(a.navigations.map((n) => n.title)).toEqual([1, 2, 3].flatMap((run) => [`Run ${run}, First View for https://en.wikipedia.org/wiki/Main_Page`, `Run ${run}, Repeat View for https://en.wikipedia.org/wiki/Main_Page`]));
    expect(a.steps).toHaveLength(6);
  });

  it('a reload whose document is a 304 without content is answered with the page loaded before (Fiddler 4 lost it)', () => {
    const a = analyseExport(readExport(fixture('fiddler/harviewer-fiddler4.large.har')));
    expect(a.steps).toHaveLength(2);
    expect(a.reusedDocuments).toEqual([{ entry: 7, url: 'http://gitgrimbo.github.io/harviewer/issue-62/', from: 0 }]);
  });

  it('a page answered with another load\'s document has that document as its snapshot (the import wrote none: its own entry is not kept)', async () => {
    const cases: [string, number, { entry: number; from: number }[]][] = [
      ['fiddler/harviewer-fiddler4.large.har', 2, [{ entry: 7, from: 0 }]],
      // Chrome 51 kept the body of the third load only (a 304 with content): the first two are answered with it
      ['chrome/harviewer-chrome51.large.har', 3, [{ entry: 0, from: 18 }, { entry: 9, from: 18 }]],
    ];
    tmp ??= mkdtempSync(join(tmpdir(), 'beacon-real-hars-'));
    for (const [f, pages, reused] of cases) {
      const x = readExport(fixture(f));
      const r = await importHar({ file: fixture(f), name: f.split('/')[0]!, provider: 'pageview-only', siteKey: 'harviewer', root: join(tmp, 'rec'), golden: false });
      expect(r.analysis.reusedDocuments.map(({ entry, from }) => ({ entry, from })), f).toEqual(reused);
      const snapshots = readdirSync(join(r.dir, 'snapshots')).sort();
      expect(snapshots, f).toEqual(r.analysis.steps.map((s, k) => `${String(k + 1).padStart(2, '0')}-${s.name}.html`));
      expect(snapshots, f).toHaveLength(pages);
      const html = x.har.entries[reused[0]!.from]!.responseBody.toString('utf8');
      for (const s of snapshots) expect(readFileSync(join(r.dir, 'snapshots', s), 'utf8'), `${f} ${s}`).toBe(html);
    }
  });
});

describe('smaller things', () => {
  it('a UTF-16 file (with or without its byte order mark) is read, not called cut short', () => {
    const text = readFileSync(fixture('firebug/multiple-pages-firebug17.har'), 'utf8');
    for (const buf of [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), Buffer.from(text, 'utf16le'), Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])]) {
      expect(analyseExport(readExport(write('utf16.har', buf))).steps).toHaveLength(3);
    }
  });

  it('Latin-1 text bodies are served as the bytes the site sent, and their snapshot reads right', async () => {
    const html = '<html><head><title>Café à Noël</title></head><body>Été</body></html>';
    const har = { log: { creator: { name: 'Fiddler', version: '4.6' }, entries: [{ startedDateTime: '2016-01-01T00:00:00Z', request: { method: 'GET', url: 'http://latin.example/', headers: [] }, response: { status: 200, headers: [{ name: 'Content-Type', value: 'text/html; charset=ISO-8859-1' }], content: { size: html.length, mimeType: 'text/html; charset=ISO-8859-1', text: html } } }] } };
    const x = readExport(write('latin.har', JSON.stringify(har)));
    expect(x.har.entries[0]!.responseBody).toEqual(Buffer.from(html, 'latin1'));
    expect(describeAnalysis(analyseExport(x)).join('\n')).toContain('1 text bodies served in their own charset');
    tmp ??= mkdtempSync(join(tmpdir(), 'beacon-real-hars-'));
    const r = await importHar({ file: write('latin.har', JSON.stringify(har)), name: 'latin', provider: 'pageview-only', siteKey: 'latin', root: join(tmp, 'rec'), golden: false });
    expect(readFileSync(join(r.dir, 'snapshots', '01-open.html'), 'utf8')).toContain('Café à Noël');
  });

  it('secrets redacted in recording.har are not printed in the summary either', () => {
    const doc = { startedDateTime: '2026-01-01T00:00:00Z', request: { method: 'GET', url: 'https://s.example/', headers: [] }, response: { status: 200, headers: [], content: { size: 20, mimeType: 'text/html', text: '<html>hello</html>' } } };
    const gone = { startedDateTime: '2026-01-01T00:00:01Z', request: { method: 'GET', url: 'https://s.example/api?access_token=s3cr3tT0ken99&x=1', headers: [] }, response: { status: 200, headers: [], content: { size: 40, mimeType: 'application/json' } } };
    const lines = describeAnalysis(analyseExport(readExport(write('s.har', JSON.stringify({ log: { entries: [doc, gone] } })))));
    expect(lines.join('\n')).toContain('access_token=%5BREDACTED%5D');
    expect(lines.join('\n')).not.toContain('s3cr3tT0ken99');
  });

  it('exporters are named for what they are: WebPagetest is not Chrome DevTools, Fiddler, IE11, Firebug, Charles', () => {
    const names: [string, string][] = [
      ['fiddler/cnn-fiddler2.har', 'Fiddler'],
      ['charles/mitmproxy-org-charles4.har', 'Charles Proxy'],
      ['firebug/multiple-pages-firebug17.har', 'Firebug'],
      ['ie/harviewer-ie11.large.har', 'Internet Explorer'],
      ['playwright/har-fulfill-recordhar.har', 'Playwright'],
      ['chrome/mitmproxy-org-chrome114.har', 'Chrome DevTools'],
      ['webpagetest/sitespeed-io-wpt217.har', 'WebPagetest'],
      ['edge/httpbin-org-edge13.har', 'Microsoft Edge F12 Developer Tools'],
    ];
    for (const [f, name] of names) expect(readExport(fixture(f)).exporterName, f).toBe(name);
  });
});

describe('Microsoft Edge (EdgeHTML) F12 exports', () => {
  const EDGE = 'edge/httpbin-org-edge13.har';

  it('binary bodies written as base64 without content.encoding are served as their bytes (the PNG was its base64 text)', () => {
    const x = readExport(fixture(EDGE));
    const png = x.har.entries[8]!;
    expect(png.url).toBe('http://httpbin.org/image/png');
    expect(png.responseBody.length).toBe(8090); // content.size; its text is 10788 base64 characters
    expect(png.responseBody.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(x.unmarkedBase64).toEqual([8]);
    expect(describeAnalysis(analyseExport(x)).join('\n')).toContain('1 with base64 bodies, decoded; 1 of them binary bodies the exporter wrote as base64 without content.encoding');
  });

  it('text, SVG, and base64-looking text of another length are left as written', () => {
    const b64 = Buffer.from('not really an image at all').toString('base64');
    const doc = { startedDateTime: '2016-04-24T15:00:00Z', request: { method: 'GET', url: 'http://e.example/', headers: [] }, response: { status: 200, headers: [], content: { size: 20, mimeType: 'text/html', text: '<html><p>hi</p></html>' } } };
    const res = (path: string, mimeType: string, text: string, size: number) => ({ startedDateTime: '2016-04-24T15:00:01Z', request: { method: 'GET', url: `http://e.example/${path}`, headers: [] }, response: { status: 200, headers: [], content: { size, mimeType, text } } });
    const har = { log: { creator: { name: 'F12 Developer Tools', version: '' }, entries: [doc, res('a.txt', 'text/plain', b64, 26), res('b.svg', 'image/svg+xml', b64, 26), res('c.png', 'image/png', b64, 25), res('d.png', 'image/png', b64, 26)] } };
    const x = readExport(write('edge.har', JSON.stringify(har)));
    expect(x.har.entries.slice(1, 4).map((e) => e.responseBody.toString('utf8'))).toEqual([b64, b64, b64]);
    expect(x.har.entries[4]!.responseBody.toString('utf8')).toBe('not really an image at all');
    expect(x.unmarkedBase64).toEqual([4]);
  });

  it('a navigation answered 204 No Content is no page (it was reported as a page lost)', () => {
    const a = analyseExport(readExport(fixture(EDGE)));
    expect(a.steps.map((s) => s.goto)).toEqual(['http://httpbin.org/encoding/utf8', 'http://httpbin.org/forms/post']);
    expect(a.notReplayable).toEqual([]);
    expect(a.notPages).toEqual([{ entry: 4, url: 'http://httpbin.org/status/204', status: 204 }]);
    const summary = describeAnalysis(a).join('\n');
    expect(summary).toContain('entry 4 http://httpbin.org/status/204: answered 204 No Content, so the browser stayed on the page before: no page, no step');
    expect(summary).not.toContain('PAGE LOST');
  });
});

describe('the replay watchdog and what hung it', () => {
  it('a step that stops making progress ends with an error naming the recording, the step and what it waits for', async () => {
    const never = new Promise<never>(() => {});
    const error = await guardStep('goto-wiki', never, { stallMs: 200, progress: () => 1, waitingFor: () => 'GET https://en.wikipedia.org/wiki/Main_Page', recording: 'recordings/wiki' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StallError);
    expect((error as Error).message).toBe('replay of recordings/wiki made no progress for 0 s real time in step "goto-wiki": waiting for GET https://en.wikipedia.org/wiki/Main_Page');
  });

  it('a step that keeps moving is not cut short', async () => {
    let n = 0;
    const timer = setInterval(() => n++, 20);
    const done = new Promise<string>((r) => setTimeout(() => r('done'), 600));
    await expect(guardStep('slow', done, { stallMs: 200, progress: () => n, waitingFor: () => '', recording: 'r' })).resolves.toBe('done');
    clearInterval(timer);
  });

  it('a response header the browser would refuse (WebPagetest wrote a cookie as a header name) is named', () => {
    const x = readExport(fixture('webpagetest/wikipedia-wpt217-six-runs.large.har'));
    const bad = x.har.entries[0]!.responseHeaders.filter((h) => invalidHeader(h.name, h.value));
    expect(bad.map((h) => h.name)).toEqual([expect.stringMatching(/^WMF-Last-Access=29-Aug-2015;Path=\/;HttpOnly/)]);
    expect(invalidHeader('Set-Cookie', 'a=b')).toBeNull();
    expect(invalidHeader('X-A', 'a\r\nb')).toMatch(/line break/);
  });
});

describe('Content-Security-Policy and the embed tag', () => {
  it('says which directive to extend, and lets the replay load the tracker', () => {
    expect(productionBlocks("default-src 'self'")).toEqual({ extend: ['default-src https://cdn.beacon-analytics.com', 'default-src https://collect.beacon-analytics.com'] });
    expect(productionBlocks("script-src 'self' https://cdn.beacon-analytics.com; connect-src *")).toBeNull();
    expect(productionBlocks("script-src 'nonce-abc' 'strict-dynamic'; connect-src 'self'")).toEqual({ extend: ['script-src https://cdn.beacon-analytics.com', 'connect-src https://collect.beacon-analytics.com'] });
    expect(allowReplayTracker("default-src 'self'; img-src *", 'https://cdn.beacon-analytics.com', 'https://collect.beacon.test')).toBe(
      "default-src 'self' https://cdn.beacon-analytics.com https://collect.beacon.test; img-src *",
    );
  });
});
