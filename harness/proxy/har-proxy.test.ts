import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { HarProxy, injectDocumentScript, resourceTypeOf } from './har-proxy.ts';
import { allowInlineScript } from '../replay/csp.ts';

describe('injectDocumentScript', () => {
  it('puts the script after the doctype and the opening html/head tags, never before the doctype', () => {
    const out = injectDocumentScript('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>x</title>', 'A()');
    expect(out.startsWith('<!DOCTYPE html>\n<html lang="en"><head><script>A()\n;document.currentScript')).toBe(true);
    expect(out).toContain('</script><meta charset="utf-8">');
  });

  it('escapes a closing script tag inside the script', () => {
    expect(injectDocumentScript('<p>x</p>', 'var s = "</script>";')).toContain('"<\\/script>"');
  });
});

describe('resourceTypeOf', () => {
  it('reads Sec-Fetch-Dest in Playwright\'s resource type names, else Accept', () => {
    expect(resourceTypeOf({ 'sec-fetch-dest': 'document' })).toBe('document');
    expect(resourceTypeOf({ 'sec-fetch-dest': 'iframe' })).toBe('document');
    expect(resourceTypeOf({ 'sec-fetch-dest': 'empty' })).toBe('fetch');
    expect(resourceTypeOf({ 'sec-fetch-dest': 'script' })).toBe('script');
    // Playwright's names, which routing.ts's answerUnrecorded reads
    expect(resourceTypeOf({ 'sec-fetch-dest': 'style' })).toBe('stylesheet');
    expect(resourceTypeOf({ 'sec-fetch-dest': 'video' })).toBe('media');
    expect(resourceTypeOf({ 'sec-fetch-dest': 'image' })).toBe('image');
    expect(resourceTypeOf({ accept: 'text/html,application/xhtml+xml' })).toBe('document');
    expect(resourceTypeOf({})).toBe('other');
  });
});

describe('allowInlineScript', () => {
  const HASH = "'sha256-abc='";
  it('adds the hash where inline scripts are not allowed', () => {
    expect(allowInlineScript("default-src 'self'", HASH)).toBe(`default-src 'self' ${HASH}`);
    expect(allowInlineScript("script-src 'none'; img-src *", HASH)).toBe(`script-src ${HASH}; img-src *`);
    expect(allowInlineScript("script-src 'unsafe-inline' 'nonce-x'", HASH)).toBe(`script-src 'unsafe-inline' 'nonce-x' ${HASH}`);
  });

  it('leaves a policy that runs inline scripts, or governs no script, as it is (a hash would turn unsafe-inline off)', () => {
    expect(allowInlineScript("script-src 'self' 'unsafe-inline'", HASH)).toBe("script-src 'self' 'unsafe-inline'");
    expect(allowInlineScript('img-src *', HASH)).toBe('img-src *');
  });
});

describe('HarProxy', () => {
  it('answers through the answer function and lets a Content-Security-Policy header run the document script', async () => {
    const proxy = await new HarProxy({
      answer: async (r) => ({ status: 200, headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'", 'x-url': r.url }, body: '<!doctype html><head><title>t</title></head>' }),
      documentScript: () => 'window.pinned = 1;',
    }).start();
    try {
      const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: string }>((ok, fail) => {
        const req = request({ host: '127.0.0.1', port: proxy.port, path: 'http://site.test/page', headers: { host: 'site.test', 'sec-fetch-dest': 'document' } }, (res) => {
          let text = '';
          res.setEncoding('latin1');
          res.on('data', (d) => (text += d));
          res.on('end', () => ok({ headers: res.headers, body: text }));
        });
        req.on('error', fail);
        req.end();
      });
      expect(headers['x-url']).toBe('http://site.test/page');
      const script = /<script>([\s\S]*?)<\/script>/.exec(body)![1]!;
      // the document's mark first, then the driver's script; the load is asked of that document
      expect(script.startsWith("Object.defineProperty(window, Symbol.for('beacon.replay.document'), { value: 1 });\nwindow.pinned = 1;")).toBe(true);
      expect(proxy.watch.loadedExpression()).toBe("document.readyState === 'complete' && window[Symbol.for('beacon.replay.document')] === 1");
      const hash = createHash('sha256').update(script, 'latin1').digest('base64');
      expect(headers['content-security-policy']).toBe(`script-src 'self' 'sha256-${hash}'`);
      expect(proxy.watch.inflight.size).toBe(0);
    } finally {
      await proxy.stop();
    }
  });
});
