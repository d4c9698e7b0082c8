import { describe, expect, it, vi } from 'vitest';
import { chain, ChainError, isEmpty } from './chain';
import { WaitTimeout } from './waits';

const fakeCtx = () => ({ log: vi.fn(), report: vi.fn() });
const tags = { adapter: 'demo', kind: 'quote' };

describe('chain', () => {
  it('passes each result to the next step, sync or async, and resolves with the last', async () => {
    const ctx = fakeCtx();
    const out = await chain(ctx, tags, [() => ({ a: 1 }), async (v) => ({ ...v, b: 2 }), (v) => ({ ...v, c: 3 })]);
    expect(out).toEqual({ a: 1, b: 2, c: 3 });
    expect(ctx.report).not.toHaveBeenCalled();
  });
  it('stops quietly when a step returns null', async () => {
    const ctx = fakeCtx();
    const after = vi.fn();
    expect(await chain(ctx, tags, [() => null, after])).toBeNull();
    expect(after).not.toHaveBeenCalled();
    expect(ctx.report).not.toHaveBeenCalled();
  });
  it('reports a missing map function', async () => {
    const ctx = fakeCtx();
    expect(await chain(ctx, tags, [undefined, () => ({ a: 1 })])).toBeNull();
    expect(ctx.report).toHaveBeenCalledWith(expect.any(ChainError), tags);
    expect(String(ctx.report.mock.calls[0][0].message)).toMatch(/Missing map function/);
  });
  it.each([
    ['undefined', undefined],
    ['a string', 'x'],
    ['a number', 3],
  ])('reports a step returning %s (operations must return an object)', async (_n, v) => {
    const ctx = fakeCtx();
    expect(await chain(ctx, tags, [() => v])).toBeNull();
    expect(ctx.report.mock.calls[0][0].message).toMatch(/must return an object/);
  });
  it.each([{}, [], { a: null, b: '', c: [] }])('reports an empty payload %j', async (v) => {
    const ctx = fakeCtx();
    expect(await chain(ctx, tags, [() => v])).toBeNull();
    expect(ctx.report.mock.calls[0][0].message).toMatch(/Empty payload/);
  });
  it('reports what a step throws or rejects with, tagged, and never rejects', async () => {
    const ctx = fakeCtx();
    const boom = new TypeError('x is undefined');
    await expect(chain(ctx, tags, [() => ({ a: 1 }), () => Promise.reject(boom)])).resolves.toBeNull();
    expect(ctx.report).toHaveBeenCalledWith(boom, tags);
    await expect(
      chain(ctx, tags, [
        () => {
          throw boom;
        },
      ]),
    ).resolves.toBeNull();
    expect(ctx.report).toHaveBeenCalledTimes(2);
  });
  it('logs a wait timeout as a warning instead of reporting it', async () => {
    const ctx = fakeCtx();
    await chain(ctx, tags, [() => Promise.reject(new WaitTimeout('Wait timeout: .total after 30000 ms'))]);
    expect(ctx.report).not.toHaveBeenCalled();
    expect(ctx.log).toHaveBeenCalledWith('warn', 'Wait timeout: .total after 30000 ms', tags);
  });
  it('isEmpty', () => {
    expect(isEmpty({ a: 0 })).toBe(false);
    expect(isEmpty({ a: false })).toBe(false);
    expect(isEmpty([{}])).toBe(false);
    expect(isEmpty({ a: undefined })).toBe(true);
  });
});
