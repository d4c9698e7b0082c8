// Turns the batches the capture endpoint received during a replay into golden.json's stable form:
//
//   { "version": 1, "events": [{ "action", "payload", "step", "url" }] }
//
// - events in send order: batches in arrival order (the tracker posts one batch at a time), events in batch order,
//   except that consecutive events of one action in one step are sorted by content (concurrent host calls answer
//   in any order: two rooms' prices asked at once);
// - ids replaced by placeholders numbered in order of first appearance, per kind: <user:1>, <session:1>,
//   <pageview:1>, <pageview:2>…, wherever they occur: batch fields, payload values, object keys, inside strings;
// - the per-event offset dropped; times replaced by "<time>" in the fields that are times (TIME_FIELDS below, by the
//   spec or by name) and nowhere else: their epoch ms/s numbers and ISO date-times, also where such a field stands
//   inside a string (`"firstSeen":1732…` in JSON kept in localStorage, `?timestamp=1732…` in a URL), there only
//   when within a day of recordedAt (a recorded answer's own `"createdAt":"2026-09-14…"` is data). Any other
//   number or date-time stays as sent, even one that looks like the recording's time (an adapter may compute it:
//   issue 29, "nothing hidden"); calendar dates such as checkin stay;
// - every value replaced is counted per kind (NormaliseCounts), and the report shows the counts;
// - page_timing payloads keep their keys but every number becomes "<number>" (navigation timing is real time);
// - page_upload payloads are summarised (page-upload.ts): bodyHTML as length, hash and a visible-text excerpt,
//   globals and storages as keys and hash, each ajaxCache call as one line;
// - `url` is the batch's page URL, copied onto each event so a reviewer sees which page sent it; the other
//   batch fields (site_key, client_id, install_id, version, post_id) are the same for a whole recording and
//   are not repeated in every event;
// - keys sorted recursively; written with two-space indent and a trailing newline (stringifyGolden).
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { GoldenEvent, GoldenFile, NormaliseCounts } from '../report/types.ts';
import { sortKeys } from '../har/body.ts';
import { REPLAY_GLOBALS, summarisePageUpload } from './page-upload.ts';
import * as v from 'valibot';
import { assertType, check, expected, object, plainObject, type Same } from '../recording/schema.ts';

export interface WireEvent {
  action: string;
  payload?: Record<string, unknown> | null;
  offset?: number;
  [field: string]: unknown;
}

/** One batch as the tracker posts it to the collection endpoint (spec section 3). */
export interface WireBatch {
  client_id?: unknown;
  site_key?: unknown;
  user_id?: string | number | null;
  install_id?: unknown;
  session_id?: string | number | null;
  pageview_id?: string | number | null;
  version?: unknown;
  post_id?: unknown;
  url?: string | null;
  events: WireEvent[];
  [field: string]: unknown;
}

export interface CapturedBatch {
  /** the name of the step during which the batch arrived */
  step: string;
  batch: WireBatch;
}

/** A golden event with the page URL of its batch (see the header). */
export type NormalisedEvent = GoldenEvent & { url: string | null };

export interface NormaliseOptions {
  /** meta.json recordedAt: only to count the time-like values left as sent (NormaliseCounts.timeLikeKept) */
  recordedAt?: string;
}

/** What normaliseBatches replaced, per kind (each value or substring replaced counts once), in event payloads and
 * urls; and `timeLikeKept`: numbers and date-times within a day of recordedAt in fields that are not times, left as
 * sent (what the rule before issue 29 turned into "<time>" as well). The report's contract: harness/report/types.ts. */
export type { NormaliseCounts };

export const TIME = '<time>';
export const NUMBER = '<number>';
const DAY = 24 * 60 * 60 * 1000;
/**
 * The fields that are times: the one list "<time>" reads (names compared case-insensitively, wherever the field
 * stands: payload, nested object, JSON inside a string, URL query). Nothing else is normalised as a time.
 */
export const TIME_FIELDS: readonly string[] = [
  // by the spec (../shared/spec/tracker-spec.md section 3): the event envelope's timestamp and each ajaxCache call's
  // (page upload), the user's firstSeen and the session's start ("user {id, firstSeen}; session {id, start}")
  'timestamp', 'firstSeen', 'start',
  // by name: what these words hold wherever a page or a tracker uses them
  'ts', 'first_seen', 'lastSeen', 'last_seen', 'startedAt', 'started_at', 'createdAt', 'created_at', 'updatedAt', 'updated_at',
  'expires', 'expiry', 'sentAt', 'sent_at',
];
const TIME_KEYS = new Set(TIME_FIELDS.map((k) => k.toLowerCase()));
const TIME_NAMES = TIME_FIELDS.map((k) => k.replace(/[^A-Za-z0-9_]/g, '')).join('|');
/** a time field inside a string: JSON `"name": 1732…` / `"name":"2024-…T…"`, or a query `name=1732…` */
const TIME_IN_STRING = new RegExp(
  `("(?:${TIME_NAMES})"\\s*:\\s*"?|[?&;](?:${TIME_NAMES})=)(\\d{13}|\\d{10}(?:\\.\\d+)?|\\d{4}-\\d{2}-\\d{2}T[\\d:.]+(?:Z|[+-]\\d{2}:?\\d{2})?)(?![\\d])`,
  'gi',
);
/** actions whose numeric values are real durations and differ from run to run */
const NUMBERS_VARY = new Set(['page_timing']);
const ID_KINDS = [
  ['user_id', 'user'],
  ['session_id', 'session'],
  ['pageview_id', 'pageview'],
] as const;

export class GoldenError extends Error {
  constructor(readonly file: string, readonly field: string | null, problem: string, hint: string) {
    super(`${file}${field ? `: ${field}` : ''}: ${problem}. ${hint}`);
    this.name = 'GoldenError';
  }
}

export function normaliseBatches(batches: CapturedBatch[], opts: NormaliseOptions = {}): GoldenFile & { events: NormalisedEvent[]; counts: NormaliseCounts } {
  const recordedAt = opts.recordedAt ? Date.parse(opts.recordedAt) : NaN;
  const near = (ms: number) => !Number.isNaN(recordedAt) && Math.abs(ms - recordedAt) <= DAY;
  const nearEpoch = (n: number) => near(n) || near(n * 1000);
  const counts: NormaliseCounts = { user: 0, session: 0, pageview: 0, time: 0, number: 0, timeLikeKept: 0 };
  const kindOf = (placeholder: string) => /^<([a-z]+):/.exec(placeholder)![1] as 'user' | 'session' | 'pageview';

  // ids in order of first appearance, per kind
  const ids = new Map<string, string>();
  const counters = { user: 0, session: 0, pageview: 0 };
  batches.forEach(({ batch }, i) => {
    if (!batch || typeof batch !== 'object' || !Array.isArray(batch.events)) {
      throw new Error(`normaliseBatches: batch ${i} has no events array (got ${JSON.stringify(batch)?.slice(0, 120)}); the capture endpoint should store the posted JSON as it came`);
    }
    for (const [field, kind] of ID_KINDS) {
      const id = batch[field];
      if (id === null || id === undefined || id === '') continue;
      const s = String(id);
      if (!ids.has(s)) ids.set(s, `<${kind}:${++counters[kind]}>`);
    }
  });
  // longest first, so an id that contains another is replaced whole
  const idList = [...ids.keys()].sort((a, b) => b.length - a.length);

  const normString = (s: string): string => {
    const whole = ids.get(s);
    if (whole) {
      counts[kindOf(whole)]++;
      return whole;
    }
    let out = s;
    for (const id of idList) {
      if (id.length >= 6 && out.includes(id)) {
        const parts = out.split(id);
        counts[kindOf(ids.get(id)!)] += parts.length - 1;
        out = parts.join(ids.get(id)!);
      }
    }
    // inside a string a field is found by pattern, not parsed, and the text is often a recorded answer whose times
    // are fixed data: only a value the replay's clock could have made (within a day of recordedAt) is replaced
    out = out.replace(TIME_IN_STRING, (m, field: string, value: string) => {
      if (!(/^\d/.test(value) && !value.includes('-') ? nearEpoch(Number(value)) : near(Date.parse(value)))) return m;
      counts.time++;
      return `${field}${TIME}`;
    });
    if (!Number.isNaN(recordedAt)) {
      // counted, not replaced: what looks like the recording's time outside a time field stays as sent
      for (const m of out.matchAll(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g)) if (near(Date.parse(m[0]))) counts.timeLikeKept++;
      for (const m of out.matchAll(/(?<![\d.])(\d{13}|\d{10})(?![\d])/g)) if (nearEpoch(Number(m[0]))) counts.timeLikeKept++;
    }
    return out;
  };

  // epoch seconds or ms (>= 1e9: not a page number or a count), or an ISO date-time (not a bare calendar date)
  const isTimeValue = (v: unknown) =>
    (typeof v === 'number' && v >= 1e9) || (typeof v === 'string' && (/^\d{10,13}(\.\d+)?$/.test(v) || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)));

  const norm = (v: unknown, key: string | null, numbersVary: boolean): unknown => {
    if (key !== null && TIME_KEYS.has(key.toLowerCase()) && isTimeValue(v)) {
      counts.time++;
      return TIME;
    }
    if (Array.isArray(v)) return v.map((x) => norm(x, null, numbersVary));
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        Object.defineProperty(out, normString(k), { value: norm(x, k, numbersVary), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    if (typeof v === 'string') return normString(v);
    if (typeof v === 'number') {
      if (numbersVary) {
        counts.number++;
        return NUMBER;
      }
      const id = ids.get(String(v));
      if (id) {
        counts[kindOf(id)]++;
        return id;
      }
      if (nearEpoch(v)) counts.timeLikeKept++;
    }
    return v;
  };

  const events: NormalisedEvent[] = [];
  for (const { step, batch } of batches) {
    const url = typeof batch.url === 'string' ? normString(batch.url) : null;
    for (const e of batch.events) {
      let payload = e.payload && typeof e.payload === 'object' ? e.payload : {};
      const action = String(e.action);
      // the globals the replay itself adds (its clock, timers) are no part of the page: the summary drops them, and
      // they are not normalised (nor counted) either
      if (action === 'page_upload' && payload.globals && typeof payload.globals === 'object' && !Array.isArray(payload.globals)) {
        payload = { ...payload, globals: Object.fromEntries(Object.entries(payload.globals).filter(([k]) => !REPLAY_GLOBALS.has(k))) };
      }
      const normalised = norm(payload, null, NUMBERS_VARY.has(action)) as Record<string, unknown>;
      events.push(sortKeys({ step, action, payload: action === 'page_upload' ? summarisePageUpload(normalised) : normalised, url }) as NormalisedEvent);
    }
  }
  return { version: 1, events: inCallOrder(events), counts };
}

/**
 * Events of one action in one step, one after another (two rooms' prices asked at once), sorted by their content:
 * the host's concurrent calls answer in any order, so the order they were sent in is noise a golden must not keep.
 */
function inCallOrder(events: NormalisedEvent[]): NormalisedEvent[] {
  const out: NormalisedEvent[] = [];
  for (let i = 0; i < events.length; ) {
    let j = i + 1;
    while (j < events.length && events[j]!.step === events[i]!.step && events[j]!.action === events[i]!.action) j++;
    const run = events.slice(i, j).map((e) => [JSON.stringify(e), e] as const);
    out.push(...run.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, e]) => e));
    i = j;
  }
  return out;
}

/** golden.json's text: keys sorted recursively, two-space indent, trailing newline. Same input, same bytes. */
export function stringifyGolden(file: GoldenFile): string {
  return JSON.stringify(sortKeys({ version: file.version, events: file.events }), null, 2) + '\n';
}

/** The fix for a bad golden.json, with the recording's real name (its folder) so the command can be pasted as is. */
export function goldenHint(file: string): string {
  return `Regenerate it with \`npm run replay -- ${basename(dirname(resolve(file)))} --update\` and review the diff, or fix it by hand.`;
}

const GoldenEventSchema = object(
  {
    step: v.string(expected('a string (the step that sent it)')),
    action: v.string(expected('a string (the event\'s action)')),
    payload: plainObject(expected('an object (the event\'s payload)')),
    url: v.optional(v.nullable(v.string(expected('a string or null (the page that sent it)')))),
  },
  'an object { "step", "action", "payload", "url" }',
);

/** golden.json; its type is the contract in harness/report/types.ts (GoldenFile), checked below. */
export const GoldenFileSchema = object(
  {
    version: v.literal(1, expected('1 (the golden format version)')),
    events: v.array(GoldenEventSchema, expected('an array of events')),
  },
  'an object { "version": 1, "events": [...] }',
);
assertType<Same<v.InferOutput<typeof GoldenFileSchema>, GoldenFile>>();

/** Validates golden.json's text. */
export function parseGolden(text: string, file: string): GoldenFile {
  const hint = goldenHint(file);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new GoldenError(file, null, `is not valid JSON (${(e as Error).message})`, hint);
  }
  const r = check(GoldenFileSchema, json);
  if (!r.ok) throw new GoldenError(file, r.path || null, r.problem, hint);
  return r.value;
}

export function readGolden(file: string): GoldenFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new GoldenError(file, null, `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, goldenHint(file));
  }
  return parseGolden(text, file);
}
