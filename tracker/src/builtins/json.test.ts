import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from './json';

const native = (v: unknown) => JSON.stringify(v, (_k, x) => (x === undefined ? null : x));

describe('stringify', () => {
  afterEach(() => {
    for (const proto of [Array.prototype, String.prototype, Number.prototype, Object.prototype] as any[]) delete proto.toJSON;
  });

  it('writes what JSON.stringify writes (undefined as null) for plain data', () => {
    const values = [
      null, undefined, 0, -0, 1.5, -1e21, 1e-7, NaN, Infinity, true, false, '', 'plain', 'quote " and \\ backslash',
      'controls \u0000\u0001\b\f\n\r\t\u001f end', 'unicode é ü 中 😀 \u2028\u2029', [], {}, [1, 'a', null, undefined, [2, [3]]],
      { a: 1, b: undefined, c: { d: [true, { e: 'x' }] }, 'key "quoted"': 2 }, new Date(Date.UTC(2026, 6, 1, 12)), { when: new Date(NaN) },
    ];
    for (const v of values) expect(stringify(v)).toBe(native(v));
  });

  it('leaves functions and symbols out of objects and writes them as null in arrays, as JSON does', () => {
    const v = { f() {}, s: Symbol('x'), keep: 1, list: [() => 1, Symbol('y')] };
    expect(stringify(v)).toBe(JSON.stringify(v));
  });

  it('ignores the toJSON methods that Prototype.js puts on built-in prototypes', () => {
    const data = { list: [1, 2], name: 'x', n: 3 };
    const want = stringify(data);
    (Array.prototype as any).toJSON = function () {
      return '"[' + this.join(', ') + ']"'; // Prototype 1.6: an array's JSON is a string
    };
    (String.prototype as any).toJSON = () => 'polluted';
    (Number.prototype as any).toJSON = () => 'polluted';
    expect(JSON.stringify(data)).not.toBe(want); // what the host's JSON does now
    expect(stringify(data)).toBe('{"list":[1,2],"name":"x","n":3}');
  });

  it('reads own keys only: an enumerable key added to Object.prototype is not written', () => {
    Object.defineProperty(Object.prototype, 'polluted', { value: 1, enumerable: true, configurable: true, writable: true });
    const text = (() => {
      try {
        return stringify({ a: 1 });
      } finally {
        delete (Object.prototype as any).polluted;
      }
    })();
    expect(text).toBe('{"a":1}');
  });

  it('marks a repeated ancestor instead of throwing; a shared non-ancestor is written twice', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(stringify(loop)).toBe('{"a":1,"self":"[Circular]"}');
    const shared = { x: 1 };
    expect(stringify([shared, shared])).toBe('[{"x":1},{"x":1}]');
  });

  it('round-trips through parse', () => {
    const v = { s: 'a\nb"c', n: [1, 2.5, null], o: { deep: { deeper: ['😀'] } } };
    expect(parse(stringify(v))).toEqual(v);
  });
});
