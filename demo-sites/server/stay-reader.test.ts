import { describe, expect, it } from 'vitest';
import { parseForm } from './http.ts';
import { stayReader } from './stay-reader.ts';

const fields = { checkin: 'sd', checkout: 'ed', adults: 'oc', children: 'ch' };

describe('stayReader', () => {
  it('reads a query with month-first dates', () => {
    const read = stayReader({ fields, dates: 'month-first' });
    expect(read(new URLSearchParams('sd=12/14/2026&ed=12/19/2026&oc=3&ch=1'))).toEqual({ checkin: '2026-12-14', checkout: '2026-12-19', adults: 3, children: 1 });
  });

  it('reads day-first dates from a posted form, first of a list', () => {
    const read = stayReader({ fields, dates: 'day-first' });
    expect(read(parseForm('sd=14%2F12%2F2026&ed=19%2F12%2F2026&oc[]=2&oc[]=9'))).toEqual({ checkin: '2026-12-14', checkout: '2026-12-19', adults: 2, children: 0 });
  });

  it('reads ISO dates from a JSON body and blanks what is not a date', () => {
    const read = stayReader({ fields: { checkin: 'arrival', checkout: 'departure', adults: 'adults', children: 'children' } });
    expect(read({ arrival: '2026-12-14', departure: '12/19/2026', adults: 2, children: null })).toEqual({ checkin: '2026-12-14', checkout: '', adults: 2, children: 0 });
  });

  it('keeps dates as sent when the site checks them later', () => {
    const read = stayReader({ fields, dates: 'as-sent' });
    expect(read((name) => ({ sd: 'soon', ed: '2026-12-19' })[name]).checkin).toBe('soon');
  });

  it('fills blank counts with the site’s defaults and reads counts its way', () => {
    expect(stayReader({ fields, defaults: { adults: 2 } })(new URLSearchParams('')).adults).toBe(2);
    expect(stayReader({ fields, defaults: { adults: 0 } })(new URLSearchParams('oc=x')).adults).toBe(0);
    const whole = stayReader({ fields, count: (raw) => Math.max(0, Math.trunc(Number(raw)) || 0), defaults: { adults: 0 } });
    expect(whole(new URLSearchParams('oc=2.7&ch=-1'))).toMatchObject({ adults: 2, children: 0 });
  });
});
