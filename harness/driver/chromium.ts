// Chromium's driver: Playwright. The recording is served by the context's routes (harness/replay/routing.ts
// routeReplay), the clock is Playwright's, the environment its context options plus pinContext.
import type { Browser, Page } from 'playwright';
import { launchChromium } from '../browser.ts';
import { contextOptions, pinContext } from '../pinned-env.ts';
import { NetworkWatch } from '../recording/network-watch.ts';
import { performStep, stepTarget } from '../recording/perform-step.ts';
import type { ResolvedStep } from '../recording/steps.ts';
import { pageConsoleLine } from '../replay/console-line.ts';
import { routeReplay, TRACKER_URL } from '../replay/routing.ts';
import type { DriverPage, EngineDriver, ReplaySession, SessionSetup } from './types.ts';

class PlaywrightPage implements DriverPage {
  constructor(readonly page: Page) {}
  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }
  async url(): Promise<string> {
    return this.page.url();
  }
  async waitForLoad(): Promise<void> {
    await this.page.waitForLoadState('load').catch(() => {});
  }
  perform(step: ResolvedStep, timeoutMs: number): Promise<void> {
    return performStep(this.page, step, () => stepTarget(this.page, step), timeoutMs);
  }
  async visible(s: ResolvedStep): Promise<boolean> {
    const loc = s.selector ? this.page.locator(s.selector) : this.page.getByText(s.text!, { exact: false });
    const el = s.selector && s.text ? loc.filter({ hasText: s.text }) : loc;
    return el.first().isVisible().catch(() => false);
  }
  snapshot(): Promise<string> {
    return this.page.content();
  }
}

export class ChromiumDriver implements EngineDriver {
  readonly engine = 'chromium' as const;
  readonly version: string;
  private constructor(readonly browser: Browser, private readonly owned: boolean) {
    this.version = browser.version();
  }

  /** A driver over an open Playwright browser (closing the driver leaves it open). */
  static over(browser: Browser): ChromiumDriver {
    return new ChromiumDriver(browser, false);
  }

  static async launch(): Promise<ChromiumDriver> {
    return new ChromiumDriver(await launchChromium(), true);
  }

  async openReplay(setup: SessionSetup): Promise<ReplaySession> {
    const { env, ledger } = setup;
    const context = await this.browser.newContext({ ...contextOptions(env), serviceWorkers: 'block', ignoreHTTPSErrors: true });
    let stopUnloadPosts: (() => Promise<void>) | undefined;
    try {
      // The clock first: the init script reads the fake Date/performance and wraps the fake timers. pauseAt alone
      // installs the fake clock and pauses it at recordedAt in one step; calling install() first would leak the
      // real milliseconds between the two calls into every document's performance.now().
      await context.clock.pauseAt(new Date(setup.startAt));
      await pinContext(context, env);
      await context.addInitScript({ content: setup.initScript });
      const watch = new NetworkWatch(context);
      const trackerOrigin = new URL(TRACKER_URL).origin;
      context.on('console', (msg) => ledger.console.push(pageConsoleLine(msg, ledger.step, trackerOrigin)));
      context.on('weberror', (e) => ledger.console.push({ type: 'pageerror', text: String(e.error()?.stack ?? e.error()), step: ledger.step }));
      stopUnloadPosts = await routeReplay(context, setup.routing);
      const page = await context.newPage();
      watch.watchMainFrame(page);
      return {
        page: new PlaywrightPage(page),
        watch,
        advanceClock: (ms) => context.clock.runFor(ms),
        addInitScript: async (script) => void (await context.addInitScript({ content: script })),
        lastUrl: () => page.url(),
        close: async () => {
          await stopUnloadPosts?.().catch(() => {});
          await context.close().catch(() => {});
        },
      };
    } catch (e) {
      await stopUnloadPosts?.().catch(() => {});
      await context.close().catch(() => {});
      throw e;
    }
  }

  async close(): Promise<void> {
    if (this.owned) await this.browser.close();
  }
}
