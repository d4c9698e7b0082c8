import { describe, expect, it } from 'vitest';
import { pinEmbedTag } from './embed-tag.ts';

const URL = 'https://cdn.beacon-analytics.com/tracker.js';

describe('pinEmbedTag', () => {
  it('drops async and defer from the tracker tag only', () => {
    const html = `<head><script async src="${URL}"></script><script async src="/theme.js"></script></head>`;
    expect(pinEmbedTag(html, URL)).toBe(`<head><script src="${URL}"></script><script async src="/theme.js"></script></head>`);
  });

  it('reads every attribute form: async="", defer, single quotes, unquoted, a query string', () => {
    expect(pinEmbedTag(`<script async="" src='${URL}?v=2'></script>`, URL)).toBe(`<script src='${URL}?v=2'></script>`);
    expect(pinEmbedTag(`<SCRIPT src=${URL} defer ASYNC=async></SCRIPT>`, URL)).toBe(`<SCRIPT src=${URL}></SCRIPT>`);
    expect(pinEmbedTag(`<script data-async="1" async src="${URL}"></script>`, URL)).toBe(`<script data-async="1" src="${URL}"></script>`);
  });

  it('returns null when nothing changes (no tag, or a tag already blocking)', () => {
    expect(pinEmbedTag('<p>async src</p><script src="/app.js" async></script>', URL)).toBeNull();
    expect(pinEmbedTag(`<script src="${URL}"></script>`, URL)).toBeNull();
  });

  it('keeps every other byte, whatever the charset (read as latin1)', () => {
    const html = Buffer.from(`<title>Caf\xe9</title><script async src="${URL}"></script>`, 'latin1').toString('latin1');
    expect(Buffer.from(pinEmbedTag(html, URL)!, 'latin1')).toEqual(Buffer.from(`<title>Caf\xe9</title><script src="${URL}"></script>`, 'latin1'));
  });
});
