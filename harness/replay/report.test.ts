// The report writer's site reports carry the one alignment (harness/golden/diff.ts) beside the diff.
import { describe, expect, it } from 'vitest';
import type { GoldenEvent } from '../report/types.ts';
import { compareEvents } from '../golden/diff.ts';
import type { ReplayResult, ServedRecord } from './engine.ts';
import { errorReport, indexRow, siteReport } from './report.ts';

const ev = (step: string, action: string, payload: Record<string, unknown> = {}): GoldenEvent => ({ step, action, payload, url: 'https://x.test/' });

/** A replay that sent `events`, one batch per event, in step order. */
function replayed(events: GoldenEvent[], error: string | null = null, served: ServedRecord[] = []): ReplayResult {
  return {
    recording: { dir: 'recordings/x', meta: { site: 'x', provider: 'p', recordedAt: '2026-01-01T00:00:00.000Z' } },
    batches: events.map((e) => ({ step: e.step, batch: { url: 'https://x.test/', events: [{ action: e.action, payload: e.payload }] } })),
    batchSources: events.map(() => []),
    unmatched: [],
    served,
    trace: null,
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

describe('site reports: nothing hidden (issue 29)', () => {
  const call = (entry: number, fallback?: string): ServedRecord => ({
    entry,
    step: 'quote',
    method: 'POST',
    url: 'https://x.test/api/quote',
    status: 200,
    requestBody: '{}',
    responseBody: '{}',
    rule: fallback === 'similar-body' ? 'similar-body' : 'exact',
    ...(fallback ? { fallback } : {}),
    resourceType: 'fetch',
  });

  it('count the answers of each matcher fallback (every fallback named) in the report and its index row', () => {
    const sent = [ev('quote', 'quote', { total: 1 })];
    const { report } = siteReport(replayed(sent, null, [call(0), call(0, 'repeat'), call(1, 'similar-body'), call(1, 'similar-body')]), { expected: sent });
    expect(report.fallbacks?.counts).toEqual({ repeat: 1, 'similar-body': 2 });
    expect(report.fallbacks?.answers.map((a) => a.fallback)).toEqual(['repeat', 'similar-body', 'similar-body']);
    expect(report.status).toBe('pass');
    expect(indexRow(report)).toMatchObject({ fallbackAnswers: 3, fallbackChanges: 0 });
    const none = siteReport(replayed(sent, null, [call(0)]), { expected: sent }).report;
    expect(none.fallbacks?.counts).toEqual({ repeat: 0, 'similar-body': 0 });
  });

  it('fail a site whose fallback changed an event, and not one whose recording allows it', () => {
    const sent = [ev('quote', 'quote', { total: 1 })];
    const check = (verdict: 'changed' | 'allowed') => ({
      counts: { repeat: 1, 'similar-body': 0 },
      answers: [{ fallback: 'repeat', step: 'quote', method: 'POST', url: 'https://x.test/api/quote', entry: 0 }],
      checks: [{ fallback: 'repeat', verdict, allowedBecause: verdict === 'allowed' ? 'polls' : null, requests: ['POST https://x.test/api/quote'], changes: ['events[0] …'], error: null }],
    });
    expect(siteReport(replayed(sent), { expected: sent, fallbacks: check('changed') }).report.status).toBe('fail');
    expect(siteReport(replayed(sent), { expected: sent, fallbacks: check('allowed') }).report.status).toBe('pass');
  });

  it('carry the normaliser\'s counts per kind', () => {
    const sent = [ev('open', 'page_timing', { domComplete: 12.5, startTime: 0 })];
    const { report } = siteReport(replayed(sent), { expected: [ev('open', 'page_timing', { domComplete: '<number>', startTime: '<number>' })] });
    expect(report.normalised).toEqual({ user: 0, session: 0, pageview: 0, time: 0, number: 2, timeLikeKept: 0 });
    expect(report.status).toBe('pass');
  });
});
