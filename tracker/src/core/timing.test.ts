import { describe, it, expect, vi, afterEach } from 'vitest';
import { readTiming, sendTiming, TIMING_FIELDS } from './timing';

const entry = (loadEventEnd: number) => Object.fromEntries(TIMING_FIELDS.map((f, i) => [f, f === 'loadEventEnd' ? loadEventEnd : i + 0.4]));

describe('page timing', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has 19 fields including the ones the spec names', () => {
    expect(TIMING_FIELDS).toHaveLength(19);
    expect(new Set(TIMING_FIELDS).size).toBe(19);
    for (const f of ['startTime', 'connectEnd', 'domComplete', 'domInteractive', 'duration', 'fetchStart', 'loadEventEnd', 'requestStart', 'responseEnd', 'responseStart', 'redirectCount']) {
      expect(TIMING_FIELDS).toContain(f);
    }
  });

  it('reads the navigation entry, rounded, and nothing else', () => {
    vi.stubGlobal('performance', { getEntriesByType: () => [{ ...entry(99.6), transferSize: 5, name: 'x' }] });
    const t = readTiming()!;
    expect(Object.keys(t)).toEqual(TIMING_FIELDS);
    expect(t.loadEventEnd).toBe(100);
    expect(t.fetchStart).toBe(5);
  });

  it('falls back to Navigation Timing level 1, relative to navigationStart', () => {
    vi.stubGlobal('performance', {
      timing: { navigationStart: 1000, fetchStart: 1005, responseEnd: 1050, loadEventEnd: 1200, redirectStart: 0 },
      navigation: { redirectCount: 2 },
    });
    expect(readTiming()).toMatchObject({ startTime: 0, fetchStart: 5, responseEnd: 50, loadEventEnd: 200, duration: 200, redirectStart: 0, redirectCount: 2 });
  });

  it('retries every second while loadEventEnd is 0', () => {
    vi.useFakeTimers();
    let end = 0;
    vi.stubGlobal('performance', { getEntriesByType: () => [entry(end)] });
    const sent: unknown[] = [];
    sendTiming((t) => sent.push(t));
    vi.advanceTimersByTime(1999);
    expect(sent).toEqual([]);
    end = 321;
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect((sent[0] as any).loadEventEnd).toBe(321);
  });

  it('sends after 10 tries even if the load never ends', () => {
    vi.useFakeTimers();
    vi.stubGlobal('performance', { getEntriesByType: () => [entry(0)] });
    const sent: unknown[] = [];
    sendTiming((t) => sent.push(t));
    vi.advanceTimersByTime(8999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
  });
});
