// @vitest-environment happy-dom
// The ring's memory rule: whole calls until the provider has started (settleCalls), then delivered calls are kept
// with their bodies cut to KEPT characters; subscribers still get them whole and duplicates are still dropped.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, KEPT, observe, publish, recentCalls, resetBus, setNetHooks, settleCalls, type Call } from './bus';

const tick = () => new Promise((r) => setTimeout(r, 0));
const big = (tag: string) => `{"tag":"${tag}","pad":"${'x'.repeat(200_000)}"}`;
const mk = (text: string, body: string | null = null, url = 'https://site.test/api') => call('fetch', 'POST', url, body, 200, text, {});

beforeEach(() => {
  resetBus();
  setNetHooks({ log: () => {}, report: () => {} });
});
afterEach(() => resetBus());

describe('ring memory', () => {
  it('keeps calls whole before the provider has started (early calls reach late subscribers complete)', async () => {
    publish(mk(big('a')));
    await tick();
    const got: Call[] = [];
    observe({}, (c) => got.push(c));
    await tick();
    expect(got[0].responseText).toBe(big('a'));
    expect(recentCalls()[0].responseText!.length).toBe(big('a').length);
  });

  it('after settleCalls, cuts what the ring keeps, not what subscribers get', async () => {
    publish(mk(big('early'), 'a='.padEnd(10_000, 'b')));
    await tick();
    settleCalls();
    expect(recentCalls()[0].responseText).toBe(big('early').slice(0, KEPT.response));
    expect(recentCalls()[0].requestBody!.length).toBe(KEPT.body);
    const got: Call[] = [];
    observe({}, (c) => got.push(c));
    await tick(); // (the early call, already cut, is replayed too)
    got.length = 0;
    publish(mk(big('late')));
    await tick();
    expect(got.map((c) => c.responseText)).toEqual([big('late')]);
    expect(recentCalls().map((c) => c.responseText!.length)).toEqual([KEPT.response, KEPT.response]);
    expect(recentCalls()[1].json).toBeNull(); // a cut answer is no longer JSON
  });

  it('keeps small calls as they are', async () => {
    settleCalls();
    const small = mk('{"ok":true}', 'x=1');
    publish(small);
    await tick();
    expect(recentCalls()[0]).toBe(small);
  });

  it('still drops a duplicate of a cut call within 500 ms, and not a different answer of the same length', async () => {
    settleCalls();
    const got: string[] = [];
    observe({}, (c) => got.push(c.responseText!.slice(8, 13)));
    publish(mk(big('one')));
    await tick();
    publish(mk(big('one')));
    publish(mk(big('two')));
    await tick();
    expect(got).toEqual(['one",', 'two",']);
    expect(recentCalls()).toHaveLength(2);
  });
});
