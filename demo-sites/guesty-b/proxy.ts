// The site's own API in front of Guesty's Booking Engine API (the OAuth token stays on the server): the same
// listings, quotes and reservations as the BE-API proxy (../platforms/guesty/api.ts), under the site's route names.
//   GET  /api/listings/get_available/?checkIn&checkOut&adults&children -> { data: [listings], checkIn, checkOut, adults, children }
//   GET  /api/listings/{_id}/ -> the BE-API listing
//   POST /api/guesty/quote/ { listingId, checkIn, checkOut, guestsCount } -> the BE-API quote, or 4xx { error: "<Guesty's message>" }
//   POST /api/guesty-quotes/ { listingId, checkInDateLocalized, checkOutDateLocalized, guestsCount } -> the BE-API quote or error, as is
import { createQuote, searchListings, type Answer, type StoredQuote } from '../platforms/guesty/api.ts';

type Save = (make: (id: string) => StoredQuote) => StoredQuote;

/** the search: Guesty's listings for the party (minOccupancy = adults + children), under `data`, with the stay */
export function getAvailable(q: URLSearchParams): Answer {
  const adults = Number(q.get('adults')) || 1;
  const children = Number(q.get('children')) || 0;
  const guesty = new URLSearchParams({ checkIn: q.get('checkIn') ?? '', checkOut: q.get('checkOut') ?? '', minOccupancy: String(adults + children) });
  const { results } = searchListings(guesty).body as { results: unknown[] };
  return { status: 200, body: { data: results, checkIn: q.get('checkIn'), checkOut: q.get('checkOut'), adults, children } };
}

/** the listing page's price check: the site's field names in, Guesty's quote out; a refusal becomes { error } */
export function priceCheck(body: Record<string, unknown> | null, save: Save): Answer {
  const b = body ?? {};
  const a = createQuote({ listingId: b.listingId, checkInDateLocalized: b.checkIn, checkOutDateLocalized: b.checkOut, guestsCount: b.guestsCount }, save);
  if (a.status === 200) return a;
  const { error } = a.body as { error: { message: string } };
  return { status: a.status, body: { error: error.message } };
}
