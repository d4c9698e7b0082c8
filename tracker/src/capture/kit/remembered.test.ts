// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { recall, remember } from './remembered';

beforeEach(() => sessionStorage.clear());

describe('remember / recall', () => {
  it('gives back the fields kept under a key, in their scope only', () => {
    remember('g:quotes', 'q1', { listing_id: 'L1', checkin: '2026-07-01', line_items: { Rent: 500 } });
    expect(recall('g:quotes', 'q1')).toEqual({ listing_id: 'L1', checkin: '2026-07-01', line_items: { Rent: 500 } });
    expect(recall('g:quotes', 'q2')).toBeNull();
    expect(recall('other', 'q1')).toBeNull();
    expect(recall('g:quotes', null)).toBeNull();
  });
  it('a newer entry under the same key replaces the older; the newest 20 are kept', () => {
    remember('s', 'k', { total: 1 });
    remember('s', 'k', { total: 2 });
    expect(recall('s', 'k')).toEqual({ total: 2 });
    for (let i = 0; i < 20; i++) remember('s', i, { total: i });
    expect(recall('s', 'k')).toBeNull();
    expect(recall('s', 0)).toEqual({ total: 0 });
  });
  it('keeps nothing under an unknown key', () => {
    remember('s', null, { total: 1 });
    expect(sessionStorage.getItem('__beacon_remembered_s')).toBeNull();
  });
});
