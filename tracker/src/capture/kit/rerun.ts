// Re-running a page capture, for an adapter whose page changes what it shows without a call we can watch: after a
// `change` inside a selector (a filter form; 500 ms debounce), or every n ms; on the pages of that kind only. An
// adapter's setup (capture/adapter.ts AdapterSpec.setup): `setup: rerun({ search: '.filters' })`. Code of the
// adapters that use it, not of the engine every page loads.
import type { AdapterApi, Kind, PathRule, Paths } from '../adapter';
import { matchPath } from '../adapter';
import { every } from '../waits';

// in the engine's order (capture/adapter.ts KINDS)
const KINDS: Kind[] = ['search', 'property', 'quote', 'page_upload', 'conversion'];

/** Any positive rule matches (or there is none) and no '!' rule excludes the page (the engine's matchPaths). */
function onPage(paths: Paths): boolean {
  const rules = ([] as PathRule[]).concat(paths);
  const neg = (r: PathRule) => typeof r == 'string' && r[0] == '!';
  const pos = rules.filter((r) => !neg(r));
  return rules.length > 0 && (!pos.length || pos.some((r) => matchPath(r, location))) && rules.filter(neg).every((r) => matchPath(r, location));
}

/** The setup that re-runs the page capture of each kind: a selector -> on `change` inside it (500 ms debounce); a
 * number -> every n ms. What it throws is reported, tagged with the adapter, as the engine's guards do. */
export const rerun =
  (when: Partial<Record<Kind, string | number>>) =>
  ({ ctx, capture, paths }: AdapterApi): void => {
    for (const kind of KINDS) {
      const r = when[kind];
      if (r == null) continue;
      const again = () => {
        try {
          if (!paths[kind] || onPage(paths[kind] as Paths)) capture(kind);
        } catch (error) {
          ctx.report(error, { adapter: ctx.site.provider });
        }
      };
      if (typeof r == 'number') every(again, r);
      else {
        let timer: ReturnType<typeof setTimeout> | undefined;
        addEventListener(
          'change',
          (e) => {
            try {
              if ((e.target as Element).closest(r)) {
                clearTimeout(timer);
                timer = setTimeout(again, 500);
              }
            } catch {}
          },
          true,
        );
      }
    }
  };
