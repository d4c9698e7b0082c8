import { describe, expect, it } from 'vitest';
import { StepCollector } from './capture-steps.ts';
import { parseSteps } from '../recording/steps.ts';

describe('StepCollector (interactive recording)', () => {
  it('turns a session into valid, uniquely named steps', () => {
    const c = new StepCollector();
    c.navigation('https://www.example.test/search?q=sea', { typed: true, now: 0 });
    c.action({ kind: 'click', selector: '#more', label: 'More', value: null, inputType: 'button' }, 1000);
    c.action({ kind: 'click', selector: '#more', label: 'More', value: null, inputType: 'button' }, 2000);
    c.action({ kind: 'fill', selector: 'input[name="checkin"]', label: '', value: '2025-07-01', inputType: 'text' }, 3000);
    c.action({ kind: 'select', selector: '#adults', label: '', value: '2', inputType: 'select-one' }, 4000);
    c.action({ kind: 'fill', selector: '#password', label: '', value: 'hunter22', inputType: 'password' }, 5000);
    c.action({ kind: 'fill', selector: '#card', label: '', value: '4111 1111 1111 1111', inputType: 'text' }, 6000);
    expect(c.steps).toEqual([
      { name: 'open', goto: 'https://www.example.test/search?q=sea' },
      { name: 'click-more', click: '#more' },
      { name: 'click-more-2', click: '#more' },
      { name: 'fill-checkin', fill: 'input[name="checkin"]', value: '2025-07-01' },
      { name: 'select-adults', select: '#adults', value: '2' },
      { name: 'fill-password', fill: '#password', value: '[REDACTED]' },
      { name: 'fill-card', fill: '#card', value: '[REDACTED]' },
    ]);
    expect(() => parseSteps(c.steps, 'steps.json')).not.toThrow();
  });

  it('keeps navigations the page made (a link, a form) out, and typed ones in, from the start of their redirect chain', () => {
    const c = new StepCollector();
    c.navigation('https://www.example.test/', { typed: true });
    expect(c.navigation('https://www.example.test/property/1', { typed: false })).toBeNull();
    expect(c.navigation('https://www.example.test/thanks', { typed: true, firstUrl: 'https://www.example.test/go/thanks?token=abcdef123456' })).toEqual({
      name: 'goto-go-thanks',
      goto: 'https://www.example.test/go/thanks?token=%5BREDACTED%5D',
    });
    expect(c.navigation('chrome-error://chromewebdata/', { typed: true })).toBeNull();
  });

  it('without Referer information, counts a navigation right after an action as its result', () => {
    const c = new StepCollector();
    c.navigation('https://www.example.test/', { now: 0 });
    c.action({ kind: 'click', selector: 'a.book', label: 'Book', value: null, inputType: null }, 10_000);
    expect(c.navigation('https://www.example.test/checkout', { now: 10_500 })).toBeNull();
    expect(c.navigation('https://www.example.test/other', { now: 20_000 })?.goto).toBe('https://www.example.test/other');
  });
});
