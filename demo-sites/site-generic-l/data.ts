// Chalets Alpenrose: a small independent ski-chalet rental company in the Swiss Alps (Verbier, Zermatt,
// Grindelwald) on its own PHP site: /chalets.php?resort=… lists a resort's chalets, /chalet.php?id=…, /book.php, and
// a small JSON API behind them (/ajax/price_cal, /ajax/priceDetails, /api/properties/room_rate). Everything the site
// shows and answers comes from this data; truth.json is written from it. Swiss francs (whole francs, shown
// CHF 1'234), yyyy-mm-dd dates (HTML date inputs), English.
import type { Area, Rental } from '../platforms/site-generic/price-calendar/site.ts';
import { sampleStock } from '../platforms/site-generic/price-calendar/sample-stock.ts';

// The numbers (rates, minimum stays, booked nights, charges, first numbers) are the price-calendar's sample stock,
// in Swiss francs.
export { CARD_SURCHARGE, CLEANING, FIRST_BOOKING, FIRST_INQUIRY, PRICE_MAX, PRICE_STEP, TOURIST_TAX } from '../platforms/site-generic/price-calendar/sample-stock.ts';

export const AREAS: Area[] = [
  { slug: 'verbier', name: 'Verbier' },
  { slug: 'zermatt', name: 'Zermatt' },
  { slug: 'grindelwald', name: 'Grindelwald' },
];

export const CHALETS: Rental[] = sampleStock([AREAS[0], AREAS[1], AREAS[2]], {
  31: 'Chalet Edelweiss',
  33: 'Chalet Les Attelas',
  35: 'Chalet Bruson',
  36: 'Chalet Petit Savoleyres',
  41: 'Chalet Matterhornblick',
  44: 'Chalet Eiger Nordwand',
  37: 'Chalet Mont-Fort Lodge',
});
