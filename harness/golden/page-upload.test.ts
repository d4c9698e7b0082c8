import { describe, expect, it } from 'vitest';
import { normaliseBatches } from './normalise.ts';
import { summarisePageUpload, visibleText } from './page-upload.ts';

const upload = (over: Record<string, unknown> = {}) => ({
  bodyHTML: '<h1>Booking confirmed</h1><script>var x = 1;</script><p>Ref&nbsp;<b>BK-1001</b> &amp; thanks</p>',
  globals: { bookingData: { step: 'done' }, setTimeout: '[Function setTimeout]', __pwClock: { now: 1 } },
  localStorage: { cart: '{"id":3}' },
  sessionStorage: {},
  referrer: 'https://h.test/book',
  ajaxCache: [{ page: 'https://h.test/thanks', method: 'POST', url: 'https://h.test/api/book', body: 'a=1', status: 200, response: '{}', headers: {}, timestamp: '<time>' }],
  ...over,
});

describe('page_upload in golden.json', () => {
  it('summarises each part: body length, hash and visible text; keys and hash; one line per call', () => {
    const s = summarisePageUpload(upload()) as any;
    expect(s.bodyHTML).toEqual({ elements: 4, textLength: 38, sha256: expect.stringMatching(/^[0-9a-f]{16}$/), text: 'Booking confirmed Ref BK-1001 & thanks' });
    expect(s.globals.keys).toEqual(['bookingData']); // the replay's own clock and timers are not the page's
    expect(s.localStorage.keys).toEqual(['cart']);
    expect(s.sessionStorage.keys).toEqual([]);
    expect(s.referrer).toBe('https://h.test/book');
    expect(s.ajaxCache).toEqual([expect.stringMatching(/^POST https:\/\/h\.test\/api\/book 200 \([0-9a-f]{16}\)$/)]);
  });

  it('the body: the same for two browsers\' serialisations of one page, changed by its text or elements', () => {
    const html = (v: string) => `<p title="${v}">Total <b>120 €</b></p>`;
    const old = summarisePageUpload(upload({ bodyHTML: html('a<b') })) as any;
    const newer = summarisePageUpload(upload({ bodyHTML: html('a&lt;b') })) as any;
    expect(newer.bodyHTML).toEqual(old.bodyHTML);
    expect((summarisePageUpload(upload({ bodyHTML: '<p>Total <i>120 €</i></p>' })) as any).bodyHTML.sha256).not.toBe(old.bodyHTML.sha256);
  });

  it('changes when a part changes', () => {
    const base = summarisePageUpload(upload()) as any;
    const body = summarisePageUpload(upload({ bodyHTML: upload().bodyHTML.replace('1001', '1002') })) as any;
    const store = summarisePageUpload(upload({ localStorage: { cart: '{"id":4}' } })) as any;
    expect(body.bodyHTML.sha256).not.toBe(base.bodyHTML.sha256);
    expect(store.localStorage.sha256).not.toBe(base.localStorage.sha256);
    expect(store.localStorage.keys).toEqual(base.localStorage.keys);
  });

  it('cuts the text excerpt at 160 characters', () => {
    const text = (summarisePageUpload(upload({ bodyHTML: `<p>${'word '.repeat(100)}</p>` })) as any).bodyHTML.text;
    expect(text).toHaveLength(160);
    expect(text.endsWith('…')).toBe(true);
    expect(visibleText('<style>p{}</style><!-- c --><p>a\n  b</p>')).toBe('a b');
  });

  it('is summarised after ids and times (of time fields: normalise.ts TIME_FIELDS) are placeholders: two runs on other days give the same golden event', () => {
    const run = (user: string, at: number) =>
      normaliseBatches(
        [{ step: 'thanks', batch: { user_id: user, url: 'https://h.test/thanks', events: [{ action: 'page_upload', payload: upload({ localStorage: { seen: JSON.stringify({ user, firstSeen: at }) } }) }] } }],
        { recordedAt: new Date(at).toISOString() },
      ).events[0];
    expect(run('u-1111111', Date.UTC(2026, 0, 1))).toEqual(run('u-2222222', Date.UTC(2026, 5, 1)));
  });
});
