// Single-page navigation and the hash flags.
import { local, getJSON, setJSON } from './storage';
import { guard } from './errors';
import { log } from './log';
import { onLocationChange } from './location';

export const NAV_DELAY = 50;
const DISABLED = '__beaconDisabled';
const listeners: ((referrer: string) => void)[] = [];

/**
 * Calls `listener(previousUrl)` 50 ms after a history change (pushState, replaceState, back/forward) that
 * changed the path; query- or hash-only changes are not navigation. The 50 ms let the app update the title and
 * content first. Hash changes notify too but keep the path. popstate is included (spec 4 names history push): going back in an app is a page change too.
 */
export function onNavigate(listener: (referrer: string) => void): void {
  // the first listener starts the watching
  if (listeners.push(listener) > 1) return;
  let lastUrl = location.href;
  let lastPath = location.pathname;
  const check = guard(() => {
    const previous = lastUrl;
    lastUrl = location.href;
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    listeners.forEach((l) => guard(l)(previous));
  });
  // History is wrapped once for the whole tracker (location.ts); adapters' SPA re-runs listen there too.
  onLocationChange(() => setTimeout(check, NAV_DELAY));
}

/** The sources turned off by `#beaconDisable=<source>` (kept in localStorage __beaconDisabled). */
export function disabledSources(): string[] {
  const list = getJSON<string[]>(local, DISABLED);
  return Array.isArray(list) ? list : [];
}

export function isDisabled(source: string): boolean {
  return disabledSources().indexOf(source) >= 0;
}

/**
 * Applies `#beaconEnable=<source>` / `#beaconDisable=<source>` (several may be joined with &). A disabled
 * `production` turns the whole beacon off on this browser until `#beaconEnable=production`. The flag stays in
 * the address bar: removing it would change the host's URL.
 */
export function applyHashFlags(hash = location.hash): void {
  let list = disabledSources();
  let changed = false;
  for (const [, verb, encoded] of hash.matchAll(/beacon(Enable|Disable)=([^&#]+)/g)) {
    const source = decodeURIComponent(encoded);
    list = list.filter((s) => s !== source);
    if (verb === 'Disable') list.push(source);
    changed = true;
    log('Hash flag', verb, source);
  }
  if (changed) setJSON(local, DISABLED, list);
}
