// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';

describe('error reporting', () => {
  let errors: typeof import('./errors');
  let body: typeof import('./error-event');
  let posts: { url: string; init: RequestInit; body: any }[];

  beforeEach(async () => {
    posts = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        posts.push({ url, init, body: JSON.parse(init.body as string) });
        return new Response('');
      }),
    );
    vi.resetModules();
    errors = await import('./errors');
    body = await import('./error-event');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('cleans a context: depth limit 3, circular references, DOM nodes, components, functions', () => {
    const circular: any = { name: 'loop' };
    circular.self = circular;
    const shared = { x: 1 };
    const cleaned = body.clean({
      deep: { a: { b: { c: { d: 1 } } }, list: [[[1]]] },
      circular,
      shared: [shared, shared],
      node: document.createElement('div'),
      text: document.createTextNode('hi'),
      win: window,
      react: { $$typeof: Symbol.for('react.element'), props: {} },
      vue: { _isVue: true },
      jq: { jquery: '3.7.1', length: 1 },
      fn: function onClick() {},
      err: new TypeError('bad'),
      n: null,
      u: undefined,
    }) as any;
    expect(cleaned.deep).toEqual({ a: { b: '[Object]' }, list: ['[Array(1)]'] });
    expect(cleaned.circular).toEqual({ name: 'loop', self: '[Circular]' });
    expect(cleaned.shared).toEqual([{ x: 1 }, { x: 1 }]);
    expect(cleaned.node).toBe('[Node DIV]');
    expect(cleaned.text).toBe('[Node #text]');
    expect(cleaned.win).toBe('[Window]');
    expect(cleaned.react).toBe('[Component]');
    expect(cleaned.vue).toBe('[Component]');
    expect(cleaned.jq).toBe('[Component]');
    expect(cleaned.fn).toBe('[Function onClick]');
    expect(cleaned.err).toMatchObject({ name: 'TypeError', message: 'bad' });
    expect(cleaned.n).toBeNull();
    expect(JSON.stringify(cleaned)).toBeTruthy();
  });

  it('gives a placeholder for what cannot be read', () => {
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('no'); } });
    expect(body.clean({ hostile })).toEqual({ hostile: '[Unreadable]' });
  });

  it('serialises the raw context as JSON, marking circular references, capped', () => {
    const circular: any = { a: 1 };
    circular.me = circular;
    expect(body.raw({ circular, u: undefined })).toBe('{"circular":{"a":1,"me":"[Circular]"},"u":null}');
    expect(body.raw({ big: 'x'.repeat(50000) }).length).toBe(20000);
    expect(body.raw(undefined)).toBe('null');
    expect(body.raw({ n: BigInt(10) })).toBe('{"n":10}'); // written as its digits (JSON.stringify would throw)
  });

  it('reports twice, cleaned then raw, as no-cors text/plain posts in the Sentry store shape', async () => {
    errors.configureErrors('https://errors.example/api/1/store/', 'wp-homey');
    const error = new TypeError('x is undefined');
    const circular: any = { id: 1 };
    circular.me = circular;
    errors.report(error, { where: 'quote', el: document.body, circular });
    expect(posts).toHaveLength(2);
    for (const p of posts) {
      expect(p.url).toBe('https://errors.example/api/1/store/');
      expect(p.init).toMatchObject({ method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' } });
      expect(p.body).toMatchObject({
        platform: 'javascript',
        level: 'error',
        environment: 'production',
        culprit: location.href,
        exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
        tags: { domain: location.hostname, url: location.href, provider: 'wp-homey' },
        request: { url: location.href, query_string: location.search.slice(1), headers: { 'User-Agent': navigator.userAgent } },
      });
      expect(p.body.event_id).toMatch(/^[0-9a-f]{32}$/);
      expect(p.body.extra.stack).toContain('x is undefined');
    }
    expect(posts.map((p) => p.body.tags.context)).toEqual(['cleaned', 'raw']);
    expect(posts[0].body.extra.context).toEqual({ where: 'quote', el: '[Node BODY]', circular: { id: 1, me: '[Circular]' } });
    expect(typeof posts[1].body.extra.context).toBe('string');
    expect(JSON.parse(posts[1].body.extra.context).where).toBe('quote');
  });

  it('reports non-Error throws, sends nothing without an endpoint, and stops after 10 reports', () => {
    errors.report('plain string');
    expect(posts).toHaveLength(0);
    errors.configureErrors('https://errors.example/store');
    errors.report('plain string');
    expect(posts[0].body.exception.values[0]).toEqual({ type: 'string', value: 'plain string' });
    for (let i = 0; i < 20; i++) errors.report(new Error('again'));
    expect(posts).toHaveLength(20);
  });

  it('never throws, even when fetch is missing', () => {
    vi.stubGlobal('fetch', undefined);
    errors.configureErrors('https://errors.example/store');
    expect(() => errors.report(new Error('x'))).not.toThrow();
  });

  it('guard: passes this, arguments and the result through; reports and returns undefined on a throw', async () => {
    errors.configureErrors('https://errors.example/store');
    const target = { k: 2, f(this: { k: number }, a: number) { return this.k * a; } };
    target.f = errors.guard(target.f) as typeof target.f;
    expect(target.f(21)).toBe(42);
    const boom = errors.guard(() => {
      throw new Error('boom');
    }, { handler: 'click' });
    expect(boom()).toBeUndefined();
    expect(posts).toHaveLength(2);
    expect(posts[0].body.extra.context).toEqual({ handler: 'click' });
    const rejecting = errors.guard(async () => {
      throw new Error('later');
    });
    // the caller still gets the original promise (and its rejection); the guard only reports it
    await expect(rejecting()).rejects.toThrow('later');
    await new Promise((r) => setTimeout(r, 0));
    expect(posts.map((p) => p.body.exception.values[0].value)).toEqual(['boom', 'boom', 'later', 'later']);
  });
});
