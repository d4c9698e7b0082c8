// The one internal shape every HAR flavour (Playwright, Chrome DevTools, Firefox) is read into.
// Positions in `entries` are the positions in the file's log.entries: the report's `entry` numbers point here.

export interface HarHeader {
  name: string;
  value: string;
}

export interface HarEntry {
  /** ISO time the request started, as recorded (null when the exporter left it out) */
  startedDateTime: string | null;
  method: string;
  /** absolute URL, fragment removed */
  url: string;
  requestHeaders: HarHeader[];
  /** request body as text (null when the request had none) */
  requestBody: string | null;
  /** postData.mimeType when recorded */
  requestMimeType: string | null;
  /** HTTP status; 0 or negative when the request failed or was aborted while recording */
  status: number;
  statusText: string;
  responseHeaders: HarHeader[];
  /** response body, already base64-decoded when the HAR stored it as base64; empty when not recorded */
  responseBody: Buffer;
  /** content.mimeType when recorded */
  responseMimeType: string | null;
  /** redirectURL as recorded ('' when none) */
  redirectURL: string;
  /** DevTools' _resourceType (xhr, fetch, document, script, …) when the exporter recorded it */
  resourceType: string | null;
}

export interface Har {
  /** the file it was read from (for messages); null when built in memory */
  file: string | null;
  creator: { name: string; version: string } | null;
  entries: HarEntry[];
}

export const REDACTED = '[REDACTED]';
