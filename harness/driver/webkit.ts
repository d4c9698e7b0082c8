// WebKit's driver: Debian's webkit2gtk-driver (WebKitWebDriver + MiniBrowser, WebKitGTK) over classic WebDriver
// (selenium-webdriver), on an Xvfb display the driver starts (MiniBrowser is not headless). Classic WebDriver has no
// request interception, no init scripts and no console endpoint: the recording is served by the HAR-serving proxy
// (proxied.ts, through the W3C `proxy` capability, https with acceptInsecureCerts), and console lines come from
// MiniBrowser's stdout (its write-console-messages-to-stdout setting). One WebKitWebDriver per replay (one
// session each), one Xvfb per driver.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { findWebKit, installCommand, type WebKitPaths } from '../engines.ts';
import type { ResolvedStep } from '../recording/steps.ts';
import type { ReplayLedger } from '../replay/routing.ts';
import { ARM_CLICK, CLICK_SEEN, FILL_FUNCTION, FIND_FUNCTION, findArgs, SCROLL_INTO_VIEW_FUNCTION, SELECT_FUNCTION, VISIBLE_FUNCTION } from './page-scripts.ts';
import { openProxiedReplay, type ProxiedPage } from './proxied.ts';
import type { EngineDriver, ReplaySession, SessionSetup } from './types.ts';
import type { RecordedEnv } from '../pinned-env.ts';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}

/** Starts Xvfb on a display it picks itself (-displayfd); resolves to ":N". */
export async function startXvfb(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d) => (err += String(d)));
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    const fd3 = child.stdio[3] as NodeJS.ReadableStream;
    fd3.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it gave a display: ${err.slice(-300)}`)));
    setTimeout(() => reject(new Error(`Xvfb gave no display within 30 s: ${err.slice(-300)}`)), 30_000);
  });
  return { display, process: child };
}

/** Starts one WebKitWebDriver on a free port and waits until it answers. */
async function startWebDriver(paths: WebKitPaths, display: string, env: RecordedEnv, onLine: (line: string) => void, extraEnv: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(paths.driver, [`--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: display, TZ: env.timezone, LANG: 'en_US.UTF-8', WEBKIT_DISABLE_COMPOSITING_MODE: '1', ...extraEnv },
  });
  let buffer = '';
  child.stdout!.on('data', (d) => {
    buffer += String(d);
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      onLine(buffer.slice(0, nl));
      buffer = buffer.slice(nl + 1);
    }
  });
  child.stderr!.on('data', () => {});
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}) at start`);
    const ok = await fetch(`${url}/status`).then((r) => r.ok, () => false);
    if (ok) return { url, process: child };
    await sleep(50);
  }
  child.kill();
  throw new Error('WebKitWebDriver did not answer within 15 s');
}

/** MiniBrowser's console line on stdout ("CONSOLE LOG …", "CONSOLE JS ERROR …") as a report line. */
function consoleLine(line: string, ledger: ReplayLedger): void {
  const m = /^CONSOLE (\w+)(?: (\w+))? (.*)$/.exec(line);
  if (!m) return;
  const type = m[1] === 'JS' && m[2] === 'ERROR' ? 'pageerror' : (m[2] ?? m[1]!).toLowerCase();
  ledger.console.push({ type, text: m[3]!, step: ledger.step });
}

export class WebDriverPage implements ProxiedPage {
  constructor(private readonly driver: WebDriver, private readonly close_: () => Promise<void>) {}

  async evaluate<T>(expression: string): Promise<T> {
    const result = (await this.driver.executeAsyncScript(
      // the answer is an object without prototype: WebKitWebDriver serialises inherited enumerable properties too,
      // and a page whose Object.prototype has some (MooTools-era libraries) failed "cannot serialize cyclic structures"
      `var done = arguments[arguments.length - 1];
       var answer = function (k, v) { var r = Object.create(null); r[k] = v; done(r); };
       try { Promise.resolve((0, eval)(arguments[0])).then(function (v) { answer('ok', v === undefined ? null : v); }, function (e) { answer('error', String(e && e.stack || e)); }); }
       catch (e) { answer('error', String(e && e.stack || e)); }`,
      expression,
    )) as { ok?: T; error?: string };
    if (result && 'error' in result && result.error !== undefined) throw new Error(result.error);
    return result.ok as T;
  }
  url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }
  async waitForLoad(): Promise<void> {
    for (let i = 0; i < 500; i++) {
      if ((await this.driver.executeScript('return document.readyState').catch(() => null)) === 'complete') return;
      await sleep(20);
    }
  }
  private async element(s: ResolvedStep, timeoutMs: number): Promise<WebElement> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const el = (await this.driver
        .executeScript(`var el = (${FIND_FUNCTION}).apply(null, arguments[0]); return el && (${VISIBLE_FUNCTION})(el) ? el : null;`, findArgs(s))
        .catch(() => null)) as WebElement | null;
      if (el) return el;
      if (Date.now() > until) throw new Error(`${s.action} step "${s.name}": no visible element ${s.selector ?? ''}${s.text ? ` with text "${s.text}"` : ''} after ${timeoutMs} ms (WebKit)`);
      await sleep(50);
    }
  }
  async perform(s: ResolvedStep, timeoutMs: number): Promise<void> {
    if (s.action === 'goto') {
      await this.driver.manage().setTimeouts({ pageLoad: timeoutMs });
      await this.driver.get(s.url as string);
      return;
    }
    if (s.action === 'wait') throw new Error("wait steps are the replay clock's (waits.ts)");
    const el = await this.element(s, timeoutMs);
    if (s.action === 'click') {
      // as in Firefox: wait until the click was dispatched in the page (firefox.ts)
      // WebDriver scrolls an element below the fold flush to the viewport's bottom edge; there WebKitWebDriver's
      // press and release reached the element but made no click (mouseup detail 0, no focus, no click event:
      // site-generic-h's #book-now, -l/-m's #send-inquiry). Scrolled first as Playwright does (centred), the click
      // lands where the goldens' did, and WebDriver has nothing left to scroll
      await this.driver.executeScript(`(${SCROLL_INTO_VIEW_FUNCTION})(arguments[0])`, el);
      const armed = await this.driver.executeScript(`return ${ARM_CLICK}`).catch(() => false);
      await el.click().catch(async (e: Error) => {
        // WebKitWebDriver refuses some visible links (a block inside an inline <a>: "not interactable", with no
        // message); the page's own click() dispatches the same click and its default action
        if (e.name !== 'ElementNotInteractableError') throw new Error(`WebDriver click: ${e.name}: ${e.message || '(no message)'}`, { cause: e });
        await this.driver.executeScript('arguments[0].click()', el);
      });
      const until = Date.now() + timeoutMs;
      for (let seen = !armed; !seen; await sleep(10)) {
        seen = (await this.driver.executeScript(`return ${CLICK_SEEN}`).catch(() => true)) === true;
        // never silent: a press the page saw no click of fails this step, not a later wait
        if (!seen && Date.now() >= until) throw new Error(`click step "${s.name}": WebKit pressed ${s.selector ?? s.text ?? 'the element'} but the page saw no click in ${timeoutMs} ms`);
      }
    }
    else if (s.action === 'fill') await this.driver.executeScript(`(${FILL_FUNCTION}).apply(null, arguments)`, el, s.value ?? '');
    else if (s.action === 'select') await this.driver.executeScript(`(${SELECT_FUNCTION}).apply(null, arguments)`, el, s.value ?? '');
  }
  async visible(s: ResolvedStep): Promise<boolean> {
    return !!(await this.driver.executeScript(`return (${VISIBLE_FUNCTION})((${FIND_FUNCTION}).apply(null, arguments[0]));`, findArgs(s)).catch(() => false));
  }
  snapshot(): Promise<string> {
    return this.driver.executeScript('return document.documentElement.outerHTML');
  }
  close(): Promise<void> {
    return this.close_();
  }
}

/** Opens a WebDriver session of MiniBrowser through `proxyPort`, its window sized so the viewport is `env`'s. */
export async function openWebKitSession(paths: WebKitPaths, display: string, env: RecordedEnv, proxyPort: number | null, onLine: (line: string) => void): Promise<{ driver: WebDriver; close: () => Promise<void> }> {
  // WebKitGTK 2.50 takes the W3C proxy capability for http only (https went straight to the network): the proxy
  // goes in the environment, which WebKit's network process honours for both; never for loopback, where
  // WebKitWebDriver talks to MiniBrowser
  const proxyEnv: Record<string, string> = proxyPort === null ? {} : { http_proxy: `http://127.0.0.1:${proxyPort}`, https_proxy: `http://127.0.0.1:${proxyPort}`, no_proxy: '127.0.0.1,localhost,::1' };
  const server = await startWebDriver(paths, display, env, onLine, proxyEnv);
  const caps: Record<string, unknown> = {
    browserName: 'MiniBrowser',
    acceptInsecureCerts: true,
    'webkitgtk:browserOptions': {
      binary: paths.minibrowser,
      args: ['--automation', ...(env.userAgent ? [`--user-agent=${env.userAgent}`] : []), `--time-zone=${env.timezone}`, '--enable-write-console-messages-to-stdout=true', '--enable-dns-prefetching=false'],
    },
  };
  let driver: WebDriver;
  try {
    driver = await new Builder().usingServer(server.url).withCapabilities(caps).build();
  } catch (e) {
    server.process.kill();
    throw e;
  }
  const close = async () => {
    await driver.quit().catch(() => {});
    server.process.kill();
  };
  try {
    // the window's size is its outer size: grow it by what the browser's frame takes
    const want = env.viewport;
    await driver.manage().window().setRect({ width: want.width, height: want.height });
    for (let i = 0; i < 3; i++) {
      const inner = (await driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
      if (inner[0] === want.width && inner[1] === want.height) break;
      const rect = await driver.manage().window().getRect();
      await driver.manage().window().setRect({ width: rect.width + want.width - inner[0], height: rect.height + want.height - inner[1] });
    }
  } catch (e) {
    await close();
    throw e;
  }
  return { driver, close };
}

export class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit' as const;
  private constructor(private readonly paths: WebKitPaths, private readonly xvfb: { display: string; process: ChildProcess }, readonly version: string) {}

  static async launch(): Promise<WebKitDriver> {
    const paths = findWebKit();
    if (!paths) throw new Error(`No WebKit found: ${installCommand('webkit')} (or npm run ensure-browser)`);
    const xvfb = await startXvfb(paths.xvfb);
    let version: string;
    try {
      const { driver, close } = await openWebKitSession(paths, xvfb.display, { userAgent: 'probe', timezone: 'UTC', locale: 'en-US', viewport: { width: 800, height: 600 } }, null, () => {});
      version = `MiniBrowser ${(await driver.getCapabilities()).get('browserVersion') ?? ''}`.trim();
      await close();
    } catch (e) {
      xvfb.process.kill();
      throw e;
    }
    return new WebKitDriver(paths, xvfb, version);
  }

  openReplay(setup: SessionSetup): Promise<ReplaySession> {
    return openProxiedReplay('webkit', setup, async (port) => {
      const { driver, close } = await openWebKitSession(this.paths, this.xvfb.display, setup.env, port, (line) => consoleLine(line, setup.ledger));
      await driver.manage().setTimeouts({ script: 120_000 });
      return new WebDriverPage(driver, close);
    });
  }

  async close(): Promise<void> {
    this.xvfb.process.kill();
  }
}
