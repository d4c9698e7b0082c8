// The currency symbol a page writes its amounts with, for currency() when no code is given.

/** The currency a formatted amount is written in ('£1,234.00' -> '£', '1.234,00 €' -> '€'). */
export function moneySymbol(v: unknown): string | null {
  const m = typeof v == 'string' ? v.replace(/[\d\s.,'\u00a0-]+/g, ' ').trim().split(' ')[0] : '';
  return m || null;
}
