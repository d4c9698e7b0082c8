// The website's POST /api/icnea: the page scripts name the ICNEA web method in `ws` (DailyAvailability, Lodging,
// DailyRates) and send its JSON fields (id, arrival, departure as dd/mm/yyyy, people, language); the answer is
// ASP.NET's { d: "<the method's JSON as a string>" }, as ICNEA's WebService.asmx answers (demo-sites/icnea/SOURCES.md).
import { isBooked, nightsOf, rateOn, stayProblem, type Stay } from '../server/fixtures.ts';
import { parseJson } from '../server/http.ts';
import { stayReader } from '../server/stay-reader.ts';
import { LODGINGS, type Lodging } from './data.ts';

/** The stay of a web-method call: dd/mm/yyyy dates, `people` the whole party. */
export const stayOfCall = stayReader({ fields: { checkin: 'arrival', checkout: 'departure', adults: 'people', children: 'children' }, dates: 'day-first' });
const byId = (id: unknown): Lodging | undefined => LODGINGS.find((l) => String(l.id) === String(id));
const wrapped = (method: string, value: unknown) => ({ d: JSON.stringify({ [method]: value }) });

const MESSAGES: Record<string, (p: any) => string> = {
  dates: () => 'Les dates no són vàlides.',
  'min-stay': (p) => `L'estada mínima és de ${p.minNights} nits.`,
  occupancy: (p) => `La capacitat màxima d'aquest allotjament és de ${p.maxGuests} persones.`,
  unavailable: () => "L'allotjament no està disponible en aquestes dates.",
};

/** The lodging record (ICNEA's inventory field names). */
export const lodgingRecord = (l: Lodging) => ({
  lodging_id: l.id, lodging_type: l.type, lodging_public_name: l.name, lodging_city: "L'Escala",
  lodging_maximum_capacity: l.maxGuests, lodging_number_of_rooms: l.bedrooms, lodging_number_of_bathrooms: l.bathrooms,
});

function dailyAvailability(stay: Stay) {
  return LODGINGS.map((l) => ({
    ...lodgingRecord(l),
    available: !stayProblem(l, stay),
    dates: nightsOf(stay.checkin, stay.checkout).map((date) => ({ date, availability: !isBooked(l, date) })),
  })).filter((l) => l.available);
}

function dailyRates(l: Lodging, stay: Stay) {
  const problem = stayProblem(l, stay);
  const nights = stay.checkin && stay.checkout && stay.checkout > stay.checkin ? nightsOf(stay.checkin, stay.checkout) : [];
  const rates = nights.map((date) => ({
    date, price: rateOn(l, date), people: stay.adults, minimum_stay: l.minNights,
    closed_to_arrival: 'false', closed_to_departure: 'false', available: !isBooked(l, date),
  }));
  return { DailyRates: rates, currency: 'EUR', ...(problem && { error_message: MESSAGES[problem.kind](problem) }) };
}

/** POST /api/icnea (JSON body, the method in `ws`) or POST /WebService.asmx/<method> (gls-icnea.php's call, index
 * file id 53412100115: the method in the path, the same JSON fields) -> { d: "…" } */
export function icneaAnswer(body: string, method?: string) {
  const f = (parseJson(body) ?? {}) as Record<string, unknown>;
  const ws = method ?? String(f.ws ?? '');
  const stay = stayOfCall(f);
  if (ws === 'DailyAvailability') return wrapped('DailyAvailability', dailyAvailability(stay));
  const l = byId(f.id);
  if (!l) return { d: JSON.stringify({ error_message: "L'allotjament no existeix." }) };
  if (ws === 'Lodging') return wrapped('Lodging', lodgingRecord(l));
  if (ws === 'DailyRates') return { d: JSON.stringify(dailyRates(l, stay)) };
  return { d: JSON.stringify({ error_message: `Mètode desconegut: ${ws}` }) };
}
