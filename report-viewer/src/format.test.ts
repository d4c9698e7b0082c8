import { describe, expect, it } from 'vitest';
import { acceptCommand, formatDuration, prettyBody } from './format.ts';

describe('format', () => {
  it('gives the exact accept command, quoted only when needed', () => {
    expect(acceptCommand('homey-demo')).toBe('npm run replay -- homey-demo --update');
    expect(acceptCommand("it's odd")).toBe(`npm run replay -- 'it'\\''s odd' --update`);
  });

  it('pretty-prints JSON and form bodies and leaves others alone', () => {
    expect(prettyBody('{"a":1}')).toEqual({ text: '{\n  "a": 1\n}', kind: 'json' });
    expect(prettyBody('action=homey_half_map&guest=2')).toEqual({ text: 'action = homey_half_map\nguest = 2', kind: 'form' });
    expect(prettyBody('<p>hi</p>').kind).toBe('text');
    expect(prettyBody('{broken').kind).toBe('text');
    expect(prettyBody(null).kind).toBe('none');
  });

  it('formats durations', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
  });
});
