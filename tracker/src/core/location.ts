// Location-change notification (SPA pageviews, adapters' SPA re-runs and hash routes): pushState/replaceState (wrapped once, original
// called first and its result and exceptions passed through untouched), popstate and hashchange. One wrapper
// for the whole tracker: whoever else needs history changes (the core's SPA pageviews) should subscribe here
// instead of wrapping history a second time.
const fns: (() => void)[] = [];
let installed = false;

function notify(): void {
  for (const fn of fns.slice())
    try {
      fn();
    } catch {}
}

/** Calls fn after every history push/replace, back/forward and hash change; returns an unsubscribe. */
export function onLocationChange(fn: () => void): () => void {
  if (!installed) {
    installed = true;
    const h = history as unknown as Record<string, unknown>;
    for (const name of ['pushState', 'replaceState']) {
      const orig = h[name] as (...a: unknown[]) => unknown;
      if (typeof orig != 'function') continue;
      h[name] = function (this: History) {
        // eslint-disable-next-line prefer-rest-params
        const result = orig.apply(this, arguments as unknown as unknown[]);
        notify();
        return result;
      };
    }
    addEventListener('popstate', notify);
    addEventListener('hashchange', notify);
  }
  fns.push(fn);
  return () => {
    const i = fns.indexOf(fn);
    if (i >= 0) fns.splice(i, 1);
  };
}
