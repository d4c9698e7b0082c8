// DOM readers only some adapters use, beside the engine's (dom.ts, on every page): every match's text (a list of
// errors, a row's cells, JSON-LD blocks), the page's heading (a property page's name) and the checked boxes of a
// filter list.
import { cleanText } from '../../parse';
import { all, attr, text, type Root } from '../dom';

/** Collapsed texts of every match, blanks dropped. */
export const texts = (selector: string, root?: Root): string[] =>
  all(selector, root)
    .map((n) => cleanText(n.textContent))
    .filter((t): t is string => t != null);

/** The page's heading: its h1, else its og:title. */
export const pageHeading = (): string | null => text('h1') ?? attr('meta[property="og:title"]', 'content');

/** Values (or, with useLabel, label texts) of the checked checkboxes/radios matching selector. */
export const checked = (selector: string, root?: Root, useLabel?: boolean): string[] =>
  all(selector, root)
    .filter((n) => (n as HTMLInputElement).checked)
    .map((n) => cleanText(useLabel ? (n.closest('label') || n.parentElement)?.textContent : (n as HTMLInputElement).value))
    .filter((t): t is string => t != null);
