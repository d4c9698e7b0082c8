// The site's PHP scripts (all answer JSON; the field names are the agency's Spanish ones):
//   GET  /searchproperty.php?llegada&salida&adultos&ninos            the home page's availability box
//   GET  /get_properties.php?llegada&salida&adultos&ninos&tipo        the /apartments list's filter
//   GET  /get_properties_landing.php?destino&tipo                     a /destination/<slug> landing's type chips
//        -> { total, properties: [{ id, nombre, tipo, zona, dormitorios, plazas, precio, url }] }
//   GET  /ajax?property-price-details&id&llegada&salida&adultos&ninos  the property page's price box
//        -> { ok: true, total, moneda: "EUR", noches, desglose: [{ concepto, importe }] } or { ok: false, error }
//   POST /api/apartments/book  JSON { id, llegada, salida, adultos, ninos, nombre, email, pago: "tarjeta"|"llegada" }
//        -> { success: true, reserva: { codigo, id, apartamento, llegada, salida, adultos, ninos, total,
//             desglose }, redirect } or { success: false, error }
import { money, nightsOf } from '../server/fixtures.ts';
import { APARTMENTS, CLEANING, LINEN, TIPOS, type Apartment, type Tipo } from './data.ts';

export const apartmentById = (id: unknown): Apartment | undefined => APARTMENTS.find((a) => a.id === Number(id));
export const apartmentUrl = (a: Apartment): string => `/apartment/${a.slug}/${a.id}`;
export const tipoLabel = (t: Tipo): string => (TIPOS.find(([v]) => v === t) || ['', t])[1];

export interface Stay {
  id?: unknown;
  llegada?: string;
  salida?: string;
  adultos?: number;
  ninos?: number;
}

const free = (a: Apartment, llegada: string, salida: string) => !llegada || !salida || nightsOf(llegada, salida).every((n) => !a.booked.includes(n));

/** The three listing scripts share one filter: dates, guests, type, place. */
export function listProperties(q: URLSearchParams, place?: string) {
  const [llegada, salida] = [q.get('llegada') ?? '', q.get('salida') ?? ''];
  const guests = Number(q.get('adultos') || 0) + Number(q.get('ninos') || 0);
  const tipo = q.get('tipo') || '';
  const hits = APARTMENTS.filter((a) => (!place || a.place === place) && (!tipo || a.tipo === tipo) && a.sleeps >= guests && free(a, llegada, salida));
  return {
    total: hits.length,
    properties: hits.map((a) => ({ id: a.id, nombre: a.name, tipo: tipoLabel(a.tipo), zona: a.place, dormitorios: a.bedrooms, plazas: a.sleeps, precio: a.nightly, url: apartmentUrl(a) })),
  };
}

function problem(a: Apartment | undefined, s: Stay): string | null {
  if (!a) return 'Property not found';
  if (!s.llegada || !s.salida || s.salida <= s.llegada) return 'Please choose your arrival and departure dates';
  if (nightsOf(s.llegada, s.salida).length < a.minNights) return `Minimum stay is ${a.minNights} nights`;
  if (!free(a, s.llegada, s.salida)) return 'Sorry, the property is not available for these dates';
  if ((s.adultos ?? 0) + (s.ninos ?? 0) > a.sleeps) return `This property sleeps ${a.sleeps} guests at most`;
  return null;
}

export function price(a: Apartment, s: Stay) {
  const noches = nightsOf(s.llegada!, s.salida!).length;
  const guests = (s.adultos ?? 0) + (s.ninos ?? 0);
  const desglose = [
    { concepto: `Accommodation (${noches} nights)`, importe: noches * a.nightly },
    { concepto: 'Cleaning fee', importe: CLEANING },
    { concepto: 'Bed linen and towels', importe: guests * LINEN },
  ];
  return { noches, total: money(desglose.reduce((t, l) => t + l.importe, 0)), desglose };
}

export const stayOf = (q: URLSearchParams): Stay => ({ id: q.get('id'), llegada: q.get('llegada') ?? '', salida: q.get('salida') ?? '', adultos: Number(q.get('adultos') || 0), ninos: Number(q.get('ninos') || 0) });

export function priceDetails(s: Stay) {
  const a = apartmentById(s.id);
  const error = problem(a, s);
  if (error || !a) return { ok: false, error };
  const p = price(a, s);
  return { ok: true, moneda: 'EUR', noches: p.noches, total: p.total, desglose: p.desglose };
}

export const bookable = (s: Stay): Apartment | null => {
  const a = apartmentById(s.id);
  return a && !problem(a, s) ? a : null;
};
