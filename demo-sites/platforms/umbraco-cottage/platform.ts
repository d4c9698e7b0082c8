// What every UK holiday-cottage site on the Umbraco cottage template (the CottageAvailabilitySurface surface
// controller) answers alike: the /our-cottages/ search, a page per cottage with the availability calculator
// form-posted to CalculateBookingPriceFromAPI (ASP.NET MVC JSON { Price, HasPrice, Message }, anti-forgery
// token), the booking form posted to CottageBookingSurface/SubmitBooking and /booking-confirmation/. Sites differ
// in their data, the cottage pages' folder (/holidaycottages/, /self-catering/) and whether the calculator asks
// for a number of nights or a departure date. Evidence: demo-sites/umbraco-cottage/SOURCES.md (assumed but the
// spec's endpoint, answer fields and page paths).
import { addDays, fromDayFirst, toDayFirst } from '../../server/dates.ts';
import { formatMoney, isAvailable, Ledger, quoteStay, stayProblem, type Stay, type StayProblem, type Unit } from '../../server/fixtures.ts';
import { esc, field, get, json, parseForm, post, redirect, text, type Form, type Route } from '../../server/http.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';
import { defineSite, type DemoSite } from '../../server/site.ts';

export interface Cottage extends Unit {
  slug: string;
  village: string;
}

/** The controller's Message when HasPrice is false, per problem. */
export type CottageMessages = { [K in StayProblem['kind']]: (p: Extract<StayProblem, { kind: K }>, c: Cottage) => string };

export interface CottageSite {
  chrome: Chrome;
  cottages: Cottage[];
  messages: CottageMessages;
  /** the anti-forgery token the pages carry and the controller checks */
  token: string;
  /** the cottage pages' folder: '/holidaycottages' or '/self-catering' */
  section: string;
  /** the calculator's stay: ArrivalDate plus Nights (a select) or plus DepartureDate (dd/mm/yyyy) */
  stayBy: 'nights' | 'departure';
  /** booking references `${refPrefix}<n>`, from firstBooking */
  refPrefix: string;
  firstBooking: number;
  /** the home page's heading */
  hero: string;
}

export const gbp = (n: number): string => formatMoney(n, '£');

/** The site's server side: cottages by id or slug, stays read from the UK-format fields, the price answer. */
export function cottageApi(site: CottageSite) {
  const byId = (id: unknown): Cottage | undefined => site.cottages.find((c) => String(c.id) === String(id));
  const bySlug = (slug: string): Cottage | undefined => site.cottages.find((c) => c.slug === slug);
  /** ArrivalDate (dd/MM/yyyy, en-GB model binding) plus DepartureDate or Nights, party from Adults/Children. */
  const stayOf = (read: (name: string) => string): Stay => {
    const checkin = fromDayFirst(read('ArrivalDate'), '/');
    const nights = Number(read('Nights')) || 0;
    const departure = fromDayFirst(read('DepartureDate'), '/');
    const checkout = departure || (checkin && nights > 0 ? addDays(checkin, nights) : '');
    return { checkin, checkout, adults: Number(read('Adults')) || 0, children: Number(read('Children')) || 0 };
  };
  const problemText = (c: Cottage | undefined, stay: Stay): string => {
    if (!c) return 'Sorry, this cottage could not be found.';
    const p = stayProblem(c, stay);
    return p ? (site.messages[p.kind] as (x: typeof p, c: Cottage) => string)(p, c) : '';
  };
  /** POST /umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI -> { Price, HasPrice, Message } */
  const priceAnswer = (form: Form) => {
    if (field(form, '__RequestVerificationToken') !== site.token) return null;
    const c = byId(field(form, 'PropertyId'));
    const stay = stayOf((n) => field(form, n));
    const message = problemText(c, stay);
    return message || !c ? { Price: 0, HasPrice: false, Message: message } : { Price: quoteStay(c, stay).total, HasPrice: true, Message: null };
  };
  return { byId, bySlug, stayOf, problemText, priceAnswer };
}

/** the calculator's script, every site's */
const SCRIPT = '/scripts/availability-calculator.js';

/** the search form's fields by the calculator's names */
const SEARCH_FIELDS: Record<string, string> = { ArrivalDate: 'arrival', Nights: 'nights', Adults: 'adults', Children: 'children' };
const pick = (q: URLSearchParams) => (n: string) => q.get(n) ?? '';

/** The site's routes (fresh bookings each call). */
export function cottageRoutes(site: CottageSite): Route[] {
  const api = cottageApi(site);
  const page = sitePages(site.chrome);
  const antiForgery = `<input name="__RequestVerificationToken" type="hidden" value="${site.token}">`;
  const stayFields = ['ArrivalDate', site.stayBy === 'nights' ? 'Nights' : 'DepartureDate', 'Adults', 'Children'];
  const nightsOf = (s: Stay) => (Date.parse(s.checkout) - Date.parse(s.checkin)) / 864e5;

  /** /our-cottages/?arrival=dd/mm/yyyy&nights=&adults=&children= : the cottages that sleep the party and are free. */
  const searchMain = (query: URLSearchParams): string => {
    const stay = api.stayOf((n) => query.get(SEARCH_FIELDS[n]) ?? '');
    const found = site.cottages.filter((c) => c.maxGuests >= stay.adults + stay.children && (!stay.checkout || isAvailable(c, stay.checkin, stay.checkout)));
    const link = (c: Cottage) => `${site.section}/${c.slug}/?arrival=${encodeURIComponent(query.get('arrival') ?? '')}&nights=${esc(query.get('nights') ?? '')}`;
    const cards = found.map((c) => `<article class="cottage-card card" data-property-id="${c.id}"><h2><a href="${esc(link(c))}">${esc(c.name)}</a></h2><p>${esc(c.village)} · sleeps ${c.maxGuests} · from ${gbp(c.nightly)} per night</p></article>`);
    return `<h1>Our cottages</h1>
<form class="search-form card" method="get" action="/our-cottages/"><label>Arrival <input name="arrival" value="${esc(query.get('arrival') ?? '')}" placeholder="dd/mm/yyyy"></label>
<label>Nights <input name="nights" value="${esc(query.get('nights') ?? '7')}"></label><label>Adults <input name="adults" value="${esc(query.get('adults') ?? '2')}"></label>
<label>Children <input name="children" value="${esc(query.get('children') ?? '0')}"></label><button class="btn">Search</button></form>
<p class="search-results-count">${found.length ? `${found.length} cottages available` : 'Sorry, no cottages are available for your search.'}</p>
<div class="search-results grid">${cards.join('')}</div>`;
  };

  /** The calculator's duration: a Nights select, or a DepartureDate input prefilled from the search's stay. */
  const durationField = (query: URLSearchParams): string => {
    if (site.stayBy === 'nights') {
      const nights = [2, 3, 4, 5, 6, 7, 10, 14].map((n) => `<option value="${n}"${String(n) === (query.get('nights') ?? '7') ? ' selected' : ''}>${n} nights</option>`).join('');
      return `<label>Duration <select name="Nights">${nights}</select></label>`;
    }
    const stay = api.stayOf((n) => query.get(SEARCH_FIELDS[n]) ?? '');
    return `<label>Departure <input name="DepartureDate" class="departure-date" placeholder="dd/mm/yyyy" value="${esc(toDayFirst(stay.checkout, '/'))}"></label>`;
  };

  /** The cottage page and its availability calculator (arrival, duration, party, Check price). */
  const cottageMain = (c: Cottage, query: URLSearchParams): string => {
    const party = (name: string, from: number, to: number, chosen: number) =>
      `<select name="${name}">${Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('')}</select>`;
    return `<h1 class="cottage-name">${esc(c.name)}</h1><p class="cottage-summary">${esc(c.village)} · ${c.bedrooms} bedrooms · sleeps ${c.maxGuests}</p>
<div class="availability-calculator card" data-property-id="${c.id}"><h2>Check availability</h2>
<form id="price-form" action="/umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI" method="post">${antiForgery}
<input type="hidden" name="PropertyId" value="${c.id}">
<label>Arrival <input name="ArrivalDate" class="arrival-date" placeholder="dd/mm/yyyy" value="${esc(query.get('arrival') ?? '')}"></label>
${durationField(query)}<label>Adults ${party('Adults', 1, 8, 2)}</label><label>Children ${party('Children', 0, 6, 0)}</label>
<button type="submit" class="btn check-price">Check price</button></form>
<div class="price-result" aria-live="polite"></div></div>`;
  };

  /** The booking form the calculator's "Book now" opens (stay in its query, as the calculator has it). */
  const bookMain = (c: Cottage, query: URLSearchParams): string => {
    const stay = api.stayOf(pick(query));
    const total = quoteStay(c, stay).total;
    const keep = stayFields.map((n) => `<input type="hidden" name="${n}" value="${esc(query.get(n) ?? '')}">`).join('');
    const when = site.stayBy === 'nights' ? `for ${esc(query.get('Nights') ?? '')} nights` : `departing ${esc(query.get('DepartureDate') ?? '')}`;
    return `<h1>Book ${esc(c.name)}</h1><p class="booking-summary">Arriving ${esc(query.get('ArrivalDate') ?? '')} ${when} · ${stay.adults + stay.children} guests · ${gbp(total)}</p>
<form id="booking-form" class="card" method="post" action="/umbraco/Surface/CottageBookingSurface/SubmitBooking">${antiForgery}<input type="hidden" name="PropertyId" value="${c.id}">${keep}
<label>Full name <input name="FullName"></label><label>Email <input name="Email"></label><label><input type="checkbox" name="AcceptTerms" value="true"> I accept the booking conditions</label>
<button type="submit" class="btn confirm-booking">Confirm booking</button></form>`;
  };

  interface Booking { ref: string; cottage: number; stay: Stay; total: number }
  const bookings = new Ledger<Booking>(site.firstBooking);
  return [
    get('/', () => page({ title: 'Home', main: `<section class="hero card"><h1>${esc(site.hero)}</h1><p><a class="btn" href="/our-cottages/">Find a cottage</a></p></section>` })),
    get('/our-cottages/', (req) => page({ title: 'Our cottages', main: searchMain(req.query) })),
    get(`${site.section}/:slug/`, (req, { slug }) => {
      const c = api.bySlug(slug);
      return c ? page({ title: c.name, main: cottageMain(c, req.query), scripts: [SCRIPT] }) : null;
    }),
    get(`${site.section}/:slug/book/`, (req, { slug }) => {
      const c = api.bySlug(slug);
      if (!c) return null;
      return api.problemText(c, api.stayOf(pick(req.query))) ? page({ title: 'Book', main: '<p class="alert">Please check the price for your dates first.</p>' }, 400) : page({ title: `Book ${c.name}`, main: bookMain(c, req.query) });
    }),
    post('/umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI', (req) => {
      const answer = api.priceAnswer(parseForm(req.body));
      return answer ? json(answer) : text('The required anti-forgery form field "__RequestVerificationToken" is not present.', 500);
    }),
    post('/umbraco/Surface/CottageBookingSurface/SubmitBooking', (req) => {
      const form = parseForm(req.body);
      const c = api.byId(field(form, 'PropertyId'));
      const stay = api.stayOf((n) => field(form, n));
      if (!c || api.problemText(c, stay) || !field(form, 'Email').includes('@') || field(form, 'AcceptTerms') !== 'true') return redirect(`${site.section}/${c?.slug ?? ''}/`, 303);
      const b = bookings.record(JSON.stringify([c.id, stay, field(form, 'Email')]), (n) => ({ ref: `${site.refPrefix}${n}`, cottage: c.id, stay, total: quoteStay(c, stay).total }));
      return redirect(`/booking-confirmation/?ref=${b.ref}`, 303);
    }),
    get('/booking-confirmation/', (req) => {
      const b = bookings.find(Number((req.query.get('ref') ?? '').replace(site.refPrefix, '')));
      const c = b && api.byId(b.cottage);
      if (!b || !c) return null;
      return page({ title: 'Booking confirmed', main: `<div class="booking-confirmation card"><h1>Thank you for your booking</h1><p>Your booking reference is <strong class="booking-reference">${b.ref}</strong>.</p><p>${esc(c.name)}, arriving ${toDayFirst(b.stay.checkin, '/')} for ${nightsOf(b.stay)} nights. Total ${gbp(b.total)}.</p></div>` });
    }),
  ];
}

/** A site on the template: its look but the template's nav (home, the search) and generator meta, and its settings. */
export interface CottageSiteSpec extends Omit<CottageSite, 'chrome'> {
  slug: string;
  platform: string;
  chrome: Omit<Chrome, 'nav' | 'head'>;
}

export function cottageSite({ slug, platform, chrome: look, ...settings }: CottageSiteSpec): DemoSite {
  const chrome: Chrome = { ...look, nav: [{ label: 'Home', href: '/' }, { label: 'Our cottages', href: '/our-cottages/' }], head: '<meta name="generator" content="Umbraco CMS">' };
  const site: CottageSite = { ...settings, chrome };
  return defineSite({
    slug, provider: 'umbraco-cottage', platform, chrome,
    assets: { [SCRIPT]: '../platforms/umbraco-cottage/assets/availability-calculator.js' },
    routes: () => cottageRoutes(site),
  });
}
