// The page_upload payload (spec 3): a cleaned copy of the page for analysing sites without an adapter rule.
// Beyond the spec, for the visitors' safety, secrets never leave the page: values of password, card-number,
// CVV/CVC and hidden token inputs are blanked in the HTML, and keys that look like secrets are dropped from
// the storages and globals (and redacted inside recorded request/response bodies).
//
// A page can be megabytes: buildPageUpload() builds the payload in idle slices (core/idle-slices.ts), and writes
// each part's JSON as it goes (JSONText), since escaping megabytes for the wire is itself a long task.
// pageUploadNow() is the same payload built at once, as plain values.
import type { Payload } from '../core/types';
import { clean } from '../core/error-event';
import { toJSON } from '../core/storage';
import { redactUrl } from '../core/redact-url';
import { JSONText, stringify } from '../builtins/json';
import { recentCalls, type Call } from '../net';
import type { PageUploadPayload } from './events';
import { SECRET, redact, scrub } from './page-upload-secrets';
import { bodyWalk } from './page-upload-walk';
import { inIdleSlices, steps, unit } from '../core/idle-slices';

export { redact };

/** Own storage keys: the event buffer (which would hold earlier uploads), locks, identity. */
const OWN = /^(__beacon|beacon-|__LOCK__)/;

/** Body HTML without svg, style and inline base64 images; secret input values blanked. Leaves the page alone. */
export function cleanBodyHTML(body: HTMLElement | null = document.body): string {
  let html = '';
  bodyWalk(body, (piece) => (html += piece))(() => true);
  return html;
}

/** The core's depth-3 dump (spec 9: elements, components and cycles as placeholders), secret keys dropped. */
export const dump = (v: unknown): unknown => JSON.parse(toJSON(clean(v)), (k, x) => (SECRET.test(k) ? undefined : typeof x == 'string' ? scrub(x) : x));

/** The page's own window globals. Standard window properties are recognised without a list: the browser's
 * are accessors (innerWidth, name, document, on* handlers…), native functions, host objects (Location,
 * Navigator…) or null (opener); a page's `var x` / `window.x = …` is a data property holding a plain value.
 * (`chrome` is Chromium's one plain-object global; our own are __beacon*.) */
export function pageGlobals(win: Window = window): Payload {
  const out: Payload = {};
  for (const k of Object.keys(win)) {
    if (/^(__beacon|chrome$|\d)/.test(k) || SECRET.test(k)) continue;
    try {
      const d = Object.getOwnPropertyDescriptor(win, k);
      const v = d && d.value;
      // String(v), not Function.prototype.toString: wrapped natives (our fetch/XHR wrappers, other tools')
      // print the native source through their own toString.
      if (v == null || (typeof v == 'function' && /\[native code\]/.test(String(v)))) continue;
      if (typeof v == 'object' && !/^\[object (Object|Array)\]$/.test(Object.prototype.toString.call(v))) continue;
      out[k] = dump(v);
    } catch {}
  }
  return out;
}

/** Every key of a storage except ours and secret-looking ones; values redacted. {} when storage is blocked. */
export function storageCopy(kind: 'localStorage' | 'sessionStorage'): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    const s = window[kind];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k != null && !OWN.test(k) && !SECRET.test(k)) out[k] = redact(s.getItem(k)) || '';
    }
  } catch {}
  return out;
}

const ajaxEntry = (c: Call): Payload => ({
  page: redact(c.page),
  method: c.method,
  url: redact(c.url),
  body: redact(c.requestBody),
  status: c.status,
  response: redact(c.responseText),
  headers: c.headers && JSON.parse(redact(stringify(c.headers))!),
  timestamp: c.timestamp,
});

/** The payload built at once, as plain values (what pageUploadPayload puts on the wire). */
export function pageUploadNow(): PageUploadPayload {
  return {
    bodyHTML: cleanBodyHTML(),
    globals: pageGlobals(),
    sessionStorage: storageCopy('sessionStorage'),
    localStorage: storageCopy('localStorage'),
    referrer: redact(redactUrl(document.referrer)) || null,
    ajaxCache: recentCalls().map(ajaxEntry),
  };
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f]/;
/** A string's JSON text without the quotes; quotes and backslashes alone are escaped faster without stringify. */
const inJSON = (s: string) => (CONTROL.test(s) ? stringify(s).slice(1, -1) : s.replace(/["\\]/g, '\\$&'));

/** The page_upload payload built in idle slices, each part as its JSON text: on the wire, the same text as
 *  pageUploadNow(). What adapters call is pageUploadPayload (page-upload-payload.ts), which holds the events
 *  captured meanwhile; in a two-part tag this runs from the upload part (upload.ts). */
export async function buildPageUpload(ajaxCalls: Call[] = recentCalls()): Promise<Payload> {
  // the body's JSON in chunks: joining 100,000s of pieces at once is a long task of its own
  const chunks: string[] = [];
  let parts: string[] = [];
  const chunk = () => {
    chunks.push(parts.join(''));
    parts = [];
  };
  const calls: string[] = [];
  const p: Payload = { bodyHTML: null, globals: null, sessionStorage: null, localStorage: null, referrer: redact(redactUrl(document.referrer)) || null, ajaxCache: null };
  // the other parts are small next to the body: a unit each (an ajaxCache call is cut to 20 KB, net/bus.ts)
  const json = (key: string, value: () => unknown) => unit(() => (p[key] = new JSONText(stringify(value()))));
  await inIdleSlices(
    steps(
      bodyWalk(document.body, (html) => parts.push(inJSON(html)) < 2000 || chunk()),
      unit(() => {
        chunk();
        p.bodyHTML = new JSONText(`"${chunks.join('')}"`);
      }),
      json('globals', pageGlobals),
      json('sessionStorage', () => storageCopy('sessionStorage')),
      json('localStorage', () => storageCopy('localStorage')),
      ...ajaxCalls.map((c) => unit(() => calls.push(stringify(ajaxEntry(c))))),
      unit(() => (p.ajaxCache = new JSONText(`[${calls.join(',')}]`))),
    ),
  );
  return p;
}
