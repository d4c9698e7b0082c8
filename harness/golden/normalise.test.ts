import { describe, expect, it } from 'vitest';
import { thrown } from '../testing.ts';
import { GoldenError, normaliseBatches, parseGolden, stringifyGolden, type CapturedBatch } from './normalise.ts';

const RECORDED_AT = '2024-11-19T07:06:40.000Z';
const U = 'u-5f3a9c2e';
const S1 = 's-11aa22bb';
const P1 = 'p-0001aaaa';
const P2 = 'p-0002bbbb';

function batches(): CapturedBatch[] {
  const base = { client_id: 12, site_key: 'sk_demo', install_id: -1, version: '2.0.0', post_id: null };
  return [
    {
      step: 'search',
      batch: {
        ...base,
        user_id: U,
        session_id: S1,
        pageview_id: P1,
        url: 'https://www.homey-demo.test/search/?arrive=2025-01-10',
        events: [
          { action: 'identify', payload: { user: { id: U, firstSeen: 1732000000123 }, session: { id: S1, start: '2024-11-19T07:06:40.123Z' }, locale: 'en-US' }, offset: 12 },
          { action: 'page_timing', payload: { domComplete: 183.4, redirectCount: 0, startTime: 0 }, offset: 9 },
          { action: 'search', payload: { result_count: 3, checkin: '2025-01-10', price: [100, 250], sent: 1732000005000 }, offset: 3 },
        ],
      },
    },
    {
      step: 'quote',
      batch: {
        ...base,
        user_id: U,
        session_id: S1,
        pageview_id: P2,
        url: `https://www.homey-demo.test/listing/sea-view/?pv=${P2}`,
        events: [
          {
            action: 'quote',
            payload: { listing_id: '42', total: 420, line_items: { Rent: 380, Taxes: 40 }, storage: `{"__beacon":{"user":"${U}","at":1732000007000}}`, [`beacon-${P1}`]: true },
            offset: 1,
          },
        ],
      },
    },
  ];
}

describe('normaliseBatches', () => {
  const golden = normaliseBatches(batches(), { recordedAt: RECORDED_AT });

  it('keeps send order and adds the step and the batch url to each event', () => {
    expect(golden.version).toBe(1);
    expect(golden.events.map((e) => `${e.step}/${e.action}`)).toEqual(['search/identify', 'search/page_timing', 'search/search', 'quote/quote']);
    expect(golden.events[0]!.url).toBe('https://www.homey-demo.test/search/?arrive=2025-01-10');
    expect(golden.events[3]!.url).toBe('https://www.homey-demo.test/listing/sea-view/?pv=<pageview:2>');
  });

  it('replaces ids by placeholders in order of first appearance, everywhere', () => {
    expect(golden.events[0]!.payload).toEqual({ user: { id: '<user:1>', firstSeen: '<time>' }, session: { id: '<session:1>', start: '<time>' }, locale: 'en-US' });
    const quote = golden.events[3]!.payload;
    expect(quote.storage).toBe('{"__beacon":{"user":"<user:1>","at":1732000007000}}');
    expect(quote['beacon-<pageview:1>']).toBe(true);
    expect(JSON.stringify(golden)).not.toMatch(/u-5f3a9c2e|s-11aa22bb|p-000/);
  });

  it('drops offsets, replaces the times of time fields only, keeps calendar dates and ordinary numbers', () => {
    expect(JSON.stringify(golden)).not.toContain('offset');
    // `sent` is no time field (TIME_FIELDS): its value stays as sent, even one at the recording's time
    expect(golden.events[2]!.payload).toEqual({ result_count: 3, checkin: '2025-01-10', price: [100, 250], sent: 1732000005000 });
    expect(golden.events[3]!.payload.total).toBe(420);
  });

  it('counts what it replaced, per kind, and the time-like values it left as sent', () => {
    // ids: user id x2 (identify, storage), session id, pageview ids (url ?pv=, the key beacon-<pageview:1>); times:
    // firstSeen, start; numbers: page_timing's three; kept: `sent` and the storage's "at"
    expect(golden.counts).toEqual({ user: 2, session: 1, pageview: 2, time: 2, number: 3, timeLikeKept: 2 });
  });

  it('keeps page_timing keys but not its run-to-run numbers', () => {
    expect(golden.events[1]!.payload).toEqual({ domComplete: '<number>', redirectCount: '<number>', startTime: '<number>' });
  });

  it('gives the same placeholders whatever the ids were', () => {
    const other = batches().map((b) => JSON.parse(JSON.stringify(b).replaceAll(U, 'u-zzzzzzzz').replaceAll(P2, 'p-yyyyyyyy')) as CapturedBatch);
    expect(stringifyGolden(normaliseBatches(other, { recordedAt: RECORDED_AT }))).toBe(stringifyGolden(golden));
  });

  it('numbers pageviews by first appearance', () => {
    const swapped = batches();
    [swapped[0]!.batch.pageview_id, swapped[1]!.batch.pageview_id] = [P2, P1];
    const g = normaliseBatches(swapped, { recordedAt: RECORDED_AT });
    expect(g.events[3]!.url).toBe('https://www.homey-demo.test/listing/sea-view/?pv=<pageview:1>');
    expect(g.events[3]!.payload['beacon-<pageview:2>']).toBe(true);
  });

  it('rejects a batch without events, naming it', () => {
    expect(() => normaliseBatches([{ step: 's', batch: { user_id: 'x' } as never }])).toThrow(/batch 0 has no events array/);
  });
});

describe('stringifyGolden', () => {
  it('sorts keys recursively, indents by two spaces and ends with a newline', () => {
    const text = stringifyGolden({ version: 1, events: [{ step: 's', action: 'quote', payload: { z: 1, a: { y: 2, b: 3 }, B: 0 } }] });
    expect(text).toBe(
      [
        '{',
        '  "events": [',
        '    {',
        '      "action": "quote",',
        '      "payload": {',
        '        "B": 0,',
        '        "a": {',
        '          "b": 3,',
        '          "y": 2',
        '        },',
        '        "z": 1',
        '      },',
        '      "step": "s"',
        '    }',
        '  ],',
        '  "version": 1',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('is byte-stable: key order in the input does not matter, and it round-trips', () => {
    const a = stringifyGolden(normaliseBatches(batches(), { recordedAt: RECORDED_AT }));
    const reordered = batches().map(({ step, batch }) => ({ batch: Object.fromEntries(Object.entries(batch).reverse()) as typeof batch, step }));
    for (const b of reordered) b.batch.events = b.batch.events.map((e) => Object.fromEntries(Object.entries(e).reverse()) as typeof e);
    expect(stringifyGolden(normaliseBatches(reordered, { recordedAt: RECORDED_AT }))).toBe(a);
    expect(stringifyGolden(parseGolden(a, 'golden.json'))).toBe(a);
  });
});

describe('parseGolden', () => {
  it('names the file and the field', () => {
    expect(() => parseGolden('{"version":1,"events":[{"step":"s","action":"a"}]}', 'recordings/x/golden.json')).toThrow(
      /^recordings\/x\/golden\.json: events\[0\]\.payload: is missing, expected an object \(the event's payload\)\. Regenerate it with `npm run replay -- x --update`/,
    );
    expect(() => parseGolden('{', 'g.json')).toThrow(GoldenError);
    expect(() => parseGolden('not json', 'recordings/sea-breeze/golden.json')).toThrow(/is not valid JSON .*`npm run replay -- sea-breeze --update`/);
    expect(() => parseGolden('{"version":1,"events":{}}', 'g.json')).toThrow(/events: is \{\}, expected an array of events/);
    // a typical hand edit gone wrong: an action written as a number, deep in the list
    const events = [0, 1, 2].map((i) => ({ step: 's', action: i === 2 ? 7 : 'quote', payload: {} }));
    const e = thrown(() => parseGolden(JSON.stringify({ version: 1, events }), 'recordings/x/golden.json'), GoldenError);
    expect(e.field).toBe('events[2].action');
    expect(e.message).toContain("events[2].action: is 7, expected a string (the event's action)");
  });
});

describe('concurrent captures', () => {
  it('sorts consecutive events of one action in one step by content, and nothing else', async () => {
    const { normaliseBatches } = await import('./normalise.ts');
    const quote = (id: string) => ({ action: 'quote', payload: { listing_id: id } });
    const run = (ids: string[]) =>
      normaliseBatches([
        { step: 'prices', batch: { url: 'https://h.test/', events: [{ action: 'pageview', payload: {} }, ...ids.map(quote), { action: 'property', payload: {} }, quote('9')] } },
      ]).events.map((e) => `${e.action}:${e.payload.listing_id ?? ''}`);
    expect(run(['2', '1'])).toEqual(run(['1', '2']));
    expect(run(['2', '1'])).toEqual(['pageview:', 'quote:1', 'quote:2', 'property:', 'quote:9']);
  });
});

describe('normaliseBatches: "<time>" only in time fields (issue 29)', () => {
  const one = (payload: Record<string, unknown>) =>
    normaliseBatches([{ step: 's', batch: { user_id: 'u-aaaaaaaa', url: null, events: [{ action: 'quote', payload }] } }], { recordedAt: RECORDED_AT });

  it('leaves a computed 13-digit number in a non-time field as sent (a reservation id, a total in cents)', () => {
    const g = one({ reservation_id: 1732000001234, listing_id: '1732000009999', total: 1732000000, note: 'ref 1732000004321' });
    expect(g.events[0]!.payload).toEqual({ reservation_id: 1732000001234, listing_id: '1732000009999', total: 1732000000, note: 'ref 1732000004321' });
    expect(g.counts.time).toBe(0);
    expect(g.counts.timeLikeKept).toBe(4);
  });

  it('replaces a time field by the spec or by name, nested and inside JSON or a query in a string', () => {
    const g = one({
      user: { firstSeen: 1732000000123 },
      call: { timestamp: 1650000000000, url: 'https://x.test/a?timestamp=1732000001000&id=1732000002000' },
      storage: '{"createdAt":"2024-11-19T07:06:40.123Z","total":1732000003000}',
    });
    expect(g.events[0]!.payload).toEqual({
      user: { firstSeen: '<time>' },
      // by name, whatever its distance from recordedAt
      call: { timestamp: '<time>', url: 'https://x.test/a?timestamp=<time>&id=1732000002000' },
      storage: '{"createdAt":"<time>","total":1732000003000}',
    });
    expect(g.counts.time).toBe(4);
  });

  it('inside a string, leaves a time field whose value the clock cannot have made (a recorded answer\'s own date)', () => {
    const response = '{"_id":"q1","createdAt":"2024-09-14T10:32:00.000Z","expiresAt":"2024-11-19T08:00:00.000Z","ts":1650000000}';
    const g = one({ ajaxCache: [{ response, timestamp: 1732000000500 }] });
    expect(g.events[0]!.payload).toEqual({ ajaxCache: [{ response: '{"_id":"q1","createdAt":"2024-09-14T10:32:00.000Z","expiresAt":"2024-11-19T08:00:00.000Z","ts":1650000000}', timestamp: '<time>' }] });
  });
});
