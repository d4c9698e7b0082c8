// The replay's progress watchdog: no replay may hang. Every step of every replay runs under it; the replay moves
// when a request starts or ends, the idle loop turns, the clock advances or a page round trip returns (engine.ts
// reads those counters). When none of them moves for `stallMs` of real time, the step is abandoned with an error
// that names the recording, the step and what the replay is waiting for (the requests still in flight, the page's
// load event), and the engine closes the context, which ends whatever Playwright call was stuck.
//
// A stall is a bug in the harness or an answer the browser cannot take (a header it refuses): every wait of the
// replay has its own real-time cap (idle.ts realWaitMs, steps.ts STEP_ACTION_TIMEOUT_MS), far below STALL_MS, so
// a replay that is only slow (a loaded machine) keeps moving and never trips it.

/** Real ms without any progress after which a replay step is abandoned. */
export const STALL_MS = 60_000;

export class StallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StallError';
  }
}

export interface WatchdogInput {
  /** real ms without progress that end the step (default STALL_MS) */
  stallMs?: number;
  /** a reading that changes whenever the replay moves (compared between two looks) */
  progress: () => number;
  /** what the replay is waiting for, in words ("GET https://…/x.css (in flight)") */
  waitingFor: () => string;
  /** the recording (its folder), for the message */
  recording: string;
}

/** Runs `work` (one step); rejects with a StallError when the replay stops making progress meanwhile. */
export async function guardStep<T>(step: string, work: Promise<T>, input: WatchdogInput): Promise<T> {
  const stallMs = input.stallMs ?? STALL_MS;
  const look = Math.max(50, Math.min(1000, Math.floor(stallMs / 4)));
  let last = input.progress();
  let since = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const now = input.progress();
      if (now !== last) {
        last = now;
        since = Date.now();
        return;
      }
      if (Date.now() - since < stallMs) return;
      clearInterval(timer);
      reject(new StallError(`replay of ${input.recording} made no progress for ${Math.round(stallMs / 1000)} s real time in step "${step}": waiting for ${input.waitingFor()}`));
    }, look);
  });
  // the step's own rejection after a stall is nobody's concern any more
  work.catch(() => {});
  try {
    return await Promise.race([work, stalled]);
  } finally {
    clearInterval(timer);
  }
}
