// The tag appends ONE async <script> for the main part, from beside its own URL (same origin: the host's CSP
// script-src that allows the tag allows it; no eval, no new Function). `?v=` is the main part's hash as built,
// so a cached tag always asks for its own main part. If it fails to load, nothing else happens: the observers
// keep a bounded buffer and the page never sees an error of ours.
const MAIN_HASH = typeof __BEACON_MAIN_HASH__ === 'string' ? __BEACON_MAIN_HASH__ : 'dev';
const FALLBACK = typeof __BEACON_MAIN_FALLBACK__ === 'string' ? __BEACON_MAIN_FALLBACK__ : '';

/** `…/tracker.js?x` -> `…/tracker.main.js?v=<hash>`; an inlined tag (no src) uses the build's fallback. */
export function mainUrl(tagSrc: string): string {
  const base = tagSrc ? tagSrc.split(/[?#]/)[0].replace(/(\.js)?$/, '.main.js') : FALLBACK;
  return base && base + '?v=' + MAIN_HASH;
}

export function loadMain(tagSrc: string): void {
  const url = mainUrl(tagSrc);
  if (!url) return;
  const s = document.createElement('script');
  const tag = document.currentScript as HTMLScriptElement | null;
  // a nonce-based CSP without 'strict-dynamic' allows our script only with the tag's nonce
  if (tag && tag.nonce) s.nonce = tag.nonce;
  s.async = true;
  s.src = url;
  (document.head || document.documentElement).appendChild(s);
}
