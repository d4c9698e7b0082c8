// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, delay, every, settle, waitFor, waitForElement, waitForHidden, WaitTimeout } from './waits';

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

/** Settles a promise's state without awaiting it (fake timers). */
function track<T>(p: Promise<T>) {
  const s: { value?: T; error?: unknown; done: boolean } = { done: false };
  p.then(
    (v) => Object.assign(s, { value: v, done: true }),
    (e) => Object.assign(s, { error: e, done: true }),
  );
  return s;
}

describe('waitFor', () => {
  it('resolves with the first truthy value, polling every 100 ms', async () => {
    let n = 0;
    const cond = vi.fn(() => (++n >= 3 ? 'ok' : null));
    const s = track(waitFor(cond));
    await vi.advanceTimersByTimeAsync(150);
    expect(s.done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(s.value).toBe('ok');
    expect(cond).toHaveBeenCalledTimes(3);
  });
  it('rejects with WaitTimeout after 10 s by default', async () => {
    const s = track(waitFor(() => false));
    await vi.advanceTimersByTimeAsync(9900);
    expect(s.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(s.error).toBeInstanceOf(WaitTimeout);
    expect(String((s.error as Error).message)).toMatch(/10000 ms/);
  });
  it('rejects with the error a condition throws', async () => {
    const s = track(
      waitFor(() => {
        throw new TypeError('bad');
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(s.error).toBeInstanceOf(TypeError);
  });
});

describe('element waits', () => {
  it('waitForElement resolves when the element appears, times out at 30 s', async () => {
    const s = track(waitForElement('.price'));
    await vi.advanceTimersByTimeAsync(5000);
    document.body.innerHTML = '<b class="price">1</b>';
    await vi.advanceTimersByTimeAsync(100);
    expect((s.value as Element).className).toBe('price');
    const t = track(waitForElement('.never'));
    await vi.advanceTimersByTimeAsync(29900);
    expect(t.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(t.error).toBeInstanceOf(WaitTimeout);
  });
  it('waitForElement(shown) waits until it is visible', async () => {
    document.body.innerHTML = '<div class="ok" style="display:none">done</div>';
    const s = track(waitForElement('.ok', true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.done).toBe(false);
    (document.querySelector('.ok') as HTMLElement).style.display = '';
    await vi.advanceTimersByTimeAsync(100);
    expect(s.done).toBe(true);
  });
  it('waitForHidden resolves when the spinner hides, times out at 60 s', async () => {
    document.body.innerHTML = '<div class="spin">…</div>';
    const s = track(waitForHidden('.spin'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.done).toBe(false);
    (document.querySelector('.spin') as HTMLElement).remove();
    await vi.advanceTimersByTimeAsync(100);
    expect(s.value).toBe(true);
    document.body.innerHTML = '<div class="spin">…</div>';
    const t = track(waitForHidden('.spin'));
    await vi.advanceTimersByTimeAsync(59900);
    expect(t.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(t.error).toBeInstanceOf(WaitTimeout);
  });
});

describe('settle', () => {
  it('resolves once the value stays the same for 500 ms', async () => {
    const values = [null, 3, 8, 12, 12, 12, 12, 12, 12, 12];
    let i = 0;
    const s = track(settle(() => values[Math.min(i++, values.length - 1)]));
    await vi.advanceTimersByTimeAsync(700);
    expect(s.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(s.value).toBe(12);
  });
  it('does not count null as settled, and gives up at 10 s with the last value', async () => {
    const s = track(settle(() => null));
    await vi.advanceTimersByTimeAsync(9000);
    expect(s.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1100);
    expect(s.done).toBe(true);
    expect(s.value).toBeNull();
    let n = 0;
    const t = track(settle(() => n++));
    await vi.advanceTimersByTimeAsync(10100);
    expect(t.value).toBeGreaterThan(90);
  });
});

describe('debounce / every / delay', () => {
  it('debounce calls once, 500 ms after the last call, with the last arguments', async () => {
    const fn = vi.fn();
    const d = debounce(fn);
    d(1);
    await vi.advanceTimersByTimeAsync(400);
    d(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });
  it('every polls at 2.5 s until stopped', async () => {
    const fn = vi.fn();
    const stop = every(fn);
    await vi.advanceTimersByTimeAsync(7600);
    expect(fn).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(10000);
    expect(fn).toHaveBeenCalledTimes(3);
  });
  it('delay', async () => {
    const s = track(delay(3000));
    await vi.advanceTimersByTimeAsync(2999);
    expect(s.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.done).toBe(true);
  });
});
