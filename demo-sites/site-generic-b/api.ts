// The site's JSON API (fetch):
//   GET  /api/properties/fetch?checkIn&checkOut&adults&children&category=a,b&minPrice&maxPrice
//        -> { data: { total, properties: [{ id, name, area, bedrooms, sleeps, nightly, url }] } }
//   POST /api/v1/quote  { propertyId, checkIn, checkOut, adults, children }
//        -> { success: true, data: { propertyId, currency, nights, total, breakdown: [{ label, amount }] } }
//        or { success: false, error: { code, message } }
//   POST /api/v1/bookings  { propertyId, checkIn, checkOut, adults, children, name, email } -> { reference }
//   GET  /api/v1/bookings/<reference>/receipt
//        -> { booking: { reference, propertyId, propertyName, checkIn, checkOut, adults, children, currency,
//             total, breakdown: [{ label, amount }], status } }
import { money, nightsOf } from '../server/fixtures.ts';
import { CLEANING, HOMES, PRICE_ANY, TOURISM_DIRHAM, VAT_RATE, type Category, type Home } from './data.ts';

export const homeById = (id: unknown): Home | undefined => HOMES.find((h) => h.id === Number(id));
export const homeUrl = (h: Home): string => `/en/properties/${h.id}`;

const free = (h: Home, checkIn: string, checkOut: string) => !checkIn || !checkOut || nightsOf(checkIn, checkOut).every((n) => !h.booked.includes(n));

export function fetchProperties(q: URLSearchParams) {
  const [checkIn, checkOut] = [q.get('checkIn') ?? '', q.get('checkOut') ?? ''];
  const guests = Number(q.get('adults') || 0) + Number(q.get('children') || 0);
  const cats = (q.get('category') || '').split(',').filter(Boolean) as Category[];
  const [lo, hi] = [Number(q.get('minPrice') || PRICE_ANY[0]), Number(q.get('maxPrice') || PRICE_ANY[1])];
  const hits = HOMES.filter((h) => h.sleeps >= guests && h.nightly >= lo && h.nightly <= hi && (!cats.length || cats.some((c) => h.categories.includes(c))) && free(h, checkIn, checkOut));
  return { data: { total: hits.length, properties: hits.map((h) => ({ id: h.id, name: h.name, area: h.area, bedrooms: h.bedrooms, sleeps: h.sleeps, nightly: h.nightly, url: homeUrl(h) })) } };
}

export interface StayRequest {
  propertyId?: unknown;
  checkIn?: string;
  checkOut?: string;
  adults?: number;
  children?: number;
}

function problem(h: Home | undefined, s: StayRequest): { code: string; message: string } | null {
  if (!h) return { code: 'NOT_FOUND', message: 'Property not found' };
  if (!s.checkIn || !s.checkOut || s.checkOut <= s.checkIn) return { code: 'DATES', message: 'Please select check-in and check-out dates' };
  if (nightsOf(s.checkIn, s.checkOut).length < h.minNights) return { code: 'MIN_STAY', message: `Minimum stay is ${h.minNights} nights` };
  if (!free(h, s.checkIn, s.checkOut)) return { code: 'UNAVAILABLE', message: 'The property is not available for the selected dates' };
  if ((s.adults ?? 0) + (s.children ?? 0) > h.sleeps) return { code: 'OCCUPANCY', message: `Maximum ${h.sleeps} guests` };
  return null;
}

export function price(h: Home, s: StayRequest) {
  const nights = nightsOf(s.checkIn!, s.checkOut!).length;
  const rent = nights * h.nightly;
  const dirham = nights * h.bedrooms * TOURISM_DIRHAM;
  const vat = money((rent + CLEANING) * VAT_RATE);
  const breakdown = [
    { label: 'Accommodation', amount: rent },
    { label: 'Cleaning fee', amount: CLEANING },
    { label: 'Tourism Dirham', amount: dirham },
    { label: 'VAT 5%', amount: vat },
  ];
  return { nights, total: money(rent + CLEANING + dirham + vat), breakdown };
}

export function quote(s: StayRequest) {
  const h = homeById(s.propertyId);
  const error = problem(h, s);
  if (error || !h) return { success: false, error };
  const p = price(h, s);
  return { success: true, data: { propertyId: h.id, currency: 'AED', nights: p.nights, total: p.total, breakdown: p.breakdown } };
}

export const bookable = (s: StayRequest): Home | null => {
  const h = homeById(s.propertyId);
  return h && !problem(h, s) ? h : null;
};
