// The one place that decides which Chromium runs and with which flags. Tests, the recorder, the replayer,
// the demo-site tools and benchmarks all launch through here.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type LaunchOptions } from 'playwright';

/** Flags from DEVELOPERS.md: this machine has no network, so Chromium must not try to phone home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export type BrowserSource = 'env' | 'playwright' | 'system';

/** Finds a Chromium without installing anything: BEACON_CHROMIUM, then Playwright's own, then the system's. */
export function findChromium(): { path: string; source: BrowserSource } | null {
  const fromEnv = process.env.BEACON_CHROMIUM;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`BEACON_CHROMIUM points at ${fromEnv}, which does not exist. Unset it or fix the path.`);
    return { path: fromEnv, source: 'env' };
  }
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return { path: own, source: 'playwright' };
  } catch {}
  if (existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };
  return null;
}

/** Like findChromium, but installs Debian's chromium when running as root; throws a message saying what to run otherwise. */
export function ensureChromium(log: (line: string) => void = () => {}): string {
  const found = findChromium();
  if (found) return found.path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log('No Chromium found: installing Debian\'s chromium with apt-get (once per machine)…');
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch (error) {
      throw new Error(`apt-get could not install chromium (${(error as Error).message}). Run: sudo apt-get update && sudo apt-get install -y chromium`, { cause: error });
    }
    const after = findChromium();
    if (after) return after.path;
  }
  throw new Error(
    'No Chromium found. Install one with: sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point BEACON_CHROMIUM at a Chromium/Chrome binary.',
  );
}

/** Launch options every part uses; merge extra args (e.g. host-resolver rules) after ours. */
export function launchOptions(extra: LaunchOptions = {}): LaunchOptions {
  const found = findChromium();
  if (!found) throw new Error('No Chromium found: run `npm run ensure-browser` first.');
  return {
    ...extra,
    headless: extra.headless ?? true,
    executablePath: found.source === 'playwright' ? undefined : found.path,
    args: [...CHROMIUM_ARGS, ...(extra.args ?? [])],
  };
}

export function launchChromium(extra: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch(launchOptions(extra));
}
