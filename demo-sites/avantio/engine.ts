// Avantio's booking engine calls and steps, as the engine's pages make them:
//   POST /ajax/list.php   xajax 0.2 request (xajax = function name, xajaxr = ms, xajaxargs[] = <xjxquery><q>the
//                         search form, urlencoded</q></xjxquery>) -> xajax XML: <xjx><cmd n="as" t="listado"
//                         p="innerHTML"><![CDATA[results markup]]></cmd></xjx>
//   POST /set-step2       form-urlencoded stay of the chosen accommodation -> JSON { result: 'ok', precio: { total,
//                         moneda, desglose }, url } or { result: 'error', msg }; amounts as Spanish text (1.234,56)
// and the pages after it (step2 guest data, reservarAlojamiento.php, reservarTpv.php, bookpay.php).
import { isAvailable, Ledger, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { esc, field, parseForm, type Form } from '../server/http.ts';
import { formatAmount } from '../server/money.ts';
import { stayReader } from '../server/stay-reader.ts';
import { ACCOMMODATIONS, FIRST_BOOKING, type Accommodation } from './data.ts';

/** The engine's stay fields (FRM…): dd/mm/yyyy dates, adults and children (FRMNinyos, Avantio's "niños"). */
export const stayOf = stayReader({ fields: { checkin: 'FRMEntrada', checkout: 'FRMSalida', adults: 'FRMAdultos', children: 'FRMNinyos' }, dates: 'day-first' });
export const importe = (n: number) => formatAmount(n, { thousands: '.', decimal: ',' });
export const byId = (id: unknown): Accommodation | undefined => ACCOMMODATIONS.find((a) => String(a.id) === String(id));

/** The search form inside an xajax argument: `<xjxquery><q>a=1&b=2</q></xjxquery>`. */
export function xjxQuery(arg: string): URLSearchParams {
  return new URLSearchParams(/<q>([\s\S]*)<\/q>/.exec(arg)?.[1] ?? '');
}
const xjx = (target: string, markup: string) =>
  `<?xml version="1.0" encoding="utf-8" ?><xjx><cmd n="as" t="${target}" p="innerHTML"><![CDATA[${markup}]]></cmd></xjx>`;

const stayQuery = (id: number, stay: Form | URLSearchParams) => {
  const get = (n: string) => (stay instanceof URLSearchParams ? stay.get(n) ?? '' : field(stay, n));
  return new URLSearchParams({ idAlojamiento: String(id), FRMEntrada: get('FRMEntrada'), FRMSalida: get('FRMSalida'), FRMAdultos: get('FRMAdultos'), FRMNinyos: get('FRMNinyos') || '0' }).toString();
};

/** POST /ajax/list.php (xajax listarAlojamientos): the accommodations free for the stay that sleep the party. */
export function listAnswer(body: string): string {
  const form = xjxQuery(field(parseForm(body), 'xajaxargs')); // parseForm files xajaxargs[] under xajaxargs
  const stay = stayOf(form);
  const found = ACCOMMODATIONS.filter((a) => stay.adults + stay.children <= a.maxGuests && isAvailable(a, stay.checkin, stay.checkout));
  const cards = found.map((a) => {
    const from = quoteStay(a, { ...stay, checkout: stay.checkin < stay.checkout ? stay.checkout : stay.checkin });
    return `<div class="alojamiento" data-id="${a.id}"><h3 class="nombre">${esc(a.name)}</h3><p>${a.bedrooms} dormitorios · ${a.maxGuests} personas · estancia mínima ${a.minNights} noches</p>
<p class="precio-desde">Alquiler: ${importe(from.rent)} €</p><button type="button" class="btn reservar" data-id="${a.id}">Reservar</button><div class="presupuesto"></div></div>`;
  });
  const count = found.length ? `<p class="num-resultados">${found.length} alojamientos disponibles</p>` : '<p class="num-resultados">No hay alojamientos disponibles para estas fechas</p>';
  return xjx('listado', `<div class="resultados">${count}${cards.join('')}</div>`);
}

const MESSAGES: Record<string, (p: any) => string> = {
  dates: () => 'Las fechas seleccionadas no son correctas.',
  'min-stay': (p) => `La estancia mínima para estas fechas es de ${p.minNights} noches.`,
  occupancy: (p) => `El alojamiento admite un máximo de ${p.maxGuests} personas.`,
  unavailable: () => 'El alojamiento no está disponible en las fechas seleccionadas.',
};

/** The breakdown rows every step shows: rent with its nights, then the fees. */
export function breakdown(a: Accommodation, stay: Stay) {
  const q = quoteStay(a, stay);
  return { rows: [{ concepto: `Alquiler (${q.nights.length} noches)`, importe: q.rent }, ...q.fees.filter((f) => !f.optional).map((f) => ({ concepto: f.name, importe: f.amount }))], total: q.total };
}

/** POST /set-step2 -> the chosen stay priced, or why not. */
export function step2Answer(body: string) {
  const form = parseForm(body);
  const a = byId(field(form, 'idAlojamiento'));
  const stay = stayOf(form);
  const problem = a ? stayProblem(a, stay) : { kind: 'unavailable' as const, night: stay.checkin };
  if (!a || problem) return { result: 'error', msg: MESSAGES[problem!.kind](problem) };
  const b = breakdown(a, stay);
  return {
    result: 'ok',
    alojamiento: { id: a.id, nombre: a.name },
    fechaEntrada: field(form, 'FRMEntrada'), fechaSalida: field(form, 'FRMSalida'), adultos: stay.adults, ninos: stay.children,
    precio: { total: importe(b.total), moneda: 'EUR', desglose: b.rows.map((r) => ({ concepto: r.concepto, importe: importe(r.importe) })) },
    url: `/es/book/step2?${stayQuery(a.id, form)}`,
  };
}

export interface Booking { id: number; a: Accommodation; stay: Stay; entrada: string; salida: string; paid: boolean }
export const newLedger = () => new Ledger<Booking>(FIRST_BOOKING);
