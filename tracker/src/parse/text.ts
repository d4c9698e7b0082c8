import { safe, str } from './util';

/**
 * Whitespace-collapsed text (any run of spaces, tabs, newlines, nbsp, thin spaces -> one space; zero-width
 * characters dropped), trimmed. Strings and finite numbers only; empty or anything else -> null.
 */
export const cleanText = safe(
  (v: unknown): string | null =>
    (str(v, Infinity) ?? '')
      .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || null,
  null,
);
