// The fallback check (issue 29): a fallback whose answer changed an event fails unless the recording allows it.
import { describe, expect, it } from 'vitest';
import type { GoldenEvent, ServedCall } from '../report/types.ts';
import { checkFallbacks, describeFallbackFailure, fallbackFailures } from './fallback-check.ts';
import type { Fallback } from '../har/matcher.ts';

const ev = (step: string, action: string, payload: Record<string, unknown> = {}): GoldenEvent => ({ step, action, payload, url: 'https://x.test/' });
const served = (fallback: string | null, url = 'https://x.test/api/quote'): ServedCall => ({
  entry: 3,
  step: 'quote',
  method: 'POST',
  url,
  status: 200,
  requestBody: '{}',
  responseBody: '{}',
  rule: 'exact',
  ...(fallback ? { fallback } : {}),
});
const events = [ev('open', 'pageview'), ev('quote', 'quote', { total: 420 })];

describe('checkFallbacks', () => {
  it('replays without each fallback that answered, and only those', async () => {
    const asked: Fallback[] = [];
    const r = await checkFallbacks([served(null), served('repeat'), served('repeat')], events, {}, async (f) => {
      asked.push(f);
      return { events, error: null };
    });
    expect(asked).toEqual(['repeat']);
    expect(r.counts).toEqual({ repeat: 2, 'similar-body': 0 });
    expect(r.checks).toEqual([{ fallback: 'repeat', verdict: 'unchanged', allowedBecause: null, requests: ['POST https://x.test/api/quote'], changes: [], error: null }]);
    expect(fallbackFailures(r)).toEqual([]);
  });

  it('fails a fallback whose answer changed an event, naming the request, the fallback and the event', async () => {
    const r = await checkFallbacks([served('similar-body')], events, {}, async () => ({ events: [events[0]!], error: null }));
    expect(r.checks[0]).toMatchObject({ fallback: 'similar-body', verdict: 'changed' });
    const [failure] = fallbackFailures(r);
    const words = describeFallbackFailure(failure!);
    expect(words).toContain('similar-body fallback answered POST https://x.test/api/quote');
    expect(words).toContain('events[1] quote in step "quote" {"total":420} is sent only with the fallback\'s answer');
    expect(words).toContain('"allowFallbacks"');
  });

  it('names a changed field with its value with and without the fallback', async () => {
    const r = await checkFallbacks([served('repeat')], events, {}, async () => ({ events: [events[0]!, ev('quote', 'quote', { total: 440 })], error: null }));
    expect(r.checks[0]!.changes).toEqual(['events[1].payload.total: 420 with the fallback\'s answer, 440 without it']);
  });

  it('passes a changing fallback the recording allows by name, with its reason', async () => {
    const r = await checkFallbacks([served('repeat')], events, { repeat: 'the cart is polled; one answer recorded' }, async () => ({ events: [], error: null }));
    expect(r.checks[0]).toMatchObject({ verdict: 'allowed', allowedBecause: 'the cart is polled; one answer recorded' });
    expect(fallbackFailures(r)).toEqual([]);
    // an allowance names one fallback: another one that changes events still fails
    const other = await checkFallbacks([served('similar-body')], events, { repeat: 'x' }, async () => ({ events: [], error: null }));
    expect(other.checks[0]!.verdict).toBe('changed');
  });

  it('counts a replay that cannot finish without the fallback as a change', async () => {
    const r = await checkFallbacks([served('repeat')], events, {}, async () => ({ events, error: 'step "quote" failed: element never there' }));
    expect(r.checks[0]!.verdict).toBe('changed');
    expect(r.checks[0]!.changes[0]).toContain('did not finish');
  });
});
