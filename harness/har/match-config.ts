// How replay decides that a request is "the same" as a recorded one: one config object, in the spirit of
// Polly.js's matchRequestsBy. Per-site exceptions live in that recording's meta.json (`matcher` field), never
// in code: see matcherOptionsFromMeta.
import * as v from 'valibot';
import { expected, nonEmptyString, nonEmptyStrings, strictObject } from '../recording/schema.ts';

const keys = (what: string) => v.optional(nonEmptyStrings(expected(`an array of field names ${what}`), 'a field name'));

/** The `matcher` field of meta.json. All names are query or body field names, compared case-insensitively. */
export const MatcherOverridesSchema = strictObject(
  {
    /** extra fields to ignore when matching (e.g. a site's own cache-buster `__rnd`) */
    volatileKeys: keys('to ignore when matching'),
    /** default volatile fields this site uses for real (e.g. `t` is a search term there) */
    keepKeys: keys('that this site uses for real'),
    /** extra fields that must be equal before the similar-body rule may pair two requests */
    requiredKeys: keys('that must be equal for the similar-body rule'),
    /**
     * matcher fallbacks (matcher.ts FALLBACKS) this recording may need to replay as recorded, each with the one-line
     * reason why: `{ "repeat": "the page polls its cart every 30 s; one answer was recorded" }`. A fallback answer that
     * changes an event fails the replay unless its fallback is named here (harness/replay/fallback-check.ts).
     */
    allowFallbacks: v.optional(
      strictObject(
        {
          repeat: v.optional(nonEmptyString(expected('a one-line reason (why this recording needs the repeat fallback)'))),
          'similar-body': v.optional(nonEmptyString(expected('a one-line reason (why this recording needs the similar-body fallback)'))),
        },
        '{ "repeat": "why", "similar-body": "why" }',
        (_key, allowed) => `is not a matcher fallback (allowed: ${allowed})`,
      ),
    ),
  },
  '{ "volatileKeys": [...], "keepKeys": [...], "requiredKeys": [...], "allowFallbacks": {...} }',
  (_key, allowed) => `is not a matcher field (allowed: ${allowed})`,
);
export type MatcherOverrides = v.InferOutput<typeof MatcherOverridesSchema>;

export interface MatchConfig {
  /** ignored wherever they occur: query, form, multipart, JSON at any depth (and PHP-style `a[b]` names) */
  volatileKeys: string[];
  /** ignored only when the value is a number or a numeric string (`v=1732000000` is a cache-buster, `v=beta` is not) */
  volatileIfNumeric: string[];
  /** any numeric value within this distance of recordedAt, read as epoch ms or epoch s, counts as a timestamp */
  timeWindowMs: number;
  /** the similar-body rule only pairs requests whose values for these fields are equal (or absent on both) */
  requiredKeys: string[];
  /** recorded response headers that are not passed on when serving (the body in the HAR is already decoded) */
  dropResponseHeaders: string[];
}

export const DEFAULT_MATCH_CONFIG: Readonly<MatchConfig> = Object.freeze({
  volatileKeys: [
    // cache-busters: jQuery (`_`), ExtJS (`_dc`), and the usual hand-rolled names
    '_', '_dc', '_t', '_ts', 't', 'ts', 'timestamp', 'cb', 'cachebuster', 'cache_buster', 'cachebust', 'nocache', 'rand', 'random', 'rnd',
    // WordPress nonces (admin-ajax `security`, `_wpnonce`, `_ajax_nonce`) and generic nonces
    'nonce', '_nonce', '_wpnonce', '_ajax_nonce', 'ajax_nonce', 'security',
  ],
  volatileIfNumeric: ['v', 'ver', 'time'],
  timeWindowMs: 24 * 60 * 60 * 1000,
  // admin-ajax `action`, Streamline's `methodName`, JSON-RPC `method`, GraphQL `operationName`
  requiredKeys: ['action', 'methodname', 'method', 'operationname'],
  dropResponseHeaders: ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'],
});

/** Default config with a site's overrides applied. */
export function resolveMatchConfig(overrides: MatcherOverrides = {}): MatchConfig {
  const lower = (xs: string[] | undefined) => (xs ?? []).map((x) => x.toLowerCase());
  const keep = new Set(lower(overrides.keepKeys));
  const uniq = (xs: string[]) => [...new Set(xs)];
  return {
    volatileKeys: uniq([...lower(DEFAULT_MATCH_CONFIG.volatileKeys), ...lower(overrides.volatileKeys)]).filter((k) => !keep.has(k)),
    volatileIfNumeric: uniq(lower(DEFAULT_MATCH_CONFIG.volatileIfNumeric)).filter((k) => !keep.has(k)),
    timeWindowMs: DEFAULT_MATCH_CONFIG.timeWindowMs,
    requiredKeys: uniq([...lower(DEFAULT_MATCH_CONFIG.requiredKeys), ...lower(overrides.requiredKeys)]),
    dropResponseHeaders: [...DEFAULT_MATCH_CONFIG.dropResponseHeaders],
  };
}

/** The fallbacks a recording allows (meta.json matcher.allowFallbacks): name -> reason. */
export function allowedFallbacks(meta: { matcher?: MatcherOverrides | null }): Partial<Record<'repeat' | 'similar-body', string>> {
  return { ...(meta.matcher?.allowFallbacks ?? {}) };
}

/** Options for `new HarMatcher(har, opts)` from a recording's meta.json. */
export function matcherOptionsFromMeta(meta: { recordedAt: string; matcher?: MatcherOverrides | null }): {
  recordedAt: string;
  volatileKeys: string[];
  keepKeys: string[];
  requiredKeys: string[];
} {
  return {
    recordedAt: meta.recordedAt,
    volatileKeys: meta.matcher?.volatileKeys ?? [],
    keepKeys: meta.matcher?.keepKeys ?? [],
    requiredKeys: meta.matcher?.requiredKeys ?? [],
  };
}
