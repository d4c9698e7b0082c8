// A tiny WordPress: the admin-ajax endpoint (dispatch on `action`, nonce checks like check_ajax_referer), nonces,
// and the bits of <head> and inline settings WordPress themes and plugins print.
import { createHash } from 'node:crypto';
import { get, inlineJson, parseForm, post, text, type DemoRequest, type DemoResponse, type Form, type Route } from './http.ts';

export const ADMIN_AJAX = '/wp-admin/admin-ajax.php';

export interface AjaxAction {
  /** the nonce action the call must carry; a wrong or missing nonce answers `-1` with 403, as check_ajax_referer does */
  nonce?: string;
  /** the field holding the nonce (default `security`, Homey's and many themes' name) */
  nonceField?: string;
  handle(form: Form, req: DemoRequest): DemoResponse | Promise<DemoResponse>;
}

/** A WordPress-looking nonce (10 hex characters), stable for a site and an action. */
export function wpNonce(site: string, action: string): string {
  return createHash('sha256').update(`${site}|${action}`).digest('hex').slice(0, 10);
}

/**
 * `/wp-admin/admin-ajax.php` for one site. Fields are read like PHP's `$_REQUEST` (query, then body), so the
 * action may come in either, and a cache-buster such as `?_=1765…` in the URL is simply ignored.
 * An unknown action answers `0` with 400, as WordPress does.
 */
export function adminAjax(site: string, actions: Record<string, AjaxAction>): Route[] {
  const handle = (req: DemoRequest): DemoResponse | Promise<DemoResponse> => {
    const form: Form = { ...Object.fromEntries(req.query), ...parseForm(req.method === 'POST' ? req.body : '') };
    const name = typeof form.action === 'string' ? form.action : '';
    const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
    if (!action) return text('0', 400);
    if (action.nonce && form[action.nonceField ?? 'security'] !== wpNonce(site, action.nonce)) return text('-1', 403);
    return action.handle(form, req);
  };
  return [post(ADMIN_AJAX, handle), get(ADMIN_AJAX, handle)];
}

/** The <head> lines every WordPress page has. */
export const WP_HEAD = `<meta name="generator" content="WordPress 6.6.2">
<link rel="https://api.w.org/" href="/wp-json/">`;

/** Settings a theme or plugin localizes for its scripts: `var ajaxurl = "…"; var homey_vars = {…};`. */
export function localize(vars: Record<string, unknown>): string {
  return Object.entries(vars)
    .map(([name, value]) => `var ${name} = ${inlineJson(value)};`)
    .join('\n');
}
