import { describe, expect, it } from 'vitest';
import { META, thrown } from '../testing.ts';
import { RecordingError } from './error.ts';
import { parseMeta } from './meta.ts';


const recordingError = (fn: () => unknown) => thrown(fn, RecordingError);

describe('meta.json validation', () => {
  it('accepts a complete meta; a site mapping field is refused with where it lives now', () => {
    expect(parseMeta(META, 'meta.json', 'homey-demo')).toEqual(META);
    expect(recordingError(() => parseMeta({ ...META, provider: 'homey' }, 'meta.json')).message).toMatch(/provider: is a site mapping field: .*mapping\.json/);
    expect(parseMeta({ ...META, matcher: { volatileKeys: ['__rnd'] } }, 'meta.json').matcher).toEqual({ volatileKeys: ['__rnd'] });
    const allowFallbacks = { repeat: 'the cart is polled every 30 s; one answer was recorded' };
    expect(parseMeta({ ...META, matcher: { allowFallbacks } }, 'meta.json').matcher).toEqual({ allowFallbacks });
    const replay = { allowUnmatched: ['https://tiles.example/', '/\\.woff2$/'], quietMs: 3000 };
    expect(parseMeta({ ...META, replay }, 'meta.json').replay).toEqual(replay);
  });

  it('names the field and what to do', () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ site: 'other-site' }, 'site', /folder is "homey-demo"/],
      [{ site: 'Homey Demo' }, 'site', /not a lowercase slug/],
      [{ startUrl: 'www.homey-demo.test' }, 'startUrl', /absolute http/],
      [{ recordedAt: '19/11/2024' }, 'recordedAt', /ISO date-time/],
      [{ timezone: 'Mars/Olympus' }, 'timezone', /IANA time zone/],
      [{ locale: 'en_US_bad!' }, 'locale', /BCP 47/],
      [{ viewport: { width: 0, height: 800 } }, 'viewport.width', /positive integer/],
      [{ userAgent: undefined }, 'userAgent', /missing/],
      [{ matcher: { volatile: ['x'] } }, 'matcher.volatile', /not a matcher field/],
      [{ matcher: { volatileKeys: 'x' } }, 'matcher.volatileKeys', /array of field names/],
      [{ matcher: { allowFallbacks: { exact: 'why' } } }, 'matcher.allowFallbacks.exact', /not a matcher fallback \(allowed: repeat, similar-body\)/],
      [{ matcher: { allowFallbacks: { repeat: '' } } }, 'matcher.allowFallbacks.repeat', /one-line reason/],
      // the replay settings were read apart and a mistake in them silently ignored
      [{ replay: ['x'] }, 'replay', /expected an object/],
      [{ replay: { quietMS: 3000 } }, 'replay.quietMS', /not a replay setting/],
      [{ replay: { quietMs: '3s' } }, 'replay.quietMs', /milliseconds above 0/],
      [{ replay: { allowUnmatched: 'fonts' } }, 'replay.allowUnmatched', /array of URL prefixes/],
      // typical mistakes: a misspelt field (it used to be ignored), an empty name inside a list
      [{ startURL: 'https://www.homey-demo.test/' }, 'startURL', /is not a meta\.json field \(allowed: site, startUrl, /],
      [{ matcher: { volatileKeys: ['__rnd', ''] } }, 'matcher.volatileKeys[1]', /is "", expected a field name/],
      [{ viewport: undefined }, 'viewport', /is missing, expected \{ "width": 1280, "height": 800 \}/],
    ];
    for (const [patch, field, problem] of cases) {
      const e = recordingError(() => parseMeta({ ...META, ...patch }, 'recordings/homey-demo/meta.json', 'homey-demo'));
      expect(e.field).toBe(field);
      expect(e.message).toMatch(problem);
      expect(e.message).toMatch(/^recordings\/homey-demo\/meta\.json: /);
      expect(e.message).toContain('Fix meta.json by hand');
    }
  });
});
