// Interactive recording (--headed, no --steps): what the engineer does becomes steps.json.
// A page script (plain JavaScript text, for the same reason as replay/page-init.ts) listens in the capture phase
// to clicks and to changes of inputs and selects, computes a robust selector for the element, and reports it
// through a binding; main-frame navigations that no click or form change explains become `goto` steps.
import type { Step } from '../recording/steps.ts';
import { slugify } from '../recording/layout.ts';
import { redactCardNumbers, redactUrl } from '../recording/redact.ts';

export const BINDING = '__beaconRecordStep';

export interface RawAction {
  kind: 'click' | 'fill' | 'select';
  selector: string;
  /** short visible text of the element (names the step) */
  label: string;
  value: string | null;
  /** input type, to keep passwords out of steps.json */
  inputType: string | null;
}

/**
 * Selector preference: a unique #id; a unique tag[attr="…"] for data-testid, data-test, data-qa, name, aria-label,
 * href (links), value (submit buttons); a unique tag.class…; otherwise a path of tag:nth-of-type() from the
 * nearest ancestor with a unique id (or from html). Each candidate is checked to match exactly one element.
 */
export const STEP_CAPTURE_SCRIPT = String.raw`
(function () {
  if (window.__beaconStepCapture) return;
  Object.defineProperty(window, '__beaconStepCapture', { value: true, enumerable: false });
  var esc = (window.CSS && CSS.escape) ? CSS.escape : function (s) { return String(s).replace(/[^a-zA-Z0-9_-]/g, '\\$&'); };
  function unique(sel) {
    try { return document.querySelectorAll(sel).length === 1; } catch (e) { return false; }
  }
  function attrSel(el, attr) {
    var v = el.getAttribute(attr);
    if (!v) return null;
    var s = el.tagName.toLowerCase() + '[' + attr + '=' + JSON.stringify(v) + ']';
    return unique(s) ? s : null;
  }
  function stableClasses(el) {
    return Array.prototype.filter.call(el.classList, function (c) {
      return !/^(is-|has-)?(active|hover|focus|focused|open|selected|visible|hidden|disabled|loading)$/.test(c) && !/\d{3,}/.test(c);
    });
  }
  function nth(el) {
    var tag = el.tagName.toLowerCase();
    var i = 1, sib = el;
    while ((sib = sib.previousElementSibling)) if (sib.tagName === el.tagName) i++;
    return tag + ':nth-of-type(' + i + ')';
  }
  function selectorOf(el) {
    if (el.id && unique('#' + esc(el.id))) return '#' + esc(el.id);
    var attrs = ['data-testid', 'data-test', 'data-qa', 'name', 'aria-label'];
    if (el.tagName === 'A') attrs.push('href');
    if (el.tagName === 'INPUT' || el.tagName === 'BUTTON') attrs.push('value', 'type');
    for (var i = 0; i < attrs.length; i++) { var s = attrSel(el, attrs[i]); if (s) return s; }
    var cls = stableClasses(el).map(function (c) { return '.' + esc(c); }).join('');
    if (cls && unique(el.tagName.toLowerCase() + cls)) return el.tagName.toLowerCase() + cls;
    var parts = [];
    var cur = el;
    while (cur && cur.nodeType === 1 && cur !== document.documentElement) {
      if (cur !== el && cur.id && unique('#' + esc(cur.id))) { parts.unshift('#' + esc(cur.id)); break; }
      parts.unshift(nth(cur));
      cur = cur.parentElement;
    }
    if (!parts.length || parts[0].charAt(0) !== '#') parts.unshift('html');
    return parts.join(' > ');
  }
  function actionable(el) {
    var c = el && el.closest ? el.closest('a, button, input, select, textarea, label, summary, [role=button], [role=link], [role=tab], [onclick]') : null;
    return c || el;
  }
  function label(el) {
    var t = (el.getAttribute('aria-label') || el.innerText || el.value || el.getAttribute('name') || '').replace(/\s+/g, ' ').trim();
    return t.slice(0, 40);
  }
  function send(kind, el, value) {
    try {
      window.${BINDING}({ kind: kind, selector: selectorOf(el), label: label(el), value: value, inputType: el.type || null });
    } catch (e) {}
  }
  document.addEventListener('click', function (e) {
    if (!e.isTrusted) return;
    var el = actionable(e.target);
    if (!el || el.nodeType !== 1) return;
    if (el.tagName === 'SELECT' || el.tagName === 'TEXTAREA') return;
    if (el.tagName === 'INPUT' && !/^(submit|button|checkbox|radio|image|reset)$/.test(el.type)) return;
    send('click', el, null);
  }, true);
  document.addEventListener('change', function (e) {
    var el = e.target;
    if (!el || !e.isTrusted) return;
    if (el.tagName === 'SELECT') send('select', el, el.value);
    else if (el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && !/^(submit|button|checkbox|radio|image|reset|file)$/.test(el.type))) send('fill', el, el.value);
  }, true);
})();`;

/** Builds steps.json entries as actions and navigations arrive, with unique, readable names. */
export class StepCollector {
  readonly steps: Step[] = [];
  private names = new Set<string>();
  private lastActionAt = 0;
  private lastUrl: string | null = null;

  private name(base: string): string {
    const b = slugify(base) || 'step';
    let n = b;
    for (let i = 2; this.names.has(n); i++) n = `${b}-${i}`;
    this.names.add(n);
    return n;
  }

  /** A user action from the page. Returns the step added. */
  action(a: RawAction, now = Date.now()): Step {
    this.lastActionAt = now;
    const what = a.label || a.selector.replace(/[^a-z0-9]+/gi, ' ');
    let step: Step;
    if (a.kind === 'click') step = { name: this.name(`click ${what}`), click: a.selector };
    else {
      let value = a.value ?? '';
      if (a.inputType === 'password') value = '[REDACTED]';
      else value = redactCardNumbers(value);
      step = { name: this.name(`${a.kind} ${a.selector.replace(/^[a-z]+\[name="?|"?\]$/g, '')}`), [a.kind]: a.selector, value } as Step;
    }
    this.steps.push(step);
    return step;
  }

  /**
   * A main-frame navigation. `typed` says whether the engineer started it (no Referer: typed in the address bar,
   * a bookmark) rather than the page (a link, a form, a script), when known. A typed navigation becomes a goto
   * step to `firstUrl` (the start of its redirect chain); a page one is the result of the last action. When
   * unknown, a navigation within `windowMs` of an action counts as its result. Reloads of the same URL are
   * skipped. Returns the step added, or null.
   */
  navigation(url: string, opts: { typed?: boolean; firstUrl?: string; now?: number; windowMs?: number } = {}): Step | null {
    if (!/^https?:/.test(url)) return null;
    const now = opts.now ?? Date.now();
    const same = url === this.lastUrl;
    this.lastUrl = url;
    if (this.steps.length > 0) {
      if (opts.typed === false) return null;
      if (opts.typed === undefined && (same || now - this.lastActionAt < (opts.windowMs ?? 3000))) return null;
    }
    const target = opts.firstUrl ?? url;
    let path = 'page';
    try {
      path = new URL(target).pathname.replace(/\/+$/, '') || 'home';
    } catch {}
    const step: Step = { name: this.name(this.steps.length === 0 ? 'open' : `goto ${path}`), goto: redactUrl(target) };
    this.steps.push(step);
    return step;
  }
}
