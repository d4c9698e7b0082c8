import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkAgainstTruth, differences, loadTruth, stepOwners, TruthError, validateTruth, type Truth, type TruthEvent } from './truth.ts';
import { listDemoSites } from './server.ts';
import type { Step } from './steps.ts';

const STEPS: Step[] = [
  { name: 'search', goto: 'http://www.x-demo.test/search/' },
  { name: 'quote', click: '#quote' },
  { name: 'quote-shown', wait: '#total' },
  { name: 'quote-repeat', click: '#quote' },
  { name: 'book', click: '#book' },
  { name: 'thanks', wait: '#thanks' },
];

const TRUTH: Truth = {
  version: 1,
  site: 'x',
  provider: 'x',
  strict: ['search', 'quote', 'conversion'],
  steps: {
    search: { expect: [{ action: 'search', payload: { result_count: 3, price: [100, 400] } }] },
    quote: { expect: [{ action: 'quote', payload: { total: 3270.88, line_items: { Rent: 2630, Taxes: 640.88 }, success: true } }] },
    'quote-repeat': { forbid: [{ action: 'quote', reason: 'No change in quote' }] },
    book: { expect: [{ action: 'conversion', payload: { reservation_id: '48213' } }] },
  },
};

const GOOD: TruthEvent[] = [
  { step: 'search', action: 'pageview', payload: {} },
  { step: 'search', action: 'search', payload: { result_count: 3, price: [100, 400], checkin: '2026-12-17' } },
  { step: 'quote', action: 'quote', payload: { total: 3270.88, line_items: { Rent: 2630, Taxes: 640.88 }, success: true, currency: 'USD' } },
  { step: 'thanks', action: 'conversion', payload: { reservation_id: '48213', total: 3270.88 } },
];

const check = (events: TruthEvent[]) => checkAgainstTruth(TRUTH, events, STEPS);
const without = (i: number) => GOOD.filter((_, j) => j !== i);
const edit = (i: number, payload: Record<string, unknown>) => GOOD.map((e, j) => (j === i ? { ...e, payload: { ...e.payload, ...payload } } : e));

describe('checkAgainstTruth', () => {
  it('accepts events that satisfy the truth (wait steps count for the action before them)', () => {
    expect(check(GOOD)).toEqual([]);
    expect(check(GOOD.map((e) => (e.step === 'quote' ? { ...e, step: 'quote-shown' } : e)))).toEqual([]);
  });

  it('reports a missing event', () => {
    expect(check(without(2))).toEqual([expect.stringMatching(/^step "quote": expected a quote event, none was sent$/)]);
  });

  it('reports a wrong field with both values', () => {
    expect(check(edit(2, { total: 3270 }))).toEqual(['step "quote": quote has wrong total: total expected 3270.88, got 3270']);
    expect(check(edit(2, { line_items: { Rent: 2630 } }))[0]).toMatch(/wrong line_items/);
    expect(check(edit(1, { result_count: undefined }))[0]).toMatch(/result_count expected 3, got nothing/);
  });

  it('compares money to the cent, not to the float', () => {
    expect(check(edit(2, { total: 3270.8800000001 }))).toEqual([]);
    expect(check(edit(2, { total: 3270.89 }))).toHaveLength(1);
  });

  it('reports a forbidden event', () => {
    const repeated = [...GOOD, { ...GOOD[2], step: 'quote-repeat' }];
    expect(check(repeated)).toEqual([expect.stringMatching(/^step "quote-repeat": forbidden quote was sent \(No change in quote\)/)]);
  });

  it('reports an unexpected event of a strict action, and one sent in the wrong step', () => {
    expect(check([...GOOD, { step: 'search', action: 'conversion', payload: { reservation_id: '1' } }])).toEqual([
      'step "search": unexpected conversion event: {"reservation_id":"1"}',
    ]);
    const late = GOOD.map((e) => (e.action === 'conversion' ? { ...e, step: 'search' } : e));
    expect(check(late)).toEqual([
      'step "book": expected a conversion event, none was sent; a matching one came in step "search"',
      'step "search": unexpected conversion event: {"reservation_id":"48213","total":3270.88}',
    ]);
  });

  it('a strict action expected once in a step is sent once: a second one in its wait step is reported (no forbid needed there)', () => {
    // e.g. a booking call that converts, then a confirmation call in the wait step after it answering the same booking
    const twice = [...GOOD, { step: 'thanks', action: 'conversion', payload: { reservation_id: '48213', total: 3270.88 } }];
    expect(check(twice)).toEqual(['step "book": unexpected conversion event: {"reservation_id":"48213","total":3270.88}']);
  });

  it('without steps, step names are taken as they are', () => {
    expect(checkAgainstTruth(TRUTH, GOOD)).toEqual([
      'step "book": expected a conversion event, none was sent; a matching one came in step "thanks"',
      'step "thanks": unexpected conversion event: {"reservation_id":"48213","total":3270.88}',
    ]);
  });
});

describe('truth helpers', () => {
  it('folds wait steps into the action before them', () => {
    expect(stepOwners(STEPS)).toEqual({ search: 'search', quote: 'quote', 'quote-shown': 'quote', 'quote-repeat': 'quote-repeat', book: 'book', thanks: 'book' });
  });

  it('names the paths that differ', () => {
    expect(differences({ a: [1, 2], b: { c: 'x' } }, { a: [1, 3], b: { c: 'x', d: 1 } })).toEqual(['a[1]', 'b.d']);
  });

  it('rejects truth steps that are missing or are wait steps', () => {
    const bad: Truth = { ...TRUTH, steps: { ...TRUTH.steps, 'quote-shown': {}, nowhere: {} } };
    expect(validateTruth(bad, STEPS)).toEqual(['step "quote-shown" is a wait step: put its events under "quote"', 'step "nowhere" is not in steps.json']);
  });

  it('names each mistake in the file by its path, with what was expected', () => {
    const json = JSON.parse(JSON.stringify(TRUTH));
    delete json.steps.quote.expect[0].payload;
    json.steps['quote-repeat'].forbid[0].reasn = json.steps['quote-repeat'].forbid[0].reason;
    expect(validateTruth(json, STEPS)).toEqual([
      'steps.quote.expect[0].payload: is missing, expected an object of payload fields that must be sent',
      'steps.quote-repeat.forbid[0].reasn: is not a prohibition field (allowed: action, reason, payload)',
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'beacon-truth-'));
    try {
      const file = join(dir, 'truth.json');
      writeFileSync(file, JSON.stringify({ ...TRUTH, version: 2 }));
      expect(() => loadTruth(file)).toThrow(TruthError);
      expect(() => loadTruth(file)).toThrow(`${file}: version: is 2, expected 1 (the truth format version). Fix truth.json by hand (format in demo-sites/server/truth.ts): it is written from the site's own data, never from a run.`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('every demo site truth', async () => {
  const sites = await listDemoSites();
  it.each(sites.map((s) => [s.slug, s] as const))('%s: truth.json is valid and satisfiable', (slug, site) => {
    const truth = loadTruth(slug);
    expect(truth.site).toBe(slug);
    expect(truth.provider).toBe(site.provider);
    expect(validateTruth(truth, site.steps)).toEqual([]);
    // the expectations themselves, sent in their steps, satisfy the truth (no expectation contradicts a prohibition)
    const events = Object.entries(truth.steps).flatMap(([step, s]) => (s.expect ?? []).map((e) => ({ step, action: e.action, payload: e.payload })));
    expect(events.length).toBeGreaterThan(0);
    expect(checkAgainstTruth(truth, events)).toEqual([]);
  });

  // One platform may split its flow across variants (beds24: prices on the booking domain, the conversion on the
  // owner's site), so the flow is asked of each provider's demo sites together. A kind the platform does not
  // have (no public conversion page, a widget without search) is declared in `lacks` with the reason.
  const providers = [...new Set(sites.map((s) => s.provider))];
  it.each(providers.map((p) => [p] as const))('%s: its demo sites cover the flow the issues ask for', (provider) => {
    const truths = sites.filter((s) => s.provider === provider).map((s) => loadTruth(s.slug));
    const steps = truths.flatMap((t) => Object.values(t.steps));
    const expected = steps.flatMap((s) => s.expect ?? []);
    const lacks: Record<string, string> = Object.assign({}, ...truths.map((t) => t.lacks ?? {}));
    for (const reason of Object.values(lacks)) expect(reason.length, 'a lacked kind says why').toBeGreaterThan(20);
    // the older form: a platform without a search forbids it, saying why
    const forbidsSearch = steps.some((s) => s.forbid?.some((f) => f.action === 'search'));
    const kinds = ['search', 'property', 'quote', 'conversion'].filter((k) => !lacks[k] && !(k === 'search' && forbidsSearch));
    for (const action of kinds) expect(expected.map((e) => e.action), `${provider}: ${action}`).toContain(action);
    for (const action of Object.keys(lacks)) expect(expected.map((e) => e.action), `${provider} lacks ${action} but expects it`).not.toContain(action);
    if (kinds.includes('quote')) {
      const quotes = expected.filter((e) => e.action === 'quote');
      expect(quotes.some((q) => q.payload.success === false && typeof q.payload.error_message === 'string'), `${provider}: a refused quote`).toBe(true);
      expect(quotes.some((q) => q.payload.success === true && typeof q.payload.total === 'number'), `${provider}: a priced quote`).toBe(true);
      expect(steps.some((s) => s.forbid?.some((f) => f.action === 'quote')), `${provider}: a repeated quote forbidden`).toBe(true);
    }
    expect(truths.flatMap((t) => t.strict ?? [])).toEqual(expect.arrayContaining(kinds));
  });
});
