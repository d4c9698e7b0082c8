// The driver of each engine, launched (harness/driver/types.ts).
import type { Engine } from '../engines.ts';
import { ChromiumDriver } from './chromium.ts';
import { FirefoxDriver } from './firefox.ts';
import type { EngineDriver } from './types.ts';
import { WebKitDriver } from './webkit.ts';

export function launchDriver(engine: Engine): Promise<EngineDriver> {
  if (engine === 'firefox') return FirefoxDriver.launch();
  if (engine === 'webkit') return WebKitDriver.launch();
  return ChromiumDriver.launch();
}
