import { describe, expect, it } from 'vitest';
import { thrown } from '../testing.ts';
import { RecordingError } from './error.ts';
import { parseSteps, resolveStep, type Step } from './steps.ts';

const START_URL = 'https://www.homey-demo.test/';
const STEPS: Step[] = [
  { name: 'search', goto: 'https://www.homey-demo.test/search/?arrive=2025-01-10' },
  { name: 'open listing', click: '.listing a', text: 'Sea View' },
  { name: 'checkin', fill: '#checkin', value: '2025-01-10' },
  { name: 'guests', select: 'select[name=guests]', value: '2' },
  { name: 'quote shown', wait: '.quote-total' },
  { name: 'thanks', wait: true, url: '/thank-you/' },
];

const recordingError = (fn: () => unknown) => thrown(fn, RecordingError);

describe('steps.json validation', () => {
  it('accepts every action and both target forms', () => {
    expect(parseSteps(STEPS, 'steps.json')).toHaveLength(6);
    expect(resolveStep(STEPS[1]!)).toEqual({ name: 'open listing', action: 'click', selector: '.listing a', url: null, value: null, text: 'Sea View' });
    expect(resolveStep(STEPS[5]!, START_URL)).toMatchObject({ action: 'wait', url: 'https://www.homey-demo.test/thank-you/', selector: null });
    expect(resolveStep({ name: 'home', goto: '/search/' }, START_URL).url).toBe('https://www.homey-demo.test/search/');
  });

  it('names the file, the step index and field, and what to do', () => {
    const cases: [unknown, string, RegExp][] = [
      [{ name: 'x' }, '', /expected an array/],
      [[{ goto: 'https://x.test/' }], '[0].name', /non-empty string/],
      [[{ name: 'a', goto: 'https://x.test/' }, { name: 'a', click: '#b' }], '[1].name', /already the name of step 0/],
      [[{ name: 'a', goto: 'https://x.test/', click: '#b' }], '[0].click', /both goto and click/],
      [[{ name: 'a' }], '[0]', /has no action/],
      [[{ name: 'a', click: '#b', selecter: '#c' }], '[0].selecter', /not a step field/],
      [[{ name: 'a', fill: '#b' }], '[0].value', /needs a value/],
      [[{ name: 'a', goto: true }], '[0].url', /no url/],
      [[{ name: 'a', click: '' }], '[0].click', /non-empty string/],
      [[{ name: 'a', wait: '.x', text: 3 }], '[0].text', /expected a string/],
      // a typical mistake deep in a list: the target given as true, the selector forgotten
      [[...STEPS.slice(0, 3), { name: 'email', fill: true, value: 'a@b.test' }], '[3].selector', /step "email" has fill: true but no selector/],
      [['search'], '[0]', /is "search", expected an object such as/],
    ];
    for (const [json, field, problem] of cases) {
      const e = recordingError(() => parseSteps(json, 'recordings/x/steps.json'));
      expect(e.file).toBe('recordings/x/steps.json');
      expect(e.field ?? '').toBe(field);
      expect(e.message).toMatch(problem);
      expect(e.message).toContain('Fix steps.json by hand');
    }
  });
});
