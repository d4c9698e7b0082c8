import { describe, expect, it } from 'vitest';
import { eventsOf, readBatch } from './batches';

describe('inspector batches', () => {
  it('reads the tracker\'s batches and nothing else', () => {
    const text = JSON.stringify({ post_id: 'p1', events: [{ action: 'pageview', offset: 30 }, { action: 'quote', offset: 5 }] });
    expect(readBatch(text, 100)).toMatchObject({ postId: 'p1', events: ['pageview', 'quote'], status: null });
    expect(readBatch('{"a":1}', 100)).toBeNull();
    expect(readBatch('not json', 100)).toBeNull();
    expect(eventsOf([{ text, at: 100 }])).toEqual([
      { action: 'pageview', at: 70, postId: 'p1' },
      { action: 'quote', at: 95, postId: 'p1' },
    ]);
  });
});
