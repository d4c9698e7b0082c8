import { describe, expect, it } from 'vitest';
import { moneySymbol } from './money-symbol';

describe('moneySymbol', () => {
  it('finds the symbol of a formatted amount', () => {
    expect(moneySymbol('£1,233.00')).toBe('£');
    expect(moneySymbol('1.682,50 €')).toBe('€');
    expect(moneySymbol('1,682.50')).toBeNull();
    expect(moneySymbol(null)).toBeNull();
  });
});
