import { describe, expect, it } from 'vitest';
import { IDLE, nextAdvance } from './idle.ts';
import { allowList } from './engine.ts';

const at = (over: Partial<Parameters<typeof nextAdvance>[0]>) => nextAdvance({ elapsed: 0, quietFor: 0, nextTimerIn: null, nextHostTimerIn: null, chunk: 50, ...over });

describe('nextAdvance (the idle condition)', () => {
  it('is idle at once when nothing is pending: no tracker timer, no host timer', () => {
    expect(at({})).toBe(0);
  });
  it('runs to the next tracker timer (the 100 ms send debounce), at most one chunk at a time', () => {
    expect(at({ nextTimerIn: 99, chunk: 1000 })).toBe(99);
    expect(at({ nextTimerIn: 99, chunk: 50 })).toBe(50);
    expect(at({ nextTimerIn: 0 })).toBe(1);
  });
  it('waits for a host timer inside the quiet window (a debounced search call), not for one after it', () => {
    expect(at({ nextHostTimerIn: 300, chunk: 1000 })).toBe(300);
    expect(at({ nextHostTimerIn: 300, quietFor: IDLE.quietMs - 100 })).toBe(0);
    expect(at({ nextHostTimerIn: IDLE.quietMs + 1 })).toBe(0);
  });
  it('a host timer that keeps re-arming ends the step once the quiet window is full', () => {
    expect(at({ nextHostTimerIn: 100, quietFor: IDLE.quietMs })).toBe(0);
  });
  it('a tracker timer keeps the step busy even after the quiet window, up to maxStepMs', () => {
    expect(at({ nextTimerIn: 500, quietFor: 5000, chunk: 1000 })).toBe(500);
    expect(at({ nextTimerIn: 500, elapsed: IDLE.maxStepMs })).toBe(0);
  });
});

describe('allowList (meta.json replay.allowUnmatched)', () => {
  const allowed = allowList(['https://fonts.example.com/', '/\\.woff2$/']);
  it('takes URL prefixes and /regular expressions/', () => {
    expect(allowed('https://fonts.example.com/a.css')).toBe(true);
    expect(allowed('https://cdn.example.com/font.woff2')).toBe(true);
    expect(allowed('https://www.example.com/api/quote')).toBe(false);
  });
  it('allows nothing by default (strict)', () => expect(allowList()('https://anything/')).toBe(false));
});
