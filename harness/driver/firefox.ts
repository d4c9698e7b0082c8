// Firefox's driver: Debian's firefox-esr through puppeteer-core over WebDriver BiDi (no geckodriver is packaged
// and Playwright cannot drive a stock Firefox). The recording is served by the HAR-serving proxy (proxied.ts),
// one browser context per replay with its own proxy.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { findFirefox, installCommand } from '../engines.ts';
import { DEFAULT_ENV } from '../pinned-env.ts';
import type { ResolvedStep } from '../recording/steps.ts';
import { pageConsoleLine } from '../replay/console-line.ts';
import { TRACKER_URL } from '../replay/routing.ts';
import { ARM_CLICK, CLICK_SEEN, FILL_FUNCTION, FIND_FUNCTION, findArgs, SELECT_FUNCTION, VISIBLE_FUNCTION } from './page-scripts.ts';
import { openProxiedReplay, type ProxiedPage } from './proxied.ts';
import type { EngineDriver, ReplaySession, SessionSetup } from './types.ts';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A page function (text) as the function puppeteer serialises and calls with (element, value): a string alone
 * would be evaluated as an expression, never called. */
const callWith = (fn: string) => new Function('el', 'value', `return (${fn})(el, value);`) as (el: Element, value: string) => void;

/** Firefox's preferences for a replay: the pinned user agent and locale, nothing phoning home. */
export const FIREFOX_PREFS: Record<string, unknown> = {
  'general.useragent.override': DEFAULT_ENV.userAgent,
  'intl.accept_languages': DEFAULT_ENV.locale,
  'intl.locale.requested': DEFAULT_ENV.locale,
  'privacy.resistFingerprinting': false,
  // Firefox asks every site for /favicon.ico (headless Chromium does not): a request no recording answers
  'browser.chrome.site_icons': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'app.update.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
};

/** Launches firefox-esr for puppeteer-core (WebDriver BiDi), headless, time zone pinned by TZ. */
export async function launchFirefox(prefs: Record<string, unknown> = FIREFOX_PREFS): Promise<Browser> {
  const found = findFirefox();
  if (!found) throw new Error(`No Firefox found: ${installCommand('firefox')} (or npm run ensure-browser)`);
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: found.firefox,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: prefs,
    env: { ...process.env, TZ: DEFAULT_ENV.timezone, LANG: 'en_US.UTF-8' },
    protocolTimeout: 120_000,
  });
}

export class PuppeteerPage implements ProxiedPage {
  constructor(private readonly page: Page, private readonly close_: () => Promise<void>) {}

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }
  async url(): Promise<string> {
    return this.page.url();
  }
  async waitForLoad(): Promise<void> {
    // polled from Node: the page's own timers and animation frames are the paused fake clock's
    for (let i = 0; i < 500; i++) {
      if ((await this.page.evaluate('document.readyState').catch(() => null)) === 'complete') return;
      await sleep(20);
    }
  }
  private async element(s: ResolvedStep, timeoutMs: number): Promise<ElementHandle> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const handle = await this.page
        .evaluateHandle(`(function () { var el = (${FIND_FUNCTION}).apply(null, ${JSON.stringify(findArgs(s))}); return el && (${VISIBLE_FUNCTION})(el) ? el : null; })()`)
        .catch(() => null);
      const el = handle?.asElement();
      if (el) return el as ElementHandle;
      await handle?.dispose().catch(() => {});
      if (Date.now() > until) throw new Error(`${s.action} step "${s.name}": no visible element ${s.selector ?? ''}${s.text ? ` with text "${s.text}"` : ''} after ${timeoutMs} ms (Firefox)`);
      await sleep(50);
    }
  }
  async perform(s: ResolvedStep, timeoutMs: number): Promise<void> {
    if (s.action === 'goto') {
      await this.page.goto(s.url as string, { waitUntil: 'load', timeout: timeoutMs });
      return;
    }
    if (s.action === 'wait') throw new Error('wait steps are the replay clock\'s (waits.ts)');
    const el = await this.element(s, timeoutMs);
    try {
      if (s.action === 'click') {
        // the click is dispatched in the page after the protocol call returns: wait until it was, so a navigation
        // it starts is seen by the step's settle, not the next step's
        const armed = await this.page.evaluate(ARM_CLICK).catch(() => false);
        await el.click();
        // never silent: a press the page saw no click of fails this step, not a later wait
        if (armed && !(await this.untilTrue(CLICK_SEEN, timeoutMs))) throw new Error(`click step "${s.name}": Firefox pressed ${s.selector ?? s.text ?? 'the element'} but the page saw no click in ${timeoutMs} ms`);
      }
      else if (s.action === 'fill') await el.evaluate(callWith(FILL_FUNCTION), s.value ?? '');
      else if (s.action === 'select') await el.evaluate(callWith(SELECT_FUNCTION), s.value ?? '');
    } finally {
      await el.dispose().catch(() => {});
    }
  }
  /** Whether `expression` became true within `timeoutMs` (a document gone counts as true). */
  private async untilTrue(expression: string, timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if ((await this.page.evaluate(expression).catch(() => true)) === true) return true;
      if (Date.now() >= until) return false;
      await sleep(10);
    }
  }
  async visible(s: ResolvedStep): Promise<boolean> {
    return !!(await this.page.evaluate(`(${VISIBLE_FUNCTION})((${FIND_FUNCTION}).apply(null, ${JSON.stringify(findArgs(s))}))`).catch(() => false));
  }
  snapshot(): Promise<string> {
    return this.page.content();
  }
  close(): Promise<void> {
    return this.close_();
  }
}

export class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox' as const;
  private constructor(readonly browser: Browser, readonly version: string) {}

  static async launch(): Promise<FirefoxDriver> {
    const browser = await launchFirefox();
    return new FirefoxDriver(browser, await browser.version());
  }

  openReplay(setup: SessionSetup): Promise<ReplaySession> {
    return openProxiedReplay('firefox', setup, async (port) => {
      const context = await this.browser.createBrowserContext({ proxyServer: `127.0.0.1:${port}` });
      try {
        // BiDi's browsingContext.create can fail once under load ("no such frame"): a second try succeeds
        const page = await context.newPage().catch(() => context.newPage());
        const { env, ledger } = setup;
        if (env.userAgent !== DEFAULT_ENV.userAgent) await page.setUserAgent({ userAgent: env.userAgent });
        if (env.timezone !== DEFAULT_ENV.timezone) await page.emulateTimezone(env.timezone);
        await page.setViewport({ width: env.viewport.width, height: env.viewport.height, deviceScaleFactor: 1 });
        const trackerOrigin = new URL(TRACKER_URL).origin;
        page.on('console', (msg) => ledger.console.push(pageConsoleLine(msg, ledger.step, trackerOrigin)));
        page.on('pageerror', (e) => ledger.console.push({ type: 'pageerror', text: String((e as Error).stack ?? e), step: ledger.step }));
        return new PuppeteerPage(page, () => context.close());
      } catch (e) {
        await context.close().catch(() => {});
        throw e;
      }
    });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
