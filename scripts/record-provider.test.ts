import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScript } from './run-script.ts';
import { chooseProvider, type DemoHost } from './record-provider.ts';

const demos: DemoHost[] = [{ slug: 'homey', provider: 'homey', host: 'www.homey-demo.test', startUrl: 'http://www.homey-demo.test/search/' }];
const alias = (host: string) => host.replace(/\.test$/, '.localhost');
const choose = (url: string, over: Partial<Parameters<typeof chooseProvider>[0]> = {}) =>
  chooseProvider({ url, adapterNamedLikeSite: null, startedDemoProvider: null, demos, localhostAlias: alias, ...over });

describe('chooseProvider (npm run record without --provider)', () => {
  it('warns and names the --provider when a demo-site URL would be recorded pageview-only', () => {
    // the "without the flag" URL that `npm run demo-sites` prints
    const viaAlias = choose('http://www.homey-demo.localhost:8480/search/');
    expect(viaAlias.provider).toBe('pageview-only');
    expect(viaAlias.warning).toMatch(/is the demo site homey.*Pass --provider homey/);
    // the .test URL mapped by the caller's own --host-resolver-rules (record then starts no demo sites)
    expect(choose('http://www.homey-demo.test/search/').warning).toMatch(/Pass --provider homey/);
  });

  it('stays quiet when the provider is known or the URL is no demo site', () => {
    expect(choose('http://www.homey-demo.test/', { startedDemoProvider: 'homey' })).toEqual({ provider: 'homey', warning: null });
    expect(choose('http://www.homey-demo.localhost:8480/', { adapterNamedLikeSite: 'homey' })).toEqual({ provider: 'homey', warning: null });
    expect(choose('https://www.example.com/')).toEqual({ provider: 'pageview-only', warning: null });
  });
});

describe('npm run record on the localhost alias of a demo site, without --provider', () => {
  it('prints the warning naming the --provider before recording', { timeout: 120_000 }, async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'beacon-record-provider-'));
    try {
      const steps = join(tmp, 'steps.json');
      writeFileSync(steps, JSON.stringify([{ name: 'home', goto: '/' }]));
      // port 9 (discard) serves nothing: the recording itself fails, after the provider is chosen
      const run = await runScript('record.ts', ['http://www.homey-demo.localhost:9/', '--name', 'probe', '--steps', steps, '--no-golden'], { BEACON_RECORDINGS: join(tmp, 'recordings') });
      expect(run.stdout).toContain('Provider: pageview-only');
      expect(run.stderr).toMatch(/record: warning: www\.homey-demo\.localhost is the demo site homey, .*Pass --provider homey/);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
