// page_timing (spec 3 "Page-timing payload"): navigation-timing numbers restricted to a fixed list of 19.
// The spec names 11 and does not show the rest; the other 8 complete the phases of a page load (redirect,
// DNS, TCP/TLS, DOM, load event) so every gap between two named fields can be computed:
//   startTime, duration, redirectCount, redirectStart, redirectEnd, fetchStart, domainLookupStart,
//   domainLookupEnd, connectStart, connectEnd, secureConnectionStart, requestStart, responseStart,
//   responseEnd, domInteractive, domContentLoadedEventEnd, domComplete, loadEventStart, loadEventEnd.
// Values are milliseconds from the navigation start, rounded (timer resolution is coarser than that anyway).
import type { Payload } from './types';
import { guard } from './errors';

export const TIMING_FIELDS = [
  'startTime',
  'duration',
  'redirectCount',
  'redirectStart',
  'redirectEnd',
  'fetchStart',
  'domainLookupStart',
  'domainLookupEnd',
  'connectStart',
  'connectEnd',
  'secureConnectionStart',
  'requestStart',
  'responseStart',
  'responseEnd',
  'domInteractive',
  'domContentLoadedEventEnd',
  'domComplete',
  'loadEventStart',
  'loadEventEnd',
];

export const TIMING_RETRY = 1000;
// Spec: "retried after 1 second if the load event has not ended". A page whose load never ends (a stuck
// resource) still gets its timing after 10 tries, with loadEventEnd 0.
const MAX_TRIES = 10;

export function readTiming(): Payload | null {
  const p = performance as Performance & { timing?: Record<string, number>; navigation?: { redirectCount: number } };
  const entry = p.getEntriesByType?.('navigation')[0] as unknown as Record<string, number> | undefined;
  const out: Payload = {};
  if (entry) {
    for (const f of TIMING_FIELDS) out[f] = Math.round(entry[f] || 0);
    return out;
  }
  // Navigation Timing level 1 (absolute epoch times): made relative to navigationStart.
  const t = p.timing;
  if (!t) return null;
  const start = t.navigationStart;
  // startTime, duration and redirectCount are not level-1 fields: the loop gives them 0 (startTime's value)
  for (const f of TIMING_FIELDS) out[f] = t[f] ? Math.round(t[f] - start) : 0;
  out.duration = t.loadEventEnd ? t.loadEventEnd - start : 0;
  out.redirectCount = p.navigation ? p.navigation.redirectCount : 0;
  return out;
}

export function sendTiming(track: (payload: Payload) => void, tries = 1): void {
  const timing = readTiming();
  if (!timing) return;
  if (!timing.loadEventEnd && tries < MAX_TRIES) {
    setTimeout(guard(() => sendTiming(track, tries + 1)), TIMING_RETRY);
    return;
  }
  track(timing);
}
