// The script the replay adds to every document (main world) before the page's own scripts run: page-script.ts,
// typed, sent as text (transpiled alone, not a serialised function: tsx/esbuild may add helpers such as `__name` to
// functions, which do not exist inside the page).
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

import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

// The script's text: page-script.ts transpiled alone, once (no import but types, no helper of tsx's in it).
let pageScript: string | undefined;
function pageScriptText(): string {
  if (pageScript === undefined) {
    const file = join(import.meta.dirname, 'page-script.ts');
    const js = ts.transpileModule(readFileSync(file, 'utf8'), { fileName: file, compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true } }).outputText;
    pageScript = js.replace(/^export function replayPage\(/m, 'function replayPage(').replace(/^export \{\};?\s*$/m, '');
    if (/^\s*(import|export)\b/m.test(pageScript)) throw new Error(`${file}: a page script may import types only`);
  }
  return pageScript;
}

/** The init script text for `context.addInitScript({ content })`. */
export function pageInitScript(args: PageInitArgs): string {
  return `(function () {\n${pageScriptText()}\nreplayPage(${JSON.stringify(args)});\n})();`;
}

/** Evaluated in the page by the harness: the document's PageState (null before the init script ran). */
export const READ_STATE = `(() => { const s = window[Symbol.for('${STATE_KEY}')]; return s && s.read ? s.read() : null; })()`;

/** The init script a replay adds before each goto step: how many goto steps in a row (before this one) loaded the
 * URL this one loads again (0: none), for the seed of the documents that step loads. The last one added wins. */
export function repeatScript(repeat: number): string {
  return `Object.defineProperty(window, Symbol.for('beacon.replay.repeat'), { value: ${JSON.stringify(repeat)}, enumerable: false, configurable: true, writable: true });`;
}
