// The iGMS direct-booking widget's API, in iGMS's answer envelope ({ data, meta }; errors { error: { message,
// code } }). get-payout prices a stay: the listing, the stay as the server understood it, the breakdown
// (priceBase, priceFees, customFees, priceTaxes, each fee a { feeType, amount }) and the payment schedule, in the
// listing's currency; it sends no total. book answers the reservation code.
import { stayReader } from '../../server/stay-reader.ts';
import { addDays, money, quoteStay, stayProblem, type Stay, type StayProblem } from '../../server/fixtures.ts';
import { BALANCE_DAYS_BEFORE, CASITAS, CURRENCY, CUSTOM_FEES, DEPOSIT, TODAY, type Casita } from './data.ts';

export type Answer = { status: number; body: unknown };
export interface Reservation {
  reservationCode: string;
  casita: Casita;
  stay: Stay;
  guest: { firstName: string; lastName: string; email: string };
}

export const casitaByUuid = (uuid: unknown): Casita | undefined => CASITAS.find((c) => c.uuid === uuid);

export const stayOf = stayReader({ fields: { checkin: 'checkIn', checkout: 'checkOut', adults: 'adults', children: 'children' }, dates: 'as-sent' });

const DETAIL: Record<StayProblem['kind'], (p: any) => string> = {
  dates: () => 'Check-out must be after check-in.',
  'min-stay': (p) => `Minimum stay for these dates is ${p.minNights} nights.`,
  occupancy: (p) => `This listing sleeps at most ${p.maxGuests} guests.`,
  unavailable: (p) => `The listing is not available on ${p.night}.`,
};

const failure = (status: number, message: string, code: string): Answer => ({ status, body: { error: { message, code } } });

/** 4xx { error: { message, code } } when the stay cannot be booked, null when it can. */
function refuse(casita: Casita | undefined, stay: Stay): Answer | null {
  if (!casita) return failure(404, 'Listing not found.', 'not_found');
  const p = stayProblem(casita, stay);
  return p ? failure(422, DETAIL[p.kind](p), p.kind) : null;
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
      data: {
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
      meta: [],
    },
  };
}

/** POST /api/direct-booking-widget/book { listingUuid, checkIn, checkOut, adults, children, guest }: iGMS's
 * book-property answer { data: { reservation_code, platform_type } }. */
export function book(body: Record<string, any> | null, record: (key: string, make: (code: string) => Reservation) => Reservation): Answer {
  const casita = casitaByUuid(body?.listingUuid);
  const stay = stayOf({ get: (k) => (body?.[k] == null ? null : String(body[k])) });
  const refused = refuse(casita, stay);
  if (refused || !casita) return refused as Answer;
  const g = body?.guest ?? {};
  if (!String(g.firstName ?? '').trim() || !String(g.email ?? '').includes('@')) return failure(422, 'First name and email are required.', 'validation_error');
  const guest = { firstName: String(g.firstName), lastName: String(g.lastName ?? ''), email: String(g.email) };
  const r = record(JSON.stringify([casita.uuid, stay, guest.email]), (reservationCode) => ({ reservationCode, casita, stay, guest }));
  return { status: 200, body: { data: { reservation_code: r.reservationCode, platform_type: 'direct' }, meta: [] } };
}
