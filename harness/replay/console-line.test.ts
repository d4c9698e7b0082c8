import { describe, expect, it } from 'vitest';
import type { ConsoleMessage } from 'playwright';
import { pageConsoleLine } from './console-line.ts';

const message = (type: string, text: string, url: string) => ({ type: () => type, text: () => text, location: () => ({ url, lineNumber: 0, columnNumber: 0 }) }) as unknown as ConsoleMessage;
const TRACKER = 'https://cdn.beacon-analytics.com';

describe('pageConsoleLine', () => {
  it("keeps the URL of a failed load, which Chromium's text leaves out, as the page's line", () => {
    const line = pageConsoleLine(message('error', 'Failed to load resource: the server responded with a status of 404 ()', 'http://www.homey-demo.test/img/cabin.jpg'), 'search', TRACKER);
    expect(line).toEqual({
      type: 'error',
      text: 'Failed to load resource: the server responded with a status of 404 ()',
      step: 'search',
      source: 'page',
      url: 'http://www.homey-demo.test/img/cabin.jpg',
    });
  });

  it("marks lines from the tracker's script URLs as the tracker's", () => {
    expect(pageConsoleLine(message('warning', '[beacon] no site mapping', `${TRACKER}/tracker.main.js?v=1`), 'open', TRACKER).source).toBe('tracker');
    expect(pageConsoleLine(message('log', 'hello', ''), 'open', TRACKER)).toEqual({ type: 'log', text: 'hello', step: 'open', source: 'page' });
  });
});
