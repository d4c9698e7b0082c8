// DOM readers in the spirit of Zotero's ZU helpers: adapters read the host page only through these.
// Every reader returns null (or [] / false) when the node is absent, the selector is invalid or the text is
// blank, and never throws: a host page that changed its markup loses a field, not the event.

import { cleanText as clean } from '../parse';

export type Root = ParentNode | null | undefined;

/** All elements matching selector under root (document by default); [] on an invalid selector. */
export function all(selector: string, root?: Root): Element[] {
  try {
    return Array.prototype.slice.call((root || document).querySelectorAll(selector));
  } catch {
    return [];
  }
}

/** First element matching selector, or null. An Element passed instead of a selector is returned as is. */
export const el = (selector: string | Element | null, root?: Root): Element | null =>
  selector && typeof selector == 'object' ? selector : selector ? all(selector, root)[0] || null : null;

// The readers below rely on clean() turning a missing node's undefined into null.

/** Whitespace-collapsed text of the first match, or null. */
export const text = (selector: string | Element, root?: Root): string | null => clean(el(selector, root)?.textContent);

/** Attribute of the first match, collapsed, or null. */
export const attr = (selector: string | Element, name: string, root?: Root): string | null =>
  clean(el(selector, root)?.getAttribute(name));

/** The first match's own text (its text nodes, not its children's: a heading without the label inside it), or null. */
export const ownText = (selector: string | Element, root?: Root): string | null => {
  const node = el(selector, root);
  return node ? clean(Array.prototype.filter.call(node.childNodes, (n: Node) => n.nodeType == 3).map((n: Node) => n.textContent).join(' ')) : null;
};

/** Current value of the first matching form control (the live property, not the attribute), or null. */
export const value = (selector: string | Element, root?: Root): string | null =>
  clean((el(selector, root) as HTMLInputElement | null)?.value);

export const exists = (selector: string, root?: Root): boolean => el(selector, root) != null;

/** true when the first match is rendered: not visibility:hidden (inherited, so checked on the node only), and
 * no display:none or hidden attribute on it or an ancestor. An ancestor walk rather than layout boxes, so it
 * behaves the same without layout (unit tests). */
export function visible(selector: string | Element, root?: Root): boolean {
  let node = el(selector, root);
  try {
    if (!node || getComputedStyle(node).visibility == 'hidden') return false;
    for (; node && node.nodeType == 1; node = node.parentElement)
      if ((node as HTMLElement).hidden || getComputedStyle(node).display == 'none') return false;
    return true;
  } catch {
    return false;
  }
}
