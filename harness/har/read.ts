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
import * as v from 'valibot';
import type { Har, HarEntry, HarHeader } from './types.ts';
import { check, expected, object, show } from '../recording/schema.ts';

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

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const optional = v.optional(v.unknown());
const headers = v.nullish(
  v.array(
    object(
      {
        name: v.string(expected('a string (the header name)')),
        value: v.nullish(v.union([v.string(), v.number(), v.boolean()], expected('a string'))),
      },
      '{ name, value }',
    ),
    expected('an array of { name, value }'),
  ),
);

/** What the harness reads of one entry of HAR 1.2's log.entries; exporters' other fields are ignored. */
const HarFileEntrySchema = object(
  {
    startedDateTime: optional,
    _resourceType: optional,
    request: object(
      {
        method: v.pipe(v.string(expected('an HTTP method such as "GET"')), v.regex(/^[A-Za-z]+$/, expected('an HTTP method such as "GET"'))),
        url: v.pipe(
          v.string(expected('an absolute URL')),
          v.check((u: string) => URL.canParse(u), (issue) => `"${(issue.input as string).slice(0, 200)}" is not an absolute URL`),
        ),
        headers,
        postData: v.nullish(
          object(
            {
              mimeType: optional,
              _file: v.optional(v.string(expected('a file name beside the HAR'))),
              text: v.nullish(v.string(expected('a string'))),
              encoding: optional,
              // DevTools and some older exporters give form fields only as params
              params: v.optional(v.array(object({ name: v.string(expected('a string (the field name)')), value: optional }, '{ name, value }'), expected('an array of { name, value }'))),
            },
            'an object',
          ),
        ),
      },
      'an object',
    ),
    response: object(
      {
        status: v.union(
          [v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))],
          expected('an integer HTTP status'),
        ),
        statusText: optional,
        headers,
        content: v.nullish(
          v.pipe(
            object({ mimeType: optional, _file: v.optional(v.string(expected('a file name beside the HAR'))), text: v.nullish(v.string(expected('a string'))), encoding: optional }, 'an object'),
            v.forward(
              v.check(
                (c) => c._file !== undefined || typeof c.text !== 'string' || c.encoding === undefined || c.encoding === null || c.encoding === '' || c.encoding === 'base64',
                (issue) => `is ${show((issue.input as { encoding: unknown }).encoding)}; only "base64" (or none) is understood`,
              ),
              ['encoding'],
            ),
            v.forward(
              v.check(
                (c) => c._file !== undefined || c.encoding !== 'base64' || typeof c.text !== 'string' || BASE64.test(c.text.replace(/\s+/g, '')),
                'is marked base64 but contains characters that are not base64',
              ),
              ['text'],
            ),
          ),
        ),
        redirectURL: v.nullish(v.string(expected('a string'))),
      },
      'an object',
    ),
  },
  'an object with request and response',
);
type HarFileEntry = v.InferOutput<typeof HarFileEntrySchema>;

/** The part of a HAR 1.2 document the harness reads (Playwright, DevTools and Firefox exports all have it). */
export const HarFileSchema = object(
  {
    log: object(
      {
        creator: optional,
        entries: v.array(HarFileEntrySchema, expected('an array of entries')),
      },
      'the HAR\'s top-level "log" object',
    ),
  },
  'a HAR document { "log": { "entries": [...] } }',
);

/** Normalises an already parsed HAR document; `file` is used for messages and to find `_file` attachments. */
export function parseHar(json: unknown, file: string): Har {
  const r = check(HarFileSchema, json);
  if (!r.ok) {
    // log.entries[3].request.url -> entry 3, field request.url
    const m = /^log\.entries\[(\d+)\](?:\.(.*))?$/.exec(r.path);
    if (m) throw new HarError(file, Number(m[1]), m[2] ?? null, r.problem);
    throw new HarError(file, null, r.path || null, r.problem);
  }
  const { log } = r.value;
  const c = log.creator as { name?: unknown; version?: unknown } | undefined;
  const creator = c && typeof c === 'object' && typeof c.name === 'string' ? { name: c.name, version: typeof c.version === 'string' ? c.version : '' } : null;
  return { file, creator, entries: log.entries.map((e, i) => toEntry(e, i, file)) };
}

const textOr = (x: unknown): string | null => (typeof x === 'string' && x !== '' ? x : null);

/** One checked entry in the internal shape: bodies decoded or read from their attachment, URL without fragment. */
function toEntry(e: HarFileEntry, i: number, file: string): HarEntry {
  const fail = (field: string, problem: string): never => {
    throw new HarError(file, i, field, problem);
  };
  const { request: req, response: res } = e;
  const url = new URL(req.url);
  url.hash = '';

  let requestBody: string | null = null;
  let requestMimeType: string | null = null;
  const pd = req.postData;
  if (pd) {
    requestMimeType = textOr(pd.mimeType);
    if (pd._file !== undefined) requestBody = readAttachment(file, pd._file, 'request.postData._file', fail).toString('utf8');
    else if (typeof pd.text === 'string') requestBody = pd.encoding === 'base64' ? decodeBase64(pd.text, 'request.postData.text', fail).toString('utf8') : pd.text;
    else if (pd.params) {
      requestBody = pd.params
        .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.value === undefined || p.value === null ? '' : String(p.value))}`)
        .join('&');
    } else requestBody = '';
  }

  let responseBody: Buffer = Buffer.alloc(0);
  const content = res.content;
  if (content) {
    if (content._file !== undefined) responseBody = readAttachment(file, content._file, 'response.content._file', fail);
    else if (typeof content.text === 'string') responseBody = content.encoding === 'base64' ? decodeBase64(content.text, 'response.content.text', fail) : Buffer.from(content.text, 'utf8');
  }

  return {
    startedDateTime: textOr(e.startedDateTime),
    method: req.method.toUpperCase(),
    url: url.href,
    requestHeaders: (req.headers ?? []).map(header),
    requestBody,
    requestMimeType,
    status: res.status,
    statusText: typeof res.statusText === 'string' ? res.statusText : '',
    responseHeaders: (res.headers ?? []).map(header),
    responseBody,
    responseMimeType: textOr(content?.mimeType),
    redirectURL: res.redirectURL ?? '',
    resourceType: textOr(e._resourceType),
  };
}

const header = (h: { name: string; value?: string | number | boolean | null }): HarHeader => ({ name: h.name, value: h.value === undefined || h.value === null ? '' : String(h.value) });

function decodeBase64(text: string, field: string, fail: (field: string, problem: string) => never): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (!BASE64.test(compact)) return fail(field, 'is marked base64 but contains characters that are not base64');
  return Buffer.from(compact, 'base64');
}

function readAttachment(file: string, name: string, field: string, fail: (field: string, problem: string) => never): Buffer {
  const path = join(dirname(file), name);
  if (!existsSync(path)) return fail(field, `names ${name}, which is not beside the HAR (${path})`);
  return readFileSync(path);
}
