// The browser environment every recording and every replay runs in, defined once. Nothing here is read from the
// machine: a golden must come out byte-identical whichever Chromium build, screen, time zone, locale or CPU
// recorded or replays it.
//
// Two parts:
// - RecordedEnv: what meta.json carries (user agent, time zone, locale, viewport). The recorder writes the pinned
//   values into meta.json; a replay reads them back from meta.json, so an old recording keeps replaying with
//   exactly what it was recorded with, even if the defaults below change one day.
// - Everything else (screen = viewport, device scale factor, touch, colour scheme, reduced motion, forced colours,
//   contrast, navigator.hardwareConcurrency/deviceMemory/languages/userAgentData, the window's outer size): the
//   same for every recording, applied by contextOptions() and pinContext(), never left to the browser's or the
//   machine's defaults.
import type { BrowserContext, BrowserContextOptions } from 'playwright';

/**
 * The user agent of every recording and replay: a fixed string, never the installed browser's (whose version
 * changes with every Chromium update and reaches the identify event's `agent`). It is the string the first
 * recordings were made with, so their goldens stay as they are.
 */
export const PINNED_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.0.0 Safari/537.36';

/** The environment fields meta.json records (harness/recording/meta.ts Meta). */
export interface RecordedEnv {
  userAgent: string;
  /** IANA time zone */
  timezone: string;
  /** BCP 47 locale: navigator.language(s), Accept-Language, Intl */
  locale: string;
  viewport: { width: number; height: number };
}

export const DEFAULT_ENV: RecordedEnv = {
  userAgent: PINNED_USER_AGENT,
  timezone: 'UTC',
  locale: 'en-US',
  viewport: { width: 1280, height: 800 },
};

/** What the page sees of the hardware: fixed, since a tracker or a host page may read them. */
export const PINNED_HARDWARE = { hardwareConcurrency: 4, deviceMemory: 8 } as const;

/** The Playwright context options for `env`: the recorded fields plus the fixed device. */
export function contextOptions(env: RecordedEnv): BrowserContextOptions {
  return {
    userAgent: env.userAgent,
    timezoneId: env.timezone,
    locale: env.locale,
    viewport: { ...env.viewport },
    // the screen is the viewport (what Playwright did implicitly when the first goldens were written): the
    // identify event reports screen.width/height/availWidth/availHeight
    screen: { ...env.viewport },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    colorScheme: 'light',
    reducedMotion: 'no-preference',
    forcedColors: 'none',
    contrast: 'no-preference',
  };
}

/** navigator.userAgentData as the pinned user agent implies: Chromium's major version from `Chrome/NNN`, or
 * absent for a user agent that is not Chromium's. (With a user agent override alone, Chromium still reports its
 * own version here and in getHighEntropyValues.) */
function uaDataOf(userAgent: string): Record<string, unknown> | null {
  const chrome = /(?:Headless)?Chrome\/(\d+)\.([\d.]+)/.exec(userAgent);
  if (!chrome) return null;
  const platform = /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Android/.test(userAgent) ? 'Android' : /Linux|X11/.test(userAgent) ? 'Linux' : '';
  return {
    brands: [
      { brand: 'Not:A-Brand', version: '8' },
      { brand: 'Chromium', version: chrome[1] },
    ],
    fullVersion: `${chrome[1]}.${chrome[2]}`,
    mobile: /Mobile/.test(userAgent),
    platform,
  };
}

/**
 * Pins what no context option covers, in every frame before the page's scripts run: the CPU count and memory
 * of the machine, navigator.languages (the browser's --lang/LANG can add languages after the emulated locale),
 * navigator.userAgentData (Chromium reports its real version there despite the user agent override), and the
 * window's outer size and position (the machine's window manager or --window-size). Getters go on
 * Navigator.prototype, or replace window's own accessors, so no new key appears on window.
 */
export function pinNavigatorScript(env: RecordedEnv): string {
  const data = {
    hardware: PINNED_HARDWARE,
    languages: [env.locale],
    uaData: uaDataOf(env.userAgent),
    outer: env.viewport,
  };
  return `(function (pinned) {
  var N = window.Navigator && window.Navigator.prototype;
  var pin = function (target, name, value) {
    try { Object.defineProperty(target, name, { configurable: true, enumerable: true, get: function () { return value; } }); } catch (e) {}
  };
  if (N) {
    pin(N, 'hardwareConcurrency', pinned.hardware.hardwareConcurrency);
    if ('deviceMemory' in N) pin(N, 'deviceMemory', pinned.hardware.deviceMemory);
    pin(N, 'languages', Object.freeze(pinned.languages));
    if ('userAgentData' in N) {
      var d = pinned.uaData;
      var uaData = null;
      if (d) {
        var brands = Object.freeze(d.brands.map(function (b) { return Object.freeze(b); }));
        var low = { brands: brands, mobile: d.mobile, platform: d.platform };
        var high = {
          architecture: 'x86', bitness: '64', model: '', platformVersion: '', uaFullVersion: d.fullVersion, wow64: false,
          fullVersionList: d.brands.map(function (b) { return { brand: b.brand, version: b.brand === 'Chromium' ? d.fullVersion : b.version + '.0.0.0' }; }),
        };
        uaData = Object.freeze({
          brands: brands, mobile: d.mobile, platform: d.platform,
          getHighEntropyValues: function getHighEntropyValues(hints) {
            var out = { brands: brands, mobile: d.mobile, platform: d.platform };
            (Array.isArray(hints) ? hints : []).forEach(function (h) { if (h in high) out[h] = high[h]; });
            return Promise.resolve(out);
          },
          toJSON: function toJSON() { return low; },
        });
      }
      pin(N, 'userAgentData', uaData || undefined);
    }
  }
  pin(window, 'outerWidth', pinned.outer.width);
  pin(window, 'outerHeight', pinned.outer.height);
  ['screenX', 'screenY', 'screenLeft', 'screenTop'].forEach(function (k) { pin(window, k, 0); });
})(${JSON.stringify(data)});`;
}

/** Applies the parts of the pinned environment that are not context options. Call right after newContext. */
export async function pinContext(context: BrowserContext, env: RecordedEnv): Promise<void> {
  await context.addInitScript({ content: pinNavigatorScript(env) });
}

/** The recorded fields of a meta.json (a replay pins these, not the current defaults). */
export function envOf(meta: RecordedEnv): RecordedEnv {
  return { userAgent: meta.userAgent, timezone: meta.timezone, locale: meta.locale, viewport: meta.viewport };
}
