// A plain page in each engine, without a replay around it: the tracker's cross-engine browser tests
// (tracker/test/engines/) and the per-engine bench figures open pages on a loopback server through here, with
// each engine's own launcher (Playwright's Chromium, firefox-esr over BiDi, MiniBrowser over WebDriver on Xvfb).
import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from 'playwright';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { launchChromium } from '../browser.ts';
import { DEFAULT_ENV } from '../pinned-env.ts';
import { findWebKit, installCommand, type Engine } from '../engines.ts';
import { FIREFOX_PREFS, launchFirefox } from './firefox.ts';
import { openWebKitSession, startXvfb, WebDriverPage } from './webkit.ts';

export interface PlainPage {
  /** loads `url` and waits for its load event */
  goto(url: string): Promise<void>;
  /** a JavaScript expression in the page (a promise is awaited); its JSON value */
  evaluate<T>(expression: string): Promise<T>;
  url(): Promise<string>;
  close(): Promise<void>;
}

export interface PlainBrowser {
  readonly engine: Engine;
  readonly version: string;
  /** a page in a fresh context (its own cookies and storage) */
  newPage(): Promise<PlainPage>;
  close(): Promise<void>;
}

class ChromiumPlain implements PlainBrowser {
  readonly engine = 'chromium' as const;
  readonly version: string;
  constructor(private readonly browser: PlaywrightBrowser) {
    this.version = browser.version();
  }
  async newPage(): Promise<PlainPage> {
    const context = await this.browser.newContext({ viewport: DEFAULT_ENV.viewport });
    const page: PlaywrightPage = await context.newPage();
    return {
      goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
      evaluate: (expression) => page.evaluate(expression),
      url: async () => page.url(),
      close: () => context.close(),
    };
  }
  close(): Promise<void> {
    return this.browser.close();
  }
}

class FirefoxPlain implements PlainBrowser {
  readonly engine = 'firefox' as const;
  constructor(private readonly browser: PuppeteerBrowser, readonly version: string) {}
  async newPage(): Promise<PlainPage> {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage().catch(() => context.newPage());
    await page.setViewport({ ...DEFAULT_ENV.viewport, deviceScaleFactor: 1 });
    return {
      goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
      evaluate: (expression) => page.evaluate(expression) as Promise<never>,
      url: async () => page.url(),
      close: () => context.close(),
    };
  }
  close(): Promise<void> {
    return this.browser.close();
  }
}

class WebKitPlain implements PlainBrowser {
  readonly engine = 'webkit' as const;
  readonly version = 'MiniBrowser (WebKitGTK)';
  constructor(private readonly xvfb: Awaited<ReturnType<typeof startXvfb>>) {}
  async newPage(): Promise<PlainPage> {
    const paths = findWebKit()!;
    // one MiniBrowser session per page: WebDriver sessions share nothing, so each is a fresh context
    const { driver, close } = await openWebKitSession(paths, this.xvfb.display, { ...DEFAULT_ENV, userAgent: '' }, null, () => {});
    const page = new WebDriverPage(driver, close);
    return {
      goto: async (url) => void (await driver.get(url)),
      evaluate: (expression) => page.evaluate(expression),
      url: () => page.url(),
      close: () => page.close(),
    };
  }
  async close(): Promise<void> {
    this.xvfb.process.kill();
  }
}

export async function launchPlain(engine: Engine): Promise<PlainBrowser> {
  if (engine === 'chromium') return new ChromiumPlain(await launchChromium());
  if (engine === 'firefox') {
    // the engine's own user agent: these pages are not replays
    const { 'general.useragent.override': _ua, ...prefs } = FIREFOX_PREFS;
    const browser = await launchFirefox(prefs);
    return new FirefoxPlain(browser, await browser.version());
  }
  const paths = findWebKit();
  if (!paths) throw new Error(`No WebKit found: ${installCommand('webkit')} (or npm run ensure-browser)`);
  return new WebKitPlain(await startXvfb(paths.xvfb));
}
