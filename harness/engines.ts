// The three browser engines the visitors use, and where each one's pieces live on this machine: Chromium
// (Playwright, harness/browser.ts), Firefox (Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi)
// and WebKit (Debian's webkit2gtk-driver: WebKitWebDriver + MiniBrowser, classic WebDriver, under Xvfb).
// One place finds them, installs them (as root, with apt-get) and names the command to run otherwise.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { ensureChromium, findChromium } from './browser.ts';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

export function isEngine(name: string): name is Engine {
  return (ENGINES as readonly string[]).includes(name);
}

/** What each engine needs from Debian (besides Chromium, which harness/browser.ts installs). */
export const APT_PACKAGES: Record<Exclude<Engine, 'chromium'>, string[]> = {
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
};

const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/libexec/webkit2gtk-4.1/MiniBrowser'];
const XVFB = '/usr/bin/Xvfb';

export interface FirefoxPaths {
  firefox: string;
}
export interface WebKitPaths {
  driver: string;
  minibrowser: string;
  xvfb: string;
}

/** BEACON_FIREFOX overrides the path. */
export function findFirefox(): FirefoxPaths | null {
  const path = process.env.BEACON_FIREFOX ?? FIREFOX;
  return existsSync(path) ? { firefox: path } : null;
}

/** BEACON_WEBKIT_DRIVER / BEACON_MINIBROWSER override the paths. */
export function findWebKit(): WebKitPaths | null {
  const driver = process.env.BEACON_WEBKIT_DRIVER ?? WEBKIT_DRIVER;
  const minibrowser = process.env.BEACON_MINIBROWSER ?? MINIBROWSER.find((p) => existsSync(p));
  if (!existsSync(driver) || !minibrowser || !existsSync(minibrowser) || !existsSync(XVFB)) return null;
  return { driver, minibrowser, xvfb: XVFB };
}

export function installCommand(engine: Engine): string {
  if (engine === 'chromium') return 'sudo apt-get update && sudo apt-get install -y chromium';
  return `sudo apt-get update && sudo apt-get install -y ${APT_PACKAGES[engine].join(' ')}`;
}

function found(engine: Engine): boolean {
  if (engine === 'chromium') return findChromium() !== null;
  return engine === 'firefox' ? findFirefox() !== null : findWebKit() !== null;
}

/** Makes sure `engine` is there: installs Debian's packages when running as root, else throws the command to run.
 * Idempotent: nothing is run when everything is found. */
export function ensureEngine(engine: Engine, log: (line: string) => void = () => {}): void {
  if (engine === 'chromium') {
    ensureChromium(log);
    return;
  }
  if (found(engine)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const packages = APT_PACKAGES[engine];
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log(`No ${engine} found: installing Debian's ${packages.join(', ')} with apt-get (once per machine)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
    } catch (error) {
      throw new Error(`apt-get could not install ${packages.join(' ')} (${(error as Error).message.split('\n')[0]}). Run: ${installCommand(engine)}`, { cause: error });
    }
    if (found(engine)) return;
  }
  throw new Error(`No ${engine} found (${packages.join(', ')}). Install it with: ${installCommand(engine)}`);
}

/** The engine's version as its binaries print it, or null when it is not there. */
export function engineVersion(engine: Engine): string | null {
  const run = (file: string, args: string[]) => {
    try {
      return execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000 }).trim();
    } catch {
      return null;
    }
  };
  if (engine === 'chromium') {
    const c = findChromium();
    return c ? run(c.path, ['--version']) : null;
  }
  if (engine === 'firefox') {
    const f = findFirefox();
    return f ? run(f.firefox, ['--version']) : null;
  }
  if (!findWebKit()) return null;
  // WebKitWebDriver has no --version; the package's is WebKitGTK's
  const v = run('dpkg-query', ['-W', '-f=${Version}', 'webkit2gtk-driver']);
  return v ? `WebKitGTK ${v} (WebKitWebDriver + MiniBrowser)` : 'WebKitGTK (WebKitWebDriver + MiniBrowser)';
}

/** `--browser chromium|firefox|webkit|all` as the scripts take it; throws a message naming what is accepted. */
export function parseEngines(value: string | undefined, fallback: Engine[] = ['chromium']): Engine[] {
  if (value === undefined) return fallback;
  if (value === 'all') return [...ENGINES];
  const names = value.split(',');
  const bad = names.filter((n) => !isEngine(n));
  if (bad.length) throw new Error(`--browser ${value}: expected chromium, firefox, webkit, all, or a comma-separated list of engines`);
  return names as Engine[];
}
