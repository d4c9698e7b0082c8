// Fields as platforms spell them: one platform names a field several ways (themes, versions, pages, serializers),
// so an adapter lists the spellings and the first that is set wins (issue 15: adapters as data).
import { parseDate, pick, type DateOrder } from '../../parse';
import type { Source } from '../adapter';

/** The first of `names` (space-separated) whose value `get` gives is neither null nor '', else null. */
export const firstOf = (get: (name: string) => unknown, names: string): any => {
  for (const n of names.split(' ')) {
    const v = get(n);
    if (v != null && v !== '') return v;
  }
  return null;
};

/** The first request parameter among `names` (space-separated spellings) that is neither null nor ''. */
export const firstParam = (s: Pick<Source, 'param'>, names: string): string | null => firstOf(s.param, names);

/** A date parameter (the first of `names` set) as yyyy-mm-dd, day/month order from the site mapping's
 * `dateOrder` option, else `order`. */
export const dateParam = (s: Pick<Source, 'param' | 'options'>, names: string, order?: DateOrder): string | null =>
  parseDate(firstParam(s, names), (s.options.dateOrder as DateOrder) || order);

/** `pick` along a path spelled in PascalCase (ASP.NET, Mews' documented names), else the same path in camelCase. */
export const pickCased = (obj: unknown, ...path: PropertyKey[]): unknown =>
  pick(obj, ...path) ?? pick(obj, ...path.map((k) => (typeof k == 'string' ? k[0].toLowerCase() + k.slice(1) : k)));
