// The pinned clock in engines Playwright does not drive (Firefox, WebKit): the very fake clock Playwright installs
// in Chromium (its injected clock source, read from playwright-core as shipped), so every engine's page sees the
// same Date, performance.now() and timers and the harness advances them the same way (`runFor`). Playwright keeps
// the clock across documents by replaying a log of clock calls in each new document; clockDocumentScript does the
// same with what a replay did so far: paused at `startAt`, then advanced by `advancedMs`.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: string | null = null;

/** Playwright's injected clock source (a CommonJS-style module text exporting `inject`). */
export function playwrightClockSource(): string {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js');
  const text = readFileSync(file, 'utf8');
  const marker = '"packages/playwright-core/src/generated/clockSource.ts"() {';
  const at = text.indexOf(marker);
  const m = at < 0 ? null : /\bsource = ('(?:[^'\\]|\\.)*');/.exec(text.slice(at, at + 200_000));
  if (!m) throw new Error(`${file}: Playwright's clock source was not found (its bundle changed shape); harness/driver/clock-script.ts must learn the new one`);
  // a JavaScript string literal: evaluate it (in Node, once)
  cached = new Function(`return ${m[1]};`)() as string;
  return cached;
}

/** The clock, installed in a new document as Playwright would: paused at `startAt` (epoch ms), `advancedMs` later. */
export function clockDocumentScript(browserName: string, startAt: number, advancedMs: number): string {
  return `(() => {
  const module = {};
  ${playwrightClockSource()}
  if (!globalThis.__pwClock) globalThis.__pwClock = (module.exports.inject())(globalThis, ${JSON.stringify(browserName)});
  globalThis.__pwClock.controller.log('pauseAt', 0, ${startAt});
  ${advancedMs > 0 ? `globalThis.__pwClock.controller.log('runFor', 0, ${advancedMs});` : ''}
})();`;
}

/** Advances the clock of the current document (the expression the driver evaluates; a promise). */
export const runForExpression = (ms: number): string => `globalThis.__pwClock ? globalThis.__pwClock.controller.runFor(${ms}).then(() => true) : false`;
