// The script the replay adds to every document (main world) before the page's own scripts run.
// It is kept as plain JavaScript text, not a serialised TypeScript function: tsx/esbuild may add helpers
// (`__name`) to functions that do not exist inside the page.
//
// It must be added AFTER the Playwright clock is installed, so that `Date.now()` and `performance.now()` here are
// the fake clock's (the seed depends on them) and so that the timer wrappers wrap the clock's fake timers.
//
// What it does, per document:
// 1. Pins randomness: Math.random, crypto.getRandomValues and crypto.randomUUID come from one seeded PRNG
//    (mulberry32). The seed is the recording's seed plus the document's URL, history.length (grows with every
//    navigation in the tab) and the fake time at document start, so each page of a replay gets its own, but
//    every replay gets the same, sequence.
// 2. Watches timers: setTimeout/setInterval/requestIdleCallback calls whose stack contains the tracker's script
//    URL (the tag's, or a part's beside it: tracker.main.js, tracker.upload.js) are the tracker's, remembered until they fire or are cleared, so the harness knows whether the tracker
//    still has work staged; the page's own one-shot setTimeouts are remembered too (they may still lead to a
//    request the tracker reports). See idle.ts.
//    It also counts what the page has in flight that Node cannot see the end of: XHR and fetch calls until
//    their answer (and response bodies until read: text(), json()…), scripts the page created until their load
//    or error event (JSONP), a cross-document navigation until it commits. The idle loop reads it (waits.ts).
//    The wrappers sit on XMLHttpRequest.prototype.send, fetch, Response.prototype's body readers and
//    Document.prototype.createElement; they only count, never change what the page gets.
// 3. Sets window.__beaconConfig (the replay's capture endpoint and site mapping). A page that assigns its own
//    config keeps its other fields, but the endpoints and site list of the replay win.
// 4. Injects the embed tag (`<script async src=…tracker.js>` appended to <head> at DOMContentLoaded) when the
//    top document has none, as the operator's embed would.
// Everything it adds to window is under a Symbol, so it never shows up in the tracker's globals upload.

export interface PageInitArgs {
  /** recording-level seed (hex or any string) */
  seed: string;
  /** the URL the tracker is served from; also how its timers are recognised in stacks */
  trackerUrl: string;
  /** the value of window.__beaconConfig */
  config: Record<string, unknown>;
  /** append the embed tag when the page has none */
  inject: boolean;
}

/** Key of the harness's per-document state object on window: `window[Symbol.for(STATE_KEY)]`. */
export const STATE_KEY = 'beacon.replay';

export interface PageState {
  /** fake performance.now() of this document */
  now: number;
  /** pending one-shot tracker timers: when they are due (performance.now() ticks) */
  timers: { due: number; kind: 'timeout' | 'idle' }[];
  /** XHR and fetch calls started in this document and not finished yet, response bodies being read, and scripts
   * with a src in the document that have not fired load or error yet */
  inflight: number;
  /** this document has started navigating away (Navigation API `navigate`, cross-document) */
  navigating: boolean;
  /** when the host page's pending one-shot setTimeouts are due (they may still cause a request) */
  hostTimers: number[];
  /** tracker intervals still registered (never block idleness; reported for information) */
  intervals: number;
  /** whether a tracker <script> element exists in this document */
  hasTracker: boolean;
  readyState: string;
}

const PAGE_SCRIPT = String.raw`
(function (args) {
  var KEY = Symbol.for('beacon.replay');
  if (window[KEY]) return;
  var state = { pending: new Map(), host: new Map(), intervals: new Set() };
  Object.defineProperty(window, KEY, { value: state, enumerable: false, configurable: false, writable: false });

  // ---- 1. seeded randomness -------------------------------------------------------------------------
  function hash(str) {
    var h = 1779033703 ^ str.length;
    for (var i = 0; i < str.length; i++) {
      h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
      h = (h << 13) | (h >>> 19);
    }
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  }
  // The seed is taken when the document starts, finished at the first draw: by then the harness's per-step init
  // script (REPEAT_SCRIPT) has said whether this document reloads the URL the tab was on (same URL, same
  // history.length, and the clock a new document sees at start is the one it was paused at: without it every
  // reload would draw the ids of the page before it, and the capture endpoint would keep its batches once).
  var seedText = args.seed + '|' + location.href + '|' + history.length + '|' + Date.now() + '|' + (window === window.top ? 'top' : 'frame');
  var a = null;
  function rand() {
    if (a === null) {
      var repeat = window[Symbol.for('beacon.replay.repeat')];
      a = hash(seedText + (repeat ? '|repeat ' + repeat : ''));
    }
    a = (a + 0x6d2b79f5) | 0;
    var t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  Math.random = function random() { return rand(); };
  var c = window.crypto;
  if (c && typeof c.getRandomValues === 'function') {
    var nativeGRV = c.getRandomValues.bind(c);
    var integerArrays = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array];
    if (typeof BigInt64Array !== 'undefined') integerArrays.push(BigInt64Array, BigUint64Array);
    var seededGRV = function getRandomValues(array) {
      var ok = false;
      for (var i = 0; i < integerArrays.length; i++) if (array instanceof integerArrays[i]) ok = true;
      if (!ok) return nativeGRV(array); // throws exactly as the browser would
      if (array.byteLength > 65536) return nativeGRV(array);
      var bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (var j = 0; j < bytes.length; j++) bytes[j] = Math.floor(rand() * 256);
      return array;
    };
    try { c.getRandomValues = seededGRV; } catch (e) {}
    if (typeof c.randomUUID === 'function') {
      var seededUUID = function randomUUID() {
        var b = seededGRV(new Uint8Array(16));
        b[6] = (b[6] & 0x0f) | 0x40;
        b[8] = (b[8] & 0x3f) | 0x80;
        var h = [];
        for (var k = 0; k < 16; k++) h.push((b[k] + 0x100).toString(16).slice(1));
        return h.slice(0, 4).join('') + '-' + h.slice(4, 6).join('') + '-' + h.slice(6, 8).join('') + '-' + h.slice(8, 10).join('') + '-' + h.slice(10).join('');
      };
      try { c.randomUUID = seededUUID; } catch (e) {}
    }
  }

  // ---- 1b. real navigation timing --------------------------------------------------------------------
  // The fake clock replaces window.performance with an object whose getEntries* return [] and whose timing is
  // gone: a tracker would wait for navigation timing that never comes. Give it the browser's own entries
  // (real durations; golden normalisation turns page_timing numbers into "<number>").
  var pw = window.__pwClock;
  var nativePerf = pw && pw.builtins && pw.builtins.performance;
  if (nativePerf && window.performance !== nativePerf) {
    ['getEntries', 'getEntriesByType', 'getEntriesByName'].forEach(function (k) {
      if (typeof nativePerf[k] === 'function') {
        try { window.performance[k] = nativePerf[k].bind(nativePerf); } catch (e) {}
      }
    });
    ['timing', 'navigation'].forEach(function (k) {
      try { Object.defineProperty(window.performance, k, { configurable: true, enumerable: true, get: function () { return nativePerf[k]; } }); } catch (e) {}
    });
  }

  // ---- 2. the tracker's timers ------------------------------------------------------------------------
  var TRACKER = args.trackerUrl;
  // the tag, and the parts it loads from beside it: tracker.main.js, tracker.upload.js
  var TRACKER_PARTS = TRACKER.replace(/(\.js)?$/, '.');
  function fromTracker() {
    var s = '';
    try { s = new Error().stack || ''; } catch (e) {}
    return s.indexOf(TRACKER) !== -1 || s.indexOf(TRACKER_PARTS) !== -1;
  }
  var st = window.setTimeout, ct = window.clearTimeout, si = window.setInterval, ci = window.clearInterval;
  var ric = window.requestIdleCallback, cic = window.cancelIdleCallback;
  window.setTimeout = function setTimeout(fn, delay) {
    if (typeof fn !== 'function') return st.apply(window, arguments);
    var mine = fromTracker() ? state.pending : state.host;
    var rest = Array.prototype.slice.call(arguments, 2);
    var id;
    var wrapped = function () { mine.delete(id); return fn.apply(this, arguments); };
    id = st.apply(window, [wrapped, delay].concat(rest));
    mine.set(id, { due: performance.now() + Math.max(0, Number(delay) || 0), kind: 'timeout' });
    return id;
  };
  window.clearTimeout = function clearTimeout(id) {
    state.pending.delete(id);
    state.host.delete(id);
    state.intervals.delete(id);
    return ct.apply(window, arguments);
  };
  window.setInterval = function setInterval(fn, delay) {
    var id = si.apply(window, arguments);
    if (typeof fn === 'function' && fromTracker()) state.intervals.add(id);
    return id;
  };
  window.clearInterval = function clearInterval(id) {
    state.intervals.delete(id);
    state.pending.delete(id);
    return ci.apply(window, arguments);
  };
  if (typeof ric === 'function') {
    window.requestIdleCallback = function requestIdleCallback(fn, opts) {
      if (typeof fn !== 'function' || !fromTracker()) return ric.apply(window, arguments);
      var id;
      var wrapped = function () { state.pending.delete('i' + id); return fn.apply(this, arguments); };
      id = ric.call(window, wrapped, opts);
      state.pending.set('i' + id, { due: performance.now() + 50, kind: 'idle' });
      return id;
    };
    window.cancelIdleCallback = function cancelIdleCallback(id) {
      state.pending.delete('i' + id);
      return cic.apply(window, arguments);
    };
  }

  // ---- 2b. what the page has started that Node may not have seen yet ----------------------------------
  // A request or a navigation starts in the page before the harness hears of it over the wire; counting them
  // here closes that gap, so a step is never declared idle between a click and the request it causes.
  state.inflight = 0;
  state.navigating = false;
  var done = function () { state.inflight = Math.max(0, state.inflight - 1); };
  var XHR = window.XMLHttpRequest;
  if (XHR && XHR.prototype && typeof XHR.prototype.send === 'function') {
    var nativeSend = XHR.prototype.send;
    XHR.prototype.send = function send() {
      state.inflight++;
      try { this.addEventListener('loadend', done, { once: true }); } catch (e) { done(); }
      try { return nativeSend.apply(this, arguments); } catch (e) { done(); throw e; }
    };
  }
  if (typeof window.fetch === 'function') {
    var nativeFetch = window.fetch;
    window.fetch = function fetch() {
      state.inflight++;
      var p;
      try { p = nativeFetch.apply(this, arguments); } catch (e) { done(); throw e; }
      p.then(done, done);
      return p;
    };
  }
  // A response body still being read (the tracker's clone().text(), the host's json()) is in flight too: what
  // the page does with it comes after, and no timer or request count would show it meanwhile.
  var RP = window.Response && window.Response.prototype;
  if (RP) {
    ['text', 'json', 'arrayBuffer', 'blob', 'formData', 'bytes'].forEach(function (k) {
      var nativeRead = RP[k];
      if (typeof nativeRead !== 'function') return;
      var named = { [k]: function () {
        var p = nativeRead.apply(this, arguments);
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
  var scripts = new Set();
  var created = new WeakSet();
  var RUNNABLE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;
  var DocProto = window.Document && window.Document.prototype;
  var nativeCreate = DocProto && DocProto.createElement;
  if (typeof nativeCreate === 'function') {
    try {
      DocProto.createElement = function createElement() {
        var el = nativeCreate.apply(this, arguments);
        if (el && el.nodeName === 'SCRIPT') created.add(el);
        return el;
      };
    } catch (e) {}
  }
  var watchScript = function (el) {
    if (!created.has(el) || scripts.has(el) || !el.src || el.noModule || !RUNNABLE.test((el.getAttribute('type') || '').trim())) return;
    scripts.add(el);
    var settled = function () { scripts.delete(el); };
    el.addEventListener('load', settled, { once: true });
    el.addEventListener('error', settled, { once: true });
  };
  try {
    new MutationObserver(function (records) {
      for (var i = 0; i < records.length; i++) {
        var added = records[i].addedNodes;
        for (var j = 0; j < added.length; j++) {
          var n = added[j];
          if (n.nodeName === 'SCRIPT') watchScript(n);
          else if (n.nodeType === 1 && n.getElementsByTagName) {
            var inner = n.getElementsByTagName('script');
            for (var k = 0; k < inner.length; k++) watchScript(inner[k]);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  } catch (e) {}
  var scriptsLoading = function () {
    var n = 0;
    scripts.forEach(function (el) { if (el.isConnected) n++; else scripts.delete(el); });
    return n;
  };
  if (window.navigation && typeof window.navigation.addEventListener === 'function' && window === window.top) {
    window.navigation.addEventListener('navigate', function (e) {
      if (!e.destination || !e.destination.sameDocument) state.navigating = true;
    });
    window.navigation.addEventListener('navigateerror', function () { state.navigating = false; });
  }

  state.read = function () {
    var timers = [];
    state.pending.forEach(function (t) { timers.push({ due: t.due, kind: t.kind }); });
    var host = [];
    state.host.forEach(function (t) { host.push(t.due); });
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
  var ours = args.config;
  var theirs = null;
  try {
    Object.defineProperty(window, '__beaconConfig', {
      configurable: true,
      enumerable: true,
      get: function () { return theirs ? Object.assign({}, theirs, ours) : ours; },
      set: function (v) { theirs = v && typeof v === 'object' ? v : null; },
    });
  } catch (e) {
    window.__beaconConfig = ours;
  }

  // ---- 4. the embed tag ---------------------------------------------------------------------------------
  if (args.inject && window === window.top) {
    document.addEventListener('DOMContentLoaded', function () {
      if (document.querySelector('script[src*="' + TRACKER.replace(/^https?:/, '') + '"]')) return;
      var s = document.createElement('script');
      s.async = true;
      s.src = TRACKER;
      (document.head || document.documentElement).appendChild(s);
    }, { once: true });
  }
})`;

/** The init script text for `context.addInitScript({ content })`. */
export function pageInitScript(args: PageInitArgs): string {
  return `${PAGE_SCRIPT}(${JSON.stringify(args)});`;
}

/** Evaluated in the page by the harness: the document's PageState (null before the init script ran). */
export const READ_STATE = `(() => { const s = window[Symbol.for('${STATE_KEY}')]; return s && s.read ? s.read() : null; })()`;

/** The init script a replay adds before each goto step: how many goto steps in a row (before this one) loaded the
 * URL this one loads again (0: none), for the seed of the documents that step loads. The last one added wins. */
export function repeatScript(repeat: number): string {
  return `Object.defineProperty(window, Symbol.for('beacon.replay.repeat'), { value: ${JSON.stringify(repeat)}, enumerable: false, configurable: true, writable: true });`;
}
