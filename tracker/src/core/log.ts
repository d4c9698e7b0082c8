// Debug logging: silent on customers' pages unless someone sets localStorage.__beaconDebug (spec 9).
import { local } from './storage';

export function log(...args: unknown[]): void {
  // Read on every call (cheap: the renderer caches localStorage) so setting the flag needs no reload.
  if (local.get('__beaconDebug') == null) return;
  try {
    console.log('[beacon]', ...args);
  } catch {}
}
