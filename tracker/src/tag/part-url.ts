// Where a part of the tracker is loaded from: beside the main part's own URL (same origin, so the host's CSP that
// allows the tag allows it), `?v=` the part's hash as built, so a cached main part always loads its own parts.
/** …/tracker.main.js?v=x -> …/tracker.<part>.js?v=<hash>; '' for a main part with no src (inlined). */
export const partUrl = (mainSrc: string, part: string, hash: string): string =>
  mainSrc ? mainSrc.split(/[?#]/)[0].replace(/(\.main)?\.js$/, `.${part}.js`) + '?v=' + hash : '';
