// JSONP answers, the way widget endpoints answer a <script> tag: `callback(data);` as JavaScript. The `/**/`
// prefix is the usual guard of JSONP servers (Rails, Express) against content sniffing; a callback name that is
// not a plain JavaScript identifier (or a dotted path of them) is refused, as those servers do.
import { inlineJson, text, type DemoRequest, type DemoResponse } from './http.ts';

export const JS = 'application/javascript; charset=UTF-8';
const CALLBACK = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/** `value` wrapped in the request's `callback` (or `param`) function; 400 when the name is missing or unsafe. */
export function jsonp(req: DemoRequest, value: unknown, param = 'callback'): DemoResponse {
  const callback = req.query.get(param) ?? '';
  if (!CALLBACK.test(callback)) return text(`/**/ throw new Error("invalid ${param}");`, 400, JS);
  return text(`/**/${callback}(${inlineJson(value)});`, 200, JS);
}
