// When is the tracker done with a step? The harness owns time (the Playwright clock is paused at recordedAt), so
// "wait until idle" is a loop that advances simulated time until nothing is left to happen:
//
//   idle  <=>  no request in flight (page requests, tracker batches; a navigation has reached its load event)
//         and  the tracker has no one-shot timer due within IDLE.horizonMs (its 100 ms send debounce, 50 ms
//              history delay, 1 s timing retry, wait-polls; recognised by the tracker URL in their stack)
//         and  either no request was made for IDLE.quietMs of simulated time, or the page itself has no
//              one-shot timer due before that window would be full (the host's own timers, e.g. a debounced
//              search call that the tracker then reports, are the only other way a request can still come;
//              intervals and animation frames never keep a step busy)
//
// Time is advanced with clock.runFor in chunks: to the next tracker or host timer when one is pending, otherwise
// in growing chunks (minChunkMs, times chunkGrowth, up to maxChunkMs) until the quiet window is full. While runFor runs, the
// harness holds back network answers (see routing.ts), so a response is always handled at a chunk boundary, never
// at whatever simulated moment it happened to arrive: that, plus seeded randomness, makes replays repeatable.
// Real time is spent waiting for events (requests finishing, load, bodies read); the only fixed pauses are short:
// 10 ms looks at a page that reports requests Node has not heard of yet, and the confirmations of an idle state
// after answers the page state cannot show (a script, a document: waits.ts).
// Per-site tuning: meta.json `replay.quietMs`.

export interface IdleSettings {
  /** simulated ms with no request before a step counts as settled */
  quietMs: number;
  /** tracker timeouts due later than this (ms from now) do not keep a step busy (session expiry and the like) */
  horizonMs: number;
  /** smallest clock advance after activity */
  minChunkMs: number;
  /** largest clock advance while waiting out the quiet window */
  maxChunkMs: number;
  /** each quiet chunk is this many times the one before (50, 400, 1000 …) */
  chunkGrowth: number;
  /** simulated ms after which a step is declared settled anyway (a warning in the report's console) */
  maxStepMs: number;
  /** real ms to wait for in-flight requests or a load event before giving up on them (a warning) */
  realWaitMs: number;
}

export const IDLE: Readonly<IdleSettings> = Object.freeze({
  quietMs: 2_000,
  horizonMs: 65_000,
  minChunkMs: 50,
  maxChunkMs: 1_000,
  chunkGrowth: 8,
  maxStepMs: 120_000,
  realWaitMs: 15_000,
});

export interface IdleInput {
  /** simulated ms since the step started */
  elapsed: number;
  /** simulated ms since the last request was seen */
  quietFor: number;
  /** ms until the next tracker timer within the horizon, or null */
  nextTimerIn: number | null;
  /** ms until the next host one-shot timer, or null when the page has none */
  nextHostTimerIn?: number | null;
  /** the chunk size to use when nothing is due */
  chunk: number;
}

/** How far to advance the clock next, or 0 when the step is settled. */
export function nextAdvance(input: IdleInput, s: IdleSettings = IDLE): number {
  const left = s.quietMs - input.quietFor;
  const host = input.nextHostTimerIn ?? null;
  const hostSoon = host !== null && host < left;
  if (input.nextTimerIn === null && (left <= 0 || !hostSoon)) return 0;
  if (input.elapsed >= s.maxStepMs) return 0;
  const next = Math.min(input.nextTimerIn ?? Infinity, hostSoon ? host : Infinity);
  if (next !== Infinity) return Math.max(1, Math.min(Math.ceil(next), input.chunk));
  return Math.max(1, Math.min(input.chunk, left));
}
