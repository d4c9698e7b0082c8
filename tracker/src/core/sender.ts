// The sender (spec 4 "Sending"): each event is stored, a 100 ms timer (reset by every new event) then groups
// this tab's staged events by identical metadata and post id and posts group after group to
// `${endpoint}/action`, JSON in a text/plain body so there is no CORS preflight.
//
// Nothing lost: a network error, 5xx or 429 puts the group back and retries with exponential backoff and
// jitter (about 1 s, doubling, capped at 60 s; a longer Retry-After is honoured, up to 10 min — the header
// must be exposed by the service with Access-Control-Expose-Headers to be readable). Other 4xx drop the
// batch with a log: resending the same body cannot fix it.
//
// Unload: on visibilitychange-hidden and pagehide the staged events are posted at once with
// fetch(keepalive) (or sendBeacon) within the 64 KB keepalive budget. Every post uses keepalive while it fits,
// so a navigation never cancels a batch on the wire. At pagehide, the batches handed to keepalive/sendBeacon
// by that very pagehide are removed from the buffer (the browser delivers them after the page is gone, and
// keeping them would resend every one from the next page). A batch posted earlier and still unanswered may be
// hanging (a stalled service or connection): it stays in the buffer, in flight, with its post id, and the next
// page or tab of the site resends it. Delivery is at least once; the service drops a post id it already has.
// Everything else stays in the buffer too, and our lock is released so the next page claims it at once.
import type { Action, Payload } from './types';
import * as buf from './buffer';
import type { Ev, Meta } from './buffer';
import { toJSON } from './storage';
import { parse } from '../builtins/json';
import { guard } from './errors';
import { log } from './log';
import { newId } from './ids';
import { T } from './config';

const KEEPALIVE_MAX = 65536;

/** Encodes a body over the keepalive budget a slice at a time (core/idle-slices.ts utf8InSlices). Only a page
 *  upload makes one, and only the page upload's code needs the slices: it hands the encoder over when a page
 *  uploads (capture/page-upload-payload.ts), so pages that do not upload load none of it. */
let encodeLarge: ((text: string) => Promise<Blob>) | null = null;
export const setLargeBodyEncoder = (encode: (text: string) => Promise<Blob>): void => void (encodeLarge = encode);
const POST_TIMEOUT = 60000;

let url = '';
let scriptSrc = '';
let refreshed = false;
let timer: ReturnType<typeof setTimeout> | 0 = 0;
let retryTimer: ReturnType<typeof setTimeout> | 0 = 0;
let recoverTimer: ReturnType<typeof setTimeout> | 0 = 0;
let attempt = 0;
let sending = false;
/** bytes of keepalive posts still on the wire (the browser's budget is shared by all of them) */
let keepaliveBytes = 0;
/** post ids of the batches handed to keepalive and removed from the buffer at pagehide (re-added if the page
 *  lives on and they fail) */
const gone: Record<string, boolean> = {};

/** What a post came back with: status 0 is a network error or timeout. */
export interface Answer {
  status: number;
  data?: unknown;
  retryAfter?: string | null;
}

export function startSender(endpoint: string, src = ''): void {
  url = endpoint + '/action';
  scriptSrc = src;
  addEventListener('pagehide', guard(() => unload(true)));
  document.addEventListener('visibilitychange', guard(() => document.visibilityState === 'hidden' && unload(false)));
  recover();
}

export function track(action: Action, payload: Payload, meta: Meta): void {
  buf.add(buf.makeEvent(action, payload, meta));
  schedule();
}

function schedule(): void {
  // During backoff new events wait for the retry: hammering a failing service helps nobody.
  if (retryTimer) return;
  clearTimeout(timer);
  timer = setTimeout(guard(flush), T.debounceMs);
}

const groupKey = (e: Ev) => toJSON(e.m) + (e.k || '');

/** Takes the next group of staged events (moved to in-flight), or null. */
function nextGroup(): Ev[] | null {
  const own = buf.read().s;
  if (!own.length) return null;
  const key = groupKey(own[0]);
  const group = own.filter((e) => groupKey(e) === key);
  return buf.take(
    group.map((e) => e.i),
    group[0].k || newId(),
  );
}

export function body(group: Ev[], now = Date.now()): string {
  return toJSON({ ...group[0].m, post_id: group[0].k, events: group.map((e) => ({ action: e.a, payload: e.p, offset: now - e.t })) });
}

/** bytes on the wire (the keepalive budget counts bytes, not characters); a Blob is wrapped, not copied */
const bytes = (body: string | Blob) => new Blob([body]).size;

export async function flush(): Promise<void> {
  timer = 0;
  if (sending) return;
  sending = true;
  try {
    let group;
    while (!retryTimer && (group = nextGroup())) {
      const text = body(group);
      // A body over the keepalive budget (a page upload) is encoded a slice at a time and posted as a Blob:
      // fetch encoding megabytes of text at once is a long task on the host's page. (An upload left in the buffer
      // by the page before, on a page that does not upload, goes as text.)
      const data = text.length > KEEPALIVE_MAX && encodeLarge ? await encodeLarge(text) : text;
      const size = bytes(data);
      await postGroup(group, data, size, keepaliveBytes + size <= KEEPALIVE_MAX);
    }
  } finally {
    sending = false;
  }
  recover();
}

/** Posts a group (counting it against the keepalive budget while on the wire) and applies the answer. */
async function postGroup(group: Ev[], data: string | Blob, size: number, keepalive: boolean): Promise<void> {
  if (keepalive) keepaliveBytes += size;
  const answer = await post(data, keepalive);
  if (keepalive) keepaliveBytes -= size;
  if (!settle(group, answer)) backoff(answer.retryAfter);
}

export async function post(text: string | Blob, keepalive: boolean): Promise<Answer> {
  const abort = typeof AbortController === 'function' ? new AbortController() : null;
  const timeout = setTimeout(() => abort?.abort(), POST_TIMEOUT);
  try {
    const response = await fetch(url, { method: 'POST', body: text, headers: { 'Content-Type': 'text/plain' }, keepalive, signal: abort?.signal });
    const raw = await response.text();
    let data: unknown = raw;
    try {
      data = parse(raw);
    } catch {}
    return { status: response.status, data, retryAfter: response.headers.get('Retry-After') };
  } catch {
    return { status: 0 };
  } finally {
    clearTimeout(timeout);
  }
}

/** Applies an answer to a posted group; false when it must be retried. */
export function settle(group: Ev[], answer: Answer): boolean {
  const status = answer.status;
  const id = group[0].k as string;
  const readd = !!gone[id];
  delete gone[id];
  if (status >= 200 && status < 300) {
    buf.done(group.map((e) => e.i));
    attempt = 0;
    const data = answer.data as { needs_refresh?: unknown } | null;
    if (data?.needs_refresh) refresh();
    return true;
  }
  if (!status || status >= 500 || status === 429) {
    buf.back(group, readd);
    return false;
  }
  log('Batch rejected - dropped', status, group.length);
  buf.done(group.map((e) => e.i));
  return true;
}

/** Exponential backoff with jitter; exported for tests. */
export function retryDelay(n: number, retryAfter?: string | null, now = Date.now()): number {
  const base = Math.min(60000, 1000 * 2 ** (n - 1));
  let ms = Math.min(60000, base * (0.8 + Math.random() * 0.4));
  if (retryAfter) {
    const seconds = +retryAfter;
    const asked = seconds >= 0 ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (asked > ms) ms = Math.min(asked, 600000);
  }
  return ms;
}

function backoff(retryAfter?: string | null): void {
  const ms = retryDelay(++attempt, retryAfter);
  log('Post failed - retry in', Math.round(ms));
  clearTimeout(timer);
  timer = 0;
  retryTimer = setTimeout(
    guard(() => {
      retryTimer = 0;
      flush();
    }),
    ms,
  );
}

/** needs_refresh: fetch our own script once, bypassing the cache, so the next page load gets the new one. */
function refresh(): void {
  if (refreshed || !scriptSrc) return;
  refreshed = true;
  log('needs_refresh - refetching', scriptSrc);
  fetch(scriptSrc, { cache: 'reload', mode: 'no-cors' }).catch(() => {});
}

// Long enough for a localStorage write to reach the other tabs (they run in other processes).
const SETTLE = 50;

/** Claims dead tabs' left-overs, adopts them once the claim settled; checks again when a live lock expires. */
function recover(): void {
  const { claims, wait } = buf.claim();
  if (claims.length) setTimeout(guard(() => buf.adopt(claims) && schedule()), SETTLE);
  clearTimeout(recoverTimer);
  recoverTimer = wait ? setTimeout(guard(recover), wait + SETTLE) : 0;
}

function unload(final: boolean): void {
  clearTimeout(timer);
  timer = 0;
  // In backoff the service is known to be failing: leave the events in the buffer for the next page.
  let group;
  /** the groups this unload handed to keepalive */
  const handed: Ev[][] = [];
  while (!retryTimer && (group = nextGroup())) {
    const text = body(group);
    const size = bytes(text);
    if (keepaliveBytes + size <= KEEPALIVE_MAX) {
      handed.push(group);
      guard(postGroup)(group, text, size, true);
    } else if (navigator.sendBeacon?.(url, new Blob([text], { type: 'text/plain' }))) {
      buf.done(group.map((e) => e.i));
    } else {
      buf.back(group, false);
      break;
    }
  }
  if (final) {
    const ids: string[] = [];
    for (const g of handed) {
      gone[g[0].k as string] = true;
      g.forEach((e) => ids.push(e.i));
    }
    buf.done(ids);
    buf.unlock();
  }
}
