// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { handleOnce, markHandled, wasHandled } from './handled';

beforeEach(() => sessionStorage.clear());

describe('handled ids (once per reservation)', () => {
  it('marks an id in its scope only, as text, and keeps it in session storage', () => {
    expect(wasHandled('a:booked', 'R1')).toBe(false);
    markHandled('a:booked', 30417);
    expect(wasHandled('a:booked', '30417')).toBe(true);
    expect(wasHandled('b:booked', '30417')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('__beacon_handled_a:booked') as string)).toEqual(['30417']);
  });
  it('handleOnce is true the first time only; an unknown id is never handled', () => {
    expect(handleOnce('s', 'GY-1')).toBe(true);
    expect(handleOnce('s', 'GY-1')).toBe(false);
    expect(handleOnce('s', null)).toBe(false);
    markHandled('s', null);
    expect(wasHandled('s', null)).toBe(false);
  });
  it('keeps the newest 20 ids of a scope', () => {
    for (let i = 1; i <= 21; i++) markHandled('s', i);
    expect(wasHandled('s', 1)).toBe(false);
    expect(wasHandled('s', 2)).toBe(true);
    expect(wasHandled('s', 21)).toBe(true);
  });
  it('ignores a damaged store', () => {
    sessionStorage.setItem('__beacon_handled_s', '{"not":"a list"}');
    expect(wasHandled('s', 'x')).toBe(false);
    expect(handleOnce('s', 'x')).toBe(true);
  });
});
