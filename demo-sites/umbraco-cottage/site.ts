// umbraco-cottage: Dales Cottage Holidays, a UK holiday-cottage site on Umbraco: the /our-cottages/ search, a page
// per cottage under /holidaycottages/ with an availability calculator that form-posts to the
// CottageAvailabilitySurface surface controller (JSON { Price, HasPrice, Message }), a booking form posted to a
// surface controller and the /booking-confirmation/ page. No public source shows this product: everything but
// the endpoint and its answer fields (the spec's) follows Umbraco and ASP.NET MVC conventions (SOURCES.md).
import { toDayFirst } from '../kit/dates.ts';
import { formatMoney, isAvailable, Ledger, quoteStay, type Stay } from '../kit/fixtures.ts';
import { esc, field, get, json, parseForm, post, redirect, text } from '../kit/http.ts';
import { sitePages } from '../kit/page.ts';
import type { Chrome } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { cottageById, cottageBySlug, priceAnswer, problemText, stayOf, TOKEN } from './api.ts';
import { COTTAGES, FIRST_BOOKING, type Cottage } from './data.ts';

const SCRIPT = '/scripts/availability-calculator.js';
const chrome: Chrome = {
  brand: 'Dales Cottage Holidays', tagline: 'Self-catering cottages in the Yorkshire Dales',
  nav: [{ label: 'Home', href: '/' }, { label: 'Our cottages', href: '/our-cottages/' }],
  accent: '#5b3a29', stylesheet: '/css/site.css',
  head: '<meta name="generator" content="Umbraco CMS">',
  footer: 'Dales Cottage Holidays Ltd · Market Place, Hawes DL8 3QX · Registered in England 08812345',
};
const page = sitePages(chrome);
const antiForgery = `<input name="__RequestVerificationToken" type="hidden" value="${TOKEN}">`;
const gbp = (n: number) => formatMoney(n, '£');
const pick = (q: URLSearchParams) => (n: string) => q.get(n) ?? '';
/** the search form's fields by the calculator's names */
const SEARCH_FIELDS: Record<string, string> = { ArrivalDate: 'arrival', Nights: 'nights', Adults: 'adults', Children: 'children' };

/** /our-cottages/?arrival=dd/mm/yyyy&nights=&adults=&children= : the cottages that sleep the party and are free. */
function searchMain(query: URLSearchParams): string {
  const stay = stayOf((n) => query.get(SEARCH_FIELDS[n]) ?? '');
  const found = COTTAGES.filter((c) => c.maxGuests >= stay.adults + stay.children && (!stay.checkout || isAvailable(c, stay.checkin, stay.checkout)));
  const link = (c: Cottage) => `/holidaycottages/${c.slug}/?arrival=${encodeURIComponent(query.get('arrival') ?? '')}&nights=${esc(query.get('nights') ?? '')}`;
  const cards = found.map((c) => `<article class="cottage-card card" data-property-id="${c.id}"><h2><a href="${esc(link(c))}">${esc(c.name)}</a></h2><p>${esc(c.village)} · sleeps ${c.maxGuests} · from ${gbp(c.nightly)} per night</p></article>`);
  return `<h1>Our cottages</h1>
<form class="search-form card" method="get" action="/our-cottages/"><label>Arrival <input name="arrival" value="${esc(query.get('arrival') ?? '')}" placeholder="dd/mm/yyyy"></label>
<label>Nights <input name="nights" value="${esc(query.get('nights') ?? '7')}"></label><label>Adults <input name="adults" value="${esc(query.get('adults') ?? '2')}"></label>
<label>Children <input name="children" value="${esc(query.get('children') ?? '0')}"></label><button class="btn">Search</button></form>
<p class="search-results-count">${found.length ? `${found.length} cottages available` : 'Sorry, no cottages are available for your search.'}</p>
<div class="search-results grid">${cards.join('')}</div>`;
}

/** The cottage page and its availability calculator (arrival, nights, party, Check price). */
function cottageMain(c: Cottage, query: URLSearchParams): string {
  const nights = [2, 3, 4, 5, 6, 7, 10, 14].map((n) => `<option value="${n}"${String(n) === (query.get('nights') ?? '7') ? ' selected' : ''}>${n} nights</option>`).join('');
  const party = (name: string, from: number, to: number, chosen: number) =>
    `<select name="${name}">${Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('')}</select>`;
  return `<h1 class="cottage-name">${esc(c.name)}</h1><p class="cottage-summary">${esc(c.village)} · ${c.bedrooms} bedrooms · sleeps ${c.maxGuests}</p>
<div class="availability-calculator card" data-property-id="${c.id}"><h2>Check availability</h2>
<form id="price-form" action="/umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI" method="post">${antiForgery}
<input type="hidden" name="PropertyId" value="${c.id}">
<label>Arrival <input name="ArrivalDate" class="arrival-date" placeholder="dd/mm/yyyy" value="${esc(query.get('arrival') ?? '')}"></label>
<label>Duration <select name="Nights">${nights}</select></label><label>Adults ${party('Adults', 1, 8, 2)}</label><label>Children ${party('Children', 0, 6, 0)}</label>
<button type="submit" class="btn check-price">Check price</button></form>
<div class="price-result" aria-live="polite"></div></div>`;
}

/** The booking form the calculator's "Book now" opens (stay in its query, as the calculator has it). */
function bookMain(c: Cottage, query: URLSearchParams): string {
  const stay = stayOf(pick(query));
  const total = quoteStay(c, stay).total;
  const keep = ['ArrivalDate', 'Nights', 'Adults', 'Children'].map((n) => `<input type="hidden" name="${n}" value="${esc(query.get(n) ?? '')}">`).join('');
  return `<h1>Book ${esc(c.name)}</h1><p class="booking-summary">Arriving ${esc(query.get('ArrivalDate') ?? '')} for ${esc(query.get('Nights') ?? '')} nights · ${stay.adults + stay.children} guests · ${gbp(total)}</p>
<form id="booking-form" class="card" method="post" action="/umbraco/Surface/CottageBookingSurface/SubmitBooking">${antiForgery}<input type="hidden" name="PropertyId" value="${c.id}">${keep}
<label>Full name <input name="FullName"></label><label>Email <input name="Email"></label><label><input type="checkbox" name="AcceptTerms" value="true"> I accept the booking conditions</label>
<button type="submit" class="btn confirm-booking">Confirm booking</button></form>`;
}

interface Booking { ref: string; cottage: number; stay: Stay; total: number }

export default defineSite({
  slug: 'umbraco-cottage', provider: 'umbraco-cottage',
  platform: 'UK holiday-cottage site on Umbraco (CottageAvailabilitySurface CalculateBookingPriceFromAPI)',
  chrome,
  assets: { [SCRIPT]: 'assets/availability-calculator.js' },
  routes() {
    const bookings = new Ledger<Booking>(FIRST_BOOKING);
    return [
      get('/', () => page({ title: 'Home', main: '<section class="hero card"><h1>Cottages in the Dales</h1><p><a class="btn" href="/our-cottages/">Find a cottage</a></p></section>' })),
      get('/our-cottages/', (req) => page({ title: 'Our cottages', main: searchMain(req.query) })),
      get('/holidaycottages/:slug/', (req, { slug }) => {
        const c = cottageBySlug(slug);
        return c ? page({ title: c.name, main: cottageMain(c, req.query), scripts: [SCRIPT] }) : null;
      }),
      get('/holidaycottages/:slug/book/', (req, { slug }) => {
        const c = cottageBySlug(slug);
        if (!c) return null;
        return problemText(c, stayOf(pick(req.query))) ? page({ title: 'Book', main: '<p class="alert">Please check the price for your dates first.</p>' }, 400) : page({ title: `Book ${c.name}`, main: bookMain(c, req.query) });
      }),
      post('/umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI', (req) => {
        const answer = priceAnswer(parseForm(req.body));
        return answer ? json(answer) : text('The required anti-forgery form field "__RequestVerificationToken" is not present.', 500);
      }),
      post('/umbraco/Surface/CottageBookingSurface/SubmitBooking', (req) => {
        const form = parseForm(req.body);
        const c = cottageById(field(form, 'PropertyId'));
        const stay = stayOf((n) => field(form, n));
        if (!c || problemText(c, stay) || !field(form, 'Email').includes('@') || field(form, 'AcceptTerms') !== 'true') return redirect(`/holidaycottages/${c?.slug ?? ''}/`, 303);
        const b = bookings.record(JSON.stringify([c.id, stay, field(form, 'Email')]), (n) => ({ ref: `DCH-${n}`, cottage: c.id, stay, total: quoteStay(c, stay).total }));
        return redirect(`/booking-confirmation/?ref=${b.ref}`, 303);
      }),
      get('/booking-confirmation/', (req) => {
        const b = bookings.find(Number((req.query.get('ref') ?? '').replace('DCH-', '')));
        const c = b && cottageById(b.cottage);
        if (!b || !c) return null;
        return page({ title: 'Booking confirmed', main: `<div class="booking-confirmation card"><h1>Thank you for your booking</h1><p>Your booking reference is <strong class="booking-reference">${b.ref}</strong>.</p><p>${esc(c.name)}, arriving ${toDayFirst(b.stay.checkin, '/')} for ${(Date.parse(b.stay.checkout) - Date.parse(b.stay.checkin)) / 864e5} nights. Total ${gbp(b.total)}.</p></div>` });
      }),
    ];
  },
});
