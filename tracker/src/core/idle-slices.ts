// Work cut into idle slices, so the host's own tasks (a click, a frame) wait at most one slice for the tracker.

/** A slice's length; a task over 50 ms is a long task, and an input waits for the slice it arrives in. */
const SLICE_MS = 5;
/** Units of work per slice at most: under a fake clock (tests) the time never moves within a slice. */
const SLICE_UNITS = 3000;
/** How long a slice waits for the page to be idle before it runs anyway. */
const IDLE_TIMEOUT = 50;

/** A unit of work that goes on while `more()` is true and returns true once it is complete. */
export type Sliced = (more: () => boolean) => boolean;

/** Runs `work` in slices (requestIdleCallback, or setTimeout where the browser has none); settles when it is
 *  complete, rejects with what it threw. */
export function inIdleSlices(work: Sliced): Promise<void> {
  return new Promise((resolve, reject) => {
    const slice = (deadline?: IdleDeadline) => {
      const start = performance.now();
      const budget = deadline && !deadline.didTimeout ? Math.min(deadline.timeRemaining(), SLICE_MS) : SLICE_MS;
      let units = 0;
      // at least one unit per slice, so the work always ends
      const more = () => !units++ || (units <= SLICE_UNITS && performance.now() - start < budget);
      try {
        if (work(more)) resolve();
        else next();
      } catch (error) {
        reject(error);
      }
    };
    const next = () => (typeof requestIdleCallback == 'function' ? requestIdleCallback(slice, { timeout: IDLE_TIMEOUT }) : setTimeout(slice, 1));
    next();
  });
}

/** Sliced works run one after the other. */
export const steps =
  (...all: Sliced[]): Sliced =>
  (more) => {
    while (all.length) {
      if (!all[0](more)) return false;
      all.shift();
    }
    return true;
  };

/** A single unit of work. */
export const unit =
  (fn: () => void): Sliced =>
  (more) =>
    more() && (fn(), true);

/** Characters encoded per unit: about a millisecond of work. */
const ENCODE_CHARS = 65536;

/** `text` as UTF-8 in a Blob, encoded a piece per unit of work (a pair of surrogates is never cut). */
export function utf8InSlices(text: string): Promise<Blob> {
  const blobs: Blob[] = [];
  let i = 0;
  return inIdleSlices((more) => {
    while (i < text.length) {
      if (!more()) return false;
      // Past the end, charCodeAt is NaN (no surrogate) and slice stops at the end. A lone high surrogate last
      // gets a piece of its own: it encodes as U+FFFD either way, and the piece is never empty.
      let end = i + ENCODE_CHARS;
      if ((text.charCodeAt(end - 1) & 0xfc00) == 0xd800) end--;
      blobs.push(new Blob([text.slice(i, end)]));
      i = end;
    }
    return true;
  }).then(() => new Blob(blobs, { type: 'text/plain' }));
}
