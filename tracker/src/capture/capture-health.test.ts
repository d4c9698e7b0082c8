// @vitest-environment happy-dom
// Capture health (issue 33): what capture/adapter.ts reports when a platform's answer no longer has the shape its
// adapter reads, or a needed field no longer parses; and what it never reports.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderContext, SiteMapping } from '../core/types';
import { call, publish, resetBus } from '../net/bus';
import { defineAdapter, type AdapterSpec } from './adapter';
import { pick } from '../parse';

const QUOTE = 'https://h.test/inc/prop_check.php';
const spec = (more: Partial<AdapterSpec> = {}): AdapterSpec => ({
  slug: 'demo',
  label: 'Demo',
  family: 'site',
  sends: ['quote'],
  lastChecked: '2026-01-01',
  observe: { quote: [{ url: '/other.php' }, { url: '/inc/prop_check.php' }] },
  // as aravis: { price, error } answers, the stay in the form body
  map: {
    quote: (s) => ({ checkin: s.param('in'), checkout: s.param('out'), total: pick(s.json, 'price'), error_message: pick(s.json, 'error') }),
  },
  ...more,
});
function start(more: Partial<AdapterSpec> = {}, site: Partial<SiteMapping> = {}) {
  const ctx = { site: { host: 'h.test', provider: 'demo', ...site }, track: vi.fn(), log: vi.fn(), report: vi.fn(), isDisabled: () => false } satisfies ProviderContext;
  defineAdapter(spec(more)).start(ctx);
  return ctx;
}
const quote = (answer: unknown, body = 'in=2027-02-13&out=2027-02-20&id=12') => publish(call('xhr', 'POST', `${QUOTE}?token=abc`, body, 200, JSON.stringify(answer), {}));
const realTimeout = setTimeout;
const settle = async () => {
  await new Promise((ok) => realTimeout(ok, 0));
  await vi.advanceTimersByTimeAsync(50);
};
const diagnostics = (ctx: { report: ReturnType<typeof vi.fn> }) => ctx.report.mock.calls.filter(([e]) => e && typeof e.health == 'string');

beforeEach(() => {
  vi.useFakeTimers();
  resetBus();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('capture health', () => {
  it('an answer the adapter understands, a price or a refusal, reports nothing', async () => {
    const ctx = start();
    quote({ price: '2 222,70', error: '' });
    quote({ price: '', error: 'Minimum stay 7 nights' }, 'in=2027-02-13&out=2027-02-16');
    await settle();
    expect(ctx.track).toHaveBeenCalledTimes(2);
    expect(diagnostics(ctx)).toEqual([]);
  });

  it('a renamed total field: one diagnostic naming the adapter, the rule and the call path, no body, query or value', async () => {
    const ctx = start();
    quote({ prix: '2 222,70', error: '' });
    await settle();
    expect(ctx.track).not.toHaveBeenCalled();
    expect(diagnostics(ctx)).toEqual([[{ health: 'answer fields missing' }, { adapter: 'demo', rule: 'quote#1', path: QUOTE }]]);
    const sent = JSON.stringify(diagnostics(ctx));
    for (const secret of ['abc', 'token', '2027', '2 222,70', 'id=12']) expect(sent).not.toContain(secret);
  });

  it('a total present but in a format no parser reads: "total unparsed"', async () => {
    const ctx = start();
    quote({ price: 'sur demande', error: '' });
    await settle();
    expect(diagnostics(ctx).map(([e]) => e.health)).toEqual(['total unparsed']);
  });

  it('a map that says "not ours" (null) reports nothing, whatever it read', async () => {
    const ctx = start({ map: { quote: (s) => (pick(s.json, 'price') ? {} : null) } });
    quote({ other: 1 });
    await settle();
    expect(diagnostics(ctx)).toEqual([]);
  });

  it('shapeCheck: false (a configured adapter) skips the shape check, not the parse check', async () => {
    const ctx = start({ shapeCheck: false });
    quote({ prix: '2 222,70' });
    quote({ price: 'sur demande' }, 'in=2027-03-01&out=2027-03-08');
    await settle();
    expect(diagnostics(ctx).map(([e]) => e.health)).toEqual(['total unparsed']);
  });

  it('at most 3 per page; the site can turn them off or sample them', async () => {
    const many = start();
    for (let i = 1; i <= 5; i++) quote({ prix: i }, `in=2027-02-0${i}&out=2027-02-2${i}`);
    await settle();
    expect(diagnostics(many)).toHaveLength(3);

    resetBus();
    const off = start({}, { options: { diagnostics: false } });
    quote({ prix: 1 });
    await settle();
    expect(diagnostics(off)).toEqual([]);

    resetBus();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const sampled = start({}, { options: { diagnostics: 0.25 } });
    quote({ prix: 1 });
    await settle();
    expect(diagnostics(sampled)).toEqual([]);
    random.mockReturnValue(0.1);
    quote({ prix: 2 }, 'in=2027-04-01&out=2027-04-08');
    await settle();
    expect(diagnostics(sampled)).toHaveLength(1);
  });

  it('the answer the map reads is the answer: lists, nested objects and JSON.stringify as without the count', async () => {
    const seen: unknown[] = [];
    const ctx = start({
      map: {
        quote: (s) => {
          seen.push(Array.isArray(pick(s.json, 'lines')), JSON.stringify(s.json), pick(s.json, 'lines', 1, 'amount'));
          return { checkin: s.param('in'), checkout: s.param('out'), total: pick(s.json, 'price') };
        },
      },
    });
    quote({ price: 10, lines: [{ amount: 1 }, { amount: 2 }] });
    await settle();
    expect(seen).toEqual([true, '{"price":10,"lines":[{"amount":1},{"amount":2}]}', 2]);
    expect(ctx.track).toHaveBeenCalledTimes(1);
  });
});
