// JSONP: the answer arrives as a call of a global function. We replace window[name] with a wrapper that hands
// the host's function exactly its `this`, arguments and return value (and lets its exceptions through), and
// records a copy of the data. Callbacks are wrapped when a subscription names them, and later whenever a script
// tag is inserted whose query names a watched callback: a MutationObserver runs before that script can load, so
// callbacks defined just before or just after inserting the tag (jQuery's jsonp, widgets) are both caught.
// No accessor is planted on window: `name in window` stays false until the host defines it.
import { call, guard, live, MARK, patch, publish, remove, subscribe, type Call } from './bus';
import { stringify } from '../builtins/json';

const names: (string | RegExp)[] = [];
let watcher: MutationObserver | undefined;
// Callback names adapters declare (expectJsonp), wrapped from script evaluation on: before any subscription.
const expected: (string | RegExp)[] = [];

const fits = (n: string | RegExp, k: string) => (typeof n === 'string' ? n === k : ((n.lastIndex = 0), n.test(k)));

function hook(k: string): void {
  const f = (window as any)[k];
  if (typeof f !== 'function' || f[MARK]) return;
  const w = function (this: unknown) {
    'use strict'; // whatever the bundle is: a sloppy wrapper would turn an undefined `this` into window
    // (hence `arguments`: a function with rest parameters cannot carry the directive)
    // eslint-disable-next-line prefer-rest-params
    const a = arguments;
    if (live.on) guard(seen, k, a);
    return f.apply(this, a);
  };
  // the host's name and length (toString too, via patch): window[name] differs from the host's only by identity
  Object.defineProperties(w, { name: { value: f.name }, length: { value: f.length } });
  patch(window, k, w);
}

function seen(k: string, a: IArguments): void {
  // copied now, before the host's callback can change the object it receives
  // (written without the host's JSON: a call without data is null)
  const text = a.length > 1 ? stringify([].slice.call(a)) : a[0] === undefined ? null : stringify(a[0]);
  const s = document.currentScript as HTMLScriptElement | null;
  publish(call('jsonp', 'GET', (s && s.src) || location.href, null, 200, text, {}), k);
}

function scan(n: Node): void {
  const src = n.nodeName === 'SCRIPT' && (n as HTMLScriptElement).src;
  if (src) new URL(src).searchParams.forEach((v) => (names.some((x) => fits(x, v)) || expected.some((x) => fits(x, v))) && hook(v));
}

export function observeJsonp(callbackName: string | RegExp, handler: (call: Call) => void): () => void {
  names.push(callbackName);
  if (typeof callbackName === 'string') guard(hook, callbackName);
  if (!watcher) guard(watch);
  const off = subscribe((_c, k) => k != null && fits(callbackName, k), handler);
  return () => {
    off();
    remove(names, callbackName);
  };
}

/** Declares a callback an adapter will observe. A widget that makes its JSONP calls while the page is still
 * loading (adapters start after load) then has them wrapped by watchJsonpEarly's watcher, and its answers wait on
 * the bus like any early call until the adapter subscribes. Only records the name. */
export function expectJsonp(callbackName: string | RegExp): void {
  if (expected.indexOf(callbackName) < 0) expected.push(callbackName);
}

/** Run while the script is evaluated: starts watching script tags for the expected callbacks. */
export function watchJsonpEarly(): void {
  if (expected.length && !watcher) watch();
}

function watch(): void {
  watcher = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => void guard(scan, n))));
  watcher.observe(document, { childList: true, subtree: true });
  Array.prototype.forEach.call(document.scripts, (n: Node) => guard(scan, n)); // tags inserted before we watched
}
