// The pinned environment (harness/pinned-env.ts) holds whatever the browser and the machine are: the same probe,
// run in a context of this machine's Chromium and of one launched as a foreign machine (harness/foreign-machine.ts),
// reads exactly the pinned values, on a plain http page and on a secure (https) one, where Chromium exposes more.
import { test, expect, type Browser } from '@playwright/test';
import { launchChromium } from './browser.ts';
import { contextOptions, DEFAULT_ENV, PINNED_HARDWARE, pinContext, type RecordedEnv } from './pinned-env.ts';
import { FOREIGN_MACHINE, FOREIGN_TZ } from './foreign-machine.ts';

const PROBE = `(async () => {
  const uad = navigator.userAgentData;
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    languages: [...navigator.languages],
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    intlLocale: Intl.NumberFormat().resolvedOptions().locale,
    offset: new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset(),
    dateText: new Date(Date.UTC(2026, 0, 15)).toString(),
    number: (1234567.891).toLocaleString(),
    screen: [screen.width, screen.height, screen.availWidth, screen.availHeight, screen.colorDepth],
    devicePixelRatio,
    inner: [innerWidth, innerHeight],
    outer: [outerWidth, outerHeight, screenX, screenY],
    hardwareConcurrency: navigator.hardwareConcurrency,
    deviceMemory: navigator.deviceMemory ?? null,
    maxTouchPoints: navigator.maxTouchPoints,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    uaData: uad ? { brands: uad.brands, mobile: uad.mobile, platform: uad.platform, high: await uad.getHighEntropyValues(['fullVersionList', 'uaFullVersion']) } : null,
    secure: isSecureContext,
  };
})()`;

/** Runs PROBE on `url` in a context pinned to `env` (null: the browser's own defaults and window, nothing pinned). */
async function probe(browser: Browser, env: RecordedEnv | null, url: string): Promise<{ page: Record<string, unknown>; headers: Record<string, string> }> {
  const context = await browser.newContext(env ? contextOptions(env) : { viewport: null });
  try {
    if (env) await pinContext(context, env);
    let headers: Record<string, string> = {};
    await context.route('**/*', (route) => {
      headers = route.request().headers();
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>probe</p>' });
    });
    const page = await context.newPage();
    await page.goto(url);
    return { page: (await page.evaluate(PROBE)) as Record<string, unknown>, headers };
  } finally {
    await context.close();
  }
}

const ENVS: [string, RecordedEnv][] = [
  ['the default environment', DEFAULT_ENV],
  ['a recording in Madrid', { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', timezone: 'Europe/Madrid', locale: 'es-ES', viewport: { width: 1024, height: 700 } }],
];

for (const [label, env] of ENVS) {
  test(`${label}: this machine's browser and a foreign machine's read the same pinned values`, async ({ browser }) => {
    test.setTimeout(60_000);
    const foreign = await launchChromium(FOREIGN_MACHINE);
    try {
      // the foreign machine is foreign: left alone, its browser reports its own agent, zone and scale
      const own = (await probe(foreign, null, 'http://probe.test/')).page;
      expect([own.userAgent, own.timeZone, own.devicePixelRatio]).toEqual([FOREIGN_MACHINE.args![0]!.slice('--user-agent='.length), FOREIGN_TZ, 2]);
      for (const url of ['http://probe.test/', 'https://probe.test/']) {
        const here = await probe(browser, env, url);
        const there = await probe(foreign, env, url);
        expect(there.page, `${url}: the foreign machine's browser leaks into the page`).toEqual(here.page);
        const p = here.page;
        expect(p.userAgent).toBe(env.userAgent);
        expect(p.language).toBe(env.locale);
        expect(p.languages).toEqual([env.locale]);
        expect(p.timeZone).toBe(env.timezone);
        expect(p.intlLocale).toBe(env.locale);
        expect(p.screen).toEqual([env.viewport.width, env.viewport.height, env.viewport.width, env.viewport.height, 24]);
        expect(p.inner).toEqual([env.viewport.width, env.viewport.height]);
        expect(p.outer).toEqual([env.viewport.width, env.viewport.height, 0, 0]);
        expect(p.devicePixelRatio).toBe(1);
        expect(p.hardwareConcurrency).toBe(PINNED_HARDWARE.hardwareConcurrency);
        expect(p.maxTouchPoints).toBe(0);
        expect(p.dark).toBe(false);
        expect(p.reducedMotion).toBe(false);
        expect(p.secure).toBe(url.startsWith('https:'));
        if (p.secure) {
          expect(p.deviceMemory).toBe(PINNED_HARDWARE.deviceMemory);
          const major = /Chrome\/(\d+)/.exec(env.userAgent)![1];
          const uaData = p.uaData as { brands: { brand: string; version: string }[]; high: { uaFullVersion: string } };
          expect(uaData.brands.find((b) => b.brand === 'Chromium')?.version, 'userAgentData must agree with the pinned user agent').toBe(major);
          expect(uaData.high.uaFullVersion.split('.')[0]).toBe(major);
        }
        // what the server sees: the pinned agent and language, whatever the browser's flags say
        for (const h of [here.headers, there.headers]) {
          expect(h['user-agent']).toBe(env.userAgent);
          expect(h['accept-language']).toBe(env.locale);
        }
      }
    } finally {
      await foreign.close();
    }
  });
}
