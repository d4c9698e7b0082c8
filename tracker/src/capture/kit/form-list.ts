// Every value of a PHP-style form field (`amenities[]=a&amenities[]=b`, `tax-listing_feature[sauna]=sauna`), as
// WordPress themes post their search forms: from the observed call's body or, for page captures, the page's query.
import type { Source } from '../adapter';

/** Values of `name`, `name[]` and `name[key]` in order, blanks dropped. */
export function formList(s: Pick<Source, 'call'>, name: string): string[] {
  const out: string[] = [];
  try {
    new URLSearchParams(s.call ? s.call.requestBody || '' : location.search).forEach((v, k) => {
      if ((k == name || k.indexOf(name + '[') == 0) && v.trim()) out.push(v);
    });
  } catch {}
  return out;
}
