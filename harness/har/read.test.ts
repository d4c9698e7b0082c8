import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HarError, parseHar, readHar } from './read.ts';
import { filterHar, stringifyHar, writeHar } from './write.ts';
import { thrown } from '../testing.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => join(FIXTURES, `${name}.har`);

let tmp: string | null = null;
afterEach(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  tmp = null;
});
function tempFile(name: string, content: string | Buffer): string {
  tmp ??= mkdtempSync(join(tmpdir(), 'beacon-har-'));
  const file = join(tmp, name);
  writeFileSync(file, content);
  return file;
}

const harError = (fn: () => unknown) => thrown(fn, HarError);

describe('readHar: Playwright', () => {
  const har = readHar(fixture('playwright'));
  it('reads every entry into the internal shape', () => {
    expect(har.creator).toEqual({ name: 'Playwright', version: '1.49.0' });
    expect(har.entries).toHaveLength(8);
    const post = har.entries[1]!;
    expect(post).toMatchObject({
      method: 'POST',
      url: 'https://www.homey-demo.test/wp-admin/admin-ajax.php?_=1732000000123',
      requestBody: 'action=homey_half_map&arrive=2025-01-10&depart=2025-01-12&guests=2&security=a1b2c3d4e5',
      requestMimeType: 'application/x-www-form-urlencoded; charset=UTF-8',
      status: 200,
      statusText: 'OK',
      redirectURL: '',
      resourceType: null,
      startedDateTime: '2024-11-19T07:06:40.500Z',
    });
    expect(post.requestHeaders).toContainEqual({ name: 'X-Requested-With', value: 'XMLHttpRequest' });
    expect(har.entries[0]!.requestBody).toBeNull();
  });
  it('decodes base64 bodies and keeps redirect and failure entries', () => {
    expect(har.entries[6]!.responseBody.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(har.entries[4]).toMatchObject({ status: 302, redirectURL: 'https://www.homey-demo.test/thank-you/?reservation=R-1' });
    expect(har.entries[7]).toMatchObject({ status: -1 });
    expect(har.entries[7]!.responseBody.length).toBe(0);
  });
});

describe('readHar: Chrome DevTools', () => {
  const har = readHar(fixture('devtools'));
  it('keeps _resourceType and reads postData text, base64 content and params-only form bodies', () => {
    expect(har.entries.map((e) => e.resourceType)).toEqual(['document', 'xhr', 'fetch', 'document', 'document', 'xhr', 'image', 'script']);
    expect(JSON.parse(har.entries[2]!.responseBody.toString('utf8'))).toEqual({ data: { total: 512.5, currency: 'USD' } });
    expect(har.entries[5]!.requestBody).toBe('bedrooms=2&sleeps=4&area=Blue%20Ridge');
    expect(har.entries[1]!.requestBody).toContain('action=streamlinecore-api-request&params=%7B%22methodName');
    expect(har.entries[3]!.requestBody).toContain('Content-Disposition: form-data; name="unit_id"');
  });
  it('keeps HTTP/2 pseudo headers as recorded (the matcher drops them when serving)', () => {
    expect(har.entries[0]!.requestHeaders[0]).toEqual({ name: ':authority', value: 'www.streamline-demo.test' });
  });
});

describe('readHar: Firefox', () => {
  const har = readHar(fixture('firefox'));
  it('fills in the optional fields Firefox leaves out', () => {
    const sparse = har.entries[1]!;
    expect(sparse).toMatchObject({ method: 'POST', status: 200, statusText: '', redirectURL: '', resourceType: null });
    expect(sparse.requestBody).toContain('"nonce":"abc123xyz9"');
    expect(har.entries[2]!.requestBody).toBe('unit=5&nights=3');
    expect(har.entries[4]!.responseBody.length).toBe(0);
  });
  it('decodes content.encoding base64, text and binary alike', () => {
    expect(har.entries[0]!.responseBody.toString('utf8')).toBe('{"unit":5,"nightly":180}');
    expect(har.entries[5]!.responseBody.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  });
});

describe('readHar: malformed HARs', () => {
  it('names the file, the entry and the field, and says what to do', () => {
    const file = fixture('malformed');
    const e = harError(() => readHar(file));
    expect(e.file).toBe(file);
    expect(e.entry).toBe(1);
    expect(e.field).toBe('request.url');
    expect(e.message).toContain(file);
    expect(e.message).toContain('entry 1 (log.entries[1])');
    expect(e.message).toContain('request.url');
    expect(e.message).toMatch(/npm run record/);
  });

  it('rejects text that is not JSON, a zip, and a document without log.entries', () => {
    expect(harError(() => readHar(tempFile('a.har', '{"log": {'))).message).toMatch(/a\.har: is not valid JSON .*Save it again as HAR 1\.2/);
    // a recording's HAR: the hint names the recording, so the command can be pasted as it is
    mkdirSync(join(tmp!, 'sea-breeze'));
    expect(harError(() => readHar(tempFile('sea-breeze/recording.har', '{"log": {'))).message).toMatch(/`npm run record -- <url> --name sea-breeze --force`/);
    expect(harError(() => readHar(tempFile('b.har', Buffer.from('PK\x03\x04rest')))).message).toContain('zip archive');
    const noEntries = harError(() => readHar(tempFile('c.har', '{"log": {"version": "1.2"}}')));
    expect(noEntries.field).toBe('log.entries');
    expect(noEntries.entry).toBeNull();
    expect(harError(() => readHar(join(FIXTURES, 'missing.har'))).message).toContain('ENOENT');
  });

  it('rejects bad fields inside entries', () => {
    const doc = (entry: unknown) => ({ log: { entries: [entry] } });
    const ok = { request: { method: 'GET', url: 'https://x.test/' }, response: { status: 200 } };
    expect(parseHar(doc(ok), 'x.har').entries[0]!.responseBody.length).toBe(0);
    const cases: [unknown, string][] = [
      [{ ...ok, request: { method: 'GET', url: '/relative' } }, 'request.url'],
      [{ ...ok, request: { url: 'https://x.test/' } }, 'request.method'],
      [{ ...ok, response: { status: 'OK' } }, 'response.status'],
      [{ ...ok, response: { status: 200, content: { encoding: 'base64', text: 'not base64!' } } }, 'response.content.text'],
      [{ ...ok, response: { status: 200, content: { encoding: 'gzip', text: 'x' } } }, 'response.content.encoding'],
      [{ ...ok, response: { status: 200, headers: [{ value: 'no name' }] } }, 'response.headers[0].name'],
      [{ ...ok, request: { ...ok.request, postData: { params: [{ value: 'x' }] } } }, 'request.postData.params[0].name'],
      [{ ...ok, request: { ...ok.request, postData: 'text' } }, 'request.postData'],
      [{ ...ok, response: { status: 200, content: { _file: 'nowhere.bin' } } }, 'response.content._file'],
      ['just a string', ''],
    ];
    for (const [entry, field] of cases) {
      const e = harError(() => parseHar(doc(entry), 'site.har'));
      expect(e.entry).toBe(0);
      expect(e.field ?? '').toBe(field);
      expect(e.message).toMatch(/^site\.har: entry 0 \(log\.entries\[0\]\)/);
    }
  });

  it('names a typical mistake deep in the file with its entry and path, what it is and what was expected', () => {
    const ok = { request: { method: 'GET', url: 'https://x.test/' }, response: { status: 200 } };
    const entries = [ok, ok, ok, { ...ok, response: { status: 'OK' } }];
    const e = harError(() => parseHar({ log: { entries } }, 'recordings/sea-breeze/recording.har'));
    expect([e.entry, e.field]).toEqual([3, 'response.status']);
    expect(e.message).toBe(
      'recordings/sea-breeze/recording.har: entry 3 (log.entries[3]), response.status: is "OK", expected an integer HTTP status. ' +
        'Fix or delete that entry in the HAR, or record the site again with `npm run record -- <url> --name sea-breeze --force`.',
    );
    expect(harError(() => parseHar([], 'x.har')).message).toMatch(/^x\.har: is \[\], expected a HAR document \{ "log": \{ "entries": \[\.\.\.\] \} \}/);
  });

  it('reads bodies Playwright attached as files beside the HAR', () => {
    tempFile('body.bin', Buffer.from([1, 2, 3, 0, 255]));
    const file = tempFile('att.har', JSON.stringify({ log: { entries: [{ request: { method: 'GET', url: 'https://x.test/a' }, response: { status: 200, content: { _file: 'body.bin' } } }] } }));
    expect([...readHar(file).entries[0]!.responseBody]).toEqual([1, 2, 3, 0, 255]);
  });
});

describe('writeHar', () => {
  it('round-trips the internal shape (text as text, binary as base64)', () => {
    const har = readHar(fixture('devtools'));
    const file = tempFile('out.har', '');
    writeHar(file, har);
    const back = readHar(file);
    expect(back.entries.length).toBe(har.entries.length);
    back.entries.forEach((e, i) => {
      const o = har.entries[i]!;
      expect(e.responseBody.equals(o.responseBody)).toBe(true);
      expect({ ...e, responseBody: null }).toEqual({ ...o, responseBody: null });
    });
    const doc = JSON.parse(stringifyHar(readHar(fixture('firefox'))));
    expect(doc.log.version).toBe('1.2');
    expect(doc.log.entries[5].response.content.encoding).toBe('base64');
    expect(doc.log.entries[0].response.content.encoding).toBeUndefined();
    expect(doc.log.entries[0].response.content.text).toBe('{"unit":5,"nightly":180}');
  });

  it('filterHar drops entries, e.g. the production tracker', () => {
    const har = readHar(fixture('devtools'));
    const kept = filterHar(har, (e) => !e.url.startsWith('https://cdn.beacon-prod.test/'));
    expect(kept.entries.map((e) => e.url)).not.toContain('https://cdn.beacon-prod.test/tracker.js');
    expect(kept.entries.length).toBe(har.entries.length - 1);
  });
});
