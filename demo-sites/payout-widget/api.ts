// The direct-booking widget's API. get-payout prices a stay: the listing, the stay as the server understood it,
// the breakdown (priceBase, priceFees, customFees, priceTaxes, each fee a { feeType, amount }) and the payment
// schedule, in the listing's currency; it sends no total. A stay it refuses answers 400 { detail }.
import { addDays, money, quoteStay, stayProblem, type Stay, type StayProblem } from '../kit/fixtures.ts';
import { BALANCE_DAYS_BEFORE, CASITAS, CURRENCY, CUSTOM_FEES, DEPOSIT, TODAY, type Casita } from './data.ts';

export type Answer = { status: number; body: unknown };
export interface Reservation {
  reservationCode: string;
  casita: Casita;
  stay: Stay;
  guest: { firstName: string; lastName: string; email: string };
}

export const casitaByUuid = (uuid: unknown): Casita | undefined => CASITAS.find((c) => c.uuid === uuid);

export function stayOf(q: { get(k: string): string | null }): Stay {
  return { checkin: q.get('checkIn') ?? '', checkout: q.get('checkOut') ?? '', adults: Number(q.get('adults')) || 1, children: Number(q.get('children')) || 0 };
}

const DETAIL: Record<StayProblem['kind'], (p: any) => string> = {
  dates: () => 'Check-out must be after check-in.',
  'min-stay': (p) => `Minimum stay for these dates is ${p.minNights} nights.`,
  occupancy: (p) => `This listing sleeps at most ${p.maxGuests} guests.`,
  unavailable: (p) => `The listing is not available on ${p.night}.`,
};

/** 400 { detail } when the stay cannot be booked, null when it can. */
function refuse(casita: Casita | undefined, stay: Stay): Answer | null {
  if (!casita) return { status: 404, body: { detail: 'Listing not found.' } };
  const p = stayProblem(casita, stay);
  return p ? { status: 400, body: { detail: DETAIL[p.kind](p) } } : null;
}

/** The payment schedule: the deposit today, the balance 30 days before arrival. */
export function schedule(checkin: string, total: number) {
  return [
    { dueDate: TODAY, amount: DEPOSIT },
    { dueDate: addDays(checkin, -BALANCE_DAYS_BEFORE), amount: money(total - DEPOSIT) },
  ];
}

/** GET /api/direct-booking-widget/get-payout?listingUuid&checkIn&checkOut&adults&children */
export function getPayout(q: URLSearchParams): Answer {
  const casita = casitaByUuid(q.get('listingUuid'));
  const stay = stayOf(q);
  const refused = refuse(casita, stay);
  if (refused || !casita) return refused as Answer;
  const quote = quoteStay(casita, stay);
  const fee = (f: { name: string; amount: number }) => ({ feeType: f.name, amount: f.amount });
  return {
    status: 200,
    body: {
      listingUuid: casita.uuid,
      listingName: casita.name,
      listingCurrency: CURRENCY,
      reservationDateCheckIn: stay.checkin,
      reservationDateCheckOut: stay.checkout,
      reservationNights: quote.nights.length,
      reservationGuests: { adults: stay.adults, children: stay.children },
      breakdown: {
        priceBase: quote.rent,
        priceFees: quote.fees.filter((f) => !CUSTOM_FEES.includes(f.name)).map(fee),
        customFees: quote.fees.filter((f) => CUSTOM_FEES.includes(f.name)).map(fee),
        priceTaxes: quote.taxes.map(fee),
      },
      payment: schedule(stay.checkin, quote.total),
    },
  };
}

/** GET /api/direct-booking-widget/search?checkIn&checkOut&adults&children: the listings free and big enough. */
export function search(q: URLSearchParams): Answer {
  const stay = stayOf(q);
  const found = CASITAS.filter((c) => !stayProblem(c, stay));
  return { status: 200, body: { count: found.length, listings: found.map((c) => ({ listingUuid: c.uuid, listingName: c.name, minNights: c.minNights })) } };
}

export function getListing(uuid: string): Answer {
  const c = casitaByUuid(uuid);
  if (!c) return { status: 404, body: { detail: 'Listing not found.' } };
  return { status: 200, body: { listingUuid: c.uuid, listingName: c.name, neighborhood: c.neighborhood, bedrooms: c.bedrooms, maxGuests: c.maxGuests, minNights: c.minNights, listingCurrency: CURRENCY } };
}

/** POST /api/direct-booking-widget/reserve { listingUuid, checkIn, checkOut, adults, children, guest } */
export function reserve(body: Record<string, any> | null, book: (key: string, make: (code: string) => Reservation) => Reservation): Answer {
  const casita = casitaByUuid(body?.listingUuid);
  const stay = stayOf({ get: (k) => (body?.[k] == null ? null : String(body[k])) });
  const refused = refuse(casita, stay);
  if (refused || !casita) return refused as Answer;
  const g = body?.guest ?? {};
  if (!String(g.firstName ?? '').trim() || !String(g.email ?? '').includes('@')) return { status: 400, body: { detail: 'First name and email are required.' } };
  const guest = { firstName: String(g.firstName), lastName: String(g.lastName ?? ''), email: String(g.email) };
  const r = book(JSON.stringify([casita.uuid, stay, guest.email]), (reservationCode) => ({ reservationCode, casita, stay, guest }));
  return { status: 201, body: { reservationCode: r.reservationCode, status: 'confirmed' } };
}

export function getReservation(r: Reservation | undefined): Answer {
  if (!r) return { status: 404, body: { detail: 'Reservation not found.' } };
  const total = quoteStay(r.casita, r.stay).total;
  return {
    status: 200,
    body: { reservationCode: r.reservationCode, status: 'confirmed', listingName: r.casita.name, checkIn: r.stay.checkin, checkOut: r.stay.checkout, guestFirstName: r.guest.firstName, total, payment: schedule(r.stay.checkin, total) },
  };
}
