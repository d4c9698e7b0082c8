// The site's API (fetch, form-encoded requests, JSON answers):
//   POST /api/pris     hus, ankomst, afrejse, voksne, boern
//        -> { ok: true, pris: { total, linjer: [{ tekst, beloeb }] } }  or  { ok: false, fejl }
//   POST /api/booking  the same fields plus navn, email, rabatkode (optional)
//        -> { ok: true, booking: { nummer, hus, husnavn, ankomst, afrejse, total, linjer: [{ tekst, beloeb }] } }
//        or { ok: false, fejl }; a promo code is a negative line "Rabat <CODE>"
import { money, nightsOf } from '../server/fixtures.ts';
import { CLEANING, HOUSES, PROMO_CODES, type House } from './data.ts';

export interface StayForm {
  hus: string;
  ankomst: string;
  afrejse: string;
  voksne: number;
  boern: number;
}

export const houseById = (id: unknown): House | undefined => HOUSES.find((h) => h.id === Number(id));
export const free = (h: House, ankomst: string, afrejse: string): boolean => !ankomst || !afrejse || nightsOf(ankomst, afrejse).every((n) => !h.booked.includes(n));

/** The search: houses that sleep the party and are free for the stay. */
export const available = (ankomst: string, afrejse: string, guests: number): House[] => HOUSES.filter((h) => h.sleeps >= guests && free(h, ankomst, afrejse));

export function problem(h: House | undefined, s: StayForm): string | null {
  if (!h) return 'Feriehuset findes ikke';
  if (!s.ankomst || !s.afrejse || s.afrejse <= s.ankomst) return 'Vælg ankomst og afrejse';
  if (nightsOf(s.ankomst, s.afrejse).length < h.minNights) return `Minimumsophold er ${h.minNights} nætter`;
  if (!free(h, s.ankomst, s.afrejse)) return 'Feriehuset er optaget i perioden';
  if (s.voksne + s.boern > h.sleeps) return `Højst ${h.sleeps} personer`;
  return null;
}

export function price(h: House, s: StayForm, code?: string) {
  const rent = nightsOf(s.ankomst, s.afrejse).length * h.nightly;
  const linjer = [
    { tekst: 'Leje', beloeb: rent },
    { tekst: 'Slutrengøring', beloeb: CLEANING },
  ];
  const pct = code ? PROMO_CODES[code] : undefined;
  if (pct) linjer.push({ tekst: `Rabat ${code}`, beloeb: -money((rent * pct) / 100) });
  return { total: money(linjer.reduce((t, l) => t + l.beloeb, 0)), linjer };
}

export const stayOf = (f: URLSearchParams): StayForm => ({
  hus: f.get('hus') ?? '',
  ankomst: f.get('ankomst') ?? '',
  afrejse: f.get('afrejse') ?? '',
  voksne: Number(f.get('voksne') || 0),
  boern: Number(f.get('boern') || 0),
});

export function quote(s: StayForm) {
  const h = houseById(s.hus);
  const fejl = problem(h, s);
  return fejl || !h ? { ok: false, fejl } : { ok: true, pris: price(h, s) };
}
