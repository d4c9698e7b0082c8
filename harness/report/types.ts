// The replay report format: written by scripts/replay.ts into replay-report/ (or --report-dir),
// read by report-viewer/. A contract: change it only together with the viewer.
import type { InspectRow } from '../../tracker/src/tag/inspect-row.ts';

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

/**
 * One row of the side-by-side view of expected and actual events, as harness/golden/diff.ts aligned them (the one
 * alignment: the viewer shows it, it does not pair events itself). Rows are in order on both sides.
 */
export interface AlignedRow {
  /** same: a pair of equal events; changed: a pair whose fields differ; removed: expected only; added: actual only */
  kind: 'same' | 'changed' | 'removed' | 'added';
  /** index in `expected` (null for added) */
  expectedIndex: number | null;
  /** index in `actual` (null for removed) */
  actualIndex: number | null;
  /**
   * indexes in `diff` of this row's entries, in order: a changed row's field differences, a removed or added row's
   * whole-event entry. Empty for same, and for every row of a report that compared nothing (a replay that could
   * not run: its golden events as removed rows; no golden.json: the sent events as added rows).
   */
  diff: number[];
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
  /** the matcher fallback that gave this answer (repeat, similar-body), absent for none */
  fallback?: string;
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

/** What harness/golden/normalise.ts replaced in the events, per kind (issue 29, "nothing hidden"): ids by their
 * placeholders, times of time fields by `<time>`, page_timing numbers by `<number>`; and `timeLikeKept`, values that
 * look like the recording's time but stand in no time field, left as sent. */
export interface NormaliseCounts {
  user: number;
  session: number;
  pageview: number;
  time: number;
  number: number;
  timeLikeKept: number;
}

/** One answer a matcher fallback gave (harness/har/matcher.ts FALLBACKS: an entry recorded for another request, or
 * one answer again). */
export interface FallbackAnswer {
  /** repeat or similar-body */
  fallback: string;
  step: string;
  method: string;
  url: string;
  /** the HAR entry served (recording.har log.entries index) */
  entry: number;
}

/** A fallback that answered, checked: the recording replayed again with it turned off (its requests unmatched), and
 * the events of both replays compared (harness/replay/fallback-check.ts). */
export interface FallbackCheck {
  fallback: string;
  /** unchanged: the same events without it; changed: different events (the site FAILS); allowed: different, but
   * meta.json matcher.allowFallbacks names this fallback */
  verdict: 'unchanged' | 'changed' | 'allowed';
  /** meta.json's reason, when the recording allows the fallback */
  allowedBecause: string | null;
  /** the requests it answered, as "METHOD url" */
  requests: string[];
  /** how the events differ without it (describeDiff lines: expected = with the fallback, actual = without) */
  changes: string[];
  /** the replay without it did not finish: why (its events then count as changed) */
  error: string | null;
}

/** The matcher's fallbacks in one replay (issue 29): how many answers each gave (every fallback named, 0 when none),
 * which, and the check of each that answered. */
export interface FallbackReport {
  counts: Record<string, number>;
  answers: FallbackAnswer[];
  checks: FallbackCheck[];
}

/** One row of the tracker's inspector (issue 33, `window.__beacon.inspect()`): a host call, the adapter rule that
 * took it (null: no rule), the event it became or why not (null: none known). The tracker's wire shape. */
export type TraceRow = InspectRow;

/** The inspector's rows of one document, read at the end of the last step that document lived through. */
export interface TracePage {
  /** the step at whose end the rows were read */
  step: string;
  /** the document's URL (query values blanked, as the inspector blanks them) */
  url: string;
  rows: TraceRow[];
}

/** The per-call trace of a replay (issue 33): each page's inspector rows, or why there are none. */
export interface TraceReport {
  pages: TracePage[];
  /** why a page or the whole replay has no rows (no inspector in this delivery, the part did not load), else null */
  note: string | null;
}

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
  /** expected and actual events aligned (every event of both lists in exactly one row); the viewer's event table */
  alignment: AlignedRow[];
  unmatched: UnmatchedRequest[];
  /** for each actual event (same index), the xhr/fetch HAR entries served in its step before it was sent */
  sources: ServedCall[][];
  /** DOM snapshot per step, paths relative to the report directory */
  snapshots: { step: string; path: string }[];
  console: ConsoleLine[];
  /** what the replay found that production would suffer, in plain words (a Content-Security-Policy that blocks
   * the embed tag, and the directive to extend). Absent in older reports. */
  findings?: string[];
  /** the matcher's fallback answers and their check (issue 29). Absent in older reports. */
  fallbacks?: FallbackReport;
  /** values the normaliser replaced, per kind (issue 29). Absent in older reports. */
  normalised?: NormaliseCounts;
  /** the inspector's per-call trace (issue 33). Absent in older reports. */
  trace?: TraceReport;
  durationMs: number;
  /** when this replay started (ISO 8601). Absent in older reports. */
  ranAt?: string;
  /** hash of the tracker build it replayed with (RunIndex.tracker.hash of its run). Absent in older reports. */
  tracker?: string;
}

/**
 * What a report holds (RunIndex.scope). Absent in older reports: those always hold one run of every recording
 * they list.
 * - `all`: this run replayed every recording; the report holds nothing else.
 * - `subset`: this run replayed some recordings (site names, --grep); every other recording keeps its latest
 *   earlier result, each marked `earlier: true` with its own `ranAt` and `tracker`.
 * - `shard`: shard `shard` of a sharded run (`--shard i/n`): its recordings only.
 * - `merged`: shard reports joined (`--merge`); `shards` lists them, `missingShards` the shard numbers not given.
 */
export interface ReportScope {
  kind: 'all' | 'subset' | 'shard' | 'merged';
  /** how many of the listed results the run (all its shards, for merged) produced; the rest are `earlier` */
  ranThisRun: number;
  shard?: { current: number; total: number };
  shards?: { current: number; total: number; startedAt: string; durationMs: number; recordings: number }[];
  missingShards?: number[];
}

export interface RunIndex {
  version: 1;
  /** the build this run replayed with (rows marked `earlier` may carry another, in their own `tracker`) */
  tracker: { hash: string; bytes: number; gzipBytes: number };
  /** when this run started (merged: the earliest shard's start) */
  startedAt: string;
  durationMs: number;
  /** over every row listed, `earlier` ones included */
  counts: { total: number; pass: number; fail: number; error: number };
  recordings: {
    site: string;
    provider: string;
    status: SiteStatus;
    /** number of DiffEntry rows */
    differences: number;
    unmatched: number;
    /** answers served by a matcher fallback (SiteReport.fallbacks). Absent in older reports. */
    fallbackAnswers?: number;
    /** fallbacks that changed an event without the recording's allowance (each fails the site). Absent in older reports. */
    fallbackChanges?: number;
    durationMs: number;
    /** `<site>.json`, relative to the report directory */
    file: string;
    /** when this result's replay started (ISO 8601). Absent in older reports: then `startedAt` of the run. */
    ranAt?: string;
    /** hash of the tracker build this result replayed with. Absent in older reports: then `tracker.hash`. */
    tracker?: string;
    /** true: an earlier run's result, kept because this run (a subset) did not replay the recording */
    earlier?: boolean;
  }[];
  /** what the report holds; absent in older reports (one run of everything listed) */
  scope?: ReportScope;
}
