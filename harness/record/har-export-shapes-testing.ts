// Test support for `record --from-har` (harness/record/from-har.ts): turns a recording's recording.har (Playwright's
// shape, as the recorder writes it) into the HAR that Chrome DevTools or Firefox would have exported for the same
// visit, so the importer's tests need no committed fixture and follow the recordings as they are re-recorded.
//
// What each shape has, as those browsers write it (Chrome 13x "Save all as HAR with content", Firefox 13x "Save
// All As HAR"):
// - both: one `pages` entry per main-frame navigation, every entry's `pageref`; the Sec-Fetch-* and transport
//   request headers the browser sent (the recorder's HAR holds Playwright's provisional headers only); real
//   `timings`; bodies as text, binary ones as base64 (`content.encoding: "base64"`).
// - DevTools: creator WebInspector; `pages[].title` is the page's URL; `_initiator` (other for a typed navigation,
//   parser for subresources, script with a call frame for XHR/fetch), `_priority`, `_resourceType`,
//   `_connectionId`, `_transferSize`, `_error: null`; content.mimeType without parameters; timings with -1 for
//   phases that did not happen (dns, connect, ssl of a reused connection) and `_blocked_queueing`.
// - Firefox: creator and browser Firefox; one page for the whole visit unless its multipage preference is on
//   (then one per navigation); `pages[].title` is the document's <title>; no `_resourceType` or
//   `_initiator`; `_securityState`; request headers Title-Cased with Host first; postData with `params`;
//   startedDateTime with the local offset (+01:00); timings `ssl: -1` on http; content.mimeType with charset.
// Degradations the importer must name, passed as options: DevTools leaves content.text out of some entries (a body
// it no longer held), writes a cancelled request as status 0 with `_error: "net::ERR_ABORTED"`, and a site
// running the production tracker adds its requests (cdn.beacon-analytics.com).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HarEntry, HarHeader } from '../har/types.ts';
import { readHar } from '../har/read.ts';

export interface ExportOptions {
  /** positions (in recording.har) whose content.text is left out */
  withoutBody?: number[];
  /** positions written as cancelled requests (status 0; DevTools: `_error: "net::ERR_ABORTED"`) */
  aborted?: number[];
  /** add the production tracker's script, as the site's tag loads it, after the first page's document */
  productionTracker?: boolean;
  /** Firefox: one `pages` entry per navigation (its devtools.netmonitor.har.multipage preference); by default one
   * page for the whole visit, titled by the document shown when the HAR was saved */
  multipage?: boolean;
}

type Doc = Record<string, unknown>;

const isText = (b: Buffer) => !b.includes(0) && Buffer.from(b.toString('utf8'), 'utf8').equals(b);
const bare = (mime: string | null) => (mime ?? '').split(';')[0]!.trim();
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
const titleCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase());

/** The document at the start of each page, in order; every entry's page index. */
function pagesOf(entries: HarEntry[]): { starts: number[]; pageOf: number[] } {
  const starts: number[] = [];
  const pageOf = entries.map((e, i) => {
    if (e.resourceType === 'document') starts.push(i);
    return Math.max(0, starts.length - 1);
  });
  return { starts, pageOf };
}

const DEST: Record<string, string> = { document: 'document', stylesheet: 'style', script: 'script', image: 'image', font: 'font', xhr: 'empty', fetch: 'empty' };

/** The Sec-Fetch-* headers Chromium and Firefox send for a request of this type. */
function fetchMetadata(e: HarEntry, firstDocument: boolean): HarHeader[] {
  const type = e.resourceType ?? 'other';
  const dest = DEST[type] ?? 'empty';
  const mode = type === 'document' ? 'navigate' : type === 'xhr' || type === 'fetch' ? 'cors' : 'no-cors';
  const out = [
    { name: 'Sec-Fetch-Dest', value: dest },
    { name: 'Sec-Fetch-Mode', value: mode },
    { name: 'Sec-Fetch-Site', value: type === 'document' && firstDocument ? 'none' : 'same-origin' },
  ];
  if (type === 'document') out.push({ name: 'Sec-Fetch-User', value: '?1' });
  return out;
}

function content(e: HarEntry, mimeType: string, withoutBody: boolean): Doc {
  const body = e.responseBody;
  if (withoutBody) return { size: body.length, mimeType };
  return isText(body) ? { size: body.length, mimeType, text: body.toString('utf8') } : { size: body.length, mimeType, text: body.toString('base64'), encoding: 'base64' };
}

function queryString(url: string) {
  return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
}

function productionTrackerEntry(doc: HarEntry): HarEntry {
  const body = Buffer.from('/* beacon production tracker (left out by the importer) */\n');
  return {
    ...doc,
    method: 'GET',
    url: 'https://cdn.beacon-analytics.com/tracker.js',
    requestBody: null,
    requestMimeType: null,
    requestHeaders: [{ name: 'Referer', value: doc.url }, ...doc.requestHeaders.filter((h) => /^user-agent$/i.test(h.name))],
    status: 200,
    statusText: '',
    responseHeaders: [{ name: 'content-type', value: 'text/javascript' }],
    responseBody: body,
    responseMimeType: 'text/javascript',
    redirectURL: '',
    resourceType: 'script',
  };
}

function withExtras(entries: HarEntry[], opts: ExportOptions): { entries: HarEntry[]; source: number[] } {
  const source = entries.map((_, i) => i);
  if (!opts.productionTracker) return { entries, source };
  const first = entries.findIndex((e) => e.resourceType === 'document');
  const out = [...entries];
  out.splice(first + 1, 0, productionTrackerEntry(entries[first]!));
  source.splice(first + 1, 0, -1);
  return { entries: out, source };
}

/** The HAR Chrome DevTools would export for the recording in `dir`. */
export function toDevToolsHar(dir: string, opts: ExportOptions = {}): Doc {
  const har = readHar(join(dir, 'recording.har'));
  const { entries, source } = withExtras(har.entries, opts);
  const { starts, pageOf } = pagesOf(entries);
  const pages = starts.map((i, k) => ({
    startedDateTime: entries[i]!.startedDateTime,
    id: `page_${k + 1}`,
    title: entries[i]!.url,
    pageTimings: { onContentLoad: 412.3 + k, onLoad: 501.8 + k },
  }));
  return {
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      pages,
      entries: entries.map((e, i) => {
        const src = source[i]!;
        const page = pageOf[i]!;
        const aborted = opts.aborted?.includes(src) ?? false;
        const type = e.resourceType ?? 'other';
        const docUrl = entries[starts[page]!]!.url;
        const initiator =
          type === 'document'
            ? { type: 'other' }
            : type === 'xhr' || type === 'fetch'
              ? { type: 'script', stack: { callFrames: [{ functionName: 'send', scriptId: String(40 + page), url: entries.find((x, j) => j > starts[page]! && x.resourceType === 'script')?.url ?? docUrl, lineNumber: 11, columnNumber: 8 }] } }
              : { type: 'parser', url: docUrl, lineNumber: 6 };
        const host = new URL(e.url).host;
        const reqHeaders = [
          { name: 'Accept', value: e.requestHeaders.find((h) => /^accept$/i.test(h.name))?.value ?? '*/*' },
          { name: 'Accept-Encoding', value: 'gzip, deflate' },
          ...e.requestHeaders.filter((h) => !/^accept$/i.test(h.name)),
          { name: 'Connection', value: 'keep-alive' },
          { name: 'Host', value: host },
          ...fetchMetadata(e, i === starts[0]),
        ];
        return {
          _connectionId: String(1000 + page),
          _initiator: initiator,
          _priority: type === 'document' ? 'VeryHigh' : type === 'image' ? 'Low' : 'High',
          _resourceType: type,
          cache: {},
          connection: new URL(e.url).port || (e.url.startsWith('https:') ? '443' : '80'),
          pageref: `page_${page + 1}`,
          request: {
            method: e.method,
            url: e.url,
            httpVersion: 'HTTP/1.1',
            headers: reqHeaders,
            queryString: queryString(e.url),
            cookies: [],
            headersSize: 512,
            bodySize: e.requestBody === null ? 0 : Buffer.byteLength(e.requestBody),
            ...(e.requestBody === null ? {} : { postData: { mimeType: e.requestMimeType ?? '', text: e.requestBody } }),
          },
          response: aborted
            ? { status: 0, statusText: '', httpVersion: '', headers: [], cookies: [], content: { size: 0, mimeType: 'x-unknown' }, redirectURL: '', headersSize: -1, bodySize: -1, _transferSize: 0, _error: 'net::ERR_ABORTED' }
            : {
                status: e.status,
                statusText: e.statusText,
                httpVersion: 'HTTP/1.1',
                headers: e.responseHeaders,
                cookies: [],
                content: content(e, bare(e.responseMimeType), opts.withoutBody?.includes(src) ?? false),
                redirectURL: e.redirectURL,
                headersSize: 180,
                bodySize: e.responseBody.length,
                _transferSize: e.responseBody.length + 180,
                _error: null,
                _fetchedViaServiceWorker: false,
              },
          serverIPAddress: '127.0.0.1',
          startedDateTime: e.startedDateTime,
          time: 14.213,
          timings: { blocked: 2.1, dns: -1, ssl: -1, connect: -1, send: 0.09, wait: 11.5, receive: 0.52, _blocked_queueing: 1.3, _workerStart: -1, _workerReady: -1, _workerFetchStart: -1, _workerRespondWithSettled: -1 },
        };
      }),
    },
  };
}

/** `iso` in the local time of a visitor at UTC+01:00, as Firefox writes startedDateTime. */
function plusOne(iso: string | null): string {
  const t = Date.parse(iso ?? '');
  return new Date(t + 3600_000).toISOString().replace('Z', '+01:00');
}

/** The HAR Firefox would export for the recording in `dir`. */
export function toFirefoxHar(dir: string, opts: ExportOptions = {}): Doc {
  const har = readHar(join(dir, 'recording.har'));
  const { entries, source } = withExtras(har.entries, opts);
  const { starts, pageOf } = pagesOf(entries);
  const last = starts.at(-1)!;
  const pages = opts.multipage
    ? starts.map((i, k) => ({
        startedDateTime: plusOne(entries[i]!.startedDateTime),
        id: `page_${k + 1}`,
        pageTimings: { onContentLoad: 380 + k, onLoad: 455 + k },
        title: titleOf(entries[i]!.responseBody.toString('utf8')),
      }))
    : [{ startedDateTime: plusOne(entries[starts[0]!]!.startedDateTime), id: 'page_1', pageTimings: { onContentLoad: 380, onLoad: 455 }, title: titleOf(entries[last]!.responseBody.toString('utf8')) }];
  return {
    log: {
      version: '1.2',
      creator: { name: 'Firefox', version: '132.0' },
      browser: { name: 'Firefox', version: '132.0' },
      pages,
      entries: entries.map((e, i) => {
        const src = source[i]!;
        const aborted = opts.aborted?.includes(src) ?? false;
        const host = new URL(e.url).host;
        // Firefox lists Host first, then the headers as sent, Title-Cased
        const headers = [
          { name: 'Host', value: host },
          ...e.requestHeaders.filter((h) => !/^host$/i.test(h.name)).map((h) => ({ name: titleCase(h.name.toLowerCase()), value: h.value })),
          { name: 'Accept-Encoding', value: 'gzip, deflate' },
          { name: 'Connection', value: 'keep-alive' },
          ...fetchMetadata(e, i === starts[0]),
        ];
        const mime = e.responseMimeType ?? 'text/plain';
        return {
          pageref: opts.multipage ? `page_${pageOf[i]! + 1}` : 'page_1',
          startedDateTime: plusOne(e.startedDateTime),
          request: {
            bodySize: e.requestBody === null ? 0 : Buffer.byteLength(e.requestBody),
            method: e.method,
            url: e.url,
            httpVersion: 'HTTP/1.1',
            headers,
            cookies: [],
            queryString: queryString(e.url),
            headersSize: 420,
            ...(e.requestBody === null
              ? {}
              : {
                  postData: {
                    mimeType: e.requestMimeType ?? '',
                    params: /x-www-form-urlencoded/.test(e.requestMimeType ?? '') ? [...new URLSearchParams(e.requestBody)].map(([name, value]) => ({ name, value })) : [],
                    text: e.requestBody,
                  },
                }),
          },
          response: aborted
            ? { status: 0, statusText: '', httpVersion: '', headers: [], cookies: [], content: { mimeType: '', size: 0 }, redirectURL: '', headersSize: -1, bodySize: -1 }
            : {
                status: e.status,
                statusText: e.statusText,
                httpVersion: 'HTTP/1.1',
                headers: e.responseHeaders,
                cookies: [],
                content: content(e, mime, opts.withoutBody?.includes(src) ?? false),
                redirectURL: e.redirectURL,
                headersSize: 160,
                bodySize: e.responseBody.length + 160,
              },
          cache: {},
          timings: { blocked: 0, dns: 0, connect: 0, ssl: -1, send: 0, wait: 12, receive: 1 },
          time: 13,
          _securityState: 'insecure',
          serverIPAddress: '127.0.0.1',
          connection: new URL(e.url).port || '80',
        };
      }),
    },
  };
}

/** The steps of a recording up to its first step that is neither goto nor wait: what a HAR's navigations can give. */
export function navigationPrefix(dir: string): { name: string; goto: boolean }[] {
  const steps = JSON.parse(readFileSync(join(dir, 'steps.json'), 'utf8')) as Record<string, unknown>[];
  const out: { name: string; goto: boolean }[] = [];
  for (const s of steps) {
    if (s.goto === undefined && s.wait === undefined) break;
    out.push({ name: s.name as string, goto: s.goto !== undefined });
  }
  return out;
}
