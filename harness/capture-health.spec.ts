// Capture health (issue 33) on a real replay: a copy of the aravis recording whose first priced answer of its price
// check has its total field renamed (`price` -> `prix`), as a platform update would. The replay reports exactly one
// capture-health diagnostic, naming the adapter and the rule, as a finding in the report; the diagnostic's body
// holds no request body, query or value. The unchanged recording has none (every golden has none: golden.spec.ts).
import { test, expect } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './replay/build.ts';
import type { SiteRun } from './replay/run.ts';
import { recordingCopy, replayTag as replay } from './recording-copy-testing.ts';

const SITE = 'aravis';
const QUOTE = 'http://www.aravis-demo.test/aravis-holidays-location/inc/prop_check.php';
const TMP = join(ROOT, '.beacon-tmp', `capture-health-spec-${process.pid}`);

test.describe.configure({ mode: 'serial' });
test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** A copy of the recording with the first priced price-check answer's `price` renamed. */
function renamedTotal(): { dir: string; body: string; answer: string } {
  let body = '',
    answer = '';
  const dir = recordingCopy(SITE, TMP, 'renamed', (har) => {
    const priced = har.log.entries.find((e) => e.request.url === QUOTE && /"price":"\d/.test(e.response.content.text ?? ''))!;
    priced.response.content.text = priced.response.content.text!.replace('"price":', '"prix":');
    body = priced.request.postData!.text!;
    answer = priced.response.content.text;
  });
  return { dir, body, answer };
}

const health = (run: SiteRun) => (run.report.findings ?? []).filter((f) => f.startsWith('capture health'));

test('the recorded recording has no capture-health diagnostic', async ({ browser }) => {
  test.setTimeout(120_000);
  const run = await replay(browser, join(ROOT, 'recordings', SITE));
  expect(run.report.status).toBe('pass');
  expect(health(run)).toEqual([]);
});

test('a renamed total field gives exactly one diagnostic naming the adapter and the rule, and nothing of the call', async ({ browser }) => {
  test.setTimeout(120_000);
  const { dir, body, answer } = renamedTotal();
  const run = await replay(browser, dir);
  expect(health(run), JSON.stringify(run.report.findings)).toEqual([`capture health in step check-week: answer fields missing (adapter aravis, rule quote#0, call ${QUOTE})`]);
  const bodies = run.report.console.filter((c) => c.type === 'tracker-error-report' && c.text.includes('capture_health')).map((c) => c.text);
  expect(bodies).toHaveLength(1);
  const sent = JSON.parse(bodies[0]!) as { level: string; tags: Record<string, unknown> };
  expect(sent.level).toBe('warning');
  expect(sent.tags).toMatchObject({ kind: 'capture_health', adapter: 'aravis', rule: 'quote#0', path: QUOTE, reason: 'answer fields missing' });
  // nothing of the request body (its field values) or the answer's values
  const fields = body.split('&').map((pair) => pair.split('=').map(decodeURIComponent));
  for (const [name, value] of fields) {
    expect(bodies[0]).not.toContain(name);
    if (value!.length > 2) expect(bodies[0]).not.toContain(value); // (short ones, 2 or 12, are in any hex id)
  }
  expect(fields.map(([name]) => name)).toContain('date_arrivee');
  expect(bodies[0]).not.toContain('2 222,70');
  expect(answer).toContain('"prix":');
});
