// HTML that arrives as data: an admin-ajax answer that is a fragment of markup, or a JSON field holding some
// (`error_msg: "<p><span class=\"not-available-msg\">…"`, `message: "<div class=\"alert alert-danger\">…"`).
// Parsed into an inert tree (a <template>'s content: its scripts do not run, its images do not load, nothing is
// attached to the page), so the DOM readers (dom.ts) work on it exactly as on the page.
import { cleanText } from '../../parse';
import { text } from '../dom';

/** The markup as a detached fragment, or null when it is not a non-empty string. */
export function fragment(html: unknown): DocumentFragment | null {
  if (typeof html != 'string' || !html) return null;
  try {
    const t = document.createElement('template');
    t.innerHTML = html;
    return t.content;
  } catch {
    return null;
  }
}

/** Collapsed text of the markup (tags dropped), or of the first match of `selector` in it; null when absent. */
export function htmlText(html: unknown, selector?: string): string | null {
  const f = fragment(html);
  return !f ? null : selector ? text(selector, f) : cleanText(f.textContent);
}
