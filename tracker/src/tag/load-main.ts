// The tag appends ONE async <script> for the main part, from beside its own URL (same origin: the host's CSP
// script-src that allows the tag allows it; no eval, no new Function). `?v=` is the main part's hash as built,
// so a cached tag always asks for its own main part. If it fails to load, nothing else happens: the observers
// keep a bounded buffer and the page never sees an error of ours.
// The append waits for a task of its own (issue 16): inserting a <script src> starts its request on the spot,
// and that request (with, under DevTools, the capture of the initiator's stack) was more than half of the CPU
// time across the tag. A microtask would still run inside the tag's evaluation; setTimeout would wait on a
// host's (or a test's) fake clock; a MessageChannel message is a task no timer library replaces. What only exists
// during the evaluation (currentScript's nonce) is read before.
import { appendScript } from './append-script';

const MAIN_HASH = typeof __BEACON_MAIN_HASH__ === 'string' ? __BEACON_MAIN_HASH__ : 'dev';
const FALLBACK = typeof __BEACON_MAIN_FALLBACK__ === 'string' ? __BEACON_MAIN_FALLBACK__ : '';

/** `…/tracker.js?x` -> `…/tracker.main.js?v=<hash>`; an inlined tag (no src) uses the build's fallback. */
export function mainUrl(tagSrc: string): string {
  const base = tagSrc ? tagSrc.split(/[?#]/)[0].replace(/(\.js)?$/, '.main.js') : FALLBACK;
  return base && base + '?v=' + MAIN_HASH;
}

/** Run while the tag is evaluated; the <script> is appended in the next task. */
export function loadMain(tagSrc: string): void {
  const tag = document.currentScript as HTMLScriptElement | null;
  const nonce = (tag && tag.nonce) || '';
  const load = () => {
    const url = mainUrl(tagSrc);
    if (url) appendScript(url, nonce);
  };
  if (typeof MessageChannel !== 'function') return load();
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    try {
      load();
    } catch {
      // never the host's problem
    }
  };
  channel.port2.postMessage(0);
}
