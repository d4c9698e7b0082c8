// What both Guesty demo sites (the Booking Engine API proxy and the Guesty-hosted website) keep per server: the
// quotes they issued and the reservations booked from them, plus the glue from an Answer to a response.
import { Ledger } from '../../server/fixtures.ts';
import { json, parseJson, type DemoResponse } from '../../server/http.ts';
import { confirmationCode, guestId, instant, quoteId, reservationId, type Answer, type Reservation, type StoredQuote } from './api.ts';
import { FIRST_RESERVATION } from './data.ts';

export const answer = (a: Answer): DemoResponse => json(a.body, a.status);
export const jsonBody = (raw: string) => parseJson(raw) as Record<string, any> | null;

/** A fresh store: quote ids in the order quotes are made; one reservation per quote and guest email. */
export function guestyBookings() {
  const quotes = new Map<string, StoredQuote>();
  const reservations = new Ledger<Reservation>(FIRST_RESERVATION);
  const byId = new Map<string, Reservation>();
  const n = (x: number) => x - FIRST_RESERVATION + 1;
  return {
    quotes,
    reservations: byId,
    /** stores the quote `make` builds under the next quote id */
    save(make: (id: string) => StoredQuote): StoredQuote {
      const stored = make(quoteId(quotes.size + 1));
      quotes.set(stored._id, stored);
      return stored;
    },
    /** POST …/reservations/quotes/{id}/instant */
    instant(id: string, body: Record<string, any> | null): Answer {
      const quote = quotes.get(id);
      return instant(quote, body, (guest) => {
        const r = reservations.record(JSON.stringify([id, guest.email]), (x) => ({ _id: reservationId(n(x)), confirmationCode: confirmationCode(x), guestId: guestId(n(x)), quote: quote as StoredQuote, guest }));
        byId.set(r._id, r);
        return r;
      });
    },
  };
}
