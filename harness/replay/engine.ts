// The replay engine: one recording, one fresh browser context, the freshly built tracker, and every request
// answered from the recording's HAR. Returns what the capture endpoint received, step by step.
//
// The context is pinned to the recording: meta's timezone, locale, viewport and user agent, and the fixed device
// of harness/pinned-env.ts (screen, scale factor, colour scheme, navigator hardware…); the Playwright clock
// paused at recordedAt and advanced only by the harness; Math.random and crypto ids seeded (page-init.ts).
// The parts, one idea each:
//   routing.ts   every request answered (build under test, capture endpoint, HAR, unmatched), answers held back
//                while the clock runs;
//   waits.ts     the network watch, the idle loop after each step (idle.ts decides how far to advance the clock)
//                and `wait` steps;
//   steps.ts     a step's action (the recorder's own, harness/recording/perform-step.ts) and the think time.
// Unmatched requests fail the site unless meta.json's `replay.allowUnmatched` lists them (see allowList below).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { Browser } from 'playwright';
import { readHar } from '../har/read.ts';
import { HarMatcher, type Fallback } from '../har/matcher.ts';
import { matcherOptionsFromMeta } from '../har/match-config.ts';
import { readRecording, type Recording } from '../recording/layout.ts';
import { resolveStep, type ResolvedStep } from '../recording/steps.ts';
import type { Meta } from '../recording/meta.ts';
import { IDLE, type IdleSettings } from './idle.ts';
import { pageInitScript, repeatScript } from './page-init.ts';
import { envOf } from '../pinned-env.ts';
import { mainPartFor } from './tracker-main.ts';
import { AnswerGate, newLedger, REPLAY_ENDPOINT, REPLAY_ERROR_ENDPOINT, TRACKER_URL, type ReplayLedger, type RoutingInput } from './routing.ts';
import { Waits } from './waits.ts';
import { ChromiumDriver } from '../driver/chromium.ts';
import type { EngineDriver } from '../driver/types.ts';
import { runReplayStep, THINK_MS } from './steps.ts';
import { guardStep } from './watchdog.ts';
import { isImportedHar } from '../recording/imported.ts';
import { TraceCollector } from './trace.ts';
import type { TraceReport } from '../report/types.ts';

export { REPLAY_ENDPOINT, REPLAY_ERROR_ENDPOINT, TRACKER_MAIN_URL, TRACKER_URL, type ServedRecord } from './routing.ts';

export interface ReplayOptions {
  /** path of the built tracker; default dist/tag/tracker.js (the all-sites tag) at the repository root */
  trackerFile?: string;
  /** the tracker's bytes, when already read (the runner reads it once for all sites) */
  trackerSource?: Buffer;
  /** real-time limit for the whole replay of one recording */
  timeoutMs?: number;
  /** progress lines (step names) */
  log?: (line: string) => void;
  idle?: Partial<IdleSettings>;
  /** log every idle-loop iteration (BEACON_REPLAY_TRACE=1 in the CLI) */
  trace?: boolean;
  /** real ms without progress that end a step (watchdog.ts STALL_MS) */
  stallMs?: number;
  /** matcher fallbacks turned off (the fallback check's second replay, fallback-check.ts) */
  disableFallbacks?: readonly Fallback[];
  /** read the inspector's per-call trace after each step (trace.ts); default true */
  inspect?: boolean;
}

/** The ledger's records (see ReplayLedger), plus what only the whole run knows. */
export interface ReplayResult extends Omit<ReplayLedger, 'step' | 'warn' | 'note'> {
  recording: Recording;
  /** a step that could not be replayed (element never there, navigation failed…); what came before is kept */
  error: string | null;
  /** idle caps hit, load events that never came, …: also in `console` as type "harness" */
  warnings: string[];
  /** the inspector's per-call trace (trace.ts), null when not read (ReplayOptions.inspect false) */
  trace: TraceReport | null;
  /** simulated ms the clock advanced in all */
  simulatedMs: number;
  durationMs: number;
}

export type { ReplaySettings } from '../recording/meta.ts';

export function allowList(patterns: string[] = []): (url: string) => boolean {
  const tests = patterns.map((p) => {
    const m = /^\/(.+)\/([a-z]*)$/.exec(p);
    if (m) {
      const re = new RegExp(m[1]!, m[2]);
      return (u: string) => re.test(u);
    }
    return (u: string) => u.startsWith(p);
  });
  return (url) => tests.some((t) => t(url));
}

/** The recording's seed for randomness: stable across runs and machines. */
export function replaySeed(meta: Meta): string {
  return createHash('sha256').update(`${meta.site}|${meta.recordedAt}|${meta.startUrl}`).digest('hex').slice(0, 16);
}

/** The all-sites two-part tag: what a customer's page gets (delivery.ts). */
export function defaultTrackerFile(): string {
  return join(import.meta.dirname, '..', '..', 'dist', 'tag', 'tracker.js');
}

/** Replays one recording folder in a fresh context of `browser` (a Playwright Chromium, or any engine's driver).
 * Throws only for unreadable recordings. */
export async function replayRecording(browser: Browser | EngineDriver, dir: string, opts: ReplayOptions = {}): Promise<ReplayResult> {
  const started = Date.now();
  const recording = readRecording(dir);
  const { meta } = recording;
  const har = readHar(recording.harFile);
  const matcher = new HarMatcher(har, { ...matcherOptionsFromMeta(meta), disable: opts.disableFallbacks });
  const trace = opts.inspect === false ? null : new TraceCollector();
  const settings = meta.replay ?? {};
  const idle: IdleSettings = { ...IDLE, ...(settings.quietMs ? { quietMs: settings.quietMs } : {}), ...opts.idle };
  const tracker = opts.trackerSource ?? readFileSync(opts.trackerFile ?? defaultTrackerFile());
  // the tag's main part, found as soon as the tag is known (dist/ may be rebuilt by another process meanwhile)
  mainPartFor(tracker);
  const log = opts.log ?? (() => {});
  const steps: ResolvedStep[] = recording.steps.map((s) => resolveStep(s, meta.startUrl));

  const warnings: string[] = [];
  const ledger: ReplayLedger = newLedger(steps[0]?.name ?? 'start', {
    warn: (text) => {
      warnings.push(`[${ledger.step}] ${text}`);
      ledger.console.push({ type: 'harness', text, step: ledger.step });
    },
    note: (text) => void ledger.console.push({ type: 'harness', text, step: ledger.step }),
  });
  const gate = new AnswerGate();

  const driver = 'openReplay' in browser ? browser : ChromiumDriver.over(browser);
  const routing: RoutingInput = { har, matcher, tracker, mapping: recording.mapping, allowed: allowList(settings.allowUnmatched), gate, ledger, answerUnrecorded: isImportedHar(meta) };

  // The recording's environment (meta.json) plus the fixed device of harness/pinned-env.ts: the same as the
  // recorder used, whatever this machine's browser, screen, time zone or locale; the engine's driver pins it.
  const session = await driver.openReplay({
    env: envOf(meta),
    startAt: new Date(meta.recordedAt).getTime(),
    initScript: pageInitScript({
      seed: replaySeed(meta),
      trackerUrl: TRACKER_URL,
      inject: true,
      config: {
        endpoint: REPLAY_ENDPOINT,
        sessionPage: null,
        errorEndpoint: REPLAY_ERROR_ENDPOINT,
      },
    }),
    routing,
    ledger,
    gate,
  });
  let waits: Waits | undefined;
  let error: string | null = null;
  const phase = { setupMs: 0, thinkMs: 0, actionMs: 0, settleMs: 0 };
  try {
    const { page, watch } = session;
    waits = new Waits({ session, gate, idle, warn: ledger.warn, trace: opts.trace ? log : undefined });
    phase.setupMs = Date.now() - started;

    const deadline = started + (opts.timeoutMs ?? 180_000);
    // goto steps in a row that load the URL the tab is on (a page loaded repeatedly): their documents need seeds
    // of their own (page-init.ts)
    let repeat = 0;
    try {
      for (const s of steps) {
        if (s.action === 'goto') {
          const again = s.url === (await page.url()) ? repeat + 1 : 0;
          if (again !== repeat || again > 0) await session.addInitScript(repeatScript(again));
          repeat = again;
        }
        if (Date.now() > deadline) throw new Error(`replay took longer than ${opts.timeoutMs ?? 180_000} ms real time`);
        ledger.step = s.name;
        log(`step ${s.name}`);
        // A visitor's think time before each action: without it the pinned clock barely moves between steps,
        // and two identical calls a human makes seconds apart would look like one callback fired twice
        // within 500 ms (which the tracker rightly suppresses).
        const w = waits;
        const step = async () => {
          let t = Date.now();
          if (s.action !== 'wait') await w.advance(THINK_MS);
          const before = watch.activity;
          const t1 = Date.now();
          phase.thinkMs += t1 - t;
          const acted = await runReplayStep(page, s, w);
          t = Date.now();
          phase.actionMs += t - t1;
          // the previous step ended idle; a wait that found its element at once, with no request since, leaves
          // it idle: nothing to settle
          if (acted || watch.activity !== before || watch.inflight.size > 0) await w.settle();
          phase.settleMs += Date.now() - t;
          // the page idle and the clock still: what the inspector says of this document's calls so far
          if (trace) await trace.read(page, s.name);
        };
        await guardStep(s.name, step(), {
          stallMs: opts.stallMs,
          recording: dir,
          progress: () => {
            const st = w.stats;
            return watch.activity + watch.finishedUnseen + watch.inflight.size + st.idleIterations + st.pageRoundTrips + st.clockRuns + st.lookMs + ledger.served.length + ledger.unmatched.length + ledger.batches.length + warnings.length;
          },
          waitingFor: () => {
            const what = watch.pending().slice(0, 5);
            if (watch.docPending) what.push(`the load event of ${session.lastUrl()}`);
            return what.length ? what.join(', ') : `the page (${session.lastUrl()}) to answer`;
          },
        });
      }
    } catch (e) {
      // keep what was captured so far: the unmatched requests and console usually explain the failure
      error = `step "${ledger.step}" failed: ${(e as Error).message.split('\n')[0]}`;
      ledger.console.push({ type: 'harness', text: (e as Error).message, step: ledger.step });
    }
  } finally {
    gate.open();
    // after a stall, closing may itself wait on the stuck call: bounded, so the replay always ends
    const bounded = (p: Promise<unknown>) => Promise.race([p.catch(() => {}), new Promise((r) => setTimeout(r, 10_000).unref())]);
    await bounded(session.close());
  }
  const durationMs = Date.now() - started;
  if (opts.trace && waits) {
    const w = waits.stats;
    log(`  real ms: ${durationMs} = setup ${phase.setupMs} + think ${phase.thinkMs} + actions ${phase.actionMs} + settle ${phase.settleMs} + close ${durationMs - phase.setupMs - phase.thinkMs - phase.actionMs - phase.settleMs}`);
    log(`  waits: ${w.idleIterations} idle iterations, ${w.pageRoundTrips} page round trips (${w.stateMs} ms), ${w.clockRuns} clock runs (${w.clockMs} ms), network quiet ${w.quietMs} ms, pauses ${w.pauseMs} ms, wait-step looks ${w.lookMs} ms`);
  }
  return {
    recording,
    error,
    batches: ledger.batches,
    batchSources: ledger.batchSources,
    unmatched: ledger.unmatched,
    allowedUnmatched: ledger.allowedUnmatched,
    served: ledger.served,
    console: ledger.console,
    errorReports: ledger.errorReports,
    findings: ledger.findings,
    warnings,
    trace: trace ? trace.report() : null,
    simulatedMs: waits?.simulatedMs ?? 0,
    durationMs,
  };
}

/** true when dist/tracker.js exists; the runner builds it first (build.ts). */
export function trackerExists(file = defaultTrackerFile()): boolean {
  return existsSync(file);
}
