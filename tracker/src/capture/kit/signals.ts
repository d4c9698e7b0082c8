// The host's own custom events (spec 7: SIGNAL_QUOTE, SIGNAL_BOOK…), for an adapter's setup (capture/adapter.ts
// AdapterSpec.setup): `setup: signals({ quote: 'SIGNAL_QUOTE', page: 'SIGNAL_PAGE_CHANGE' })`. Event name(s) per
// kind, whose map gets the event's `detail` as `s.detail`; `page` names the events after which the page captures run
// again (a page change without a URL change). Heard in the capture phase at the window, so an event dispatched on any
// node (bubbling or not) is heard once. Code of the adapters that use it, not of the engine every page loads.
import type { AdapterApi, Kind } from '../adapter';
import { query } from '../adapter';

export const signals =
  (on: Partial<Record<Kind | 'page', string | string[]>>) =>
  ({ ctx, capture, map, page }: AdapterApi): void => {
    for (const key in on)
      for (const name of ([] as string[]).concat(on[key as Kind | 'page'] ?? []))
        addEventListener(
          name,
          (e) => {
            // what it throws is reported, tagged with the adapter, as the engine's guards do
            try {
              if (key == 'page') return page();
              const kind = key as Kind;
              // a signal is a page capture: the page's map when the kind has one per source
              const k = map[kind];
              const m = k && typeof k == 'object' ? k.fromPage : k;
              // a page capture's source (the engine's), with the event's detail, built when the capture runs
              if (m)
                capture(kind, () =>
                  m({
                    kind,
                    call: null,
                    json: null,
                    body: null,
                    param: (n) => query(location.href, n),
                    site: ctx.site,
                    options: ctx.site.options || {},
                    log: ctx.log,
                    detail: (e as CustomEvent).detail,
                  }),
                );
            } catch (error) {
              ctx.report(error, { adapter: ctx.site.provider });
            }
          },
          true,
        );
  };
