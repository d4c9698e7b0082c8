// JSON text written without the host's help. Host libraries change what JSON.stringify produces: Prototype.js
// 1.6/1.7 (still on legacy booking sites) gives Array, String, Number, Date and Hash a `toJSON`, so arrays
// serialise as strings and the tracker's batches, buffer and identity come out unreadable; old JSON polyfills
// replace JSON.stringify and ignore its replacer. This writer reads only own enumerable data and calls no
// method of the value, so what it writes depends on the data alone. JSON.parse is taken at evaluation.

const ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
// eslint-disable-next-line no-control-regex
const SPECIAL = /["\\\u0000-\u001f]/g;
const escape = (c: string) => ESCAPES[c] || '\\u' + ('000' + c.charCodeAt(0).toString(16)).slice(-4);
const quote = (s: string) => '"' + s.replace(SPECIAL, escape) + '"';
const isArray = Array.isArray;
const keysOf = Object.keys;
const dateTime = Date.prototype.getTime;
const dateIso = Date.prototype.toISOString;

/** JSON text written ahead of time (a page upload's parts, written in idle slices): stringify writes it as is. */
export class JSONText {
  constructor(readonly json: string) {}
}

/** Like JSON.stringify, except: undefined is written as null (spec 3: "Undefined values are sent as null"),
 *  no toJSON is called (a Date is written as its ISO string), and a repeated ancestor is written as
 *  "[Circular]" instead of throwing. Functions and symbols are left out of objects, null in arrays. */
export function stringify(value: unknown): string {
  return write(value, []) ?? 'null';
}

function write(v: unknown, parents: object[]): string | undefined {
  if (v == null) return 'null';
  switch (typeof v) {
    case 'string':
      return quote(v);
    case 'number':
      return isFinite(v) ? '' + v : 'null';
    case 'boolean': // "true" or "false"
    case 'bigint':
      return '' + v;
    case 'object':
      break;
    default:
      return undefined; // function, symbol
  }
  const o = v as Record<string, unknown>;
  if (o instanceof JSONText) return o.json;
  if (o instanceof Date) return isNaN(dateTime.call(o)) ? 'null' : quote(dateIso.call(o));
  if (parents.indexOf(o) >= 0) return '"[Circular]"';
  parents.push(o);
  const array = isArray(o);
  let out = '';
  if (array) {
    for (let i = 0; i < o.length; i++) out += (i ? ',' : '') + (write(o[i], parents) ?? 'null');
  } else {
    const keys = keysOf(o);
    for (let i = 0; i < keys.length; i++) {
      const text = write(o[keys[i]], parents);
      if (text !== undefined) out += (out ? ',' : '') + quote(keys[i]) + ':' + text;
    }
  }
  parents.pop();
  return array ? '[' + out + ']' : '{' + out + '}';
}

/** JSON.parse as the browser shipped it when the tracker was evaluated. */
export const parse: (text: string) => any = JSON.parse;
