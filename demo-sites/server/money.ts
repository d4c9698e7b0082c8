// Money as the demo sites print it: grouped thousands, fixed decimals, a symbol before or after. Sites differ
// only in these choices (US "$1,234.50", German "1.234,50 €", plain "1234.50" in APIs).

export interface AmountStyle {
  /** between groups of three digits ('' for none) */
  thousands?: string;
  decimal?: string;
  decimals?: number;
}

export interface MoneyStyle extends AmountStyle {
  /** the symbol goes after the number (write the space into the symbol: ' €') */
  symbolAfter?: boolean;
}

/** `1234.5` → `1,234.50` (or in the given style); the sign stays in front. */
export function formatAmount(n: number, { thousands = ',', decimal = '.', decimals = 2 }: AmountStyle = {}): string {
  const [whole, cents] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${n < 0 ? '-' : ''}${grouped}${cents === undefined ? '' : `${decimal}${cents}`}`;
}

/** `1234.5` → `$1,234.50`; the sign goes in front of the symbol. */
export function formatMoney(n: number, symbol = '$', style: MoneyStyle = {}): string {
  const amount = formatAmount(Math.abs(n), style);
  return `${n < 0 ? '-' : ''}${style.symbolAfter ? `${amount}${symbol}` : `${symbol}${amount}`}`;
}
