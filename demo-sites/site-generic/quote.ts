// The site's two PHP endpoints the chalet page calls (GET, query string; dd/mm/yyyy dates):
//   /properties/availability?propid&checkin&checkout&adults&children
//        -> { available: true, nights } or { available: false, reason }
//   /getquote.php?propid&checkin&checkout&adults&children
//        -> { ok: true, quote: { nights, total: "R$ 3.825,00", items: { label: "R$ …" } } } or { ok: false, error }
import { fromDayFirst } from '../server/dates.ts';
import { formatMoney } from '../server/money.ts';
import { money, nightsOf } from '../server/fixtures.ts';
import { CHALETS, CLEANING, SERVICE_RATE, type Chalet } from './data.ts';

export const brl = (n: number): string => formatMoney(n, 'R$ ', { thousands: '.', decimal: ',' });
export const isoOf = (dmy: string | null): string => fromDayFirst(dmy ?? '', '/');
export const chaletById = (id: unknown): Chalet | undefined => CHALETS.find((c) => c.id === Number(id));

/** Why a stay cannot be booked ('' when it can). */
export function problemOf(c: Chalet, checkin: string, checkout: string, guests: number): string {
  if (!checkin || !checkout || checkout <= checkin) return 'Informe as datas de entrada e saída.';
  const nights = nightsOf(checkin, checkout);
  if (nights.length < c.minNights) return `Estadia mínima de ${c.minNights} noites.`;
  if (nights.some((n) => c.booked.includes(n))) return 'Datas indisponíveis para este chalé.';
  if (guests > c.sleeps) return `Capacidade máxima de ${c.sleeps} hóspedes.`;
  return '';
}

export function availability(q: URLSearchParams) {
  const c = chaletById(q.get('propid'));
  const [checkin, checkout] = [isoOf(q.get('checkin')), isoOf(q.get('checkout'))];
  const guests = Number(q.get('adults') || 0) + Number(q.get('children') || 0);
  if (!c) return { available: false, reason: 'Chalé não encontrado.' };
  const reason = problemOf(c, checkin, checkout, guests);
  return reason ? { available: false, reason } : { available: true, nights: nightsOf(checkin, checkout).length };
}

export function stayPrice(c: Chalet, checkin: string, checkout: string) {
  const nights = nightsOf(checkin, checkout).length;
  const rent = nights * c.nightly;
  const service = money(rent * SERVICE_RATE);
  return { nights, rent, service, total: money(rent + CLEANING + service) };
}

export function getQuote(q: URLSearchParams) {
  const c = chaletById(q.get('propid'));
  const [checkin, checkout] = [isoOf(q.get('checkin')), isoOf(q.get('checkout'))];
  const guests = Number(q.get('adults') || 0) + Number(q.get('children') || 0);
  const problem = c ? problemOf(c, checkin, checkout, guests) : 'Chalé não encontrado.';
  if (!c || problem) return { ok: false, error: problem };
  const p = stayPrice(c, checkin, checkout);
  return { ok: true, quote: { nights: p.nights, total: brl(p.total), items: { [`Diárias (${p.nights})`]: brl(p.rent), 'Taxa de limpeza': brl(CLEANING), 'Taxa de serviço': brl(p.service) } } };
}
