// Scrubs secrets from a HAR before anything is written. Replaced values read `[REDACTED]`.
//
// - Headers: Cookie and Set-Cookie keep the cookie names (pages may test for a cookie) with every value
//   redacted; Authorization, Proxy-Authorization and headers whose name says token/secret/key/password/nonce
//   are redacted whole; URLs in Referer, Location and Content-Location get the query treatment.
// - Query and request-body fields (form, JSON at any depth, JSON inside a form field, multipart): a field is
//   redacted when its name says so. "Strong" names are redacted whatever the value (token, access_token,
//   api_key, secret, password, passwd, pwd, cardnumber, cvv, cvc, security_code, …); "weak" names only when the
//   value looks like a credential (no spaces, 6+ characters, a digit, and a letter or 12+ characters):
//   key, nonce, _wpnonce, security, auth, sig, signature, sid, card, cc… so `key=bedrooms` or `card=visa` stay.
//   WordPress nonces are redacted; the matcher ignores them anyway, and treats any field recorded as [REDACTED]
//   as matching whatever the page sends.
// - Response bodies: JSON fields with strong names only (weak ones like `key` are often data the page uses).
// - Card numbers anywhere in URLs and text bodies: 13-19 digits (spaces or dashes allowed between them) with
//   a card-network prefix (2, 3, 4, 5, 6) that pass the Luhn check. Epoch-ms timestamps start with 1 and stay.
// Edits are made in place: untouched fields keep their exact bytes, so exact matching still works for them.
import type { Har, HarEntry, HarHeader } from '../har/types.ts';
import { REDACTED } from '../har/types.ts';
import { boundaryFrom, decodeFormComponent, joinMultipart, splitMultipart, nameSegments } from '../har/body.ts';

export { REDACTED };

export interface RedactStats {
  headers: number;
  fields: number;
  cards: number;
}

export const newRedactStats = (): RedactStats => ({ headers: 0, fields: 0, cards: 0 });

const STRONG_PARTS = ['token', 'secret', 'password', 'passwd', 'apikey', 'accesskey', 'privatekey', 'cardnumber', 'ccnumber', 'creditcard', 'cvv', 'cvc', 'securitycode', 'authorization'];
const STRONG_EXACT = new Set(['pwd', 'pass', 'passcode', 'pin', 'ssn', 'ccnum', 'cardno', 'iban']);
const WEAK_EXACT = new Set(['key', 'nonce', 'wpnonce', 'ajaxnonce', 'security', 'auth', 'sig', 'signature', 'sid', 'sessid', 'phpsessid', 'sessionid', 'card', 'cc', 'csrf', 'xsrf']);
const WEAK_SUFFIXES = ['key', 'nonce'];

const compact = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A field name that always holds a secret. */
export function isStrongSecretName(name: string): boolean {
  const segs = nameSegments(name);
  const last = compact(segs.at(-1) ?? name);
  if (last === '') return false;
  return STRONG_EXACT.has(last) || STRONG_PARTS.some((p) => last.includes(p));
}

/** A value that could be a credential: no spaces, 6+ characters, a digit, and a letter or 12+ characters. */
export function looksLikeCredential(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const s = String(value);
  return s.length >= 6 && !/\s/.test(s) && /\d/.test(s) && (/[a-z]/i.test(s) || s.length >= 12);
}

/** Whether the field `name` with `value` is redacted in requests (query, body) and headers. */
export function isSecretField(name: string, value: unknown): boolean {
  if (value === '' || value === null || value === undefined || value === REDACTED) return false;
  if (typeof value === 'object') return false;
  if (isStrongSecretName(name)) return true;
  const last = compact(nameSegments(name).at(-1) ?? name);
  const weak = WEAK_EXACT.has(last) || WEAK_SUFFIXES.some((s) => last.endsWith(s));
  return weak && looksLikeCredential(value);
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 13-19 digits with a card-network prefix that pass Luhn. */
export function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/[ -]/g, '');
  return digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && luhnValid(digits);
}

const CARD_RE = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d])/g;

/** Replaces card numbers anywhere in the text. */
export function redactCardNumbers(text: string, stats?: RedactStats): string {
  return text.replace(CARD_RE, (m) => {
    if (!isCardNumber(m)) return m;
    if (stats) stats.cards++;
    return REDACTED;
  });
}

const ENCODED = encodeURIComponent(REDACTED);

/** Redacts secret fields of a form-encoded string (a body or a URL query) in place. */
function redactFormString(text: string, stats?: RedactStats): string {
  if (text === '') return text;
  return text
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = decodeFormComponent(pair.slice(0, eq));
      const raw = pair.slice(eq + 1);
      const value = decodeFormComponent(raw);
      if (isSecretField(name, value)) {
        if (stats) stats.fields++;
        return `${pair.slice(0, eq)}=${ENCODED}`;
      }
      const nested = redactJsonText(value, 'request', stats);
      if (nested !== value) return `${pair.slice(0, eq)}=${encodeURIComponent(nested)}`;
      const carded = redactCardNumbers(value, stats);
      if (carded !== value) return `${pair.slice(0, eq)}=${encodeURIComponent(carded)}`;
      return pair;
    })
    .join('&');
}

/** Redacts the query of an absolute or relative URL; the rest stays byte for byte. */
export function redactUrl(url: string, stats?: RedactStats): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const h = url.indexOf('#', q);
  const query = url.slice(q + 1, h < 0 ? undefined : h);
  const rest = h < 0 ? '' : url.slice(h);
  return url.slice(0, q + 1) + redactFormString(query, stats) + rest;
}

function redactJsonValue(v: unknown, side: 'request' | 'response', stats: RedactStats | undefined): unknown {
  if (Array.isArray(v)) return v.map((x) => redactJsonValue(x, side, stats));
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const secret = side === 'request' ? isSecretField(k, x) : typeof x !== 'object' && x !== '' && x !== null && x !== REDACTED && isStrongSecretName(k);
      let value: unknown;
      if (secret) {
        if (stats) stats.fields++;
        value = REDACTED;
      } else {
        value = redactJsonValue(x, side, stats);
      }
      Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  if (typeof v === 'string') {
    const nested = redactJsonText(v, side, stats);
    return nested !== v ? nested : redactCardNumbers(v, stats);
  }
  if (typeof v === 'number' && Number.isInteger(v) && isCardNumber(String(v))) {
    if (stats) stats.cards++;
    return REDACTED;
  }
  return v;
}

/** JSON text with secrets redacted; the same string back when it is not JSON or nothing changed. */
function redactJsonText(text: string, side: 'request' | 'response', stats?: RedactStats): string {
  const t = text.trim();
  if (!/^[[{]/.test(t)) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(t);
  } catch {
    return text;
  }
  const probe = newRedactStats();
  const redacted = redactJsonValue(parsed, side, probe);
  if (probe.fields === 0 && probe.cards === 0) return text;
  if (stats) {
    stats.fields += probe.fields;
    stats.cards += probe.cards;
  }
  return JSON.stringify(redacted);
}

/** Redacts a request body of any kind (form, JSON, multipart, text). */
export function redactRequestBody(text: string, contentType?: string | null, stats?: RedactStats): string {
  if (text === '') return text;
  const ct = (contentType ?? '').toLowerCase();
  if (/^\s*[[{]/.test(text)) {
    try {
      JSON.parse(text.trim());
      return redactJsonText(text, 'request', stats);
    } catch {}
  }
  const boundary = ct.includes('multipart/') || ct === '' ? boundaryFrom(contentType, text) : null;
  const split = boundary ? splitMultipart(text, boundary) : null;
  if (boundary && split) {
    for (const c of split.chunks) {
      if (c.filename !== null) continue;
      if (c.name !== null && isSecretField(c.name, c.value)) {
        if (stats) stats.fields++;
        c.value = REDACTED;
      } else {
        const nested = redactJsonText(c.value, 'request', stats);
        c.value = nested !== c.value ? nested : redactCardNumbers(c.value, stats);
      }
    }
    return joinMultipart(boundary, split);
  }
  if (ct.includes('x-www-form-urlencoded') || /^[^&=\s]+=[^&\s]*(?:&[^&=\s]*(?:=[^&\s]*)?)*$/.test(text)) {
    return redactCardNumbers(redactFormString(text, stats), stats);
  }
  return redactCardNumbers(text, stats);
}

function isTextual(mime: string | null, body: Buffer): boolean {
  const m = (mime ?? '').toLowerCase();
  if (/^(image|audio|video|font)\//.test(m) || m.includes('octet-stream') || m.includes('zip') || m.includes('pdf')) return false;
  if (body.includes(0)) return false;
  return Buffer.from(body.toString('utf8'), 'utf8').equals(body);
}

/** Redacts a response body: strong-named JSON fields and card numbers. Binary bodies are left alone. */
export function redactResponseBody(body: Buffer, mimeType: string | null, stats?: RedactStats): Buffer {
  if (body.length === 0 || !isTextual(mimeType, body)) return body;
  const text = body.toString('utf8');
  let out = redactJsonText(text, 'response', stats);
  if (out === text) out = redactCardNumbers(text, stats);
  return out === text ? body : Buffer.from(out, 'utf8');
}

function redactCookiePairs(value: string, separator: string): string {
  return value
    .split(separator)
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join(separator);
}

const URL_HEADERS = new Set(['referer', 'location', 'content-location']);

export function redactHeaders(headers: HarHeader[], stats?: RedactStats): HarHeader[] {
  return headers.map((h) => {
    const name = h.name.toLowerCase();
    let value = h.value;
    if (name === 'cookie') value = redactCookiePairs(h.value, ';');
    else if (name === 'set-cookie') {
      // one cookie per line (Firefox joins several with \n); the attributes after the first ';' stay
      value = h.value
        .split('\n')
        .map((line) => {
          const semi = line.indexOf(';');
          const first = semi < 0 ? line : line.slice(0, semi);
          const eq = first.indexOf('=');
          return (eq < 0 ? first : `${first.slice(0, eq)}=${REDACTED}`) + (semi < 0 ? '' : line.slice(semi));
        })
        .join('\n');
    } else if (name === 'authorization' || name === 'proxy-authorization' || isSecretField(name, h.value)) value = REDACTED;
    else if (URL_HEADERS.has(name)) value = redactUrl(h.value, stats);
    if (value !== h.value && !URL_HEADERS.has(name) && stats) stats.headers++;
    return { name: h.name, value };
  });
}

function header(headers: HarHeader[], name: string): string | null {
  return headers.find((h) => h.name.toLowerCase() === name)?.value ?? null;
}

export function redactEntry(e: HarEntry, stats?: RedactStats): HarEntry {
  const contentType = e.requestMimeType ?? header(e.requestHeaders, 'content-type');
  return {
    ...e,
    url: redactCardNumbers(redactUrl(e.url, stats), stats),
    requestHeaders: redactHeaders(e.requestHeaders, stats),
    requestBody: e.requestBody === null ? null : redactRequestBody(e.requestBody, contentType, stats),
    responseHeaders: redactHeaders(e.responseHeaders, stats),
    responseBody: redactResponseBody(e.responseBody, e.responseMimeType ?? header(e.responseHeaders, 'content-type'), stats),
    redirectURL: redactCardNumbers(redactUrl(e.redirectURL, stats), stats),
  };
}

/** A copy of the HAR with secrets replaced by [REDACTED]; counts go to `stats` when given (for the recorder's progress line). */
export function redactHar(har: Har, stats?: RedactStats): Har {
  return { ...har, entries: har.entries.map((e) => redactEntry(e, stats)) };
}
