// Serra Verde Temporada: mountain chalets in Campos do Jordão and Monte Verde (Serra da Mantiqueira, Brazil), an
// independent PHP site with no booking platform. Everything the site shows and answers comes from this data;
// truth.json is written from it. Brazilian reais, dd/mm/yyyy dates.

export interface Chalet {
  id: number;
  name: string;
  town: string;
  /** 0 = studio */
  bedrooms: number;
  sleeps: number;
  /** R$ per night */
  nightly: number;
  minNights: number;
  /** booked nights, yyyy-mm-dd */
  booked: string[];
}

export const TOWNS: Record<string, string> = { 'campos-do-jordao': 'Campos do Jordão', 'monte-verde': 'Monte Verde' };

export const CHALETS: Chalet[] = [
  { id: 12, name: 'Chalé Araucária', town: 'campos-do-jordao', bedrooms: 2, sleeps: 6, nightly: 650, minNights: 3, booked: ['2027-01-28', '2027-01-29'] },
  { id: 15, name: 'Chalé Vista da Serra', town: 'campos-do-jordao', bedrooms: 3, sleeps: 8, nightly: 980, minNights: 3, booked: [] },
  { id: 21, name: 'Cabana do Lago', town: 'monte-verde', bedrooms: 1, sleeps: 2, nightly: 420, minNights: 2, booked: [] },
  { id: 27, name: 'Casa Pinheiros', town: 'campos-do-jordao', bedrooms: 0, sleeps: 2, nightly: 300, minNights: 2, booked: [] },
  { id: 33, name: 'Refúgio Mantiqueira', town: 'monte-verde', bedrooms: 4, sleeps: 10, nightly: 1400, minNights: 4, booked: [] },
];

/** Cleaning per stay (R$) and the service fee on the nights (10%). */
export const CLEANING = 250;
export const SERVICE_RATE = 0.1;

/** The bedroom filter's values (the search form's <select name="bedrooms">): at least that many bedrooms. */
export const BEDROOM_IDS: Record<string, number> = { studio: 0, one_room: 1, two_rooms: 2, three_rooms: 3, four_rooms: 4 };

/** The price slider's ends (R$ per night): a side at its end is no limit. */
export const PRICE_SLIDER = [200, 3000];

/** Reservations (SV-<n>) start here. */
export const FIRST_RESERVATION = 2041;
