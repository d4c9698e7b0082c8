// Reading a stay (dates and party) out of what a site receives: a query, a posted form, a JSON body. Sites differ
// only in the field names, the date order and the party a blank field stands for, so each says just those.
import { fromDayFirst, fromMonthFirst, isoOrBlank } from './dates.ts';
import type { Stay } from './fixtures.ts';

/** How dates arrive: ISO (checked), 12/17/2026, 17/12/2026, or exactly as sent (checked later by stayProblem). */
export type DateOrder = 'iso' | 'month-first' | 'day-first' | 'as-sent';

export interface StayReading {
  /** the field names of checkin, checkout, adults and children */
  fields: { checkin: string; checkout: string; adults: string; children: string };
  /** 'iso' unless told */
  dates?: DateOrder;
  /** the separator of month-first and day-first dates ('/' unless told) */
  sep?: string;
  /** the count a blank or zero field stands for (adults 1, children 0 unless told) */
  defaults?: { adults?: number; children?: number };
  /** how a count is read (`Number`, unless the site clamps or truncates) */
  count?: (raw: string) => number;
}

/** A URLSearchParams, anything else with `get`, a record (a parsed form or JSON body), or a reading function. */
export type StaySource = { get(name: string): unknown } | Record<string, unknown> | ((name: string) => unknown);

function readField(source: StaySource, name: string): string {
  if (typeof source === 'function') return text(source(name));
  if (typeof source.get === 'function') return text((source as { get(n: string): unknown }).get(name));
  return text((source as Record<string, unknown>)[name]);
}

function text(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return first == null ? '' : String(first);
}

const DATE_READERS: Record<DateOrder, (value: string, sep: string) => string> = {
  iso: (v) => isoOrBlank(v),
  'month-first': fromMonthFirst,
  'day-first': fromDayFirst,
  'as-sent': (v) => v,
};

export function stayReader(reading: StayReading): (source: StaySource) => Stay {
  const { fields, dates = 'iso', sep = '/', defaults = {}, count = Number } = reading;
  const date = DATE_READERS[dates];
  return (source) => {
    const read = (name: string) => readField(source, name);
    return {
      checkin: date(read(fields.checkin), sep),
      checkout: date(read(fields.checkout), sep),
      adults: count(read(fields.adults)) || (defaults.adults ?? 1),
      children: count(read(fields.children)) || (defaults.children ?? 0),
    };
  };
}
