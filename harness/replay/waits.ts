// The replay's waits: when the network is quiet (real time, event driven), when a step is over (simulated time,
// idle.ts decides how far to advance the clock), and `wait` steps (advance until the element is there).
//
// The network watch (harness/recording/network-watch.ts, the recorder's and the demo-site driver's too) counts the
// requests of the whole context (page requests, batches) and whether the main document has reached its load
// event; `drain()` waits for both, woken by request events, never polling.
// `settle()` is the idle loop: quiet network, then one page round trip that lets tasks the page already queued
// run and reads its state (page-init.ts), then clock.runFor to the next tracker or host timer, or in growing
// chunks, until idle.ts says the step is over. While the clock runs, routing.ts holds network answers back, so an
// answer is handled at a chunk boundary whatever the machine's speed.
import type { ReplaySession } from '../driver/types.ts';
import type { ResolvedStep } from '../recording/steps.ts';
import { nextAdvance, type IdleSettings } from './idle.ts';
import { READ_STATE, type PageState } from './page-init.ts';
import type { AnswerGate } from './routing.ts';

/** Two macrotask turns through a MessageChannel (not a timer, so the paused clock does not hold it), then the
 * page's state: one round trip. */
const YIELD_THEN_READ = `(async () => {
  await new Promise((done) => { const c = new MessageChannel(); let n = 0; c.port1.onmessage = () => (++n < 2 ? c.port2.postMessage(0) : done(0)); c.port2.postMessage(0); });
  return ${READ_STATE};
})()`;

/** Real ms between the two confirmations of an idle state after network activity (see settle). */
const CONFIRM_PAUSE_MS = 15;
/** Real ms between two looks at a page that reports requests Node has not heard of yet. */
const PAGE_POLL_MS = 10;

/** What the waits cost, for BEACON_REPLAY_TRACE=1 (real ms and counts). */
export interface WaitStats {
  idleIterations: number;
  pageRoundTrips: number;
  clockRuns: number;
  /** real ms in clock.runFor */
  clockMs: number;
  /** real ms waiting for requests and load events */
  quietMs: number;
  /** real ms in page round trips (yield + state) */
  stateMs: number;
  /** real ms in fixed pauses (idle confirmations, page-reported requests) */
  pauseMs: number;
  /** real ms of wait steps' element checks */
  lookMs: number;
}

export const newWaitStats = (): WaitStats => ({ idleIterations: 0, pageRoundTrips: 0, clockRuns: 0, clockMs: 0, quietMs: 0, stateMs: 0, pauseMs: 0, lookMs: 0 });

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface WaitsInput {
  /** the engine's page, clock and network watch (harness/driver/) */
  session: ReplaySession;
  gate: AnswerGate;
  idle: IdleSettings;
  warn: (text: string) => void;
  /** one line per idle-loop iteration (BEACON_REPLAY_TRACE=1) */
  trace?: (line: string) => void;
}

/** The clock and the waits of one replay. */
export class Waits {
  /** simulated ms the clock advanced in all */
  simulatedMs = 0;
  readonly stats = newWaitStats();
  /** NetworkWatch.finishedUnseen when the last step was confirmed idle: none since, nothing to confirm */
  private settledAt = -1;

  constructor(private readonly w: WaitsInput) {}

  /** Advances the fake clock by `ms`, network answers held back meanwhile. */
  async advance(ms: number): Promise<void> {
    const t = Date.now();
    await this.w.gate.closedDuring(() => this.w.session.advanceClock(ms));
    this.stats.clockRuns++;
    this.stats.clockMs += Date.now() - t;
    this.simulatedMs += ms;
  }

  /** Real-time wait until nothing is in flight and the main document has loaded (capped, with a warning). */
  async drain(): Promise<void> {
    if (!this.w.session.watch.busy) return;
    const t = Date.now();
    const late = await this.w.session.watch.quiet({ capMs: this.w.idle.realWaitMs });
    this.stats.quietMs += Date.now() - t;
    if (late) this.w.warn(late);
  }

  private async pause(ms: number): Promise<void> {
    await sleep(ms);
    this.stats.pauseMs += ms;
  }

  /** Lets the tasks the page already queued run, then reads its state; null when there is no page state. */
  private async readState(): Promise<PageState | null> {
    const t = Date.now();
    try {
      for (let i = 0; i < 3; i++) {
        this.stats.pageRoundTrips++;
        try {
          return await this.w.session.page.evaluate<PageState | null>(YIELD_THEN_READ);
        } catch {
          // the document changed under us (navigation): wait for it and ask again
          await this.w.session.page.waitForLoad();
        }
      }
      return null;
    } finally {
      this.stats.stateMs += Date.now() - t;
    }
  }

  /** Whether the page reports requests or a navigation the harness has not seen yet (page-init.ts). */
  private async pageBusy(): Promise<boolean> {
    const state = await this.readState();
    return this.w.session.watch.busy || !!state && (state.inflight > 0 || state.navigating);
  }

  /** Advances simulated time until the tracker is idle (idle.ts). */
  async settle(): Promise<void> {
    const { idle } = this.w;
    const { watch } = this.w.session;
    let elapsed = 0;
    let quietSince = 0;
    let seen = watch.activity;
    let chunk = idle.minChunkMs;
    let waitingOnPage = 0;
    let confirmed = 0;
    for (;;) {
      this.stats.idleIterations++;
      await this.drain();
      // Let tasks the page already queued (a hashchange or popstate after a click, a message) run before the
      // clock moves: whether they ran first must not depend on how fast the real machine is.
      const state = await this.readState();
      // the round trip lets requests started by answers just handled surface: drain those first
      if (watch.busy) continue;
      // requests or a navigation the page started that have not reached the harness yet: let them arrive
      if (state && (state.inflight > 0 || state.navigating)) {
        if (++waitingOnPage * PAGE_POLL_MS < idle.realWaitMs) {
          await this.pause(PAGE_POLL_MS);
          continue;
        }
        if (waitingOnPage * PAGE_POLL_MS - PAGE_POLL_MS < idle.realWaitMs) {
          this.w.warn(`the page reports ${state.inflight} unfinished requests${state.navigating ? ' and a navigation' : ''} that never reached the harness; carrying on`);
        }
      }
      if (watch.activity !== seen) {
        seen = watch.activity;
        quietSince = elapsed;
        chunk = idle.minChunkMs;
      }
      const now = state?.now ?? 0;
      const due = (state?.timers ?? []).map((t) => t.due - now).filter((d) => d <= idle.horizonMs);
      const nextTimerIn = due.length ? Math.max(0, Math.min(...due)) : null;
      const host = (state?.hostTimers ?? []).map((t) => t - now);
      const nextHostTimerIn = host.length ? Math.max(0, Math.min(...host)) : null;
      const ms = nextAdvance({ elapsed, quietFor: elapsed - quietSince, nextTimerIn, nextHostTimerIn, chunk }, idle);
      this.w.trace?.(`    t+${elapsed} quiet ${elapsed - quietSince} timers [${due.map((d) => Math.round(d)).join(',')}] host [${host.map((d) => Math.round(d)).join(',')}] intervals ${state?.intervals ?? '-'} -> advance ${ms}`);
      // Idle once more after a pause: what the page does with an answer it received may still be on its way (a
      // script being run, an image's load handler, a frame), which no timer or request count shows yet. Only
      // answers can be on their way, and the main frame's XHR and fetch calls count as in flight in the page
      // until their bodies are read (page-init.ts): with no other request finished since the last step was
      // confirmed idle, there is nothing to confirm.
      if (ms === 0 && confirmed < 2 && elapsed < idle.maxStepMs && watch.finishedUnseen !== this.settledAt) {
        confirmed++;
        await this.pause(CONFIRM_PAUSE_MS);
        continue;
      }
      if (ms !== 0) confirmed = 0;
      if (ms === 0) {
        if (elapsed >= idle.maxStepMs) this.w.warn(`not idle after ${idle.maxStepMs} simulated ms (tracker timers pending: ${due.length}); carrying on`);
        this.settledAt = watch.finishedUnseen;
        return;
      }
      await this.advance(ms);
      elapsed += ms;
      chunk = Math.min(chunk * idle.chunkGrowth, idle.maxChunkMs);
    }
  }

  /** A wait step: advances simulated time (100 ms at a time) until the selector/text is visible and/or the URL
   * matches. Returns the simulated ms it advanced (0: it was already there). */
  async waitFor(s: ResolvedStep): Promise<number> {
    const { idle } = this.w;
    const { page } = this.w.session;
    let waited = 0;
    let realWait = 0;
    const ok = async () => {
      const url = await page.url();
      if (s.url && !url.startsWith(s.url) && url !== s.url) return false;
      if (!s.selector && !s.text) return true;
      const t = Date.now();
      const visible = await page.visible(s);
      this.stats.lookMs += Date.now() - t;
      return visible;
    };
    while (!(await ok())) {
      if (waited >= idle.maxStepMs) throw new Error(`wait step "${s.name}": ${s.selector ?? ''}${s.text ? ` "${s.text}"` : ''}${s.url ? ` url ${s.url}` : ''} not there after ${idle.maxStepMs} simulated ms (the page is at ${await page.url()})`);
      await this.drain();
      // a navigation or requests the page started that have not reached the harness yet take real time, more on
      // a loaded machine: wait for them in real time, never in simulated time, which would differ run to run
      // (given up after idle.realWaitMs of real time, so a page stuck that way still fails)
      if (realWait < idle.realWaitMs && (await this.pageBusy())) {
        realWait += PAGE_POLL_MS;
        await this.pause(PAGE_POLL_MS);
        continue;
      }
      await this.advance(100);
      waited += 100;
    }
    return waited;
  }
}
