// The script a replay adds to every document (main world) before the page's own scripts run: what it does is told
// in page-init.ts, which sends it as text. Typed here; it runs in the page, so it imports nothing but types and
// is transpiled alone (ts.transpileModule: no helper such as tsx's `__name` can slip in) when a replay starts.
import type { PageInitArgs } from './page-init.ts';

/* eslint-disable prefer-rest-params -- the page's globals, patched in place; a wrapper hands the native function exactly the arguments it got */
export function replayPage(args: PageInitArgs): void {
  const w = window as any;
  const KEY = Symbol.for('beacon.replay');
  if (w[KEY]) return;
  const state: any = { pending: new Map(), host: new Map(), intervals: new Set() };
  Object.defineProperty(w, KEY, { value: state, enumerable: false, configurable: false, writable: false });

  // ---- 1. seeded randomness -------------------------------------------------------------------------
  function hash(str: string): number {
    let h = 1779033703 ^ str.length;
    for (let i = 0; i < str.length; i++) {
      h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
      h = (h << 13) | (h >>> 19);
    }
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^ (h >>> 16)) >>> 0;
  }
  // The seed is taken when the document starts, finished at the first draw: by then the harness's per-step init
  // script (REPEAT_SCRIPT) has said whether this document reloads the URL the tab was on (same URL, same
  // history.length, and the clock a new document sees at start is the one it was paused at: without it every
  // reload would draw the ids of the page before it, and the capture endpoint would keep its batches once).
  const seedText = args.seed + '|' + location.href + '|' + history.length + '|' + Date.now() + '|' + (w === w.top ? 'top' : 'frame');
  let a: number | null = null;
  function rand() {
    if (a === null) {
      const repeat = w[Symbol.for('beacon.replay.repeat')];
      a = hash(seedText + (repeat ? '|repeat ' + repeat : ''));
    }
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  Math.random = function random() { return rand(); };
  const c = w.crypto;
  if (c && typeof c.getRandomValues === 'function') {
    const nativeGRV = c.getRandomValues.bind(c);
    const integerArrays: any[] = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array];
    if (typeof BigInt64Array !== 'undefined') integerArrays.push(BigInt64Array, BigUint64Array);
    const seededGRV = function getRandomValues(array: any): any {
      let ok = false;
      for (let i = 0; i < integerArrays.length; i++) if (array instanceof integerArrays[i]) ok = true;
      if (!ok) return nativeGRV(array); // throws exactly as the browser would
      if (array.byteLength > 65536) return nativeGRV(array);
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let j = 0; j < bytes.length; j++) bytes[j] = Math.floor(rand() * 256);
      return array;
    };
    try { c.getRandomValues = seededGRV; } catch (e) {}
    if (typeof c.randomUUID === 'function') {
      const seededUUID = function randomUUID() {
        const b = seededGRV(new Uint8Array(16));
        b[6] = (b[6] & 0x0f) | 0x40;
        b[8] = (b[8] & 0x3f) | 0x80;
        const h = [];
        for (let k = 0; k < 16; k++) h.push((b[k] + 0x100).toString(16).slice(1));
        return h.slice(0, 4).join('') + '-' + h.slice(4, 6).join('') + '-' + h.slice(6, 8).join('') + '-' + h.slice(8, 10).join('') + '-' + h.slice(10).join('');
      };
      try { c.randomUUID = seededUUID; } catch (e) {}
    }
  }

  // ---- 1b. real navigation timing --------------------------------------------------------------------
  // The fake clock replaces w.performance with an object whose getEntries* return [] and whose timing is
  // gone: a tracker would wait for navigation timing that never comes. Give it the browser's own entries
  // (real durations; golden normalisation turns page_timing numbers into "<number>").
  const pw = w.__pwClock;
  const nativePerf = pw && pw.builtins && pw.builtins.performance;
  if (nativePerf && w.performance !== nativePerf) {
    ['getEntries', 'getEntriesByType', 'getEntriesByName'].forEach(function (k) {
      if (typeof nativePerf[k] === 'function') {
        try { w.performance[k] = nativePerf[k].bind(nativePerf); } catch (e) {}
      }
    });
    ['timing', 'navigation'].forEach(function (k) {
      try { Object.defineProperty(w.performance, k, { configurable: true, enumerable: true, get: function () { return nativePerf[k]; } }); } catch (e) {}
    });
  }

  // ---- 2. the tracker's timers ------------------------------------------------------------------------
  const TRACKER = args.trackerUrl;
  // the tag, and the parts it loads from beside it: tracker.main.js, tracker.upload.js
  const TRACKER_PARTS = TRACKER.replace(/(\.js)?$/, '.');
  function fromTracker() {
    let s = '';
    try { s = new Error().stack || ''; } catch (e) {}
    return s.indexOf(TRACKER) !== -1 || s.indexOf(TRACKER_PARTS) !== -1;
  }
  const st = w.setTimeout, ct = w.clearTimeout, si = w.setInterval, ci = w.clearInterval;
  const ric = w.requestIdleCallback, cic = w.cancelIdleCallback;
  w.setTimeout = function setTimeout(fn: any, delay: any) {
    if (typeof fn !== 'function') return st.apply(w, arguments);
    const mine = fromTracker() ? state.pending : state.host;
    const rest = Array.prototype.slice.call(arguments, 2);
    // eslint-disable-next-line prefer-const -- the wrapper reads the id the native timer returns below
    let id: any;
    const wrapped = function (this: unknown) { mine.delete(id); return fn.apply(this, arguments); };
    id = st.apply(w, [wrapped, delay].concat(rest));
    mine.set(id, { due: performance.now() + Math.max(0, Number(delay) || 0), kind: 'timeout' });
    return id;
  };
  w.clearTimeout = function clearTimeout(id: any) {
    state.pending.delete(id);
    state.host.delete(id);
    state.intervals.delete(id);
    return ct.apply(w, arguments);
  };
  w.setInterval = function setInterval(fn: any, _delay: any) {
    const id = si.apply(w, arguments);
    if (typeof fn === 'function' && fromTracker()) state.intervals.add(id);
    return id;
  };
  w.clearInterval = function clearInterval(id: any) {
    state.intervals.delete(id);
    state.pending.delete(id);
    return ci.apply(w, arguments);
  };
  if (typeof ric === 'function') {
    w.requestIdleCallback = function requestIdleCallback(fn: any, opts: any) {
      if (typeof fn !== 'function' || !fromTracker()) return ric.apply(w, arguments);
      // eslint-disable-next-line prefer-const -- the wrapper reads the id the native timer returns below
    let id: any;
      const wrapped = function (this: unknown) { state.pending.delete('i' + id); return fn.apply(this, arguments); };
      id = ric.call(w, wrapped, opts);
      state.pending.set('i' + id, { due: performance.now() + 50, kind: 'idle' });
      return id;
    };
    w.cancelIdleCallback = function cancelIdleCallback(id: any) {
      state.pending.delete('i' + id);
      return cic.apply(w, arguments);
    };
  }

  // ---- 2b. what the page has started that Node may not have seen yet ----------------------------------
  // A request or a navigation starts in the page before the harness hears of it over the wire; counting them
  // here closes that gap, so a step is never declared idle between a click and the request it causes.
  state.inflight = 0;
  state.navigating = false;
  const done = function () { state.inflight = Math.max(0, state.inflight - 1); };
  const XHR = w.XMLHttpRequest;
  if (XHR && XHR.prototype && typeof XHR.prototype.send === 'function') {
    const nativeSend = XHR.prototype.send;
    XHR.prototype.send = function send() {
      state.inflight++;
      try { this.addEventListener('loadend', done, { once: true }); } catch (e) { done(); }
      try { return nativeSend.apply(this, arguments); } catch (e) { done(); throw e; }
    };
  }
  if (typeof w.fetch === 'function') {
    const nativeFetch = w.fetch;
    w.fetch = function fetch() {
      state.inflight++;
      let p;
      try { p = nativeFetch.apply(this, arguments); } catch (e) { done(); throw e; }
      p.then(done, done);
      return p;
    };
  }
  // A response body still being read (the tracker's clone().text(), the host's json()) is in flight too: what
  // the page does with it comes after, and no timer or request count would show it meanwhile.
  const RP = w.Response && w.Response.prototype;
  if (RP) {
    ['text', 'json', 'arrayBuffer', 'blob', 'formData', 'bytes'].forEach(function (k) {
      const nativeRead = RP[k];
      if (typeof nativeRead !== 'function') return;
      const named = { [k]: function () {
        const p = nativeRead.apply(this, arguments);
        state.inflight++;
        p.then(done, done);
        return p;
      } };
      try { RP[k] = named[k]; } catch (e) {}
    });
  }
  // A script the page creates and inserts (JSONP, a widget's loader) runs some time after Node saw its answer:
  // until its load or error event it counts as in flight, while it is in the document (a JSONP helper may remove
  // it as it runs). Only scripts made with document.createElement, inserted with a src: those always fire one of
  // the two (a <script> parsed from an HTML string never runs and never fires either).
  const scripts = new Set<any>();
  const created = new WeakSet<object>();
  const RUNNABLE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;
  const DocProto = w.Document && w.Document.prototype;
  const nativeCreate = DocProto && DocProto.createElement;
  if (typeof nativeCreate === 'function') {
    try {
      DocProto.createElement = function createElement() {
        const el = nativeCreate.apply(this, arguments);
        if (el && el.nodeName === 'SCRIPT') created.add(el);
        return el;
      };
    } catch (e) {}
  }
  const watchScript = function (el: any) {
    if (!created.has(el) || scripts.has(el) || !el.src || el.noModule || !RUNNABLE.test((el.getAttribute('type') || '').trim())) return;
    scripts.add(el);
    const settled = function () { scripts.delete(el); };
    el.addEventListener('load', settled, { once: true });
    el.addEventListener('error', settled, { once: true });
  };
  try {
    new MutationObserver(function (records) {
      for (let i = 0; i < records.length; i++) {
        const added = records[i].addedNodes;
        for (let j = 0; j < added.length; j++) {
          const n: any = added[j];
          if (n.nodeName === 'SCRIPT') watchScript(n);
          else if (n.nodeType === 1 && n.getElementsByTagName) {
            const inner = n.getElementsByTagName('script');
            for (let k = 0; k < inner.length; k++) watchScript(inner[k]);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  } catch (e) {}
  const scriptsLoading = function () {
    let n = 0;
    scripts.forEach(function (el: any) { if (el.isConnected) n++; else scripts.delete(el); });
    return n;
  };
  if (w.navigation && typeof w.navigation.addEventListener === 'function' && w === w.top) {
    w.navigation.addEventListener('navigate', function (e: any) {
      if (!e.destination || !e.destination.sameDocument) state.navigating = true;
    });
    w.navigation.addEventListener('navigateerror', function () { state.navigating = false; });
  }

  state.read = function () {
    const timers: { due: number; kind: string }[] = [];
    state.pending.forEach(function (t: any) { timers.push({ due: t.due, kind: t.kind }); });
    const host: number[] = [];
    state.host.forEach(function (t: any) { host.push(t.due); });
    return {
      now: performance.now(),
      inflight: state.inflight + scriptsLoading(),
      navigating: state.navigating,
      timers: timers,
      hostTimers: host,
      intervals: state.intervals.size,
      hasTracker: !!document.querySelector('script[src*="' + TRACKER.replace(/^https?:/, '') + '"]'),
      readyState: document.readyState,
    };
  };

  // ---- 3. the replay's config -------------------------------------------------------------------------
  const ours = args.config;
  let theirs: object | null = null;
  try {
    Object.defineProperty(w, '__beaconConfig', {
      configurable: true,
      enumerable: true,
      get: function () { return theirs ? Object.assign({}, theirs, ours) : ours; },
      set: function (v) { theirs = v && typeof v === 'object' ? v : null; },
    });
  } catch (e) {
    w.__beaconConfig = ours;
  }

  // ---- 4. the embed tag ---------------------------------------------------------------------------------
  if (args.inject && w === w.top) {
    document.addEventListener('DOMContentLoaded', function () {
      if (document.querySelector('script[src*="' + TRACKER.replace(/^https?:/, '') + '"]')) return;
      const s = document.createElement('script');
      s.async = true;
      s.src = TRACKER;
      (document.head || document.documentElement).appendChild(s);
    }, { once: true });
  }
}
