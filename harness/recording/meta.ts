// meta.json: what a replay needs to know about a recording (where it started, when, in which pinned environment)
// and its per-site replay settings. The site's install records are mapping.json's (./mapping.ts), not here. The schema below is the format; the type is inferred from it.
import * as v from 'valibot';
import { MatcherOverridesSchema } from '../har/match-config.ts';
import { RecordingError } from './error.ts';
import { check, expected, nonEmptyString, nonEmptyStrings, strictObject } from './schema.ts';

export const SITE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const META_HINT = 'Fix meta.json by hand (fields in harness/recording/meta.ts), or record again with --force.';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const str = nonEmptyString(expected('a non-empty string'));
/** a non-empty string that must also pass `ok`; `problem` says what it is not */
const strThat = (ok: (s: string) => boolean, problem: (s: string) => string) => v.pipe(str, v.check(ok, (issue) => problem(issue.input as string)));
const positiveInt = v.pipe(v.number(expected('a positive integer')), v.integer(expected('a positive integer')), v.minValue(1, expected('a positive integer')));
const validTimezone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
const validLocale = (locale: string) => {
  try {
    Intl.getCanonicalLocales(locale);
    return true;
  } catch {
    return false;
  }
};

/** The replay-specific part of meta.json (optional): `"replay": { "allowUnmatched": [...], "quietMs": 3000 }`. */
export const ReplaySettingsSchema = strictObject(
  {
    /**
     * Requests that may go unanswered without failing the site. Each entry is a URL prefix
     * ("https://maps.example.com/tiles/") or a regular expression between slashes ("/\\.woff2$/").
     * Use it for requests that cannot affect what the tracker reports (fonts, map tiles, analytics pixels of
     * third parties) and that the recorder could not capture. Matched requests still get a 404 and a console line.
     */
    allowUnmatched: v.optional(nonEmptyStrings(expected('an array of URL prefixes or /regexps/'), 'a URL prefix or /regexp/')),
    /** the idle quiet window for this site (simulated ms), when its host page waits longer than the default */
    quietMs: v.optional(v.pipe(v.number(expected('a number of milliseconds above 0')), v.gtValue(0, expected('a number of milliseconds above 0')))),
  },
  'an object such as { "allowUnmatched": [...], "quietMs": 3000 }',
  (_key, allowed) => `is not a replay setting (allowed: ${allowed})`,
);
export type ReplaySettings = v.InferOutput<typeof ReplaySettingsSchema>;

export const MetaSchema = strictObject(
  {
    /** lowercase slug, the same as the folder name */
    site: strThat((s) => SITE_SLUG.test(s), (s) => `"${s}" is not a lowercase slug (a-z, 0-9 and single dashes)`),
    startUrl: strThat((s) => /^https?:\/\//.test(s) && URL.canParse(s), (s) => `"${s}" is not an absolute http(s) URL`),
    /** ISO time of the recording; replay installs the clock here */
    recordedAt: strThat(
      (s) => ISO_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)),
      (s) => `"${s}" is not an ISO date-time with a zone, e.g. "2024-11-19T07:06:40.000Z"`,
    ),
    /** IANA time zone, e.g. Europe/Madrid */
    timezone: strThat(validTimezone, (s) => `"${s}" is not an IANA time zone such as "Europe/Madrid"`),
    /** BCP 47 locale, e.g. en-US */
    locale: strThat(validLocale, (s) => `"${s}" is not a BCP 47 locale such as "en-US"`),
    viewport: strictObject({ width: positiveInt, height: positiveInt }, '{ "width": 1280, "height": 800 }', (_key, allowed) => `is not a viewport field (allowed: ${allowed})`),
    userAgent: str,
    browserVersion: str,
    recorderVersion: str,
    /** per-site matcher exceptions (harness/har/match-config.ts); null is the same as none */
    matcher: v.optional(v.pipe(v.nullable(MatcherOverridesSchema), v.transform((m) => m ?? undefined))),
    /** per-site replay settings */
    replay: v.optional(ReplaySettingsSchema),
  },
  'an object',
  (key, allowed) =>
    ['provider', 'siteKey', 'clientId', 'installId', 'options'].includes(key)
      ? `is a site mapping field: the site's install record is mapping.json's now (move provider, siteKey, clientId, installId and options there, with the start URL's host as "host")`
      : `is not a meta.json field (allowed: ${allowed})`,
);

export type Meta = v.InferOutput<typeof MetaSchema>;

/** Validates meta.json's content. `expectedSite` (the folder name) must equal meta.site when given. */
export function parseMeta(json: unknown, file: string, expectedSite?: string): Meta {
  const r = check(MetaSchema, json);
  if (!r.ok) throw new RecordingError(file, r.path || null, r.problem, META_HINT);
  const meta = r.value;
  if (meta.matcher === undefined) delete meta.matcher;
  if (expectedSite !== undefined && meta.site !== expectedSite) {
    throw new RecordingError(file, 'site', `is "${meta.site}" but the folder is "${expectedSite}"; rename one so they agree`, META_HINT);
  }
  return meta;
}
