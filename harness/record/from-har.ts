// `npm run record -- --from-har <file.har> --name <site> --provider <p> --site-key <k>`: a recording made from a
// HAR someone else exported (any browser's network panel, a proxy such as Fiddler, Charles or mitmproxy, Insomnia,
// WebPagetest, Firebug, Playwright's recordHar; UTF-8 or UTF-16), in the normal layout (harness/recording/layout.ts):
//
//   - steps.json: one `goto` step per main-frame page navigation (the HAR's `pages`, each page's document request;
//     without pages, the documents inferred: inferredNavigation), in the visit's order (the pages' order, then the
//     requests'), named as the interactive recorder names them (capture-steps.ts: `open`, then `goto-<path>`), to
//     the first URL of its redirect chain. A navigation answered 204 or 205 is no page (the browser stays on the one
//     it shows): no step, and the summary says so. A HAR holds no clicks or form fields: requests a page made after
//     a click are kept in the HAR, and the summary lists the XHR/fetch entries the goto steps never asked for again,
//     so the engineer can add the steps that make them.
//   - recording.har: the entries read by harness/har/read.ts (base64 bodies decoded, also binary bodies written as
//     base64 without content.encoding as EdgeHTML's F12 tools write them, Latin-1 text bodies turned back into their
//     bytes: charset.ts), minus the production tracker's own traffic (the replay injects the build under test),
//     minus what cannot be replayed, which is named with its entry index and never guessed: entries without a
//     response body (no `content.text` although the body was not empty, DevTools' `_error`, status 0, a 304 without
//     content, WebPagetest's size 0 with bytes on the wire) and non-HTTP entries (WebSockets, data: URLs). A 304
//     that carries content is kept (the matcher serves it as a 200). A page whose document has no body is answered
//     with another load of the same URL in the visit that kept it (earlier or later: a later 304 with content is the
//     body the browser had cached), and its snapshot is that copy; else it is reported as lost (never kept as an empty
//     page). Secrets are redacted as when recording (harness/recording/redact.ts), in the summary too.
//   - snapshots/NN-<step>.html: each page's HTML as served, in its charset (the HAR has no DOM after scripts ran).
//   - meta.json: recordedAt = when the first page started (the replay's clock), startUrl = the page the visitor
//     landed on (the install's host), the visitor's user agent and Accept-Language locale when the HAR has them,
//     provider and keys from the command line.
//   - golden.json: written by one replay (harness/replay/run.ts runSite with update), as for a fresh recording.
// Usage problems (no file, not JSON, not a HAR, no usable navigation, existing recording) throw FromHarError:
// nothing is written.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, LaunchOptions } from 'playwright';
import { DEFAULT_ENV } from '../pinned-env.ts';
import { HarError, parseHar } from '../har/read.ts';
import type { Har, HarEntry } from '../har/types.ts';
import { stringifyHar } from '../har/write.ts';
import { charsetOf, decodeBody, encodeWestern, isSingleByteWestern } from '../har/charset.ts';
import { newRedactStats, redactHar, redactUrl, type RedactStats } from '../recording/redact.ts';
import { RECORDING_FILES, snapshotName } from '../recording/layout.ts';
import type { Step } from '../recording/steps.ts';
import { SITE_SLUG, type Meta } from '../recording/meta.ts';
import { siteRecord, stringifyMapping } from '../recording/mapping.ts';
import { writeRecordingAtomically } from '../recording/atomic-write.ts';
import { HAR_IMPORT_RECORDER } from '../recording/imported.ts';
import type { GoldenEvent } from '../report/types.ts';
import type { SiteRun } from '../replay/run.ts';
import { StepCollector } from './capture-steps.ts';
import { carryOver, firstReplay, PRODUCTION_TRACKER, redactSnapshot } from './recorder.ts';

export const HAR_IMPORT_VERSION = `${HAR_IMPORT_RECORDER}1`;
const ROOT = join(import.meta.dirname, '..', '..');

export class FromHarError extends Error {}

export type HarFlavour = 'devtools' | 'firefox' | 'safari' | 'playwright' | 'unknown';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const EXPORT_AGAIN =
  'Export it again from the browser\'s network panel: Chrome DevTools "Save all as HAR with content" (or "Export HAR (with sensitive data)"), ' +
  'Firefox "Save All As HAR", Safari "Export HAR".';

/** A HAR export as read: the raw document (for the exporter-private fields) and its normalised entries (same positions). */
export interface HarExport {
  file: string;
  raw: { log: Obj & { entries: unknown[] } };
  har: Har;
  flavour: HarFlavour;
  /** exporter as written in log.creator (and log.browser), e.g. "Firefox 132.0" */
  exporter: string;
  /** what the tool is, in words: "WebPagetest", "Fiddler", "Chrome DevTools" */
  exporterName: string;
  /** entries whose text body was turned back into the bytes of its charset (Latin-1, windows-1252) */
  recoded: number[];
  /** entries whose text body is in a charset the import does not re-encode (served as UTF-8 bytes) */
  unrecoded: { entry: number; url: string; charset: string }[];
  /** entries whose binary body the exporter wrote as base64 without content.encoding (EdgeHTML's F12 tools), decoded */
  unmarkedBase64: number[];
}

// ---- reading ----

/** Position of the first JSON syntax error in `text` (-1 when it parses): JSON.parse's message has none on Node 20. */
export function jsonErrorPosition(text: string): number {
  let i = 0;
  const n = text.length;
  const fail = (): never => {
    throw new RangeError(String(i));
  };
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const str = () => {
    i++; // opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return;
      }
      if (c < 0x20) fail();
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 1;
            fail();
          }
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i += 1;
          fail();
        }
      } else i++;
    }
    fail();
  };
  const NUM = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const value = (depth: number): void => {
    if (depth > 5000) fail();
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (c === '{') {
          ws();
          if (text[i] !== '"') fail();
          str();
          ws();
          if (text[i] !== ':') fail();
          i++;
        }
        value(depth + 1);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === close) {
          i++;
          return;
        }
        fail();
      }
    }
    if (c === '"') return str();
    NUM.lastIndex = i;
    if (NUM.exec(text)) {
      i = NUM.lastIndex;
      return;
    }
    for (const lit of ['true', 'false', 'null']) {
      if (text.startsWith(lit, i)) {
        i += lit.length;
        return;
      }
    }
    fail();
  };
  try {
    value(0);
    ws();
    if (i < n) fail();
    return -1;
  } catch (e) {
    if (e instanceof RangeError && /^\d+$/.test(e.message)) return Number(e.message);
    throw e;
  }
}

/** "line L, column C (position P)" for a character offset. */
export function describePosition(text: string, pos: number): string {
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  const column = pos - (before.lastIndexOf('\n') + 1) + 1;
  return `line ${line}, column ${column} (position ${pos})`;
}

/** Tools that write HARs, by log.creator.name, and what the summary calls them (checked in this order). */
const EXPORTERS: [RegExp, string][] = [
  [/webpagetest/i, 'WebPagetest'],
  [/fiddler/i, 'Fiddler'],
  [/charles/i, 'Charles Proxy'],
  [/mitmproxy/i, 'mitmproxy'],
  [/insomnia/i, 'Insomnia'],
  [/firebug/i, 'Firebug'],
  [/internet explorer/i, 'Internet Explorer'],
  // Edge before Chromium (EdgeHTML, 2015-2020): its F12 tools' Network panel; Chromium Edge writes WebInspector
  [/^f12 developer tools$/i, 'Microsoft Edge F12 Developer Tools'],
  [/browsertime|chrome-har/i, 'sitespeed.io'],
  [/playwright/i, 'Playwright'],
  [/^webkit|safari/i, 'Safari Web Inspector'],
  [/firefox/i, 'Firefox'],
];

/** The Chromium browser a DevTools export came from, by its visitor's User-Agent (Edge and Opera say so; Brave does not). */
function chromiumName(userAgent: string | null): string {
  if (userAgent && /\bEdg(?:e|A|iOS)?\//.test(userAgent)) return 'Microsoft Edge DevTools';
  if (userAgent && /\bOPR\//.test(userAgent)) return 'Opera DevTools';
  return 'Chrome DevTools'; // Brave and other Chromium browsers send Chrome's User-Agent
}

function flavourOf(log: Obj): { flavour: HarFlavour; exporter: string; exporterName: string } {
  const creator = isObj(log.creator) ? log.creator : {};
  const browser = isObj(log.browser) ? log.browser : {};
  const name = typeof creator.name === 'string' ? creator.name : '';
  const version = typeof creator.version === 'string' ? creator.version : '';
  const bname = typeof browser.name === 'string' ? browser.name : '';
  const exporter = [name, version].filter(Boolean).join(' ') || 'an unnamed exporter';
  const known = EXPORTERS.find(([re]) => re.test(name))?.[1];
  const entries = Array.isArray(log.entries) ? log.entries : [];
  const ua = (() => {
    for (const e of entries) {
      const hs = isObj(e) && isObj(e.request) && Array.isArray(e.request.headers) ? e.request.headers : [];
      const h = hs.find((x): x is Obj => isObj(x) && typeof x.name === 'string' && x.name.toLowerCase() === 'user-agent');
      if (h && typeof h.value === 'string') return h.value;
    }
    return null;
  })();
  const named = (flavour: HarFlavour, fallback: string) => ({ flavour, exporter, exporterName: known ?? fallback });
  if (/firefox|firebug/i.test(name) || /firefox/i.test(bname)) return named('firefox', 'Firefox');
  if (/webkit|safari/i.test(name) || /safari/i.test(bname)) return named('safari', 'Safari Web Inspector');
  if (/^webinspector$/i.test(name)) return named('devtools', chromiumName(ua));
  if (/playwright/i.test(name)) return named('playwright', 'Playwright');
  // WebPagetest and sitespeed.io write Chrome's (or Firefox's) shapes without being DevTools
  if (/chrome|edge/i.test(bname)) return named('devtools', chromiumName(ua));
  return named('unknown', 'an unknown exporter');
}

/** Reads an exported HAR. Throws FromHarError naming the file and what is wrong with it. */
export function readExport(file: string): HarExport {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FromHarError(`--from-har ${file}: no such file`);
    if (code === 'EISDIR') throw new FromHarError(`--from-har ${file}: is a folder, not a HAR file`);
    throw new FromHarError(`--from-har ${file}: cannot be read (${code ?? (e as Error).message})`);
  }
  if (buf[0] === 0x50 && buf[1] === 0x4b) throw new FromHarError(`${file} is a zip archive, not a HAR: unzip it and pass the .har inside`);
  const text = decodeFile(buf);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const pos = jsonErrorPosition(text);
    const where = pos >= 0 ? (pos >= text.length ? `it ends early, at ${describePosition(text, pos)}` : `at ${describePosition(text, pos)}, near ${JSON.stringify(text.slice(pos, pos + 30))}`) : (e as Error).message;
    throw new FromHarError(`${file} is not JSON: ${where}. A HAR file is JSON; was the export cut short? ${EXPORT_AGAIN}`);
  }
  if (!isObj(json) || !isObj(json.log) || !Array.isArray(json.log.entries)) {
    const what = !isObj(json) ? `its JSON is ${Array.isArray(json) ? 'an array' : typeof json}` : !isObj(json.log) ? 'it has no "log" object' : 'its "log" has no "entries" array';
    throw new FromHarError(`${file} is not a HAR: ${what} (a HAR is { "log": { "entries": [...] } }). ${EXPORT_AGAIN}`);
  }
  let har: Har;
  try {
    har = parseHar(json, file);
  } catch (e) {
    if (e instanceof HarError) throw new FromHarError(e.message);
    throw e;
  }
  const recoded = recodeTextBodies(json.log.entries, har);
  const unmarkedBase64 = decodeUnmarkedBase64(json.log.entries, har);
  return { file, raw: json as HarExport['raw'], har, ...flavourOf(json.log), ...recoded, unmarkedBase64 };
}

/** The HAR file's text: UTF-8, or UTF-16 (Windows tools save it so, with or without a byte order mark). */
function decodeFile(buf: Buffer): string {
  if (buf[0] === 0xff && buf[1] === 0xfe) return buf.subarray(2).toString('utf16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) return Buffer.from(buf.subarray(2)).swap16().toString('utf16le');
  // no mark: JSON starts with an ASCII character, so a NUL beside it says UTF-16
  if (buf.length >= 4 && buf[0] !== 0 && buf[1] === 0 && buf[3] === 0) return buf.toString('utf16le');
  if (buf.length >= 4 && buf[0] === 0 && buf[2] === 0 && buf[1] !== 0) return Buffer.from(buf).swap16().toString('utf16le');
  return buf.toString('utf8').replace(/^\uFEFF/, '');
}

/** Text bodies of answers in a Western single-byte charset, as the bytes the site sent (charset.ts); the others
 * whose characters the charset cannot hold (kept as UTF-8), named. */
function recodeTextBodies(rawEntries: unknown[], har: Har): Pick<HarExport, 'recoded' | 'unrecoded'> {
  const recoded: number[] = [];
  const unrecoded: HarExport['unrecoded'] = [];
  har.entries.forEach((e, i) => {
    const r = rawEntries[i];
    const content = isObj(r) && isObj(r.response) && isObj(r.response.content) ? r.response.content : null;
    if (!content || typeof content.text !== 'string' || content.encoding === 'base64' || content._file !== undefined) return;
    if (!/[^ -~\t\r\n]/.test(content.text)) return; // nothing beyond ASCII
    const charset = charsetOf(typeof content.mimeType === 'string' ? content.mimeType : null) ?? charsetOf(responseHeader(e, 'content-type'));
    if (!charset || charset === 'utf-8' || charset === 'utf8') return;
    const bytes = isSingleByteWestern(charset) ? encodeWestern(content.text) : null;
    if (bytes) {
      e.responseBody = bytes;
      recoded.push(i);
    } else unrecoded.push({ entry: i, url: e.url, charset });
  });
  return { recoded, unrecoded };
}

const BASE64_TEXT = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BINARY_MIME = /^(?:image|audio|video|font)\/|octet-stream|zip|pdf|wasm|protobuf/i;

/** Binary bodies written as base64 without `content.encoding: "base64"` (EdgeHTML's F12 tools write every image
 * so), as their bytes: only for a binary type whose text is base64 and decodes to exactly content.size bytes
 * (an SVG, being text, is never touched). */
function decodeUnmarkedBase64(rawEntries: unknown[], har: Har): number[] {
  const decoded: number[] = [];
  har.entries.forEach((e, i) => {
    const r = rawEntries[i];
    const content = isObj(r) && isObj(r.response) && isObj(r.response.content) ? r.response.content : null;
    if (!content || typeof content.text !== 'string' || content.text === '' || content._file !== undefined) return;
    if (content.encoding !== undefined && content.encoding !== null && content.encoding !== '') return;
    const mime = (typeof content.mimeType === 'string' && content.mimeType) || responseHeader(e, 'content-type') || '';
    if (!BINARY_MIME.test(mime) || /svg|xml|json|text\//i.test(mime)) return;
    const compact = content.text.replace(/\s+/g, '');
    if (typeof content.size !== 'number' || content.size <= 0 || !BASE64_TEXT.test(compact)) return;
    const bytes = Buffer.from(compact, 'base64');
    if (bytes.length !== content.size) return;
    e.responseBody = bytes;
    decoded.push(i);
  });
  return decoded;
}

// ---- analysis ----

export interface PageNavigation {
  /** position in log.entries of the navigation's first request (the start of its redirect chain) */
  entry: number;
  /** position in log.entries of the document that answered it (after redirects) */
  documentEntry: number;
  url: string;
  /** the HAR page (pages[].id) it belongs to, when the exporter wrote pages */
  pageId: string | null;
  /** pages[].title of its page when the page has no other navigation: the URL (DevTools, Safari) or the document's title (Firefox) */
  title: string | null;
  startedDateTime: string | null;
}

export interface MissingBody {
  entry: number;
  method: string;
  url: string;
  status: number;
  /** why the body is missing, as the HAR says it */
  why: string;
}

export interface HarAnalysis {
  flavour: HarFlavour;
  exporter: string;
  exporterName: string;
  /** pages[] in the file */
  pages: number;
  navigations: PageNavigation[];
  /** navigations that get no step, and pages without a document request: where (entry index), why and what to do */
  notReplayable: { entry: number | null; url: string; reason: string }[];
  /** navigations answered 204 or 205: the browser stays on the page it was on, so they are no pages (no step) */
  notPages: { entry: number; url: string; status: number }[];
  /** navigations whose document the export left without a body, answered with another load of the same URL (`from`) */
  reusedDocuments: { entry: number; url: string; from: number }[];
  steps: Step[];
  /** positions in log.entries kept in recording.har (in order) */
  kept: number[];
  missing: MissingBody[];
  /** entries of the production tracker (cdn/collect *.beacon-analytics.com), left out */
  production: number;
  /** non-HTTP entries (WebSockets, data: URLs…), left out: what they were */
  nonHttp: { entry: number; url: string; why: string }[];
  /** kept entries whose body the HAR stored as base64 */
  base64: number;
  /** of those, the ones the exporter did not mark as base64 (content.encoding missing) */
  unmarkedBase64: number;
  /** text bodies turned back into their charset's bytes; text bodies in a charset left as UTF-8 */
  recoded: number;
  unrecoded: HarExport['unrecoded'];
  recordedAt: string;
  /** the visitor's User-Agent header on the first navigation, when recorded */
  userAgent: string | null;
  /** the first language of its Accept-Language header, when recorded */
  locale: string | null;
}

const header = (e: HarEntry, name: string) => e.requestHeaders.find((h) => h.name.toLowerCase() === name)?.value ?? null;
const responseHeader = (e: HarEntry, name: string) => e.responseHeaders.find((h) => h.name.toLowerCase() === name)?.value ?? null;
const isRedirect = (e: HarEntry) => e.status >= 300 && e.status < 400 && e.status !== 304;
const isHtml = (e: HarEntry) => /html/i.test(e.responseMimeType ?? responseHeader(e, 'content-type') ?? '');

/** Why the entry's response body is not in the HAR, or null when it is (or when the response has none). */
export function missingBodyReason(rawEntry: unknown, e: HarEntry): string | null {
  const res = isObj(rawEntry) && isObj(rawEntry.response) ? rawEntry.response : {};
  const error = typeof res._error === 'string' && res._error !== '' ? res._error : null;
  if (e.status <= 0) return `status ${e.status}${error ? ` (${error})` : ''}: the request failed or was cancelled while recording`;
  if (error) return `${error}: the request failed while recording`;
  // a 304 that carries content is an answer with that content (Chrome, Firefox 111, IE11 write the cached copy)
  if (e.status === 304 && e.responseBody.length > 0) return null;
  if (e.status === 304) return '304 Not Modified without content: the body came from the browser cache (export with "Disable cache" ticked)';
  if (isRedirect(e) || e.status === 204 || e.status === 205 || e.status < 200 || e.method === 'HEAD' || e.method === 'OPTIONS') return null;
  if (e.responseBody.length > 0) return null;
  const content = isObj(res.content) ? res.content : null;
  if (!content) return 'no response.content';
  if (typeof content._file === 'string') return null;
  const size = typeof content.size === 'number' ? content.size : null;
  const wire = typeof res.bodySize === 'number' && res.bodySize > 0 ? res.bodySize : Number(responseHeader(e, 'content-length') ?? '0');
  // WebPagetest (without "Save response bodies") writes size 0 and no text for every answer: the bytes that
  // came over the wire say it was not empty
  if (size === 0 && !(content.text === undefined || content.text === null || content.text === '')) return null;
  if (size === 0 && wire > 0) return `content.size is 0 but the response carried ${wire} bytes: the exporter did not save the body`;
  if (size === 0) return null; // an empty body, recorded as empty
  if (content.text === undefined || content.text === null) return 'no content.text: the browser did not keep the body';
  if (size !== null && size > 0) return `content.text is empty but content.size is ${size}`;
  const length = Number(responseHeader(e, 'content-length') ?? '0');
  if (length > 0) return `content.text is empty but Content-Length is ${length}`;
  return null;
}

/** Why a raw entry cannot be part of a replay however complete (WebSockets, non-HTTP URLs), or null. */
function nonHttpReason(rawEntry: unknown, e: HarEntry): string | null {
  if (!/^https?:$/.test(new URL(e.url).protocol)) return `a ${new URL(e.url).protocol} URL`;
  const type = (e.resourceType ?? '').toLowerCase();
  if (type === 'websocket' || e.status === 101 || (isObj(rawEntry) && Array.isArray(rawEntry._webSocketMessages))) return 'a WebSocket (the replay serves HTTP only)';
  return null;
}

/**
 * A main-frame document request: Sec-Fetch-Dest when the browser sent it (iframes are "iframe"), else DevTools'
 * and Safari's resource type (its first document of a HAR page: later ones are frames), else the first HTML (or
 * redirect) answer of a HAR page or the one whose URL is the page's title, else, without pages, an HTML answer to
 * a request that accepts HTML first.
 */
function isMainDocument(e: HarEntry, page: { id: string | null; title: string | null; navigated: boolean; first: boolean }): boolean {
  if (e.method !== 'GET' && e.method !== 'POST') return false;
  const dest = header(e, 'sec-fetch-dest');
  if (dest) return dest.toLowerCase() === 'document';
  const type = e.resourceType?.toLowerCase() ?? null;
  if (type) return type === 'document' && (page.id === null || !page.navigated);
  // a page's first entry: its document, also as a 304 that says no type (Fiddler, IE11: the page loaded again)
  const again = e.status === 304 && !ASSET.test(new URL(e.url).pathname);
  if (page.id !== null) return !page.navigated && ((page.first && (isHtml(e) || isRedirect(e) || again)) || page.title === e.url);
  return inferredNavigation(e);
}

const ASSET = /\.(?:js|mjs|css|gif|png|jpe?g|webp|avif|svg|ico|woff2?|ttf|otf|json|xml|txt|mp4|webm|mp3)$/i;

/**
 * Without pages, Sec-Fetch-Dest or a resource type (Charles, mitmproxy, Insomnia, Fiddler, old browsers): an HTML
 * answer (or a redirect) to a GET that is no XHR and no asset, asked for as a document: typed (no Referer), or
 * followed from a page with an Accept that asks for HTML (a link or a form). Frames cannot be told apart from
 * pages this way; a frame taken for a page becomes a goto step to edit out.
 */
export function inferredNavigation(e: HarEntry): boolean {
  if (e.method !== 'GET') return false;
  if (header(e, 'x-requested-with') !== null || ASSET.test(new URL(e.url).pathname)) return false;
  if (!isHtml(e) && !isRedirect(e) && !/^\s*(?:<!doctype html|<html)/i.test(e.responseBody.subarray(0, 200).toString('latin1'))) return false;
  const accept = header(e, 'accept') ?? '';
  if (header(e, 'referer') === null) return accept === '' || /text\/html|application\/xhtml|\*\/\*/i.test(accept);
  return /text\/html|application\/xhtml/i.test(accept);
}

/** An XHR or fetch call (DevTools' resource type; else Sec-Fetch-Dest "empty" or X-Requested-With). */
export function isApiCall(e: HarEntry): boolean {
  const type = e.resourceType?.toLowerCase() ?? null;
  if (type) return type === 'xhr' || type === 'fetch';
  return header(e, 'sec-fetch-dest')?.toLowerCase() === 'empty' || header(e, 'x-requested-with') !== null;
}

function iso(s: string | null): string | null {
  if (!s) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** Works out the steps and what is kept from an export. Throws FromHarError when it holds no page navigation. */
export function analyseExport(x: HarExport): HarAnalysis {
  const { har, raw } = x;
  const rawEntries = raw.log.entries;
  const rawPages = Array.isArray(raw.log.pages) ? raw.log.pages.filter(isObj) : [];
  const pages = new Map<string, { title: string | null; startedDateTime: string | null }>();
  for (const p of rawPages) {
    if (typeof p.id === 'string') pages.set(p.id, { title: typeof p.title === 'string' ? p.title : null, startedDateTime: typeof p.startedDateTime === 'string' ? p.startedDateTime : null });
  }
  const pageOf = (i: number): string | null => {
    const r = rawEntries[i];
    return isObj(r) && typeof r.pageref === 'string' && pages.has(r.pageref) ? r.pageref : null;
  };
  // entries in the order of their pages as the export lists them (the visit's order: WebPagetest's runs carry
  // clocks that disagree with each other), then in the order they started; an entry without a page goes with
  // the page of the entry written before it; ties keep the order written
  const pageRank = new Map(rawPages.map((p, k) => [p.id, k] as const));
  let rank = 0;
  const ranks = har.entries.map((_, i) => {
    const id = pageOf(i);
    if (id !== null) rank = pageRank.get(id) ?? rank;
    return rank;
  });
  const order = har.entries
    .map((e, i) => ({ e, i, r: ranks[i]!, t: Date.parse(e.startedDateTime ?? '') }))
    .sort((a, b) => a.r - b.r || (Number.isNaN(a.t) || Number.isNaN(b.t) ? 0 : a.t - b.t) || a.i - b.i);

  const missing: MissingBody[] = [];
  const nonHttp: HarAnalysis['nonHttp'] = [];
  let production = 0;
  const dropped = new Set<number>();
  for (const { e, i } of order) {
    if (PRODUCTION_TRACKER.test(e.url)) {
      production++;
      dropped.add(i);
      continue;
    }
    const odd = nonHttpReason(rawEntries[i], e);
    if (odd) {
      nonHttp.push({ entry: i, url: e.url, why: odd });
      dropped.add(i);
      continue;
    }
    const why = missingBodyReason(rawEntries[i], e);
    if (why) {
      missing.push({ entry: i, method: e.method, url: e.url, status: e.status, why });
      dropped.add(i);
    }
  }

  // navigations: main-frame documents in start order; a redirect's target continues its chain
  const navigations: PageNavigation[] = [];
  const notReplayable: HarAnalysis['notReplayable'] = [];
  const reusedDocuments: HarAnalysis['reusedDocuments'] = [];
  const notPages: HarAnalysis['notPages'] = [];
  const seenPage = new Set<string>();
  const navigatedPage = new Set<string>();
  let chain: { nav: PageNavigation; next: string } | null = null;
  for (const { e, i } of order) {
    if (PRODUCTION_TRACKER.test(e.url) || nonHttp.some((n) => n.entry === i)) continue;
    const pageId = pageOf(i);
    const first = pageId !== null && !seenPage.has(pageId);
    if (pageId !== null) seenPage.add(pageId);
    const title = pageId !== null ? pages.get(pageId)!.title : null;
    if (chain && e.url === chain.next && (pageId === null || pageId === chain.nav.pageId || !navigatedPage.has(pageId))) {
      chain.nav.documentEntry = i;
      chain = isRedirect(e) && e.redirectURL ? { nav: chain.nav, next: new URL(e.redirectURL, e.url).href.replace(/#.*$/, '') } : null;
      continue;
    }
    const navigated = pageId !== null && navigatedPage.has(pageId);
    if (!isMainDocument(e, { id: pageId, title, first, navigated })) continue;
    if (pageId !== null) navigatedPage.add(pageId);
    // a page's start belongs to its first navigation (Firefox, by default, writes one page for a whole visit)
    const own = pageId !== null && !navigated;
    const nav: PageNavigation = { entry: i, documentEntry: i, url: e.url, pageId, title: own ? title : null, startedDateTime: (own ? pages.get(pageId)!.startedDateTime : null) ?? e.startedDateTime };
    chain = isRedirect(e) && e.redirectURL ? { nav, next: new URL(e.redirectURL, e.url).href.replace(/#.*$/, '') } : null;
    navigations.push(nav);
  }

  // a page with several navigations (Firefox's default: one page for the visit) has a title that names only one of them
  for (const nav of navigations) if (nav.pageId !== null && navigations.filter((n) => n.pageId === nav.pageId).length > 1) nav.title = null;
  const steps = new StepCollector();
  const stepNavs: PageNavigation[] = [];
  for (const nav of navigations) {
    const first = har.entries[nav.entry]!;
    const doc = har.entries[nav.documentEntry]!;
    if (first.method !== 'GET') {
      notReplayable.push({ entry: nav.entry, url: nav.url, reason: `a ${first.method} form submission: a goto step can only GET it. Add the fill/click steps that submit the form to steps.json` });
      continue;
    }
    if (isRedirect(doc)) {
      notReplayable.push({ entry: nav.documentEntry, url: nav.url, reason: `its redirect chain ends at ${doc.redirectURL}, which the HAR does not hold` });
      continue;
    }
    if (doc.status === 204 || doc.status === 205) {
      // No Content: the browser keeps the page it shows; nothing was loaded, nothing is lost
      notPages.push({ entry: nav.documentEntry, url: nav.url, status: doc.status });
      continue;
    }
    const gone = missing.find((m) => m.entry === nav.documentEntry);
    if (gone) {
      // the same page loaded elsewhere in the visit with its body: the replay answers this load with that copy
      const copy = order.find((o) => o.i !== nav.documentEntry && !dropped.has(o.i) && o.e.method === doc.method && o.e.url === doc.url && o.e.responseBody.length > 0 && !isRedirect(o.e));
      if (!copy) {
        notReplayable.push({ entry: nav.documentEntry, url: nav.url, reason: `its document has no body in the export (${gone.why}): export the visit again with the cache disabled and response bodies saved, or remove this page` });
        continue;
      }
      reusedDocuments.push({ entry: nav.documentEntry, url: doc.url, from: copy.i });
    } else if (doc.responseBody.length === 0) {
      // an empty document is a page the export left out, not an empty page (its golden would say "title": "")
      notReplayable.push({ entry: nav.documentEntry, url: nav.url, reason: 'its document is empty in the export (the exporter kept no body): export the visit again with response bodies saved, or remove this page' });
      continue;
    }
    steps.navigation(nav.url, { typed: true });
    stepNavs.push(nav);
  }
  for (const [id, p] of pages) {
    if (!navigations.some((n) => n.pageId === id)) notReplayable.push({ entry: null, url: p.title ?? id, reason: `page ${id} has no document request in the HAR (served from the cache, or the export started after it)` });
  }
  if (steps.steps.length === 0) {
    const why = notReplayable.length ? ` (${notReplayable.map((n) => `${n.url}: ${n.reason}`).join('; ')})` : '';
    throw new FromHarError(
      `${x.file}: no page navigation found${why}: the HAR holds ${har.entries.length} requests but no main-frame document a goto step could load. ` +
        'Export the visit with "Preserve log" (Chrome) or "Persist Logs" (Firefox) ticked and the page reloaded after opening the network panel.',
    );
  }

  const kept = order.map((o) => o.i).filter((i) => !dropped.has(i));
  const base64 = kept.filter((i) => {
    const r = rawEntries[i];
    return (isObj(r) && isObj(r.response) && isObj(r.response.content) && r.response.content.encoding === 'base64') || x.unmarkedBase64.includes(i);
  }).length;
  const unmarkedBase64 = x.unmarkedBase64.filter((i) => kept.includes(i)).length;
  const firstNav = har.entries[stepNavs[0]!.entry]!;
  const firstTime = iso(stepNavs[0]!.startedDateTime) ?? iso(order.find((o) => iso(o.e.startedDateTime))?.e.startedDateTime ?? null);
  if (!firstTime) throw new FromHarError(`${x.file}: no entry has a startedDateTime, so the time of the visit (the replay's clock) is unknown. ${EXPORT_AGAIN}`);
  const lang = header(firstNav, 'accept-language')?.split(',')[0]?.split(';')[0]?.trim() ?? null;
  let locale: string | null = null;
  try {
    if (lang && lang !== '*') locale = Intl.getCanonicalLocales(lang)[0] ?? null;
  } catch {}
  return {
    flavour: x.flavour,
    exporter: x.exporter,
    exporterName: x.exporterName,
    pages: rawPages.length,
    navigations: stepNavs,
    notReplayable,
    notPages,
    reusedDocuments,
    steps: steps.steps,
    kept,
    missing,
    production,
    nonHttp,
    base64,
    unmarkedBase64,
    recoded: x.recoded.filter((i) => !dropped.has(i)).length,
    unrecoded: x.unrecoded.filter((u) => !dropped.has(u.entry)),
    recordedAt: firstTime,
    userAgent: header(firstNav, 'user-agent'),
    locale,
  };
}

// ---- import ----

export interface FromHarOptions {
  file: string;
  name: string;
  provider: string;
  siteKey: string;
  clientId?: number | string | null;
  installId?: number | string | null;
  options?: Record<string, unknown>;
  timezone?: string;
  locale?: string;
  force?: boolean;
  /** recordings root (default recordings/ at the repository root) */
  root?: string;
  /** replay once and write golden.json (default true) */
  golden?: boolean;
  trackerFile?: string;
  /** an open browser for the replay (else one is launched with `launch` and closed) */
  browser?: Browser;
  launch?: LaunchOptions;
  log?: (line: string) => void;
  /** the site mapping's adapter options for the recording's start URL, when it has any (meta.json options) */
  siteOptions?: (startUrl: string) => Record<string, unknown> | undefined;
  /** called once the HAR is found usable, before the replay (the CLI makes sure of the browser and the build) */
  prepare?: () => Promise<void>;
}

export interface FromHarResult {
  dir: string;
  meta: Meta;
  analysis: HarAnalysis;
  entries: number;
  /** recording.har's entries, in its order (the replay's served[].entry positions) */
  harEntries: HarEntry[];
  redacted: RedactStats;
  replay: SiteRun | null;
  hadGolden: boolean;
  golden: GoldenEvent[] | null;
}

/** Makes recordings/<name>/ from an exported HAR. Throws FromHarError for usage problems (nothing written). */
export async function importHar(opts: FromHarOptions): Promise<FromHarResult> {
  const log = opts.log ?? (() => {});
  if (!SITE_SLUG.test(opts.name)) throw new FromHarError(`--name "${opts.name}" is not a lowercase slug (a-z, 0-9, single dashes), e.g. "sea-view-rentals"`);
  const root = resolve(opts.root ?? join(ROOT, 'recordings'));
  const target = join(root, opts.name);
  if (existsSync(target) && !opts.force) throw new FromHarError(`${target} already exists: pass --force to replace it (the old recording is replaced only when the new one is complete)`);
  const x = readExport(opts.file);
  const analysis = analyseExport(x);
  for (const line of describeAnalysis(analysis)) log(line);

  const kept: Har = { file: null, creator: x.har.creator, entries: analysis.kept.map((i) => x.har.entries[i]!) };
  const redacted = newRedactStats();
  const clean = redactHar(kept, redacted);
  const byEntry = new Map(analysis.kept.map((i, k) => [i, clean.entries[k]!]));
  const env = {
    userAgent: analysis.userAgent ?? DEFAULT_ENV.userAgent,
    timezone: opts.timezone ?? DEFAULT_ENV.timezone,
    locale: opts.locale ?? analysis.locale ?? DEFAULT_ENV.locale,
    viewport: DEFAULT_ENV.viewport,
  };
  // the page the visitor landed on (after the first navigation's redirects: www.cnn.com -> m.cnn.com) is the
  // site the tag runs on, so the replay maps the install to its host
  const landed = x.har.entries[analysis.navigations[0]!.documentEntry]!.url;
  const startUrl = redactUrl(landed);
  const siteOptions = opts.options ?? opts.siteOptions?.(startUrl);
  const meta: Meta = {
    site: opts.name,
    startUrl,
    recordedAt: analysis.recordedAt,
    timezone: env.timezone,
    locale: env.locale,
    viewport: env.viewport,
    userAgent: env.userAgent,
    browserVersion: x.exporter,
    recorderVersion: HAR_IMPORT_VERSION,
  };
  const carried = carryOver(join(target, RECORDING_FILES.meta));
  const files: Record<string, string | Buffer> = {
    [RECORDING_FILES.har]: stringifyHar(clean),
    [RECORDING_FILES.steps]: JSON.stringify(analysis.steps, null, 2) + '\n',
    [RECORDING_FILES.meta]: JSON.stringify({ ...meta, ...carried }, null, 2) + '\n',
    [RECORDING_FILES.mapping]: stringifyMapping([siteRecord(startUrl, { ...opts, options: siteOptions })]),
  };
  if (Object.keys(carried).length) log(`  kept ${Object.keys(carried).join(' and ')} from the previous meta.json`);
  // a page whose document the export left without a body is served another load's copy (reusedDocuments): its
  // snapshot is that copy, not nothing (its own entry is not in recording.har)
  const served = new Map(analysis.reusedDocuments.map((d) => [d.entry, d.from]));
  analysis.navigations.forEach((nav, k) => {
    const doc = byEntry.get(served.get(nav.documentEntry) ?? nav.documentEntry);
    if (!doc) throw new Error(`from-har: page ${k + 1} (${nav.url}, entry ${nav.documentEntry}) has no document in recording.har`);
    files[`${RECORDING_FILES.snapshots}/${snapshotName(k, analysis.steps[k]!.name)}`] = redactSnapshot(decodeBody(doc.responseBody, charsetOf(responseHeader(doc, 'content-type') ?? doc.responseMimeType)));
  });
  log(`  redacted: ${redacted.headers} headers, ${redacted.fields} fields, ${redacted.cards} card numbers`);
  log(`  environment: user agent ${analysis.userAgent ? "the visitor's" : 'pinned (the HAR has none)'}, locale ${env.locale}${opts.locale ? '' : analysis.locale ? ' (Accept-Language)' : ' (default)'}, time zone ${env.timezone}${opts.timezone ? '' : ' (a HAR does not say: pass --timezone for the visitor\'s)'}, viewport ${env.viewport.width}x${env.viewport.height}`);

  const tmpRoot = join(ROOT, '.beacon-tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const work = mkdtempSync(join(tmpRoot, `from-har-${opts.name}-`));
  const cleanup = () => rmSync(work, { recursive: true, force: true });
  process.once('exit', cleanup);
  try {
    let replay: SiteRun | null = null;
    let golden: GoldenEvent[] | null = null;
    const hadGolden = existsSync(join(target, RECORDING_FILES.golden));
    if (opts.golden !== false) {
      await opts.prepare?.();
      log('  replaying the imported recording once to write golden.json…');
      ({ replay, golden } = await firstReplay(files, target, join(work, opts.name), { browser: opts.browser, launch: opts.launch, trackerFile: opts.trackerFile }));
    }
    writeRecordingAtomically(target, files, { force: opts.force });
    return { dir: target, meta, analysis, entries: clean.entries.length, harEntries: clean.entries, redacted, replay, hadGolden, golden };
  } finally {
    process.off('exit', cleanup);
    cleanup();
  }
}

// ---- summary ----

/** What was found in the export: pages → steps, entries kept, entries without a body. */
export function describeAnalysis(a: HarAnalysis): string[] {
  const lines = [`  exported by ${a.exporterName} (${a.exporter}); the visit started at ${a.recordedAt}`];
  lines.push(`  pages: ${a.pages} in log.pages, ${a.navigations.length + a.notReplayable.filter((n) => !n.reason.startsWith('page ')).length} page navigations found → ${a.steps.length} steps`);
  // URLs as recording.har holds them: a secret redacted there is not printed here either
  const shown = (url: string) => redactUrl(url);
  a.steps.forEach((s, k) => {
    const nav = a.navigations[k]!;
    lines.push(`    step ${k + 1} ${s.name}: goto ${s.goto}${nav.title && nav.title !== nav.url ? `  ("${shown(nav.title)}")` : ''}`);
  });
  for (const n of a.notReplayable) lines.push(`    PAGE LOST${n.entry === null ? '' : ` (entry ${n.entry})`}: ${shown(n.url)}: ${n.reason}`);
  for (const n of a.notPages) lines.push(`    entry ${n.entry} ${shown(n.url)}: answered ${n.status} ${n.status === 204 ? 'No Content' : 'Reset Content'}, so the browser stayed on the page before: no page, no step`);
  for (const d of a.reusedDocuments) lines.push(`    entry ${d.entry} ${shown(d.url)}: no body in the export; the replay answers it with the same page loaded at entry ${d.from}`);
  const total = a.kept.length + a.missing.length + a.production + a.nonHttp.length;
  lines.push(`  entries: ${a.kept.length} of ${total} kept${a.base64 ? ` (${a.base64} with base64 bodies, decoded${a.unmarkedBase64 ? `; ${a.unmarkedBase64} of them binary bodies the exporter wrote as base64 without content.encoding` : ''})` : ''}; left out: ${a.production} of the production tracker, ${a.missing.length} without a response body, ${a.nonHttp.length} not HTTP`);
  if (a.recoded) lines.push(`  ${a.recoded} text bodies served in their own charset (ISO-8859-1/windows-1252), as the site sent them`);
  for (const u of a.unrecoded) lines.push(`  entry ${u.entry} ${shown(u.url)}: charset ${u.charset} is served as UTF-8 bytes (the import re-encodes Latin-1 only): check its text in the replay`);
  if (a.missing.length) {
    lines.push('  without a response body (not replayable: a page that asks for one of them during the replay finds it unanswered):');
    for (const m of a.missing) lines.push(`    entry ${m.entry}: ${m.method} ${shown(m.url)} (${m.why})`);
  }
  for (const n of a.nonHttp) lines.push(`  left out: entry ${n.entry}: ${shown(n.url)} (${n.why})`);
  return lines;
}

/** What the first replay made of the import: status, unmatched requests (and which lacked a body), entries never asked for. */
export function describeReplay(r: FromHarResult): string[] {
  const run = r.replay;
  if (!run) return [`  not replayed (--no-golden): write golden.json with npm run replay -- ${r.meta.site} --update`];
  const rep = run.report;
  const lines: string[] = [];
  lines.push(`  replay: ${rep.status === 'error' ? `failed: ${rep.error}` : `${run.actual.length} events${rep.unmatched.length ? `, ${rep.unmatched.length} requests unanswered` : ', every request answered'}`}`);
  const missingUrls = new Map(r.analysis.missing.map((m) => [`${m.method} ${m.url}`, m]));
  for (const u of rep.unmatched) {
    const gone = missingUrls.get(`${u.method} ${u.url}`);
    lines.push(`    unanswered [${u.step}] ${u.method} ${u.url}${gone ? `: its body is not in the export (${gone.why})` : ': the export has no such request'}`);
  }
  const asked = new Set(rep.unmatched.map((u) => `${u.method} ${u.url}`));
  const notAsked = r.analysis.missing.filter((m) => !asked.has(`${m.method} ${m.url}`));
  if (notAsked.length && rep.status !== 'error') lines.push(`  ${notAsked.length} of the ${r.analysis.missing.length} entries without a body were not asked for during the replay (nothing lost for these steps)`);
  const served = new Set(run.served.map((s) => s.entry));
  const unused = rep.status === 'error' ? [] : r.harEntries.filter((e, k) => !served.has(k) && isApiCall(e));
  if (unused.length) {
    lines.push(`  ${unused.length} XHR/fetch requests of the export were never asked for by the goto steps (made after a click or a form change? add those steps to steps.json, then npm run replay -- ${r.meta.site} --update):`);
    for (const e of unused) lines.push(`    ${e.method} ${e.url}`);
  }
  for (const f of rep.findings ?? []) lines.push(`  FINDING: ${f}`);
  const unrecorded = rep.status === 'error' ? [] : run.report.console.filter((c) => c.type === 'harness' && c.text.startsWith('unrecorded '));
  if (unrecorded.length) {
    lines.push(`  ${unrecorded.length} pictures, fonts, media or stylesheets the export never captured, answered empty (they cannot change the events):`);
    for (const c of unrecorded) lines.push(`    [${c.step}] ${c.text}`);
  }
  for (const w of run.warnings) lines.push(`  warning: ${w}`);
  return lines;
}
