// The wire shape of `window.__beacon.inspect()` (issue 33): what the inspector part returns and what a replay
// report carries per call (harness/report/types.ts TraceRow is this type: types only here, so the harness, which
// uses the tracker only as built, may import it; eslint.config.js).
/** One row of the inspector (issue 33): a host call, the rule that took it, the event it became or why not. */
export interface InspectRow {
  method: string;
  /** the call's URL, query values blanked */
  url: string;
  status: number;
  /** the adapter whose rule took the call, or null (no rule) */
  adapter: string | null;
  /** the rule, in words ('quote: POST /api/quote'), or null */
  rule: string | null;
  /** the action sent, or null */
  event: string | null;
  /** why no event, in words, or null */
  skip: string | null;
}

