// SuperControl's answers on this site: the availability calendar post (sc_calendar_post_v2.php, form fields,
// dd/mm/yyyy), the filter API (JSON, ISO dates), the quick price (new_get_price) and the full price quote
// (fullpricequote.ashx) with the payment schedule. Refusals are { success: false, msg }.
import { fromDayFirst, isoOrBlank, toDayFirst } from '../server/dates.ts';
import { addDays, money, quoteStay, stayProblem, type Stay, type StayProblem } from '../server/fixtures.ts';
import { BALANCE_WEEKS_BEFORE, COTTAGES, DEPOSIT_PERCENT, TODAY, type Cottage } from './data.ts';

type Fields = { get(name: string): string | null };

/** `2026-08-01` → `01/08/2026` (UK); and back ('' when it is neither). */
export const ukDate = (iso: string): string => toDayFirst(iso);
/** The booking widget sends dd/mm/yyyy, the filter API ISO dates. */
export const isoDate = (v: string): string => fromDayFirst(v) || isoOrBlank(v);

export const cottageById = (id: unknown): Cottage | undefined => COTTAGES.find((c) => c.id === Number(id));

export function stayOf(f: Fields): Stay {
  const checkin = isoDate(f.get('startdate') ?? '');
  const nights = Number(f.get('numbernights')) || 0;
  return { checkin, checkout: checkin && nights > 0 ? addDays(checkin, nights) : '', adults: Number(f.get('adults')) || 0, children: Number(f.get('children')) || 0 };
}

const MSG: Record<StayProblem['kind'], (c: Cottage, p: any) => string> = {
  dates: () => 'Please choose a start date and number of nights.',
  'min-stay': (c, p) => `${c.name} has a minimum stay of ${p.minNights} nights for the dates selected.`,
  occupancy: (c, p) => `${c.name} sleeps a maximum of ${p.maxGuests} guests.`,
  unavailable: () => 'Sorry, the dates you have selected are not available.',
};

/** The properties free for the stay and big enough for the party, with every wanted feature. */
export function availability(f: Fields, features: string[] = []) {
  const stay = stayOf(f);
  const found = COTTAGES.filter((c) => !stayProblem(c, stay) && features.every((x) => c.features.includes(x)));
  return {
    count: found.length,
    startdate: ukDate(stay.checkin),
    numbernights: Number(f.get('numbernights')) || 0,
    properties: found.map((c) => ({ propertyID: c.id, propertyname: c.name, village: c.village, sleeps: c.maxGuests, bedrooms: c.bedrooms, features: c.features, price: quoteStay(c, stay).total, url: `/cottages/${c.slug}/` })),
  };
}

/** The stay priced, or SuperControl's refusal. The quick price is per property: it checks the dates only; the
 * party is checked by the full quote. */
function priced(f: Fields, withParty: boolean) {
  const cottage = cottageById(f.get('propertyID'));
  if (!cottage) return { answer: { success: false, msg: 'Property not found.' } };
  const stay = stayOf(f);
  const head = { propertyID: cottage.id, propertyname: cottage.name, startdate: ukDate(stay.checkin), numbernights: Number(f.get('numbernights')) || 0 };
  const p = stayProblem(cottage, withParty ? stay : { ...stay, adults: 1, children: 0 });
  if (p) return { answer: { success: false, ...head, msg: MSG[p.kind](cottage, p) } };
  const q = quoteStay(cottage, stay);
  const price = { rent: q.rent, extras: q.fees.map((x) => ({ description: x.name, price: x.amount })), total: q.total, currency: 'GBP' };
  return { answer: { success: true, ...head, price }, stay, total: q.total };
}

/** POST /api/supercontrol/new_get_price: propertyID, startdate, numbernights. */
export const newGetPrice = (f: Fields) => priced(f, false).answer;

/** The payment schedule: a deposit today, the balance six weeks before arrival. */
export function payments(checkin: string, total: number) {
  const deposit = money((total * DEPOSIT_PERCENT) / 100);
  return [
    { description: 'Deposit', dueDate: ukDate(TODAY), amount: deposit },
    { description: 'Balance', dueDate: ukDate(addDays(checkin, -7 * BALANCE_WEEKS_BEFORE)), amount: money(total - deposit) },
  ];
}

/** GET fullpricequote.ashx?propertyID&startdate&numbernights&adults&children&infants */
export function fullPriceQuote(f: Fields) {
  const { answer, stay, total } = priced(f, true);
  if (!stay || total == null) return answer;
  return { ...answer, adults: stay.adults, children: stay.children, infants: Number(f.get('infants')) || 0, payments: payments(stay.checkin, total) };
}
