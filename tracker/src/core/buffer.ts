// The event buffer (spec 4 "Event buffer"): staged (new) and in-flight (posted, answer pending) lists in
// localStorage.
//
// Two tabs, no duplicates, no loss: localStorage has no transactions, and a tab that rewrites a shared list
// from a stale copy resurrects or loses other tabs' events. So every tab (page load) keeps its own buffer
// under `__beaconBuffer.<tab>`, which no other tab writes while it lives, and a lock `beacon-__LOCK__<tab>`
// holding an expiry timestamp, renewed while its buffer is not empty. When a lock has expired (the tab
// closed with events left, crashed, or died mid-post) its buffer is left over: another tab claims it by
// writing `<expiry>|<claimer>` into that lock, waits for the write to settle across tabs, and if its claim is
// still the one there, adopts the events into its own staged list (in-flight ones too, keeping their post id
// so a server can drop a batch it already had) and removes the dead tab's keys.
//
// Bounded: a tab persists at most LIMITS.events events / LIMITS.chars characters (oldest staged dropped and
// logged), so a dead endpoint never fills the host's storage. Events bigger than LIMITS.big (page uploads)
// stay in this tab's memory only, for the same reason.
import type { Action, Payload } from './types';
import { local, toJSON } from './storage';
import { parse } from '../builtins/json';
import { log } from './log';
import { newId } from './ids';
import { T } from './config';

/** Batch metadata of an event, captured when it is tracked (field order = batch field order). */
export interface Meta {
  client_id: number | string;
  site_key: string | null;
  user_id: string | null;
  install_id: number | string;
  session_id: string | null;
  pageview_id: string | null;
  version: string;
  post_id: string | null;
  url: string;
}

/** A buffered event: id, action, payload, time tracked, metadata, post id once batched, serialised size. */
export interface Ev {
  i: string;
  a: Action;
  p: Payload;
  t: number;
  m: Meta;
  k?: string | null;
  z: number;
}

export interface Buf {
  s: Ev[];
  f: Ev[];
}

export const KEY = '__beaconBuffer.';
export const LOCK = 'beacon-__LOCK__';
export const LIMITS = { events: 500, chars: 1000000, big: 65536 };

/** This tab (page load). */
export const TAB = newId();

let mem: Buf = { s: [], f: [] };
let heartbeat: ReturnType<typeof setInterval> | 0 = 0;

/** A stored buffer; an invalid one is reset to empty and logged. */
function load(key: string): Buf {
  const raw = local.get(key);
  if (raw) {
    try {
      const b: Buf = parse(raw);
      const valid = (e: Ev) => e && typeof e.i === 'string' && typeof e.a === 'string' && typeof e.t === 'number' && e.m && typeof e.m === 'object';
      if (b && Array.isArray(b.s) && Array.isArray(b.f) && b.s.concat(b.f).every(valid)) return b;
    } catch {}
    log('Invalid event buffer - reset', raw.slice(0, 200));
    local.remove(key);
  }
  return { s: [], f: [] };
}

const byTime = (x: Ev, y: Ev) => x.t - y.t;

/** This tab's buffer (stored and memory-only events), staged oldest first. */
export function read(): Buf {
  const b = load(KEY + TAB);
  return { s: b.s.concat(mem.s).sort(byTime), f: b.f.concat(mem.f) };
}

export function write(b: Buf): void {
  const big = (e: Ev) => e.z > LIMITS.big;
  mem = { s: b.s.filter(big), f: b.f.filter(big) };
  const s = b.s.filter((e) => !big(e)).sort(byTime);
  const f = b.f.filter((e) => !big(e));
  let n = s.length + f.length;
  let chars = s.concat(f).reduce((sum, e) => sum + e.z, 0);
  let dropped = 0;
  // Oldest staged first; in-flight events are on the wire and go once the answer comes.
  while (s.length && (n > LIMITS.events || chars > LIMITS.chars)) {
    chars -= (s.shift() as Ev).z;
    n--;
    dropped++;
  }
  if (dropped) log('Event buffer full - dropped oldest', dropped);
  if (n) local.set(KEY + TAB, toJSON({ s, f }));
  else local.remove(KEY + TAB);
}

export function lock(): void {
  local.set(LOCK + TAB, String(Date.now() + T.lockMs));
  if (!heartbeat) {
    heartbeat = setInterval(() => {
      const b = read();
      if (b.s.length || b.f.length) return lock();
      clearInterval(heartbeat);
      heartbeat = 0;
      unlock();
    }, T.lockMs / 3);
  }
}

export function unlock(): void {
  local.remove(LOCK + TAB);
}

export function makeEvent(action: Action, payload: Payload, meta: Meta, now = Date.now()): Ev {
  const e: Ev = { i: newId(), a: action, p: payload, t: now, m: meta, k: null, z: 0 };
  e.z = toJSON(e).length;
  return e;
}

export function add(e: Ev): void {
  lock();
  const b = read();
  b.s.push(e);
  write(b);
}

/** Moves staged events `ids` to in-flight under `postId`; returns them as stored. */
export function take(ids: string[], postId: string): Ev[] {
  const b = read();
  const moved = b.s.filter((e) => ids.indexOf(e.i) >= 0);
  moved.forEach((e) => (e.k = postId));
  b.s = b.s.filter((e) => ids.indexOf(e.i) < 0);
  b.f = b.f.concat(moved);
  write(b);
  return moved;
}

/** The post succeeded (or the batch was dropped): remove the events. */
export function done(ids: string[]): void {
  const b = read();
  const keep = (e: Ev) => ids.indexOf(e.i) < 0;
  b.s = b.s.filter(keep);
  b.f = b.f.filter(keep);
  write(b);
}

/**
 * The post failed: the in-flight events go back to staged (post id kept). With `readd`, events no longer in
 * the buffer are added back (we removed them ourselves at pagehide and the page lived on).
 */
export function back(events: Ev[], readd: boolean): void {
  const b = read();
  const ids = events.map((e) => e.i);
  const known = b.s.concat(b.f).map((e) => e.i);
  const returning = b.f.filter((e) => ids.indexOf(e.i) >= 0);
  b.f = b.f.filter((e) => ids.indexOf(e.i) < 0);
  b.s = b.s.concat(returning, readd ? events.filter((e) => known.indexOf(e.i) < 0) : []);
  if (readd) lock();
  write(b);
}

/**
 * Phase 1 of recovery: claims the buffers of tabs whose lock expired. Returns the claimed tab ids and how long
 * until the next live foreign lock expires (0: none).
 */
export function claim(now = Date.now()): { claims: string[]; wait: number } {
  const claims: string[] = [];
  let wait = 0;
  for (const key of new Set(local.keys())) {
    const tab = key.slice(KEY.length);
    if (key.slice(0, KEY.length) !== KEY || tab === TAB) continue;
    const left = (parseInt(local.get(LOCK + tab) as string) || 0) - now;
    if (left > 0) wait = wait ? Math.min(wait, left) : left;
    else {
      local.set(LOCK + tab, now + T.lockMs + '|' + TAB);
      claims.push(tab);
    }
  }
  return { claims, wait };
}

/** Phase 2, once the claims had time to reach other tabs: adopts the buffers whose claim is still ours. */
export function adopt(claims: string[]): number {
  const b = read();
  const staged = b.s.length;
  for (const tab of claims) {
    const lockValue = local.get(LOCK + tab) || '';
    if (lockValue.slice(lockValue.indexOf('|') + 1) !== TAB) continue;
    const theirs = load(KEY + tab);
    b.s = b.s.concat(theirs.s, theirs.f);
    local.remove(KEY + tab);
    local.remove(LOCK + tab);
  }
  const n = b.s.length - staged;
  if (n) {
    lock();
    write(b);
    log('Recovered left-over events', n);
  }
  return n;
}
