// The harness's one driver interface: what a replay (and the bench) needs of a browser engine, whichever drives
// it. A driver per engine: Chromium (Playwright, chromium.ts), Firefox (puppeteer-core over WebDriver BiDi,
// firefox.ts), WebKit (WebKitWebDriver, classic WebDriver, under Xvfb, webkit.ts). Chromium serves the
// recording through Playwright's routes; Firefox and WebKit through the HAR-serving proxy (harness/proxy/),
// ARCHITECTURE.md "Every engine" says why.
import type { Engine } from '../engines.ts';
import type { RecordedEnv } from '../pinned-env.ts';
import type { ResolvedStep } from '../recording/steps.ts';
import type { AnswerGate, ReplayLedger, RoutingInput } from '../replay/routing.ts';

/** The replay's page: one tab, its main frame. */
export interface DriverPage {
  /** Evaluates a JavaScript expression in the main frame (a promise is awaited); its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  url(): Promise<string>;
  /** Waits for the current document's load event (quietly gives up after a while). */
  waitForLoad(): Promise<void>;
  /** A goto, click, fill or select step (harness/recording/perform-step.ts's meaning). */
  perform(step: ResolvedStep, timeoutMs: number): Promise<void>;
  /** Whether the step's element (selector, text) is visible now. */
  visible(step: ResolvedStep): Promise<boolean>;
  /** The DOM as it is now (outerHTML of the document element). */
  snapshot(): Promise<string>;
}

/** What is in flight, as the waits read it (harness/recording/network-watch.ts or the proxy's ProxyWatch). */
export interface ReplayWatch {
  readonly busy: boolean;
  readonly activity: number;
  readonly finishedUnseen: number;
  readonly inflight: { readonly size: number };
  /** a main-frame navigation started and its load event has not come yet */
  readonly docPending: boolean;
  /** the requests in flight, as "METHOD url" (for the watchdog's message) */
  pending(): string[];
  quiet(options: { capMs: number }): Promise<string | null>;
}

/** One recording's replay in an engine: a fresh context pinned to the recording, every request answered. */
export interface ReplaySession {
  page: DriverPage;
  watch: ReplayWatch;
  /** Advances the pinned clock by `ms` (network answers are held by the caller meanwhile). */
  advanceClock(ms: number): Promise<void>;
  /** Adds a script to every document started from now on, after the setup's (page-init.ts repeatScript). */
  addInitScript(script: string): Promise<void>;
  /** The main frame's URL as last known, without asking the page (for messages about a page that may be stuck). */
  lastUrl(): string;
  close(): Promise<void>;
}

export interface SessionSetup {
  env: RecordedEnv;
  /** the pinned clock's start (epoch ms: meta.json recordedAt) */
  startAt: number;
  /** the replay's document script (page-init.ts), run in every document before the page's own scripts */
  initScript: string;
  routing: RoutingInput;
  ledger: ReplayLedger;
  gate: AnswerGate;
}

export interface EngineDriver {
  readonly engine: Engine;
  /** the browser's version as it reports it */
  readonly version: string;
  openReplay(setup: SessionSetup): Promise<ReplaySession>;
  close(): Promise<void>;
}
