// ASP.NET AJAX web methods (page methods `<page>.aspx/<Method>`, ASMX `<service>.asmx/<Method>`) answer JSON
// wrapped as { d: … }; `d` is the method's return value: an object, or a string the method serialised itself
// (JSON text inside the JSON). One place to unwrap it for the platforms built on them.
import { pick } from '../../parse';

/** The value a web method returned: `d` (parsed when it is JSON text), else the answer itself; null when `d` is
 * text that is not JSON. */
export function webMethodAnswer(json: unknown): any {
  const d = pick(json, 'd');
  if (d === undefined || d === null) return json;
  if (typeof d != 'string') return d;
  try {
    return JSON.parse(d);
  } catch {
    return null;
  }
}
