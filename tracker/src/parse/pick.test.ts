import { describe, expect, it } from 'vitest';
import { cleanText, pick } from './index';

const data = {
  a: { b: [{ c: 1 }, { c: 2, d: null }], zero: 0, empty: '', no: false },
  list: [10, 20, 30],
  fn: Object.assign(() => 0, { x: 'y' }),
};
const throwing = {
  get boom(): unknown {
    throw new Error('getter');
  },
};
const revoked = Proxy.revocable({}, {});
revoked.revoke();

describe('pick', () => {
  it.each<[unknown, PropertyKey[], unknown]>([
    [data, ['a', 'b', 0, 'c'], 1],
    [data, ['a', 'b', 1, 'c'], 2],
    [data, ['a', 'b', -1, 'c'], 2],
    [data, ['list', -1], 30],
    [data, ['list', '1'], 20],
    [data, ['a', 'zero'], 0],
    [data, ['a', 'empty'], ''],
    [data, ['a', 'no'], false],
    [data, ['fn', 'x'], 'y'],
    [data, ['a', 'b', 1, 'd'], null],
    [data, ['a', 'b', 5, 'c'], null],
    [data, ['a', 'missing', 'deeper'], null],
    [data, ['list', 0, 'x'], null], // cannot step into a number
    [data, ['a', 'empty', 'length'], null], // nor into a string
    [null, ['a'], null],
    [undefined, [], null],
    ['text', [], 'text'],
  ])('pick(%j, %j) -> %j', (obj, path, expected) => {
    expect(pick(obj, ...path)).toEqual(expected);
  });
  it('returns null from a throwing getter or a revoked proxy', () => {
    expect(pick(throwing, 'boom')).toBeNull();
    expect(pick({ x: throwing }, 'x', 'boom', 'y')).toBeNull();
    expect(pick(revoked.proxy, 'x')).toBeNull();
  });
  it('returns the object itself with an empty path', () => {
    expect(pick(data)).toBe(data);
  });
});

describe('cleanText', () => {
  it.each<[unknown, string | null]>([
    ['  a  b\n\tc  ', 'a b c'],
    ['a\u00a0\u202f\u2009b', 'a b'],
    ['Total\u200b price', 'Total price'],
    ['\ufeffHello', 'Hello'],
    ['\n \t ', null],
    ['', null],
    [42, '42'],
    [NaN, null],
    [null, null],
    [{ toString: () => 'x' }, null],
  ])('%j -> %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});
