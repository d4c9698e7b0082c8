// In a two-part tag the error reports' bodies are built by a part of their own, tracker.errors.js beside
// tracker.main.js (core/error-event.ts), loaded the first time the main part reports: most pages never do. Found
// from the main part's own <script> (start.ts takes it while the main part is evaluated, before it claims the page:
// a main part of another release than its tag reports that mismatch), `?v=` the part's hash as built.
import type { ErrorEvents } from '../core/error-event';
import { loadPart } from './part-url';
import { STAMP, tagGlobal } from './global';

const HASH = typeof __BEACON_ERRORS_HASH__ === 'string' ? __BEACON_ERRORS_HASH__ : 'dev';

/** The errors part's builder, loaded beside `self` (the main part's script); rejects when it cannot load. */
export const loadErrorsPart = (self: HTMLScriptElement | null): Promise<ErrorEvents> =>
  loadPart('errors', HASH, 'Errors part', undefined, undefined, self).then(() => {
    const build = tagGlobal()?.errors?.[STAMP];
    if (!build) throw new Error('Errors part did not start');
    return build;
  });
