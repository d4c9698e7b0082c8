// `npm run demo-sites -- --check <site>` runs what a customer's page gets (the all-sites tag as built, its parts and
// the site's map file), on the live demo site, and holds the events against the site's truth.json. The two sites
// here once failed it while their replays passed: site-generic-i's flow crosses to its checkout host (another demo
// site) and converts as the payment page unloads (a keepalive post no context route sees); site-generic-i-checkout
// prices a stay as its page loads (an async tag run late missed that call).
import { test, expect } from '@playwright/test';
import { ensureTrackerBuilt } from './replay/build.ts';
import { runScript } from '../scripts/run-script.ts';

test('the live check of two demo sites: every step works and the events satisfy truth', async () => {
  test.setTimeout(180_000);
  await ensureTrackerBuilt();
  const run = await runScript('demo-sites.ts', ['--check', 'site-generic-i', 'site-generic-i-checkout']);
  expect(run.stdout, run.stderr).not.toContain('FAIL');
  expect(run.stdout.match(/truth: satisfied/g) ?? [], run.stdout).toHaveLength(2);
  // the conversion the payment page's unload hands over, in the step that unloaded it
  expect(run.stdout).toContain('pay:conversion');
  expect(run.stdout).toContain('open-expired-quote:quote');
  expect(run.code, run.stdout).toBe(0);
});
