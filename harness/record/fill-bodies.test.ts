// The recorder fills what Playwright's HAR recorder missed from the answers it read at the response stage
// (recorder.ts fillBodies): a body the page moved on before the HAR could read, and a call the HAR has with no answer
// at all (a booking call whose handler navigates at once: harness/replay-unload.spec.ts's page).
import { describe, expect, it } from 'vitest';
import { fillBodies } from './recorder.ts';
import type { Har, HarEntry } from '../har/types.ts';

const entry = (over: Partial<HarEntry>): HarEntry => ({
  startedDateTime: null,
  method: 'POST',
  url: 'http://h.test/api/book',
  requestHeaders: [],
  requestBody: 'listing=L1',
  requestMimeType: null,
  status: 200,
  statusText: 'OK',
  responseHeaders: [{ name: 'content-length', value: '12' }],
  responseBody: Buffer.alloc(0),
  responseMimeType: 'application/json',
  redirectURL: '',
  resourceType: 'xhr',
  ...over,
});
const har = (...entries: HarEntry[]): Har => ({ file: null, creator: null, entries });
const capture = (over: object = {}) => ({
  method: 'POST',
  url: 'http://h.test/api/book',
  postData: 'listing=L1',
  body: Buffer.from('{"id":"R-1"}'),
  status: 200,
  headers: [{ name: 'content-type', value: 'application/json' }],
  ...over,
});

describe('fillBodies', () => {
  it('fills a 200 entry recorded without its body', () => {
    const out = fillBodies(har(entry({})), [capture()]);
    expect(out.filled).toBe(1);
    expect(out.entries[0]!.responseBody.toString()).toBe('{"id":"R-1"}');
    expect(out.entries[0]!.responseHeaders).toEqual([{ name: 'content-length', value: '12' }]);
  });
  it('gives an entry recorded with no answer (status 0) the captured answer whole', () => {
    const out = fillBodies(har(entry({ status: 0, statusText: '', responseHeaders: [] })), [capture()]);
    expect(out.filled).toBe(1);
    expect(out.entries[0]).toMatchObject({ status: 200, responseHeaders: [{ name: 'content-type', value: 'application/json' }] });
    expect(out.entries[0]!.responseBody.toString()).toBe('{"id":"R-1"}');
  });
  it('leaves an entry alone when no capture is of the same call, or it has its body', () => {
    expect(fillBodies(har(entry({ status: 0 })), [capture({ postData: 'listing=L2' })]).entries[0]!.status).toBe(0);
    const whole = entry({ responseBody: Buffer.from('{"id":"R-0"}') });
    expect(fillBodies(har(whole), [capture()]).entries[0]!.responseBody.toString()).toBe('{"id":"R-0"}');
  });
  it('uses each capture once, in order', () => {
    const out = fillBodies(har(entry({ status: -1 }), entry({ status: -1 })), [capture(), capture({ body: Buffer.from('{"id":"R-2"}') })]);
    expect(out.entries.map((e) => e.responseBody.toString())).toEqual(['{"id":"R-1"}', '{"id":"R-2"}']);
  });
});
