// No parser may throw, whatever it is given, and each keeps its output contract. Seeded, so failures reproduce.
import { describe, expect, it } from 'vitest';
import * as P from './index';
import { monthOf } from './months';
import { parseRange, parseResultCount } from './numbers';
import * as StayDates from '../capture/kit/stay-dates';

// The speed limits catch catastrophic backtracking (seconds or forever), so they count this process's CPU time:
// wall time on a loaded machine mostly measures the wait for a core.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

let seed = 42;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const any = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

const PIECES = [
  ...'0123456789012345678901234567890123456789'.split(''),
  ...'.,-/_: +\'’()*%$€£¥₹₽kr'.split(''),
  '\u2212', '\u2013', '\u00a0', '\u202f', '\u2009', '\u200b', '\ufeff', '\n', '\t', '\u0301', '\ud800', '\u202e',
  'EUR', 'NOK', 'USD', 'total', 'Total price', 'due', 'today', 'nights', 'lodging', 'on', 'off', 'yes', 'true',
  'févr.', 'März', 'août', 'jui', 'mrt', 'ag.', 'de', 'Feb', 'sept', 'T10:00:00Z', '2026', '1e5', '-0', 'NaN',
  'Infinity', '0x1f', '\\', '$&', '(?:', '[', '🏖️', 'İ', 'ß',
];
const randomString = (): string => {
  let s = '';
  for (let n = Math.floor(rnd() * 14); n-- > 0; ) s += any(PIECES);
  return s;
};
const hostile = () => {
  const trap = () => {
    throw new Error('trap');
  };
  const p = new Proxy({}, { get: trap, has: trap, ownKeys: trap, getPrototypeOf: trap, apply: trap });
  const r = Proxy.revocable({}, {});
  r.revoke();
  return [
    p,
    r.proxy,
    { toString: () => { throw new Error('toString'); }, valueOf: () => { throw new Error('valueOf'); } },
    { [Symbol.toPrimitive]: () => { throw new Error('prim'); } },
    Object.create(null),
  ];
};
const ODD: unknown[] = [
  null, undefined, '', ' ', 0, -0, NaN, Infinity, -Infinity, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 5e-324,
  20260214, BigInt(10), true, false, Symbol('s'), Symbol.iterator, {}, [], [1, 2], [[1], [2]], ['100', '200', '300'],
  () => 1, /x/g, new Date(NaN), new Date(8.64e15), new Date(-8.64e15), new Date(2026, 1, 14), new Map(), new Error('e'),
  '9'.repeat(100_000), ' '.repeat(1_000_000) + '1', '1,'.repeat(50_000), '!'.repeat(200_000) + 'a', '-'.repeat(300),
  '1' + ','.repeat(499) + 'x1', '1'.repeat(250) + '.' + ','.repeat(249), 'é'.repeat(100_000), '\ud800'.repeat(1000),
  ...hostile(),
];

// the adapters' parsers, those only the capture engine uses, and the kit's stay dates (parsers copied into the
// adapter parts that use them)
const FNS = Object.entries({ ...P, monthOf, parseRange, parseResultCount, ...StayDates }).filter(([, f]) => typeof f == 'function') as [string, (...a: unknown[]) => unknown][];
const DATE = /^\d{4}-\d\d-\d\d$/;
const validDate = (d: unknown) =>
  d === null || (typeof d == 'string' && DATE.test(d) && new Date(d + 'T00:00:00Z').toISOString().slice(0, 10) === d);
const numOrNull = (n: unknown) => n === null || (typeof n == 'number' && isFinite(n) && !Object.is(n, -0));
const range = (r: unknown) => Array.isArray(r) && r.length == 2 && r.every(numOrNull);

// output contract per function (pick returns whatever it finds)
const CONTRACT: Record<string, (out: unknown) => boolean> = {
  parsePrice: numOrNull,
  toNumber: numOrNull,
  toInt: (n) => numOrNull(n) && (n === null || Number.isInteger(n)),
  parseDate: validDate,
  addDays: validDate,
  checkoutFrom: validDate,
  flexDays: (n) => numOrNull(n) && (n === null || (Number.isInteger(n) && (n as number) >= 0)),
  monthOf: (n) => n === null || (Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 12),
  parseBoolean: (b) => b === null || typeof b == 'boolean',
  parseRange: range,
  parseResultCount: (n) => Number.isInteger(n) && (n as number) >= 0,
  classifyLabel: (l) =>
    l === null || l === 'total' || l === 'rent' || l === 'due_today' || (typeof l == 'object' && validDate((l as { dueDate: string }).dueDate)),
  cleanText: (t) => t === null || (typeof t == 'string' && t.length > 0 && t === t.trim() && !/\s\s/.test(t)),
  pick: () => true,
};

describe('fuzz: no parser throws', () => {
  it('every exported function has a contract here', () => {
    expect(FNS.map(([name]) => name).sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it.each(FNS)('%s survives odd values in every argument position', (name, f) => {
    for (const v of ODD) for (const args of [[v], [v, v], ['2026-02-14', v], [v, 'x', v], ['1-2', v, v, v]]) {
      let out: unknown;
      expect(() => (out = f(...args)), `${name} threw`).not.toThrow();
      if (!CONTRACT[name](out)) throw new Error(`${name}(${String(args.map((a) => typeof a))}) broke its contract: ${String(out)}`);
    }
  });

  it.each(FNS)('%s survives 3000 random strings', (name, f) => {
    seed = name.length * 7919;
    const t0 = cpuMs();
    for (let i = 0; i < 3000; i++) {
      const a = randomString(),
        b = rnd() < 0.5 ? randomString() : any(ODD.slice(0, 30));
      let out: unknown;
      expect(() => (out = f(a, b)), `${name}(${JSON.stringify(a)})`).not.toThrow();
      if (!CONTRACT[name](out)) throw new Error(`${name}(${JSON.stringify(a)}) broke its contract: ${JSON.stringify(out)}`);
    }
    expect(cpuMs() - t0).toBeLessThan(2000);
  });

  it('hostile huge inputs stay fast', () => {
    const t0 = cpuMs();
    for (const [, f] of FNS) for (const v of ODD.filter((x) => typeof x == 'string' && x.length > 400)) f(v);
    expect(cpuMs() - t0).toBeLessThan(2000);
  });
});
