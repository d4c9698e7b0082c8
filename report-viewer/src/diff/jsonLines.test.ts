import { describe, expect, it } from 'vitest';
import { jsonLines } from './jsonLines.ts';

describe('jsonLines', () => {
  it('prints like JSON.stringify(value, null, 2)', () => {
    const value = { a: 1, b: [1, { c: 'x' }], d: {}, e: [] };
    const text = jsonLines(value, 'payload')
      .map((l) => '  '.repeat(l.depth) + l.text)
      .join('\n');
    expect(text).toBe(JSON.stringify(value, null, 2));
  });

  it('marks the lines at and under a changed path only', () => {
    const lines = jsonLines({ total: 1, fees: { cleaning: 15 }, other: 2 }, 'payload', new Map([['payload.total', 'changed' as const], ['payload.fees', 'added' as const]]));
    const marked = lines.filter((l) => l.mark).map((l) => [l.text, l.mark]);
    expect(marked).toEqual([
      ['"total": 1,', 'changed'],
      ['"fees": {', 'added'],
      ['"cleaning": 15', 'added'],
      ['},', 'added'],
    ]);
  });
});
