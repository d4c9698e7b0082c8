// Nothing hidden (issue 29) and the inspector's trace in the report (issue 33), on real replays of a copy of the
// aravis recording in .beacon-tmp/ (its quote calls are plain form POSTs, three of them on one page):
// - a planted fallback: the first quote call's recorded body gets a field the page never sends, so only the
//   similar-body fallback answers it (with the right answer: the golden still matches). The check replays without
//   similar-body, the quote goes unanswered, the events differ: FAIL, naming the request, the fallback and the event;
// - the same recording allowing similar-body by name in meta.json: pass, the check says allowed, with the reason;
// - the unchanged recording: no fallback answered, and the report's trace holds its quote call, taken by the quote
//   rule of its adapter.
import { test, expect } from '@playwright/test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './replay/build.ts';
import { describeFallbackFailure, fallbackFailures } from './replay/fallback-check.ts';
import { recordingCopy, replayTag as replay } from './recording-copy-testing.ts';

const SITE = 'aravis';
const QUOTE = 'http://www.aravis-demo.test/aravis-holidays-location/inc/prop_check.php';
const TMP = join(ROOT, '.beacon-tmp', `nothing-hidden-spec-${process.pid}`);

test.describe.configure({ mode: 'serial' });
test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** A copy of the recording whose first quote entry's recorded body carries a field the page never sends. */
function planted(label: string, matcher?: object): string {
  const dir = recordingCopy(SITE, TMP, label, (har) => {
    har.log.entries.find((e) => e.request.url === QUOTE)!.request.postData!.text += '&planted=1';
  });
  if (matcher) {
    const metaFile = join(dir, 'meta.json');
    writeFileSync(metaFile, JSON.stringify({ ...JSON.parse(readFileSync(metaFile, 'utf8')), matcher }, null, 2) + '\n');
  }
  return dir;
}

test('a planted fallback answer that changes an event fails the replay, naming the request, the fallback and the event', async ({ browser }) => {
  test.setTimeout(120_000);
  const run = await replay(browser, planted('fails'));
  const r = run.report;
  expect(r.diff, 'the fallback gave the right answer: the golden matches').toEqual([]);
  expect(r.fallbacks?.counts).toEqual({ repeat: 0, 'similar-body': 1 });
  expect(r.fallbacks?.answers).toMatchObject([{ fallback: 'similar-body', method: 'POST', url: QUOTE, step: 'check-short' }]);
  expect(r.status).toBe('fail');
  const [failure, ...more] = fallbackFailures(r.fallbacks);
  expect(more).toEqual([]);
  expect(failure).toMatchObject({ fallback: 'similar-body', verdict: 'changed', requests: [`POST ${QUOTE}`] });
  const words = describeFallbackFailure(failure!);
  expect(words).toContain(`the similar-body fallback answered POST ${QUOTE}`);
  expect(words).toMatch(/quote in step "check-short"/);
});

test('the same fallback, allowed by name in meta.json, passes and says why', async ({ browser }) => {
  test.setTimeout(120_000);
  const because = 'planted by the spec: the recorded body carries a field the page never sends';
  const run = await replay(browser, planted('allowed', { allowFallbacks: { 'similar-body': because } }));
  const r = run.report;
  expect(r.status, JSON.stringify(r.fallbacks)).toBe('pass');
  expect(r.fallbacks?.checks).toMatchObject([{ fallback: 'similar-body', verdict: 'allowed', allowedBecause: because }]);
  expect(r.fallbacks?.checks[0]!.changes.length).toBeGreaterThan(0);
});

test('a replay report carries the inspector trace of its quote call: the rule that took it', async ({ browser }) => {
  test.setTimeout(120_000);
  const run = await replay(browser, join(ROOT, 'recordings', SITE));
  const r = run.report;
  expect(r.status).toBe('pass');
  expect(r.fallbacks?.counts).toEqual({ repeat: 0, 'similar-body': 0 });
  expect(r.trace?.note ?? null).toBeNull();
  const rows = r.trace!.pages.flatMap((p) => p.rows);
  const quote = rows.filter((row) => row.url === QUOTE);
  expect(quote.length, JSON.stringify(r.trace, null, 2)).toBe(3);
  expect(quote[0]).toMatchObject({ method: 'POST', status: 200, adapter: SITE });
  expect(quote[0]!.rule).toMatch(/^quote: POST /);
  expect(r.trace!.pages.map((p) => p.step)).toEqual(['price-again', 'accept', 'confirmed']);
});
