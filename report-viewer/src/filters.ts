import type { Filters } from './route.ts';
import type { Recording, SiteStatus } from './types.ts';

/** Failures first: errors (the replay could not run), then fails, then passes; the most differences first. */
const ORDER: Record<SiteStatus, number> = { error: 0, fail: 1, pass: 2 };

export function sortRecordings(recordings: readonly Recording[]): Recording[] {
  return [...recordings].sort(
    (a, b) =>
      ORDER[a.status] - ORDER[b.status] ||
      b.differences + b.unmatched - (a.differences + a.unmatched) ||
      a.site.localeCompare(b.site),
  );
}

export function matchesFilters(recording: Recording, filters: Filters): boolean {
  if (filters.status.length && !filters.status.includes(recording.status)) return false;
  if (filters.provider && recording.provider !== filters.provider) return false;
  const q = filters.q.trim().toLowerCase();
  if (q) {
    const hay = `${recording.site} ${recording.provider} ${recording.status}`.toLowerCase();
    if (!q.split(/\s+/).every((word) => hay.includes(word))) return false;
  }
  return true;
}

export function visibleRecordings(recordings: readonly Recording[], filters: Filters): Recording[] {
  return sortRecordings(recordings.filter((r) => matchesFilters(r, filters)));
}

export function providersOf(recordings: readonly Recording[]): string[] {
  return [...new Set(recordings.map((r) => r.provider))].sort();
}
