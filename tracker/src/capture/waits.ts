// Waits and timers of spec section 9. Only setTimeout/setInterval, so the replay harness (and fake timers in
// unit tests) control the clock. A wait that runs out rejects with WaitTimeout, which the capture chain logs as
// a warning instead of reporting: a page that never showed its total is not a tracker bug.
import { el, visible } from './dom';
import { toJSON } from '../core/storage';

export class WaitTimeout extends Error {}

/** Resolves with the first truthy value of cond(), polled every `every` ms (default 10 s, 100 ms). A throwing
 * cond rejects with that error. */
export function waitFor<T>(cond: () => T, timeout = 10000, every = 100, what = 'condition'): Promise<NonNullable<T>> {
  return new Promise((resolve, reject) => {
    const until = Date.now() + timeout;
    const tick = () => {
      try {
        const v = cond();
        if (v) return resolve(v as NonNullable<T>);
      } catch (e) {
        return reject(e);
      }
      if (Date.now() >= until) reject(new WaitTimeout(`Wait timeout: ${what} after ${timeout} ms`));
      else setTimeout(tick, every);
    };
    tick();
  });
}

/** Element wait (30 s); with shown, waits until it is also visible (a confirmation block revealed by script). */
export const waitForElement = (selector: string, shown?: boolean, timeout = 30000): Promise<Element> =>
  waitFor(() => (!shown || visible(selector) ? el(selector) : null), timeout, 100, selector) as Promise<Element>;

/** Spinner-hide wait (60 s): resolves once nothing matching selector is visible. */
export const waitForHidden = (selector: string, timeout = 60000): Promise<boolean> =>
  waitFor(() => !visible(selector), timeout, 100, `${selector} hidden`);

/** Resolves with read()'s value once it stayed the same (and not null) for `quiet` ms, e.g. a result count
 * still counting up; after `timeout` (10 s) resolves with whatever it reads then. */
export function settle<T>(read: () => T, timeout = 10000, quiet = 500, every = 100): Promise<T> {
  return new Promise((resolve, reject) => {
    const until = Date.now() + timeout;
    let last: string | undefined;
    let since = Date.now();
    const tick = () => {
      let v: T;
      try {
        v = read();
      } catch (e) {
        return reject(e);
      }
      const key = toJSON(v);
      if (key !== last) {
        last = key;
        since = Date.now();
      } else if (v != null && Date.now() - since >= quiet) return resolve(v);
      if (Date.now() >= until) resolve(v);
      else setTimeout(tick, every);
    };
    tick();
  });
}

/** Trailing debounce (filter changes are re-read 500 ms after the last one). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms = 500): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

/** Interval polling (amenity/filter state every 2.5 s); returns a stop function. */
export function every(fn: () => void, ms = 2500): () => void {
  const id = setInterval(fn, ms);
  return () => clearInterval(id);
}

/** Promise delay, for the spec's fixed waits ("3,000 ms before reading a property page on one site"). */
export const delay = (ms: number): Promise<void> => new Promise((ok) => setTimeout(ok, ms));
