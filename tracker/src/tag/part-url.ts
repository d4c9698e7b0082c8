// Where a part of the tracker is loaded from: beside the main part's own URL (same origin, so the host's CSP that
// allows the tag allows it), `?v=` the part's hash as built, so a cached main part always loads its own parts.
// loadPart loads one (the upload part, an adapter part; an adapter part the conversion part, through the layer the
// main part publishes: src/adapter-parts.ts), with the main part's nonce.
import { tagGlobal, type TagGlobal } from './global';
import { appendScript } from './append-script';

/** …/tracker.main.js?v=x -> …/tracker.<part>.js?v=<hash>; '' for a main part with no src (inlined). */
export const partUrl = (mainSrc: string, part: string, hash: string): string =>
  mainSrc ? mainSrc.split(/[?#]/)[0].replace(/(\.main)?\.js$/, `.${part}.js`) + '?v=' + hash : '';

/** Loads tracker.<part>.js?v=<hash> beside the main part (`main`, its <script>: the one the tag's global keeps by
 * default). With `key`, resolves with what the part publishes on the tag's global under it (at once when it is
 * there already); else once the part has run. Rejects when the main part has no src, when the part does not load,
 * or when it loaded but published nothing: `what` names the part in the error ('Upload part'), `missing` where it
 * has no src ('upload part', the default). */
export const loadPart = <T = void>(part: string, hash: string, what: string, key?: keyof TagGlobal, missing = what.toLowerCase(), main = tagGlobal()?.mainScript): Promise<T> =>
  new Promise((ok, fail) => {
    const g = tagGlobal();
    const url = partUrl((main && main.src) || '', part, hash);
    if (!g || !url) return fail(new Error(`No ${missing}: the main part has no src`));
    if (key && g[key]) return ok(g[key] as T);
    appendScript(
      url,
      (main && main.nonce) || '',
      () => (!key || g[key] ? ok((key && g[key]) as T) : fail(new Error(`${what} ${url} did not start`))),
      () => fail(new Error(`${what} ${url} did not load`)),
    );
  });
