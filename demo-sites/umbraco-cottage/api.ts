// The cottage site's server side (SOURCES.md: all assumed but the endpoint and its answer fields, which are the
// spec's): the surface controller's price action, form-posted with ASP.NET's anti-forgery token and answering
// ASP.NET MVC JSON { Price, HasPrice, Message }; the booking form's post; stays read from the UK-format fields.
import { addDays, fromDayFirst } from '../kit/dates.ts';
import { quoteStay, stayProblem, type Stay } from '../kit/fixtures.ts';
import { field, type Form } from '../kit/http.ts';
import { COTTAGES, MESSAGES, type Cottage } from './data.ts';

export const TOKEN = 'CfDJ8Dales7Qw2vX0kLrT9';
export const cottageById = (id: unknown): Cottage | undefined => COTTAGES.find((c) => String(c.id) === String(id));
export const cottageBySlug = (slug: string): Cottage | undefined => COTTAGES.find((c) => c.slug === slug);

/** ArrivalDate (dd/MM/yyyy, en-GB model binding) plus Nights, party from Adults/Children. */
export function stayOf(get: (name: string) => string): Stay {
  const checkin = fromDayFirst(get('ArrivalDate'), '/');
  const nights = Number(get('Nights')) || 0;
  return { checkin, checkout: checkin && nights > 0 ? addDays(checkin, nights) : '', adults: Number(get('Adults')) || 0, children: Number(get('Children')) || 0 };
}

export function problemText(c: Cottage | undefined, stay: Stay): string {
  if (!c) return 'Sorry, this cottage could not be found.';
  const p = stayProblem(c, stay);
  return p ? (MESSAGES[p.kind] as (x: typeof p, c: Cottage) => string)(p, c) : '';
}

/** POST /umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI -> { Price, HasPrice, Message } */
export function priceAnswer(form: Form) {
  if (field(form, '__RequestVerificationToken') !== TOKEN) return null;
  const c = cottageById(field(form, 'PropertyId'));
  const stay = stayOf((n) => field(form, n));
  const message = problemText(c, stay);
  return message || !c ? { Price: 0, HasPrice: false, Message: message } : { Price: quoteStay(c, stay).total, HasPrice: true, Message: null };
}
