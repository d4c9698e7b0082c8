// What the Firefox and WebKit drivers do inside the page, as plain JavaScript text (one copy for both engines):
// finding a step's element as Playwright's locators do in Chromium (harness/recording/perform-step.ts stepTarget),
// whether it is visible (Playwright's rule: a non-empty box and not visibility:hidden), and fill/select as
// Playwright does them (fill: focus, select the text, insertText, so the page gets one `input` and its `change`
// when focus leaves; select: the options by value or label, then `input` and `change`).
import type { RecordedEnv } from '../pinned-env.ts';
import type { ResolvedStep } from '../recording/steps.ts';

/** A function expression taking (selector, text) and returning the step's element or null. */
export const FIND_FUNCTION = String.raw`function (selector, text) {
  var norm = function (s) { return String(s || '').replace(/\s+/g, ' ').trim().toLowerCase(); };
  var t = text == null ? null : norm(text);
  var has = function (e) { return norm(e.textContent).indexOf(t) >= 0; };
  var list;
  if (selector) {
    list = Array.prototype.slice.call(document.querySelectorAll(selector));
    if (t !== null) list = list.filter(has);
  } else if (t !== null) {
    var skip = { SCRIPT: 1, STYLE: 1, NOSCRIPT: 1, TEMPLATE: 1, HEAD: 1, TITLE: 1 };
    list = Array.prototype.slice.call(document.body ? document.body.querySelectorAll('*') : []).filter(function (e) {
      if (skip[e.tagName] || !has(e)) return false;
      for (var i = 0; i < e.children.length; i++) if (has(e.children[i])) return false;
      return true;
    });
  } else {
    list = Array.prototype.slice.call(document.body ? document.body.querySelectorAll('*') : []);
  }
  return list[0] || null;
}`;

/** A function expression taking an element: whether Playwright would call it visible. */
export const VISIBLE_FUNCTION = String.raw`function (el) {
  if (!el || !el.isConnected) return false;
  var style = getComputedStyle(el);
  if (style.visibility !== 'visible' && style.display !== 'contents') return false;
  var r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}`;

/** A function expression taking an element: Playwright's scroll before a click (CDP scrollIntoViewIfNeeded, centre
 * if needed): nothing when the element is wholly in the viewport, else it is scrolled to the viewport's centre. */
export const SCROLL_INTO_VIEW_FUNCTION = String.raw`function (el) {
  var r = el.getBoundingClientRect();
  if (r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth) return;
  el.scrollIntoView({ block: 'center', inline: 'center' });
}`;

/** A function expression taking (element, value): Playwright's fill. */
export const FILL_FUNCTION = String.raw`function (el, value) {
  el.focus();
  if (typeof el.select === 'function') el.select();
  else { var range = document.createRange(); range.selectNodeContents(el); var sel = getSelection(); sel.removeAllRanges(); sel.addRange(range); }
  if (value === '') document.execCommand('delete', false);
  else document.execCommand('insertText', false, value);
  if (el.value !== undefined && el.value !== value && (el.type === 'date' || el.type === 'time' || el.type === 'number' || el.type === 'range' || el.type === 'color')) {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
}`;

/** A function expression taking (select element, value): Playwright's selectOption by value or label. */
export const SELECT_FUNCTION = String.raw`function (el, value) {
  var found = false;
  for (var i = 0; i < el.options.length; i++) {
    var o = el.options[i];
    var match = !found && (o.value === value || o.label === value);
    o.selected = match;
    if (match) found = true;
  }
  if (!found) throw new Error('no option with value or label ' + JSON.stringify(value));
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}`;

/** The (selector, text) pair of a step, as FIND_FUNCTION takes it. */
export const findArgs = (s: ResolvedStep): [string | null, string | null] => [s.selector ?? null, s.text ?? null];

/** What Playwright's context options pin in Chromium and these engines have no option for: the screen, the
 * device scale factor and navigator.language (navigator.languages, hardware and the window's outer size are
 * pinNavigatorScript's, for every engine). Getters on the prototypes, so no key appears on window. */
export function pinScreenScript(env: RecordedEnv): string {
  const v = env.viewport;
  return `(function (w, h, lang) {
  var pin = function (target, name, value) {
    try { Object.defineProperty(target, name, { configurable: true, enumerable: true, get: function () { return value; } }); } catch (e) {}
  };
  var S = window.Screen && window.Screen.prototype;
  if (S) { pin(S, 'width', w); pin(S, 'height', h); pin(S, 'availWidth', w); pin(S, 'availHeight', h); pin(S, 'availLeft', 0); pin(S, 'availTop', 0); pin(S, 'colorDepth', 24); pin(S, 'pixelDepth', 24); }
  pin(window, 'devicePixelRatio', 1);
  var N = window.Navigator && window.Navigator.prototype;
  if (N) pin(N, 'language', lang);
})(${v.width}, ${v.height}, ${JSON.stringify(env.locale)});`;
}

/** Arms the click guard: the next click dispatched anywhere in the document is noted in the replay's state. */
export const ARM_CLICK = `(function () { var s = window[Symbol.for('beacon.replay')]; if (!s) return false; s.clickSeen = false; addEventListener('click', function () { s.clickSeen = true; }, { capture: true, once: true }); return true; })()`;
/** Whether the armed click was dispatched (true also when the document is gone or has no replay state). */
export const CLICK_SEEN = `(function () { var s = window[Symbol.for('beacon.replay')]; return !s || s.clickSeen !== false; })()`;

/** For engines without the Navigation API (WebKit): a cross-document navigation starts with beforeunload, so the
 * replay's state says "navigating" from then on, as page-init's Navigation API listener does elsewhere. */
export const NAVIGATING_FALLBACK = `(function () {
  var s = window[Symbol.for('beacon.replay')];
  if (!s || window.navigation || window !== window.top) return;
  addEventListener('beforeunload', function () { s.navigating = true; });
})();`;
