// Requests, responses and routes of the demo sites: plain data, so a site's handlers are easy to read and test
// without a socket. server.ts turns node:http traffic into these.

export interface DemoRequest {
  method: string;
  /** the path without the query, e.g. `/search-results/` */
  path: string;
  query: URLSearchParams;
  /** lower-cased header names */
  headers: Record<string, string>;
  body: string;
  /** the hostname the browser asked for, without port */
  host: string;
}

export interface DemoResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Params = Record<string, string>;
export type Handler = (req: DemoRequest, params: Params) => DemoResponse | null | Promise<DemoResponse | null>;

export interface Route {
  method: 'GET' | 'POST';
  /** `/vacation-rentals/:slug/`: `:name` matches one path segment; the trailing slash is significant */
  path: string;
  /** an extra condition, e.g. WooCommerce's `/?wc-ajax=checkout` lives on `/` */
  when?: (req: DemoRequest) => boolean;
  handle: Handler;
}

export const get = (path: string, handle: Handler, when?: Route['when']): Route => ({ method: 'GET', path, handle, when });
export const post = (path: string, handle: Handler, when?: Route['when']): Route => ({ method: 'POST', path, handle, when });

export function matchPath(pattern: string, path: string): Params | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':') && got[i] !== '') params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** Answers with the first matching route; like WordPress, redirects `/page` to `/page/` when only that exists. */
export async function dispatch(routes: Route[], req: DemoRequest): Promise<DemoResponse | null> {
  for (const route of routes) {
    if (route.method !== req.method && !(route.method === 'GET' && req.method === 'HEAD')) continue;
    const params = matchPath(route.path, req.path);
    if (!params || (route.when && !route.when(req))) continue;
    const res = await route.handle(req, params);
    if (res) return res;
  }
  if (req.method === 'GET' && !req.path.endsWith('/') && !req.path.includes('.')) {
    const slashed = `${req.path}/`;
    if (routes.some((r) => r.method === 'GET' && matchPath(r.path, slashed))) {
      const q = req.query.toString();
      return redirect(`${slashed}${q ? `?${q}` : ''}`, 301);
    }
  }
  return null;
}

const NO_STORE = { 'cache-control': 'no-store, no-cache, must-revalidate, max-age=0' };

export const html = (body: string, status = 200): DemoResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=UTF-8' },
  body,
});

export const json = (value: unknown, status = 200): DemoResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=UTF-8', ...NO_STORE },
  body: JSON.stringify(value),
});

export const text = (body: string, status = 200, type = 'text/plain; charset=UTF-8'): DemoResponse => ({
  status,
  headers: { 'content-type': type, ...NO_STORE },
  body,
});

export const redirect = (location: string, status = 302): DemoResponse => ({ status, headers: { location }, body: '' });

/** Form fields like PHP's `$_POST`: `a[]=1&a[]=2` becomes an array under `a`. */
export type Form = Record<string, string | string[]>;

export function parseForm(body: string): Form {
  const form: Form = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const list = form[key];
      form[key] = Array.isArray(list) ? [...list, value] : [value];
    } else form[rawKey] = value;
  }
  return form;
}

/** One form field as a string ('' when absent, the first entry of a list). */
export function field(form: Form, name: string): string {
  const value = form[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** JSON safe to put inside an inline `<script>`. */
export const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
