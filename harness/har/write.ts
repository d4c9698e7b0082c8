// Writes the internal HAR shape back as HAR 1.2. Used by the recorder after it has filtered out the production
// tracker's own traffic and redacted secrets: what is written is exactly what replay will read, nothing more.
// Cookie arrays, timings and exporter-private fields are not carried over (cookies are secrets; the rest is noise).
import { writeFileSync } from 'node:fs';
import type { Har, HarEntry } from './types.ts';

/** Keeps the entries `keep` accepts (e.g. drop the production tracker's own requests). */
export function filterHar(har: Har, keep: (entry: HarEntry, index: number) => boolean): Har {
  return { ...har, entries: har.entries.filter(keep) };
}

function isText(body: Buffer): boolean {
  if (body.includes(0)) return false;
  return Buffer.from(body.toString('utf8'), 'utf8').equals(body);
}

function queryString(url: string): { name: string; value: string }[] {
  return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
}

/** HAR 1.2 document for `har`: bodies as text when they are valid UTF-8, base64 otherwise. */
export function toHarDocument(har: Har, creator = { name: 'beacon-recorder', version: '1' }): Record<string, unknown> {
  return {
    log: {
      version: '1.2',
      creator: har.creator ?? creator,
      pages: [],
      entries: har.entries.map((e) => {
        const text = isText(e.responseBody);
        const entry: Record<string, unknown> = {
          startedDateTime: e.startedDateTime ?? new Date(0).toISOString(),
          time: 0,
          request: {
            method: e.method,
            url: e.url,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: e.requestHeaders,
            queryString: queryString(e.url),
            ...(e.requestBody === null ? {} : { postData: { mimeType: e.requestMimeType ?? '', text: e.requestBody } }),
            headersSize: -1,
            bodySize: e.requestBody === null ? 0 : Buffer.byteLength(e.requestBody),
          },
          response: {
            status: e.status,
            statusText: e.statusText,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: e.responseHeaders,
            content: {
              size: e.responseBody.length,
              mimeType: e.responseMimeType ?? '',
              text: text ? e.responseBody.toString('utf8') : e.responseBody.toString('base64'),
              ...(text ? {} : { encoding: 'base64' }),
            },
            redirectURL: e.redirectURL,
            headersSize: -1,
            bodySize: e.responseBody.length,
          },
          cache: {},
          timings: { send: 0, wait: 0, receive: 0 },
        };
        if (e.resourceType) entry._resourceType = e.resourceType;
        return entry;
      }),
    },
  };
}

/** The HAR file's text (2-space indent, trailing newline), e.g. for writeRecordingAtomically's files. */
export function stringifyHar(har: Har): string {
  return JSON.stringify(toHarDocument(har), null, 2) + '\n';
}

export function writeHar(file: string, har: Har): void {
  writeFileSync(file, stringifyHar(har));
}
