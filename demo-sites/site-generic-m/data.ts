// Casas da Costa: a small independent beach-house rental agency on the Algarve coast of Portugal (Lagos, Carvoeiro,
// Tavira) on its own PHP site: /casas.php?resort=… lists a resort's chalets, /casa.php?id=…, /book.php, and
// a small JSON API behind them (/ajax/price_cal, /ajax/priceDetails, /api/properties/room_rate). Everything the site
// shows and answers comes from this data; truth.json is written from it. euros (whole euros, shown
// €1.234), yyyy-mm-dd dates (HTML date inputs), English.
import type { Area, Rental } from '../platforms/site-generic/price-calendar/site.ts';
import { sampleStock } from '../platforms/site-generic/price-calendar/sample-stock.ts';

// The numbers (rates, minimum stays, booked nights, charges, first numbers) are the price-calendar's sample stock,
// in euros.
export { CARD_SURCHARGE, CLEANING, FIRST_BOOKING, FIRST_INQUIRY, PRICE_MAX, PRICE_STEP, TOURIST_TAX } from '../platforms/site-generic/price-calendar/sample-stock.ts';

export const AREAS: Area[] = [
  { slug: 'lagos', name: 'Lagos' },
  { slug: 'carvoeiro', name: 'Carvoeiro' },
  { slug: 'tavira', name: 'Tavira' },
];

export const CHALETS: Rental[] = sampleStock([AREAS[0], AREAS[1], AREAS[2]], {
  31: 'Casa Ponta da Piedade',
  33: 'Casa Dona Ana',
  35: 'Casa Meia Praia',
  36: 'Casa Luz',
  41: 'Casa Algar Seco',
  44: 'Quinta do Ria Formosa',
  37: 'Villa Porto de Mós',
});
