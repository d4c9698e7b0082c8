// The replay report format: written by scripts/replay.ts into replay-report/ (or --report-dir),
// read by report-viewer/. A contract: change it only together with the viewer.

/** One normalised event as it appears in golden.json (ids replaced by placeholders, no offsets). */
export interface GoldenEvent {
  step: string;
  action: string;
  payload: Record<string, unknown>;
  /** the page that sent it (the batch's url), so a reviewer sees where it came from */
  url?: string | null;
}

export interface GoldenFile {
  version: 1;
  events: GoldenEvent[];
}

/** One difference between expected (golden) and actual events. */
export interface DiffEntry {
  /** JSON path from the events list, e.g. `events[3].payload.total` or `events[5]` for a whole event */
  path: string;
  kind: 'changed' | 'added' | 'removed';
  /** index in `expected` (absent for added events) */
  expectedIndex?: number;
  /** index in `actual` (absent for removed events) */
  actualIndex?: number;
  expected?: unknown;
  actual?: unknown;
}

/** A request the page made during replay that no HAR entry answered (it got a 404). */
export interface UnmatchedRequest {
  step: string;
  method: string;
  url: string;
  body: string | null;
  /** the matcher's normalised key, to compare with the recording's keys */
  key: string;
}

/** A HAR entry the harness served during replay. */
export interface ServedCall {
  /** index of the entry in recording.har's log.entries */
  entry: number;
  step: string;
  method: string;
  url: string;
  status: number;
  requestBody: string | null;
  responseBody: string | null;
  /** which matcher rule answered: exact, volatile, similar-body, sequence, redirect */
  rule: string;
}

export interface ConsoleLine {
  /** console type (log, warning, error…), or pageerror, harness, tracker-error-report */
  type: string;
  text: string;
  step: string;
  /**
   * who it is from: the page (its own scripts, and Chromium's "Failed to load resource" for its 404s), the tracker
   * (lines from the tracker's script URLs, its error reports) or the harness. Absent in older reports: the viewer
   * then goes by `type`.
   */
  source?: 'page' | 'tracker' | 'harness';
  /** the script or resource the line came from (for a failed load, the URL that failed), when Chromium says */
  url?: string;
}

export type SiteStatus = 'pass' | 'fail' | 'error';

export interface SiteReport {
  version: 1;
  site: string;
  provider: string;
  status: SiteStatus;
  /** plain-words reason for status error (replay crashed, recording unreadable, …) */
  error: string | null;
  expected: GoldenEvent[];
  actual: GoldenEvent[];
  diff: DiffEntry[];
  unmatched: UnmatchedRequest[];
  /** for each actual event (same index), the xhr/fetch HAR entries served in its step before it was sent */
  sources: ServedCall[][];
  /** DOM snapshot per step, paths relative to the report directory */
  snapshots: { step: string; path: string }[];
  console: ConsoleLine[];
  durationMs: number;
}

export interface RunIndex {
  version: 1;
  tracker: { hash: string; bytes: number; gzipBytes: number };
  startedAt: string;
  durationMs: number;
  counts: { total: number; pass: number; fail: number; error: number };
  recordings: {
    site: string;
    provider: string;
    status: SiteStatus;
    /** number of DiffEntry rows */
    differences: number;
    unmatched: number;
    durationMs: number;
    /** `<site>.json`, relative to the report directory */
    file: string;
  }[];
}
