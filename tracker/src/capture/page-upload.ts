// The page_upload payload (spec 3): a cleaned copy of the page for analysing sites without an adapter rule.
// Beyond the spec, for the visitors' safety, secrets never leave the page: values of password, card-number,
// CVV/CVC and hidden token inputs are blanked in the HTML, and keys that look like secrets are dropped from
// the storages and globals (and redacted inside recorded request/response bodies).
import type { Payload } from '../core/types';
import { clean } from '../core/errors';
import { toJSON } from '../core/storage';
import { recentCalls } from '../net';
import type { PageUploadPayload } from './events';

/** Key or field names whose values are secrets. */
const SECRET = /pass|pwd|card.?(num|no)|cc.?(num|no)|cvv|cvc|csc|secur|token|nonce|csrf|secret|auth|session.?id|api.?key/i;
/** Own storage keys: the event buffer (which would hold earlier uploads), locks, identity. */
const OWN = /^(__beacon|beacon-|__LOCK__)/;
const BASE64 = /data:[\w.+/-]*(;[\w-]+=[\w.-]+)*;base64,[\w+/=%]*/gi;
/** form body `name=value` and JSON `"name": "value"` pairs whose name is a secret: the value is blanked. */
const SECRET_PAIR = new RegExp(`((?:${SECRET.source})[\\w\\[\\].-]*(?:=|"\\s*:\\s*"))[^&"]*`, 'gi');

export const redact = (s: string | null | undefined): string | null => (s == null ? null : String(s).replace(SECRET_PAIR, '$1'));

/** Body HTML without svg, style and inline base64 images; secret input values blanked. Works on a clone. */
export function cleanBodyHTML(body: HTMLElement | null = document.body): string {
  if (!body) return '';
  const copy = body.cloneNode(true) as HTMLElement;
  for (const n of Array.prototype.slice.call(copy.querySelectorAll('svg,style,link[rel=stylesheet]'))) n.remove();
  for (const input of Array.prototype.slice.call(copy.querySelectorAll('input,textarea')) as HTMLInputElement[]) {
    const type = (input.getAttribute('type') || '').toLowerCase();
    const name = `${input.name} ${input.id} ${input.getAttribute('autocomplete') || ''}`;
    if (type == 'password' || /\bcc-/i.test(name) || SECRET.test(name) || (type == 'hidden' && /key|sig|hash/i.test(name))) {
      input.removeAttribute('value');
      input.textContent = '';
    }
  }
  return copy.innerHTML.replace(BASE64, '');
}

/** The core's depth-3 dump (spec 9: elements, components and cycles as placeholders), secret keys dropped. */
export const dump = (v: unknown): unknown => JSON.parse(toJSON(clean(v)), (k, x) => (SECRET.test(k) ? undefined : x));

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

export function pageUploadPayload(): PageUploadPayload {
  return {
    bodyHTML: cleanBodyHTML(),
    globals: pageGlobals(),
    sessionStorage: storageCopy('sessionStorage'),
    localStorage: storageCopy('localStorage'),
    referrer: document.referrer || null,
    ajaxCache: recentCalls().map((c) => ({
      page: c.page,
      method: c.method,
      url: c.url,
      body: redact(c.requestBody),
      status: c.status,
      response: redact(c.responseText),
      headers: c.headers,
      timestamp: c.timestamp,
    })),
  };
}
