import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money.ts';

describe('money', () => {
  it('formats amounts with grouping and fixed decimals', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(45)).toBe('45.00');
    expect(formatAmount(1234.5, { thousands: '' })).toBe('1234.50');
    expect(formatAmount(1592.5, { thousands: '.', decimal: ',' })).toBe('1.592,50');
    expect(formatAmount(285, { decimals: 0 })).toBe('285');
    expect(formatAmount(-3.5)).toBe('-3.50');
  });

  it('puts the symbol before or after, the sign in front', () => {
    expect(formatMoney(3270.88)).toBe('$3,270.88');
    expect(formatMoney(2279.7, '£')).toBe('£2,279.70');
    expect(formatMoney(-12, 'A$')).toBe('-A$12.00');
    expect(formatMoney(1592.5, ' €', { symbolAfter: true, thousands: '.', decimal: ',' })).toBe('1.592,50 €');
  });
});
