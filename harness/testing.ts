// What the harness's unit tests share.
import type { Meta } from './recording/meta.ts';

/** The error `fn` throws, checked to be a `type` (another error fails the test as it is; none fails it too). */
export function thrown<E extends Error>(fn: () => unknown, type: new (...args: any[]) => E): E {
  try {
    fn();
  } catch (e) {
    if (e instanceof type) return e;
    throw e;
  }
  throw new Error(`expected a ${type.name}`);
}

/** A valid meta.json of a recording, for tests of the recording folder's files. */
export const META: Meta = {
  site: 'homey-demo',
  startUrl: 'https://www.homey-demo.test/',
  recordedAt: '2024-11-19T07:06:40.000Z',
  timezone: 'Europe/Madrid',
  locale: 'en-US',
  viewport: { width: 1280, height: 800 },
  userAgent: 'Mozilla/5.0 HeadlessChrome/131',
  browserVersion: '131.0.6778.33',
  recorderVersion: '1',
};
