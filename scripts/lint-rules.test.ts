// ARCHITECTURE.md's "What may import what" is enforced by eslint.config.js: each rule is shown firing on throwaway
// source text placed in the folder it governs, each allowed import is shown passing, and the real tree passes.
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });

/** The import errors ESLint reports for `code` as if it lived at `filePath` (relative to the repository). */
async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}
const importing = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

// [folder rule, file the probe is placed at, specifier it imports]
const FORBIDDEN: [string, string, string][] = [
  ['tracker ↛ harness', 'tracker/src/core/probe.ts', '../../../harness/replay/engine'],
  ['tracker ↛ report-viewer', 'tracker/test/browser/probe.ts', '../../../report-viewer/src/types'],
  ['tracker ↛ demo-sites', 'tracker/build/probe.ts', '../../demo-sites/server/server'],
  ['tracker source ↛ packages', 'tracker/src/capture/probe.ts', 'lodash'],
  ['tracker source ↛ node built-ins', 'tracker/src/parse/probe.ts', 'node:fs'],
  ['builtins ↛ core', 'tracker/src/builtins/probe.ts', '../core/storage'],
  ['builtins ↛ parse', 'tracker/src/builtins/probe.ts', '../parse'],
  ['core ↛ capture', 'tracker/src/core/probe.ts', '../capture/emitter'],
  ['core ↛ net', 'tracker/src/core/probe.ts', '../net'],
  ['core ↛ parse', 'tracker/src/core/probe.ts', '../parse/date'],
  ['core ↛ adapters', 'tracker/src/core/probe.ts', '../adapters/bizcor'],
  ['core ↛ start', 'tracker/src/core/probe.ts', '../start'],
  ['core ↛ index', 'tracker/src/core/probe.ts', '../index'],
  ['net ↛ core', 'tracker/src/net/probe.ts', '../core/types'],
  ['net ↛ parse', 'tracker/src/net/probe.ts', '../parse'],
  ['net ↛ capture', 'tracker/src/net/probe.ts', '../capture'],
  ['parse ↛ core', 'tracker/src/parse/probe.ts', '../core/log'],
  ['parse ↛ net', 'tracker/src/parse/probe.ts', '../net/bus'],
  ['parse ↛ capture', 'tracker/src/parse/probe.ts', '../capture/dom'],
  ['capture ↛ adapters', 'tracker/src/capture/probe.ts', '../adapters/guesty'],
  ['capture ↛ start', 'tracker/src/capture/probe.ts', '../start.ts'],
  ['capture subfolder ↛ adapters', 'tracker/src/capture/families/probe.ts', '../../adapters/guesty'],
  ['capture engine ↛ families', 'tracker/src/capture/probe.ts', './families/homey'],
  ['family ↛ family', 'tracker/src/capture/families/probe.ts', './woocommerce'],
  ['capture engine ↛ kit', 'tracker/src/capture/probe.ts', './kit/html'],
  ['kit ↛ kit', 'tracker/src/capture/kit/probe.ts', './html'],
  ['kit ↛ families', 'tracker/src/capture/kit/probe.ts', '../families/homey'],
  ['kit ↛ adapters', 'tracker/src/capture/kit/probe.ts', '../../adapters/homey'],
  ['family ↛ capture index', 'tracker/src/capture/families/probe.ts', '../index'],
  ['family ↛ adapters', 'tracker/src/capture/families/probe.ts', '../../adapters/homey'],
  ['adapter ↛ adapter', 'tracker/src/adapters/probe.ts', './bizcor'],
  ['adapter ↛ adapter (by the folder)', 'tracker/src/adapters/probe.ts', '../adapters/bizcor'],
  ['adapter ↛ core/storage', 'tracker/src/adapters/probe.ts', '../core/storage'],
  ['adapter ↛ core/types', 'tracker/src/adapters/probe.ts', '../core/types'],
  ['adapter ↛ core', 'tracker/src/adapters/probe.ts', '../core'],
  ['adapter ↛ net', 'tracker/src/adapters/probe.ts', '../net/bus'],
  ['adapter ↛ capture beyond its index', 'tracker/src/adapters/probe.ts', '../capture/woo'],
  ['adapter ↛ capture subfolder', 'tracker/src/adapters/probe.ts', '../capture/families/wordpress'],
  ['adapter ↛ start', 'tracker/src/adapters/probe.ts', '../start'],
  ['harness ↛ tracker sources', 'harness/replay/probe.ts', '../../tracker/src/core/registry'],
  ['harness ↛ tracker site mappings', 'harness/probe.ts', '../tracker/service.json'],
  ['harness test ↛ tracker sources', 'harness/golden/probe.test.ts', '../../tracker/src/parse'],
  ['harness ↛ demo-sites', 'harness/record/probe.ts', '../../demo-sites/server/truth.ts'],
  ['harness unit test ↛ demo-sites', 'harness/golden/probe.test.ts', '../../demo-sites/server/truth'],
  ['demo-sites ↛ tracker sources', 'demo-sites/server/probe.ts', '../../tracker/src/parse/date'],
  ['platform demo code ↛ tracker sources', 'demo-sites/platforms/awaze/probe.ts', '../../../tracker/src/parse/date'],
  ['demo server ↛ a platform', 'demo-sites/server/probe.ts', '../platforms/homey/platform.ts'],
  ['demo server ↛ a site', 'demo-sites/server/probe.ts', '../homey/data.ts'],
  ['platform demo code ↛ a site', 'demo-sites/platforms/homey/probe.ts', '../../homey/data.ts'],
  ['platform demo code ↛ another platform', 'demo-sites/platforms/homey/probe.ts', '../listeo/platform.ts'],
  ['platform demo code subfolder ↛ a site', 'demo-sites/platforms/site-generic/price-calendar/probe.ts', '../../../site-generic-h/data.ts'],
  ['platform demo code subfolder ↛ another platform', 'demo-sites/platforms/site-generic/price-calendar/probe.ts', '../../homey/platform.ts'],
  ['platform demo code subfolder ↛ tracker sources', 'demo-sites/platforms/site-generic/price-calendar/probe.ts', '../../../../tracker/src/parse/date'],
  ['site ↛ another site', 'demo-sites/bizcor-b/probe.ts', '../bizcor/site.ts'],
  ['site ↛ another site, any module', 'demo-sites/hostfully-c/probe.ts', '../hostfully/data'],
  ['site ↛ tracker sources', 'demo-sites/bizcor-b/probe.ts', '../../tracker/src/parse/date'],
  ['demo-sites ↛ built tracker', 'demo-sites/bizcor/probe.ts', '../../dist/tracker.js'],
  ['report-viewer ↛ harness beyond report types', 'report-viewer/src/probe.tsx', '../../harness/golden/diff.ts'],
  ['report-viewer ↛ tracker', 'report-viewer/src/components/probe.tsx', '../../../tracker/src/core/types'],
  ['report-viewer ↛ scripts', 'report-viewer/src/probe.ts', '../../scripts/report.ts'],
];

const ALLOWED: [string, string, string][] = [
  ['every layer → builtins', 'tracker/src/core/probe.ts', '../builtins/json'],
  ['net → builtins', 'tracker/src/net/probe.ts', '../builtins/json'],
  ['parse → builtins', 'tracker/src/parse/probe.ts', '../builtins/json'],
  ['builtins → builtins', 'tracker/src/builtins/probe.ts', './json'],
  ['core → core', 'tracker/src/core/probe.ts', './storage'],
  ['net → net', 'tracker/src/net/probe.ts', './bus'],
  ['parse → parse', 'tracker/src/parse/probe.ts', './date'],
  ['capture → core', 'tracker/src/capture/probe.ts', '../core/storage'],
  ['capture → net', 'tracker/src/capture/probe.ts', '../net'],
  ['capture → parse', 'tracker/src/capture/probe.ts', '../parse'],
  ['capture → capture', 'tracker/src/capture/probe.ts', './dom'],
  ['capture subfolder → capture', 'tracker/src/capture/families/probe.ts', '../dom'],
  ['family → core, net, parse', 'tracker/src/capture/families/probe.ts', '../../parse'],
  ['capture index → families', 'tracker/src/capture/index.ts', './families/streamline'],
  ['capture index → kit', 'tracker/src/capture/index.ts', './kit/html'],
  ['family → kit', 'tracker/src/capture/families/probe.ts', '../kit/reservation'],
  ['kit → capture, parse, core', 'tracker/src/capture/kit/probe.ts', '../dom'],
  ['adapter → capture', 'tracker/src/adapters/probe.ts', '../capture'],
  ['adapter → parse', 'tracker/src/adapters/probe.ts', '../parse'],
  ['adapter → core/registry', 'tracker/src/adapters/probe.ts', '../core/registry'],
  ['adapter → builtins', 'tracker/src/adapters/probe.ts', '../builtins/json'],
  ['adapter list → adapters', 'tracker/src/adapters/index.ts', './bizcor'],
  ['tests import what they test', 'tracker/src/adapters/probe.test.ts', '../net/bus'],
  ['adapter tests use the adapter test kit', 'tracker/src/adapters/probe.test.ts', '../capture/adapter-testing'],
  ['tests use vitest', 'tracker/src/parse/probe.test.ts', 'vitest'],
  ['tracker tooling uses packages', 'tracker/test/browser/probe.ts', '@playwright/test'],
  ['harness → dist', 'harness/replay/probe.ts', '../../dist/tracker.js'],
  ['harness end-to-end specs → demo-sites', 'harness/probe.spec.ts', '../demo-sites/server/server.ts'],
  ['demo-sites → harness', 'demo-sites/server/probe.ts', '../../harness/recording/layout.ts'],
  ['demo server → demo server', 'demo-sites/server/probe.ts', './http.ts'],
  ['platform demo code → demo server', 'demo-sites/platforms/awaze/probe.ts', '../../server/http.ts'],
  ['platform demo code subfolder → demo server', 'demo-sites/platforms/site-generic/price-calendar/probe.ts', '../../../server/http.ts'],
  ['platform demo code subfolder → its platform\'s modules', 'demo-sites/platforms/site-generic/price-calendar/probe.ts', '../listing.ts'],
  ['platform demo code → harness', 'demo-sites/platforms/awaze/probe.ts', '../../../harness/recording/steps.ts'],
  ['platform demo code → its own modules', 'demo-sites/platforms/bluetent/probe.ts', './data.ts'],
  ['site → its platform', 'demo-sites/awaze-b/probe.ts', '../platforms/awaze/platform.ts'],
  ['site → demo server', 'demo-sites/awaze-b/probe.ts', '../server/http.ts'],
  ['site → its own modules', 'demo-sites/bizcor-b/probe.ts', './data.ts'],
  ['site → harness', 'demo-sites/bizcor-b/probe.ts', '../../harness/recording/steps.ts'],
  ['report-viewer → report types', 'report-viewer/src/probe.ts', '../../harness/report/types.ts'],
  ['report-viewer → its own modules', 'report-viewer/src/probe.tsx', './types'],
  ['scripts → tracker sources', 'scripts/probe.ts', '../tracker/src/core/registry.ts'],
];

describe('import rules (ARCHITECTURE.md "What may import what")', () => {
  // ESLint loads eslint.config.js and the TypeScript parser on first use: done once here, so that one-time cost
  // (seconds on a loaded machine) is not charged to whichever case happens to run first.
  beforeAll(() => eslint.calculateConfigForFile('tracker/src/core/probe.ts').then(() => importErrors('tracker/src/core/probe.ts', '')), 120_000);

  it.each(FORBIDDEN)('%s: fires at %s on %s', async (_rule, filePath, specifier) => {
    expect(await importErrors(filePath, importing(specifier))).toHaveLength(1);
  });

  it.each(ALLOWED)('%s: passes at %s on %s', async (_rule, filePath, specifier) => {
    expect(await importErrors(filePath, importing(specifier))).toEqual([]);
  });

  it('fires on re-exports and type-only imports too', async () => {
    expect(await importErrors('tracker/src/core/probe.ts', "export { thing } from '../capture';\n")).toHaveLength(1);
    expect(await importErrors('tracker/src/adapters/probe.ts', "import type { Thing } from '../core/types';\nexport type T = Thing;\n")).toHaveLength(1);
  });
});

// Adapters parse only with the parse helpers (issue 29): Number(), parseFloat(), parseInt() and Math.round() in an
// adapter are lint errors; the same code in an adapter's test, or in capture/, is not.
describe('adapters parse with the parse helpers', () => {
  const syntax = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax' });
  const errors = async (filePath: string, code: string) =>
    (await syntax.lintText(code, { filePath, warnIgnored: true }))[0].messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  it.each([
    ['Number(', 'export const n = (s: string) => Number(s);\n'],
    ['parseFloat(', 'export const n = (s: string) => parseFloat(s);\n'],
    ['parseInt(', 'export const n = (s: string) => parseInt(s, 10);\n'],
    ['Number.parseFloat(', 'export const n = (s: string) => Number.parseFloat(s);\n'],
    ['Math.round(', 'export const n = (x: number) => Math.round(x * 100) / 100;\n'],
  ])('%s in an adapter is an error', async (_name, code) => {
    expect((await errors('tracker/src/adapters/probe.ts', code)).join('\n')).toMatch(/parse helpers|round with the shared helpers/);
  });
  it('toNumber from ../parse passes; the same Number() in a test or in capture/ passes', async () => {
    expect(await errors('tracker/src/adapters/probe.ts', "import { toNumber } from '../parse';\nexport const n = (s: string) => toNumber(s);\n")).toEqual([]);
    expect(await errors('tracker/src/adapters/probe.test.ts', 'export const n = (s: string) => Number(s);\n')).toEqual([]);
    expect(await errors('tracker/src/capture/probe.ts', 'export const n = (s: string) => Number(s);\n')).toEqual([]);
  });
});
