// What the Hostfully widget's JSONP endpoints answer. Field names follow Hostfully's quote (API v3.3: rent with
// netPrice/taxAmount/totalAmount and nightly rentBreakdowns, fees typed CLEANING/TAX/CUSTOM, securityDeposit,
// totalPrice); a stay the property's rules refuse answers { valid: false, violated_rules: [...] }.
import { addDays, isAvailable, isIsoDate, nightsOf, quoteStay, stayProblem, sum, type Stay, type StayProblem } from '../kit/fixtures.ts';
import { CABINS, CURRENCY, type Cabin } from './data.ts';

export interface Lead {
  leadUid: string;
  cabin: Cabin;
  stay: Stay;
  firstName: string;
  email: string;
}

export const cabinByUid = (uid: unknown): Cabin | undefined => CABINS.find((c) => c.uid === uid);

export function stayOf(q: URLSearchParams): Stay {
  return { checkin: q.get('checkIn') ?? '', checkout: q.get('checkOut') ?? '', adults: Number(q.get('adults')) || 1, children: Number(q.get('children')) || 0 };
}

const RULES: Record<StayProblem['kind'], (p: any) => string> = {
  dates: () => 'Check-out must be after check-in.',
  'min-stay': (p) => `Minimum stay for these dates is ${p.minNights} nights.`,
  occupancy: (p) => `Maximum occupancy is ${p.maxGuests} guests.`,
  unavailable: () => 'These dates are not available.',
};

/** The rules a stay breaks, as the widget shows them (null when bookable). */
function violated(cabin: Cabin | undefined, stay: Stay) {
  if (!cabin) return { valid: false, violated_rules: ['Unknown property.'] };
  const p = stayProblem(cabin, stay);
  return p ? { valid: false, violated_rules: [RULES[p.kind](p)] } : null;
}

/** …/api/widget/search?checkIn&checkOut&adults&children&callback (Hostfully's search widget): the cabins free and
 * big enough for the stay. */
export function searchAnswer(q: URLSearchParams) {
  const stay = stayOf(q);
  const found = CABINS.filter((c) => !stayProblem(c, stay));
  return { valid: true, total: found.length, properties: found.map((c) => ({ propertyUid: c.uid, name: c.name, city: c.area, bedrooms: c.bedrooms, maxGuests: c.maxGuests, minStay: c.minNights })) };
}

/** …/api/widget/quote?propertyUid&checkIn&checkOut&adults&children&pets&discountCode&callback */
export function quoteAnswer(q: URLSearchParams) {
  const cabin = cabinByUid(q.get('propertyUid'));
  const stay = stayOf(q);
  const refused = violated(cabin, stay);
  if (refused || !cabin) return refused;
  const quote = quoteStay(cabin, stay);
  const fee = (name: string, type: string, amount: number, scope: string) => ({ name, type, amountType: type === 'TAX' ? 'TAX' : 'AMOUNT', scope, netPrice: amount, taxAmount: 0, totalAmount: amount });
  return {
    valid: true,
    quote: {
      propertyUid: cabin.uid,
      checkInDate: stay.checkin,
      checkOutDate: stay.checkout,
      adultCount: stay.adults,
      childrenCount: stay.children,
      petCount: Number(q.get('pets')) || 0,
      currency: CURRENCY,
      rent: {
        netPrice: quote.rent,
        taxAmount: 0,
        totalAmount: quote.rent,
        rentBreakdowns: quote.nights.map((n) => ({ nightlyDate: n.date, nightlyAmount: n.rate, nightlyBaseAmount: cabin.nightly })),
      },
      fees: [
        ...quote.fees.map((f) => fee(f.name, f.name === 'Cleaning Fee' ? 'CLEANING' : 'CUSTOM', f.amount, f.name === 'Cleaning Fee' ? 'PER_STAY' : 'PER_NIGHT')),
        ...quote.taxes.map((t) => fee(t.name, 'TAX', t.amount, t.name.includes('Sales') ? 'PERCENTAGE_OF_TOTAL' : 'PERCENTAGE_OF_RENT')),
      ],
      securityDeposit: cabin.securityDeposit,
      totalPrice: quote.total,
      totalWithoutTaxes: quote.rent + sum(quote.fees),
    },
  };
}

/** …/api/widget/lead?propertyUid&checkIn&checkOut&adults&children&firstName&lastName&email&callback: the booked lead. */
export function leadAnswer(q: URLSearchParams, book: (key: string, make: (uid: string) => Lead) => Lead) {
  const cabin = cabinByUid(q.get('propertyUid'));
  const stay = stayOf(q);
  const refused = violated(cabin, stay);
  if (refused || !cabin) return refused;
  const email = q.get('email') ?? '';
  if (!(q.get('firstName') ?? '').trim() || !email.includes('@')) return { valid: false, violated_rules: ['First name and email are required.'] };
  const lead = book(JSON.stringify([cabin.uid, stay, email]), (leadUid) => ({ leadUid, cabin, stay, firstName: q.get('firstName') ?? '', email }));
  return { valid: true, leadUid: lead.leadUid, status: 'BOOKED', propertyUid: cabin.uid, checkInDate: stay.checkin, checkOutDate: stay.checkout, totalPrice: quoteStay(cabin, stay).total };
}

/** …/api/widget/availability?propertyUid&from&callback: the widget's calendar, 60 days from `from` (a month start). */
export function availabilityAnswer(q: URLSearchParams) {
  const cabin = cabinByUid(q.get('propertyUid'));
  const from = q.get('from') ?? '';
  if (!cabin || !isIsoDate(from)) return { valid: false, violated_rules: ['Unknown property or date.'] };
  const days = nightsOf(from, addDays(from, 60)).map((date) => ({ date, available: isAvailable(cabin, date, addDays(date, 1)), minStay: cabin.minNights }));
  return { valid: true, propertyUid: cabin.uid, days };
}
