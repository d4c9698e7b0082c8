import { describe, expect, it } from 'vitest';
import { atLeast } from '../events';
import { dateParam, firstOf, firstParam, pickCased } from './spellings';

const source = (params: Record<string, string>, options: Record<string, unknown> = {}) => ({ param: (n: string) => params[n] ?? null, options });

describe('spellings', () => {
  it('firstParam: the first of the spellings neither null nor empty', () => {
    const s = source({ adults: '', guests: '3', People: '4' });
    expect(firstParam(s, 'adults guests People')).toBe('3');
    expect(firstParam(s, 'children kids')).toBeNull();
    expect(firstOf((n) => ({ a: 0 })[n as 'a'], 'b a')).toBe(0);
  });
  it('dateParam: month first by default here, the site mapping’s dateOrder wins', () => {
    expect(dateParam(source({ strCheckin: '03/04/2027' }), 'strcheckin strCheckin', 'mdy')).toBe('2027-03-04');
    expect(dateParam(source({ d: '03/04/2027' }, { dateOrder: 'dmy' }), 'd', 'mdy')).toBe('2027-04-03');
    expect(dateParam(source({}), 'd', 'mdy')).toBeNull();
  });
  it('pickCased: the PascalCase path, else the camelCase one', () => {
    expect(pickCased({ HasPrice: true }, 'HasPrice')).toBe(true);
    expect(pickCased({ reservations: [{ number: 'R1' }] }, 'Reservations', 0, 'Number')).toBe('R1');
    expect(pickCased(null, 'X')).toBeNull();
  });
  it('atLeast: "n or more" as [n, 9999], unset as null', () => {
    expect(atLeast('2')).toEqual(['2', 9999]);
    expect(atLeast(null)).toBeNull();
    expect(atLeast('')).toBeNull();
  });
});
