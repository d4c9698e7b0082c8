// Calendar dates as the demo sites write and read them. Inside a site every date is an ISO `yyyy-mm-dd` string;
// these helpers convert at the edges (forms, queries, answers) to the orders real sites use: month first
// (US: 12/17/2026), day first (UK, AU, EU: 17/12/2026). Never the real clock, so answers repeat exactly.

const DAY_MS = 86_400_000;
const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayNumber(value)) && addDays(value, 0) === value;
}

/** The value (trimmed) when it is an ISO date, else ''. */
export const isoOrBlank = (value: string): string => (isIsoDate(value.trim()) ? value.trim() : '');

const escapeForRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `dd<sep>dd<sep>yyyy` with its two first fields in the given order, as ISO; '' when it is not such a date. */
function parseTwoFirst(value: string, sep: string, monthFirst: boolean): string {
  const m = new RegExp(`^(\\d{2})${escapeForRegExp(sep)}(\\d{2})${escapeForRegExp(sep)}(\\d{4})$`).exec(value.trim());
  if (!m) return '';
  const iso = monthFirst ? `${m[3]}-${m[1]}-${m[2]}` : `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : '';
}

/** `2026-12-17` → `12/17/2026`; '' when it is not an ISO date. */
export const toMonthFirst = (iso: string, sep = '/'): string => (isIsoDate(iso) ? [iso.slice(5, 7), iso.slice(8, 10), iso.slice(0, 4)].join(sep) : '');

/** `12/17/2026` → `2026-12-17`; '' when it is not such a date. */
export const fromMonthFirst = (value: string, sep = '/'): string => parseTwoFirst(value, sep, true);

/** `2026-12-17` → `17/12/2026`; '' when it is not an ISO date. */
export const toDayFirst = (iso: string, sep = '/'): string => (isIsoDate(iso) ? [iso.slice(8, 10), iso.slice(5, 7), iso.slice(0, 4)].join(sep) : '');

/** `17/12/2026` → `2026-12-17`; '' when it is not such a date. */
export const fromDayFirst = (value: string, sep = '/'): string => parseTwoFirst(value, sep, false);

/** The US names most sites already use. */
export const toUsDate = (iso: string): string => toMonthFirst(iso);
export const fromUsDate = (us: string): string => fromMonthFirst(us);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-12-14` → `Dec 14, 2026`. */
export const toShortDate = (iso: string): string => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
