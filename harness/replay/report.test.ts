// The report writer's site reports carry the one alignment (harness/golden/diff.ts) beside the diff.
import { describe, expect, it } from 'vitest';
import type { GoldenEvent } from '../report/types.ts';
import { compareEvents } from '../golden/diff.ts';
import type { ReplayResult } from './engine.ts';
import { errorReport, siteReport } from './report.ts';

const ev = (step: string, action: string, payload: Record<string, unknown> = {}): GoldenEvent => ({ step, action, payload, url: 'https://x.test/' });

/** A replay that sent `events`, one batch per event, in step order. */
function replayed(events: GoldenEvent[], error: string | null = null): ReplayResult {
  return {
    recording: { dir: 'recordings/x', meta: { site: 'x', provider: 'p', recordedAt: '2026-01-01T00:00:00.000Z' } },
    batches: events.map((e) => ({ step: e.step, batch: { url: 'https://x.test/', events: [{ action: e.action, payload: e.payload }] } })),
    batchSources: events.map(() => []),
    unmatched: [],
    console: [],
    findings: [],
    error,
    warnings: [],
    durationMs: 5,
  } as unknown as ReplayResult;
}

describe('site reports', () => {
  const golden = [ev('search', 'pageview'), ev('quote', 'quote', { total: 1 }), ev('book', 'conversion')];

  it('carry the diff and the alignment of one comparison', () => {
    const sent = [golden[0]!, ev('quote', 'quote', { total: 2 })];
    const { report } = siteReport(replayed(sent), { expected: golden });
    expect(report.status).toBe('fail');
    expect({ diff: report.diff, alignment: report.alignment }).toEqual(compareEvents(golden, report.actual));
    expect(report.alignment.map((r) => r.kind)).toEqual(['same', 'changed', 'removed']);
  });

  it('without a golden: every sent event is a row, and no difference is reported', () => {
    const { report } = siteReport(replayed(golden), { expected: null });
    expect(report.status).toBe('error');
    expect(report.diff).toEqual([]);
    expect(report.alignment).toEqual(golden.map((_, i) => ({ kind: 'added', expectedIndex: null, actualIndex: i, diff: [] })));
  });

  it('a replay that could not run: the golden events are rows, none sent', () => {
    const report = errorReport('x', 'p', new Error('boom'), 1, golden);
    expect(report.diff).toEqual([]);
    expect(report.alignment).toEqual(golden.map((_, i) => ({ kind: 'removed', expectedIndex: i, actualIndex: null, diff: [] })));
  });
});
