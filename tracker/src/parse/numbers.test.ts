import { describe, expect, it } from 'vitest';
import { parseBoolean, toInt, toNumber, type Range } from './index';
import { parseRange, parseResultCount } from './numbers';

describe('parseBoolean', () => {
  it.each<[unknown, boolean | null]>([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['on', true],
    [' YES ', true],
    ['True', true],
    ['false', false],
    ['0', false],
    ['no', false],
    ['off', false],
    ['OFF', false],
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    [2, null],
    ['2', null],
    ['y', null],
    ['', null],
    ['maybe', null],
    [null, null],
    [{}, null],
  ])('%j -> %j', (input, expected) => {
    expect(parseBoolean(input)).toBe(expected);
  });
});

describe('toNumber', () => {
  it.each<[unknown, number | null | undefined, number | null]>([
    [12, undefined, 12],
    ['12', undefined, 12],
    [' -1.5 ', undefined, -1.5],
    ['.5', undefined, 0.5],
    ['1.234', undefined, 1.234], // a plain numeric string is a JavaScript number
    ['1.234 €', undefined, 1234], // anything else is a price
    ['€ 1.234,50', undefined, 1234.5],
    ['3 guests', undefined, 3],
    [5000, 5000, null], // equal to the default -> null
    ['5000', 5000, null],
    [5000.0005, 5000, null],
    [4999.9995, 5000, null],
    [5000.01, 5000, 5000.01],
    [0, 0, null],
    [0, 1, 0],
    [1, 0, 1],
    [99999, 99999, null],
    [12, null, 12],
    [-0, undefined, 0],
    ['', undefined, null],
    ['abc', undefined, null],
    [NaN, undefined, null],
    [Infinity, undefined, null],
    [true, undefined, null],
    [null, undefined, null],
    [[1], undefined, null],
  ])('toNumber(%j, %j) -> %j', (v, def, expected) => {
    expect(toNumber(v, def)).toBe(expected);
  });
});

describe('toInt', () => {
  it.each<[unknown, number | null | undefined, number | null]>([
    [2.9, undefined, 2],
    ['2.9', undefined, 2],
    [-1.5, undefined, -2],
    ['3 adults', undefined, 3],
    [7, undefined, 7],
    [1, 1, null],
    ['1.7', 1, null], // floored first, then compared with the default
    [2, 1, 2],
    [-0.5, undefined, -1],
    [0.5, undefined, 0],
    ['x', undefined, null],
    [undefined, undefined, null],
  ])('toInt(%j, %j) -> %j', (v, def, expected) => {
    expect(toInt(v, def)).toBe(expected);
  });
});

describe('parseRange', () => {
  it.each<[unknown, Range | undefined, Range]>([
    ['100-200', undefined, [100, 200]],
    ['100,200', undefined, [100, 200]],
    ['100 - 200', undefined, [100, 200]],
    ['100–200', undefined, [100, 200]],
    ['€100 – €200', undefined, [100, 200]],
    ['1,200-2,500', undefined, [1200, 2500]], // a dash wins over commas
    ['200-100', undefined, [100, 200]],
    ['100-', undefined, [100, null]],
    ['-200', undefined, [null, 200]],
    [',200', undefined, [null, 200]],
    ['100', undefined, [100, null]],
    [100, undefined, [100, null]],
    ['100+', undefined, [100, null]],
    [[50, 150], undefined, [50, 150]],
    [['50', null], undefined, [50, null]],
    ['0-99999', [0, 99999], [null, null]],
    ['0-5000', [0, 99999], [null, 5000]],
    ['50-1000', [50, 1000], [null, null]],
    ['60-1000', [50, 1000], [60, null]],
    ['1-2-3', undefined, [null, null]],
    [[1, 2, 3], undefined, [null, null]],
    ['a-b', undefined, [null, null]],
    ['', undefined, [null, null]],
    [null, undefined, [null, null]],
    [{}, undefined, [null, null]],
  ])('parseRange(%j, %j) -> %j', (v, defaults, expected) => {
    expect(parseRange(v, defaults)).toEqual(expected);
  });
});

describe('parseResultCount', () => {
  it.each<[unknown, (string | RegExp)[] | undefined, number]>([
    ['345 properties found', undefined, 345],
    ['Showing 1-20 of 345 results', undefined, 345],
    ['Page 1 of 29 (345 results)', undefined, 345],
    ['1.234 resultados', undefined, 1234],
    ['1,234 results', undefined, 1234],
    ['1\u00a0234 résultats', undefined, 1234],
    ['1\u202f234 logements', undefined, 1234],
    ['12', undefined, 12],
    [12, undefined, 12],
    [12.7, undefined, 12],
    [-3, undefined, 0],
    [NaN, undefined, 0],
    ['No properties available', undefined, 0], // unreadable
    ['', undefined, 0],
    [null, undefined, 0],
    [{}, undefined, 0],
    ['No properties available for 14 Feb 2026', ['no properties available'], 0],
    ['NO PROPERTIES AVAILABLE (2)', ['No properties available'], 0],
    ['Aucun résultat pour 3 personnes', ['aucun resultat'], 0],
    ['0 results', undefined, 0],
    ['Sorry, nothing matches 2 guests', [/nothing match/i], 0],
    ['42 homes', ['no homes'], 42],
    ['42 homes', [''], 42], // an empty no-results text matches nothing
  ])('parseResultCount(%j, %j) -> %j', (v, texts, expected) => {
    expect(parseResultCount(v, texts)).toBe(expected);
  });
});
