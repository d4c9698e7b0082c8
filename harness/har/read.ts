// Reads HAR 1.2 files saved by Playwright (recordHar, embedded or attached content), Chrome DevTools
// ("Save all as HAR with content") and Firefox ("Save All As HAR") into one internal shape (./types.ts).
//
// Differences absorbed here:
// - DevTools adds `_resourceType`, `_initiator`, `_transferSize`; its postData may carry `params` without `text`.
// - Firefox leaves out optional fields (postData.text, content.text, statusText, httpVersion, cookies, …).
// - Bodies may be base64 (`content.encoding: 'base64'`), or in a file beside the HAR (Playwright's `_file`).
// - Failed requests appear with status 0 (DevTools, Firefox) or -1 (Playwright): kept, the matcher skips them.
// Anything the harness needs that is missing or of the wrong type throws a HarError naming the file, the entry
// and the field, with what to do about it.
import { readFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Har, HarEntry, HarHeader } from './types.ts';

/** The command that records the site again: with its real name when the HAR is a recording's (recordings/<site>/recording.har). */
const recordAgain = (file: string) => `\`npm run record -- <url> --name ${basename(file) === 'recording.har' ? basename(dirname(resolve(file))) : '<site>'} --force\``;
const REEXPORT = (file: string) =>
  'Save it again as HAR 1.2 (Playwright recordHar with a .har path, DevTools "Save all as HAR with content", ' +
  `Firefox "Save All As HAR"), or record the site again with ${recordAgain(file)}.`;
const FIX_ENTRY = (file: string) => `Fix or delete that entry in the HAR, or record the site again with ${recordAgain(file)}.`;

export class HarError extends Error {
  readonly file: string;
  /** index in log.entries, null for problems with the file as a whole */
  readonly entry: number | null;
  /** JSON path of the offending field inside the entry (or the file), e.g. `request.url` */
  readonly field: string | null;

  constructor(file: string, entry: number | null, field: string | null, problem: string, hint?: string) {
    const where = entry === null ? (field ? `: ${field}` : '') : `: entry ${entry} (log.entries[${entry}])${field ? `, ${field}` : ''}`;
    super(`${file}${where}: ${problem}. ${hint ?? (entry === null ? REEXPORT : FIX_ENTRY)(file)}`);
    this.name = 'HarError';
    this.file = file;
    this.entry = entry;
    this.field = field;
  }
}

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return `a ${typeof v} (${JSON.stringify(v)?.slice(0, 40)})`;
}

/** Reads and normalises a HAR file. Throws HarError when it cannot be used. */
export function readHar(file: string): Har {
  let raw: Buffer;
  try {
    raw = readFileSync(file);
  } catch (e) {
    throw new HarError(file, null, null, `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, 'Check the path; a recording keeps it as recordings/<site>/recording.har.');
  }
  if (raw[0] === 0x50 && raw[1] === 0x4b) {
    throw new HarError(file, null, null, 'is a zip archive, not a HAR', 'Unzip it (Playwright zips when recordHar.path ends in .zip) and point at the .har inside, or record with a .har path.');
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new HarError(file, null, null, `is not valid JSON (${(e as Error).message})`);
  }
  return parseHar(json, file);
}

/** Normalises an already parsed HAR document; `file` is used for messages and to find `_file` attachments. */
export function parseHar(json: unknown, file: string): Har {
  if (!isObj(json) || !isObj(json.log)) throw new HarError(file, null, 'log', `is ${describe(isObj(json) ? json.log : json)}, expected the HAR's top-level "log" object`);
  const log = json.log;
  if (!Array.isArray(log.entries)) throw new HarError(file, null, 'log.entries', `is ${describe(log.entries)}, expected an array of entries`);
  const creator =
    isObj(log.creator) && typeof log.creator.name === 'string'
      ? { name: log.creator.name, version: typeof log.creator.version === 'string' ? log.creator.version : '' }
      : null;
  const entries = log.entries.map((e: unknown, i: number) => readEntry(e, i, file));
  return { file, creator, entries };
}

function readEntry(e: unknown, i: number, file: string): HarEntry {
  const fail = (field: string | null, problem: string): never => {
    throw new HarError(file, i, field, problem);
  };
  if (!isObj(e)) return fail(null, `is ${describe(e)}, expected an object with request and response`);
  const req = e.request;
  const res = e.response;
  if (!isObj(req)) return fail('request', `is ${describe(req)}, expected an object`);
  if (!isObj(res)) return fail('response', `is ${describe(res)}, expected an object`);

  if (typeof req.method !== 'string' || !/^[A-Za-z]+$/.test(req.method)) return fail('request.method', `is ${describe(req.method)}, expected an HTTP method such as "GET"`);
  if (typeof req.url !== 'string') return fail('request.url', `is ${describe(req.url)}, expected an absolute URL`);
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return fail('request.url', `"${req.url.slice(0, 200)}" is not an absolute URL`);
  }
  url.hash = '';

  const status = typeof res.status === 'string' && /^-?\d+$/.test(res.status) ? Number(res.status) : res.status;
  if (typeof status !== 'number' || !Number.isInteger(status)) return fail('response.status', `is ${describe(res.status)}, expected an integer HTTP status`);

  const requestHeaders = readHeaders(req.headers, 'request.headers', fail);
  const responseHeaders = readHeaders(res.headers, 'response.headers', fail);

  let requestBody: string | null = null;
  let requestMimeType: string | null = null;
  if (req.postData !== undefined && req.postData !== null) {
    const pd = req.postData;
    if (!isObj(pd)) return fail('request.postData', `is ${describe(pd)}, expected an object`);
    requestMimeType = typeof pd.mimeType === 'string' && pd.mimeType !== '' ? pd.mimeType : null;
    if (typeof pd._file === 'string') {
      requestBody = readAttachment(file, pd._file, 'request.postData._file', fail).toString('utf8');
    } else if (typeof pd.text === 'string') {
      if (pd.encoding === 'base64') requestBody = decodeBase64(pd.text, 'request.postData.text', fail).toString('utf8');
      else requestBody = pd.text;
    } else if (pd.text !== undefined && pd.text !== null) {
      return fail('request.postData.text', `is ${describe(pd.text)}, expected a string`);
    } else if (Array.isArray(pd.params)) {
      // DevTools and some older exporters give form fields only as params.
      requestBody = pd.params
        .map((p: unknown, j: number) => {
          if (!isObj(p) || typeof p.name !== 'string') return fail(`request.postData.params[${j}]`, `is ${describe(p)}, expected { name, value }`);
          return `${encodeURIComponent(p.name)}=${encodeURIComponent(p.value === undefined || p.value === null ? '' : String(p.value))}`;
        })
        .join('&');
    } else {
      requestBody = '';
    }
  }

  let responseBody: Buffer = Buffer.alloc(0);
  let responseMimeType: string | null = null;
  const content = res.content;
  if (content !== undefined && content !== null) {
    if (!isObj(content)) return fail('response.content', `is ${describe(content)}, expected an object`);
    responseMimeType = typeof content.mimeType === 'string' && content.mimeType !== '' ? content.mimeType : null;
    if (typeof content._file === 'string') {
      responseBody = readAttachment(file, content._file, 'response.content._file', fail);
    } else if (typeof content.text === 'string') {
      if (content.encoding === 'base64') responseBody = decodeBase64(content.text, 'response.content.text', fail);
      else if (content.encoding === undefined || content.encoding === null || content.encoding === '') responseBody = Buffer.from(content.text, 'utf8');
      else return fail('response.content.encoding', `is ${describe(content.encoding)}; only "base64" (or none) is understood`);
    } else if (content.text !== undefined && content.text !== null) {
      return fail('response.content.text', `is ${describe(content.text)}, expected a string`);
    }
  }

  let redirectURL = '';
  if (res.redirectURL !== undefined && res.redirectURL !== null) {
    if (typeof res.redirectURL !== 'string') return fail('response.redirectURL', `is ${describe(res.redirectURL)}, expected a string`);
    redirectURL = res.redirectURL;
  }

  const resourceType = typeof e._resourceType === 'string' && e._resourceType !== '' ? e._resourceType : null;
  const startedDateTime = typeof e.startedDateTime === 'string' && e.startedDateTime !== '' ? e.startedDateTime : null;

  return {
    startedDateTime,
    method: req.method.toUpperCase(),
    url: url.href,
    requestHeaders,
    requestBody,
    requestMimeType,
    status,
    statusText: typeof res.statusText === 'string' ? res.statusText : '',
    responseHeaders,
    responseBody,
    responseMimeType,
    redirectURL,
    resourceType,
  };
}

function readHeaders(v: unknown, field: string, fail: (field: string, problem: string) => never): HarHeader[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return fail(field, `is ${describe(v)}, expected an array of { name, value }`);
  return v.map((h: unknown, j: number) => {
    if (!isObj(h) || typeof h.name !== 'string') return fail(`${field}[${j}]`, `is ${describe(h)}, expected { name, value }`);
    const value = h.value === undefined || h.value === null ? '' : h.value;
    if (typeof value === 'object') return fail(`${field}[${j}].value`, `is ${describe(value)}, expected a string`);
    return { name: h.name, value: String(value) };
  });
}

function decodeBase64(text: string, field: string, fail: (field: string, problem: string) => never): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) return fail(field, 'is marked base64 but contains characters that are not base64');
  return Buffer.from(compact, 'base64');
}

function readAttachment(file: string, name: string, field: string, fail: (field: string, problem: string) => never): Buffer {
  const path = join(dirname(file), name);
  if (!existsSync(path)) return fail(field, `names ${name}, which is not beside the HAR (${path})`);
  return readFileSync(path);
}
