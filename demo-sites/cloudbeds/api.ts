// The Cloudbeds booking engine's public calls, as the engine page makes them (form-urlencoded POSTs, JSON answers).
// Field names follow the public clients listed in demo-sites/cloudbeds/SOURCES.md.
import { isAvailable, Ledger, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { field, parseForm, parseJson } from '../server/http.ts';
import { FIRST_RESERVATION, PROPERTY, ROOM_TYPES, type RoomType } from './data.ts';

const byRate = (rateId: unknown): RoomType | undefined => ROOM_TYPES.find((r) => r.rateId === String(rateId));
type Rate = { rateId?: string; adults?: number | string; kids?: number | string };
const rateList = (raw: string): Rate[] => {
  const v = parseJson(raw);
  return Array.isArray(v) ? v : [];
};

/** POST /booking/rooms (checkin, checkout, currency_code, lang, widget_property) -> { total, room_types, … } */
export function roomsAnswer(body: string) {
  const f = parseForm(body);
  const checkin = field(f, 'checkin');
  const checkout = field(f, 'checkout');
  if (field(f, 'widget_property') !== PROPERTY.id) return { total: 0, room_types: [], currency_rate: 1, website_source_id: null, ma_rates: false };
  const open = ROOM_TYPES.filter((r) => isAvailable(r, checkin, checkout));
  return {
    total: open.length,
    room_types: open.map((r) => {
      const q = quoteStay(r, { checkin, checkout, adults: 1, children: 0 });
      return {
        room_type_id: r.roomTypeId, rate_id: r.rateId, room_type_name: r.name, room_type_title: r.name,
        rate_basic: q.rent, rate_min: Math.min(...q.nights.map((n) => n.rate)), rate_max: Math.max(...q.nights.map((n) => n.rate)),
        detailed_rates: q.nights.map((n) => ({ date: n.date, rate: n.rate, base_rate: n.rate })),
        num_available_now: 1, remaining: 1, max_rooms: 1, max_guests: String(r.maxGuests), max_adults: String(r.maxGuests), max_children: '2',
        features: [`${r.bedrooms} bedrooms`], unit_ids: [],
      };
    }),
    currency_rate: 1,
    website_source_id: 'BE',
    ma_rates: false,
  };
}

const MESSAGES: Record<string, (p: any) => string> = {
  dates: () => 'Please select valid dates.',
  'min-stay': (p) => `This accommodation requires a minimum stay of ${p.minNights} nights.`,
  occupancy: (p) => `The maximum number of guests for this accommodation is ${p.maxGuests}.`,
  unavailable: () => 'The selected accommodation is no longer available for these dates.',
};

const stayOf = (checkin: string, checkout: string, rate: Rate): Stay => ({ checkin, checkout, adults: Number(rate.adults) || 1, children: Number(rate.kids) || 0 });

/** POST /booking/calculateTotals (lang, data[checkIn], data[checkOut], data[currency], data[rates] as JSON,
 * property_id) -> { success, data: { checkIn, checkOut, days, rooms, taxes, fees, total, grandTotal, … } } or
 * { success: false, statusMessage, statusCode, errorCode } */
export function totalsAnswer(body: string) {
  const f = parseForm(body);
  const checkin = field(f, 'data[checkIn]');
  const checkout = field(f, 'data[checkOut]');
  const [rate] = rateList(field(f, 'data[rates]'));
  const room = rate && byRate(rate.rateId);
  const stay = stayOf(checkin, checkout, rate ?? {});
  const problem = room ? stayProblem(room, stay) : { kind: 'unavailable' as const, night: checkin };
  if (!room || problem) return { success: false, data: null, statusMessage: MESSAGES[problem!.kind](problem), statusCode: 400, errorCode: problem!.kind };
  const q = quoteStay(room, stay);
  const group = (lines: { name: string; amount: number }[]) => ({
    total: Math.round(lines.reduce((t, l) => t + l.amount, 0) * 100) / 100,
    data: lines.map((l, i) => ({ id: `${room.roomTypeId}-${i + 1}`, name: l.name, credit: l.amount, name_langs: null })),
  });
  return {
    success: true,
    data: {
      checkIn: checkin, checkOut: checkout, days: q.nights.length,
      rooms: [{ name: room.name, adults: stay.adults, kids: stay.children, count: 1, rateId: room.rateId, isPrivate: true, addons: [], rateWithoutInclusiveTaxAndFees: q.rent }],
      addAdults: 0, addAdultsPrice: 0, addKids: 0, addKidsPrice: 0,
      taxes: group(q.taxes), fees: group(q.fees),
      total: q.rent, deposit: 0, grandTotal: q.total,
      totalAdults: stay.adults, totalKids: stay.children, cntRooms: 1, totalGuests: stay.adults + stay.children,
      addons: [], currencyRate: 1, cart_token: `ct_${room.rateId}_${checkin}_${checkout}_${stay.adults}`,
    },
    statusMessage: null, statusCode: 200, errorCode: null,
  };
}

export interface Booking { id: number; rateId: string; checkin: string; checkout: string; total: number }

/** POST /booking/prepare (widget_property, selected_checkin, selected_checkout, rooms = { rateId: [{ adults, kids }] }
 * as JSON, cart_token, guest fields…) -> { success, id, reservation_id, enc_res_id, customer_id, status, … } */
export function prepareAnswer(body: string, ledger: Ledger<Booking>) {
  const f = parseForm(body);
  const checkin = field(f, 'selected_checkin');
  const checkout = field(f, 'selected_checkout');
  const rooms = (parseJson(field(f, 'rooms')) ?? {}) as Record<string, Rate[]>;
  const [rateId] = Object.keys(rooms);
  const room = byRate(rateId);
  const stay = stayOf(checkin, checkout, rooms[rateId]?.[0] ?? {});
  const problem = room ? stayProblem(room, stay) : { kind: 'unavailable' as const, night: checkin };
  if (!room || problem || !field(f, 'email').includes('@') || field(f, 'agree') !== '1')
    return { success: false, id: null, reservation_id: null, enc_res_id: null, status: null, statusMessage: problem ? MESSAGES[problem.kind](problem) : 'Please fill in the required fields.', errorCode: 'validation' };
  const b = ledger.record(`${rateId}|${checkin}|${checkout}|${field(f, 'email')}`, (id) => ({ id, rateId, checkin, checkout, total: quoteStay(room, stay).total }));
  return { success: true, id: b.id, reservation_id: String(b.id), enc_res_id: `enc${b.id.toString(36)}`, customer_id: b.id + 5000, status: 'confirmed', statusMessage: null, message: null, payment_url: null };
}

/** GET /booking/confirmation?data_res=<enc_res_id> -> { success, data: { property_id, status, mail_info: { reservation_id,
 * checkin_date, checkout_date, grand_total, currency_from, booking_rooms: [{ room_type_id }] } } } (the JSON reading of
 * index file id 56727704307's getConfirmation); an unknown id -> { success: false, data: null } */
export function confirmationAnswer(dataRes: string | null, ledger: Ledger<Booking>) {
  const b = /^enc[0-9a-z]+$/.test(dataRes ?? '') ? ledger.find(parseInt(dataRes!.slice(3), 36)) : undefined;
  if (!b) return { success: false, data: null, statusMessage: 'Reservation not found' };
  const mail = { reservation_id: String(b.id), checkin_date: b.checkin, checkout_date: b.checkout, grand_total: b.total.toFixed(2), currency_from: PROPERTY.currency, booking_rooms: [{ room_type_id: byRate(b.rateId)?.roomTypeId }] };
  return { success: true, data: { property_id: String(PROPERTY.id), status: 'confirmed', mail_info: mail } };
}

export const newLedger = () => new Ledger<Booking>(FIRST_RESERVATION);
